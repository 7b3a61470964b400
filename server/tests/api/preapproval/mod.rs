//! Lease applications through the API, on both databases: approvals and the cap, each denial,
//! the cool-down, a retry under one key, what is kept (never more than the last 4), bad input,
//! merchants, and the approval a returning shopper is shown until it lapses. The campaign an
//! application came from and the lease estimate are preapproval's too, each in its own file.

mod attribution;
mod estimate;

use std::time::Duration;

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{TestApp, ORG};

fn apply_url() -> String {
    format!(
        "/mobify/proxy/api/custom/preapproval/v1/organizations/{ORG}/applications?siteId=northwind"
    )
}

fn current_url(merchant: &str) -> String {
    format!("/mobify/proxy/api/custom/preapproval/v1/organizations/{ORG}/applications/current?siteId=northwind&merchantId={merchant}")
}

/// Ashford Home's merchant id (demo/marketplace.json): an integrated retailer.
const ASHFORD: &str = "5c9718ab-75c1-529b-96eb-32bee4ba4fa0";
/// Marlow Loft takes applications in the mobile app only.
const MARLOW: &str = "2690d1bd-9e40-50ef-b155-d9a559fe9878";

/// A payday a week after the app's today.
fn payday(app: &TestApp) -> String {
    use leasefront::clock::Clock;
    let today = time::OffsetDateTime::from_unix_timestamp(app.clock.now_ms() / 1000)
        .unwrap()
        .date();
    (today + time::Duration::days(7)).to_string()
}

pub(crate) fn application(app: &TestApp, last_name: &str) -> Value {
    json!({
        "merchantId": ASHFORD,
        "firstName": "Ana",
        "lastName": last_name,
        "dateOfBirth": "1990-05-14",
        "ssnLast4": "6789",
        "address": {"street": "100 Alamo Plaza", "city": "San Antonio", "state": "TX", "postalCode": "78205"},
        "email": "ana@example.com",
        "phone": "210-555-0142",
        "smsConsent": true,
        "monthlyIncome": 250_000,
        "payFrequency": "bi_weekly",
        "nextPayday": payday(app),
        "bank": {"routingNumber": "011000015", "accountNumber": "000123456789"}
    })
}

pub(crate) async fn guest(app: &TestApp) -> String {
    app.guest_session().await["access_token"]
        .as_str()
        .unwrap()
        .to_owned()
}

pub(crate) async fn apply(
    app: &TestApp,
    token: &str,
    key: &str,
    body: &Value,
) -> crate::helpers::TestResponse {
    app.call("POST", &apply_url())
        .bearer(token)
        .header("idempotency-key", key)
        .json(body.clone())
        .send()
        .await
}

async fn an_application_is_approved_up_to_the_cap_and_kept_with_the_last_4_only(app: &TestApp) {
    let token = guest(app).await;
    let res = apply(app, &token, "k-1", &application(app, "Rivera")).await;
    assert_eq!(res.status, 200, "{}", res.text());
    let body = res.json();
    assert_eq!(body["appStatus"], "Approved");
    // 1.5 × $2,500 = $3,750, down to whole $100s.
    assert_eq!(body["approvalAmount"], 370_000);
    assert_eq!(body["merchantId"], ASHFORD);
    assert_eq!(body["leaseNumber"].as_str().unwrap().len(), 9);
    assert!(
        body["expiresAt"]
            .as_str()
            .is_some_and(|at| at.len() >= 20 && at.contains('T')),
        "{body}"
    );
    assert_eq!(body["denialReason"], Value::Null);

    // What is kept: no whole number of the account, and the social security number's last 4.
    let row: (String, String, String, String) = sqlx::query_as(
        "SELECT ssn_last4, bank_last4, bank_token, status FROM preapproval_applications WHERE id = $1",
    )
    .bind(body["applicationId"].as_str().unwrap())
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!(
        (row.0.as_str(), row.1.as_str(), row.3.as_str()),
        ("6789", "6789", "Approved")
    );
    assert!(!row.2.is_empty() && !row.2.contains("000123456789"));
    let everything: Vec<String> = sqlx::query_scalar(
        "SELECT first_name || last_name || date_of_birth || street || email || phone || bank_token || identity_key FROM preapproval_applications",
    )
    .fetch_all(&app.state.db.pool)
    .await
    .unwrap();
    assert!(everything
        .iter()
        .all(|row| !row.contains("000123456789") && !row.contains("011000015")));

    // A high income is approved for the cap.
    let mut rich = application(app, "Cap");
    rich["monthlyIncome"] = json!(2_000_000);
    let capped = apply(app, &token, "k-cap", &rich).await.json();
    assert_eq!(capped["approvalAmount"], 400_000);
    assert_ne!(
        capped["leaseNumber"], body["leaseNumber"],
        "each reserves its own lease number"
    );
}
both_databases!(an_application_is_approved_up_to_the_cap_and_kept_with_the_last_4_only);

async fn each_denial_has_its_reason_and_a_repeat_inside_the_cooldown_is_denied(app: &TestApp) {
    let token = guest(app).await;
    let mut minnesota = application(app, "North");
    minnesota["address"] = json!({"street": "1 Nicollet Mall", "city": "Minneapolis", "state": "MN", "postalCode": "55401"});
    let mut young = application(app, "Young");
    young["dateOfBirth"] = json!("2010-01-01");
    let mut low = application(app, "Low");
    low["monthlyIncome"] = json!(90_000);
    for (body, reason) in [
        (minnesota, "excluded_state"),
        (young, "under_age"),
        (low, "income_too_low"),
    ] {
        let res = apply(app, &token, &format!("k-{reason}"), &body).await;
        assert_eq!(res.status, 200, "{}", res.text());
        assert_eq!(
            (
                res.json()["appStatus"].as_str(),
                res.json()["denialReason"].as_str()
            ),
            (Some("Denied"), Some(reason))
        );
        assert_eq!(res.json()["approvalAmount"], 0);
    }

    // The same person again (another key, another email): inside the cool-down.
    let first = apply(app, &token, "k-first", &application(app, "Again"))
        .await
        .json();
    assert_eq!(first["appStatus"], "Approved");
    let mut again = application(app, "again");
    again["email"] = json!("other@example.com");
    let second = apply(app, &token, "k-second", &again).await.json();
    assert_eq!(second["denialReason"], "recent_application");
    // After 30 days the person may apply again.
    app.advance(Duration::from_secs(31 * 86_400));
    let token = guest(app).await;
    let mut again = application(app, "again");
    again["email"] = json!("other@example.com");
    let later = apply(app, &token, "k-later", &again).await.json();
    assert_eq!(later["appStatus"], "Approved", "{later}");
}
both_databases!(each_denial_has_its_reason_and_a_repeat_inside_the_cooldown_is_denied);

async fn a_retry_under_its_key_gets_the_first_decision_again(app: &TestApp) {
    let token = guest(app).await;
    let first = apply(app, &token, "k-retry", &application(app, "Retry")).await;
    let again = apply(app, &token, "k-retry", &application(app, "Retry")).await;
    assert_eq!(again.status, 200);
    assert_eq!(again.json()["applicationId"], first.json()["applicationId"]);
    assert_eq!(
        again.json()["appStatus"],
        "Approved",
        "a retry is not a repeat application"
    );
    let other_body = apply(app, &token, "k-retry", &application(app, "Someone Else")).await;
    assert_eq!(other_body.status, 422, "{}", other_body.text());
    let without_key = app
        .call("POST", &apply_url())
        .bearer(&token)
        .json(application(app, "NoKey"))
        .send()
        .await;
    assert_eq!(without_key.status, 400);
    let anonymous = app
        .call("POST", &apply_url())
        .header("idempotency-key", "k-x")
        .json(application(app, "Anon"))
        .send()
        .await;
    assert_eq!(anonymous.status, 401);
}
both_databases!(a_retry_under_its_key_gets_the_first_decision_again);

async fn bad_input_names_its_field_and_only_web_merchants_take_applications(app: &TestApp) {
    let token = guest(app).await;
    for (field, value, parameter) in [
        ("ssnLast4", json!("123-45-6789"), "ssnLast4"),
        ("dateOfBirth", json!("14/05/1990"), "dateOfBirth"),
        ("phone", json!("555-0142"), "phone"),
        ("email", json!("ana@"), "email"),
        ("nextPayday", json!("1999-03-01"), "nextPayday"),
    ] {
        let mut body = application(app, "Bad");
        body[field] = value;
        let res = apply(app, &token, &format!("k-bad-{field}"), &body).await;
        assert_eq!(res.status, 400, "{field}: {}", res.text());
        assert_eq!(res.json()["parameter"], parameter);
    }
    let mut wrong_state = application(app, "Bad");
    wrong_state["address"]["postalCode"] = json!("10001");
    assert_eq!(
        apply(app, &token, "k-zip", &wrong_state).await.json()["parameter"],
        "address.postalCode"
    );
    let mut routing = application(app, "Bad");
    routing["bank"]["routingNumber"] = json!("011000016");
    assert_eq!(
        apply(app, &token, "k-aba", &routing).await.json()["parameter"],
        "bank.routingNumber"
    );
    let mut unknown_field = application(app, "Bad");
    unknown_field["ssn"] = json!("123456789");
    assert_eq!(
        apply(app, &token, "k-field", &unknown_field).await.status,
        400
    );

    for merchant in ["no-such-merchant", MARLOW] {
        let mut body = application(app, "Merchant");
        body["merchantId"] = json!(merchant);
        let res = apply(app, &token, &format!("k-{merchant}"), &body).await;
        assert_eq!(res.status, 404, "{merchant}: {}", res.text());
    }
    let mut storefront = application(app, "Store");
    storefront["merchantId"] = json!("storefront");
    assert_eq!(
        apply(app, &token, "k-store", &storefront).await.json()["appStatus"],
        "Approved"
    );
}
both_databases!(bad_input_names_its_field_and_only_web_merchants_take_applications);

async fn a_returning_shopper_sees_their_approval_until_it_lapses(app: &TestApp) {
    const MARIA: (&str, &str) = ("maria.lopez@northwind-lease.example", "Lease#2026");
    let token = crate::helpers::token(app, MARIA).await;
    assert_eq!(
        app.call("GET", &current_url(ASHFORD))
            .bearer(&token)
            .send()
            .await
            .status,
        404
    );
    let approval = apply(app, &token, "k-back", &application(app, "Back"))
        .await
        .json();
    let current = app
        .call("GET", &current_url(ASHFORD))
        .bearer(&token)
        .send()
        .await;
    assert_eq!(current.status, 200, "{}", current.text());
    assert_eq!(current.json()["applicationId"], approval["applicationId"]);
    assert_eq!(current.json()["approvalAmount"], 370_000);
    // Only for its merchant, and only for this shopper.
    assert_eq!(
        app.call("GET", &current_url("storefront"))
            .bearer(&token)
            .send()
            .await
            .status,
        404
    );
    let someone_else = guest(app).await;
    assert_eq!(
        app.call("GET", &current_url(ASHFORD))
            .bearer(&someone_else)
            .send()
            .await
            .status,
        404
    );
    // Signed in again on day 44: still there. An approval is good for 45 days.
    app.advance(Duration::from_secs(44 * 86_400));
    let token = crate::helpers::token(app, MARIA).await;
    assert_eq!(
        app.call("GET", &current_url(ASHFORD))
            .bearer(&token)
            .send()
            .await
            .status,
        200
    );
    app.advance(Duration::from_secs(2 * 86_400));
    let token = crate::helpers::token(app, MARIA).await;
    assert_eq!(
        app.call("GET", &current_url(ASHFORD))
            .bearer(&token)
            .send()
            .await
            .status,
        404
    );
}
both_databases!(a_returning_shopper_sees_their_approval_until_it_lapses);

async fn of_two_applications_at_once_by_one_person_one_is_a_repeat(app: &TestApp) {
    let token = guest(app).await;
    let requests = (0..4)
        .map(|i| {
            app.call("POST", &apply_url())
                .bearer(&token)
                .header("idempotency-key", &format!("k-race-{i}"))
                .json(application(app, "Race"))
                .build()
        })
        .collect();
    let answers = app.concurrently(requests).await;
    let approved = answers
        .iter()
        .filter(|a| a.json()["appStatus"] == "Approved")
        .count();
    let repeats = answers
        .iter()
        .filter(|a| a.json()["denialReason"] == "recent_application")
        .count();
    assert_eq!(
        (approved, repeats),
        (1, 3),
        "{:?}",
        answers.iter().map(|a| a.text()).collect::<Vec<_>>()
    );
}
both_databases!(of_two_applications_at_once_by_one_person_one_is_a_repeat);
