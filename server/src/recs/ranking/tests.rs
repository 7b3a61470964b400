use serde_json::json;

use super::*;

fn row(id: &str, kind: Kind, category: &str, brand: &str, price: i64, stock: i64) -> CatalogRow {
    CatalogRow {
        id: id.to_owned(),
        kind,
        master_id: None,
        brand: Some(brand.to_owned()),
        category_id: category.to_owned(),
        list_price_cents: Some(price),
        sale_price_cents: None,
        stock_level: stock,
        min_order_quantity: 1,
        online: true,
        art: "sofa".to_owned(),
        variation: json!({"tint": "#AABBCC"}).as_object().unwrap().clone(),
        position: 0,
    }
}

/// Sofas a–e (a the anchor: Brand X, $1,000), a recliner r, a set s of a and r, a master m
/// with a gray variant, an offline sofa and one out of stock.
fn catalog() -> CatalogIndex {
    let mut products = vec![
        row("a", Kind::Item, "sofas", "X", 100_000, 5),
        row("b", Kind::Item, "sofas", "Y", 300_000, 5),
        row("c", Kind::Item, "sofas", "X", 110_000, 5),
        row("d", Kind::Item, "sofas", "Y", 95_000, 5),
        row("e", Kind::Item, "sofas", "X", 400_000, 5),
        row("off", Kind::Item, "sofas", "X", 100_000, 5),
        row("gone", Kind::Item, "sofas", "X", 100_000, 0),
        row("r", Kind::Item, "recliners", "X", 50_000, 5),
        row("s", Kind::Set, "living-room-sets", "X", 0, 0),
        row("m", Kind::Master, "recliners", "Z", 0, 0),
        row("m-gray", Kind::Variant, "recliners", "Z", 60_000, 3),
    ];
    for (position, p) in products.iter_mut().enumerate() {
        p.position = position as i64;
    }
    products[5].online = false;
    products[8].list_price_cents = None;
    products[9].list_price_cents = None;
    products[9].variation = json!({"color": ["gray"]}).as_object().unwrap().clone();
    products[10].master_id = Some("m".to_owned());
    products[10].variation = json!({"color": "gray", "tint": "#808080"})
        .as_object()
        .unwrap()
        .clone();
    CatalogIndex::build(CatalogRows {
        products,
        names: vec![
            ("a".into(), "en-US".into(), "Sofa A".into()),
            ("a".into(), "es-US".into(), "Sofá A".into()),
        ],
        set_members: vec![("s".into(), "a".into()), ("s".into(), "r".into())],
        swatches: [("gray".to_owned(), "#777777".to_owned())].into(),
        categories: vec![
            ("root".into(), None),
            ("furniture".into(), Some("root".into())),
            ("sofas".into(), Some("furniture".into())),
            ("recliners".into(), Some("furniture".into())),
            ("living-room-sets".into(), Some("furniture".into())),
        ],
    })
}

fn ids(catalog: &CatalogIndex, list: &[usize]) -> Vec<String> {
    list.iter()
        .map(|i| catalog.products[*i].id.clone())
        .collect()
}

fn ask(catalog: &CatalogIndex, anchors: &[&str]) -> Ask {
    Ask {
        anchors: anchors.iter().map(|a| catalog.owner(a).unwrap()).collect(),
        limit: 10,
        ..Ask::default()
    }
}

fn view(visitor: &str, at_ms: i64, id: &str) -> VisitorEvent {
    VisitorEvent {
        visitor: visitor.to_owned(),
        at_ms,
        kind: ActivityKind::ViewProduct,
        products: vec![(id.to_owned(), 1, 0)],
    }
}

#[test]
fn the_catalog_keeps_only_what_can_be_bought() {
    let c = catalog();
    let recommendable: Vec<&str> = c
        .products
        .iter()
        .filter(|p| p.recommendable)
        .map(|p| p.id.as_str())
        .collect();
    assert_eq!(recommendable, ["a", "b", "c", "d", "e", "r", "s", "m"]);
    // A variant stands for its master; a master's price is its cheapest variant's.
    assert_eq!(c.owner("m-gray"), c.owner("m"));
    assert_eq!(c.products[c.owner("m").unwrap()].price_cents, Some(60_000));
    // Images as the catalog draws them: an item's tint, a master's first colour's swatch, a
    // set's first member's.
    assert_eq!(c.products[0].image_url, "/images/catalog/sofa/aabbcc.svg");
    assert_eq!(c.products[9].image_url, "/images/catalog/sofa/777777.svg");
    assert_eq!(c.products[8].image_url, "/images/catalog/sofa/aabbcc.svg");
    assert_eq!(c.name(0, "es-US", "en-US"), "Sofá A");
    assert_eq!(c.name(0, "fr-FR", "en-US"), "Sofa A");
}

#[test]
fn similar_items_share_brand_colour_and_price() {
    let c = catalog();
    let out = recommend(
        Recommender::SimilarItems,
        &c,
        &Signals::default(),
        &ask(&c, &["a"]),
    );
    // c: same brand, close price (5); e: same brand (3); d: close price (2); b: nothing.
    assert_eq!(ids(&c, &out), ["c", "e", "d", "b"]);
}

#[test]
fn visits_split_after_half_an_hour() {
    let c = catalog();
    let events = [
        view("v1", 0, "a"),
        view("v1", 60_000, "b"),
        view("v1", 60_000 + SESSION_GAP_MS + 1, "c"),
        view("v2", 0, "m-gray"),
    ];
    let visits = sessions(&c, &events);
    assert_eq!(visits.len(), 3);
    assert_eq!(
        ids(&c, &visits[0].iter().map(|s| s.0).collect::<Vec<_>>()),
        ["a", "b"]
    );
    assert_eq!(
        ids(&c, &visits[2].iter().map(|s| s.0).collect::<Vec<_>>()),
        ["m"]
    );
}

#[test]
fn product_to_product_follows_shared_visits_then_similar_items() {
    let c = catalog();
    let mut events = Vec::new();
    // a with r in three visits, with b in one (carted: two points), with d in one.
    for (n, other) in ["r", "r", "r", "d"].iter().enumerate() {
        events.push(view(&format!("v{n}"), 0, "a"));
        events.push(view(&format!("v{n}"), 1_000, other));
    }
    events.push(view("vb", 0, "a"));
    events.push(VisitorEvent {
        kind: ActivityKind::AddToCart,
        ..view("vb", 1_000, "b")
    });
    let signals = train(&c, &events, &[]);
    let out = recommend(
        Recommender::ProductToProduct,
        &c,
        &signals,
        &ask(&c, &["a"]),
    );
    // r (3), b (2), d (1), then the similar items not yet there: c, e.
    assert_eq!(ids(&c, &out), ["r", "b", "d", "c", "e"]);
    // No signal at all: the similar items.
    let none = recommend(
        Recommender::ProductToProduct,
        &c,
        &Signals::default(),
        &ask(&c, &["a"]),
    );
    assert_eq!(ids(&c, &none), ["c", "e", "d", "b"]);
}

#[test]
fn complete_the_set_answers_the_other_members_then_the_set() {
    let c = catalog();
    let out = recommend(
        Recommender::CompleteTheSet,
        &c,
        &Signals::default(),
        &ask(&c, &["a"]),
    );
    assert_eq!(ids(&c, &out), ["r", "s"]);
    let of_set = recommend(
        Recommender::CompleteTheSet,
        &c,
        &Signals::default(),
        &ask(&c, &["s"]),
    );
    assert_eq!(ids(&c, &of_set), ["a", "r"]);
}

#[test]
fn top_revenue_is_orders_first_then_basket_value_within_the_category() {
    let c = catalog();
    let events = [VisitorEvent {
        kind: ActivityKind::AddToCart,
        products: vec![("d".to_owned(), 1, 95_000), ("r".to_owned(), 2, 50_000)],
        ..view("v", 0, "x")
    }];
    let orders = [
        ("b".to_owned(), 1, 300_000),
        ("m-gray".to_owned(), 1, 60_000),
        ("b".to_owned(), 1, 300_000),
    ];
    let signals = train(&c, &events, &orders);
    let all = recommend(
        Recommender::TopRevenueForCategory,
        &c,
        &signals,
        &Ask {
            limit: 10,
            ..Ask::default()
        },
    );
    assert_eq!(ids(&c, &all), ["b", "m", "r", "d"]);
    let sofas = Ask {
        category_id: Some("sofas".to_owned()),
        limit: 10,
        ..Ask::default()
    };
    assert_eq!(
        ids(
            &c,
            &recommend(Recommender::TopRevenueForCategory, &c, &signals, &sofas)
        ),
        ["b", "d"]
    );
    let furniture = Ask {
        category_id: Some("furniture".to_owned()),
        limit: 2,
        ..Ask::default()
    };
    assert_eq!(
        ids(
            &c,
            &recommend(Recommender::TopRevenueForCategory, &c, &signals, &furniture)
        ),
        ["b", "m"]
    );
}

#[test]
fn all_categories_take_turns_most_viewed_first() {
    let c = catalog();
    let events = [
        view("v", 0, "d"),
        view("v", 1, "d"),
        view("w", 0, "r"),
        view("w", 1, "e"),
    ];
    let signals = train(&c, &events, &[]);
    let out = recommend(
        Recommender::ProductsInAllCategories,
        &c,
        &signals,
        &Ask {
            limit: 5,
            ..Ask::default()
        },
    );
    // Sofas (d: 2 views) before recliners (r: 1) before sets: then the second of each.
    assert_eq!(ids(&c, &out), ["d", "r", "s", "e", "m"]);
}

#[test]
fn viewed_recently_is_distinct_and_skips_anchors_and_what_cannot_be_bought() {
    let c = catalog();
    let recent = ["c", "a", "off", "c", "m-gray", "gone", "b"]
        .iter()
        .map(|id| c.owner(id).unwrap())
        .collect();
    let a = Ask {
        recent,
        ..ask(&c, &["a"])
    };
    let out = recommend(Recommender::ViewedRecently, &c, &Signals::default(), &a);
    assert_eq!(ids(&c, &out), ["c", "m", "b"]);
}
