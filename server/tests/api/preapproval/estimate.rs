//! The lease estimate through the API, on both databases: the figures the lease would state (with
//! a state's tax, or before tax), public like the marketplace, the organization's own servicing
//! rules and the site's excluded states, each bad parameter named, and the security headers.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{TestApp, TestResponse, ORG};

fn estimate_url(query: &str) -> String {
    format!(
        "/mobify/proxy/api/custom/preapproval/v1/organizations/{ORG}/estimate?siteId=northwind&{query}"
    )
}

async fn estimate(app: &TestApp, query: &str) -> TestResponse {
    app.get(&estimate_url(query)).await
}

/// The parameter and the reason of a 400.
async fn refused(app: &TestApp, query: &str) -> (String, String) {
    let res = estimate(app, query).await;
    assert_eq!(res.status, 400, "{query}: {}", res.text());
    let body = res.json();
    assert!(
        body["message"].as_str().is_some_and(|m| !m.is_empty()),
        "{body}"
    );
    (
        body["parameter"].as_str().unwrap_or_default().to_owned(),
        body["reason"].as_str().unwrap_or_default().to_owned(),
    )
}

async fn a_shopper_sees_every_figure_the_lease_would_state(app: &TestApp) {
    // No token: the estimate is public, like the marketplace.
    let res = estimate(app, "cashPrice=100000&payFrequency=monthly&state=tx").await;
    assert_eq!(res.status, 200, "{}", res.text());
    assert!(res.header("content-type").starts_with("application/json"));
    // Texas, 6.25 %: $49.00 + $3.06 at signing; 11 × ($158.41 + $9.90) and $158.49 + $9.91.
    assert_eq!(
        res.json(),
        json!({
            "cashPrice": 100_000,
            "payFrequency": "monthly",
            "state": "TX",
            "taxIncluded": true,
            "termMonths": 12,
            "initialPayment": 5_206,
            "paymentAmount": 16_831,
            "numberOfPayments": 12,
            "lastPaymentAmount": 16_840,
            "totalCostToOwn": 5_206 + 11 * 16_831 + 16_840,
            "totalOfPayments": 195_000,
            "costAboveCashPrice": 95_000,
            // $52.06 at signing, then $1,000.00 + $10.00 − $49.00 and its tax.
            "earlyPurchase": {"days": 90, "amount": 5_206 + 96_100 + 6_006, "fee": 1_000}
        })
    );

    // The security headers come with it (middleware on every answer), and with its errors.
    for res in [res, estimate(app, "cashPrice=0&payFrequency=monthly").await] {
        assert!(res
            .header("content-security-policy")
            .contains("script-src 'self'"));
        assert_eq!(res.header("x-content-type-options"), "nosniff");
        assert_eq!(res.header("x-frame-options"), "SAMEORIGIN");
        assert_eq!(
            res.header("referrer-policy"),
            "strict-origin-when-cross-origin"
        );
    }

    // Each frequency: its number of payments over the 12 months, adding up to the total.
    for (frequency, count) in [
        ("weekly", 52),
        ("bi_weekly", 26),
        ("semi_monthly", 24),
        ("monthly", 12),
    ] {
        let body = estimate(
            app,
            &format!("cashPrice=54799&payFrequency={frequency}&state=CA"),
        )
        .await
        .json();
        assert_eq!(body["payFrequency"], frequency);
        assert_eq!(body["numberOfPayments"], count, "{body}");
        let n = body["numberOfPayments"].as_i64().unwrap();
        let cents = |field: &str| body[field].as_i64().unwrap();
        assert_eq!(
            cents("initialPayment") + (n - 1) * cents("paymentAmount") + cents("lastPaymentAmount"),
            cents("totalCostToOwn"),
            "{body}"
        );
        assert!(cents("totalCostToOwn") >= 54_799);
        assert!(body["earlyPurchase"]["amount"].as_i64().unwrap() < cents("totalCostToOwn"));
    }
}
both_databases!(a_shopper_sees_every_figure_the_lease_would_state);

async fn without_a_state_the_estimate_is_before_tax(app: &TestApp) {
    let body = estimate(app, "cashPrice=100000&payFrequency=monthly")
        .await
        .json();
    assert_eq!(body["state"], Value::Null);
    assert_eq!(body["taxIncluded"], false);
    assert_eq!(body["initialPayment"], 4_900);
    assert_eq!(body["paymentAmount"], 15_841);
    assert_eq!(body["lastPaymentAmount"], 15_849);
    assert_eq!(body["totalCostToOwn"], 195_000);
    assert_eq!(body["earlyPurchase"]["amount"], 101_000);
    // An empty state is no state.
    let empty = estimate(app, "cashPrice=100000&payFrequency=monthly&state=")
        .await
        .json();
    assert_eq!(empty, body);
}
both_databases!(without_a_state_the_estimate_is_before_tax);

async fn the_organizations_own_servicing_rules_make_the_estimate(app: &TestApp) {
    // An organization whose leases cost 1.5× the cash price with $20.00 at signing.
    sqlx::query(
        "INSERT INTO servicing_rules (organization_id, rules_json, updated_at_ms) VALUES ($1, $2, $3)",
    )
    .bind(ORG)
    .bind(r#"{"lease_multiplier": 1500000, "initial_payment": 2000}"#)
    .bind(0_i64)
    .execute(&app.state.db.pool)
    .await
    .unwrap();
    let body = estimate(app, "cashPrice=100000&payFrequency=monthly&state=OR")
        .await
        .json();
    // $1,500.00: $20.00, then $1,480.00 over 12 = 11 × $123.33 and $123.37.
    assert_eq!(body["totalOfPayments"], 150_000);
    assert_eq!(body["initialPayment"], 2_000);
    assert_eq!(body["paymentAmount"], 12_333);
    assert_eq!(body["lastPaymentAmount"], 12_337);
    assert_eq!(body["totalCostToOwn"], 150_000);
}
both_databases!(the_organizations_own_servicing_rules_make_the_estimate);

async fn a_bad_parameter_is_a_400_naming_it(app: &TestApp) {
    for (query, parameter, reason) in [
        ("payFrequency=weekly", "cashPrice", "required"),
        ("cashPrice=&payFrequency=weekly", "cashPrice", "required"),
        (
            "cashPrice=abc&payFrequency=weekly",
            "cashPrice",
            "not_a_number",
        ),
        (
            "cashPrice=12.50&payFrequency=weekly",
            "cashPrice",
            "not_a_number",
        ),
        (
            "cashPrice=0&payFrequency=weekly",
            "cashPrice",
            "below_minimum",
        ),
        (
            "cashPrice=-100&payFrequency=weekly",
            "cashPrice",
            "below_minimum",
        ),
        // Above the $4,000.00 an approval is for at most.
        (
            "cashPrice=400001&payFrequency=weekly",
            "cashPrice",
            "above_maximum",
        ),
        (
            "cashPrice=99999999999999999999&payFrequency=weekly",
            "cashPrice",
            "above_maximum",
        ),
        ("cashPrice=100", "payFrequency", "required"),
        (
            "cashPrice=100&payFrequency=daily",
            "payFrequency",
            "invalid",
        ),
        (
            "cashPrice=100&payFrequency=Weekly",
            "payFrequency",
            "invalid",
        ),
        (
            "cashPrice=100&payFrequency=weekly&state=Texas",
            "state",
            "invalid",
        ),
        // Lease-to-own is not offered there (the site's excludedStates).
        (
            "cashPrice=100&payFrequency=weekly&state=MN",
            "state",
            "excluded_state",
        ),
        (
            "cashPrice=100&payFrequency=weekly&state=wy",
            "state",
            "excluded_state",
        ),
        // No lease rules for Puerto Rico.
        (
            "cashPrice=100&payFrequency=weekly&state=PR",
            "state",
            "unknown_state",
        ),
    ] {
        assert_eq!(
            refused(app, query).await,
            (parameter.to_owned(), reason.to_owned()),
            "{query}"
        );
    }
    // The cap itself is fine.
    assert_eq!(
        estimate(app, "cashPrice=400000&payFrequency=weekly")
            .await
            .status,
        200
    );
}
both_databases!(a_bad_parameter_is_a_400_naming_it);

async fn the_sites_excluded_states_are_refused(app: &TestApp) {
    app.set_preference("excludedStates", r#"["TX"]"#).await;
    assert_eq!(
        refused(app, "cashPrice=100000&payFrequency=weekly&state=TX").await,
        ("state".to_owned(), "excluded_state".to_owned())
    );
    assert_eq!(
        estimate(app, "cashPrice=100000&payFrequency=weekly&state=GA")
            .await
            .status,
        200
    );
}
both_databases!(the_sites_excluded_states_are_refused);

async fn unknown_organizations_and_sites_are_404(app: &TestApp) {
    let res = app
        .get("/mobify/proxy/api/custom/preapproval/v1/organizations/f_ecom_nobody/estimate?siteId=northwind&cashPrice=100&payFrequency=weekly")
        .await;
    assert_eq!(res.status, 404, "{}", res.text());
    let res = app
        .get(&format!("/mobify/proxy/api/custom/preapproval/v1/organizations/{ORG}/estimate?siteId=nowhere&cashPrice=100&payFrequency=weekly"))
        .await;
    assert_eq!(res.status, 404, "{}", res.text());
    // The site alias works like the site.
    let res = app
        .get(&format!("/mobify/proxy/api/custom/preapproval/v1/organizations/{ORG}/estimate?siteId=nw&cashPrice=100&payFrequency=weekly"))
        .await;
    assert_eq!(res.status, 200, "{}", res.text());
}
both_databases!(unknown_organizations_and_sites_are_404);
