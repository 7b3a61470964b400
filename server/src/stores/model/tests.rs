use super::*;
use crate::stores::hours::DayHours;
use proptest::prelude::*;

fn params(query: &[(&str, &str)]) -> StoreSearchParams {
    let mut p = StoreSearchParams::default();
    for (name, value) in query {
        let value = Some((*value).to_owned());
        match *name {
            "countryCode" => p.country_code = value,
            "postalCode" => p.postal_code = value,
            "latitude" => p.latitude = value,
            "longitude" => p.longitude = value,
            "maxDistance" => p.max_distance = value,
            "distanceUnit" => p.distance_unit = value,
            "limit" => p.limit = value,
            "offset" => p.offset = value,
            other => panic!("no parameter {other}"),
        }
    }
    p
}

fn refused(query: &[(&str, &str)]) -> &'static str {
    search_request(&params(query)).unwrap_err().parameter
}

const BERLIN_MITTE: (f64, f64) = (52.52, 13.40);
const POTSDAM: (f64, f64) = (52.39, 13.06);
const NEW_YORK: (f64, f64) = (40.7128, -74.0060);
const PHILADELPHIA: (f64, f64) = (39.9526, -75.1652);

#[test]
fn haversine_matches_known_city_to_city_distances() {
    // Berlin Mitte to Potsdam: about 27 km as the crow flies.
    let d = distance(BERLIN_MITTE, POTSDAM, DistanceUnit::Km);
    assert!((d - 27.2).abs() < 0.3, "{d}");
    // New York to Philadelphia: about 130 km, 80.5 miles.
    let km = distance(NEW_YORK, PHILADELPHIA, DistanceUnit::Km);
    let mi = distance(NEW_YORK, PHILADELPHIA, DistanceUnit::Mi);
    assert!((km - 129.6).abs() < 1.0, "{km}");
    assert!((mi - 80.5).abs() < 0.6, "{mi}");
    assert!((km / mi - KM_PER_MILE).abs() < 1e-9);
    assert_eq!(distance(NEW_YORK, NEW_YORK, DistanceUnit::Km), 0.0);
    assert!((DistanceUnit::Mi.to_km(10.0) - 16.09344).abs() < 1e-9);
    assert_eq!(DistanceUnit::Km.to_km(10.0), 10.0);
}

#[test]
fn distances_show_two_decimals() {
    assert_eq!(rounded(27.199_64), 27.2);
    assert_eq!(rounded(0.004), 0.0);
    assert_eq!(rounded(129.625), 129.63);
}

#[test]
fn a_search_takes_defaults_for_what_is_not_asked() {
    let request =
        search_request(&params(&[("countryCode", "de"), ("postalCode", "10178")])).unwrap();
    assert_eq!(
        request,
        SearchRequest {
            origin: Origin::PostalCode {
                country: "DE".into(),
                code: "10178".into()
            },
            max_distance: DEFAULT_MAX_DISTANCE,
            unit: DistanceUnit::Km,
            limit: DEFAULT_LIMIT,
            offset: 0,
        }
    );
    let request = search_request(&params(&[
        ("latitude", " 40.7128 "),
        ("longitude", "-74.006"),
        ("maxDistance", "25.5"),
        ("distanceUnit", "mi"),
        ("limit", "200"),
        ("offset", "10"),
    ]))
    .unwrap();
    assert_eq!(
        request.origin,
        Origin::Point {
            latitude: 40.7128,
            longitude: -74.006
        }
    );
    assert_eq!(
        (
            request.max_distance,
            request.unit,
            request.limit,
            request.offset
        ),
        (25.5, DistanceUnit::Mi, 200, 10)
    );
    // A US ZIP+4 is its first five digits.
    let request = search_request(&params(&[
        ("countryCode", "US"),
        ("postalCode", "10007-1234"),
    ]))
    .unwrap();
    assert_eq!(
        request.origin,
        Origin::PostalCode {
            country: "US".into(),
            code: "10007".into()
        }
    );
}

#[test]
fn a_place_is_a_postal_code_in_a_country_or_a_point_never_both_nor_neither() {
    assert_eq!(refused(&[]), "postalCode");
    assert_eq!(refused(&[("limit", "10")]), "postalCode");
    assert_eq!(refused(&[("postalCode", " ")]), "postalCode");
    assert_eq!(
        refused(&[
            ("countryCode", "DE"),
            ("postalCode", "10178"),
            ("latitude", "52.5"),
            ("longitude", "13.4")
        ]),
        "postalCode"
    );
    assert_eq!(refused(&[("postalCode", "10178")]), "countryCode");
    assert_eq!(refused(&[("countryCode", "DE")]), "postalCode");
    assert_eq!(
        refused(&[("countryCode", "FR"), ("postalCode", "75001")]),
        "countryCode"
    );
    assert_eq!(refused(&[("latitude", "52.5")]), "longitude");
    assert_eq!(refused(&[("longitude", "13.4")]), "latitude");
}

#[test]
fn malformed_values_name_their_parameter() {
    let berlin = [("countryCode", "DE"), ("postalCode", "10178")];
    let with = |extra: (&'static str, &'static str)| {
        let mut query = berlin.to_vec();
        query.push(extra);
        refused(&query)
    };
    for code in ["1017", "101789", "1017a", "10178-1234", "abcde"] {
        assert_eq!(
            refused(&[("countryCode", "DE"), ("postalCode", code)]),
            "postalCode",
            "{code}"
        );
    }
    for bad in [("91", "13"), ("NaN", "13"), ("a", "13"), ("inf", "13")] {
        assert_eq!(
            refused(&[("latitude", bad.0), ("longitude", bad.1)]),
            "latitude"
        );
    }
    assert_eq!(
        refused(&[("latitude", "52"), ("longitude", "180.5")]),
        "longitude"
    );
    for bad in ["0", "-5", "NaN", "inf", "far"] {
        assert_eq!(with(("maxDistance", bad)), "maxDistance", "{bad}");
    }
    for bad in ["miles", "m", "kilometers"] {
        assert_eq!(with(("distanceUnit", bad)), "distanceUnit", "{bad}");
    }
    for bad in ["0", "201", "-1", "1.5", "ten"] {
        assert_eq!(with(("limit", bad)), "limit", "{bad}");
    }
    for bad in ["-1", "1.5", "x"] {
        assert_eq!(with(("offset", bad)), "offset", "{bad}");
    }
    let message = search_request(&params(&[
        ("countryCode", "DE"),
        ("postalCode", "10178"),
        ("limit", "201"),
    ]))
    .unwrap_err()
    .message;
    assert!(
        message.contains("200") && message.contains("201"),
        "{message}"
    );
}

#[test]
fn a_postal_code_is_placed_in_its_own_country() {
    let berlin = origin_point(&Origin::PostalCode {
        country: "DE".into(),
        code: "10178".into(),
    })
    .unwrap();
    let midtown = origin_point(&Origin::PostalCode {
        country: "US".into(),
        code: "10178".into(),
    })
    .unwrap();
    assert!(distance(berlin, BERLIN_MITTE, DistanceUnit::Km) < 2.0);
    assert!(distance(midtown, NEW_YORK, DistanceUnit::Km) < 10.0);
    let unknown = origin_point(&Origin::PostalCode {
        country: "DE".into(),
        code: "00000".into(),
    })
    .unwrap_err();
    assert_eq!(unknown.parameter, "postalCode");
    assert!(unknown.message.contains("Germany") && unknown.message.contains("00000"));
    assert_eq!(
        origin_point(&Origin::Point {
            latitude: 1.5,
            longitude: 2.5
        })
        .unwrap(),
        (1.5, 2.5)
    );
}

/// The point `distance_km` from `origin` on the initial bearing `bearing` (degrees).
fn destination(origin: (f64, f64), bearing: f64, distance_km: f64) -> (f64, f64) {
    let angle = distance_km / (EARTH_RADIUS_MILES * KM_PER_MILE);
    let (lat, long, bearing) = (
        origin.0.to_radians(),
        origin.1.to_radians(),
        bearing.to_radians(),
    );
    let lat2 = (lat.sin() * angle.cos() + lat.cos() * angle.sin() * bearing.cos()).asin();
    let long2 = long
        + (bearing.sin() * angle.sin() * lat.cos()).atan2(angle.cos() - lat.sin() * lat2.sin());
    let long2 = (long2.to_degrees() + 540.0).rem_euclid(360.0) - 180.0;
    (lat2.to_degrees(), long2)
}

#[test]
fn the_box_is_wide_enough_and_gives_up_on_longitudes_near_a_pole_or_the_date_line() {
    let berlin = BoundingBox::around(BERLIN_MITTE, 100.0);
    let (west, east) = berlin.longitude.unwrap();
    // 100 km is about 0.9° of latitude, and about 1.48° of longitude at 52.5°N.
    assert!(
        (berlin.max_latitude - 52.52 - 0.899).abs() < 0.01,
        "{berlin:?}"
    );
    assert!((east - 13.40 - 1.48).abs() < 0.02 && (13.40 - west - 1.48).abs() < 0.02);
    assert!(berlin.contains(POTSDAM));
    assert!(!berlin.contains(NEW_YORK));
    assert_eq!(BoundingBox::around((89.5, 0.0), 100.0).longitude, None);
    assert_eq!(BoundingBox::around((0.0, 179.9), 100.0).longitude, None);
    let everywhere = BoundingBox::around((10.0, 10.0), 25_000.0);
    assert_eq!(
        (everywhere.min_latitude, everywhere.max_latitude),
        (-90.0, 90.0)
    );
    assert!(everywhere.contains((-89.0, -170.0)));
}

proptest! {
    /// Every point within the radius is inside the box: the database never drops a store the
    /// exact distance would keep.
    #[test]
    fn every_point_within_the_radius_is_in_the_box(
        lat in -85.0f64..85.0,
        long in -180.0f64..180.0,
        radius in 0.1f64..3000.0,
        bearing in 0.0f64..360.0,
        share in 0.0f64..=1.0,
    ) {
        let point = destination((lat, long), bearing, radius * share);
        prop_assume!(distance((lat, long), point, DistanceUnit::Km) <= radius);
        let bounds = BoundingBox::around((lat, long), radius);
        prop_assert!(bounds.contains(point), "{point:?} not in {bounds:?}");
    }
}

#[test]
fn opening_hours_read_only_times_of_one_day() {
    assert_eq!(
        DayHours::parse("09:30-19:00").unwrap(),
        DayHours {
            open: "09:30".into(),
            close: "19:00".into()
        }
    );
    for bad in [
        "9:30-19:00",
        "09:30",
        "19:00-09:30",
        "10:00-10:00",
        "24:00-25:00",
        "10:60-11:00",
        "",
    ] {
        assert!(DayHours::parse(bad).is_err(), "{bad}");
    }
}

fn week(weekdays: &str, saturday: Option<&str>, sunday: Option<&str>) -> OpeningHours {
    let day = |text: &str| Some(DayHours::parse(text).unwrap());
    OpeningHours {
        monday: day(weekdays),
        tuesday: day(weekdays),
        wednesday: day(weekdays),
        thursday: day(weekdays),
        friday: day(weekdays),
        saturday: saturday.and_then(day),
        sunday: sunday.and_then(day),
    }
}

#[test]
fn store_hours_are_an_html_list_in_the_locale_with_the_country_s_clock() {
    let us = week("09:00-21:00", Some("09:00-19:00"), Some("12:00-17:30"));
    assert_eq!(
        store_hours_html(&us, "en-US", "US"),
        "<ul class=\"store-hours\"><li>Monday – Friday: 9:00 AM – 9:00 PM</li>\
         <li>Saturday: 9:00 AM – 7:00 PM</li><li>Sunday: 12:00 PM – 5:30 PM</li></ul>"
    );
    assert_eq!(
        store_hours_html(&us, "es-US", "US"),
        "<ul class=\"store-hours\"><li>Lunes – viernes: 9:00 a. m. – 9:00 p. m.</li>\
         <li>Sábado: 9:00 a. m. – 7:00 p. m.</li><li>Domingo: 12:00 p. m. – 5:30 p. m.</li></ul>"
    );
    let berlin = week("10:00-20:00", Some("10:00-20:00"), None);
    assert_eq!(
        store_hours_html(&berlin, "en-US", "DE"),
        "<ul class=\"store-hours\"><li>Monday – Saturday: 10:00 – 20:00</li><li>Sunday: Closed</li></ul>"
    );
    assert_eq!(
        store_hours_html(&berlin, "de-DE", "DE"),
        "<ul class=\"store-hours\"><li>Montag – Samstag: 10:00 – 20:00</li><li>Sonntag: Geschlossen</li></ul>"
    );
    // A day alone keeps its line; a week with no hours is closed throughout.
    let mut odd = berlin.clone();
    odd.wednesday = None;
    assert!(store_hours_html(&odd, "en-US", "DE").contains(
        "<li>Monday – Tuesday: 10:00 – 20:00</li><li>Wednesday: Closed</li><li>Thursday – Saturday: 10:00 – 20:00</li>"
    ));
    assert_eq!(
        store_hours_html(&OpeningHours::default(), "en-US", "US"),
        "<ul class=\"store-hours\"><li>Monday – Sunday: Closed</li></ul>"
    );
    assert!(odd.check().is_ok());
}

fn record(id: &str, at: (f64, f64)) -> StoreRecord {
    StoreRecord {
        id: id.into(),
        name: format!("Store {id}"),
        address1: "Hauptstraße 1".into(),
        city: "Berlin".into(),
        state_code: "BE".into(),
        postal_code: "10178".into(),
        country_code: "DE".into(),
        latitude: at.0,
        longitude: at.1,
        phone: "030 5550010".into(),
        time_zone: "Europe/Berlin".into(),
        hours: week("10:00-20:00", None, None),
    }
}

fn request(max_distance: f64, unit: DistanceUnit, limit: usize, offset: usize) -> SearchRequest {
    SearchRequest {
        origin: Origin::Point {
            latitude: BERLIN_MITTE.0,
            longitude: BERLIN_MITTE.1,
        },
        max_distance,
        unit,
        limit,
        offset,
    }
}

#[test]
fn the_search_keeps_the_stores_within_reach_nearest_first_and_pages_them() {
    let stores = vec![
        record("potsdam", POTSDAM),
        record("new-york", NEW_YORK),
        record("mitte-b", BERLIN_MITTE),
        record("mitte-a", BERLIN_MITTE),
        record("east", (52.52, 13.55)),
    ];
    let all = search(
        stores.clone(),
        BERLIN_MITTE,
        &request(100.0, DistanceUnit::Km, 10, 0),
        "en-US",
    );
    let ids: Vec<_> = all.data.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["mitte-a", "mitte-b", "east", "potsdam"]);
    assert_eq!((all.total, all.limit, all.offset), (4, 10, 0));
    assert_eq!(all.data[0].distance, Some(0.0));
    let potsdam = &all.data[3];
    assert_eq!(
        potsdam.distance,
        Some(rounded(distance(BERLIN_MITTE, POTSDAM, DistanceUnit::Km)))
    );
    assert_eq!(potsdam.distance_unit, Some(DistanceUnit::Km));
    assert_eq!(potsdam.c_time_zone, "Europe/Berlin");
    assert!(potsdam.store_hours.starts_with("<ul"));

    // In miles, the distances and the radius are miles.
    let miles = search(
        stores.clone(),
        BERLIN_MITTE,
        &request(20.0, DistanceUnit::Mi, 10, 0),
        "en-US",
    );
    assert_eq!(miles.total, 4);
    assert_eq!(
        miles.data[3].distance,
        Some(rounded(distance(BERLIN_MITTE, POTSDAM, DistanceUnit::Mi)))
    );
    assert_eq!(miles.data[3].distance_unit, Some(DistanceUnit::Mi));

    // A smaller radius leaves Potsdam out; pages split the same order.
    let near = search(
        stores.clone(),
        BERLIN_MITTE,
        &request(20.0, DistanceUnit::Km, 10, 0),
        "en-US",
    );
    assert_eq!(near.total, 3);
    let page = search(
        stores.clone(),
        BERLIN_MITTE,
        &request(100.0, DistanceUnit::Km, 2, 2),
        "en-US",
    );
    let ids: Vec<_> = page.data.iter().map(|s| s.id.as_str()).collect();
    assert_eq!((ids, page.total), (vec!["east", "potsdam"], 4));
    let past = search(
        stores,
        BERLIN_MITTE,
        &request(100.0, DistanceUnit::Km, 2, 9),
        "en-US",
    );
    assert!(past.data.is_empty());
    assert_eq!(past.total, 4);
}

fn get_params(ids: &str) -> GetStoresParams {
    GetStoresParams {
        ids: Some(ids.to_owned()),
        ..Default::default()
    }
}

#[test]
fn store_ids_are_kept_in_order_once_each_and_at_most_fifty() {
    assert_eq!(store_ids(&get_params(" b, a,,b ")).unwrap(), ["b", "a"]);
    for blank in ["", " , ,"] {
        assert_eq!(store_ids(&get_params(blank)).unwrap_err().parameter, "ids");
    }
    assert_eq!(
        store_ids(&GetStoresParams::default())
            .unwrap_err()
            .parameter,
        "ids"
    );
    let fifty: Vec<String> = (0..50).map(|i| format!("s{i}")).collect();
    assert_eq!(store_ids(&get_params(&fifty.join(","))).unwrap().len(), 50);
    let fifty_one: Vec<String> = (0..51).map(|i| format!("s{i}")).collect();
    let refused = store_ids(&get_params(&fifty_one.join(","))).unwrap_err();
    assert_eq!(refused.message, "At most 50 store ids, not 51.");
}

#[test]
fn stores_come_back_in_the_order_asked_without_a_distance_and_unknown_ones_left_out() {
    let stores = vec![record("mitte-a", BERLIN_MITTE), record("potsdam", POTSDAM)];
    let asked = [
        "potsdam".to_owned(),
        "nowhere".to_owned(),
        "mitte-a".to_owned(),
    ];
    let found = stores_in_order(&asked, stores, "en-US");
    let ids: Vec<_> = found.data.iter().map(|s| s.id.as_str()).collect();
    assert_eq!(ids, ["potsdam", "mitte-a"]);
    assert_eq!(found.total, 2);
    assert_eq!(found.data[0].distance, None);
    assert_eq!(found.data[0].distance_unit, None);
}
