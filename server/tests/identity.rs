//! Shopper sessions and accounts against the real router, on SQLite and PostgreSQL.

mod common;

use axum::body::Body;
use axum::http::Request;
use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use common::{form, pkce, TestApp, TestResponse, APP_CLIENT, APP_REDIRECT, AUTH};
use serde_json::{json, Value};

const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind";
const WEB_CLIENT: &str = "northwind-web";
const WEB_REDIRECT: &str = "http://127.0.0.1:8080/callback";
const SHOPPER: (&str, &str) = ("shopper@northwind-lease.example", "Shopper#2026");

fn location_params(res: &TestResponse) -> (String, String) {
    assert_eq!(res.status, 303, "{}", res.text());
    let location = res.header("location");
    let query = location.split_once('?').expect("query").1;
    let params: std::collections::HashMap<String, String> =
        form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();
    (params["code"].clone(), params["usid"].clone())
}

async fn post_form(
    app: &TestApp,
    uri: &str,
    body: String,
    headers: &[(&str, &str)],
) -> TestResponse {
    let mut req = Request::post(uri).header("content-type", "application/x-www-form-urlencoded");
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    app.request(req.body(Body::from(body)).unwrap()).await
}

async fn send_json(
    app: &TestApp,
    method: &str,
    uri: &str,
    token: Option<&str>,
    body: Value,
) -> TestResponse {
    let mut req = Request::builder()
        .method(method)
        .uri(uri)
        .header("content-type", "application/json");
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    app.request(req.body(Body::from(body.to_string())).unwrap())
        .await
}

async fn get_with(app: &TestApp, uri: &str, token: &str) -> TestResponse {
    app.request(
        Request::get(uri)
            .header("authorization", format!("Bearer {token}"))
            .body(Body::empty())
            .unwrap(),
    )
    .await
}

async fn exchange(
    app: &TestApp,
    client: &str,
    redirect: &str,
    code: &str,
    usid: &str,
    verifier: &str,
) -> TestResponse {
    post_form(
        app,
        &format!("{AUTH}/token"),
        form(&[
            ("grant_type", "authorization_code_pkce"),
            ("client_id", client),
            ("channel_id", "northwind"),
            ("code", code),
            ("code_verifier", verifier),
            ("redirect_uri", redirect),
            ("usid", usid),
        ]),
        &[],
    )
    .await
}

async fn guest(app: &TestApp) -> Value {
    app.guest_session().await
}

async fn login_response(
    app: &TestApp,
    email: &str,
    password: &str,
    challenge: &str,
) -> TestResponse {
    let basic = format!("Basic {}", STANDARD.encode(format!("{email}:{password}")));
    post_form(
        app,
        &format!("{AUTH}/login"),
        form(&[
            ("client_id", APP_CLIENT),
            ("channel_id", "northwind"),
            ("redirect_uri", APP_REDIRECT),
            ("code_challenge", challenge),
        ]),
        &[("authorization", &basic)],
    )
    .await
}

async fn login(app: &TestApp, email: &str, password: &str) -> Value {
    let p = pkce();
    let res = login_response(app, email, password, &p.challenge).await;
    let (code, usid) = location_params(&res);
    let tokens = exchange(app, APP_CLIENT, APP_REDIRECT, &code, &usid, &p.verifier).await;
    assert_eq!(tokens.status, 200, "{}", tokens.text());
    tokens.json()
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap()
}

async fn refresh(app: &TestApp, token: &str) -> TestResponse {
    post_form(
        app,
        &format!("{AUTH}/token"),
        form(&[
            ("grant_type", "refresh_token"),
            ("client_id", APP_CLIENT),
            ("channel_id", "northwind"),
            ("refresh_token", token),
        ]),
        &[],
    )
    .await
}

async fn guest_sessions_follow_the_pkce_flow(app: &TestApp) {
    let tokens = guest(app).await;
    assert_eq!(tokens["token_type"], "BEARER");
    assert!(tokens["refresh_token"].is_string());
    assert!(!s(&tokens["usid"]).is_empty());
    // The access token opens guest-allowed calls.
    let res = send_json(
        app,
        "POST",
        "/mobify/proxy/api/custom/custom-logger/v1/organizations/f_ecom_northwind/logPOST?siteId=northwind&locale=en-US",
        Some(s(&tokens["access_token"])),
        json!({"level": "info", "message": "hello from a guest"}),
    )
    .await;
    assert_eq!(res.status, 204, "{}", res.text());
}
both_databases!(guest_sessions_follow_the_pkce_flow);

async fn codes_are_single_use_and_bound_to_the_verifier(app: &TestApp) {
    let p = pkce();
    let authorize = |challenge: String| {
        format!(
            "{AUTH}/authorize?{}",
            form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("redirect_uri", APP_REDIRECT),
                ("response_type", "code"),
                ("hint", "guest"),
                ("code_challenge", &challenge)
            ])
        )
    };
    let (code, usid) = location_params(&app.get(&authorize(p.challenge.clone())).await);
    let wrong = exchange(
        app,
        APP_CLIENT,
        APP_REDIRECT,
        &code,
        &usid,
        &pkce().verifier,
    )
    .await;
    assert_eq!(wrong.status, 400);
    // A failed exchange burns the code: it can't be retried with the right verifier.
    let again = exchange(app, APP_CLIENT, APP_REDIRECT, &code, &usid, &p.verifier).await;
    assert_eq!(again.status, 400);

    let (code, usid) = location_params(&app.get(&authorize(p.challenge.clone())).await);
    assert_eq!(
        exchange(app, APP_CLIENT, APP_REDIRECT, &code, &usid, &p.verifier)
            .await
            .status,
        200
    );
    assert_eq!(
        exchange(app, APP_CLIENT, APP_REDIRECT, &code, &usid, &p.verifier)
            .await
            .status,
        400
    );

    // Unregistered redirect URIs never get a code.
    let res = app
        .get(&format!(
            "{AUTH}/authorize?{}",
            form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("redirect_uri", "https://evil.example/cb"),
                ("response_type", "code"),
                ("hint", "guest"),
                ("code_challenge", &p.challenge)
            ])
        ))
        .await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "redirect_uri");
    // Unknown client, missing challenge.
    let res = app.get(&format!("{AUTH}/authorize?client_id=nope&channel_id=northwind&redirect_uri=x&response_type=code&hint=guest")).await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "client_id");
}
both_databases!(codes_are_single_use_and_bound_to_the_verifier);

async fn the_web_client_keeps_its_refresh_token_in_an_httponly_cookie(app: &TestApp) {
    let p = pkce();
    let res = app
        .request(
            Request::get(format!(
                "{AUTH}/authorize?{}",
                form(&[
                    ("client_id", WEB_CLIENT),
                    ("channel_id", "northwind"),
                    ("redirect_uri", WEB_REDIRECT),
                    ("response_type", "code"),
                    ("hint", "guest"),
                    ("code_challenge", &p.challenge)
                ])
            ))
            .header("host", "127.0.0.1:8080")
            .body(Body::empty())
            .unwrap(),
        )
        .await;
    let (code, usid) = location_params(&res);
    let tokens = exchange(app, WEB_CLIENT, WEB_REDIRECT, &code, &usid, &p.verifier).await;
    assert_eq!(tokens.status, 200, "{}", tokens.text());
    assert!(
        tokens.json().get("refresh_token").is_none(),
        "no refresh token in the body"
    );
    let cookie = tokens.header("set-cookie").to_owned();
    assert!(cookie.starts_with("lf_refresh="), "{cookie}");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    let pair = cookie.split(';').next().unwrap().to_owned();

    let refreshed = post_form(
        app,
        &format!("{AUTH}/token"),
        form(&[
            ("grant_type", "refresh_token"),
            ("client_id", WEB_CLIENT),
            ("channel_id", "northwind"),
        ]),
        &[("cookie", &pair)],
    )
    .await;
    assert_eq!(refreshed.status, 200, "{}", refreshed.text());
    assert_ne!(
        refreshed.header("set-cookie").split(';').next().unwrap(),
        pair,
        "rotated"
    );
    // A redirect to another host than the one asked is refused.
    let res = app
        .request(
            Request::get(format!(
                "{AUTH}/authorize?{}",
                form(&[
                    ("client_id", WEB_CLIENT),
                    ("channel_id", "northwind"),
                    ("redirect_uri", "http://evil.example/callback"),
                    ("response_type", "code"),
                    ("hint", "guest"),
                    ("code_challenge", &p.challenge)
                ])
            ))
            .header("host", "127.0.0.1:8080")
            .body(Body::empty())
            .unwrap(),
        )
        .await;
    assert_eq!(res.status, 400);
}
both_databases!(the_web_client_keeps_its_refresh_token_in_an_httponly_cookie);

async fn shoppers_register_and_sign_in(app: &TestApp) {
    let guest_tokens = guest(app).await;
    let access = s(&guest_tokens["access_token"]).to_owned();
    let register_uri = format!("{CUSTOMERS}/customers?siteId=northwind");
    let register = |body: Value| send_json(app, "POST", &register_uri, Some(&access), body);
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
    let garbage = send_json(
        app,
        "POST",
        &format!("{CUSTOMERS}/customers?siteId=northwind"),
        Some(&access),
        json!("x"),
    )
    .await;
    assert_eq!(garbage.status, 400);

    let created =
        register(json!({"customer": customer, "password": "Abcdefg1!", "acceptsMarketing": true}))
            .await;
    assert_eq!(created.status, 200, "{}", created.text());
    let id = s(&created.json()["customerId"]).to_owned();
    assert_eq!(created.json()["isRegistered"], true);
    assert_eq!(
        register(json!({"customer": customer, "password": "Abcdefg1!"}))
            .await
            .status,
        409
    );

    // Logins ignore case.
    let tokens = login(app, "ANA.REYES@example.com", "Abcdefg1!").await;
    assert_eq!(tokens["customer_id"], id.as_str());
    let me = get_with(
        app,
        &format!("{CUSTOMERS}/customers/{id}?siteId=northwind"),
        s(&tokens["access_token"]),
    )
    .await;
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
    assert_eq!(
        get_with(
            app,
            &format!("{CUSTOMERS}/customers/{id}?siteId=northwind"),
            &access
        )
        .await
        .status,
        403
    );
    let other = login(app, SHOPPER.0, SHOPPER.1).await;
    assert_eq!(
        get_with(
            app,
            &format!("{CUSTOMERS}/customers/{id}?siteId=northwind"),
            s(&other["access_token"])
        )
        .await
        .status,
        403
    );
    assert_eq!(
        app.get(&format!("{CUSTOMERS}/customers/{id}?siteId=northwind"))
            .await
            .status,
        401
    );
}
both_databases!(shoppers_register_and_sign_in);

async fn lease_customers_carry_their_guid(app: &TestApp) {
    let tokens = login(app, "maria.lopez@northwind-lease.example", "Lease#2026").await;
    let id = s(&tokens["customer_id"]);
    let me = get_with(
        app,
        &format!("{CUSTOMERS}/customers/{id}?siteId=northwind"),
        s(&tokens["access_token"]),
    )
    .await
    .json();
    assert_eq!(
        me["c_northwindCustomerGuid"],
        "6f1c2a0e-3b7d-4c61-9a55-1d2e8f4b7a01"
    );
    assert_eq!(me["firstName"], "María");
}
both_databases!(lease_customers_carry_their_guid);

async fn wrong_credentials_read_the_same_and_lock_out(app: &TestApp) {
    let p = pkce();
    let wrong = login_response(app, SHOPPER.0, "Wrong#2026", &p.challenge).await;
    let unknown = login_response(app, "nobody@example.com", "Wrong#2026", &p.challenge).await;
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
            login_response(app, SHOPPER.0, "Wrong#2026", &p.challenge)
                .await
                .status,
            401
        );
    }
    // Locked: even the right password waits.
    let locked = login_response(app, SHOPPER.0, SHOPPER.1, &p.challenge).await;
    assert_eq!(locked.status, 429, "{}", locked.text());
    assert!(locked.header("retry-after").parse::<i64>().unwrap() > 800);
    // Other accounts are unaffected.
    let _ = login(app, "james.carter@northwind-lease.example", "Lease#2026").await;
}
both_databases!(wrong_credentials_read_the_same_and_lock_out);

async fn refresh_tokens_rotate_and_reuse_revokes_the_family(app: &TestApp) {
    let tokens = login(app, SHOPPER.0, SHOPPER.1).await;
    let first = s(&tokens["refresh_token"]).to_owned();
    let second = refresh(app, &first).await;
    assert_eq!(second.status, 200, "{}", second.text());
    let second = second.json();
    assert_eq!(second["customer_id"], tokens["customer_id"]);
    assert_eq!(second["usid"], tokens["usid"]);

    // Two tabs refreshing together: the same token once more, right away, still works.
    let twin = refresh(app, &first).await;
    assert_eq!(twin.status, 200, "{}", twin.text());
    assert_eq!(twin.json()["customer_id"], tokens["customer_id"]);

    // Replaying it after the grace period: refused, and the whole session is revoked.
    sqlx::query(
        "UPDATE refresh_tokens SET rotated_at = rotated_at - 60 WHERE rotated_at IS NOT NULL",
    )
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let replay = refresh(app, &first).await;
    assert_eq!(replay.status, 401);
    assert_eq!(refresh(app, s(&second["refresh_token"])).await.status, 401);
    let id = s(&tokens["customer_id"]);
    assert_eq!(
        get_with(
            app,
            &format!("{CUSTOMERS}/customers/{id}?siteId=northwind"),
            s(&second["access_token"])
        )
        .await
        .status,
        401
    );
    assert_eq!(refresh(app, "made-up").await.status, 401);
}
both_databases!(refresh_tokens_rotate_and_reuse_revokes_the_family);

async fn logout_revokes_the_session(app: &TestApp) {
    let tokens = login(app, SHOPPER.0, SHOPPER.1).await;
    let access = s(&tokens["access_token"]);
    let id = s(&tokens["customer_id"]);
    let res = get_with(
        app,
        &format!(
            "{AUTH}/logout?client_id={APP_CLIENT}&channel_id=northwind&refresh_token={}",
            s(&tokens["refresh_token"])
        ),
        access,
    )
    .await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(
        get_with(
            app,
            &format!("{CUSTOMERS}/customers/{id}?siteId=northwind"),
            access
        )
        .await
        .status,
        401
    );
    assert_eq!(refresh(app, s(&tokens["refresh_token"])).await.status, 401);
    assert_eq!(
        app.get(&format!("{AUTH}/logout?client_id={APP_CLIENT}"))
            .await
            .status,
        401
    );
}
both_databases!(logout_revokes_the_session);

async fn outbox_messages(app: &TestApp, recipient: &str) -> Vec<Value> {
    let res = app
        .get(&format!("/dev/outbox?format=json&recipient={recipient}"))
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    res.json()["messages"].as_array().unwrap().clone()
}

async fn passwords_reset_through_the_outbox(app: &TestApp) {
    let guest_tokens = guest(app).await;
    let access = s(&guest_tokens["access_token"]).to_owned();
    let old_session = login(app, SHOPPER.0, SHOPPER.1).await;
    let ask_uri = format!(
        "{CUSTOMERS}/customers/password/actions/create-reset-token?siteId=northwind&locale=es-US"
    );
    let ask = |login: &str| {
        send_json(
            app,
            "POST",
            &ask_uri,
            Some(&access),
            json!({"login": login}),
        )
    };
    let known = ask(SHOPPER.0).await;
    let unknown = ask("nobody@example.com").await;
    assert_eq!(known.status, 200);
    assert_eq!(unknown.status, 200);
    assert_eq!(
        known.json()["expiresInMinutes"],
        unknown.json()["expiresInMinutes"]
    );
    assert!(outbox_messages(app, "nobody@example.com").await.is_empty());
    let mail = outbox_messages(app, SHOPPER.0).await;
    assert_eq!(mail.len(), 1);
    assert!(
        s(&mail[0]["subject"]).starts_with("Restablezca"),
        "Spanish, as asked"
    );
    let body = s(&mail[0]["body"]);
    let link = body
        .split_whitespace()
        .find(|w| w.starts_with("http"))
        .unwrap();
    assert!(
        link.starts_with("http://127.0.0.1:8080/northwind/es-US/reset-password?token="),
        "{link}"
    );
    let query = link.split_once('?').unwrap().1;
    let params: std::collections::HashMap<String, String> =
        form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();
    let token = &params["token"];
    assert_eq!(params["email"], SHOPPER.0);

    let reset_uri = format!("{CUSTOMERS}/customers/password/actions/reset?siteId=northwind");
    let reset = |password: &str, token: &str| {
        send_json(
            app,
            "POST",
            &reset_uri,
            Some(&access),
            json!({"resetToken": token, "newPassword": password, "login": SHOPPER.0}),
        )
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
        login_response(app, SHOPPER.0, SHOPPER.1, &p.challenge)
            .await
            .status,
        401
    );
    let _ = login(app, SHOPPER.0, "Fresh#2027x").await;
    assert_eq!(
        refresh(app, s(&old_session["refresh_token"])).await.status,
        401,
        "old sessions end"
    );
}
both_databases!(passwords_reset_through_the_outbox);

async fn profile_and_password_changes(app: &TestApp) {
    let tokens = login(app, "aisha.khan@northwind-lease.example", "Lease#2026").await;
    let access = s(&tokens["access_token"]);
    let uri = format!(
        "{CUSTOMERS}/customers/{}?siteId=northwind",
        s(&tokens["customer_id"])
    );
    let updated = send_json(
        app,
        "PATCH",
        &uri,
        Some(access),
        json!({"firstName": "Aisha B."}),
    )
    .await;
    assert_eq!(updated.status, 200, "{}", updated.text());
    assert_eq!(updated.json()["firstName"], "Aisha B.");
    assert_eq!(updated.json()["lastName"], "Khan");
    let bad_phone = send_json(
        app,
        "PATCH",
        &uri,
        Some(access),
        json!({"phoneMobile": "123"}),
    )
    .await;
    assert_eq!(
        bad_phone.json()["message"],
        "Please enter a valid 10-digit phone number."
    );

    let password_uri = format!(
        "{CUSTOMERS}/customers/{}/password?siteId=northwind",
        s(&tokens["customer_id"])
    );
    let wrong = send_json(
        app,
        "PUT",
        &password_uri,
        Some(access),
        json!({"currentPassword": "nope", "password": "Newer#2026"}),
    )
    .await;
    assert_eq!(wrong.status, 400);
    let ok = send_json(
        app,
        "PUT",
        &password_uri,
        Some(access),
        json!({"currentPassword": "Lease#2026", "password": "Newer#2026"}),
    )
    .await;
    assert_eq!(ok.status, 204, "{}", ok.text());
    let _ = login(app, "aisha.khan@northwind-lease.example", "Newer#2026").await;
}
both_databases!(profile_and_password_changes);

async fn the_client_logger_checks_its_input(app: &TestApp) {
    let tokens = guest(app).await;
    let uri = "/mobify/proxy/api/custom/custom-logger/v1/organizations/f_ecom_northwind/logPOST?siteId=northwind&locale=en-US";
    let access = s(&tokens["access_token"]);
    assert_eq!(
        send_json(
            app,
            "POST",
            uri,
            None,
            json!({"level": "error", "message": "x"})
        )
        .await
        .status,
        401
    );
    assert_eq!(
        send_json(
            app,
            "POST",
            uri,
            Some(access),
            json!({"level": "shout", "message": "x"})
        )
        .await
        .json()["parameter"],
        "level"
    );
    assert_eq!(
        send_json(
            app,
            "POST",
            uri,
            Some(access),
            json!({"level": "error", "message": ""})
        )
        .await
        .status,
        400
    );
    for _ in 0..30 {
        assert_eq!(
            send_json(
                app,
                "POST",
                uri,
                Some(access),
                json!({"level": "error", "message": "Customer auth login failed: x"})
            )
            .await
            .status,
            204
        );
    }
    assert_eq!(
        send_json(
            app,
            "POST",
            uri,
            Some(access),
            json!({"level": "error", "message": "x"})
        )
        .await
        .status,
        429
    );
}
both_databases!(the_client_logger_checks_its_input);

#[tokio::test]
async fn the_outbox_is_hidden_outside_demo_mode() {
    let app = TestApp::sqlite_with(false).await;
    assert_eq!(app.get("/dev/outbox").await.status, 404);
    let demo = TestApp::sqlite().await;
    let page = demo.get("/dev/outbox").await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<h1>Outbox (demo mode)</h1>"));
}

async fn slas_password_reset_sends_a_link_and_applies_it(app: &TestApp) {
    let reset_uri = format!("{AUTH}/password/reset");
    let action_uri = format!("{AUTH}/password/action");
    let reset = |pairs: Vec<(&str, &str)>| post_form(app, &reset_uri, form(&pairs), &[]);
    let base = vec![
        ("client_id", APP_CLIENT),
        ("channel_id", "northwind"),
        ("mode", "email"),
        ("locale", "en-US"),
    ];
    let mut known = base.clone();
    known.push(("user_id", SHOPPER.0));
    assert_eq!(reset(known).await.status, 200);
    let mut unknown = base.clone();
    unknown.push(("user_id", "nobody@example.com"));
    assert_eq!(
        reset(unknown).await.status,
        200,
        "the same answer for unknown logins"
    );
    let mut bad = base.clone();
    bad.push(("user_id", "not-an-email"));
    assert_eq!(reset(bad).await.json()["parameter"], "user_id");

    let mail = outbox_messages(app, SHOPPER.0).await;
    assert_eq!(mail.len(), 1);
    assert_eq!(mail[0]["subject"], "Reset your Northwind Lease password");
    let body = s(&mail[0]["body"]);
    let link = body
        .split_whitespace()
        .find(|w| w.starts_with("http"))
        .unwrap();
    let query = link.split_once('?').unwrap().1;
    let params: std::collections::HashMap<String, String> =
        form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();

    let action = |token: &str, password: &str| {
        post_form(
            app,
            &action_uri,
            form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("user_id", SHOPPER.0),
                ("pwd_action_token", token),
                ("new_password", password),
            ]),
            &[],
        )
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
    let _ = login(app, SHOPPER.0, "Fresh#2028x").await;
}
both_databases!(slas_password_reset_sends_a_link_and_applies_it);

async fn expired_codes_and_reset_links_are_refused(app: &TestApp) {
    let p = pkce();
    let res = app
        .get(&format!(
            "{AUTH}/authorize?{}",
            form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("redirect_uri", APP_REDIRECT),
                ("response_type", "code"),
                ("hint", "guest"),
                ("code_challenge", &p.challenge)
            ])
        ))
        .await;
    let (code, usid) = location_params(&res);
    sqlx::query("UPDATE auth_codes SET expires_at = 0")
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(
        exchange(app, APP_CLIENT, APP_REDIRECT, &code, &usid, &p.verifier)
            .await
            .status,
        400
    );

    let tokens = guest(app).await;
    let ask = send_json(
        app,
        "POST",
        &format!("{CUSTOMERS}/customers/password/actions/create-reset-token?siteId=northwind"),
        Some(s(&tokens["access_token"])),
        json!({"login": SHOPPER.0}),
    )
    .await;
    assert_eq!(ask.status, 200);
    let body = s(&outbox_messages(app, SHOPPER.0).await[0]["body"]).to_owned();
    let token = body
        .split("token=")
        .nth(1)
        .unwrap()
        .split('&')
        .next()
        .unwrap()
        .to_owned();
    sqlx::query("UPDATE password_reset_tokens SET expires_at = 0")
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let late = send_json(
        app,
        "POST",
        &format!("{CUSTOMERS}/customers/password/actions/reset?siteId=northwind"),
        Some(s(&tokens["access_token"])),
        json!({"resetToken": token, "newPassword": "Fresh#2028x", "login": SHOPPER.0}),
    )
    .await;
    assert_eq!(late.status, 400);
    assert_eq!(
        late.json()["message"],
        "This password reset link is invalid or has expired."
    );
}
both_databases!(expired_codes_and_reset_links_are_refused);
