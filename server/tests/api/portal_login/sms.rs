//! Signing in with an SMS code: once within five tries, one code for parallel starts, dead after
//! five wrong tries, expired after five minutes.

use std::time::Duration;

use serde_json::json;

use crate::both_databases;
use crate::helpers::{s, sms_code, ProviderBrowser, TestApp, MARIA};

async fn sms_codes_sign_in_once_within_five_tries(app: &TestApp) {
    let browser = ProviderBrowser::new();
    let start = app
        .idp_post(
            "/idp/api/sms/start",
            browser.bind(json!({"phone": "(210) 555-0187", "locale": "es-US"})),
            None,
        )
        .await;
    assert_eq!(start.status, 200, "{}", start.text());
    let challenge = s(&start.json()["challengeId"]).to_owned();
    assert_eq!(start.json()["expiresInSeconds"], 300);
    let sms = app.outbox(MARIA.2).await;
    assert_eq!(sms.len(), 1);
    let text = s(&sms[0]["body"]);
    assert!(text.contains("código"), "Spanish, as asked: {text}");
    let code = sms_code(text);
    let wrong = if code == "000000" { "111111" } else { "000000" };

    let verify = |code: &str| {
        app.idp_post(
            "/idp/api/sms/verify",
            json!({"challengeId": challenge, "code": code}),
            None,
        )
    };
    let miss = verify(wrong).await;
    assert_eq!(miss.status, 400);
    assert_eq!(
        (
            miss.json()["reason"].as_str(),
            miss.json()["triesLeft"].as_i64()
        ),
        (Some("code_wrong"), Some(4))
    );
    assert_eq!(
        miss.json()["message"],
        "That code isn't right. You have 4 tries left."
    );
    let hit = verify(&code).await;
    assert_eq!(hit.status, 200, "{}", hit.text());
    assert_eq!(hit.json()["acr"], "sms_otp");
    assert_eq!(hit.json()["state"], browser.state.as_str());
    let (claims, _) = app
        .complete_provider_sign_in(s(&hit.json()["code"]), &browser.pkce.verifier)
        .await;
    assert_eq!(claims["acr"], "sms_otp");
    assert_eq!(
        verify(&code).await.json()["message"],
        "This code has expired. Please request a new one."
    );

    // A second code right away is throttled.
    let again = app
        .idp_post(
            "/idp/api/sms/start",
            ProviderBrowser::new().bind(json!({"phone": MARIA.2})),
            None,
        )
        .await;
    assert_eq!(again.status, 429);
    assert_eq!(again.json()["reason"], "wait_before_resend");
    assert!(again.header("retry-after").parse::<i64>().unwrap() > 0);
    // Thirty seconds later it may go.
    app.advance(Duration::from_secs(31));
    let later = app
        .idp_post(
            "/idp/api/sms/start",
            ProviderBrowser::new().bind(json!({"phone": MARIA.2})),
            None,
        )
        .await;
    assert_eq!(later.status, 200);
}
both_databases!(sms_codes_sign_in_once_within_five_tries);

async fn parallel_sms_starts_send_one_code(app: &TestApp) {
    let browser = ProviderBrowser::new();
    let starts: Vec<_> = (0..60)
        .map(|_| {
            app.call("POST", "/idp/api/sms/start")
                .json(browser.bind(json!({"phone": MARIA.2})))
                .build()
        })
        .collect();
    let answers = app.concurrently(starts).await;
    let sent = answers.iter().filter(|r| r.status == 200).count();
    let throttled = answers.iter().filter(|r| r.status == 429).count();
    assert_eq!((sent, throttled), (1, 59), "{answers:?}");
    assert_eq!(app.outbox(MARIA.2).await.len(), 1);
    let challenges: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM idp_challenges")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(challenges, 1);
}
both_databases!(parallel_sms_starts_send_one_code);

async fn sms_codes_die_after_five_wrong_tries(app: &TestApp) {
    let start = app
        .idp_post(
            "/idp/api/sms/start",
            ProviderBrowser::new().bind(json!({"phone": "4045550163"})),
            None,
        )
        .await;
    let challenge = s(&start.json()["challengeId"]).to_owned();
    let code = sms_code(s(&app.outbox("4045550163").await[0]["body"]));
    let wrong = if code == "000000" { "111111" } else { "000000" };
    let verify = |code: &str| {
        app.idp_post(
            "/idp/api/sms/verify",
            json!({"challengeId": challenge, "code": code}),
            None,
        )
    };
    for left in [4, 3, 2, 1] {
        assert_eq!(
            verify(wrong).await.json()["message"],
            format!("That code isn't right. You have {left} tries left.")
        );
    }
    let last = verify(wrong).await;
    assert_eq!(
        last.json()["message"],
        "That code isn't right. Please request a new one."
    );
    assert_eq!(last.json()["reason"], "code_wrong_last");
    let late = verify(&code).await;
    assert_eq!(late.status, 400, "even the right code is refused now");
    assert_eq!(late.json()["reason"], "too_many_wrong_codes");

    // Unknown phones get the same answer and no text.
    let unknown = app
        .idp_post(
            "/idp/api/sms/start",
            ProviderBrowser::new().bind(json!({"phone": "3035550100"})),
            None,
        )
        .await;
    assert_eq!(unknown.status, 200);
    assert!(unknown.json()["challengeId"].is_string());
    assert!(app.outbox("3035550100").await.is_empty());
    assert_eq!(
        app.idp_post(
            "/idp/api/sms/start",
            ProviderBrowser::new().bind(json!({"phone": "555"})),
            None
        )
        .await
        .json()["message"],
        "Please enter a valid 10-digit phone number."
    );
}
both_databases!(sms_codes_die_after_five_wrong_tries);

async fn sms_codes_expire_after_five_minutes(app: &TestApp) {
    let start = app
        .idp_post(
            "/idp/api/sms/start",
            ProviderBrowser::new().bind(json!({"phone": MARIA.2})),
            None,
        )
        .await;
    let challenge = s(&start.json()["challengeId"]).to_owned();
    let code = sms_code(s(&app.outbox(MARIA.2).await[0]["body"]));
    app.advance(Duration::from_secs(5 * 60 + 1));
    let late = app
        .idp_post(
            "/idp/api/sms/verify",
            json!({"challengeId": challenge, "code": code}),
            None,
        )
        .await;
    assert_eq!(late.json()["reason"], "code_expired");
}
both_databases!(sms_codes_expire_after_five_minutes);
