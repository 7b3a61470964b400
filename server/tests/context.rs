//! Shopper context on both databases: only the session's own usid, 404 when none.

mod common;

use axum::body::Body;
use axum::http::Request;
use common::{TestApp, TestResponse};
use serde_json::{json, Value};

fn uri(usid: &str) -> String {
    format!("/mobify/proxy/api/shopper/shopper-context/v1/organizations/f_ecom_northwind/shopper-context/{usid}?siteId=northwind")
}

async fn call(
    app: &TestApp,
    method: &str,
    uri: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> TestResponse {
    let mut req = Request::builder()
        .method(method)
        .uri(uri)
        .header("content-type", "application/json");
    if let Some(t) = token {
        req = req.header("authorization", format!("Bearer {t}"));
    }
    let body = body
        .map(|b| Body::from(b.to_string()))
        .unwrap_or_else(Body::empty);
    app.request(req.body(body).unwrap()).await
}

async fn a_session_sets_reads_updates_and_clears_its_context(app: &TestApp) {
    let tokens = app.guest_session().await;
    let token = tokens["access_token"].as_str().unwrap();
    let usid = tokens["usid"].as_str().unwrap();
    let mine = uri(usid);

    assert_eq!(call(app, "GET", &mine, Some(token), None).await.status, 404);
    let put = call(
        app,
        "PUT",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {"customerGuid": "g-1"}})),
    )
    .await;
    assert_eq!(put.status, 201, "{}", put.text());
    let got = call(app, "GET", &mine, Some(token), None).await;
    assert_eq!(got.json()["customQualifiers"]["customerGuid"], "g-1");

    let patched = call(
        app,
        "PATCH",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {"store": "s-9"}})),
    )
    .await;
    assert_eq!(patched.status, 200, "{}", patched.text());
    assert_eq!(
        patched.json()["customQualifiers"],
        json!({"customerGuid": "g-1", "store": "s-9"})
    );

    let long = "x".repeat(300);
    let bad = call(
        app,
        "PATCH",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {"customerGuid": long}})),
    )
    .await;
    assert_eq!(bad.status, 400);
    let wrong_type = call(
        app,
        "PUT",
        &mine,
        Some(token),
        Some(json!({"customQualifiers": {"n": 1}})),
    )
    .await;
    assert_eq!(wrong_type.status, 400);

    // Another session's usid, or no token: refused.
    assert_eq!(
        call(app, "GET", &uri("someone-else"), Some(token), None)
            .await
            .status,
        403
    );
    assert_eq!(call(app, "GET", &mine, None, None).await.status, 401);
    assert_eq!(
        call(
            app,
            "GET",
            &mine.replace("?siteId=northwind", ""),
            Some(token),
            None
        )
        .await
        .status,
        400
    );

    assert_eq!(
        call(app, "DELETE", &mine, Some(token), None).await.status,
        204
    );
    assert_eq!(
        call(app, "DELETE", &mine, Some(token), None).await.status,
        404,
        "already gone"
    );
    assert_eq!(
        call(
            app,
            "PATCH",
            &mine,
            Some(token),
            Some(json!({"customQualifiers": {}}))
        )
        .await
        .status,
        404
    );
}
both_databases!(a_session_sets_reads_updates_and_clears_its_context);
