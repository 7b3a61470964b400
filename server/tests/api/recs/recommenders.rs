//! The recommenders over activity seeded through the intake: the list, each recommender,
//! the zones, unknown names and bad requests, and the demo activity.

use serde_json::json;

use super::{add_to_cart, ask, common, ids, recs, refresh, view, with, BASE, CLIENT};
use crate::both_databases;
use crate::helpers::{TestApp, ORG};

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
