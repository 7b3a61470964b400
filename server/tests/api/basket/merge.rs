//! A guest's basket merged into the customer's after sign-in: once, whatever happens after,
//! with the quantities the product still takes.

use serde_json::Value;

use super::{lines, LAST_NAVY_SOFA, SITE};
use crate::both_databases;
use crate::helpers::{
    add_to_basket, basket_uri, create_basket, pkce, s, TestApp, APP_CLIENT, APP_REDIRECT, AUTH,
    BASKETS, CHARCOAL_SOFA, SHOPPER, WEB_CLIENT, WEB_REDIRECT,
};

/// The web app's sign-in from that guest session: the session's usid kept.
async fn web_sign_in(app: &TestApp, cookie: &str, usid: &str) -> Value {
    use base64::Engine;
    let p = pkce();
    let basic = format!(
        "Basic {}",
        base64::engine::general_purpose::STANDARD.encode(format!("{}:{}", SHOPPER.0, SHOPPER.1))
    );
    let res = app
        .call("POST", &format!("{AUTH}/login"))
        .header("authorization", &basic)
        .cookie(cookie)
        .form(&[
            ("client_id", WEB_CLIENT),
            ("channel_id", "northwind"),
            ("redirect_uri", WEB_REDIRECT),
            ("code_challenge", &p.challenge),
            ("usid", usid),
        ])
        .send()
        .await;
    let params = res.location_params();
    assert_eq!(params["usid"], usid);
    let tokens = app
        .exchange(WEB_CLIENT, WEB_REDIRECT, &params["code"], &p.verifier)
        .await;
    assert_eq!(tokens.status, 200, "{}", tokens.text());
    tokens.json()
}

async fn a_guests_basket_joins_the_customers_after_sign_in_once(app: &TestApp) {
    // The customer already has a basket with one sofa (from another device).
    let elsewhere = app.login(SHOPPER.0, SHOPPER.1).await;
    let elsewhere_token = s(&elsewhere["access_token"]);
    let mine = s(&create_basket(app, elsewhere_token).await["basketId"]).to_owned();
    add_to_basket(app, elsewhere_token, &mine, CHARCOAL_SOFA, 1).await;

    // As a guest in this browser: two more of it and the last navy sofa.
    let (guest, cookie) = app.web_guest().await;
    let guest_token = s(&guest["access_token"]);
    let guest_basket = s(&create_basket(app, guest_token).await["basketId"]).to_owned();
    add_to_basket(app, guest_token, &guest_basket, CHARCOAL_SOFA, 2).await;
    add_to_basket(app, guest_token, &guest_basket, LAST_NAVY_SOFA, 1).await;

    let signed_in = web_sign_in(app, &cookie, s(&guest["usid"])).await;
    let token = s(&signed_in["access_token"]);
    let merge = format!("{BASKETS}/actions/merge?{SITE}&createDestinationBasket=true");
    let merged = app.call_as("POST", &merge, token, None).await;
    assert_eq!(merged.status, 200, "{}", merged.text());
    assert_eq!(merged.json()["basketId"], mine.as_str());
    assert_eq!(
        lines(&merged.json()),
        [
            (CHARCOAL_SOFA.to_owned(), 3),
            (LAST_NAVY_SOFA.to_owned(), 1)
        ]
    );
    // The guest basket is gone.
    assert_eq!(
        app.call_as("GET", &basket_uri(&guest_basket, ""), guest_token, None)
            .await
            .status,
        404
    );

    // A second merge (a second sign-in, or one in another tab) changes nothing.
    let again = app.call_as("POST", &merge, token, None).await;
    assert_eq!(again.status, 200);
    assert_eq!(lines(&again.json()), lines(&merged.json()));
    // A guest can't merge.
    let other_guest = app.guest_session().await;
    assert_eq!(
        app.call_as("POST", &merge, s(&other_guest["access_token"]), None)
            .await
            .status,
        403
    );
}
both_databases!(a_guests_basket_joins_the_customers_after_sign_in_once);

async fn a_merge_keeps_quantities_the_product_takes_and_makes_the_basket_when_asked(app: &TestApp) {
    let (guest, cookie) = app.web_guest().await;
    let guest_token = s(&guest["access_token"]);
    let guest_basket = s(&create_basket(app, guest_token).await["basketId"]).to_owned();
    add_to_basket(app, guest_token, &guest_basket, LAST_NAVY_SOFA, 1).await;
    let signed_in = web_sign_in(app, &cookie, s(&guest["usid"])).await;
    let token = s(&signed_in["access_token"]);

    // No basket of the customer's and none asked for: nothing to merge into.
    let refused = app
        .call_as(
            "POST",
            &format!("{BASKETS}/actions/merge?{SITE}"),
            token,
            None,
        )
        .await;
    assert_eq!(refused.status, 404);

    // Meanwhile the last navy sofa sold: the merged line keeps what is left (none: dropped).
    sqlx::query("UPDATE catalog_products SET stock_level = 0 WHERE id = $1")
        .bind(LAST_NAVY_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let merged = app
        .call_as(
            "POST",
            &format!("{BASKETS}/actions/merge?{SITE}&createDestinationBasket=true"),
            token,
            None,
        )
        .await;
    assert_eq!(merged.status, 200, "{}", merged.text());
    assert_eq!(lines(&merged.json()), []);
    assert_eq!(
        merged.json()["customerInfo"]["customerId"],
        signed_in["customer_id"]
    );
}
both_databases!(a_merge_keeps_quantities_the_product_takes_and_makes_the_basket_when_asked);

/// An app on the commerce SDK (the app client), in a browser: its guest token response sets
/// the HttpOnly `lf_session` cookie beside the body's refresh token, the browser sends it with
/// the sign-in that names the guest's usid, and the guest's basket merges. The same sign-in
/// naming the usid without that cookie — or with another guest's — gets a new usid, and its
/// merge finds nothing: a usid alone never moves a basket.
async fn an_sdk_apps_guest_basket_merges_when_its_browser_proves_the_usid(app: &TestApp) {
    use base64::Engine;
    let guest_tokens = |res: &crate::helpers::TestResponse| {
        assert_eq!(res.status, 200, "{}", res.text());
        let cookie = res.cookie("lf_session");
        (res.json(), cookie)
    };
    let sdk_guest = || async {
        let p = pkce();
        let code = app
            .get(&app.authorize_uri(APP_CLIENT, APP_REDIRECT, &p.challenge))
            .await
            .location_params()["code"]
            .clone();
        let res = app
            .exchange(APP_CLIENT, APP_REDIRECT, &code, &p.verifier)
            .await;
        let set_cookie = res.header("set-cookie").to_owned();
        assert!(
            set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Strict"),
            "{set_cookie}"
        );
        guest_tokens(&res)
    };
    let (guest, cookie) = sdk_guest().await;
    assert_eq!(cookie, format!("lf_session={}", s(&guest["refresh_token"])));
    let guest_token = s(&guest["access_token"]);
    let guest_basket = s(&create_basket(app, guest_token).await["basketId"]).to_owned();
    add_to_basket(app, guest_token, &guest_basket, CHARCOAL_SOFA, 2).await;
    let usid = s(&guest["usid"]).to_owned();

    let sign_in = |cookie: Option<String>| {
        let usid = usid.clone();
        async move {
            let p = pkce();
            let basic = format!(
                "Basic {}",
                base64::engine::general_purpose::STANDARD
                    .encode(format!("{}:{}", SHOPPER.0, SHOPPER.1))
            );
            let mut request = app
                .call("POST", &format!("{AUTH}/login"))
                .header("authorization", &basic);
            if let Some(cookie) = &cookie {
                request = request.cookie(cookie);
            }
            let params = request
                .form(&[
                    ("client_id", APP_CLIENT),
                    ("channel_id", "northwind"),
                    ("redirect_uri", APP_REDIRECT),
                    ("code_challenge", &p.challenge),
                    ("usid", &usid),
                ])
                .send()
                .await
                .location_params();
            let tokens = app
                .exchange(APP_CLIENT, APP_REDIRECT, &params["code"], &p.verifier)
                .await;
            assert_eq!(tokens.status, 200, "{}", tokens.text());
            tokens.json()
        }
    };
    let merge = format!("{BASKETS}/actions/merge?{SITE}&createDestinationBasket=true");

    // A usid alone, or with another guest's cookie: a new usid, nothing merged.
    let (_, other_cookie) = sdk_guest().await;
    for cookie in [None, Some(other_cookie)] {
        let tokens = sign_in(cookie).await;
        assert_ne!(tokens["usid"], usid.as_str());
        let merged = app
            .call_as("POST", &merge, s(&tokens["access_token"]), None)
            .await;
        assert_eq!(merged.status, 200, "{}", merged.text());
        assert!(lines(&merged.json()).is_empty(), "{}", merged.text());
    }
    assert_eq!(
        app.call_as("GET", &basket_uri(&guest_basket, ""), guest_token, None)
            .await
            .status,
        200,
        "the guest's basket is still theirs"
    );

    // The browser's own cookie proves it: the usid is kept and the basket merges.
    let tokens = sign_in(Some(cookie)).await;
    assert_eq!(tokens["usid"], usid.as_str());
    let merged = app
        .call_as("POST", &merge, s(&tokens["access_token"]), None)
        .await;
    assert_eq!(merged.status, 200, "{}", merged.text());
    assert_eq!(lines(&merged.json()), [(CHARCOAL_SOFA.to_owned(), 2)]);
}
both_databases!(an_sdk_apps_guest_basket_merges_when_its_browser_proves_the_usid);
