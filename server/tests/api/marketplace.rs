//! The retailer marketplace through the API, on both databases: which retailers a shopper sees
//! where, the categories, featured and referral rules, bad input, and the tile art.

use serde_json::Value;

use crate::both_databases;
use crate::helpers::{TestApp, ORG};

fn retailers_url(query: &str) -> String {
    format!("/mobify/proxy/api/custom/marketplace/v1/organizations/{ORG}/retailers?siteId=northwind&{query}")
}

async fn marketplace(app: &TestApp, query: &str) -> Value {
    let res = app.get(&retailers_url(query)).await;
    assert_eq!(res.status, 200, "{query}: {}", res.text());
    res.json()
}

fn category_ids(body: &Value) -> Vec<&str> {
    body["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect()
}

fn retailer_ids<'a>(body: &'a Value, category: &str) -> Vec<&'a str> {
    body["categories"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["id"] == category)
        .map(|c| {
            c["retailers"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["id"].as_str().unwrap())
                .collect()
        })
        .unwrap_or_default()
}

fn all_retailers(body: &Value) -> Vec<&str> {
    let mut ids: Vec<&str> = body["categories"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["retailers"].as_array().unwrap())
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

async fn without_a_location_only_retailers_that_serve_everywhere_show(app: &TestApp) {
    let body = marketplace(app, "locale=en-US").await;
    assert_eq!(body["location"], Value::Null);
    // The enabled tabs in the preference's order (jewelry is disabled), the app-only ones last.
    assert_eq!(
        category_ids(&body),
        [
            "furniture",
            "appliances",
            "electronics",
            "mattresses",
            "tires-wheels",
            "mobile-app-only-retailers"
        ]
    );
    let furniture = retailer_ids(&body, "furniture");
    assert_eq!(
        furniture,
        ["ashford-home", "marlow-loft"],
        "only the national ones, in their order"
    );
    assert!(
        !all_retailers(&body).contains(&"cedar-row"),
        "a local retailer needs a location"
    );
    let app_only = retailer_ids(&body, "mobile-app-only-retailers");
    assert!(app_only.contains(&"marlow-loft") && app_only.contains(&"frostpoint"));
    let mobile = &body["categories"][5];
    assert_eq!(mobile["name"], "Mobile App Only Retailers");
    assert!(mobile["retailers"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["integrated"] == false));
    assert_eq!(body["total"], all_retailers(&body).len());

    let first = &body["categories"][0]["retailers"][0];
    assert_eq!(first["name"], "Ashford Home Furnishings");
    assert_eq!(first["marketplaceSorting"], 1);
    assert_eq!(
        first["partnerUrl"],
        "https://ashford-home.example/northwind"
    );
    assert_eq!(first["baseUrl"], "https://ashford-home.example");
    assert_eq!(
        first["url"],
        "/marketplace?category=furniture&retailer=ashford-home"
    );
    assert_eq!(
        first["banner_image"],
        "/images/marketplace/ashford-home/tile.svg"
    );
    assert_eq!(first["image"], "/images/marketplace/ashford-home/icon.svg");
    assert!(first["merchantId"]
        .as_str()
        .is_some_and(|id| id.len() == 36));
}
both_databases!(without_a_location_only_retailers_that_serve_everywhere_show);

async fn a_located_shopper_sees_the_retailers_whose_area_holds_them(app: &TestApp) {
    // Downtown San Antonio: Cedar Row (60 miles around San Antonio) is there.
    let body = marketplace(app, "postal_code=78205").await;
    assert_eq!(body["location"]["state"], "TX");
    assert_eq!(body["location"]["postalCode"], "78205");
    let furniture = retailer_ids(&body, "furniture");
    assert_eq!(furniture, ["ashford-home", "cedar-row", "marlow-loft"]);
    let cedar = &body["categories"][0]["retailers"][1];
    assert!(cedar["distance"].as_f64().unwrap() < 1.0, "{cedar}");
    // Houston's and Dallas's stores are too far.
    assert!(!all_retailers(&body).contains(&"gulf-coast-living"));
    assert!(!all_retailers(&body).contains(&"brightline-appliances"));

    // Los Angeles: Signal & Screen serves it; Voltline does not lease in California.
    let la = marketplace(app, "postal_code=90012").await;
    let electronics = retailer_ids(&la, "electronics");
    assert!(
        electronics.contains(&"signal-and-screen"),
        "{electronics:?}"
    );
    assert!(!electronics.contains(&"voltline"), "{electronics:?}");

    // A point with its state works as a ZIP code does: Portland's appliance store excludes
    // Washington, so across the river in Vancouver, WA it is not shown.
    let portland = marketplace(app, "latitude=45.52&longitude=-122.68&state=OR").await;
    assert!(retailer_ids(&portland, "appliances").contains(&"rose-city-appliance"));
    let vancouver = marketplace(app, "latitude=45.6387&longitude=-122.6615&state=wa").await;
    assert_eq!(vancouver["location"]["state"], "WA");
    assert!(!retailer_ids(&vancouver, "appliances").contains(&"rose-city-appliance"));
}
both_databases!(a_located_shopper_sees_the_retailers_whose_area_holds_them);

async fn featured_and_referral_and_spanish(app: &TestApp) {
    let featured = marketplace(app, "featured=true").await;
    assert_eq!(category_ids(&featured)[0], "featured");
    // Goldleaf is featured, and shown there though its own category (jewelry) is disabled.
    assert_eq!(
        retailer_ids(&featured, "featured"),
        [
            "ashford-home",
            "kelvin-appliance",
            "voltline",
            "goldleaf-jewelers",
            "restwell"
        ]
    );

    for referred in [
        app.call("GET", &retailers_url("locale=en-US"))
            .cookie("referral_code=FRIEND10")
            .send()
            .await
            .json(),
        marketplace(app, "referral=true").await,
    ] {
        assert!(!category_ids(&referred).contains(&"mobile-app-only-retailers"));
        let shown = all_retailers(&referred);
        assert!(
            !shown.contains(&"marlow-loft") && shown.contains(&"ashford-home"),
            "{shown:?}"
        );
    }
    // An empty cookie is no referral.
    let empty = app
        .call("GET", &retailers_url(""))
        .cookie("referral_code=")
        .send()
        .await
        .json();
    assert!(category_ids(&empty).contains(&"mobile-app-only-retailers"));

    let spanish = marketplace(app, "locale=es-US").await;
    let names: Vec<&str> = spanish["categories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names[0], "Muebles");
    assert_eq!(
        *names.last().unwrap(),
        "Minoristas solo con aplicación móvil"
    );
}
both_databases!(featured_and_referral_and_spanish);

async fn bad_input_is_refused_naming_the_parameter(app: &TestApp) {
    for (query, parameter) in [
        ("postal_code=1234", "postal_code"),
        ("postal_code=00000", "postal_code"),
        ("latitude=29.4&state=TX", "longitude"),
        ("latitude=129&longitude=-98&state=TX", "latitude"),
        ("latitude=29.4&longitude=-98", "state"),
        ("latitude=29.4&longitude=-98&state=Texas", "state"),
        // A ZIP code does not make a bad point acceptable: every given value is checked.
        ("postal_code=78205&latitude=4.5e16", "latitude"),
        ("postal_code=78205&state=T", "state"),
        ("featured=maybe", "featured"),
    ] {
        let res = app.get(&retailers_url(query)).await;
        assert_eq!(res.status, 400, "{query}: {}", res.text());
        assert_eq!(res.json()["parameter"], parameter, "{query}");
    }
    let unknown_site = app
        .get(&format!(
            "/mobify/proxy/api/custom/marketplace/v1/organizations/{ORG}/retailers?siteId=nope"
        ))
        .await;
    assert_eq!(unknown_site.status, 404);
}
both_databases!(bad_input_is_refused_naming_the_parameter);

async fn retailers_have_their_own_art(app: &TestApp) {
    let tile = app.get("/images/marketplace/linden-co/tile.svg").await;
    assert_eq!(tile.status, 200);
    assert_eq!(tile.header("content-type"), "image/svg+xml");
    assert!(tile.text().contains("Linden &amp; Co."), "{}", tile.text());
    let icon = app.get("/images/marketplace/linden-co/icon.svg").await;
    assert!(icon.text().contains(">LC</text>"));
    assert_eq!(
        app.get("/images/marketplace/nobody/tile.svg").await.status,
        404
    );
    assert_eq!(
        app.get("/images/marketplace/linden-co/banner.svg")
            .await
            .status,
        404
    );
}
both_databases!(retailers_have_their_own_art);
