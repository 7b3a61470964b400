//! The catalog (SCAPI shopper-products) on both databases: categories with levels, products
//! by id with their expansions, bounds and unknown ids, Spanish, and catalog changes.

use serde_json::Value;

use crate::both_databases;
use crate::helpers::{s, TestApp};

const PRODUCTS: &str =
    "/mobify/proxy/api/product/shopper-products/v1/organizations/f_ecom_northwind";

fn url(path: &str, query: &str) -> String {
    format!("{PRODUCTS}{path}?siteId=northwind&{query}")
}

/// The first product of a kind in the demo catalog (the database decides, not the test).
async fn first_of_kind(app: &TestApp, kind: &str) -> String {
    sqlx::query_scalar("SELECT id FROM catalog_products WHERE kind = $1 ORDER BY position LIMIT 1")
        .bind(kind)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap()
}

async fn the_root_category_lists_the_departments_two_levels_deep(app: &TestApp) {
    let root = app.get(&url("/categories/root", "levels=2")).await;
    assert_eq!(root.status, 200, "{}", root.text());
    let root = root.json();
    let top: Vec<&str> = root["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| s(&c["id"]))
        .collect();
    assert_eq!(
        top,
        [
            "furniture",
            "mattresses",
            "appliances",
            "tv-electronics",
            "computers",
            "phones",
            "tires-wheels",
            "jewelry",
            "outdoor"
        ]
    );
    let furniture = &root["categories"][0];
    assert_eq!(furniture["name"], "Furniture");
    assert!(
        furniture["categories"]
            .as_array()
            .is_some_and(|c| !c.is_empty()),
        "second level is included"
    );
    assert!(
        furniture["categories"][0].get("categories").is_none(),
        "but not a third with levels=2"
    );
    assert_eq!(
        root["categories"].as_array().unwrap().len(),
        root["onlineSubCategoriesCount"].as_u64().unwrap() as usize
    );

    // A sub-category knows its path from the top, in the asked locale.
    let child = s(&furniture["categories"][0]["id"]).to_owned();
    let es = app
        .get(&url(
            &format!("/categories/{child}"),
            "levels=0&locale=es-US",
        ))
        .await
        .json();
    assert_eq!(es["parentCategoryId"], "furniture");
    assert_eq!(es["parentCategoryTree"][0]["id"], "furniture");
    assert_eq!(es["parentCategoryTree"][0]["name"], "Muebles");
    assert!(es.get("categories").is_none());
    assert!(!s(&es["pageDescription"]).is_empty());
}
both_databases!(the_root_category_lists_the_departments_two_levels_deep);

async fn category_calls_reject_bad_input_and_unknown_ids(app: &TestApp) {
    assert_eq!(
        app.get(&url("/categories/no-such-category", ""))
            .await
            .status,
        404
    );
    let bad = app.get(&url("/categories/root", "levels=3")).await;
    assert_eq!(bad.status, 400);
    assert!(bad.text().contains("levels"));
    let list = app
        .get(&url("/categories", "ids=furniture,no-such,phones"))
        .await
        .json();
    assert_eq!(list["total"], 2);
    assert_eq!(list["data"][1]["id"], "phones");
    let too_many = (0..51)
        .map(|i| format!("c{i}"))
        .collect::<Vec<_>>()
        .join(",");
    let bad = app
        .get(&url("/categories", &format!("ids={too_many}")))
        .await;
    assert_eq!(bad.status, 400, "{}", bad.text());
    assert!(bad.text().contains("ids"));
}
both_databases!(category_calls_reject_bad_input_and_unknown_ids);

async fn a_master_has_variants_price_ranges_images_and_inventory(app: &TestApp) {
    let id = first_of_kind(app, "master").await;
    let response = app
        .get(&url(
            &format!("/products/{id}"),
            "allImages=true&perPricebook=true",
        ))
        .await;
    assert_eq!(response.status, 200, "{}", response.text());
    let p = response.json();
    assert_eq!(p["id"], id.as_str());
    assert_eq!(p["type"]["master"], true);
    assert!(!s(&p["name"]).is_empty() && !s(&p["brand"]).is_empty());
    let variants = p["variants"].as_array().unwrap();
    assert!(!variants.is_empty());
    // The master's price is its cheapest variant's; priceMax the dearest (when they differ).
    let prices: Vec<f64> = variants
        .iter()
        .map(|v| v["price"].as_f64().unwrap())
        .collect();
    let low = prices.iter().cloned().fold(f64::MAX, f64::min);
    let high = prices.iter().cloned().fold(f64::MIN, f64::max);
    assert_eq!(p["price"].as_f64().unwrap(), low);
    if high > low {
        assert_eq!(p["priceMax"].as_f64().unwrap(), high);
    }
    assert!(p["priceRanges"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["pricebook"] == "usd-list"));
    // Every variation value names itself; colours carry a swatch.
    for attribute in p["variationAttributes"].as_array().unwrap() {
        for value in attribute["values"].as_array().unwrap() {
            assert!(!s(&value["name"]).is_empty());
            if attribute["id"] == "color" {
                assert!(s(&value["imageSwatch"]["link"]).starts_with("/images/catalog/swatch/"));
            }
        }
    }
    // Image groups by view type, with alt text naming the product.
    let groups = p["imageGroups"].as_array().unwrap();
    for view in ["large", "medium", "small"] {
        assert!(groups.iter().any(|g| g["viewType"] == view), "{view}");
    }
    let image = &groups[0]["images"][0];
    assert!(s(&image["alt"]).starts_with(s(&p["name"])));
    // The drawing is served.
    let drawing = app.get(s(&image["link"])).await;
    assert_eq!(drawing.status, 200);
    assert_eq!(drawing.header("content-type"), "image/svg+xml");
    assert!(drawing.text().starts_with("<svg"));
    // A master's stock is its variants'.
    let stock = p["inventory"]["stockLevel"].as_i64().unwrap();
    let total: i64 = sqlx::query_scalar(
        "SELECT CAST(SUM(stock_level) AS BIGINT) FROM catalog_products WHERE master_id = $1",
    )
    .bind(&id)
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!(stock, total);

    // A variant points at its master and shows its own values.
    let variant_id = s(&variants[0]["productId"]).to_owned();
    let v = app
        .get(&url(&format!("/products/{variant_id}"), ""))
        .await
        .json();
    assert_eq!(v["type"]["variant"], true);
    assert_eq!(v["master"]["masterId"], id.as_str());
    assert_eq!(v["name"], p["name"], "a variant is named like its master");
    assert_eq!(v["variationValues"], variants[0]["variationValues"]);
    // Breadcrumbs: from the department down to the primary category.
    let path = p["c_primaryCategoryPath"].as_array().unwrap();
    assert!(!path.is_empty(), "{p}");
    assert_eq!(path.last().unwrap()["id"], p["primaryCategoryId"]);
    let root = app.get(&url("/categories/root", "levels=1")).await.json();
    assert!(
        root["categories"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["id"] == path[0]["id"]),
        "the path starts at a department"
    );
}
both_databases!(a_master_has_variants_price_ranges_images_and_inventory);

async fn sets_and_bundles_come_with_their_members(app: &TestApp) {
    let set_id = first_of_kind(app, "set").await;
    let set = app
        .get(&url(&format!("/products/{set_id}"), ""))
        .await
        .json();
    assert_eq!(set["type"]["set"], true);
    let members = set["setProducts"].as_array().unwrap();
    assert!(members.len() >= 2);
    let lowest = members
        .iter()
        .map(|m| m["price"].as_f64().unwrap())
        .fold(f64::MAX, f64::min);
    assert_eq!(
        set["price"].as_f64().unwrap(),
        lowest,
        "a set starts at its cheapest member"
    );
    assert!(!s(&set["inventory"]["lowestStockLevelProductName"]).is_empty());

    let bundle_id = first_of_kind(app, "bundle").await;
    let bundle = app
        .get(&url(&format!("/products/{bundle_id}"), ""))
        .await
        .json();
    assert_eq!(bundle["type"]["bundle"], true);
    let bundled = bundle["bundledProducts"].as_array().unwrap();
    assert!(bundled.len() >= 2);
    assert!(bundled
        .iter()
        .all(|b| b["quantity"].as_i64().unwrap() >= 1 && b["product"]["id"] == b["id"]));
}
both_databases!(sets_and_bundles_come_with_their_members);

async fn products_by_id_keep_the_order_skip_unknown_ids_and_refuse_more_than_24(app: &TestApp) {
    let ids: Vec<String> = sqlx::query_scalar(
        "SELECT id FROM catalog_products WHERE kind = 'item' ORDER BY position DESC LIMIT 3",
    )
    .fetch_all(&app.state.db.pool)
    .await
    .unwrap();
    let list = app
        .get(&url(
            "/products",
            &format!("ids={},nope,{}", ids[0], ids[1]),
        ))
        .await;
    assert_eq!(list.status, 200, "{}", list.text());
    let list = list.json();
    assert_eq!(list["total"], 2);
    assert_eq!(list["data"][0]["id"], ids[0].as_str());
    assert_eq!(list["data"][1]["id"], ids[1].as_str());

    let many = (0..25)
        .map(|i| format!("p{i}"))
        .collect::<Vec<_>>()
        .join(",");
    let bad = app.get(&url("/products", &format!("ids={many}"))).await;
    assert_eq!(bad.status, 400);
    assert!(bad.text().contains("ids"), "{}", bad.text());
    assert_eq!(app.get(&url("/products", "")).await.status, 400);
    assert_eq!(app.get(&url("/products/nope", "")).await.status, 404);
    let bad = app
        .get(&url(
            &format!("/products/{}", ids[0]),
            "expand=prices,everything",
        ))
        .await;
    assert_eq!(bad.status, 400);
    assert!(bad.text().contains("expand"));

    // Only the asked expansions.
    let lean = app
        .get(&url(&format!("/products/{}", ids[0]), "expand=prices"))
        .await
        .json();
    assert!(lean["price"].is_number());
    assert!(lean.get("imageGroups").is_none() && lean.get("inventory").is_none());

    // Prices come in the site's currency: another one is refused, by the list call too (it was
    // ignored, and the prices answered as if in it).
    let priced = app
        .get(&url(&format!("/products/{}", ids[0]), "currency=USD"))
        .await;
    assert_eq!(priced.status, 200, "{}", priced.text());
    assert_eq!(priced.json()["currency"], "USD");
    for path in [format!("/products/{}", ids[0]), "/products".to_owned()] {
        let other = app
            .get(&url(&path, &format!("ids={}&currency=EUR", ids[0])))
            .await;
        assert_eq!(other.status, 400, "{path}: {}", other.text());
        assert_eq!(other.json()["parameter"], "currency", "{path}");
    }
}
both_databases!(products_by_id_keep_the_order_skip_unknown_ids_and_refuse_more_than_24);

async fn spanish_texts_and_exact_prices(app: &TestApp) {
    let id = first_of_kind(app, "item").await;
    let en = app
        .get(&url(&format!("/products/{id}"), "locale=en-US"))
        .await
        .json();
    let es = app
        .get(&url(&format!("/products/{id}"), "locale=es"))
        .await
        .json();
    assert_ne!(en["name"], es["name"]);
    assert_ne!(en["shortDescription"], es["shortDescription"]);
    assert_eq!(en["price"], es["price"]);
    let cents: i64 = sqlx::query_scalar(
        "SELECT COALESCE(sale_price_cents, list_price_cents) FROM catalog_products WHERE id = $1",
    )
    .bind(&id)
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    // Written as a number in dollars, exactly the stored cents.
    assert_eq!(
        format!("{:.2}", en["price"].as_f64().unwrap()),
        format!("{}.{:02}", cents / 100, cents % 100)
    );
}
both_databases!(spanish_texts_and_exact_prices);

async fn a_stock_and_price_change_shows_at_once(app: &TestApp) {
    let id = first_of_kind(app, "item").await;
    let changed = crate::helpers::set_stock_and_price(app, &id, 0, 12_345).await;
    assert!(changed);
    let p: Value = app.get(&url(&format!("/products/{id}"), "")).await.json();
    assert_eq!(p["price"].as_f64().unwrap(), 123.45);
    assert_eq!(p["inventory"]["stockLevel"], 0);
    assert_eq!(p["inventory"]["orderable"], false);
    assert_eq!(p["c_isSale"], false);
    let feed: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM catalog_changes WHERE product_id = $1")
            .bind(&id)
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(feed, 2, "the load and the change are both in the feed");
}
both_databases!(a_stock_and_price_change_shows_at_once);

async fn unknown_drawings_and_bad_colours_are_404(app: &TestApp) {
    assert_eq!(app.get("/images/catalog/sofa/zzzzzz.svg").await.status, 404);
    assert_eq!(
        app.get("/images/catalog/spaceship/ffffff.svg").await.status,
        404
    );
    assert_eq!(app.get("/images/catalog/sofa/ffffff.png").await.status, 404);
    let swatch = app.get("/images/catalog/swatch/1f2933.svg").await;
    assert_eq!(swatch.status, 200);
    assert!(swatch.header("cache-control").contains("immutable"));
}
both_databases!(unknown_drawings_and_bad_colours_are_404);

/// The estimate the lease quote call gives for a cash price, weekly, before tax.
async fn weekly_estimate(app: &TestApp, cents: i64) -> Value {
    let res = app
        .get(&format!(
            "/mobify/proxy/api/custom/preapproval/v1/organizations/f_ecom_northwind/estimate?siteId=northwind&cashPrice={cents}&payFrequency=weekly"
        ))
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    res.json()
}

async fn a_product_states_the_lease_its_price_would_be_and_whether_it_can_be_leased(app: &TestApp) {
    // $547.99: the quote is the lease the estimate originates for that price, weekly, before
    // tax — payment, number of payments and total cost to own together.
    let sofa: Value = app
        .get(&url("/products/sofas-001-charcoal", "expand=prices"))
        .await
        .json();
    assert_eq!(sofa["c_leasable"], true);
    let quote = &sofa["c_leaseQuote"];
    assert_eq!(quote, &weekly_estimate(app, 54_799).await);
    assert_eq!(quote["cashPrice"], 54_799);
    assert_eq!(quote["payFrequency"], "weekly");
    assert_eq!(quote["taxIncluded"], false);
    assert_eq!(quote["numberOfPayments"], 52);
    assert!(
        quote["totalCostToOwn"].as_i64().unwrap() > 54_799,
        "{quote}"
    );
    assert_eq!(quote["earlyPurchase"]["days"], 90);

    // Headphones cannot be leased: no quote, and the flag says so.
    let headphones: String = sqlx::query_scalar(
        "SELECT id FROM catalog_products WHERE primary_category_id = 'headphones' \
         AND master_id IS NULL ORDER BY position LIMIT 1",
    )
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    let p: Value = app
        .get(&url(&format!("/products/{headphones}"), "expand=prices"))
        .await
        .json();
    assert_eq!(p["c_leasable"], false, "{p}");
    assert!(p.get("c_leaseQuote").is_none(), "{p}");

    // Above what an approval can be for ($4,000), a price has no quote.
    crate::helpers::set_stock_and_price(app, "sofas-001-charcoal", 5, 400_001).await;
    let dear: Value = app
        .get(&url("/products/sofas-001-charcoal", "expand=prices"))
        .await
        .json();
    assert_eq!(dear["price"].as_f64().unwrap(), 4000.01);
    assert!(dear.get("c_leaseQuote").is_none(), "{dear}");
}
both_databases!(a_product_states_the_lease_its_price_would_be_and_whether_it_can_be_leased);
