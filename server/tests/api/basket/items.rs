//! What a basket holds: lines filled, changed and emptied, the quantities a product takes, an
//! item no longer sold online, and the product added read as it is now.

use serde_json::json;

use super::{lines, LAST_NAVY_SOFA, SOLD_OUT_SOFA};
use crate::both_databases;
use crate::helpers::{add_to_basket, basket_uri, create_basket, s, TestApp, CHARCOAL_SOFA};

async fn a_shopper_fills_changes_and_empties_a_basket(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let basket = create_basket(app, token).await;
    let id = s(&basket["basketId"]).to_owned();
    assert_eq!(basket["currency"], "USD");
    assert_eq!(basket["productItems"], json!([]));
    assert_eq!(basket["customerInfo"]["customerId"], guest["customer_id"]);
    assert_eq!(basket["productSubTotal"], json!(0.0));

    let two = add_to_basket(app, token, &id, CHARCOAL_SOFA, 2).await;
    assert_eq!(two.status, 200, "{}", two.text());
    let item = &two.json()["productItems"][0];
    assert_eq!(item["productName"], "Harbor Reclining Sofa");
    assert_eq!(item["basePrice"], json!(547.99));
    assert_eq!(item["price"], json!(1095.98));
    assert_eq!(item["c_available"], true);

    // The same product again is the same line, more of it.
    let three = add_to_basket(app, token, &id, CHARCOAL_SOFA, 1)
        .await
        .json();
    assert_eq!(lines(&three), [(CHARCOAL_SOFA.to_owned(), 3)]);
    let item_id = s(&three["productItems"][0]["itemId"]).to_owned();

    let one = app
        .call_as(
            "PATCH",
            &basket_uri(&id, &format!("/items/{item_id}")),
            token,
            Some(json!({"quantity": 1})),
        )
        .await;
    assert_eq!(one.status, 200, "{}", one.text());
    let both = add_to_basket(app, token, &id, LAST_NAVY_SOFA, 1)
        .await
        .json();
    assert_eq!(
        lines(&both),
        [
            (CHARCOAL_SOFA.to_owned(), 1),
            (LAST_NAVY_SOFA.to_owned(), 1)
        ]
    );
    assert_eq!(both["productSubTotal"], json!(1753.98));
    assert_eq!(both["orderTotal"], json!(1753.98));

    let removed = app
        .call_as(
            "DELETE",
            &basket_uri(&id, &format!("/items/{item_id}")),
            token,
            None,
        )
        .await;
    assert_eq!(removed.status, 200, "{}", removed.text());
    assert_eq!(lines(&removed.json()), [(LAST_NAVY_SOFA.to_owned(), 1)]);
    // Quantity 0 removes too.
    let navy = s(&removed.json()["productItems"][0]["itemId"]).to_owned();
    let empty = app
        .call_as(
            "PATCH",
            &basket_uri(&id, &format!("/items/{navy}")),
            token,
            Some(json!({"quantity": 0})),
        )
        .await;
    assert_eq!(lines(&empty.json()), []);

    let got = app.call_as("GET", &basket_uri(&id, ""), token, None).await;
    assert_eq!(got.status, 200);
    assert_eq!(
        app.call_as("DELETE", &basket_uri(&id, ""), token, None)
            .await
            .status,
        204
    );
    assert_eq!(
        app.call_as("GET", &basket_uri(&id, ""), token, None)
            .await
            .status,
        404
    );
}
both_databases!(a_shopper_fills_changes_and_empties_a_basket);

async fn quantities_a_product_does_not_take_are_refused_in_the_storefronts_words(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create_basket(app, token).await["basketId"]).to_owned();
    assert_eq!(
        add_to_basket(app, token, &id, LAST_NAVY_SOFA, 1)
            .await
            .status,
        200
    );

    let over = add_to_basket(app, token, &id, LAST_NAVY_SOFA, 1).await;
    assert_eq!(over.status, 400);
    assert_eq!(
        over.json()["message"],
        "Only 1 left for Brenton Tufted Sofa!",
        "{}",
        over.text()
    );
    assert_eq!(over.json()["parameter"], "quantity");
    assert_eq!(over.json()["reason"], "over_stock");

    let sold_out = add_to_basket(app, token, &id, SOLD_OUT_SOFA, 1).await;
    assert_eq!(
        (sold_out.status.as_u16(), sold_out.json()["message"].clone()),
        (400, json!("Out of stock"))
    );
    // A master is chosen from, not bought.
    let master = add_to_basket(app, token, &id, "sofas-001", 1).await;
    assert_eq!(
        (master.status.as_u16(), master.json()["reason"].clone()),
        (400, json!("not_buyable"))
    );
    let unknown = add_to_basket(app, token, &id, "no-such-product", 1).await;
    assert_eq!(
        (unknown.status.as_u16(), unknown.json()["parameter"].clone()),
        (400, json!("productId"))
    );
    let zero = add_to_basket(app, token, &id, CHARCOAL_SOFA, 0).await;
    assert_eq!(
        (zero.status.as_u16(), zero.json()["parameter"].clone()),
        (400, json!("quantity"))
    );
    let too_many = add_to_basket(app, token, &id, CHARCOAL_SOFA, 100).await;
    assert_eq!(
        (too_many.status.as_u16(), too_many.json()["reason"].clone()),
        (400, json!("over_limit"))
    );
    let item = s(&app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json()["productItems"][0]["itemId"])
    .to_owned();
    let negative = app
        .call_as(
            "PATCH",
            &basket_uri(&id, &format!("/items/{item}")),
            token,
            Some(json!({"quantity": -1})),
        )
        .await;
    assert_eq!(negative.status, 400);
    let unknown_line = app
        .call_as(
            "PATCH",
            &basket_uri(&id, "/items/nope"),
            token,
            Some(json!({"quantity": 1})),
        )
        .await;
    assert_eq!(unknown_line.status, 404);

    // Nothing refused changed the basket.
    let basket = app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json();
    assert_eq!(lines(&basket), [(LAST_NAVY_SOFA.to_owned(), 1)]);
}
both_databases!(quantities_a_product_does_not_take_are_refused_in_the_storefronts_words);

async fn an_item_no_longer_sold_online_counts_for_nothing(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create_basket(app, token).await["basketId"]).to_owned();
    add_to_basket(app, token, &id, CHARCOAL_SOFA, 1).await;
    add_to_basket(app, token, &id, LAST_NAVY_SOFA, 1).await;
    sqlx::query("UPDATE catalog_products SET online = 0 WHERE id = $1")
        .bind(LAST_NAVY_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let basket = app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json();
    assert_eq!(basket["productItems"][1]["c_available"], false);
    assert_eq!(basket["productSubTotal"], json!(547.99));
    // Its line can still be removed.
    let line = s(&basket["productItems"][1]["itemId"]).to_owned();
    let removed = app
        .call_as(
            "DELETE",
            &basket_uri(&id, &format!("/items/{line}")),
            token,
            None,
        )
        .await;
    assert_eq!(lines(&removed.json()), [(CHARCOAL_SOFA.to_owned(), 1)]);
}
both_databases!(an_item_no_longer_sold_online_counts_for_nothing);

/// A change's answer may state its other lines as the catalog said them a second ago, but the
/// product a shopper adds is read as it is now: its stock decides.
async fn the_product_added_is_read_as_it_is_now(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create_basket(app, token).await["basketId"]).to_owned();
    assert_eq!(
        add_to_basket(app, token, &id, CHARCOAL_SOFA, 1)
            .await
            .status,
        200
    );
    // The sofa is now one of the other lines of this answer.
    assert_eq!(
        add_to_basket(app, token, &id, LAST_NAVY_SOFA, 1)
            .await
            .status,
        200
    );
    sqlx::query("UPDATE catalog_products SET stock_level = 1 WHERE id = $1")
        .bind(CHARCOAL_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let over = add_to_basket(app, token, &id, CHARCOAL_SOFA, 1).await;
    assert_eq!(over.status, 400, "{}", over.text());
    assert_eq!(over.json()["reason"], "over_stock");
    // Reading the basket reads the catalog as it is now.
    let basket = app
        .call_as("GET", &basket_uri(&id, ""), token, None)
        .await
        .json();
    assert_eq!(
        lines(&basket),
        [
            (CHARCOAL_SOFA.to_owned(), 1),
            (LAST_NAVY_SOFA.to_owned(), 1)
        ]
    );
}
both_databases!(the_product_added_is_read_as_it_is_now);
