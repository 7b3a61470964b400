//! What a new payment may be on each demo lease, the review of exactly one amount (each bad
//! amount refused with its reason), and another customer's lease or method answering like an
//! unknown one.

use serde_json::json;

use super::{add_card, dollars, get, new_payment, option, review};
use crate::both_databases;
use crate::helpers::{s, token, TestApp, JAMES, MARIA, MARIA_PAST_DUE, MARIA_TV, UNKNOWN};

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
