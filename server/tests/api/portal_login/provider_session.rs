//! The provider session: logout redirects kept on our origin, the id token hint from the
//! live session, the login entry skipping the form for a live session, and the profile
//! call that gives a customer their guid once.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{jwt_claims, s, ProviderBrowser, TestApp, MARIA, PROFILE};

async fn logout_redirects_stay_on_our_origin(app: &TestApp) {
    for (asked, answered) in [
        ("/es/", "/es/"),
        ("/nw/es-US/?x=1", "/nw/es-US/?x=1"),
        ("http://127.0.0.1:8080/es/", "/es/"),
        ("https://evil.example/", "/"),
        ("//evil.example", "/"),
        ("/%5Cevil.example", "/%5Cevil.example"),
        ("/\\evil.example", "/"),
        ("javascript:alert(1)", "/"),
        ("http://127.0.0.1:9999/", "/"),
    ] {
        let uri = format!(
            "/idp/logout?{}",
            crate::helpers::form(&[("post_logout_redirect_uri", asked)])
        );
        let res = app.get(&uri).await;
        assert_eq!(res.status, 303, "{asked}");
        let location = res.header("location");
        assert_eq!(location, answered, "{asked}");
        assert!(
            !location.starts_with("//") && !location.contains('\\'),
            "{asked} → {location}"
        );
    }
}
both_databases!(logout_redirects_stay_on_our_origin);

async fn the_id_token_hint_comes_from_the_live_provider_session(app: &TestApp) {
    assert_eq!(
        app.idp_post("/idp/api/id-token-hint", json!({}), None)
            .await
            .status,
        401
    );
    let (res, _) = app.provider_password(MARIA.0, MARIA.1).await;
    let cookie = res.cookie("lf_idp");
    let hint = app
        .idp_post("/idp/api/id-token-hint", json!({}), Some(&cookie))
        .await;
    assert_eq!(hint.status, 200, "{}", hint.text());
    let claims = jwt_claims(s(&hint.json()["id_token"]));
    assert_eq!(claims["email"], MARIA.0);
    assert_eq!(claims["aud"], "portal");
    // It names the customer at logout; after it the session is gone.
    let out = app
        .call(
            "GET",
            &format!(
                "/idp/logout?id_token_hint={}&post_logout_redirect_uri=/",
                s(&hint.json()["id_token"])
            ),
        )
        .cookie(&cookie)
        .send()
        .await;
    assert_eq!(out.status, 303);
    assert_eq!(
        app.idp_post("/idp/api/id-token-hint", json!({}), Some(&cookie))
            .await
            .status,
        401
    );
}
both_databases!(the_id_token_hint_comes_from_the_live_provider_session);

fn auth_uri(redirect: &str, browser: &ProviderBrowser) -> String {
    format!(
        "/idp/auth?{}",
        crate::helpers::form(&[
            ("redirect_uri", redirect),
            ("response_type", "code"),
            ("state", &browser.state),
            ("code_challenge", &browser.pkce.challenge),
            ("code_challenge_method", "S256"),
            ("ui_locales", "es-US"),
        ])
    )
}

async fn the_provider_login_entry_skips_the_form_for_a_live_session(app: &TestApp) {
    let browser = ProviderBrowser::new();
    // No provider session: to the login page on the callback's prefix.
    let fresh = app
        .get(&auth_uri("http://127.0.0.1:8080/es/idpcallback", &browser))
        .await;
    assert_eq!(fresh.status, 303);
    assert_eq!(fresh.header("location"), "/es/customer-login");

    // A live session: straight back to the callback with a code bound to this browser.
    let (signed_in, _) = app.provider_password(MARIA.0, MARIA.1).await;
    let cookie = signed_in.cookie("lf_idp");
    let back = app
        .call("GET", &auth_uri("/es/idpcallback", &browser))
        .cookie(&cookie)
        .send()
        .await;
    let params = back.location_params();
    assert!(
        back.header("location").starts_with("/es/idpcallback?"),
        "{}",
        back.header("location")
    );
    assert_eq!(params["state"], browser.state);
    let (claims, _) = app
        .complete_provider_sign_in(&params["code"], &browser.pkce.verifier)
        .await;
    assert_eq!(claims["acr"], "cookie");

    // Only our own callback, on our origin.
    for evil in [
        "https://evil.example/idpcallback",
        "//evil.example/idpcallback",
        "/es/dashboard",
    ] {
        let res = app
            .call("GET", &auth_uri(evil, &browser))
            .cookie(&cookie)
            .send()
            .await;
        assert_eq!(res.status, 400, "{evil}");
        assert_eq!(res.json()["parameter"], "redirect_uri");
    }
    let mut unbound = ProviderBrowser::new();
    unbound.state = "x".into();
    assert_eq!(
        app.get(&auth_uri("/idpcallback", &unbound)).await.status,
        400
    );
}
both_databases!(the_provider_login_entry_skips_the_form_for_a_live_session);

async fn create_customer_gives_a_guid_once(app: &TestApp) {
    let (res, browser) = app
        .provider_password("shopper@northwind-lease.example", "Shopper#2026")
        .await;
    let (_, access) = app
        .complete_provider_sign_in(s(&res.json()["code"]), &browser.pkce.verifier)
        .await;
    let uri = format!("{PROFILE}/create_customer?siteId=northwind");
    let first: Value = app.call("POST", &uri).bearer(&access).send().await.json();
    let second: Value = app.call("POST", &uri).bearer(&access).send().await.json();
    let guid = s(&first["standardized"]["customer_guid"]);
    assert_eq!(guid.len(), 36);
    assert_eq!(second["standardized"]["customer_guid"], guid);
    assert_eq!(app.call("POST", &uri).send().await.status, 401);
    // A guest is no portal customer.
    let guest = app.guest_session().await;
    assert_eq!(
        app.call("POST", &uri)
            .bearer(s(&guest["access_token"]))
            .send()
            .await
            .status,
        403
    );
}
both_databases!(create_customer_gives_a_guid_once);
