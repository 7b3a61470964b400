//! Autopay: the due amount charged on the due date once with a receipt, and a declined
//! autopay charging nothing and telling the customer.

use serde_json::{json, Value};

use super::{add_card, add_test_card, charges, details, history, payment_terms};
use crate::both_databases;
use crate::helpers::{s, token, TestApp, MARIA, MARIA_TV, METHODS};

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
    for terms in payment_terms(&after) {
        assert!(s(&notice["body"]).contains(&terms), "{terms} in {notice}");
    }
}
both_databases!(a_declined_autopay_charges_nothing_and_tells_the_customer);
