//! Shopper sessions and accounts against the real router, on SQLite and PostgreSQL.

use std::time::Duration;

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    link_in, pkce, query_of, s, TestApp, APP_CLIENT, APP_REDIRECT, AUTH, CUSTOMERS, MARIA,
    MARIA_GUID, SHOPPER, WEB_CLIENT, WEB_REDIRECT,
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

async fn shoppers_register_and_sign_in(app: &TestApp) {
    let guest = app.guest_session().await;
    let access = s(&guest["access_token"]).to_owned();
    let register_uri = format!("{CUSTOMERS}/customers?siteId=northwind");
    let register = |body: Value| {
        app.call("POST", &register_uri)
            .bearer(&access)
            .json(body)
            .send()
    };
    let customer = json!({"firstName": "Ana", "lastName": "Reyes", "email": "Ana.Reyes@example.com", "login": "ana.reyes@example.com"});

    let weak = register(json!({"customer": customer, "password": "abcdefg1!"})).await;
    assert_eq!(weak.status, 400);
    assert_eq!(
        weak.json()["message"],
        "Password must contain at least one uppercase letter."
    );
    let nameless = register(
        json!({"customer": {"lastName": "R", "email": "x@example.com"}, "password": "Abcdefg1!"}),
    )
    .await;
    assert_eq!(nameless.json()["message"], "Please enter your first name.");
    assert_eq!(nameless.json()["parameter"], "firstName");
    let bad_email = register(json!({"customer": {"firstName": "A", "lastName": "R", "email": "nope"}, "password": "Abcdefg1!"})).await;
    assert_eq!(
        bad_email.json()["message"],
        "Please enter a valid email address."
    );
    assert_eq!(register(json!("x")).await.status, 400);

    let created =
        register(json!({"customer": customer, "password": "Abcdefg1!", "acceptsMarketing": true}))
            .await;
    assert_eq!(created.status, 200, "{}", created.text());
    let id = s(&created.json()["customerId"]).to_owned();
    assert_eq!(created.json()["isRegistered"], true);
    assert_eq!(s(&created.json()["customerNo"]).len(), 8);
    let again = register(json!({"customer": customer, "password": "Abcdefg1!"})).await;
    assert_eq!(again.status, 409);
    assert_eq!(
        again.json()["message"],
        "An account with this email already exists."
    );

    // Logins ignore case.
    let tokens = app.login("ANA.REYES@example.com", "Abcdefg1!").await;
    assert_eq!(tokens["customer_id"], id.as_str());
    let me = app.profile_of(&tokens).await;
    assert_eq!(me.status, 200, "{}", me.text());
    let me = me.json();
    assert_eq!(
        (
            me["firstName"].as_str(),
            me["customerType"].as_str(),
            me["isGuest"].as_bool()
        ),
        (Some("Ana"), Some("registered"), Some(false))
    );

    // A guest token, or another customer's, can't read the profile.
    let profile_uri = format!("{CUSTOMERS}/customers/{id}?siteId=northwind");
    assert_eq!(
        app.call("GET", &profile_uri)
            .bearer(&access)
            .send()
            .await
            .status,
        403
    );
    let other = app.login(SHOPPER.0, SHOPPER.1).await;
    assert_eq!(
        app.call("GET", &profile_uri)
            .bearer(s(&other["access_token"]))
            .send()
            .await
            .status,
        403
    );
    assert_eq!(app.get(&profile_uri).await.status, 401);
}
both_databases!(shoppers_register_and_sign_in);

async fn a_taken_customer_number_is_drawn_again_not_called_a_taken_email(app: &TestApp) {
    use leasefront::identity::model::NewCustomer;
    let pool = &app.state.db.pool;
    let mut conn = pool.acquire().await.unwrap();
    let new = |email: &'static str| NewCustomer {
        email,
        first_name: "N",
        last_name: "C",
        phone: None,
        password_hash: "x",
        accepts_marketing: false,
        lease_customer_guid: None,
    };
    // The second customer's first draw is the first customer's number.
    let mut draws = vec!["10000001", "10000001", "20000002"]
        .into_iter()
        .map(str::to_owned);
    leasefront::identity::operations::insert_customer_numbered(
        &mut conn,
        crate::helpers::ORG,
        &new("first@example.com"),
        0,
        &mut || draws.next().unwrap(),
    )
    .await
    .unwrap();
    let id = leasefront::identity::operations::insert_customer_numbered(
        &mut conn,
        crate::helpers::ORG,
        &new("second@example.com"),
        0,
        &mut || draws.next().unwrap(),
    )
    .await
    .expect("a number collision is retried");
    let no: String = sqlx::query_scalar("SELECT customer_no FROM customers WHERE id = $1")
        .bind(&id)
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(no, "20000002");
    // A taken login is still a conflict about the email.
    let taken = leasefront::identity::operations::insert_customer(
        &mut conn,
        crate::helpers::ORG,
        &new("first@example.com"),
        0,
    )
    .await
    .unwrap_err();
    assert_eq!(
        taken.to_string(),
        "An account with this email already exists."
    );
}
both_databases!(a_taken_customer_number_is_drawn_again_not_called_a_taken_email);

async fn lease_customers_carry_their_guid(app: &TestApp) {
    let tokens = app.login(MARIA.0, MARIA.1).await;
    let me = app.profile_of(&tokens).await.json();
    assert_eq!(me["c_northwindCustomerGuid"], MARIA_GUID);
    assert_eq!(me["firstName"], "María");
}
both_databases!(lease_customers_carry_their_guid);

async fn wrong_credentials_read_the_same_and_lock_out(app: &TestApp) {
    let p = pkce();
    let wrong = app
        .login_request(SHOPPER.0, "Wrong#2026", &p.challenge)
        .send()
        .await;
    let unknown = app
        .login_request("nobody@example.com", "Wrong#2026", &p.challenge)
        .send()
        .await;
    assert_eq!(wrong.status, 401);
    assert_eq!(unknown.status, 401);
    assert_eq!(
        wrong.json(),
        unknown.json(),
        "nothing tells whether the account exists"
    );
    assert_eq!(wrong.json()["message"], "Unauthorized");
    for _ in 0..4 {
        assert_eq!(
            app.login_request(SHOPPER.0, "Wrong#2026", &p.challenge)
                .send()
                .await
                .status,
            401
        );
    }
    // Locked: even the right password waits.
    let locked = app
        .login_request(SHOPPER.0, SHOPPER.1, &p.challenge)
        .send()
        .await;
    assert_eq!(locked.status, 429, "{}", locked.text());
    assert!(locked.header("retry-after").parse::<i64>().unwrap() > 800);
    // Other accounts are unaffected.
    let _ = app
        .login("james.carter@northwind-lease.example", "Lease#2026")
        .await;
    // Fifteen minutes later the account opens again.
    app.advance(Duration::from_secs(15 * 60 + 1));
    let _ = app.login(SHOPPER.0, SHOPPER.1).await;
}
both_databases!(wrong_credentials_read_the_same_and_lock_out);

async fn parallel_guesses_cannot_pass_the_lockout(app: &TestApp) {
    let p = pkce();
    let guesses: Vec<_> = (0..30)
        .map(|i| {
            app.login_request(SHOPPER.0, &format!("Guess#{i:04}"), &p.challenge)
                .build()
        })
        .collect();
    let answers = app.concurrently(guesses).await;
    let checked = answers.iter().filter(|r| r.status == 401).count();
    let refused = answers.iter().filter(|r| r.status == 429).count();
    assert_eq!(checked + refused, 30, "{answers:?}");
    assert!(checked <= 5, "{checked} passwords were checked");
    let locked = app
        .login_request(SHOPPER.0, SHOPPER.1, &p.challenge)
        .send()
        .await;
    assert_eq!(locked.status, 429);
}
both_databases!(parallel_guesses_cannot_pass_the_lockout);

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

async fn profiles_update_and_phones_stay_unique(app: &TestApp) {
    let tokens = app
        .login("aisha.khan@northwind-lease.example", "Lease#2026")
        .await;
    let access = s(&tokens["access_token"]);
    let uri = format!(
        "{CUSTOMERS}/customers/{}?siteId=northwind",
        s(&tokens["customer_id"])
    );
    let patch = |body: Value| app.call("PATCH", &uri).bearer(access).json(body).send();
    let updated = patch(json!({"firstName": "Aisha B."})).await;
    assert_eq!(updated.status, 200, "{}", updated.text());
    assert_eq!(updated.json()["firstName"], "Aisha B.");
    assert_eq!(updated.json()["lastName"], "Khan");
    assert_eq!(
        patch(json!({"phoneMobile": "123"})).await.json()["message"],
        "Please enter a valid 10-digit phone number."
    );
    // María's phone signs her in by SMS: nobody else may take it.
    let taken = patch(json!({"phoneMobile": "(210) 555-0187"})).await;
    assert_eq!(taken.status, 409);
    assert_eq!(
        taken.json()["message"],
        "This phone number is already used by another account."
    );
    let own = patch(json!({"phoneMobile": "614-555-0120"})).await;
    assert_eq!(own.status, 200);
    assert_eq!(own.json()["phoneMobile"], "6145550120");
}
both_databases!(profiles_update_and_phones_stay_unique);

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

async fn the_address_lock_believes_forwarded_headers_only_from_trusted_proxies(app: &TestApp) {
    let p = pkce();
    let attempt = |peer: &str, forwarded: &str, login: &str| {
        app.login_request(login, "Wrong#2026", &p.challenge)
            .peer(peer)
            .header("x-forwarded-for", forwarded)
            .send()
    };
    // A client that is not a proxy can't dodge the per-address limit by writing headers.
    for i in 0..20 {
        let res = attempt(
            "203.0.113.9:5000",
            &format!("198.51.100.{i}"),
            &format!("a{i}@example.com"),
        )
        .await;
        assert_eq!(res.status, 401, "{}", res.text());
    }
    let locked = attempt("203.0.113.9:5000", "198.51.100.99", "z@example.com").await;
    assert_eq!(locked.status, 429, "the address is locked");
    // Behind the trusted load balancer each shopper has their own address: one shopper's
    // failures lock nobody else.
    for i in 0..20 {
        let res = attempt("10.0.0.2:5000", "192.0.2.1", &format!("b{i}@example.com")).await;
        assert_eq!(res.status, 401);
    }
    assert_eq!(
        attempt("10.0.0.2:5000", "192.0.2.1", "c@example.com")
            .await
            .status,
        429
    );
    let other_shopper = attempt("10.0.0.2:5000", "192.0.2.2", "d@example.com").await;
    assert_eq!(
        other_shopper.status, 401,
        "another shopper behind the proxy is not locked"
    );
}
both_databases!(
    the_address_lock_believes_forwarded_headers_only_from_trusted_proxies,
    demo = true,
    tweak = |s| s.trusted_proxies = vec!["10.0.0.0/8".parse().unwrap()]
);
