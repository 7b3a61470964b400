//! Leasefront's recommendations behind the Einstein calls (`/mobify/proxy/einstein/v3`), on
//! both databases: activity intake (each bad field named, the client id header, unknown
//! activity and site, the per-address limit), nothing personal kept, the 90-day retention,
//! each recommender over activity seeded through the intake, the zones, the recommenders list.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{TestApp, TestResponse, ORG};

const BASE: &str = "/mobify/proxy/einstein/v3";
const CLIENT: &str = "northwind-einstein";

fn common(cookie: &str) -> Value {
    json!({"cookieId": cookie, "realm": "bbsv", "instanceType": "sbx"})
}

fn with(mut body: Value, extra: Value) -> Value {
    for (k, v) in extra.as_object().unwrap() {
        body[k] = v.clone();
    }
    body
}

/// An address of its own per visitor, so seeding never meets the rate limit.
fn peer_of(cookie: &str) -> String {
    let n: u32 = cookie.bytes().map(u32::from).sum::<u32>() + cookie.len() as u32 * 251;
    format!("10.{}.{}.{}:4000", (n >> 16) & 255, (n >> 8) & 255, n & 255)
}

async fn send_activity(app: &TestApp, activity: &str, body: Value, peer: &str) -> TestResponse {
    app.call("POST", &format!("{BASE}/activities/northwind/{activity}"))
        .header("x-cq-client-id", CLIENT)
        .peer(peer)
        .json(body)
        .send()
        .await
}

async fn accepted(app: &TestApp, activity: &str, cookie: &str, extra: Value) {
    let res = send_activity(app, activity, with(common(cookie), extra), &peer_of(cookie)).await;
    assert_eq!(res.status, 200, "{activity}: {}", res.text());
}

async fn view(app: &TestApp, cookie: &str, product: &str) {
    accepted(
        app,
        "viewProduct",
        cookie,
        json!({"product": {"id": product}}),
    )
    .await;
}

async fn add_to_cart(app: &TestApp, cookie: &str, product: &str, price: f64, quantity: i64) {
    let line = json!({"id": product, "price": price, "quantity": quantity});
    accepted(app, "addToCart", cookie, json!({"products": [line]})).await;
}

/// Keeps what is queued and rebuilds the model.
async fn refresh(app: &TestApp) {
    app.state.recs.refresh(&app.state).await.unwrap();
}

async fn ask(app: &TestApp, path: &str, body: Value) -> Value {
    let res = app
        .call("POST", &format!("{BASE}/personalization/{path}"))
        .header("x-cq-client-id", CLIENT)
        .json(body)
        .send()
        .await;
    assert_eq!(res.status, 200, "{path}: {}", res.text());
    res.json()
}

fn ids(answer: &Value) -> Vec<String> {
    answer["recs"]
        .as_array()
        .expect("recs is a list")
        .iter()
        .map(|r| r["id"].as_str().unwrap().to_owned())
        .collect()
}

async fn recs(app: &TestApp, recommender: &str, extra: Value) -> Vec<String> {
    let answer = ask(
        app,
        &format!("recs/northwind/{recommender}"),
        with(common("asker"), extra),
    )
    .await;
    assert_eq!(answer["recommenderName"], recommender);
    ids(&answer)
}

async fn kept_rows(app: &TestApp) -> i64 {
    app.state.recs.intake.flush().await;
    leasefront::recs::operations::activity_count(&app.state.db.pool)
        .await
        .unwrap()
}

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

async fn recommenders_are_listed(app: &TestApp) {
    let uri = format!("{BASE}/personalization/recommenders/northwind");
    let res = app
        .call("GET", &uri)
        .header("x-cq-client-id", CLIENT)
        .send()
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    let list = res.json();
    let names: Vec<&str> = list["recommenders"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "viewed-recently-einstein",
            "pdp-similar-items",
            "product-to-product-einstein",
            "complete-the-set",
            "home-top-revenue-for-category",
            "products-in-all-categories"
        ]
    );
    for r in list["recommenders"].as_array().unwrap() {
        assert!(r["description"].as_str().is_some_and(|d| !d.is_empty()));
        assert!(r["recommenderType"].as_str().is_some_and(|d| !d.is_empty()));
    }
    let res = app.get(&uri).await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "x-cq-client-id");
    let res = app
        .call(
            "GET",
            &format!("{BASE}/personalization/recommenders/nowhere"),
        )
        .header("x-cq-client-id", CLIENT)
        .send()
        .await;
    assert_eq!(res.status, 404);
}
both_databases!(recommenders_are_listed);

async fn viewed_recently_is_this_visitors_newest_first(app: &TestApp) {
    for product in ["sofas-001", "recliners-002-gray", "sofas-003", "sofas-001"] {
        view(app, "ana", product).await;
        app.advance(std::time::Duration::from_secs(5));
    }
    view(app, "ben", "beds-001").await;
    app.state.recs.intake.flush().await;
    let ana = json!({"cookieId": "ana"});
    // Variants as their master, each once, the newest first.
    assert_eq!(
        recs(app, "viewed-recently-einstein", ana.clone()).await,
        ["sofas-001", "sofas-003", "recliners-002"]
    );
    // Not the products the page is about.
    let on_sofa = with(ana, json!({"products": [{"id": "sofas-001"}], "limit": 1}));
    assert_eq!(
        recs(app, "viewed-recently-einstein", on_sofa).await,
        ["sofas-003"]
    );
    assert_eq!(
        recs(app, "viewed-recently-einstein", json!({"cookieId": "ben"})).await,
        ["beds-001"]
    );
    assert!(recs(
        app,
        "viewed-recently-einstein",
        json!({"cookieId": "carla"})
    )
    .await
    .is_empty());
    let anonymous = ask(
        app,
        "recs/northwind/viewed-recently-einstein",
        json!({"realm": "bbsv", "instanceType": "prd"}),
    )
    .await;
    assert_eq!(anonymous["recs"], json!([]));
}
both_databases!(viewed_recently_is_this_visitors_newest_first);

async fn product_to_product_follows_shared_visits(app: &TestApp) {
    for n in 0..3 {
        let visitor = format!("p2p-{n}");
        view(app, &visitor, "sofas-002").await;
        view(app, &visitor, "recliners-003-brown").await;
    }
    view(app, "p2p-cart", "sofas-002-navy").await;
    add_to_cart(app, "p2p-cart", "tvs-001", 499.99, 1).await;
    view(app, "p2p-micro", "sofas-002").await;
    view(app, "p2p-micro", "microwaves-001").await;
    // Another visit of the same visitor, an hour later, counts on its own.
    app.advance(std::time::Duration::from_secs(3600));
    view(app, "p2p-micro", "beds-001").await;
    refresh(app).await;

    let answer = ask(
        app,
        "recs/northwind/product-to-product-einstein",
        with(
            common("asker"),
            json!({"products": [{"id": "sofas-002"}], "limit": 6}),
        ),
    )
    .await;
    let got = ids(&answer);
    // Seen together in three visits, carted in one (two points), viewed in one.
    assert_eq!(
        got[..3],
        ["recliners-003", "tvs-001", "microwaves-001"],
        "{answer}"
    );
    // Then similar sofas fill the rest; never the anchor, nor the other visit's bed.
    assert_eq!(got.len(), 6);
    for id in &got[3..] {
        assert!(id.starts_with("sofas-") && id != "sofas-002", "{got:?}");
    }
    assert!(!got.contains(&"beds-001".to_owned()));
    // Each item: name, the catalog's main image, the product page.
    let recliner = &answer["recs"][0];
    let product = app
        .get(&format!(
            "/mobify/proxy/api/product/shopper-products/v1/organizations/{ORG}/products/recliners-003?siteId=northwind"
        ))
        .await
        .json();
    assert_eq!(recliner["product_name"], product["name"]);
    assert_eq!(
        recliner["image_url"],
        product["imageGroups"][0]["images"][0]["link"]
    );
    assert_eq!(recliner["product_url"], "/product/recliners-003");
    assert!(uuid::Uuid::parse_str(answer["recoUUID"].as_str().unwrap()).is_ok());
    assert!(answer["displayMessage"]
        .as_str()
        .is_some_and(|m| !m.is_empty()));
    // The names in the locale asked.
    let spanish = app
        .call(
            "POST",
            &format!(
                "{BASE}/personalization/recs/northwind/product-to-product-einstein?locale=es-US"
            ),
        )
        .header("x-cq-client-id", CLIENT)
        .json(with(
            common("asker"),
            json!({"products": [{"id": "sofas-002"}], "limit": 1}),
        ))
        .send()
        .await
        .json();
    let spanish_product = app
        .get(&format!(
            "/mobify/proxy/api/product/shopper-products/v1/organizations/{ORG}/products/recliners-003?siteId=northwind&locale=es-US"
        ))
        .await
        .json();
    assert_eq!(spanish["recs"][0]["product_name"], spanish_product["name"]);
    assert_ne!(spanish["recs"][0]["product_name"], recliner["product_name"]);

    // The product page's and the cart's zones answer the same.
    for zone in ["product-detail", "cart"] {
        let zoned = ask(
            app,
            &format!("northwind/zones/{zone}/recs"),
            with(
                common("asker"),
                json!({"products": [{"id": "sofas-002"}], "limit": 6}),
            ),
        )
        .await;
        assert_eq!(zoned["recommenderName"], "product-to-product-einstein");
        assert_eq!(ids(&zoned), got, "{zone}");
    }
}
both_databases!(product_to_product_follows_shared_visits);

async fn similar_items_are_of_the_anchors_category(app: &TestApp) {
    let got = recs(
        app,
        "pdp-similar-items",
        json!({"products": [{"id": "sofas-001-navy"}], "limit": 5}),
    )
    .await;
    assert_eq!(got.len(), 5, "{got:?}");
    for id in &got {
        assert!(id.starts_with("sofas-") && id != "sofas-001", "{got:?}");
        // Masters, never variants.
        assert_eq!(id.matches('-').count(), 1, "{got:?}");
    }
    // Nothing to be similar to: nothing.
    assert!(recs(app, "pdp-similar-items", json!({})).await.is_empty());
    assert!(recs(
        app,
        "pdp-similar-items",
        json!({"products": [{"id": "no-such"}]})
    )
    .await
    .is_empty());
}
both_databases!(similar_items_are_of_the_anchors_category);

async fn complete_the_set_answers_the_rest_of_the_set(app: &TestApp) {
    assert_eq!(
        recs(
            app,
            "complete-the-set",
            json!({"products": [{"id": "sofas-001-navy"}]})
        )
        .await,
        ["sofas-011", "recliners-001", "harbor-living-room-set"]
    );
    assert_eq!(
        recs(
            app,
            "complete-the-set",
            json!({"products": [{"id": "harbor-living-room-set"}]})
        )
        .await,
        ["sofas-001", "sofas-011", "recliners-001"]
    );
    assert!(recs(
        app,
        "complete-the-set",
        json!({"products": [{"id": "tvs-002"}]})
    )
    .await
    .is_empty());
}
both_databases!(complete_the_set_answers_the_rest_of_the_set);

async fn top_revenue_counts_orders_then_baskets(app: &TestApp) {
    // Two placed orders (as the checkout keeps them) and a pending one that does not count.
    for (n, status, items) in [
        (
            1,
            "created",
            json!([{"productId": "tvs-002-55-in", "quantity": 2, "price": 1999.98}]),
        ),
        (
            2,
            "created",
            json!([{"productId": "sofas-004-gray", "quantity": 1, "price": 899.99}, {"productId": "tvs-002-50-in", "quantity": 1, "price": 899.99}]),
        ),
        (
            3,
            "pending",
            json!([{"productId": "beds-001", "quantity": 9, "price": 99999.0}]),
        ),
    ] {
        let order = json!({"productItems": items});
        let stored = if status == "pending" {
            json!({"order": order})
        } else {
            order
        };
        sqlx::query(
            "INSERT INTO orders (id, order_no, organization_id, site_id, customer_id, basket_id, \
             status, order_json, created_at_ms, updated_at_ms) VALUES ($1, $2, $3, 'northwind', 'c', $4, $5, $6, 0, 0)",
        )
        .bind(format!("order-{n}"))
        .bind(format!("0000{n}"))
        .bind(ORG)
        .bind(format!("basket-{n}"))
        .bind(status)
        .bind(stored.to_string())
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    }
    // Baskets pad the list: microwaves-001 ($300 in baskets), then recliners-001 ($200).
    add_to_cart(app, "shopper-1", "microwaves-001", 150.0, 2).await;
    add_to_cart(app, "shopper-2", "recliners-001-gray", 200.0, 1).await;
    refresh(app).await;

    let all = recs(app, "home-top-revenue-for-category", json!({})).await;
    assert_eq!(
        all,
        ["tvs-002", "sofas-004", "microwaves-001", "recliners-001"]
    );
    let furniture = recs(
        app,
        "home-top-revenue-for-category",
        json!({"categoryId": "furniture"}),
    )
    .await;
    assert_eq!(furniture, ["sofas-004", "recliners-001"]);
    let home = ask(
        app,
        "northwind/zones/home/recs",
        with(common("asker"), json!({"limit": 2})),
    )
    .await;
    assert_eq!(home["recommenderName"], "home-top-revenue-for-category");
    assert_eq!(ids(&home), ["tvs-002", "sofas-004"]);
}
both_databases!(top_revenue_counts_orders_then_baskets);

async fn products_in_all_categories_take_turns(app: &TestApp) {
    for n in 0..3 {
        view(app, &format!("all-{n}"), "tvs-002").await;
    }
    for n in 0..2 {
        view(app, &format!("all-{n}"), "sofas-004").await;
        view(app, &format!("all-{n}"), "sofas-005").await;
    }
    refresh(app).await;
    let got = recs(app, "products-in-all-categories", json!({"limit": 12})).await;
    // The most viewed category's best first, then the next; every category once before any
    // comes back.
    assert_eq!(got[..2], ["tvs-002", "sofas-004"], "{got:?}");
    assert!(!got.contains(&"sofas-005".to_owned()), "{got:?}");
    let prefixes: std::collections::HashSet<String> = got
        .iter()
        .map(|id| {
            id.rsplit_once('-')
                .map(|(p, _)| p.to_owned())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(prefixes.len(), got.len(), "one per category: {got:?}");
    let zoned = ask(
        app,
        "northwind/zones/empty-search/recs",
        with(common("asker"), json!({"limit": 12})),
    )
    .await;
    assert_eq!(zoned["recommenderName"], "products-in-all-categories");
    assert_eq!(ids(&zoned), got);
}
both_databases!(products_in_all_categories_take_turns);

async fn unknown_names_and_bad_requests_are_refused(app: &TestApp) {
    let body = common("asker");
    for path in [
        "recs/northwind/no-such-recommender",
        "northwind/zones/no-such-zone/recs",
        "recs/nowhere/pdp-similar-items",
        "nowhere/zones/home/recs",
    ] {
        let res = app
            .call("POST", &format!("{BASE}/personalization/{path}"))
            .header("x-cq-client-id", CLIENT)
            .json(body.clone())
            .send()
            .await;
        assert_eq!(res.status, 404, "{path}: {}", res.text());
    }
    let refusals = [
        ("", with(body.clone(), json!({"limit": 0})), "limit"),
        ("", with(body.clone(), json!({"limit": 51})), "limit"),
        (
            "",
            with(body.clone(), json!({"products": [{"sku": "x"}]})),
            "products[0].id",
        ),
        (
            "",
            with(body.clone(), json!({"instanceType": "prod"})),
            "instanceType",
        ),
        ("?locale=fr-FR", body.clone(), "locale"),
    ];
    for (query, request, field) in refusals {
        let res = app
            .call(
                "POST",
                &format!("{BASE}/personalization/recs/northwind/pdp-similar-items{query}"),
            )
            .header("x-cq-client-id", CLIENT)
            .json(request.clone())
            .send()
            .await;
        assert_eq!(res.status, 400, "{request}: {}", res.text());
        assert_eq!(res.json()["parameter"], field, "{request}");
    }
    let res = app
        .call(
            "POST",
            &format!("{BASE}/personalization/recs/northwind/pdp-similar-items"),
        )
        .json(body)
        .send()
        .await;
    assert_eq!(res.status, 400);
    assert_eq!(res.json()["parameter"], "x-cq-client-id");
}
both_databases!(unknown_names_and_bad_requests_are_refused);

async fn demo_activity_makes_recommendations(app: &TestApp) {
    let kept =
        leasefront::recs::demo::load_demo_activity(&app.state.db, 300, app.state.clock.now_ms())
            .await
            .unwrap();
    assert!(kept > 300, "{kept}");
    refresh(app).await;
    let all = recs(app, "products-in-all-categories", json!({})).await;
    assert_eq!(all.len(), 10);
    let sofa_buyers = recs(
        app,
        "product-to-product-einstein",
        json!({"products": [{"id": all[0].clone()}]}),
    )
    .await;
    assert_eq!(sofa_buyers.len(), 10);
}
both_databases!(demo_activity_makes_recommendations);
