//! Geocoding over the offline postal-code table, on both databases.

use crate::both_databases;
use crate::helpers::{TestApp, ORG};

fn geocode(query: &str) -> String {
    format!("/mobify/proxy/api/custom/geocoding/v1/organizations/{ORG}/geocode?siteId=northwind&{query}")
}

async fn a_zip_code_or_a_point_is_a_place_with_its_state(app: &TestApp) {
    let res = app.get(&geocode("components=postal_code:78205")).await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(
        res.json()["result"],
        serde_json::json!({"countryCode": "US", "country": "United States", "postalCode": "78205",
            "administrativeArea": "TX", "lat": 29.4237, "long": -98.4925})
    );
    let puerto_rico = app
        .get(&geocode("components=postal_code:00901"))
        .await
        .json();
    assert_eq!(puerto_rico["result"]["countryCode"], "PR");
    assert_eq!(puerto_rico["result"]["administrativeArea"], "PR");

    // A point in downtown Minneapolis: the nearest ZIP code, in Minnesota.
    let point = app.get(&geocode("latlng=44.9778,-93.2650")).await;
    assert_eq!(point.status, 200, "{}", point.text());
    assert_eq!(point.json()["result"]["administrativeArea"], "MN");
    assert_eq!(
        point.json()["result"]["postalCode"].as_str().unwrap().len(),
        5
    );
}
both_databases!(a_zip_code_or_a_point_is_a_place_with_its_state);

async fn bad_input_names_its_parameter_and_unknown_places_are_not_found(app: &TestApp) {
    for (query, parameter) in [
        ("", "components"),
        ("components=postal_code:7820", "components"),
        ("components=postal_code:7820a", "components"),
        ("components=78205", "components"),
        ("latlng=29.4", "latlng"),
        ("latlng=91,10", "latlng"),
        ("latlng=NaN,10", "latlng"),
        ("latlng=a,b", "latlng"),
    ] {
        let res = app.get(&geocode(query)).await;
        assert_eq!(res.status, 400, "{query}: {}", res.text());
        assert_eq!(res.json()["parameter"], parameter, "{query}");
    }
    let unknown = app.get(&geocode("components=postal_code:00000")).await;
    assert_eq!(unknown.status, 404, "{}", unknown.text());
    // The middle of the Atlantic has no ZIP code within 50 miles.
    assert_eq!(app.get(&geocode("latlng=35,-50")).await.status, 404);
    let other_site = app
        .get(&format!("/mobify/proxy/api/custom/geocoding/v1/organizations/{ORG}/geocode?siteId=nope&components=postal_code:78205"))
        .await;
    assert_eq!(other_site.status, 404);
}
both_databases!(bad_input_names_its_parameter_and_unknown_places_are_not_found);
