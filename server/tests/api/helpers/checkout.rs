//! A basket's way through the checkout, as the storefront takes it: made and filled, shipped,
//! approved for a lease, paid for with a card, signed and placed.

use serde_json::{json, Value};

use super::{s, TestApp, TestResponse, BASKETS, CHECKOUT, ORDERS, ORG};

/// $547.99, 16 in stock.
pub const CHARCOAL_SOFA: &str = "sofas-001-charcoal";
pub const VISA: &str = "4242 4242 4242 4242";

/// A basket's call of the demo site: `{BASKETS}/{id}{rest}?siteId=northwind`.
pub fn basket_uri(id: &str, rest: &str) -> String {
    format!("{BASKETS}/{id}{rest}?siteId=northwind")
}

/// A call of the demo site in US English: `{base}{rest}?siteId=northwind&locale=en-US`.
pub fn site_uri(base: &str, rest: &str) -> String {
    format!("{base}{rest}?siteId=northwind&locale=en-US")
}

/// A new empty basket of the shopper's (asserted 200).
pub async fn create_basket(app: &TestApp, token: &str) -> Value {
    let res = app
        .call_as(
            "POST",
            &format!("{BASKETS}?siteId=northwind"),
            token,
            Some(json!({})),
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    res.json()
}

/// Adds `quantity` of `product` to the basket; the answer as it came.
pub async fn add_to_basket(
    app: &TestApp,
    token: &str,
    basket: &str,
    product: &str,
    quantity: i64,
) -> TestResponse {
    app.call_as(
        "POST",
        &basket_uri(basket, "/items"),
        token,
        Some(json!([{"productId": product, "quantity": quantity}])),
    )
    .await
}

/// A payday a week after the app's today.
pub fn payday(app: &TestApp) -> String {
    use leasefront::clock::Clock;
    let today = time::OffsetDateTime::from_unix_timestamp(app.clock.now_ms() / 1000)
        .unwrap()
        .date();
    (today + time::Duration::days(7)).to_string()
}

/// Applies for a lease with the storefront as the merchant; answers the decision.
pub async fn approve(app: &TestApp, token: &str, first: &str, last: &str, income: i64) -> Value {
    let res = app
        .call(
            "POST",
            &format!("/mobify/proxy/api/custom/preapproval/v1/organizations/{ORG}/applications?siteId=northwind"),
        )
        .bearer(token)
        .header("idempotency-key", &format!("apply-{last}"))
        .json(json!({
            "merchantId": "storefront",
            "firstName": first,
            "lastName": last,
            "dateOfBirth": "1988-03-02",
            "ssnLast4": "4321",
            "address": {"street": "100 Alamo Plaza", "city": "San Antonio", "state": "TX", "postalCode": "78205"},
            "email": format!("{}@example.com", last.to_lowercase()),
            "phone": "210-555-0142",
            "smsConsent": false,
            "monthlyIncome": income,
            "payFrequency": "bi_weekly",
            "nextPayday": payday(app),
            "bank": {"routingNumber": "011000015", "accountNumber": "000123456789"}
        }))
        .send()
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert_eq!(res.json()["appStatus"], "Approved", "{}", res.text());
    res.json()
}

pub fn address(state: &str, zip: &str) -> Value {
    json!({
        "firstName": "Aisha", "lastName": "Khan", "address1": "12 Elm St", "city": "Austin",
        "stateCode": state, "postalCode": zip, "countryCode": "US", "phone": "(512) 555-0100"
    })
}

pub fn card(number: &str) -> Value {
    json!({"paymentMethodId": "NORTHWIND_LEASE", "paymentCard": {
        "number": number, "securityCode": "123", "expirationMonth": 12, "expirationYear": 2031,
        "holder": "Aisha Khan"}})
}

/// A basket with `quantity` charcoal sofas, shipping white-glove to `state`.
pub async fn basket_to(
    app: &TestApp,
    token: &str,
    quantity: i64,
    state: &str,
    zip: &str,
) -> String {
    let res = app
        .call_as(
            "POST",
            &site_uri(BASKETS, ""),
            token,
            Some(json!({"productItems": [{"productId": CHARCOAL_SOFA, "quantity": quantity}]})),
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    let id = s(&res.json()["basketId"]).to_owned();
    let shipped = app
        .call_as(
            "PUT",
            &site_uri(BASKETS, &format!("/{id}/shipments/me/shipping-address")),
            token,
            Some(address(state, zip)),
        )
        .await;
    assert_eq!(shipped.status, 200, "{}", shipped.text());
    let method = app
        .call_as(
            "PUT",
            &site_uri(BASKETS, &format!("/{id}/shipments/me/shipping-method")),
            token,
            Some(json!({"id": "white-glove"})),
        )
        .await;
    assert_eq!(method.status, 200, "{}", method.text());
    id
}

pub async fn lease_checkout(app: &TestApp, token: &str, basket: &str) -> Value {
    let res = app
        .call_as(
            "GET",
            &site_uri(CHECKOUT, &format!("/{basket}/lease")),
            token,
            None,
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
    res.json()
}

pub async fn pay_with(app: &TestApp, token: &str, basket: &str, number: &str) -> TestResponse {
    app.call_as(
        "POST",
        &site_uri(BASKETS, &format!("/{basket}/payment-instruments")),
        token,
        Some(card(number)),
    )
    .await
}

pub async fn sign(app: &TestApp, token: &str, basket: &str, name: &str) -> TestResponse {
    let version = lease_checkout(app, token, basket).await["agreementVersion"].clone();
    app.call_as(
        "PUT",
        &site_uri(CHECKOUT, &format!("/{basket}/signature")),
        token,
        Some(json!({"fullName": name, "consent": true, "agreementVersion": version})),
    )
    .await
}

pub async fn place(app: &TestApp, token: &str, basket: &str) -> TestResponse {
    app.call_as(
        "POST",
        &site_uri(ORDERS, ""),
        token,
        Some(json!({"basketId": basket})),
    )
    .await
}
