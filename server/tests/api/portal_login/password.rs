//! Signing in with a password: a portal session reached, a code redeemed only by the browser
//! that began the sign-in, subject tokens exchanged once, and provider codes expiring after
//! two minutes.

use std::time::Duration;

use serde_json::json;

use crate::both_databases;
use crate::helpers::{
    jwt_claims, s, ProviderBrowser, TestApp, CUSTOMERS, MARIA, MARIA_GUID, PROFILE,
};

async fn password_sign_in_reaches_a_portal_session(app: &TestApp) {
    let (res, browser) = app.provider_password(MARIA.0, MARIA.1).await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(res.json()["acr"], "email_password");
    assert_eq!(
        res.json()["state"],
        browser.state.as_str(),
        "the browser's state comes back"
    );
    let session_cookie = res.cookie("lf_idp");
    let code = s(&res.json()["code"]).to_owned();
    let (claims, access) = app
        .complete_provider_sign_in(&code, &browser.pkce.verifier)
        .await;
    assert_eq!(claims["acr"], "email_password");
    assert_eq!(claims["email"], MARIA.0);
    // The code was single use.
    let again = app
        .idp_post(
            "/idp/api/token",
            json!({"code": code, "codeVerifier": browser.pkce.verifier}),
            None,
        )
        .await;
    assert_eq!(again.status, 400);

    let customer_id = s(&jwt_claims(&access)["sub"]).to_owned();
    let me = app
        .call(
            "GET",
            &format!("{CUSTOMERS}/customers/{customer_id}?siteId=northwind"),
        )
        .bearer(&access)
        .send()
        .await;
    assert_eq!(me.json()["c_northwindCustomerGuid"], MARIA_GUID);

    let profile = app
        .call(
            "POST",
            &format!("{PROFILE}/create_customer?siteId=northwind&locale=en-US"),
        )
        .bearer(&access)
        .send()
        .await;
    assert_eq!(profile.status, 200, "{}", profile.text());
    assert_eq!(profile.json()["standardized"]["customer_guid"], MARIA_GUID);
    let flags = json!({"desktop_browser": true, "mobile_browser": false, "chrome": true, "safari": false,
        "firefox": false, "edge": false, "other_browser": false, "username_password": true});
    let source = app
        .call(
            "PATCH",
            &format!("{PROFILE}/login_source?siteId=northwind&locale=en-US"),
        )
        .bearer(&access)
        .json(flags)
        .send()
        .await;
    assert_eq!(source.status, 200, "{}", source.text());
    assert_eq!(
        (
            source.json()["ok"].as_bool(),
            source.json()["status"].as_u64()
        ),
        (Some(true), Some(200))
    );
    let bad = app
        .call("PATCH", &format!("{PROFILE}/login_source?siteId=northwind"))
        .bearer(&access)
        .json(json!({"chrome": true}))
        .send()
        .await;
    assert_eq!(bad.status, 400);

    // The browser comes back later: its provider session signs in with acr "cookie".
    let returning = ProviderBrowser::new();
    let again = app
        .idp_post(
            "/idp/api/session",
            returning.bind(json!({})),
            Some(&session_cookie),
        )
        .await;
    assert_eq!(again.status, 200, "{}", again.text());
    assert_eq!(again.json()["acr"], "cookie");
    let (claims, _) = app
        .complete_provider_sign_in(s(&again.json()["code"]), &returning.pkce.verifier)
        .await;
    assert_eq!(claims["acr"], "cookie");
    assert_eq!(
        app.idp_post("/idp/api/session", returning.bind(json!({})), None)
            .await
            .status,
        401
    );

    // Provider logout ends that session.
    let out = app
        .call("GET", "/idp/logout?post_logout_redirect_uri=/es/")
        .cookie(&session_cookie)
        .send()
        .await;
    assert_eq!(out.status, 303);
    assert_eq!(out.header("location"), "/es/");
    assert_eq!(
        app.idp_post(
            "/idp/api/session",
            returning.bind(json!({})),
            Some(&session_cookie)
        )
        .await
        .status,
        401
    );

    let (wrong, _) = app.provider_password(MARIA.0, "nope").await;
    assert_eq!(wrong.status, 401);
    assert_eq!(wrong.json()["message"], "Unauthorized");
    let empty = app
        .idp_post(
            "/idp/api/password",
            ProviderBrowser::new().bind(json!({"email": MARIA.0})),
            None,
        )
        .await;
    assert_eq!(empty.json()["message"], "Please enter your password.");
}
both_databases!(password_sign_in_reaches_a_portal_session);

async fn a_code_is_redeemed_only_by_the_browser_that_began_the_sign_in(app: &TestApp) {
    // Every start names the browser's challenge and state.
    let unbound = app
        .idp_post(
            "/idp/api/password",
            json!({"email": MARIA.0, "password": MARIA.1}),
            None,
        )
        .await;
    assert_eq!(unbound.status, 400);
    assert_eq!(unbound.json()["parameter"], "codeChallenge");

    // An attacker signs in to their own account and sends the victim the code (a login CSRF /
    // session swap): the victim's browser has another verifier, so the code is worthless.
    let (attacker, attacker_browser) = app.provider_password(MARIA.0, MARIA.1).await;
    let code = s(&attacker.json()["code"]).to_owned();
    let victim = ProviderBrowser::new();
    let stolen = app
        .idp_post(
            "/idp/api/token",
            json!({"code": code, "codeVerifier": victim.pkce.verifier}),
            None,
        )
        .await;
    assert_eq!(stolen.status, 400);
    assert_eq!(stolen.json()["reason"], "provider_code_invalid");
    // And the failed try burned it: not even the attacker can use it now.
    let burned = app
        .idp_post(
            "/idp/api/token",
            json!({"code": code, "codeVerifier": attacker_browser.pkce.verifier}),
            None,
        )
        .await;
    assert_eq!(burned.status, 400);
    let no_verifier = app
        .idp_post("/idp/api/token", json!({"code": "anything"}), None)
        .await;
    assert_eq!(no_verifier.status, 400);
}
both_databases!(a_code_is_redeemed_only_by_the_browser_that_began_the_sign_in);

async fn subject_tokens_are_exchanged_once(app: &TestApp) {
    assert_eq!(
        app.get("/api/token-exchange").await.json()["parameter"],
        "subject_token"
    );
    assert_eq!(
        app.get("/api/token-exchange?subject_token=junk")
            .await
            .status,
        401
    );
    let (res, browser) = app.provider_password(MARIA.0, MARIA.1).await;
    let tokens = app
        .provider_tokens(s(&res.json()["code"]), &browser.pkce.verifier)
        .await;
    // The id token is for the portal, not for exchanging.
    let with_id = app
        .get(&format!(
            "/api/token-exchange?subject_token={}",
            s(&tokens["id_token"])
        ))
        .await;
    assert_eq!(with_id.status, 401);
    let exchange_uri = format!(
        "/api/token-exchange?subject_token={}",
        s(&tokens["access_token"])
    );
    assert_eq!(app.get(&exchange_uri).await.status, 200);
    let replay = app.get(&exchange_uri).await;
    assert_eq!(replay.status, 401, "a subject token works once");
    // Expired subject tokens are refused too.
    let (res, browser) = app.provider_password(MARIA.0, MARIA.1).await;
    let late = app
        .provider_tokens(s(&res.json()["code"]), &browser.pkce.verifier)
        .await;
    app.advance(Duration::from_secs(6 * 60));
    assert_eq!(
        app.get(&format!(
            "/api/token-exchange?subject_token={}",
            s(&late["access_token"])
        ))
        .await
        .status,
        401
    );
}
both_databases!(subject_tokens_are_exchanged_once);

async fn provider_codes_expire_after_two_minutes(app: &TestApp) {
    let (res, browser) = app.provider_password(MARIA.0, MARIA.1).await;
    app.advance(Duration::from_secs(2 * 60 + 1));
    let late = app
        .idp_post(
            "/idp/api/token",
            json!({"code": res.json()["code"], "codeVerifier": browser.pkce.verifier}),
            None,
        )
        .await;
    assert_eq!(late.status, 400);
}
both_databases!(provider_codes_expire_after_two_minutes);
