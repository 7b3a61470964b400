//! The payment calls (apiName `northwind-payments`) on both databases: what a new payment may
//! be on each demo lease, the review of exactly one amount — each bad amount refused with its
//! reason — and another customer's lease or method answering like an unknown one.

use serde_json::{json, Value};

use crate::both_databases;
use crate::helpers::{
    s, token, TestApp, TestResponse, JAMES, LEASE, MARIA, MARIA_PAST_DUE, MARIA_TV, METHODS,
    UNKNOWN,
};

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

fn dollars(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

async fn a_past_due_lease_offers_each_amount_and_its_methods(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let method = add_card(app, &maria, MARIA_PAST_DUE).await;
    let response = get(app, &maria, &new_payment(MARIA_PAST_DUE)).await;
    assert_eq!(response.status, 200, "{}", response.text());
    let body = response.json();
    let past_due = option(&body, "past_due").expect("the past-due amount is offered");
    let payoff = option(&body, "payoff").expect("the payoff is offered");
    assert!(option(&body, "next_payment").is_some());
    for amount in [&past_due["amount"], &payoff["amount"]] {
        assert_eq!(
            amount["total"].as_i64().unwrap(),
            amount["pretax"].as_i64().unwrap() + amount["tax"].as_i64().unwrap()
        );
    }
    let custom = &body["standardized"]["custom"];
    assert_eq!(custom["min"], 100, "custom amounts start at $1.00");
    assert_eq!(
        custom["max"], payoff["amount"]["pretax"],
        "and end at the payoff"
    );
    assert_eq!(
        body["standardized"]["payment_methods"][0]["guid"],
        method.as_str()
    );
    // The past-due amount reviewed as offered: the same tax and total.
    let pretax = past_due["amount"]["pretax"].as_i64().unwrap();
    let reviewed = get(
        app,
        &maria,
        &review(MARIA_PAST_DUE, &method, "past_due", &dollars(pretax)),
    )
    .await;
    assert_eq!(reviewed.status, 200, "{}", reviewed.text());
    assert_eq!(
        reviewed.json()["standardized"]["amount"],
        past_due["amount"]
    );
    assert_eq!(
        reviewed.json()["standardized"]["payment_method"]["label"],
        "Visa •••• 4242"
    );
}
both_databases!(a_past_due_lease_offers_each_amount_and_its_methods);

async fn a_custom_amount_is_reviewed_exactly_and_each_bad_one_says_why(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let method = add_card(app, &maria, MARIA_TV).await;
    let body = get(app, &maria, &new_payment(MARIA_TV)).await.json();
    let max = body["standardized"]["custom"]["max"].as_i64().unwrap();
    let reviewed = get(app, &maria, &review(MARIA_TV, &method, "custom", "25.10")).await;
    assert_eq!(reviewed.status, 200, "{}", reviewed.text());
    let amount = &reviewed.json()["standardized"]["amount"];
    assert_eq!(amount["pretax"], 2510);
    assert!(
        amount["tax"].as_i64().unwrap() > 0,
        "the lease's state taxes payments"
    );
    assert_eq!(
        amount["total"].as_i64().unwrap(),
        2510 + amount["tax"].as_i64().unwrap()
    );
    for (typed, reason) in [
        ("0", "zero"),
        ("-5.00", "negative"),
        ("abc", "not_a_number"),
        ("12.345", "too_many_decimals"),
        ("0.50", "below_minimum"),
        (dollars(max + 1).as_str(), "above_maximum"),
        ("", "required"),
    ] {
        let refused = get(app, &maria, &review(MARIA_TV, &method, "custom", typed)).await;
        assert_eq!(refused.status, 400, "{typed}: {}", refused.text());
        let error = refused.json();
        assert_eq!(error["parameter"], "c_pretax_total_amount", "{typed}");
        assert_eq!(error["reason"], reason, "{typed}");
        assert!(!s(&error["message"]).is_empty());
    }
    // The payoff to the cent is a payment; a cent over is not.
    let payoff = get(
        app,
        &maria,
        &review(MARIA_TV, &method, "custom", &dollars(max)),
    )
    .await;
    assert_eq!(payoff.status, 200, "{}", payoff.text());
    let bad_type = get(app, &maria, &review(MARIA_TV, &method, "everything", "25")).await;
    assert_eq!(
        (
            bad_type.status.as_u16(),
            bad_type.json()["parameter"].clone()
        ),
        (400, json!("c_payment_type"))
    );
}
both_databases!(a_custom_amount_is_reviewed_exactly_and_each_bad_one_says_why);

async fn another_customers_lease_or_method_answers_like_an_unknown_one(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let james = token(app, JAMES).await;
    let method = add_card(app, &maria, MARIA_TV).await;
    let unknown = get(app, &james, &new_payment(UNKNOWN)).await;
    assert_eq!(unknown.status, 404);
    for path in [
        new_payment(MARIA_TV),
        review(MARIA_TV, &method, "custom", "25"),
    ] {
        let theirs = get(app, &james, &path).await;
        assert_eq!(
            (theirs.status, theirs.json()),
            (unknown.status, unknown.json()),
            "{path}"
        );
    }
    // Maria's method is not a method of her other lease.
    let elsewhere = get(
        app,
        &maria,
        &review(MARIA_PAST_DUE, &method, "custom", "25"),
    )
    .await;
    assert_eq!(elsewhere.status, 404, "{}", elsewhere.text());
    // Another brand's apiName is not ours.
    let other = get(
        app,
        &maria,
        &new_payment(MARIA_TV).replace("northwind-payments", "acme-payments"),
    )
    .await;
    assert_eq!(other.status, 404);
}
both_databases!(another_customers_lease_or_method_answers_like_an_unknown_one);

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

async fn paying_the_past_due_amount_catches_the_lease_up_once(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let card = add_test_card(app, &maria, MARIA_PAST_DUE, "4242424242424242").await;
    let before = details(app, &maria, MARIA_PAST_DUE).await;
    assert_eq!(before["status"], "PastDue");
    let past_due = before["past_due"]["pretax"].as_i64().unwrap();
    let body = submit_body(MARIA_PAST_DUE, &card, "past_due", &dollars(past_due));
    let paid = submit(app, &maria, "pay-1", body.clone()).await;
    assert_eq!(paid.status, 200, "{}", paid.text());
    let payment = paid.json()["standardized"].clone();
    assert_eq!(payment["status"], "settled");
    assert_eq!(payment["amount"]["total"], before["past_due"]["total"]);
    assert!(s(&payment["receipt_number"]).starts_with("R-"));
    let after = details(app, &maria, MARIA_PAST_DUE).await;
    assert_eq!(after["past_due"]["total"], 0, "caught up");
    assert_eq!(after["status"], "Active");
    assert_eq!(
        after["total_paid"].as_i64().unwrap(),
        before["total_paid"].as_i64().unwrap() + payment["amount"]["total"].as_i64().unwrap()
    );
    // The same submit again (a double click, a retry): the same answer, charged once.
    let again = submit(app, &maria, "pay-1", body).await;
    assert_eq!((again.status, again.json()), (paid.status, paid.json()));
    assert_eq!(charges(app).await, 1);
    assert_eq!(
        details(app, &maria, MARIA_PAST_DUE).await["total_paid"],
        after["total_paid"]
    );
    // In the history with its receipt, and emailed.
    let listed = history(app, &maria, MARIA_PAST_DUE, "1").await.json()["standardized"].clone();
    assert_eq!(listed["total"], 1);
    assert_eq!(
        listed["payments"][0]["receipt_number"],
        payment["receipt_number"]
    );
    let emails = app.outbox(MARIA.0).await;
    assert!(emails
        .iter()
        .any(|e| s(&e["body"]).contains(s(&payment["receipt_number"]))));
}
both_databases!(paying_the_past_due_amount_catches_the_lease_up_once);

async fn a_declined_card_charges_nothing_and_says_why(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let card = add_test_card(app, &maria, MARIA_TV, "4000000000009995").await;
    let before = details(app, &maria, MARIA_TV).await;
    let declined = submit(
        app,
        &maria,
        "d-1",
        submit_body(MARIA_TV, &card, "custom", "30.00"),
    )
    .await;
    assert_eq!(declined.status, 402, "{}", declined.text());
    assert_eq!(declined.json()["reason"], "insufficient_funds");
    assert_eq!(charges(app).await, 0);
    assert_eq!(
        details(app, &maria, MARIA_TV).await["total_paid"],
        before["total_paid"]
    );
    let listed = history(app, &maria, MARIA_TV, "1").await.json()["standardized"].clone();
    assert_eq!(listed["payments"][0]["status"], "declined");
    assert_eq!(
        listed["payments"][0]["decline_reason"],
        "insufficient_funds"
    );
}
both_databases!(a_declined_card_charges_nothing_and_says_why);

/// What a server that died between charging and settling leaves: a $20.00 payment (+ $1.65
/// tax) recorded pending under `key` with `guid`, and the processor's charge of it.
async fn recorded_and_charged(app: &TestApp, card: &str, key: &str, guid: &str, now_ms: i64) {
    let (seq, customer): (i64, String) =
        sqlx::query_as("SELECT seq, customer_id FROM leases WHERE guid = $1")
            .bind(MARIA_TV)
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    leasefront::payments::operations::record_pending(
        &app.state.db.pool,
        &leasefront::payments::operations::NewPayment {
            guid,
            lease_seq: seq,
            customer_id: &customer,
            idempotency_key: key,
            method_guid: card,
            method_label: "Visa •••• 4242",
            kind: "custom",
            pretax: 2000,
            tax: 165,
            total: 2165,
            authorization_text: None,
            source: "portal",
        },
        now_ms,
    )
    .await
    .unwrap();
    let (token, _) =
        leasefront::payment_methods::operations::charge_info(&app.state.db.pool, seq, card)
            .await
            .unwrap()
            .unwrap();
    app.state
        .gateway
        .charge(&token, servicing::Cents::new(2165), guid)
        .await
        .unwrap();
}

async fn a_payment_whose_answer_was_lost_is_settled_once_from_the_gateways_record(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    // The processor does not answer: the payment stays pending, nothing is applied.
    let slow = add_test_card(app, &maria, MARIA_TV, "4000000000000119").await;
    let before = details(app, &maria, MARIA_TV).await;
    let timed_out = submit(
        app,
        &maria,
        "t-1",
        submit_body(MARIA_TV, &slow, "custom", "20.00"),
    )
    .await;
    assert_eq!(timed_out.status, 503, "{}", timed_out.text());
    assert_eq!(timed_out.json()["reason"], "processor_unavailable");
    let pending =
        history(app, &maria, MARIA_TV, "1").await.json()["standardized"]["payments"][0].clone();
    assert_eq!(pending["status"], "pending");
    // The processor never charged it: reconciliation marks it failed.
    app.advance(std::time::Duration::from_secs(1));
    assert_eq!(
        leasefront::payments::flows::reconcile::reconcile(&app.state, 0)
            .await
            .unwrap(),
        1
    );
    let failed =
        history(app, &maria, MARIA_TV, "1").await.json()["standardized"]["payments"][0].clone();
    assert_eq!(failed["status"], "failed");

    // A charge the processor made whose answer never reached us (a crash between the two):
    // the payment is recorded, the processor has the charge, the lease does not have it yet.
    let card = add_test_card(app, &maria, MARIA_TV, "4242424242424242").await;
    recorded_and_charged(
        app,
        &card,
        "lost-1",
        "3f0e7c3a-0000-4000-8000-00000000c0de",
        0,
    )
    .await;
    assert_eq!(
        leasefront::payments::flows::reconcile::reconcile(&app.state, 0)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        leasefront::payments::flows::reconcile::reconcile(&app.state, 0)
            .await
            .unwrap(),
        0,
        "once"
    );
    let after = details(app, &maria, MARIA_TV).await;
    assert_eq!(
        after["total_paid"].as_i64().unwrap(),
        before["total_paid"].as_i64().unwrap() + 2165,
        "applied once"
    );
    // The customer's retry of that submit answers the settled payment, charging nothing more.
    let retried = submit(
        app,
        &maria,
        "lost-1",
        submit_body(MARIA_TV, &card, "custom", "20.00"),
    )
    .await;
    assert_eq!(retried.status, 200, "{}", retried.text());
    assert_eq!(retried.json()["standardized"]["status"], "settled");
    assert_eq!(charges(app).await, 1);
}
both_databases!(a_payment_whose_answer_was_lost_is_settled_once_from_the_gateways_record);

async fn simultaneous_submits_of_one_key_charge_once(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let card = add_test_card(app, &maria, MARIA_TV, "4242424242424242").await;
    let requests = (0..8)
        .map(|_| {
            app.call(
                "POST",
                &format!("{PAYMENTS}/submit_payment?siteId=northwind"),
            )
            .bearer(&maria)
            .header("Idempotency-Key", "burst-pay")
            .json(submit_body(MARIA_TV, &card, "custom", "10.00"))
            .build()
        })
        .collect();
    let answers = app.concurrently(requests).await;
    for answer in &answers {
        assert!(
            answer.status == 200 || answer.status == 409,
            "{}",
            answer.text()
        );
    }
    assert!(answers.iter().any(|a| a.status == 200));
    assert_eq!(charges(app).await, 1);
    let listed = history(app, &maria, MARIA_TV, "1").await.json()["standardized"].clone();
    assert_eq!(listed["total"], 1);
}
both_databases!(simultaneous_submits_of_one_key_charge_once);

async fn the_history_pages_and_stays_with_its_customer(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let card = add_test_card(app, &maria, MARIA_TV, "4242424242424242").await;
    for n in 0..11 {
        let paid = submit(
            app,
            &maria,
            &format!("h-{n}"),
            submit_body(MARIA_TV, &card, "custom", "1.00"),
        )
        .await;
        assert_eq!(paid.status, 200, "{}", paid.text());
    }
    let first = history(app, &maria, MARIA_TV, "1").await.json()["standardized"].clone();
    assert_eq!(
        (first["total"].clone(), first["pages"].clone()),
        (json!(11), json!(2))
    );
    assert_eq!(first["payments"].as_array().unwrap().len(), 10);
    let second = history(app, &maria, MARIA_TV, "2").await.json()["standardized"].clone();
    assert_eq!(second["payments"].as_array().unwrap().len(), 1);
    for bad in ["0", "-1", "two"] {
        let refused = history(app, &maria, MARIA_TV, bad).await;
        assert_eq!(
            (refused.status.as_u16(), refused.json()["parameter"].clone()),
            (400, json!("c_page")),
            "{bad}"
        );
    }
    let james = token(app, JAMES).await;
    let theirs = history(app, &james, MARIA_TV, "1").await;
    let unknown = history(app, &james, UNKNOWN, "1").await;
    assert_eq!(
        (theirs.status, theirs.json()),
        (unknown.status, unknown.json())
    );
    let pay_theirs = submit(
        app,
        &james,
        "j-1",
        submit_body(MARIA_TV, &card, "custom", "1.00"),
    )
    .await;
    assert_eq!(pay_theirs.status, 404);
}
both_databases!(the_history_pages_and_stays_with_its_customer);

/// Adds a checking account (the sandbox approves it) to the lease; its guid.
async fn add_checking(app: &TestApp, token: &str, lease: &str) -> String {
    let added = app
        .call("POST", &format!("{METHODS}/add?siteId=northwind"))
        .bearer(token)
        .header("Idempotency-Key", &format!("bank-{lease}"))
        .json(
            json!({ "c_lease_guid": lease, "type": "bank", "make_default": true, "bank": {
            "routing_number": "011000015", "account_number": "000123456789",
            "account_type": "checking", "holder_name": "María López",
            "authorization_accepted": true } }),
        )
        .send()
        .await;
    assert_eq!(added.status, 200, "{}", added.text());
    s(&added.json()["standardized"]["payment_methods"][0]["guid"]).to_owned()
}

async fn a_one_time_bank_debit_needs_its_own_authorization_which_is_kept_and_emailed(
    app: &TestApp,
) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let bank = add_checking(app, &maria, MARIA_TV).await;
    let card = add_card(app, &maria, MARIA_TV).await;
    // The review of a bank debit carries the authorization of exactly that debit, in the
    // request's language; a card's has none.
    let reviewed = get(app, &maria, &review(MARIA_TV, &bank, "custom", "40.00")).await;
    assert_eq!(reviewed.status, 200, "{}", reviewed.text());
    let reviewed = reviewed.json()["standardized"].clone();
    let total = reviewed["amount"]["total"].as_i64().unwrap();
    let text = s(&reviewed["authorization"]).to_owned();
    for part in [
        "checking account ending in 6789 once",
        &format!("${}", dollars(total)),
        "lease #100245873",
        "revoke",
    ] {
        assert!(text.contains(part), "{part} in {text}");
    }
    let spanish = get(
        app,
        &maria,
        &review(MARIA_TV, &bank, "custom", "40.00").replace("locale=en-US", "locale=es-US"),
    )
    .await;
    assert!(s(&spanish.json()["standardized"]["authorization"]).contains("una sola vez"));
    let by_card = get(app, &maria, &review(MARIA_TV, &card, "custom", "40.00")).await;
    assert!(by_card.json()["standardized"]
        .get("authorization")
        .is_none());

    // Without the consent nothing is recorded or charged, and the field is named.
    let refused = submit(
        app,
        &maria,
        "bank-pay-1",
        submit_body(MARIA_TV, &bank, "custom", "40.00"),
    )
    .await;
    assert_eq!(refused.status, 400, "{}", refused.text());
    assert_eq!(refused.json()["parameter"], "authorization_accepted");
    assert_eq!(refused.json()["reason"], "required");
    assert_eq!(charges(app).await, 0);

    // With it: charged once, the text kept with the payment and a copy emailed.
    let mut body = submit_body(MARIA_TV, &bank, "custom", "40.00");
    body["authorization_accepted"] = json!(true);
    let paid = submit(app, &maria, "bank-pay-2", body).await;
    assert_eq!(paid.status, 200, "{}", paid.text());
    assert_eq!(paid.json()["standardized"]["status"], "settled");
    assert_eq!(charges(app).await, 1);
    let kept: Option<String> = sqlx::query_scalar(
        "SELECT authorization_text FROM payments WHERE idempotency_key = 'bank-pay-2'",
    )
    .fetch_one(&app.state.db.pool)
    .await
    .unwrap();
    assert_eq!(kept.as_deref(), Some(text.as_str()));
    let emails = app.outbox(MARIA.0).await;
    assert!(
        emails.iter().any(|e| s(&e["body"]).contains(&text)),
        "the customer gets a copy of what they accepted"
    );
    // A card payment needs no consent and keeps no authorization.
    let by_card = submit(
        app,
        &maria,
        "card-pay-1",
        submit_body(MARIA_TV, &card, "custom", "20.00"),
    )
    .await;
    assert_eq!(by_card.status, 200, "{}", by_card.text());
}
both_databases!(a_one_time_bank_debit_needs_its_own_authorization_which_is_kept_and_emailed);

async fn autopay(app: &TestApp, token: &str, lease: &str, enabled: bool) {
    let set = app
        .call("POST", &format!("{METHODS}/autopay?siteId=northwind"))
        .bearer(token)
        .header("Idempotency-Key", &format!("autopay-{lease}-{enabled}"))
        .json(json!({ "c_lease_guid": lease, "enabled": enabled }))
        .send()
        .await;
    assert_eq!(set.status, 200, "{}", set.text());
}

/// Moves the clock to `day` (noon) and runs the night of that day: servicing, then autopay's
/// charges; answers the autopay summary.
async fn night_of(app: &TestApp, day: time::Date) -> leasefront::jobs::autopay::AutopaySummary {
    let today = leasefront::lease::model::date_of_ms(app.state.clock.now_ms());
    if day > today {
        app.advance(std::time::Duration::from_secs(
            (day - today).whole_days() as u64 * 86_400,
        ));
    }
    let now_ms = app.state.clock.now_ms();
    let progress = std::sync::Arc::new(|_: u64| {});
    leasefront::jobs::nightly::run(&app.state.db, day, 2, 5, now_ms, progress)
        .await
        .unwrap();
    leasefront::jobs::autopay::charge_pending(&app.state.db, app.state.gateway.clone(), 2, now_ms)
        .await
        .unwrap()
}

/// The lease's own autopay flag (what the nightly run reads).
async fn lease_autopay(app: &TestApp, guid: &str) -> bool {
    let json: String = sqlx::query_scalar("SELECT lease_json FROM leases WHERE guid = $1")
        .bind(guid)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    serde_json::from_str::<Value>(&json).unwrap()["autopay"] == true
}

fn day_of(value: &Value) -> time::Date {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(s(value), format).unwrap()
}

async fn autopay_charges_the_due_amount_on_the_due_date_once_with_a_receipt(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    add_card(app, &maria, MARIA_TV).await;
    autopay(app, &maria, MARIA_TV, true).await;
    assert!(lease_autopay(app, MARIA_TV).await);
    let before = details(app, &maria, MARIA_TV).await;
    let due = day_of(&before["next_payment"]["date"]);
    let amount = before["next_payment"]["amount"]["total"].as_i64().unwrap();
    // The nights before the due date charge nothing.
    let eve = night_of(app, due - time::Duration::days(1)).await;
    assert_eq!(eve.settled, 0);
    assert_eq!(charges(app).await, 0);
    // On the due date: the amount due, from the default card, settled with a receipt.
    let night = night_of(app, due).await;
    assert_eq!(night.settled, 1, "{night:?}");
    assert_eq!(charges(app).await, 1);
    // Days later: signed in again.
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let listed = history(app, &maria, MARIA_TV, "1").await.json()["standardized"].clone();
    let payment = &listed["payments"][0];
    assert_eq!(payment["type"], "autopay");
    assert_eq!(payment["status"], "settled");
    assert_eq!(payment["amount"]["total"], amount);
    assert_eq!(payment["payment_method"], "Visa •••• 4242");
    let after = details(app, &maria, MARIA_TV).await;
    assert_eq!(
        after["total_paid"].as_i64().unwrap(),
        before["total_paid"].as_i64().unwrap() + amount
    );
    assert!(
        day_of(&after["next_payment"]["date"]) > due,
        "paid: {after}"
    );
    let receipt = s(&payment["receipt_number"]).to_owned();
    assert!(app
        .outbox(MARIA.0)
        .await
        .iter()
        .any(|e| s(&e["body"]).contains(&receipt)));
    // The night run again (a rerun, a second server): charged once per lease and due date.
    let again = night_of(app, due).await;
    assert_eq!(again, Default::default());
    assert_eq!(charges(app).await, 1);
    // Off: the next due date passes without a charge.
    autopay(app, &maria, MARIA_TV, false).await;
    assert!(
        !lease_autopay(app, MARIA_TV).await,
        "the lease follows its methods"
    );
    let next = day_of(&after["next_payment"]["date"]);
    night_of(app, next).await;
    assert_eq!(charges(app).await, 1);
}
both_databases!(autopay_charges_the_due_amount_on_the_due_date_once_with_a_receipt);

async fn a_declined_autopay_charges_nothing_and_tells_the_customer(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    add_test_card(app, &maria, MARIA_TV, "4000000000009995").await;
    autopay(app, &maria, MARIA_TV, true).await;
    let before = details(app, &maria, MARIA_TV).await;
    let due = day_of(&before["next_payment"]["date"]);
    let night = night_of(app, due).await;
    assert_eq!(night.declined, 1, "{night:?}");
    assert_eq!(charges(app).await, 0);
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let after = details(app, &maria, MARIA_TV).await;
    assert_eq!(after["total_paid"], before["total_paid"]);
    let listed = history(app, &maria, MARIA_TV, "1").await.json()["standardized"].clone();
    assert_eq!(listed["payments"][0]["status"], "declined");
    let notice = app
        .outbox(MARIA.0)
        .await
        .into_iter()
        .find(|e| s(&e["subject"]).starts_with("Your autopay payment did not go through"))
        .expect("a failure notice");
    assert!(s(&notice["body"]).contains("insufficient funds"));
    assert!(s(&notice["body"]).contains("Nothing was charged"));
}
both_databases!(a_declined_autopay_charges_nothing_and_tells_the_customer);

async fn a_submit_cut_off_by_a_crash_is_finished_by_its_retry_charging_once(app: &TestApp) {
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let card = add_test_card(app, &maria, MARIA_TV, "4242424242424242").await;
    let before = details(app, &maria, MARIA_TV).await;
    let body = submit_body(MARIA_TV, &card, "custom", "20.00");
    // The server died after claiming the key, recording the payment and charging it, before it
    // settled or answered: the claim is unfinished, the payment pending, the charge made.
    let customer: String = sqlx::query_scalar("SELECT customer_id FROM leases WHERE guid = $1")
        .bind(MARIA_TV)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    let now = app.state.clock.now_ms();
    let claimed = leasefront::idempotency::claim(
        &app.state.db,
        &customer,
        "crash-1",
        "payments/submit_payment",
        &body,
        now,
    )
    .await
    .unwrap();
    assert!(matches!(claimed, leasefront::idempotency::Claimed::Run(_)));
    let guid = "5a1e7c3a-0000-4000-8000-00000000dead";
    recorded_and_charged(app, &card, "crash-1", guid, now).await;
    // The customer's retry at once: the claim may still be running somewhere.
    let early = submit(app, &maria, "crash-1", body.clone()).await;
    assert_eq!(early.status, 409, "{}", early.text());
    assert_eq!(early.json()["reason"], "idempotency_key_in_use");
    // Once no request can still be running it, the retry takes the claim over and finishes
    // the payment: settled once, charged once.
    app.advance(std::time::Duration::from_millis(
        leasefront::idempotency::STALE_CLAIM_MS as u64 + 1,
    ));
    let maria = token(app, (MARIA.0, MARIA.1)).await;
    let retried = submit(app, &maria, "crash-1", body.clone()).await;
    assert_eq!(retried.status, 200, "{}", retried.text());
    assert_eq!(retried.json()["standardized"]["guid"], guid);
    assert_eq!(retried.json()["standardized"]["status"], "settled");
    assert_eq!(charges(app).await, 1);
    let again = submit(app, &maria, "crash-1", body).await;
    assert_eq!(again.json(), retried.json());
    assert_eq!(
        details(app, &maria, MARIA_TV).await["total_paid"]
            .as_i64()
            .unwrap(),
        before["total_paid"].as_i64().unwrap() + 2165
    );
}
both_databases!(a_submit_cut_off_by_a_crash_is_finished_by_its_retry_charging_once);
