//! Passwords: reset through the outbox (every session ended), reset emails throttled per
//! login, a password change ending every other session, and the shopper login's own reset
//! (`oauth2/password/reset`): its link applied, and expired after thirty minutes.

use std::time::Duration;

use serde_json::json;

use crate::both_databases;
use crate::helpers::{link_in, pkce, query_of, s, TestApp, APP_CLIENT, AUTH, CUSTOMERS, SHOPPER};

async fn ask_reset(
    app: &TestApp,
    token: &str,
    login: &str,
    locale: &str,
) -> crate::helpers::TestResponse {
    app.call(
        "POST",
        &format!(
            "{CUSTOMERS}/customers/password/actions/create-reset-token?siteId=northwind&locale={locale}"
        ),
    )
    .bearer(token)
    .json(json!({"login": login}))
    .send()
    .await
}

async fn passwords_reset_through_the_outbox_and_end_every_session(app: &TestApp) {
    let guest = app.guest_session().await;
    let access = s(&guest["access_token"]).to_owned();
    let old_session = app.login(SHOPPER.0, SHOPPER.1).await;
    let known = ask_reset(app, &access, SHOPPER.0, "es-US").await;
    let unknown = ask_reset(app, &access, "nobody@example.com", "es-US").await;
    assert_eq!(known.status, 200);
    assert_eq!(unknown.status, 200);
    assert_eq!(
        known.json()["expiresInMinutes"],
        unknown.json()["expiresInMinutes"]
    );
    assert!(app.outbox("nobody@example.com").await.is_empty());
    let mail = app.outbox(SHOPPER.0).await;
    assert_eq!(mail.len(), 1);
    assert!(
        s(&mail[0]["subject"]).starts_with("Restablezca"),
        "Spanish, as asked"
    );
    let link = link_in(s(&mail[0]["body"]));
    assert!(
        link.starts_with("http://127.0.0.1:8080/northwind/es-US/reset-password?token="),
        "{link}"
    );
    let params = query_of(&link);
    let token = &params["token"];
    assert_eq!(params["email"], SHOPPER.0);

    let reset_uri = format!("{CUSTOMERS}/customers/password/actions/reset?siteId=northwind");
    let reset = |password: &str, token: &str| {
        app.call("POST", &reset_uri)
            .bearer(&access)
            .json(json!({"resetToken": token, "newPassword": password, "login": SHOPPER.0}))
            .send()
    };
    let weak = reset("short", token).await;
    assert_eq!(
        weak.json()["message"],
        "Password must contain at least 8 characters."
    );
    assert_eq!(reset("Fresh#2027x", "made-up").await.status, 400);
    assert_eq!(reset("Fresh#2027x", token).await.status, 204);
    assert_eq!(reset("Other#2027x", token).await.status, 400, "single use");

    let p = pkce();
    assert_eq!(
        app.login_request(SHOPPER.0, SHOPPER.1, &p.challenge)
            .send()
            .await
            .status,
        401
    );
    let _ = app.login(SHOPPER.0, "Fresh#2027x").await;
    assert_eq!(
        app.refresh(s(&old_session["refresh_token"])).await.status,
        401,
        "old sessions end"
    );
    assert_eq!(app.profile_of(&old_session).await.status, 401);
}
both_databases!(passwords_reset_through_the_outbox_and_end_every_session);

async fn reset_emails_are_throttled_per_login(app: &TestApp) {
    let guest = app.guest_session().await;
    let access = s(&guest["access_token"]);
    assert_eq!(ask_reset(app, access, SHOPPER.0, "en-US").await.status, 200);
    let again = ask_reset(app, access, SHOPPER.0, "en-US").await;
    assert_eq!(again.status, 429);
    assert_eq!(again.json()["reason"], "wait_before_resend");
    // Unknown logins are throttled the same way: the answer tells nothing.
    assert_eq!(
        ask_reset(app, access, "nobody@example.com", "en-US")
            .await
            .status,
        200
    );
    assert_eq!(
        ask_reset(app, access, "nobody@example.com", "en-US")
            .await
            .status,
        429
    );
    assert_eq!(app.outbox(SHOPPER.0).await.len(), 1);
    // Five an hour.
    for _ in 0..4 {
        app.advance(Duration::from_secs(31));
        assert_eq!(ask_reset(app, access, SHOPPER.0, "en-US").await.status, 200);
    }
    app.advance(Duration::from_secs(31));
    let too_many = ask_reset(app, access, SHOPPER.0, "en-US").await;
    assert_eq!(too_many.status, 429);
    assert_eq!(too_many.json()["reason"], "too_many_sends");
    assert_eq!(app.outbox(SHOPPER.0).await.len(), 5);
}
both_databases!(reset_emails_are_throttled_per_login);

async fn a_password_change_ends_every_other_session(app: &TestApp) {
    let email = "aisha.khan@northwind-lease.example";
    let here = app.login(email, "Lease#2026").await;
    let elsewhere = app.login(email, "Lease#2026").await;
    // A provider session (the portal) and an outstanding reset link too.
    let (provider, _) = app.provider_password(email, "Lease#2026").await;
    assert_eq!(provider.status, 200, "{}", provider.text());
    let provider_cookie = provider.cookie("lf_idp");
    let guest = app.guest_session().await;
    assert_eq!(
        ask_reset(app, s(&guest["access_token"]), email, "en-US")
            .await
            .status,
        200
    );
    let reset_link = link_in(s(&app.outbox(email).await[0]["body"]));

    let uri = format!(
        "{CUSTOMERS}/customers/{}/password?siteId=northwind",
        s(&here["customer_id"])
    );
    let change = |current: &str| {
        app.call("PUT", &uri)
            .bearer(s(&here["access_token"]))
            .json(json!({"currentPassword": current, "password": "Newer#2026"}))
            .send()
    };
    assert_eq!(change("nope").await.status, 400);
    let ok = change("Lease#2026").await;
    assert_eq!(ok.status, 204, "{}", ok.text());

    // This session goes on; the others end.
    assert_eq!(app.profile_of(&here).await.status, 200);
    assert_eq!(app.refresh(s(&here["refresh_token"])).await.status, 200);
    assert_eq!(app.profile_of(&elsewhere).await.status, 401);
    assert_eq!(
        app.refresh(s(&elsewhere["refresh_token"])).await.status,
        401
    );
    let browser = crate::helpers::ProviderBrowser::new();
    let resumed = app
        .idp_post(
            "/idp/api/session",
            browser.bind(json!({})),
            Some(&provider_cookie),
        )
        .await;
    assert_eq!(resumed.status, 401, "the provider session ended");
    let reset = app
        .call("POST", &format!("{CUSTOMERS}/customers/password/actions/reset?siteId=northwind"))
        .bearer(s(&guest["access_token"]))
        .json(json!({"resetToken": query_of(&reset_link)["token"], "newPassword": "Other#2026x", "login": email}))
        .send()
        .await;
    assert_eq!(reset.status, 400, "the reset link no longer works");
    let _ = app.login(email, "Newer#2026").await;
}
both_databases!(a_password_change_ends_every_other_session);

async fn slas_password_reset_sends_a_link_and_applies_it(app: &TestApp) {
    let reset = |user: &str| {
        app.call("POST", &format!("{AUTH}/password/reset"))
            .form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("mode", "email"),
                ("locale", "en-US"),
                ("user_id", user),
            ])
            .send()
    };
    assert_eq!(reset(SHOPPER.0).await.status, 200);
    assert_eq!(
        reset("nobody@example.com").await.status,
        200,
        "the same answer for unknown logins"
    );
    assert_eq!(reset("not-an-email").await.json()["parameter"], "user_id");

    let mail = app.outbox(SHOPPER.0).await;
    assert_eq!(mail.len(), 1);
    assert_eq!(mail[0]["subject"], "Reset your Northwind Lease password");
    let params = query_of(&link_in(s(&mail[0]["body"])));

    let action = |token: &str, password: &str| {
        app.call("POST", &format!("{AUTH}/password/action"))
            .form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("user_id", SHOPPER.0),
                ("pwd_action_token", token),
                ("new_password", password),
            ])
            .send()
    };
    assert_eq!(
        action("made-up", "Fresh#2028x").await.json()["parameter"],
        "pwd_action_token"
    );
    assert_eq!(
        action(&params["token"], "weak").await.json()["parameter"],
        "new_password"
    );
    assert_eq!(action(&params["token"], "Fresh#2028x").await.status, 200);
    let _ = app.login(SHOPPER.0, "Fresh#2028x").await;
}
both_databases!(slas_password_reset_sends_a_link_and_applies_it);

async fn reset_links_expire_after_thirty_minutes(app: &TestApp) {
    let guest = app.guest_session().await;
    assert_eq!(
        ask_reset(app, s(&guest["access_token"]), SHOPPER.0, "en-US")
            .await
            .status,
        200
    );
    let token = query_of(&link_in(s(&app.outbox(SHOPPER.0).await[0]["body"])))["token"].clone();
    app.advance(Duration::from_secs(30 * 60 + 1));
    let late = app
        .call(
            "POST",
            &format!("{CUSTOMERS}/customers/password/actions/reset?siteId=northwind"),
        )
        .bearer(s(&app.guest_session().await["access_token"]))
        .json(json!({"resetToken": token, "newPassword": "Fresh#2028x", "login": SHOPPER.0}))
        .send()
        .await;
    assert_eq!(late.status, 400);
    assert_eq!(
        late.json()["message"],
        "This password reset link is invalid or has expired."
    );
}
both_databases!(reset_links_expire_after_thirty_minutes);
