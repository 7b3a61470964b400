//! Shopper sessions: guest and web sign-in by PKCE, codes used once, the web client's refresh
//! cookie, refresh tokens rotating (a replay never forks a session), expiry by the server's
//! clock, a client usid kept only with proof, and logout.

use std::time::Duration;

use serde_json::json;

use crate::both_databases;
use crate::helpers::{
    pkce, s, TestApp, APP_CLIENT, APP_REDIRECT, AUTH, SHOPPER, WEB_CLIENT, WEB_REDIRECT,
};

async fn guest_sessions_follow_the_pkce_flow(app: &TestApp) {
    let tokens = app.guest_session().await;
    assert_eq!(tokens["token_type"], "BEARER");
    assert!(tokens["refresh_token"].is_string());
    assert_eq!(s(&tokens["usid"]).len(), 36, "a usid made by the server");
    // The access token opens guest-allowed calls.
    let res = app
        .call("POST", "/mobify/proxy/api/custom/custom-logger/v1/organizations/f_ecom_northwind/logPOST?siteId=northwind&locale=en-US")
        .bearer(s(&tokens["access_token"]))
        .json(json!({"level": "info", "message": "hello from a guest"}))
        .send()
        .await;
    assert_eq!(res.status, 204, "{}", res.text());
}
both_databases!(guest_sessions_follow_the_pkce_flow);

async fn codes_are_single_use_and_bound_to_the_verifier(app: &TestApp) {
    let p = pkce();
    let code = app
        .get(&app.authorize_uri(APP_CLIENT, APP_REDIRECT, &p.challenge))
        .await
        .location_params()["code"]
        .clone();
    let wrong = app
        .exchange(APP_CLIENT, APP_REDIRECT, &code, &pkce().verifier)
        .await;
    assert_eq!(wrong.status, 400);
    // A failed exchange burns the code: it can't be retried with the right verifier.
    let again = app
        .exchange(APP_CLIENT, APP_REDIRECT, &code, &p.verifier)
        .await;
    assert_eq!(again.status, 400);

    let code = app
        .get(&app.authorize_uri(APP_CLIENT, APP_REDIRECT, &p.challenge))
        .await
        .location_params()["code"]
        .clone();
    assert_eq!(
        app.exchange(APP_CLIENT, APP_REDIRECT, &code, &p.verifier)
            .await
            .status,
        200
    );
    assert_eq!(
        app.exchange(APP_CLIENT, APP_REDIRECT, &code, &p.verifier)
            .await
            .status,
        400
    );

    // Unregistered redirect URIs never get a code.
    let res = app
        .get(&app.authorize_uri(APP_CLIENT, "https://evil.example/cb", &p.challenge))
        .await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "redirect_uri");
    let res = app.get(&format!("{AUTH}/authorize?client_id=nope&channel_id=northwind&redirect_uri=x&response_type=code&hint=guest")).await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "client_id");

    // Codes expire after five minutes.
    let code = app
        .get(&app.authorize_uri(APP_CLIENT, APP_REDIRECT, &p.challenge))
        .await
        .location_params()["code"]
        .clone();
    app.advance(Duration::from_secs(5 * 60 + 1));
    assert_eq!(
        app.exchange(APP_CLIENT, APP_REDIRECT, &code, &p.verifier)
            .await
            .status,
        400
    );
}
both_databases!(codes_are_single_use_and_bound_to_the_verifier);

async fn web_refresh(app: &TestApp, cookie: &str) -> crate::helpers::TestResponse {
    app.call("POST", &format!("{AUTH}/token"))
        .cookie(cookie)
        .form(&[
            ("grant_type", "refresh_token"),
            ("client_id", WEB_CLIENT),
            ("channel_id", "northwind"),
        ])
        .send()
        .await
}

async fn the_web_client_keeps_its_refresh_token_in_an_httponly_cookie(app: &TestApp) {
    let p = pkce();
    let res = app
        .call(
            "GET",
            &app.authorize_uri(WEB_CLIENT, WEB_REDIRECT, &p.challenge),
        )
        .send()
        .await;
    let code = res.location_params()["code"].clone();
    let tokens = app
        .exchange(WEB_CLIENT, WEB_REDIRECT, &code, &p.verifier)
        .await;
    assert_eq!(tokens.status, 200, "{}", tokens.text());
    assert!(
        tokens.json().get("refresh_token").is_none(),
        "no refresh token in the body"
    );
    let set_cookie = tokens.header("set-cookie").to_owned();
    assert!(set_cookie.starts_with("lf_refresh="), "{set_cookie}");
    assert!(
        set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Strict"),
        "{set_cookie}"
    );
    let pair = tokens.cookie("lf_refresh");

    let refreshed = web_refresh(app, &pair).await;
    assert_eq!(refreshed.status, 200, "{}", refreshed.text());
    assert_ne!(refreshed.cookie("lf_refresh"), pair, "rotated");

    // The registered path resolves on our public origin only, whatever Host says.
    let res = app
        .call(
            "GET",
            &app.authorize_uri(WEB_CLIENT, "http://evil.example/callback", &p.challenge),
        )
        .header("host", "evil.example")
        .send()
        .await;
    assert_eq!(res.status, 400);
}
both_databases!(the_web_client_keeps_its_refresh_token_in_an_httponly_cookie);

/// In production (behind TLS) the refresh cookie is `__Secure-lf_refresh`, `Secure`: a browser
/// keeps it only from HTTPS, so nobody on plain HTTP can plant one. The token call reads that
/// name only, and signing out clears it with the same attributes.
async fn in_production_the_refresh_cookie_is_secure_prefixed(app: &TestApp) {
    let p = pkce();
    let res = app
        .call(
            "GET",
            &app.authorize_uri(WEB_CLIENT, WEB_REDIRECT, &p.challenge),
        )
        .send()
        .await;
    let code = res.location_params()["code"].clone();
    let tokens = app
        .exchange(WEB_CLIENT, WEB_REDIRECT, &code, &p.verifier)
        .await;
    assert_eq!(tokens.status, 200, "{}", tokens.text());
    let set_cookie = tokens.header("set-cookie").to_owned();
    assert!(
        set_cookie.starts_with("__Secure-lf_refresh="),
        "{set_cookie}"
    );
    assert!(set_cookie.contains("; Secure"), "{set_cookie}");
    let pair = tokens.cookie("__Secure-lf_refresh");

    // The plain name is not read in production.
    let plain = pair.replacen("__Secure-", "", 1);
    assert_eq!(web_refresh(app, &plain).await.status, 400);
    let refreshed = web_refresh(app, &pair).await;
    assert_eq!(refreshed.status, 200, "{}", refreshed.text());

    let access = s(&refreshed.json()["access_token"]).to_owned();
    let pair = refreshed.cookie("__Secure-lf_refresh");
    let out = app
        .call("GET", &format!("{AUTH}/logout"))
        .bearer(&access)
        .cookie(&pair)
        .send()
        .await;
    assert_eq!(out.status, 200, "{}", out.text());
    let removal = out.header("set-cookie");
    assert!(
        removal.starts_with("__Secure-lf_refresh=;") && removal.contains("; Secure"),
        "{removal}"
    );
    assert_eq!(web_refresh(app, &pair).await.status, 401);
}
both_databases!(
    in_production_the_refresh_cookie_is_secure_prefixed,
    demo = true,
    tweak = crate::http::production
);

async fn refresh_tokens_rotate_and_a_replay_never_forks_the_session(app: &TestApp) {
    let tokens = app.login(SHOPPER.0, SHOPPER.1).await;
    let first = s(&tokens["refresh_token"]).to_owned();
    let second = app.refresh(&first).await;
    assert_eq!(second.status, 200, "{}", second.text());
    let second = second.json();
    assert_eq!(second["customer_id"], tokens["customer_id"]);
    assert_eq!(second["usid"], tokens["usid"]);
    assert_ne!(second["refresh_token"], first.as_str());

    // Two tabs refreshing together: the same token once more, right away, gets the successor
    // already issued — not a second live token.
    app.advance(Duration::from_secs(3));
    let twin = app.refresh(&first).await;
    assert_eq!(twin.status, 200, "{}", twin.text());
    assert_eq!(twin.json()["refresh_token"], second["refresh_token"]);
    let live: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM refresh_tokens WHERE customer_id = $1 AND rotated_at_ms IS NULL AND revoked_at_ms IS NULL",
    )
    .bind(s(&tokens["customer_id"]))
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!(live, 1, "one live refresh token in the family");

    // Only once: a third presentation, even inside the window, is a replay.
    let third = app.refresh(&first).await;
    assert_eq!(third.status, 401);
    assert_eq!(app.refresh(s(&second["refresh_token"])).await.status, 401);
    assert_eq!(
        app.profile_of(&second).await.status,
        401,
        "the session is revoked"
    );
    assert_eq!(app.refresh("made-up").await.status, 401);
}
both_databases!(refresh_tokens_rotate_and_a_replay_never_forks_the_session);

async fn a_replay_after_the_grace_period_revokes_the_family(app: &TestApp) {
    let tokens = app.login(SHOPPER.0, SHOPPER.1).await;
    let first = s(&tokens["refresh_token"]).to_owned();
    let second = app.refresh(&first).await.json();
    app.advance(Duration::from_secs(60));
    assert_eq!(app.refresh(&first).await.status, 401);
    assert_eq!(app.refresh(s(&second["refresh_token"])).await.status, 401);
    assert_eq!(app.profile_of(&second).await.status, 401);
}
both_databases!(a_replay_after_the_grace_period_revokes_the_family);

async fn access_tokens_expire_by_the_servers_clock(app: &TestApp) {
    let tokens = app.login(SHOPPER.0, SHOPPER.1).await;
    assert_eq!(app.profile_of(&tokens).await.status, 200);
    app.advance(Duration::from_secs(31 * 60));
    assert_eq!(app.profile_of(&tokens).await.status, 401);
    // The refresh token still works and brings a fresh access token.
    let refreshed = app.refresh(s(&tokens["refresh_token"])).await.json();
    assert_eq!(app.profile_of(&refreshed).await.status, 200);
}
both_databases!(access_tokens_expire_by_the_servers_clock);

async fn a_client_usid_is_kept_only_with_proof(app: &TestApp) {
    // The web app's guest → registered login keeps the usid its refresh cookie proves.
    let (guest, cookie) = app.web_guest().await;
    let usid = s(&guest["usid"]).to_owned();
    let p = pkce();
    let basic = |email: &str, password: &str| {
        use base64::Engine;
        format!(
            "Basic {}",
            base64::engine::general_purpose::STANDARD.encode(format!("{email}:{password}"))
        )
    };
    let login = |cookie: Option<&str>, usid: &str| {
        let mut request = app
            .call("POST", &format!("{AUTH}/login"))
            .header("authorization", &basic(SHOPPER.0, SHOPPER.1));
        if let Some(c) = cookie {
            request = request.cookie(c);
        }
        request
            .form(&[
                ("client_id", WEB_CLIENT),
                ("channel_id", "northwind"),
                ("redirect_uri", WEB_REDIRECT),
                ("code_challenge", &p.challenge),
                ("usid", usid),
            ])
            .send()
    };
    let kept = login(Some(&cookie), &usid).await.location_params();
    assert_eq!(kept["usid"], usid);
    // Without the cookie, or with a cookie for another usid, a new one is made.
    let bare = login(None, &usid).await.location_params();
    assert_ne!(bare["usid"], usid);
    let (_, other_cookie) = app.web_guest().await;
    let mismatched = login(Some(&other_cookie), &usid).await.location_params();
    assert_ne!(mismatched["usid"], usid);

    // A guest authorize proves a usid with its own bearer token.
    let guest = app.guest_session().await;
    let with_token = app
        .call(
            "GET",
            &format!(
                "{}&usid={}",
                app.authorize_uri(APP_CLIENT, APP_REDIRECT, &p.challenge),
                s(&guest["usid"])
            ),
        )
        .bearer(s(&guest["access_token"]))
        .send()
        .await
        .location_params();
    assert_eq!(with_token["usid"], s(&guest["usid"]));
}
both_databases!(a_client_usid_is_kept_only_with_proof);

async fn logout_revokes_the_session(app: &TestApp) {
    let tokens = app.login(SHOPPER.0, SHOPPER.1).await;
    let res = app
        .call(
            "GET",
            &format!(
                "{AUTH}/logout?client_id={APP_CLIENT}&channel_id=northwind&refresh_token={}",
                s(&tokens["refresh_token"])
            ),
        )
        .bearer(s(&tokens["access_token"]))
        .send()
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(app.profile_of(&tokens).await.status, 401);
    assert_eq!(app.refresh(s(&tokens["refresh_token"])).await.status, 401);
    assert_eq!(
        app.get(&format!("{AUTH}/logout?client_id={APP_CLIENT}"))
            .await
            .status,
        401
    );
}
both_databases!(logout_revokes_the_session);
