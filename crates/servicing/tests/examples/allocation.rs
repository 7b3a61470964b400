//! Where a payment goes: prepaying the next payments, credit beyond everything.

use servicing::{AmountDue, Cents, LeaseStatus};

use crate::support::*;

#[test]
fn paying_more_than_due_prepays_the_next_payments_and_lowers_the_payoff() {
    let mut lease = payoff_lease("GA");
    let before = lease.payoff_quote(d(2025, 5, 1)).unwrap();
    // Payment 1 is $158.41 + $6.34; pay $300.00 on Jan 15.
    let allocation = lease.apply_payment(d(2025, 1, 15), Cents(30_000)).unwrap();
    assert_eq!(allocation.lines.len(), 2);
    assert_eq!(allocation.lines[0].applied.total(), Cents(16_475));
    assert_eq!(allocation.lines[1].seq, 2);
    // $135.25 left for payment 2: its tax $6.34 first, then $128.91 rent.
    assert_eq!(allocation.lines[1].applied.tax, Cents(634));
    assert_eq!(allocation.lines[1].applied.rent, Cents(12_891));
    assert_eq!(allocation.unapplied, Cents::ZERO);
    // Next due is what is left of payment 2.
    let next = lease.next_due(d(2025, 1, 16)).unwrap();
    assert_eq!(next.date, d(2025, 2, 15));
    assert_eq!(
        next.amount,
        AmountDue::new(Cents(15_841 - 12_891), Cents::ZERO)
    );
    let after = lease.payoff_quote(d(2025, 5, 1)).unwrap();
    assert!(after.amount.total < before.amount.total);
}

#[test]
fn paying_more_than_everything_keeps_a_credit() {
    let mut lease = payoff_lease("GA");
    let balance = lease.balance();
    let allocation = lease
        .apply_payment(d(2025, 1, 10), balance + Cents(1_234))
        .unwrap();
    assert_eq!(allocation.unapplied, Cents(1_234));
    assert_eq!(lease.credit, Cents(1_234));
    assert_eq!(lease.status, LeaseStatus::PaidOut);
}
