//! Late fees after the grace days, and the nightly run's roll-over and notices.

use servicing::{
    AmountDue, Cents, Change, LeaseStatus, Notice, PayFrequency, ServicingError, ServicingRules,
};

use crate::support::*;

#[test]
fn a_late_fee_after_the_5_day_grace_and_never_twice() {
    let rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    // Due Jan 15; Jan 20 is day 5 of the grace: late but Active, no fee.
    let outcome = lease.service(d(2025, 1, 20), &rules).unwrap();
    assert_eq!(lease.status, LeaseStatus::Active);
    assert!(!outcome
        .changes
        .iter()
        .any(|c| matches!(c, Change::LateFeeAssessed { .. })));
    assert_eq!(lease.past_due(d(2025, 1, 20)).total, Cents(15_841 + 634));
    // Jan 21, day 6: $5.00 late fee, PastDue, one past-due notice.
    let outcome = lease.service(d(2025, 1, 21), &rules).unwrap();
    assert!(outcome.changes.contains(&Change::LateFeeAssessed {
        seq: 1,
        due_date: d(2025, 1, 15),
        amount: Cents(500),
    }));
    assert!(outcome.changes.contains(&Change::StatusChanged {
        from: LeaseStatus::Active,
        to: LeaseStatus::PastDue,
    }));
    assert!(matches!(
        outcome.notices[..],
        [Notice::PastDue {
            days_past_due: 6,
            ..
        }]
    ));
    assert_eq!(lease.schedule[1].late_fee, Cents(500));
    // The same day again: nothing.
    let before = lease.clone();
    let again = lease.service(d(2025, 1, 21), &rules).unwrap();
    assert!(again.is_empty(), "{again:?}");
    assert_eq!(lease, before);
    // Later days: no second fee for the same payment, no second notice.
    let later = lease.service(d(2025, 1, 25), &rules).unwrap();
    assert!(later.notices.is_empty());
    assert_eq!(lease.schedule[1].late_fee, Cents(500));
    assert_eq!(
        lease.past_due(d(2025, 1, 25)).total,
        Cents(15_841 + 634 + 500)
    );
    // Paying the past due: the fee first, then tax, then rent; Active again.
    let allocation = lease.apply_payment(d(2025, 1, 25), Cents(16_975)).unwrap();
    assert_eq!(allocation.lines[0].applied.fees, Cents(500));
    assert_eq!(allocation.lines[0].applied.tax, Cents(634));
    assert_eq!(allocation.lines[0].applied.rent, Cents(15_841));
    assert_eq!(
        allocation.status_change.map(|c| c.to),
        Some(LeaseStatus::Active)
    );
}

#[test]
fn paid_within_the_grace_days_means_no_late_fee_paid_after_means_one() {
    let rules = ServicingRules::default();
    let mut on_time = payoff_lease("GA");
    pay_item(&mut on_time, 1, d(2025, 1, 20));
    let outcome = on_time.service(d(2025, 1, 25), &rules).unwrap();
    assert!(!outcome
        .changes
        .iter()
        .any(|c| matches!(c, Change::LateFeeAssessed { .. })));

    // Paid on day 8 while no nightly run happened in between: the fee is still owed,
    // but a fee alone never makes the lease past due.
    let mut late = payoff_lease("GA");
    pay_item(&mut late, 1, d(2025, 1, 23));
    late.service(d(2025, 1, 25), &rules).unwrap();
    assert_eq!(late.schedule[1].late_fee, Cents(500));
    assert_eq!(late.status, LeaseStatus::Active);
    assert_eq!(late.days_past_due(d(2025, 1, 25)), 0);
    assert_eq!(late.past_due(d(2025, 1, 25)).total, Cents(500));
}

#[test]
fn a_state_cap_lowers_the_late_fee() {
    let rules: ServicingRules =
        serde_json::from_str(r#"{"states": {"GA": {"tax_rate": 40000, "late_fee_cap": 300}}}"#)
            .unwrap();
    let mut lease = delivered(
        &rules,
        &sofa(
            "GA",
            Cents::from_dollars(1_000),
            PayFrequency::Monthly,
            d(2025, 1, 15),
        ),
    );
    lease.service(d(2025, 1, 21), &rules).unwrap();
    assert_eq!(lease.schedule[1].late_fee, Cents(300));
}

#[test]
fn nightly_rolls_the_due_date_and_sends_a_due_soon_notice_once() {
    let rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    let first = lease.service(d(2025, 1, 10), &rules).unwrap();
    assert!(first.changes.contains(&Change::DueDateRolledOver {
        from: None,
        to: Some(d(2025, 1, 15)),
    }));
    assert!(first.notices.is_empty());
    // Three days before: the "payment due" notice.
    let soon = lease.service(d(2025, 1, 12), &rules).unwrap();
    assert_eq!(
        soon.notices,
        vec![Notice::PaymentDue {
            due_date: d(2025, 1, 15),
            amount: AmountDue::new(Cents(15_841), Cents(634)),
        }]
    );
    assert!(lease
        .service(d(2025, 1, 13), &rules)
        .unwrap()
        .notices
        .is_empty());
    pay_item(&mut lease, 1, d(2025, 1, 14));
    let rolled = lease.service(d(2025, 1, 15), &rules).unwrap();
    assert!(rolled.changes.contains(&Change::DueDateRolledOver {
        from: Some(d(2025, 1, 15)),
        to: Some(d(2025, 2, 15)),
    }));
    assert_eq!(
        lease.service(d(2025, 1, 14), &rules),
        Err(ServicingError::OutOfOrder {
            as_of: d(2025, 1, 14),
            last: d(2025, 1, 15)
        })
    );
}
