//! The lease: Benefits Plus, status changes, the summary lease_details shows, its JSON.

use servicing::{AmountDue, Cents, Change, Lease, LeaseStatus, ServicingRules};

use crate::support::*;

#[test]
fn benefits_plus_adds_2_50_plus_tax_to_future_payments_while_enrolled() {
    let mut lease = payoff_lease("TX");
    let change = lease.enroll_benefits_plus(d(2025, 3, 1)).unwrap();
    assert!(change.enrolled);
    assert_eq!(change.payments_changed, 10);
    assert_eq!(lease.schedule[2].benefits_plus_fee, Cents::ZERO);
    let item = &lease.schedule[3];
    assert_eq!(item.due_date, d(2025, 3, 15));
    assert_eq!(item.benefits_plus_fee, Cents(250));
    // ($158.41 + $2.50) × 6.25 % = $10.056875 → $10.06.
    assert_eq!(item.tax, Cents(1_006));
    assert_eq!(
        lease
            .enroll_benefits_plus(d(2025, 3, 1))
            .unwrap()
            .payments_changed,
        0
    );
    // Not on the initial payment, and not on payments due on or before the day.
    assert_eq!(lease.schedule[0].benefits_plus_fee, Cents::ZERO);
    assert!(lease.benefits_plus);
}

#[test]
fn cancelling_benefits_plus_reapplies_prepaid_fees() {
    let mut lease = payoff_lease("TX");
    lease.enroll_benefits_plus(d(2025, 1, 1)).unwrap();
    // Prepay payments 1 and 2 in full.
    let two = lease.schedule[1].unpaid().total() + lease.schedule[2].unpaid().total();
    lease.apply_payment(d(2025, 1, 10), two).unwrap();
    let paid = lease.total_paid();
    let change = lease.cancel_benefits_plus(d(2025, 1, 20)).unwrap();
    assert_eq!(change.payments_changed, 11);
    // Payment 2's $2.50 fee and its tax difference move to payment 3.
    assert_eq!(change.reapplied, Cents(250 + 16));
    assert_eq!(lease.total_paid(), paid);
    assert_eq!(lease.schedule[2].unpaid().total(), Cents::ZERO);
    assert_eq!(lease.schedule[3].paid.total(), Cents(266));
    assert_eq!(lease.credit, Cents::ZERO);
    assert!(!lease.benefits_plus);
}

#[test]
fn charged_off_at_120_days_past_due_then_sold() {
    let rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    lease.service(d(2025, 5, 14), &rules).unwrap();
    assert_eq!(lease.status, LeaseStatus::PastDue);
    assert_eq!(lease.days_past_due(d(2025, 5, 14)), 119);
    let outcome = lease.service(d(2025, 5, 15), &rules).unwrap();
    assert!(outcome.changes.contains(&Change::StatusChanged {
        from: LeaseStatus::PastDue,
        to: LeaseStatus::ChargedOff,
    }));
    assert_eq!(lease.closed_on, Some(d(2025, 5, 15)));
    assert!(lease.service(d(2025, 5, 16), &rules).unwrap().is_empty());
    assert!(lease.apply_payment(d(2025, 5, 16), Cents(100)).is_err());
    lease.sell_to_debt_buyer("Acme Recovery LLC").unwrap();
    assert_eq!(lease.debt_buyer.as_deref(), Some("Acme Recovery LLC"));
}

#[test]
fn every_payment_made_means_paid_out() {
    let mut lease = payoff_lease("GA");
    for seq in 1..lease.schedule.len() {
        let date = lease.schedule[seq].due_date;
        pay_item(&mut lease, seq, date);
    }
    assert_eq!(lease.status, LeaseStatus::PaidOut);
    assert_eq!(lease.closed_on, Some(d(2025, 12, 15)));
    assert_eq!(lease.total_paid(), lease.total_cost_to_own());
}

#[test]
fn returned_merchandise_ends_the_lease() {
    let mut lease = payoff_lease("GA");
    let change = lease.return_merchandise(d(2025, 3, 3)).unwrap();
    assert_eq!(change.to, LeaseStatus::Returned);
    assert!(lease.next_due(d(2025, 3, 3)).is_none());
    assert!(lease.return_merchandise(d(2025, 3, 4)).is_err());
    assert!(lease.sell_to_debt_buyer("Acme").is_err());
}

#[test]
fn the_summary_has_what_lease_details_shows() {
    let mut lease = payoff_lease("GA");
    pay_item(&mut lease, 1, d(2025, 1, 15));
    let summary = lease.summary(d(2025, 2, 1));
    assert_eq!(summary.status, LeaseStatus::Active);
    assert_eq!(summary.rent_paid, Cents(4_900 + 15_841));
    assert_eq!(summary.remaining_payments, 11);
    assert_eq!(summary.next_due.unwrap().date, d(2025, 2, 15));
    assert_eq!(summary.past_due, AmountDue::ZERO);
    assert!(summary.payoff.is_some());
    assert_eq!(
        summary.balance + summary.total_paid,
        summary.total_cost_to_own
    );
}

#[test]
fn a_lease_round_trips_through_json_with_iso_dates() {
    let mut lease = past_due_150();
    lease
        .apply_catch_up(d(2025, 1, 20), &ServicingRules::default(), 2)
        .unwrap();
    let json = serde_json::to_string(&lease).unwrap();
    assert!(json.contains(r#""due_date":"2025-01-15""#), "{json}");
    assert!(json.contains(r#""status":"Active""#));
    let back: Lease = serde_json::from_str(&json).unwrap();
    assert_eq!(back, lease);
}
