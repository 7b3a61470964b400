//! The demo catalog and the generator.

use std::collections::{HashMap, HashSet};

use super::*;
use crate::catalog::model::Kind;

fn demo() -> CatalogSeed {
    CatalogSeed::parse(DEMO_CATALOG).expect("the demo catalog seed parses")
}

#[test]
fn the_demo_has_300_products_two_levels_deep_in_both_locales() {
    let rows = generate(&demo(), None).unwrap();
    let hits = rows
        .products
        .iter()
        .filter(|p| p.kind != Kind::Variant)
        .count();
    assert!(hits >= 300, "{hits} products");
    for kind in [
        Kind::Item,
        Kind::Master,
        Kind::Variant,
        Kind::Set,
        Kind::Bundle,
    ] {
        assert!(rows.products.iter().any(|p| p.kind == kind), "no {kind:?}");
    }
    let parents: HashMap<&str, Option<&str>> = rows
        .categories
        .iter()
        .map(|c| (c.id.as_str(), c.parent_id.as_deref()))
        .collect();
    fn depth(parents: &HashMap<&str, Option<&str>>, id: &str) -> usize {
        match parents.get(id) {
            Some(Some(parent)) => 1 + depth(parents, parent),
            _ => 0,
        }
    }
    assert!(
        rows.categories.iter().any(|c| depth(&parents, &c.id) >= 3),
        "a category three levels below the root"
    );
    for p in &rows.products {
        for locale in ["en-US", "es-US"] {
            assert!(
                p.names.get(locale).is_some_and(|n| !n.is_empty()),
                "{} has no {locale} name",
                p.id
            );
        }
    }
    assert!(rows
        .products
        .iter()
        .any(|p| p.stock_level == 0 && p.kind != Kind::Master && p.kind != Kind::Set));
    assert!(rows
        .products
        .iter()
        .any(|p| (1..5).contains(&p.stock_level)));
    assert!(rows.products.iter().any(|p| p.sale_price_cents.is_some()));
    assert!(rows.products.iter().any(|p| p.is_new));
    assert!(rows.products.iter().any(|p| p.step_quantity > 1));
    assert!(rows.products.iter().any(|p| !p.tiered_prices.is_empty()));
    assert!(rows.products.iter().any(|p| !p.promotion_ids.is_empty()));
}

#[test]
fn ids_are_unique_and_a_product_is_the_same_in_every_catalog_size() {
    let seed = demo();
    let small = generate(&seed, Some(50)).unwrap();
    let large = generate(&seed, Some(2_000)).unwrap();
    let mut ids = HashSet::new();
    for p in &large.products {
        assert!(ids.insert(p.id.clone()), "duplicate id {}", p.id);
    }
    let hits = large
        .products
        .iter()
        .filter(|p| p.kind != Kind::Variant)
        .count();
    assert_eq!(hits, 2_000);
    for p in &small.products {
        let same = large.products.iter().find(|q| q.id == p.id).unwrap();
        assert_eq!(
            (same.list_price_cents, same.stock_level, &same.names),
            (p.list_price_cents, p.stock_level, &p.names)
        );
    }
    assert!(large
        .products
        .iter()
        .any(|p| p.names["en-US"].ends_with("Series 2")));
}

#[test]
fn prices_end_in_99_cents_and_sales_are_below_list() {
    for p in generate(&demo(), None).unwrap().products {
        if let Some(list) = p.list_price_cents {
            assert_eq!(list % 100, 99, "{}", p.id);
            if let Some(sale) = p.sale_price_cents {
                assert!(sale < list, "{}", p.id);
            }
        }
    }
}
