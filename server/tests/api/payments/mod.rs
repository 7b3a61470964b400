//! The payment calls (apiName `northwind-payments`) on both databases: what a new payment may
//! be on each demo lease, the review of exactly one amount — each bad amount refused with its
//! reason — and another customer's lease or method answering like an unknown one; submitting a
//! payment, once whatever fails on the way; and autopay. The review, the submit and autopay each
//! have their file; the calls several of them make are here.

mod autopay;
mod review;
mod submit;

use serde_json::{json, Value};

use crate::helpers::{s, TestApp, TestResponse, LEASE, METHODS};

const PAYMENTS: &str =
    "/mobify/proxy/api/custom/northwind-payments/v1/organizations/f_ecom_northwind";

async fn get(app: &TestApp, token: &str, path: &str) -> TestResponse {
    app.call("GET", path).bearer(token).send().await
}

fn new_payment(lease: &str) -> String {
    format!("{PAYMENTS}/new_payment?siteId=northwind&locale=en-US&c_lease_guid={lease}")
}

fn review(lease: &str, method: &str, kind: &str, amount: &str) -> String {
    format!(
        "{PAYMENTS}/review-payment?siteId=northwind&locale=en-US&c_lease_guid={lease}\
         &c_payment_method_guid={method}&c_payment_type={kind}&c_pretax_total_amount={amount}"
    )
}

/// Adds a Visa card to the lease; its guid.
async fn add_card(app: &TestApp, token: &str, lease: &str) -> String {
    add_test_card(app, token, lease, "4242424242424242").await
}

fn option<'a>(body: &'a Value, kind: &str) -> Option<&'a Value> {
    body["standardized"]["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["type"] == kind)
}

/// What an email states beside a payment amount of a lease whose details are `details`: how
/// many payments remain and the total cost to own, in English and in Spanish.
fn payment_terms(details: &Value) -> [String; 2] {
    let remaining = details["remaining_payments"].as_i64().unwrap();
    let total = servicing::Cents::new(details["total_cost_to_own"].as_i64().unwrap());
    [
        format!("{remaining} payments remain on this lease; its total cost to own is {total}."),
        format!(
            "Quedan {remaining} pagos en este arrendamiento; su costo total para ser dueño es {total}."
        ),
    ]
}

fn dollars(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

async fn details(app: &TestApp, token: &str, lease: &str) -> Value {
    let response = get(
        app,
        token,
        &format!("{LEASE}/lease_details?siteId=northwind&c_lease_guid={lease}"),
    )
    .await;
    assert_eq!(response.status, 200, "{}", response.text());
    response.json()["standardized"].clone()
}

async fn add_test_card(app: &TestApp, token: &str, lease: &str, number: &str) -> String {
    let added = app
        .call("POST", &format!("{METHODS}/add?siteId=northwind"))
        .bearer(token)
        .header("Idempotency-Key", &format!("card-{lease}-{number}"))
        .json(
            json!({ "c_lease_guid": lease, "type": "card", "make_default": true, "card": {
            "number": number, "exp_month": 12, "exp_year": 2031, "security_code": "123",
            "holder_name": "María López", "postal_code": "78205" } }),
        )
        .send()
        .await;
    assert_eq!(added.status, 200, "{}", added.text());
    let methods = added.json()["standardized"]["payment_methods"].clone();
    let last4 = &number[number.len() - 4..];
    s(&methods
        .as_array()
        .unwrap()
        .iter()
        .find(|m| s(&m["last4"]) == last4)
        .unwrap()["guid"])
    .to_owned()
}

fn submit_body(lease: &str, method: &str, kind: &str, amount: &str) -> Value {
    json!({ "c_lease_guid": lease, "c_payment_method_guid": method, "c_payment_type": kind,
            "c_pretax_total_amount": amount })
}

async fn submit(app: &TestApp, token: &str, key: &str, body: Value) -> TestResponse {
    app.call(
        "POST",
        &format!("{PAYMENTS}/submit_payment?siteId=northwind&locale=en-US"),
    )
    .bearer(token)
    .header("Idempotency-Key", key)
    .json(body)
    .send()
    .await
}

async fn history(app: &TestApp, token: &str, lease: &str, page: &str) -> TestResponse {
    get(
        app,
        token,
        &format!("{PAYMENTS}/view_payments?siteId=northwind&c_lease_guid={lease}&c_page={page}"),
    )
    .await
}

async fn charges(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM sandbox_charges WHERE status = 'approved'")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap()
}
