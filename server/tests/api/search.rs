//! Product search and suggestions (SCAPI shopper-search) on both databases: relevance,
//! refinements and their counts, sorting, paging bounds, Spanish, typos, catalog changes.

use serde_json::Value;

use crate::both_databases;
use crate::helpers::{s, TestApp};

const SEARCH: &str = "/mobify/proxy/api/search/shopper-search/v1/organizations/f_ecom_northwind";

async fn search(app: &TestApp, query: &str) -> Value {
    let response = app
        .get(&format!("{SEARCH}/product-search?siteId=northwind&{query}"))
        .await;
    assert_eq!(response.status, 200, "{query}: {}", response.text());
    response.json()
}

fn names(result: &Value) -> Vec<String> {
    result["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| s(&h["productName"]).to_owned())
        .collect()
}

fn refinement<'a>(result: &'a Value, id: &str) -> &'a Vec<Value> {
    result["refinements"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["attributeId"] == id)
        .unwrap()["values"]
        .as_array()
        .unwrap()
}

async fn a_phrase_finds_its_products_first_and_a_typo_still_finds_them(app: &TestApp) {
    let result = search(app, "q=sofa").await;
    let found = names(&result);
    assert!(!found.is_empty());
    assert!(
        found[0].to_lowercase().contains("sofa"),
        "best match first: {found:?}"
    );
    assert_eq!(result["query"], "sofa");
    // One edit away still finds sofas, and the corrected phrase is offered.
    let typo = search(app, "q=sofaa").await;
    assert!(
        names(&typo)
            .iter()
            .any(|n| n.to_lowercase().contains("sofa")),
        "{:?}",
        names(&typo)
    );
    assert_eq!(
        typo["searchPhraseSuggestions"]["suggestedPhrases"][0]["phrase"],
        "sofa"
    );
    // What the suggestions complete, a search finds too (the last word may be a start).
    assert!(names(&search(app, "q=matt").await)
        .iter()
        .any(|n| n.contains("Mattress")));
    // Nothing matches: an empty page, not an error.
    let none = search(app, "q=zzqxv").await;
    assert_eq!(none["total"], 0);
    assert!(none["hits"].as_array().unwrap().is_empty());
}
both_databases!(a_phrase_finds_its_products_first_and_a_typo_still_finds_them);

/// A word the catalog knows is taken as written: "ring" finds rings, never king-size beds
/// or mattresses (one edit away) — and a word of any product's text, such as a size, is not
/// "corrected" to a word of a product's name.
async fn a_known_word_is_not_read_as_a_typo(app: &TestApp) {
    let rings = search(app, "q=ring&limit=200").await;
    assert!(rings["total"].as_u64().unwrap() > 0);
    for name in names(&rings) {
        assert!(!name.contains("King"), "{name} found for ring");
    }
    let departments: Vec<&str> = refinement(&rings, "cgid")
        .iter()
        .map(|v| s(&v["value"]))
        .collect();
    assert_eq!(departments, ["jewelry"], "{departments:?}");
    let queen = search(app, "q=queen%20mattress").await;
    assert!(queen["total"].as_u64().unwrap() > 0);
    assert_eq!(
        queen["searchPhraseSuggestions"]["suggestedPhrases"],
        serde_json::json!([]),
        "queen is a size, not a typo"
    );
}
both_databases!(a_known_word_is_not_read_as_a_typo);

async fn spanish_searches_spanish_names_with_or_without_accents(app: &TestApp) {
    let with = search(app, "q=sof%C3%A1&locale=es-US").await;
    let without = search(app, "q=sofa&locale=es-US").await;
    assert!(with["total"].as_u64().unwrap() > 0);
    assert_eq!(with["total"], without["total"]);
    assert!(names(&with)[0].contains("Sofá"), "{:?}", names(&with));
    assert_eq!(
        with["sortingOptions"][1]["label"],
        "Precio de menor a mayor"
    );
    let lavadora = search(app, "q=lavadoras&locale=es").await;
    assert!(
        names(&lavadora).iter().any(|n| n.starts_with("Lavadora")),
        "plural finds singular: {:?}",
        names(&lavadora)
    );
}
both_databases!(spanish_searches_spanish_names_with_or_without_accents);

async fn each_refinement_narrows_the_results_to_its_count(app: &TestApp) {
    let all = search(app, "refine=cgid=furniture&limit=200").await;
    let total = all["total"].as_u64().unwrap();
    assert!(total > 10);
    // Sub-categories of the chosen one, each with the number of hits a click would give.
    let children = refinement(&all, "cgid");
    assert!(!children.is_empty());
    let child = &children[0];
    let narrowed = search(app, &format!("refine=cgid={}", s(&child["value"]))).await;
    assert_eq!(narrowed["total"], child["hitCount"]);
    assert!(narrowed["total"].as_u64().unwrap() < total);
    assert_eq!(narrowed["selectedRefinements"]["cgid"], child["value"]);
    for (id, attribute) in [
        ("brand", "brand"),
        ("c_refinementColor", "color"),
        ("price", "price"),
    ] {
        let values = refinement(&all, id);
        assert!(!values.is_empty(), "{attribute} has values");
        let value = &values[0];
        let encoded = s(&value["value"]).replace(' ', "%20").replace('&', "%26");
        let refined = search(app, &format!("refine=cgid=furniture&refine={id}={encoded}")).await;
        assert_eq!(
            refined["total"],
            value["hitCount"],
            "{id}={}",
            s(&value["value"])
        );
    }
    // Colour values are named in the locale.
    let es = search(app, "refine=cgid=furniture&locale=es-US").await;
    assert!(refinement(&es, "c_refinementColor")
        .iter()
        .any(|v| v["label"] == "Gris" || v["label"] == "Negro"));
}
both_databases!(each_refinement_narrows_the_results_to_its_count);

async fn sorting_and_paging(app: &TestApp) {
    let low = search(
        app,
        "refine=cgid=tv-electronics&sort=price-low-to-high&limit=50",
    )
    .await;
    let prices: Vec<f64> = low["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["price"].as_f64().unwrap())
        .collect();
    assert!(prices.windows(2).all(|w| w[0] <= w[1]), "{prices:?}");
    let high = search(
        app,
        "refine=cgid=tv-electronics&sort=price-high-to-low&limit=50",
    )
    .await;
    let prices: Vec<f64> = high["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["price"].as_f64().unwrap())
        .collect();
    assert!(prices.windows(2).all(|w| w[0] >= w[1]), "{prices:?}");
    assert_eq!(high["selectedSortingOption"], "price-high-to-low");

    let first = search(app, "limit=25").await;
    let second = search(app, "limit=25&offset=25").await;
    assert_eq!(first["hits"].as_array().unwrap().len(), 25);
    assert_eq!(first["total"], second["total"]);
    let page_one: Vec<String> = names(&first);
    assert!(
        names(&second).iter().all(|n| !page_one.contains(n)),
        "pages do not overlap"
    );
    let past = search(app, "offset=100000").await;
    assert!(past["hits"].as_array().unwrap().is_empty());
    // An offset far past every product is an empty page too (the server once tried to make
    // room for that many hits, and stopped).
    let far = search(app, "offset=1257875503287024").await;
    assert!(far["hits"].as_array().unwrap().is_empty());
    assert_eq!(far["total"], past["total"]);
    assert_eq!(search(app, "").await["limit"], 25, "25 by default");

    for (query, parameter) in [
        ("limit=201", "limit"),
        ("limit=0", "limit"),
        ("offset=-1", "offset"),
        ("sort=random", "sort"),
        ("refine=weight=2", "refine"),
        ("refine=price=cheap", "refine"),
    ] {
        let bad = app
            .get(&format!("{SEARCH}/product-search?siteId=northwind&{query}"))
            .await;
        assert_eq!(bad.status, 400, "{query}");
        assert!(bad.text().contains(parameter), "{query}: {}", bad.text());
    }
}
both_databases!(sorting_and_paging);

async fn hits_carry_what_a_tile_shows(app: &TestApp) {
    let result = search(app, "refine=cgid=sofas").await;
    let hit = &result["hits"][0];
    assert_eq!(hit["hitType"], "master");
    assert!(s(&hit["image"]["link"]).starts_with("/images/catalog/"));
    assert!(!s(&hit["image"]["alt"]).is_empty());
    assert!(hit["price"].is_number());
    assert!(hit["variationAttributes"][0]["values"]
        .as_array()
        .is_some_and(|v| !v.is_empty()));
    assert!(!s(&hit["representedProduct"]["id"]).is_empty());
}
both_databases!(hits_carry_what_a_tile_shows);

async fn suggestions_complete_products_categories_and_brands(app: &TestApp) {
    let url = |q: &str| format!("{SEARCH}/search-suggestions?siteId=northwind&q={q}");
    let sofa = app.get(&url("sof")).await;
    assert_eq!(sofa.status, 200, "{}", sofa.text());
    let sofa = sofa.json();
    let products = sofa["productSuggestions"]["products"].as_array().unwrap();
    assert!(!products.is_empty() && products.len() <= 10);
    assert!(products
        .iter()
        .any(|p| s(&p["productName"]).to_lowercase().contains("sofa")));
    assert!(sofa["categorySuggestions"]["categories"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["id"] == "sofas"));
    // A brand by its start.
    let brands = app.get(&url("ashf")).await.json();
    assert!(
        brands["brandSuggestions"]["brands"]
            .as_array()
            .unwrap()
            .iter()
            .any(|b| b == "Ashford Home"),
        "{brands}"
    );
    // A misspelling is corrected.
    let typo = app.get(&url("mattrss")).await.json();
    assert_eq!(
        typo["productSuggestions"]["suggestedPhrases"][0]["phrase"],
        "mattress"
    );
    // Product suggestions complete names: every one has a word starting with what was typed
    // (not a product whose description says "grip").
    let grills = app.get(&url("gri")).await.json();
    let products = grills["productSuggestions"]["products"].as_array().unwrap();
    assert!(!products.is_empty());
    for product in products {
        let name = s(&product["productName"]).to_lowercase();
        assert!(
            name.split(|c: char| !c.is_alphanumeric())
                .any(|word| word.starts_with("gri")),
            "{name}"
        );
    }
    // Nothing typed, or only white space (a carriage return too), is refused as the document says.
    for blank in ["", "%20%20", "%0D"] {
        let refused = app.get(&url(blank)).await;
        assert_eq!(refused.status, 400, "q={blank}");
        assert_eq!(refused.json()["parameter"], "q", "q={blank}");
    }
    assert_eq!(
        app.get(&format!("{}&limit=11", url("sofa"))).await.status,
        400
    );
}
both_databases!(suggestions_complete_products_categories_and_brands);

/// The catalog's first item now costs $1.99, and the index has applied the change (what the
/// poller does every second); its id.
async fn make_first_item_cost_199_cents(app: &TestApp) -> String {
    let id: String = sqlx::query_scalar(
        "SELECT id FROM catalog_products WHERE kind = 'item' ORDER BY position LIMIT 1",
    )
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    crate::helpers::set_stock_and_price(app, &id, 3, 199).await;
    assert_eq!(
        app.state.search.catch_up(&app.state.db.pool).await.unwrap(),
        1
    );
    id
}

async fn a_catalog_change_reaches_search_results(app: &TestApp) {
    let before = search(app, "q=sofa&refine=price=(0..5)").await;
    assert_eq!(before["total"], 0);
    let id = make_first_item_cost_199_cents(app).await;
    let after = search(app, "refine=price=(0..5)").await;
    assert_eq!(after["total"], 1);
    assert_eq!(after["hits"][0]["productId"], id.as_str());
    assert_eq!(after["hits"][0]["price"], 1.99);
    // Nothing new: nothing is applied twice.
    assert_eq!(
        app.state.search.catch_up(&app.state.db.pool).await.unwrap(),
        0
    );
}
both_databases!(a_catalog_change_reaches_search_results);

async fn an_answer_given_again_is_the_same_until_the_catalog_changes(app: &TestApp) {
    let url = format!("{SEARCH}/product-search?siteId=northwind&refine=price=(0..5)");
    let first = app.get(&url).await;
    let again = app.get(&url).await;
    assert_eq!(first.status, 200);
    assert_eq!(first.header("content-type"), "application/json");
    assert_eq!(first.text(), again.text(), "the same answer again");
    assert_eq!(first.json()["total"], 0);
    // A product becomes cheap: the very same request shows it (answers kept for the earlier
    // index are not given again).
    let id = make_first_item_cost_199_cents(app).await;
    let after = app.get(&url).await.json();
    assert_eq!(after["total"], 1);
    assert_eq!(after["hits"][0]["productId"], id.as_str());
    assert_eq!(after["refinements"][1]["values"][0]["hitCount"], 1);
    // Asked for a fresh answer (Cache-Control: no-cache): the same, computed anew.
    let fresh = app
        .call("GET", &url)
        .header("cache-control", "no-cache")
        .send()
        .await;
    assert_eq!(fresh.json(), after);
}
both_databases!(an_answer_given_again_is_the_same_until_the_catalog_changes);

async fn a_hit_states_its_lease_in_full_unless_it_cannot_be_leased(app: &TestApp) {
    let sofas = search(app, "refine=cgid=sofas&limit=5").await;
    for hit in sofas["hits"].as_array().unwrap() {
        let cents = (hit["price"].as_f64().unwrap() * 100.0).round() as i64;
        let quote = &hit["c_leaseQuote"];
        assert_eq!(hit["c_leasable"], true);
        // The lease of its (lowest) price, weekly, before tax: the estimate's, figure for figure.
        let estimate = app
            .get(&format!(
                "/mobify/proxy/api/custom/preapproval/v1/organizations/f_ecom_northwind/estimate?siteId=northwind&cashPrice={cents}&payFrequency=weekly"
            ))
            .await
            .json();
        assert_eq!(quote, &estimate, "{}", hit["productId"]);
    }
    let headphones = search(app, "refine=cgid=headphones&limit=5").await;
    let hits = headphones["hits"].as_array().unwrap();
    assert!(!hits.is_empty());
    for hit in hits {
        assert_eq!(hit["c_leasable"], false, "{hit}");
        assert!(hit.get("c_leaseQuote").is_none(), "{hit}");
    }
}
both_databases!(a_hit_states_its_lease_in_full_unless_it_cannot_be_leased);
