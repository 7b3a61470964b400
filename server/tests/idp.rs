//! The portal's identity provider: password, SMS code, magic link, cookie session, token
//! exchange and the profile calls after it — on SQLite and PostgreSQL.

mod common;

use axum::body::Body;
use axum::http::Request;
use common::{TestApp, TestResponse};
use serde_json::{json, Value};

const PROFILE: &str = "/mobify/proxy/api/custom/customer-profile/v1/organizations/f_ecom_northwind";
const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind";
const MARIA: (&str, &str, &str) = (
    "maria.lopez@northwind-lease.example",
    "Lease#2026",
    "2105550187",
);

async fn post(app: &TestApp, uri: &str, body: Value, cookie: Option<&str>) -> TestResponse {
    let mut req = Request::post(uri).header("content-type", "application/json");
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    app.request(req.body(Body::from(body.to_string())).unwrap())
        .await
}

async fn with_bearer(
    app: &TestApp,
    method: &str,
    uri: &str,
    token: &str,
    body: Option<Value>,
) -> TestResponse {
    let req = Request::builder()
        .method(method)
        .uri(uri)
        .header("authorization", format!("Bearer {token}"))
        .header("content-type", "application/json");
    let body = body
        .map(|b| Body::from(b.to_string()))
        .unwrap_or_else(Body::empty);
    app.request(req.body(body).unwrap()).await
}

fn cookie_pair(res: &TestResponse, name: &str) -> String {
    res.headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} cookie"))
        .split(';')
        .next()
        .unwrap()
        .to_owned()
}

/// JWT payload without checking the signature (the server checks it).
fn jwt_claims(token: &str) -> Value {
    use base64::Engine;
    let payload = token.split('.').nth(1).unwrap();
    serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap()
}

async fn outbox(app: &TestApp, recipient: &str) -> Vec<Value> {
    app.get(&format!("/dev/outbox?format=json&recipient={recipient}"))
        .await
        .json()["messages"]
        .as_array()
        .unwrap()
        .clone()
}

/// The six digits in a text message.
fn sms_code(text: &str) -> String {
    text.split_whitespace()
        .map(|w| w.trim_end_matches(['.', ',']))
        .find(|w| w.len() == 6 && w.chars().all(|c| c.is_ascii_digit()))
        .unwrap_or_else(|| panic!("no code in {text}"))
        .to_owned()
}

/// Provider code → provider tokens → shopper session. Returns (id token claims, access token).
async fn complete(app: &TestApp, code: &str) -> (Value, String) {
    let tokens = post(app, "/idp/api/token", json!({"code": code}), None).await;
    assert_eq!(tokens.status, 200, "{}", tokens.text());
    let tokens = tokens.json();
    let exchanged = app
        .get(&format!(
            "/api/token-exchange?subject_token={}",
            tokens["access_token"].as_str().unwrap()
        ))
        .await;
    assert_eq!(exchanged.status, 200, "{}", exchanged.text());
    assert!(
        cookie_pair(&exchanged, "lf_refresh").len() > 20,
        "web session cookie"
    );
    (
        jwt_claims(tokens["id_token"].as_str().unwrap()),
        exchanged.json()["access_token"]
            .as_str()
            .unwrap()
            .to_owned(),
    )
}

async fn password_sign_in_reaches_a_portal_session(app: &TestApp) {
    let res = post(
        app,
        "/idp/api/password",
        json!({"email": MARIA.0, "password": MARIA.1}),
        None,
    )
    .await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(res.json()["acr"], "email_password");
    let session_cookie = cookie_pair(&res, "lf_idp");
    let code = res.json()["code"].as_str().unwrap().to_owned();
    let (claims, access) = complete(app, &code).await;
    assert_eq!(claims["acr"], "email_password");
    assert_eq!(claims["email"], MARIA.0);
    // The code was single use.
    assert_eq!(
        post(app, "/idp/api/token", json!({"code": code}), None)
            .await
            .status,
        400
    );

    let customer_id = jwt_claims(&access)["sub"].as_str().unwrap().to_owned();
    let me = with_bearer(
        app,
        "GET",
        &format!("{CUSTOMERS}/customers/{customer_id}?siteId=northwind"),
        &access,
        None,
    )
    .await;
    assert_eq!(
        me.json()["c_northwindCustomerGuid"],
        "6f1c2a0e-3b7d-4c61-9a55-1d2e8f4b7a01"
    );

    let profile = with_bearer(
        app,
        "POST",
        &format!("{PROFILE}/create_customer?siteId=northwind&locale=en-US"),
        &access,
        None,
    )
    .await;
    assert_eq!(profile.status, 200, "{}", profile.text());
    assert_eq!(
        profile.json()["standardized"]["customer_guid"],
        "6f1c2a0e-3b7d-4c61-9a55-1d2e8f4b7a01"
    );
    let flags = json!({"desktop_browser": true, "mobile_browser": false, "chrome": true, "safari": false,
        "firefox": false, "edge": false, "other_browser": false, "username_password": true});
    let source = with_bearer(
        app,
        "PATCH",
        &format!("{PROFILE}/login_source?siteId=northwind&locale=en-US"),
        &access,
        Some(flags),
    )
    .await;
    assert_eq!(source.status, 200, "{}", source.text());
    assert_eq!(
        (
            source.json()["ok"].as_bool(),
            source.json()["status"].as_u64()
        ),
        (Some(true), Some(200))
    );
    let bad = with_bearer(
        app,
        "PATCH",
        &format!("{PROFILE}/login_source?siteId=northwind"),
        &access,
        Some(json!({"chrome": true})),
    )
    .await;
    assert_eq!(bad.status, 400);

    // The browser comes back later: its provider session signs in with acr "cookie".
    let again = post(app, "/idp/api/session", json!({}), Some(&session_cookie)).await;
    assert_eq!(again.status, 200, "{}", again.text());
    assert_eq!(again.json()["acr"], "cookie");
    assert_eq!(
        post(app, "/idp/api/session", json!({}), None).await.status,
        401
    );

    // Provider logout ends that session and only returns to a path on this site.
    let out = app
        .request(
            Request::get("/idp/logout?post_logout_redirect_uri=https://evil.example/")
                .header("cookie", &session_cookie)
                .body(Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(out.status, 303);
    assert_eq!(out.header("location"), "/");
    assert_eq!(
        post(app, "/idp/api/session", json!({}), Some(&session_cookie))
            .await
            .status,
        401
    );

    let wrong = post(
        app,
        "/idp/api/password",
        json!({"email": MARIA.0, "password": "nope"}),
        None,
    )
    .await;
    assert_eq!(wrong.status, 401);
    assert_eq!(wrong.json()["message"], "Unauthorized");
    let empty = post(app, "/idp/api/password", json!({"email": MARIA.0}), None).await;
    assert_eq!(empty.json()["message"], "Please enter your password.");
}
both_databases!(password_sign_in_reaches_a_portal_session);

async fn sms_codes_sign_in_once_within_five_tries(app: &TestApp) {
    let start = post(
        app,
        "/idp/api/sms/start",
        json!({"phone": "(210) 555-0187", "locale": "es-US"}),
        None,
    )
    .await;
    assert_eq!(start.status, 200, "{}", start.text());
    let challenge = start.json()["challengeId"].as_str().unwrap().to_owned();
    assert_eq!(start.json()["expiresInSeconds"], 300);
    let sms = outbox(app, MARIA.2).await;
    assert_eq!(sms.len(), 1);
    let text = sms[0]["body"].as_str().unwrap();
    assert!(text.contains("código"), "Spanish, as asked: {text}");
    let code = sms_code(text);
    let wrong = if code == "000000" { "111111" } else { "000000" };

    let miss = post(
        app,
        "/idp/api/sms/verify",
        json!({"challengeId": challenge, "code": wrong}),
        None,
    )
    .await;
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
    let hit = post(
        app,
        "/idp/api/sms/verify",
        json!({"challengeId": challenge, "code": code}),
        None,
    )
    .await;
    assert_eq!(hit.status, 200, "{}", hit.text());
    assert_eq!(hit.json()["acr"], "sms_otp");
    let (claims, _) = complete(app, hit.json()["code"].as_str().unwrap()).await;
    assert_eq!(claims["acr"], "sms_otp");
    let reuse = post(
        app,
        "/idp/api/sms/verify",
        json!({"challengeId": challenge, "code": code}),
        None,
    )
    .await;
    assert_eq!(
        reuse.json()["message"],
        "This code has expired. Please request a new one."
    );

    // A second code right away is throttled.
    let again = post(app, "/idp/api/sms/start", json!({"phone": MARIA.2}), None).await;
    assert_eq!(again.status, 429);
    assert_eq!(again.json()["reason"], "wait_before_resend");
    assert!(again.header("retry-after").parse::<i64>().unwrap() > 0);
}
both_databases!(sms_codes_sign_in_once_within_five_tries);

async fn sms_codes_die_after_five_wrong_tries(app: &TestApp) {
    let start = post(
        app,
        "/idp/api/sms/start",
        json!({"phone": "4045550163"}),
        None,
    )
    .await;
    let challenge = start.json()["challengeId"].as_str().unwrap().to_owned();
    let text = outbox(app, "4045550163").await[0]["body"]
        .as_str()
        .unwrap()
        .to_owned();
    let code = sms_code(&text);
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for left in [4, 3, 2, 1] {
        let res = post(
            app,
            "/idp/api/sms/verify",
            json!({"challengeId": challenge, "code": wrong}),
            None,
        )
        .await;
        assert_eq!(
            res.json()["message"],
            format!("That code isn't right. You have {left} tries left.")
        );
    }
    let last = post(
        app,
        "/idp/api/sms/verify",
        json!({"challengeId": challenge, "code": wrong}),
        None,
    )
    .await;
    assert_eq!(
        last.json()["message"],
        "That code isn't right. Please request a new one."
    );
    assert_eq!(last.json()["reason"], "code_wrong_last");
    let late = post(
        app,
        "/idp/api/sms/verify",
        json!({"challengeId": challenge, "code": code}),
        None,
    )
    .await;
    assert_eq!(late.status, 400, "even the right code is refused now");
    assert_eq!(
        late.json()["message"],
        "Too many wrong codes. Please request a new one."
    );
    assert_eq!(late.json()["reason"], "too_many_wrong_codes");

    // Unknown phones get the same answer and no text.
    let unknown = post(
        app,
        "/idp/api/sms/start",
        json!({"phone": "3035550100"}),
        None,
    )
    .await;
    assert_eq!(unknown.status, 200);
    assert!(unknown.json()["challengeId"].is_string());
    assert!(outbox(app, "3035550100").await.is_empty());
    assert_eq!(
        post(app, "/idp/api/sms/start", json!({"phone": "555"}), None)
            .await
            .json()["message"],
        "Please enter a valid 10-digit phone number."
    );
}
both_databases!(sms_codes_die_after_five_wrong_tries);

async fn magic_links_work_once(app: &TestApp) {
    let start = post(app, "/idp/api/magic-link/start", json!({"email": "James.Carter@northwind-lease.example", "siteId": "northwind", "locale": "en-US"}), None).await;
    assert_eq!(start.status, 200, "{}", start.text());
    assert_eq!(start.json()["expiresInSeconds"], 900);
    let mail = outbox(app, "james.carter@northwind-lease.example").await;
    assert_eq!(mail.len(), 1);
    let body = mail[0]["body"].as_str().unwrap();
    let link = body
        .split_whitespace()
        .find(|w| w.starts_with("http"))
        .unwrap();
    assert!(
        link.starts_with("http://127.0.0.1:8080/northwind/en-US/magic-link?token="),
        "{link}"
    );
    let token = link.split("token=").nth(1).unwrap();

    let used = post(
        app,
        "/idp/api/magic-link/verify",
        json!({"token": token}),
        None,
    )
    .await;
    assert_eq!(used.status, 200, "{}", used.text());
    assert_eq!(used.json()["acr"], "magick_link");
    let (claims, _) = complete(app, used.json()["code"].as_str().unwrap()).await;
    assert_eq!(claims["acr"], "magick_link");
    let reuse = post(
        app,
        "/idp/api/magic-link/verify",
        json!({"token": token}),
        None,
    )
    .await;
    assert_eq!(
        reuse.json()["message"],
        "This sign-in link is invalid or has expired."
    );

    let unknown = post(
        app,
        "/idp/api/magic-link/start",
        json!({"email": "stranger@example.com"}),
        None,
    )
    .await;
    assert_eq!(unknown.status, 200);
    assert!(outbox(app, "stranger@example.com").await.is_empty());
}
both_databases!(magic_links_work_once);

async fn token_exchange_takes_only_provider_access_tokens(app: &TestApp) {
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
    let res = post(
        app,
        "/idp/api/password",
        json!({"email": MARIA.0, "password": MARIA.1}),
        None,
    )
    .await;
    let tokens = post(
        app,
        "/idp/api/token",
        json!({"code": res.json()["code"]}),
        None,
    )
    .await
    .json();
    // The id token is for the portal, not for exchanging.
    let with_id = app
        .get(&format!(
            "/api/token-exchange?subject_token={}",
            tokens["id_token"].as_str().unwrap()
        ))
        .await;
    assert_eq!(with_id.status, 401);
}
both_databases!(token_exchange_takes_only_provider_access_tokens);

async fn create_customer_gives_a_guid_once(app: &TestApp) {
    let res = post(
        app,
        "/idp/api/password",
        json!({"email": "shopper@northwind-lease.example", "password": "Shopper#2026"}),
        None,
    )
    .await;
    let (_, access) = complete(app, res.json()["code"].as_str().unwrap()).await;
    let uri = format!("{PROFILE}/create_customer?siteId=northwind");
    let first = with_bearer(app, "POST", &uri, &access, None).await.json();
    let second = with_bearer(app, "POST", &uri, &access, None).await.json();
    let guid = first["standardized"]["customer_guid"].as_str().unwrap();
    assert_eq!(guid.len(), 36);
    assert_eq!(second["standardized"]["customer_guid"], guid);
    assert_eq!(
        app.request(Request::post(&uri).body(Body::empty()).unwrap())
            .await
            .status,
        401
    );
}
both_databases!(create_customer_gives_a_guid_once);

async fn expired_sms_codes_links_and_provider_codes_are_refused(app: &TestApp) {
    let start = post(app, "/idp/api/sms/start", json!({"phone": MARIA.2}), None).await;
    let challenge = start.json()["challengeId"].as_str().unwrap().to_owned();
    let code = sms_code(outbox(app, MARIA.2).await[0]["body"].as_str().unwrap());
    sqlx::query("UPDATE idp_challenges SET expires_at = 0")
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let late = post(
        app,
        "/idp/api/sms/verify",
        json!({"challengeId": challenge, "code": code}),
        None,
    )
    .await;
    assert_eq!(
        late.json()["message"],
        "This code has expired. Please request a new one."
    );
    assert_eq!(late.json()["reason"], "code_expired");

    post(
        app,
        "/idp/api/magic-link/start",
        json!({"email": MARIA.0}),
        None,
    )
    .await;
    let body = outbox(app, MARIA.0).await[0]["body"]
        .as_str()
        .unwrap()
        .to_owned();
    let token = body
        .split("token=")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .to_owned();
    sqlx::query("UPDATE idp_challenges SET expires_at = 0")
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let late = post(
        app,
        "/idp/api/magic-link/verify",
        json!({"token": token}),
        None,
    )
    .await;
    assert_eq!(
        late.json()["message"],
        "This sign-in link is invalid or has expired."
    );
    assert_eq!(late.json()["reason"], "link_invalid");

    let signed_in = post(
        app,
        "/idp/api/password",
        json!({"email": MARIA.0, "password": MARIA.1}),
        None,
    )
    .await;
    sqlx::query("UPDATE idp_codes SET expires_at = 0")
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let late = post(
        app,
        "/idp/api/token",
        json!({"code": signed_in.json()["code"]}),
        None,
    )
    .await;
    assert_eq!(late.status, 400);
}
both_databases!(expired_sms_codes_links_and_provider_codes_are_refused);
