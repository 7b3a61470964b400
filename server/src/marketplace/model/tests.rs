use proptest::prelude::*;
use serde_json::json;

use super::*;

fn record(id: &str, custom: Value) -> RetailerRecord {
    RetailerRecord {
        id: id.to_owned(),
        name: id.to_uppercase(),
        custom: custom.as_object().unwrap().clone(),
    }
}

fn retailer(id: &str, custom: Value) -> Retailer {
    Retailer::read(&record(id, custom), "northwind")
}

fn entry(id: &str, enable: bool) -> CategoryEntry {
    CategoryEntry {
        id: id.to_owned(),
        url: format!("/marketplace?category={id}"),
        display_name: id.to_owned(),
        display_name_en: Some(format!("{id} (en)")),
        display_name_es: Some(format!("{id} (es)")),
        enable,
    }
}

/// San Antonio, TX.
const SAN_ANTONIO: (f64, f64) = (29.4241, -98.4936);

fn located(point: (f64, f64), state: &str) -> Shopper {
    Shopper {
        point: Some(point),
        state: Some(state.to_owned()),
        ..Shopper::default()
    }
}

#[test]
fn category_entries_are_type_and_order_the_order_an_integer_or_none() {
    let custom = json!({"c_marketplaceCategory": ["furniture:2", " featured : 1 ", "tires", "jewelry:abc", ":3", "", "tv:1.5"]});
    assert_eq!(
        category_entries(custom.as_object().unwrap()),
        vec![
            ("furniture".to_owned(), Some(2)),
            ("featured".to_owned(), Some(1)),
            ("tires".to_owned(), None),
            ("jewelry".to_owned(), None),
            ("tv".to_owned(), None),
        ]
    );
    let text = json!({"c_marketplaceCategory": "furniture:1,appliances:4"});
    assert_eq!(category_entries(text.as_object().unwrap()).len(), 2);
    assert!(category_entries(json!({}).as_object().unwrap()).is_empty());
}

#[test]
fn coordinates_and_radius_are_read_as_floats_or_nothing() {
    let r = retailer(
        "a",
        json!({"c_latitude": " 29.4241 ", "c_longitude": -98.4936, "c_radius": "sixty", "c_integrated": "true",
               "c_excludedStates": "tx, ca", "c_northwind_partner_url": "https://a.example/x?y=1",
               "c_tileImages": ["/t.svg", "/u.svg"], "c_icon": "/i.svg", "c_desktopLocationGuid": "g-1"}),
    );
    assert_eq!(r.latitude, Some(29.4241));
    assert_eq!(r.longitude, Some(-98.4936));
    assert_eq!(r.radius, None);
    assert!(r.integrated);
    assert_eq!(r.excluded_states, ["TX", "CA"]);
    assert_eq!(r.partner_url.as_deref(), Some("https://a.example/x?y=1"));
    assert_eq!(r.location_guid.as_deref(), Some("g-1"));
    let nan = retailer("b", json!({"c_latitude": "NaN", "c_radius": "inf"}));
    assert_eq!((nan.latitude, nan.radius), (None, None));
    // The partner URL's attribute is named after the brand.
    let other_brand = Retailer::read(
        &record("c", json!({"c_acme_partner_url": "https://c.example"})),
        "acme",
    );
    assert_eq!(
        other_brand.partner_url.as_deref(),
        Some("https://c.example")
    );
}

#[test]
fn a_retailer_with_a_radius_needs_the_shopper_inside_it_and_not_in_an_excluded_state() {
    let local = retailer(
        "local",
        json!({"c_latitude": "29.4241", "c_longitude": "-98.4936", "c_radius": "60", "c_excludedStates": ["OK"], "c_integrated": true}),
    );
    assert!(local.visible_to(&located(SAN_ANTONIO, "TX")));
    // Austin is about 74 miles away.
    assert!(!local.visible_to(&located((30.2672, -97.7431), "TX")));
    // Inside the radius, but in an excluded state.
    assert!(!local.visible_to(&located(SAN_ANTONIO, "OK")));
    // Without a known location: never.
    assert!(!local.visible_to(&Shopper::default()));
    // A radius without a centre cannot be placed: not shown.
    let nowhere = retailer("nowhere", json!({"c_radius": "50"}));
    assert!(!nowhere.visible_to(&located(SAN_ANTONIO, "TX")));
}

#[test]
fn a_retailer_without_a_radius_shows_everywhere_but_its_excluded_states() {
    let national = retailer(
        "national",
        json!({"c_excludedStates": ["CA"], "c_integrated": true}),
    );
    assert!(national.visible_to(&Shopper::default()));
    assert!(national.visible_to(&located(SAN_ANTONIO, "TX")));
    assert!(!national.visible_to(&located((34.05, -118.24), "ca")));
}

#[test]
fn a_referral_shows_integrated_retailers_only() {
    let app_only = retailer("app", json!({"c_integrated": false}));
    let web = retailer("web", json!({"c_integrated": true}));
    let referred = Shopper {
        referral: true,
        ..Shopper::default()
    };
    assert!(!app_only.visible_to(&referred));
    assert!(web.visible_to(&referred));
    assert!(app_only.visible_to(&Shopper::default()));
}

fn demo_like() -> Vec<Retailer> {
    vec![
        retailer(
            "b-sofa",
            json!({"c_marketplaceCategory": ["furniture:2", "featured:1"], "c_integrated": true}),
        ),
        retailer(
            "a-sofa",
            json!({"c_marketplaceCategory": ["furniture:2"], "c_integrated": true}),
        ),
        retailer(
            "first",
            json!({"c_marketplaceCategory": ["furniture:1"], "c_integrated": true}),
        ),
        retailer(
            "unordered",
            json!({"c_marketplaceCategory": ["furniture"], "c_integrated": true}),
        ),
        retailer(
            "app",
            json!({"c_marketplaceCategory": ["appliances:1"], "c_integrated": false}),
        ),
        retailer(
            "ring",
            json!({"c_marketplaceCategory": ["jewelry:1"], "c_integrated": true}),
        ),
        retailer(
            "local",
            json!({"c_marketplaceCategory": ["appliances:2"], "c_integrated": true,
            "c_latitude": "29.4241", "c_longitude": "-98.4936", "c_radius": "60"}),
        ),
    ]
}

fn ids(category: &MarketplaceCategory) -> Vec<&str> {
    category.retailers.iter().map(|r| r.id.as_str()).collect()
}

#[test]
fn categories_follow_the_enabled_preference_entries_with_their_retailers_in_order() {
    let entries = [
        entry("furniture", true),
        entry("appliances", true),
        entry("jewelry", false),
        entry("mattresses", true),
    ];
    let (categories, total) = marketplace(&entries, &demo_like(), &Shopper::default(), "en-US");
    let names: Vec<(&str, &str)> = categories
        .iter()
        .map(|c| (c.id.as_str(), c.name.as_str()))
        .collect();
    // Jewelry is disabled, mattresses has nobody: neither is shown. No featured without asking.
    assert_eq!(
        names,
        [
            ("furniture", "furniture (en)"),
            ("appliances", "appliances (en)"),
            ("mobile-app-only-retailers", "Mobile App Only Retailers")
        ]
    );
    assert_eq!(
        ids(&categories[0]),
        ["first", "a-sofa", "b-sofa", "unordered"]
    );
    assert_eq!(categories[0].retailers[3].marketplace_sorting, None);
    assert_eq!(categories[0].retailers[0].marketplace_sorting, Some(1));
    // The local retailer needs a location.
    assert_eq!(ids(&categories[1]), ["app"]);
    assert_eq!(ids(&categories[2]), ["app"]);
    assert_eq!(total, 5);
}

#[test]
fn featured_only_when_asked_and_spanish_names_in_spanish() {
    let entries = [entry("furniture", true), entry("appliances", true)];
    let shopper = Shopper {
        featured: true,
        ..located(SAN_ANTONIO, "TX")
    };
    let (categories, total) = marketplace(&entries, &demo_like(), &shopper, "es-US");
    assert_eq!(categories[0].id, "featured");
    assert_eq!(categories[0].name, "Destacados");
    assert_eq!(ids(&categories[0]), ["b-sofa"]);
    assert_eq!(categories[1].name, "furniture (es)");
    assert_eq!(ids(&categories[2]), ["app", "local"]);
    assert_eq!(
        categories.last().unwrap().name,
        "Minoristas solo con aplicación móvil"
    );
    assert_eq!(categories[2].retailers[1].distance, Some(0.0));
    assert_eq!(total, 6);
}

#[test]
fn with_a_referral_there_is_no_mobile_app_only_category() {
    let entries = [entry("furniture", true), entry("appliances", true)];
    let referred = Shopper {
        referral: true,
        ..Shopper::default()
    };
    let (categories, _) = marketplace(&entries, &demo_like(), &referred, "en-US");
    assert!(categories.iter().all(|c| c.id != MOBILE_APP_ONLY));
    assert!(categories
        .iter()
        .flat_map(|c| &c.retailers)
        .all(|r| r.integrated));
}

#[test]
fn an_item_links_its_marketplace_page_and_names_its_partner_site() {
    let r = retailer(
        "ashford",
        json!({"c_marketplaceCategory": ["featured:1", "furniture:3"], "c_integrated": true,
        "c_northwind_partner_url": "https://ashford.example/northwind?x=1", "c_icon": "/i.svg", "c_tileImages": ["/t.svg"]}),
    );
    let shopper = Shopper {
        featured: true,
        ..Shopper::default()
    };
    let (categories, _) = marketplace(&[entry("furniture", true)], &[r], &shopper, "en-US");
    let featured = &categories[0].retailers[0];
    assert_eq!(
        featured.url,
        "/marketplace?category=furniture&retailer=ashford"
    );
    assert_eq!(
        featured.base_url.as_deref(),
        Some("https://ashford.example")
    );
    assert_eq!(featured.marketplace_categories, ["featured", "furniture"]);
    assert_eq!(
        (featured.image.as_deref(), featured.banner_image.as_deref()),
        (Some("/i.svg"), Some("/t.svg"))
    );
    assert_eq!(categories[1].retailers[0].marketplace_sorting, Some(3));
}

fn arb_retailer() -> impl Strategy<Value = Retailer> {
    (
        0u32..1000,
        proptest::option::of(1u8..120),
        any::<bool>(),
        prop::collection::vec(prop::sample::select(vec!["TX", "CA", "OK", "FL"]), 0..3),
        prop::collection::vec((prop::sample::select(vec!["furniture", "appliances", "featured", "jewelry"]), proptest::option::of(0i64..9)), 1..4),
        (25.0f64..40.0, -110.0f64..-80.0),
    )
        .prop_map(|(n, radius, integrated, excluded, kinds, (lat, long))| {
            let mut custom = json!({
                "c_integrated": integrated,
                "c_excludedStates": excluded,
                "c_marketplaceCategory": kinds.iter().map(|(k, o)| match o { Some(o) => format!("{k}:{o}"), None => k.to_string() }).collect::<Vec<_>>(),
            });
            if let Some(radius) = radius {
                custom["c_radius"] = json!(radius.to_string());
                custom["c_latitude"] = json!(lat.to_string());
                custom["c_longitude"] = json!(long.to_string());
            }
            retailer(&format!("r{n}"), custom)
        })
}

fn arb_shopper() -> impl Strategy<Value = Shopper> {
    (
        proptest::option::of((25.0f64..40.0, -110.0f64..-80.0)),
        prop::sample::select(vec!["TX", "CA", "OK", "FL", "GA"]),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(point, state, featured, referral)| Shopper {
            state: point.map(|_| state.to_owned()),
            point,
            featured,
            referral,
        })
}

proptest! {
    /// What a shopper sees follows the rules, whatever the data.
    #[test]
    fn the_marketplace_shows_what_the_rules_admit_and_nothing_else(
        // Ids are unique, as the table's key makes them.
        retailers in prop::collection::vec(arb_retailer(), 0..12).prop_map(|mut retailers| {
            for (i, r) in retailers.iter_mut().enumerate() {
                r.id = format!("r{i}");
            }
            retailers
        }),
        shopper in arb_shopper(),
    ) {
        let entries = [entry("furniture", true), entry("appliances", true), entry("jewelry", false)];
        let (categories, total) = marketplace(&entries, &retailers, &shopper, "en-US");
        let mut seen = std::collections::BTreeSet::new();
        for category in &categories {
            prop_assert!(!category.retailers.is_empty());
            for item in &category.retailers {
                let r = retailers.iter().find(|r| r.id == item.id).unwrap();
                seen.insert(item.id.clone());
                // Radius: inside, and never in an excluded state.
                if let Some(radius) = r.radius {
                    let (point, centre) = (shopper.point.unwrap(), (r.latitude.unwrap(), r.longitude.unwrap()));
                    prop_assert!(distance_miles(point, centre) <= radius);
                }
                if let Some(state) = &shopper.state {
                    prop_assert!(!r.excluded_states.contains(state));
                }
                if shopper.referral { prop_assert!(r.integrated); }
                match category.id.as_str() {
                    MOBILE_APP_ONLY => prop_assert!(!r.integrated && !shopper.referral),
                    kind => {
                        prop_assert!(r.categories.iter().any(|(k, _)| k == kind));
                        prop_assert!(kind != "jewelry");
                        prop_assert!(kind != FEATURED || shopper.featured);
                    }
                }
            }
            // In order: sort orders rise, those without one last.
            if category.id != MOBILE_APP_ONLY {
                let orders: Vec<Option<i64>> = category.retailers.iter().map(|r| r.marketplace_sorting).collect();
                let key = |o: &Option<i64>| (o.is_none(), o.unwrap_or(0));
                prop_assert!(orders.windows(2).all(|w| key(&w[0]) <= key(&w[1])), "{orders:?}");
            }
        }
        prop_assert_eq!(total, seen.len());
        // And everything the rules admit under an enabled category is shown there.
        for r in retailers.iter().filter(|r| r.visible_to(&shopper)) {
            for (kind, _) in &r.categories {
                if kind == "furniture" || kind == "appliances" || (kind == FEATURED && shopper.featured) {
                    let category = categories.iter().find(|c| &c.id == kind).unwrap();
                    prop_assert!(category.retailers.iter().any(|i| i.id == r.id));
                }
            }
        }
    }
}
