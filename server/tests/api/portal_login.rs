//! The portal login: the identity provider (password, SMS code, magic link, provider
//! session), codes bound to the browser that began the sign-in, the token exchange, the
//! provider's login entry and logout, and the profile calls after it — on SQLite and
//! PostgreSQL.

use std::time::Duration;

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    jwt_claims, link_in, s, sms_code, ProviderBrowser, TestApp, CUSTOMERS, MARIA, MARIA_GUID,
    PROFILE,
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
