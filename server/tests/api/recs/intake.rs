//! The activity intake: each bad field named, the per-address limit, nothing personal kept,
//! and activity past 90 days deleted.

use serde_json::json;

use super::{accepted, common, kept_rows, send_activity, view, with, BASE, CLIENT};
use crate::both_databases;
use crate::helpers::TestApp;

async fn activity_intake_checks_every_field(app: &TestApp) {
    let peer = "10.9.9.9:4000";
    let valid = [
        (
            "viewProduct",
            json!({"product": {"id": "sofas-001", "sku": "sofas-001-navy"}}),
        ),
        (
            "viewSearch",
            json!({"searchText": "sofa", "products": [{"id": "sofas-001"}], "showProducts": true}),
        ),
        (
            "clickSearch",
            json!({"searchText": "sofa", "product": {"id": "sofas-001"}}),
        ),
        (
            "viewCategory",
            json!({"category": {"id": "sofas"}, "products": [{"id": "sofas-001"}]}),
        ),
        (
            "clickCategory",
            json!({"category": {"id": "sofas"}, "product": {"id": "sofas-001"}}),
        ),
        (
            "viewReco",
            json!({"recommenderName": "pdp-similar-items", "__recoUUID": "r-1", "products": [{"id": "sofas-002"}]}),
        ),
        (
            "clickReco",
            json!({"recommenderName": "pdp-similar-items", "__recoUUID": "r-1", "product": {"id": "sofas-002"}}),
        ),
        ("viewPage", json!({"currentLocation": "/category/sofas"})),
        (
            "beginCheckout",
            json!({"products": [{"id": "sofas-001", "sku": "sofas-001-navy", "price": 899.99, "quantity": 1}], "amount": 899.99}),
        ),
        (
            "checkoutStep",
            json!({"stepName": "shipping", "stepNumber": 1, "basketId": "b-1"}),
        ),
        (
            "addToCart",
            json!({"products": [{"id": "sofas-001", "price": 899.99, "quantity": 2}]}),
        ),
    ];
    for (activity, extra) in &valid {
        let res = send_activity(app, activity, with(common("checker"), extra.clone()), peer).await;
        assert_eq!(res.status, 200, "{activity}: {}", res.text());
        let request_id = res.json()["requestId"].as_str().unwrap().to_owned();
        assert!(uuid::Uuid::parse_str(&request_id).is_ok(), "{request_id}");
    }
    assert_eq!(kept_rows(app).await, valid.len() as i64);

    let refused = [
        (
            "viewProduct",
            json!({"cookieId": null, "product": {"id": "p"}}),
            "cookieId",
        ),
        (
            "viewProduct",
            json!({"cookieId": "x".repeat(65), "product": {"id": "p"}}),
            "cookieId",
        ),
        (
            "viewProduct",
            json!({"realm": "", "product": {"id": "p"}}),
            "realm",
        ),
        (
            "viewProduct",
            json!({"userId": 42, "product": {"id": "p"}}),
            "userId",
        ),
        (
            "viewProduct",
            json!({"instanceType": "qa", "product": {"id": "p"}}),
            "instanceType",
        ),
        (
            "viewProduct",
            json!({"product": {"sku": "p"}}),
            "product.id",
        ),
        (
            "viewProduct",
            json!({"product": {"id": "p".repeat(101)}}),
            "product.id",
        ),
        ("viewSearch", json!({"products": []}), "searchText"),
        ("clickSearch", json!({"searchText": "sofa"}), "product"),
        ("viewCategory", json!({"category": "sofas"}), "category"),
        (
            "clickCategory",
            json!({"category": {"id": "sofas"}, "product": {"id": 5}}),
            "product.id",
        ),
        (
            "viewReco",
            json!({"recommenderName": "r", "__recoUUID": "u", "products": [{}]}),
            "products[0].id",
        ),
        (
            "clickReco",
            json!({"recommenderName": "r", "product": {"id": "p"}}),
            "__recoUUID",
        ),
        ("viewPage", json!({"currentLocation": 7}), "currentLocation"),
        (
            "beginCheckout",
            json!({"products": [{"id": "p", "price": "ten", "quantity": 1}], "amount": 10}),
            "products[0].price",
        ),
        (
            "checkoutStep",
            json!({"stepName": "s", "stepNumber": -1, "basketId": "b"}),
            "stepNumber",
        ),
        (
            "addToCart",
            json!({"products": [{"id": "p", "price": 1, "quantity": 1000}]}),
            "products[0].quantity",
        ),
        (
            "addToCart",
            json!({"products": (0..51).map(|i| json!({"id": format!("p{i}"), "price": 1, "quantity": 1})).collect::<Vec<_>>()}),
            "products",
        ),
    ];
    for (activity, extra, field) in refused {
        let mut body = with(common("checker"), extra.clone());
        body.as_object_mut().unwrap().retain(|_, v| !v.is_null());
        let res = send_activity(app, activity, body, peer).await;
        assert_eq!(res.status, 400, "{activity} {extra}: {}", res.text());
        assert_eq!(res.json()["parameter"], field, "{activity} {extra}");
    }
    // Nothing refused was kept.
    assert_eq!(kept_rows(app).await, valid.len() as i64);

    // The client id header is required.
    let body = with(common("checker"), json!({"product": {"id": "p"}}));
    for header in [None, Some(" ")] {
        let mut call = app
            .call("POST", &format!("{BASE}/activities/northwind/viewProduct"))
            .peer(peer);
        if let Some(value) = header {
            call = call.header("x-cq-client-id", value);
        }
        let res = call.json(body.clone()).send().await;
        assert_eq!(res.status, 400, "{}", res.text());
        assert_eq!(res.json()["parameter"], "x-cq-client-id");
    }
    // Unknown activity, unknown site.
    let res = send_activity(app, "viewproduct", body.clone(), peer).await;
    assert_eq!(res.status, 404, "{}", res.text());
    let res = app
        .call("POST", &format!("{BASE}/activities/nowhere/viewProduct"))
        .header("x-cq-client-id", CLIENT)
        .json(body.clone())
        .send()
        .await;
    assert_eq!(res.status, 404, "{}", res.text());
    // A site alias is the site.
    let res = app
        .call("POST", &format!("{BASE}/activities/nw/viewProduct"))
        .header("x-cq-client-id", CLIENT)
        .peer(peer)
        .json(body)
        .send()
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
}
both_databases!(activity_intake_checks_every_field);

async fn intake_is_rate_limited_per_address(app: &TestApp) {
    let body = with(common("busy"), json!({"product": {"id": "sofas-001"}}));
    for n in 0..100 {
        let res = send_activity(app, "viewProduct", body.clone(), "10.1.1.1:4000").await;
        assert_eq!(res.status, 200, "{n}: {}", res.text());
    }
    let res = send_activity(app, "viewProduct", body.clone(), "10.1.1.1:4000").await;
    assert_eq!(res.status, 429, "{}", res.text());
    assert!(!res.header("retry-after").is_empty());
    // Another address is not held back; and the bucket refills (20 a second).
    let res = send_activity(app, "viewProduct", body.clone(), "10.1.1.2:4000").await;
    assert_eq!(res.status, 200, "{}", res.text());
    app.advance(std::time::Duration::from_millis(100));
    let res = send_activity(app, "viewProduct", body, "10.1.1.1:4000").await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(kept_rows(app).await, 102);
}
both_databases!(intake_is_rate_limited_per_address);

/// visitor_key, activity, products_json, category_id, recommender
type KeptRow = (String, String, String, Option<String>, Option<String>);

async fn nothing_personal_is_kept(app: &TestApp) {
    let cookie = "cookie-7f3a9b";
    let user = "shopper-42@example.com";
    accepted(
        app,
        "viewProduct",
        cookie,
        json!({"userId": user, "product": {"id": "sofas-001"}}),
    )
    .await;
    accepted(
        app,
        "viewSearch",
        cookie,
        json!({"userId": user, "searchText": "maria lopez sofa"}),
    )
    .await;
    accepted(
        app,
        "viewPage",
        cookie,
        json!({"currentLocation": "/account?email=maria@example.com"}),
    )
    .await;
    assert_eq!(kept_rows(app).await, 3);
    let rows: Vec<KeptRow> = sqlx::query_as(
        "SELECT visitor_key, activity, products_json, category_id, recommender FROM recs_activities",
    )
    .fetch_all(&app.state.db.pool)
    .await
    .unwrap();
    for row in &rows {
        let text = format!("{row:?}");
        for secret in [cookie, user, "maria", "example.com"] {
            assert!(!text.contains(secret), "{secret} kept: {text}");
        }
        // The visitor is a keyed hash, the same for the same browser.
        assert_eq!(row.0.len(), 64);
        assert_eq!(row.0, rows[0].0);
    }
    // The key is the server's: the hash is not a plain hash of the cookie id.
    use sha2::Digest;
    let plain: String = sha2::Sha256::digest(cookie.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    assert_ne!(rows[0].0, plain);
}
both_databases!(nothing_personal_is_kept);

async fn activity_past_90_days_is_deleted(app: &TestApp) {
    view(app, "old-visitor", "sofas-001").await;
    assert_eq!(kept_rows(app).await, 1);
    app.advance(std::time::Duration::from_secs(89 * 24 * 3600));
    view(app, "new-visitor", "sofas-002").await;
    assert_eq!(kept_rows(app).await, 2, "89 days old is kept");
    app.advance(std::time::Duration::from_secs(2 * 24 * 3600));
    view(app, "newer-visitor", "sofas-003").await;
    // The first is now 91 days old.
    assert_eq!(kept_rows(app).await, 2);
    let activities: Vec<String> = sqlx::query_scalar("SELECT products_json FROM recs_activities")
        .fetch_all(&app.state.db.pool)
        .await
        .unwrap();
    assert!(
        !activities.iter().any(|a| a.contains("sofas-001")),
        "{activities:?}"
    );
}
both_databases!(activity_past_90_days_is_deleted);
