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

fn line(id: &str, product_id: &str, quantity: i64, position: i64) -> StoredItem {
    StoredItem {
        id: id.to_owned(),
        product_id: product_id.to_owned(),
        quantity,
        position,
    }
}

fn input(product_id: &str, quantity: i64) -> ItemInput {
    ItemInput {
        product_id: product_id.to_owned(),
        quantity,
    }
}

#[test]
fn adding_a_product_in_the_basket_adds_to_its_line_and_a_new_one_goes_last() {
    let products = std::collections::HashMap::from([
        ("sofa".to_owned(), product(5, 1, 1)),
        ("lamp".to_owned(), product(9, 1, 1)),
    ]);
    let lines = vec![line("l1", "sofa", 2, 0), line("l2", "rug", 1, 3)];
    let (after, writes) = add_lines(
        lines,
        &[input("sofa", 1), input("lamp", 2)],
        &products,
        || "new".to_owned(),
    )
    .unwrap();
    assert_eq!(
        after,
        vec![
            line("l1", "sofa", 3, 0),
            line("l2", "rug", 1, 3),
            line("new", "lamp", 2, 4)
        ]
    );
    assert_eq!(
        writes,
        vec![
            LineWrite::SetQuantity {
                item_id: "l1".to_owned(),
                quantity: 3
            },
            LineWrite::Insert(line("new", "lamp", 2, 4)),
        ]
    );
}

#[test]
fn an_added_quantity_the_product_does_not_take_writes_nothing() {
    let products = std::collections::HashMap::from([("sofa".to_owned(), product(5, 1, 1))]);
    let lines = vec![line("l1", "sofa", 4, 0)];
    let error = add_lines(lines.clone(), &[input("sofa", 2)], &products, || {
        "new".to_owned()
    })
    .unwrap_err();
    assert_eq!(error.to_string(), "Only 5 left for Harbor Sofa!");
    let unknown = add_lines(lines, &[input("gone", 1)], &products, || "new".to_owned());
    assert_eq!(
        unknown.unwrap_err().to_string(),
        "No product 'gone' is sold online."
    );
    let full: Vec<StoredItem> = (0..MAX_LINES)
        .map(|n| line(&format!("l{n}"), &format!("p{n}"), 1, n as i64))
        .collect();
    let products = std::collections::HashMap::from([("lamp".to_owned(), product(9, 1, 1))]);
    let error = add_lines(full, &[input("lamp", 1)], &products, || "new".to_owned());
    assert_eq!(
        error.unwrap_err().to_string(),
        "A basket holds at most 50 different products."
    );
}

#[test]
fn changing_a_line_sets_its_quantity_and_zero_removes_it() {
    let products = std::collections::HashMap::from([("sofa".to_owned(), product(5, 1, 1))]);
    let lines = vec![line("l1", "sofa", 1, 0), line("l2", "rug", 1, 1)];
    let (after, write) = change_line(lines.clone(), "l1", 3, &products)
        .unwrap()
        .unwrap();
    assert_eq!(after[0], line("l1", "sofa", 3, 0));
    assert_eq!(
        write,
        LineWrite::SetQuantity {
            item_id: "l1".to_owned(),
            quantity: 3
        }
    );
    // The rug is no longer online: it can still be removed, not changed.
    let (after, write) = change_line(lines.clone(), "l2", 0, &products)
        .unwrap()
        .unwrap();
    assert_eq!(after, vec![line("l1", "sofa", 1, 0)]);
    assert_eq!(
        write,
        LineWrite::Delete {
            item_id: "l2".to_owned()
        }
    );
    assert!(change_line(lines.clone(), "l2", 2, &products).is_err());
    assert!(change_line(lines.clone(), "l1", 6, &products).is_err());
    assert_eq!(change_line(lines, "gone", 1, &products).unwrap(), None);
}
