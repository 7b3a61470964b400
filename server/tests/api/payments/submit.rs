//! Submitting a payment: the past-due amount catching the lease up once, a declined card, an
//! answer lost and settled once from the gateway's record, simultaneous submits of one key, a
//! submit cut off by a crash finished by its retry, the history's pages, and a one-time bank
//! debit's own authorization.

use serde_json::json;

use super::{
    add_card, add_test_card, charges, details, dollars, get, history, payment_terms, review,
    submit, submit_body, PAYMENTS,
};
use crate::both_databases;
use crate::helpers::{
    recorded_and_charged, s, token, TestApp, JAMES, MARIA, MARIA_PAST_DUE, MARIA_TV, METHODS,
    UNKNOWN,
};

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
    let receipt = emails
        .iter()
        .find(|e| s(&e["body"]).contains(s(&payment["receipt_number"])))
        .expect("the receipt is emailed");
    // With the amount it states the payments left and the total cost to own, in both languages.
    for terms in payment_terms(&after) {
        assert!(s(&receipt["body"]).contains(&terms), "{terms} in {receipt}");
    }
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
    let before = details(app, &maria, MARIA_TV).await;
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
    let copy = emails
        .iter()
        .find(|e| s(&e["body"]).contains(&text))
        .expect("the customer gets a copy of what they accepted");
    // With the amount, the payments left and the total cost to own.
    let [terms, _] = payment_terms(&before);
    assert!(s(&copy["body"]).contains(&terms), "{terms} in {copy}");
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
