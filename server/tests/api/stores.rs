//! The store search (`store/shopper-stores/v1` `searchStores`) over the demo stores, on both
//! databases: postal codes in Germany and the US and points, distances against known
//! city-to-city distances, units, the radius, paging, and bad parameters named.

use serde_json::Value;

use crate::both_databases;
use crate::helpers::{TestApp, ORG};

fn search(query: &str) -> String {
    format!("/mobify/proxy/api/store/shopper-stores/v1/organizations/{ORG}/store-search?siteId=northwind&{query}")
}

/// Great-circle distance in km over the mean earth radius: the reference the answers are held
/// to, computed apart from the server's.
fn haversine_km(a: (f64, f64), b: (f64, f64)) -> f64 {
    let (lat1, lat2) = (a.0.to_radians(), b.0.to_radians());
    let (dlat, dlong) = ((b.0 - a.0).to_radians(), (b.1 - a.1).to_radians());
    let h = (dlat / 2.0).sin().powi(2) + lat1.cos() * lat2.cos() * (dlong / 2.0).sin().powi(2);
    2.0 * 6371.0 * h.sqrt().asin()
}

const BERLIN_MITTE: (f64, f64) = (52.52, 13.40);
const POTSDAM: (f64, f64) = (52.39, 13.06);
const NEW_YORK: (f64, f64) = (40.7128, -74.0060);
const PHILADELPHIA: (f64, f64) = (39.9526, -75.1652);

fn within_two_percent(actual: f64, expected: f64) -> bool {
    (actual - expected).abs() <= expected * 0.02
}

async fn ok(app: &TestApp, query: &str) -> Value {
    let res = app.get(&search(query)).await;
    assert_eq!(res.status, 200, "{query}: {}", res.text());
    res.json()
}

fn stores(result: &Value) -> &Vec<Value> {
    result["data"].as_array().expect("data is a list")
}

fn ids(result: &Value) -> Vec<String> {
    stores(result)
        .iter()
        .map(|s| s["id"].as_str().unwrap().to_owned())
        .collect()
}

fn distances(result: &Value) -> Vec<f64> {
    stores(result)
        .iter()
        .map(|s| s["distance"].as_f64().unwrap())
        .collect()
}

fn assert_nearest_first(result: &Value) {
    let d = distances(result);
    assert!(
        d.windows(2).all(|w| w[0] <= w[1]),
        "not nearest first: {d:?}"
    );
}

async fn berlin_10178_finds_the_berlin_stores_first_then_potsdam(app: &TestApp) {
    let result = ok(app, "countryCode=DE&postalCode=10178").await;
    assert_nearest_first(&result);
    let data = stores(&result);
    // The six Berlin stores, then Potsdam's (the 100 km default radius holds more).
    assert!(data.len() >= 7, "{result}");
    assert_eq!(result["total"], data.len(), "{result}");
    assert_eq!(
        (result["limit"].as_u64(), result["offset"].as_u64()),
        (Some(25), Some(0))
    );
    for store in &data[..6] {
        assert_eq!(store["city"], "Berlin", "{store}");
        assert_eq!(store["stateCode"], "BE");
        assert!(store["distance"].as_f64().unwrap() < 15.0, "{store}");
    }
    let potsdam = &data[6];
    assert_eq!(potsdam["city"], "Potsdam", "{result}");
    assert_eq!(potsdam["stateCode"], "BB");
    // Berlin Mitte to Potsdam is about 27 km as the crow flies.
    let expected = haversine_km(BERLIN_MITTE, POTSDAM);
    let actual = potsdam["distance"].as_f64().unwrap();
    assert!(
        within_two_percent(actual, expected),
        "{actual} km, not about {expected:.1}"
    );
    // Everything SCAPI's Store holds, and the store's time zone.
    let first = &data[0];
    for field in [
        "id",
        "name",
        "address1",
        "city",
        "stateCode",
        "postalCode",
        "phone",
    ] {
        assert!(
            first[field].as_str().is_some_and(|v| !v.is_empty()),
            "{field}: {first}"
        );
    }
    assert_eq!(first["countryCode"], "DE");
    assert_eq!(first["distanceUnit"], "km");
    assert_eq!(first["c_timeZone"], "Europe/Berlin");
    assert_eq!(first["storeLocatorEnabled"], true);
    assert!(first["latitude"].is_f64() && first["longitude"].is_f64());
    let hours = first["storeHours"].as_str().unwrap();
    assert!(
        hours.starts_with("<ul") && hours.contains("<li>Monday"),
        "{hours}"
    );
    assert!(
        first["c_openingHours"]["monday"]["open"].is_string(),
        "{first}"
    );
    // Distances to two decimals.
    for d in distances(&result) {
        assert_eq!((d * 100.0).round() / 100.0, d);
    }

    // The same code in the US is Midtown Manhattan: New York's stores.
    let new_york = ok(app, "countryCode=US&postalCode=10178").await;
    assert_nearest_first(&new_york);
    assert_eq!(stores(&new_york)[0]["city"], "New York", "{new_york}");
    assert_eq!(stores(&new_york)[0]["c_timeZone"], "America/New_York");
    assert!(stores(&new_york)[0]["phone"]
        .as_str()
        .unwrap()
        .starts_with("(212) 555-01"));

    // The hours in the shopper's language.
    let spanish = ok(app, "countryCode=DE&postalCode=10178&limit=1&locale=es-US").await;
    let hours = stores(&spanish)[0]["storeHours"].as_str().unwrap();
    assert!(
        hours.contains("Lunes") && hours.contains("Domingo"),
        "{hours}"
    );
}
both_databases!(berlin_10178_finds_the_berlin_stores_first_then_potsdam);

async fn a_point_finds_the_stores_around_it_at_their_known_distances(app: &TestApp) {
    // From New York City: Philadelphia is about 130 km away.
    let result = ok(
        app,
        "latitude=40.7128&longitude=-74.0060&maxDistance=150&limit=200",
    )
    .await;
    assert_nearest_first(&result);
    assert_eq!(stores(&result)[0]["city"], "New York", "{result}");
    // The Center City store stands at Philadelphia's own coordinates.
    let philadelphia = stores(&result)
        .iter()
        .find(|s| {
            s["name"]
                .as_str()
                .unwrap()
                .ends_with("Philadelphia Center City")
        })
        .expect("Philadelphia's Center City store within 150 km");
    let expected = haversine_km(NEW_YORK, PHILADELPHIA);
    let actual = philadelphia["distance"].as_f64().unwrap();
    assert!(
        within_two_percent(actual, expected),
        "{actual} km, not about {expected:.1}"
    );
    assert!(stores(&result)
        .iter()
        .all(|s| s["distance"].as_f64().unwrap() <= 150.0));

    // The same in miles: about 80.5.
    let miles = ok(
        app,
        "latitude=40.7128&longitude=-74.0060&maxDistance=93.2&distanceUnit=mi&limit=200",
    )
    .await;
    let philadelphia_mi = stores(&miles)
        .iter()
        .find(|s| s["id"] == philadelphia["id"])
        .unwrap();
    assert_eq!(philadelphia_mi["distanceUnit"], "mi");
    let in_miles = philadelphia_mi["distance"].as_f64().unwrap();
    assert!(
        within_two_percent(in_miles, expected / 1.609344),
        "{in_miles} mi"
    );
}
both_databases!(a_point_finds_the_stores_around_it_at_their_known_distances);

async fn miles_and_kilometres_find_the_same_stores(app: &TestApp) {
    let km = ok(
        app,
        "countryCode=DE&postalCode=10178&maxDistance=100&limit=200",
    )
    .await;
    // 100 km is 62.137 miles.
    let mi = ok(
        app,
        "countryCode=DE&postalCode=10178&maxDistance=62.137&distanceUnit=mi&limit=200",
    )
    .await;
    assert_eq!(ids(&km), ids(&mi));
    assert_eq!(km["total"], mi["total"]);
    for (k, m) in distances(&km).iter().zip(distances(&mi)) {
        assert!((k / 1.609344 - m).abs() <= 0.011, "{k} km is not {m} mi");
    }
    assert!(stores(&mi).iter().all(|s| s["distanceUnit"] == "mi"));
}
both_databases!(miles_and_kilometres_find_the_same_stores);

async fn max_distance_keeps_only_the_stores_within_it(app: &TestApp) {
    // Within 20 km of Berlin Mitte: Berlin's stores only; within 30 km Potsdam's too.
    let near = ok(app, "countryCode=DE&postalCode=10178&maxDistance=20").await;
    assert_eq!(near["total"], 6, "{near}");
    assert!(stores(&near).iter().all(|s| s["city"] == "Berlin"));
    let wider = ok(app, "countryCode=DE&postalCode=10178&maxDistance=30").await;
    assert_eq!(wider["total"], 7, "{wider}");
    assert_eq!(stores(&wider)[6]["city"], "Potsdam");
    // The middle of the Atlantic: no store within 100 km.
    let sea = ok(app, "latitude=35&longitude=-40").await;
    assert_eq!((sea["total"].as_u64(), stores(&sea).len()), (Some(0), 0));
}
both_databases!(max_distance_keeps_only_the_stores_within_it);

async fn pages_split_one_order_and_count_every_store(app: &TestApp) {
    // Kassel, near the middle of Germany: every German store within 700 km.
    let all = ok(
        app,
        "latitude=51.3127&longitude=9.4797&maxDistance=700&limit=200",
    )
    .await;
    let total = all["total"].as_u64().unwrap() as usize;
    assert!(total >= 60, "{total}");
    assert_eq!(stores(&all).len(), total);
    assert_nearest_first(&all);
    assert!(stores(&all).iter().all(|s| s["countryCode"] == "DE"));
    let first = ok(
        app,
        "latitude=51.3127&longitude=9.4797&maxDistance=700&limit=10",
    )
    .await;
    let second = ok(
        app,
        "latitude=51.3127&longitude=9.4797&maxDistance=700&limit=10&offset=10",
    )
    .await;
    assert_eq!(
        (first["total"].as_u64(), second["total"].as_u64()),
        (Some(total as u64), Some(total as u64))
    );
    assert_eq!(
        (second["limit"].as_u64(), second["offset"].as_u64()),
        (Some(10), Some(10))
    );
    let paged: Vec<String> = ids(&first).into_iter().chain(ids(&second)).collect();
    assert_eq!(paged, ids(&all)[..20]);
    let past = ok(
        app,
        &format!("latitude=51.3127&longitude=9.4797&maxDistance=700&offset={total}"),
    )
    .await;
    assert!(stores(&past).is_empty());
    assert_eq!(past["total"].as_u64(), Some(total as u64));

    // The whole world: the limit caps a page at 200, the total counts every store.
    let world = ok(app, "latitude=45&longitude=-40&maxDistance=20000&limit=200").await;
    assert_eq!(stores(&world).len(), 200);
    assert!(world["total"].as_u64().unwrap() > 300, "{}", world["total"]);
}
both_databases!(pages_split_one_order_and_count_every_store);

async fn bad_parameters_are_refused_naming_the_parameter(app: &TestApp) {
    for (query, parameter) in [
        ("", "postalCode"),
        ("limit=10", "postalCode"),
        (
            "countryCode=DE&postalCode=10178&latitude=52.5&longitude=13.4",
            "postalCode",
        ),
        ("postalCode=10178", "countryCode"),
        ("countryCode=DE", "postalCode"),
        ("countryCode=FR&postalCode=75001", "countryCode"),
        ("countryCode=DE&postalCode=1017", "postalCode"),
        ("countryCode=DE&postalCode=00000", "postalCode"),
        ("countryCode=US&postalCode=00000", "postalCode"),
        ("latitude=52.5", "longitude"),
        ("longitude=13.4", "latitude"),
        ("latitude=91&longitude=13.4", "latitude"),
        ("latitude=52.5&longitude=east", "longitude"),
        ("countryCode=DE&postalCode=10178&limit=201", "limit"),
        ("countryCode=DE&postalCode=10178&limit=0", "limit"),
        ("countryCode=DE&postalCode=10178&offset=-1", "offset"),
        (
            "countryCode=DE&postalCode=10178&maxDistance=0",
            "maxDistance",
        ),
        (
            "countryCode=DE&postalCode=10178&maxDistance=far",
            "maxDistance",
        ),
        (
            "countryCode=DE&postalCode=10178&distanceUnit=miles",
            "distanceUnit",
        ),
        ("countryCode=DE&postalCode=10178&locale=fr-FR", "locale"),
    ] {
        let res = app.get(&search(query)).await;
        assert_eq!(res.status, 400, "{query}: {}", res.text());
        assert_eq!(
            res.json()["parameter"],
            parameter,
            "{query}: {}",
            res.text()
        );
        assert!(!res.json()["message"].as_str().unwrap().is_empty());
    }
    let unknown = app.get(&search("countryCode=DE&postalCode=00000")).await;
    assert_eq!(
        unknown.json()["message"],
        "No place in Germany has the postal code 00000."
    );
    let limit = app
        .get(&search("countryCode=DE&postalCode=10178&limit=201"))
        .await;
    assert!(limit.json()["detail"].as_str().unwrap().contains("200"));
    // The largest page is fine.
    ok(app, "countryCode=DE&postalCode=10178&limit=200").await;

    let no_site = app
        .get(&format!("/mobify/proxy/api/store/shopper-stores/v1/organizations/{ORG}/store-search?countryCode=DE&postalCode=10178"))
        .await;
    assert_eq!(
        (
            no_site.status.as_u16(),
            no_site.json()["parameter"].as_str()
        ),
        (400, Some("siteId"))
    );
    let other_site = app
        .get(&format!("/mobify/proxy/api/store/shopper-stores/v1/organizations/{ORG}/store-search?siteId=nope&countryCode=DE&postalCode=10178"))
        .await;
    assert_eq!(other_site.status, 404);
}
both_databases!(bad_parameters_are_refused_naming_the_parameter);

fn by_ids(query: &str) -> String {
    format!("/mobify/proxy/api/store/shopper-stores/v1/organizations/{ORG}/stores?siteId=northwind&{query}")
}

async fn stores_by_id_come_in_the_order_asked_with_their_hours_and_no_distance(app: &TestApp) {
    let res = app
        .get(&by_ids(
            "ids=de-be-berlin-1,no-such-store,us-ny-new-york-1&locale=es-US",
        ))
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    let result = res.json();
    assert_eq!(ids(&result), ["de-be-berlin-1", "us-ny-new-york-1"]);
    assert_eq!(result["total"], 2);
    let berlin = &stores(&result)[0];
    assert_eq!(berlin["city"], "Berlin");
    assert_eq!(berlin["c_timeZone"], "Europe/Berlin");
    assert!(berlin.get("distance").is_none(), "{berlin}");
    // The hours in the locale asked for (Spanish day names).
    let hours = berlin["storeHours"].as_str().unwrap();
    assert!(hours.contains("Lunes"), "{hours}");

    // The same store the search finds, with the same address.
    let searched = ok(app, "countryCode=DE&postalCode=10178&limit=1").await;
    let found = &stores(&searched)[0];
    assert_eq!(found["id"], "de-be-berlin-1");
    assert_eq!(found["address1"], berlin["address1"]);

    // None found is an empty list, not an error.
    let none = app.get(&by_ids("ids=nowhere")).await;
    assert_eq!(none.status, 200);
    assert_eq!(none.json()["total"], 0);

    let fifty_one: Vec<String> = (0..51).map(|i| format!("s{i}")).collect();
    for query in [
        "",
        "ids=",
        "ids=,,",
        &format!("ids={}", fifty_one.join(",")),
    ] {
        let res = app.get(&by_ids(query)).await;
        assert_eq!(res.status, 400, "{query}: {}", res.text());
        assert_eq!(res.json()["parameter"], "ids", "{query}");
    }
}
both_databases!(stores_by_id_come_in_the_order_asked_with_their_hours_and_no_distance);
