//! Signing in with a magic link: once and only in the browser that asked, expired after
//! fifteen minutes; and a sign-in naming a site or locale that does not exist refused.

use std::time::Duration;

use serde_json::json;

use crate::both_databases;
use crate::helpers::{link_in, s, ProviderBrowser, TestApp, MARIA};

fn magic_token(body: &str) -> String {
    link_in(body).split("token=").nth(1).unwrap().to_owned()
}

async fn magic_links_work_once_and_only_in_the_browser_that_asked(app: &TestApp) {
    let browser = ProviderBrowser::new();
    let start = app
        .idp_post(
            "/idp/api/magic-link/start",
            browser.bind(json!({"email": "James.Carter@northwind-lease.example", "siteId": "northwind", "locale": "en-US"})),
            None,
        )
        .await;
    assert_eq!(start.status, 200, "{}", start.text());
    assert_eq!(start.json()["expiresInSeconds"], 900);
    let mail = app.outbox("james.carter@northwind-lease.example").await;
    assert_eq!(mail.len(), 1);
    let link = link_in(s(&mail[0]["body"]));
    assert!(
        link.starts_with("http://127.0.0.1:8080/northwind/en-US/magic-link?token="),
        "{link}"
    );
    let token = magic_token(s(&mail[0]["body"]));

    let used = app
        .idp_post("/idp/api/magic-link/verify", json!({"token": token}), None)
        .await;
    assert_eq!(used.status, 200, "{}", used.text());
    assert_eq!(used.json()["acr"], "magick_link");
    assert_eq!(used.json()["state"], browser.state.as_str());
    let code = s(&used.json()["code"]).to_owned();
    // Someone else's browser (the link forwarded to a victim) can't complete it.
    let elsewhere = app
        .idp_post(
            "/idp/api/token",
            json!({"code": code, "codeVerifier": ProviderBrowser::new().pkce.verifier}),
            None,
        )
        .await;
    assert_eq!(elsewhere.status, 400);

    // A new link for the asking browser completes there.
    app.advance(Duration::from_secs(31));
    app.idp_post(
        "/idp/api/magic-link/start",
        browser.bind(json!({"email": "james.carter@northwind-lease.example"})),
        None,
    )
    .await;
    let token = magic_token(s(
        &app.outbox("james.carter@northwind-lease.example").await[0]["body"]
    ));
    let used = app
        .idp_post("/idp/api/magic-link/verify", json!({"token": token}), None)
        .await;
    let (claims, _) = app
        .complete_provider_sign_in(s(&used.json()["code"]), &browser.pkce.verifier)
        .await;
    assert_eq!(claims["acr"], "magick_link");
    let reuse = app
        .idp_post("/idp/api/magic-link/verify", json!({"token": token}), None)
        .await;
    assert_eq!(
        reuse.json()["message"],
        "This sign-in link is invalid or has expired."
    );

    let unknown = app
        .idp_post(
            "/idp/api/magic-link/start",
            ProviderBrowser::new().bind(json!({"email": "stranger@example.com"})),
            None,
        )
        .await;
    assert_eq!(unknown.status, 200);
    assert!(app.outbox("stranger@example.com").await.is_empty());
}
both_databases!(magic_links_work_once_and_only_in_the_browser_that_asked);

async fn a_sign_in_naming_a_site_or_locale_that_does_not_exist_is_refused(app: &TestApp) {
    let email = "james.carter@northwind-lease.example";
    for (body, parameter) in [
        (json!({"email": email, "siteId": "nowhere"}), "siteId"),
        (
            json!({"email": email, "siteId": "northwind", "locale": "fr-FR"}),
            "locale",
        ),
    ] {
        let res = app
            .idp_post(
                "/idp/api/magic-link/start",
                ProviderBrowser::new().bind(body),
                None,
            )
            .await;
        assert_eq!(res.status, 400, "{}", res.text());
        assert_eq!(res.json()["parameter"], parameter);
    }
    assert!(app.outbox(email).await.is_empty(), "no link was sent");
    let sms = app
        .idp_post(
            "/idp/api/sms/start",
            ProviderBrowser::new().bind(json!({"phone": "210-555-0187", "locale": "xx"})),
            None,
        )
        .await;
    assert_eq!(sms.status, 400, "{}", sms.text());
    assert_eq!(sms.json()["parameter"], "locale");
}
both_databases!(a_sign_in_naming_a_site_or_locale_that_does_not_exist_is_refused);

async fn magic_links_expire_after_fifteen_minutes(app: &TestApp) {
    app.idp_post(
        "/idp/api/magic-link/start",
        ProviderBrowser::new().bind(json!({"email": MARIA.0})),
        None,
    )
    .await;
    let token = magic_token(s(&app.outbox(MARIA.0).await[0]["body"]));
    app.advance(Duration::from_secs(15 * 60 + 1));
    let late = app
        .idp_post("/idp/api/magic-link/verify", json!({"token": token}), None)
        .await;
    assert_eq!(late.json()["reason"], "link_invalid");
}
both_databases!(magic_links_expire_after_fifteen_minutes);
