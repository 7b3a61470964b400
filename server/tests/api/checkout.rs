//! The checkout, on both databases: a basket's shipping address and method, its payment
//! instrument, and the lease checkout — each line's lease with the shipping state's tax, what
//! makes a basket lease-able (minimum, approval, excluded state), and a basket changed after
//! signing signed again. Placing the order is orders'.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    add_to_basket, address, approve, basket_to, basket_uri, create_basket, lease_checkout,
    pay_with, place, s, sign, site_uri, token, TestApp, TestResponse, AISHA, BASKETS,
    CHARCOAL_SOFA, CHECKOUT, VISA,
};

/// An address in Austin, Texas.
fn texas() -> Value {
    json!({
        "firstName": "Aisha", "lastName": "Khan", "address1": "12 Elm St",
        "city": "Austin", "stateCode": "TX", "postalCode": "78701", "countryCode": "US",
        "phone": "(512) 555-0100"
    })
}

async fn ship_to(app: &TestApp, token: &str, basket: &str, address: Value) -> TestResponse {
    app.call_as(
        "PUT",
        &basket_uri(basket, "/shipments/me/shipping-address"),
        token,
        Some(address),
    )
    .await
}

async fn each_line_states_its_lease_with_the_shipping_states_tax_once_known(app: &TestApp) {
    let guest = app.guest_session().await;
    let token = s(&guest["access_token"]);
    let id = s(&create_basket(app, token).await["basketId"]).to_owned();
    let two = add_to_basket(app, token, &id, CHARCOAL_SOFA, 2)
        .await
        .json();
    // Two sofas, $1,095.98: the line's lease, weekly and before tax.
    let quote = &two["productItems"][0]["c_leaseQuote"];
    assert_eq!(quote["cashPrice"], 109_598, "{quote}");
    assert_eq!(quote["payFrequency"], "weekly");
    assert_eq!(quote["taxIncluded"], false);
    assert_eq!(quote["numberOfPayments"], 52);
    let before_tax = quote["paymentAmount"].as_i64().unwrap();

    // Shipping to Texas: the same lease with Texas's sales tax in every payment.
    let shipped = ship_to(app, token, &id, texas()).await;
    assert_eq!(shipped.status, 200, "{}", shipped.text());
    let quote = &shipped.json()["productItems"][0]["c_leaseQuote"];
    assert_eq!(quote["state"], "TX");
    assert_eq!(quote["taxIncluded"], true);
    assert!(
        quote["paymentAmount"].as_i64().unwrap() > before_tax,
        "{quote}"
    );

    // Minnesota, where lease-to-own is not offered: no quote.
    let minnesota = json!({
        "firstName": "Aisha", "lastName": "Khan", "address1": "1 Main St",
        "city": "Minneapolis", "stateCode": "MN", "postalCode": "55401",
        "countryCode": "US", "phone": "(612) 555-0100"
    });
    let excluded = ship_to(app, token, &id, minnesota).await.json();
    assert!(
        excluded["productItems"][0].get("c_leaseQuote").is_none(),
        "{excluded}"
    );

    // The site's own excluded states decide: once it names Texas, a Texas line has no quote.
    app.set_preference("excludedStates", r#"["TX"]"#).await;
    let texas = ship_to(app, token, &id, texas()).await.json();
    assert!(
        texas["productItems"][0].get("c_leaseQuote").is_none(),
        "{texas}"
    );
}
both_databases!(each_line_states_its_lease_with_the_shipping_states_tax_once_known);

async fn a_basket_is_leased_between_the_minimum_and_the_approval_in_an_offered_state(
    app: &TestApp,
) {
    let aisha = token(app, AISHA).await;
    // $1,000 a month: approved for $1,500.
    approve(app, &aisha, "Aisha", "Khan", 100_000).await;
    let reasons = |v: &Value| -> Vec<String> {
        v["reasons"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| s(&r["reason"]).to_owned())
            .collect()
    };
    let basket = basket_to(app, &aisha, 3, "TX", "78701").await;
    let over = lease_checkout(app, &aisha, &basket).await;
    assert_eq!(reasons(&over), ["over_approval"]);
    assert!(
        s(&over["reasons"][0]["message"]).contains("$1,500.00"),
        "{over}"
    );

    let excluded = app
        .call_as(
            "PUT",
            &site_uri(BASKETS, &format!("/{basket}/shipments/me/shipping-address")),
            &aisha,
            Some(address("MN", "55401")),
        )
        .await;
    assert_eq!(excluded.status, 200);
    let item = s(&excluded.json()["productItems"][0]["itemId"]).to_owned();
    app.call_as(
        "PATCH",
        &site_uri(BASKETS, &format!("/{basket}/items/{item}")),
        &aisha,
        Some(json!({"quantity": 1})),
    )
    .await;
    assert_eq!(
        reasons(&lease_checkout(app, &aisha, &basket).await),
        ["excluded_state"]
    );
    let refused = sign(app, &aisha, &basket, "Aisha Khan").await;
    assert_eq!(refused.status, 409);

    app.call_as(
        "PUT",
        &site_uri(BASKETS, &format!("/{basket}/shipments/me/shipping-address")),
        &aisha,
        Some(address("TX", "78701")),
    )
    .await;
    sqlx::query("UPDATE catalog_products SET list_price_cents = 19999, sale_price_cents = NULL WHERE id = $1")
        .bind(CHARCOAL_SOFA)
        .execute(&app.state.db.pool)
        .await
        .unwrap();
    let below = lease_checkout(app, &aisha, &basket).await;
    assert_eq!(
        reasons(&below),
        ["below_minimum"],
        "$199.99 and $79 delivery: under $300"
    );
    assert_eq!(
        place(app, &aisha, &basket).await.json()["reason"],
        "not_eligible"
    );

    // Bad addresses lose nothing and name their field.
    let bad = app
        .call_as(
            "PUT",
            &site_uri(BASKETS, &format!("/{basket}/shipments/me/shipping-address")),
            &aisha,
            Some(address("TX", "7870")),
        )
        .await;
    assert_eq!(bad.status, 400);
    assert_eq!(bad.json()["parameter"], "postalCode");
    assert_eq!(
        bad.json()["message"],
        "Invalid Zipcode. Please enter a valid Zipcode."
    );
}
both_databases!(a_basket_is_leased_between_the_minimum_and_the_approval_in_an_offered_state);

async fn a_basket_changed_after_signing_is_signed_again(app: &TestApp) {
    let aisha = token(app, AISHA).await;
    approve(app, &aisha, "Aisha", "Khan", 250_000).await;
    let basket = basket_to(app, &aisha, 1, "TX", "78701").await;
    pay_with(app, &aisha, &basket, VISA).await;
    assert_eq!(sign(app, &aisha, &basket, "Aisha Khan").await.status, 200);
    let changed = app
        .call_as(
            "PUT",
            &site_uri(BASKETS, &format!("/{basket}/shipments/me/shipping-method")),
            &aisha,
            Some(json!({"id": "standard"})),
        )
        .await;
    assert_eq!(changed.status, 200);
    assert!(lease_checkout(app, &aisha, &basket).await["signature"].is_null());
    assert_eq!(
        place(app, &aisha, &basket).await.json()["reason"],
        "signature_required"
    );
    // A signature of the agreement read before the change is refused.
    let stale = app
        .call_as(
            "PUT",
            &site_uri(CHECKOUT, &format!("/{basket}/signature")),
            &aisha,
            Some(json!({"fullName": "Aisha Khan", "consent": true, "agreementVersion": "0000"})),
        )
        .await;
    assert_eq!(stale.status, 409);
    assert_eq!(stale.json()["reason"], "agreement_changed");
    assert_eq!(sign(app, &aisha, &basket, "Aisha Khan").await.status, 200);
    assert_eq!(place(app, &aisha, &basket).await.status, 200);
}
both_databases!(a_basket_changed_after_signing_is_signed_again);
