use super::*;
use proptest::prelude::*;

fn product(stock_level: i64, min: i64, step: i64) -> LineProduct {
    LineProduct {
        name: "Harbor Sofa".to_owned(),
        price_cents: Some(54_799),
        stock_level,
        min_order_quantity: min,
        step_quantity: step,
        buyable: true,
        leasable: true,
    }
}

#[test]
fn quantities_follow_minimum_step_and_stock() {
    let sofa = product(5, 1, 1);
    assert_eq!(check_quantity(1, &sofa), Ok(()));
    assert_eq!(check_quantity(5, &sofa), Ok(()));
    assert_eq!(
        check_quantity(6, &sofa),
        Err(QuantityProblem::OverStock { stock_level: 5 })
    );
    assert_eq!(
        check_quantity(0, &sofa),
        Err(QuantityProblem::BelowMinimum { minimum: 1 })
    );
    let chairs = product(20, 2, 2);
    assert_eq!(check_quantity(4, &chairs), Ok(()));
    assert_eq!(
        check_quantity(3, &chairs),
        Err(QuantityProblem::NotAStep {
            minimum: 2,
            step: 2
        })
    );
    assert_eq!(
        check_quantity(1, &product(0, 1, 1)),
        Err(QuantityProblem::OutOfStock)
    );
    assert_eq!(
        check_quantity(1, &product(1, 2, 1)),
        Err(QuantityProblem::OutOfStock)
    );
    assert_eq!(
        check_quantity(100, &product(500, 1, 1)),
        Err(QuantityProblem::OverLimit)
    );
    let master = LineProduct {
        buyable: false,
        ..product(5, 1, 1)
    };
    assert_eq!(check_quantity(1, &master), Err(QuantityProblem::NotBuyable));
}

#[test]
fn the_messages_are_the_storefronts() {
    let error = QuantityProblem::OverStock { stock_level: 3 }.error("Harbor Sofa");
    assert_eq!(error.to_string(), "Only 3 left for Harbor Sofa!");
    assert_eq!(
        QuantityProblem::OutOfStock.error("x").to_string(),
        "Out of stock"
    );
}

#[test]
fn merging_adds_quantities_of_the_same_product_and_keeps_the_order() {
    let item = |id: &str, product_id: &str, quantity| StoredItem {
        id: id.to_owned(),
        product_id: product_id.to_owned(),
        quantity,
        position: 0,
    };
    let customer = [item("c1", "sofa", 1), item("c2", "lamp", 2)];
    let guest = [item("g1", "rug", 1), item("g2", "sofa", 2)];
    assert_eq!(
        merged_quantities(&customer, &guest),
        [
            ("sofa".to_owned(), 3),
            ("lamp".to_owned(), 2),
            ("rug".to_owned(), 1)
        ]
    );
}

#[test]
fn totals_count_the_available_lines_only() {
    let sofa = product(5, 1, 1);
    let gone = StoredItem {
        id: "i2".to_owned(),
        product_id: "gone".to_owned(),
        quantity: 1,
        position: 1,
    };
    let basket = StoredBasket {
        id: "b".to_owned(),
        site_id: "northwind".to_owned(),
        customer_id: "c".to_owned(),
        usid: "u".to_owned(),
        registered: false,
        currency: "USD".to_owned(),
        email: None,
        created_at_ms: 0,
        updated_at_ms: 0,
    };
    let items = [
        StoredItem {
            id: "i1".to_owned(),
            product_id: "sofa".to_owned(),
            quantity: 2,
            position: 0,
        },
        gone,
    ];
    let view = basket_view(
        &basket,
        &items,
        |id| (id == "sofa").then_some(&sofa),
        &CheckoutParts::default(),
    );
    assert_eq!(view.product_sub_total, Price(109_598));
    assert_eq!(view.product_items[0].price, Price(109_598));
    assert_eq!(view.product_items[0].base_price, Price(54_799));
    assert!(!view.product_items[1].available);
    assert_eq!(view.order_total, Price(109_598));
}

proptest! {
    #[test]
    fn the_largest_quantity_is_one_the_product_takes(
        wanted in 0i64..200, stock in 0i64..120, min in 1i64..5, step in 1i64..4
    ) {
        let p = product(stock, min, step);
        match largest_quantity(wanted, &p) {
            Some(q) => {
                prop_assert!(q <= wanted);
                prop_assert_eq!(check_quantity(q, &p), Ok(()));
                // Nothing larger and still at most `wanted` would do.
                for larger in (q + 1)..=wanted.min(MAX_QUANTITY) {
                    prop_assert!(check_quantity(larger, &p).is_err());
                }
            }
            None => {
                for q in 1..=wanted.min(MAX_QUANTITY) {
                    prop_assert!(check_quantity(q, &p).is_err());
                }
            }
        }
    }

    #[test]
    fn merging_keeps_every_unit(
        customer in proptest::collection::vec((0usize..6, 1i64..5), 0..6),
        guest in proptest::collection::vec((0usize..6, 1i64..5), 0..6),
    ) {
        let lines = |v: &[(usize, i64)]| {
            let mut seen = std::collections::BTreeMap::new();
            for (p, q) in v { seen.insert(*p, *q); }
            seen.into_iter().enumerate().map(|(i, (p, q))| StoredItem {
                id: format!("i{i}"), product_id: format!("p{p}"), quantity: q, position: i as i64,
            }).collect::<Vec<_>>()
        };
        let (c, g) = (lines(&customer), lines(&guest));
        let merged = merged_quantities(&c, &g);
        let total: i64 = merged.iter().map(|(_, q)| q).sum();
        let expected: i64 = c.iter().chain(g.iter()).map(|i| i.quantity).sum();
        prop_assert_eq!(total, expected);
        let mut ids: Vec<_> = merged.iter().map(|(id, _)| id.clone()).collect();
        ids.sort();
        ids.dedup();
        prop_assert_eq!(ids.len(), merged.len());
    }
}
