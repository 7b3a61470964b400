//! Catch-up plans: the options, the remainder, keeping and breaking a plan.

use servicing::{
    AmountDue, Cents, Change, LeaseStatus, PlanStatus, ServicingError, ServicingRules,
};

use crate::support::*;

#[test]
fn catch_up_options_for_150_past_due() {
    let rules = ServicingRules::default();
    let lease = past_due_150();
    let as_of = d(2025, 1, 20);
    assert_eq!(
        lease.past_due(as_of),
        AmountDue::new(Cents(15_000), Cents::ZERO)
    );
    let options = lease.catch_up_options(as_of, &rules);
    assert_eq!(options.len(), 3);
    let shares: Vec<Vec<Cents>> = options
        .iter()
        .map(|o| o.payments.iter().map(|p| p.rent_amount).collect())
        .collect();
    assert_eq!(shares[0], vec![Cents(7_500); 2]);
    assert_eq!(shares[1], vec![Cents(5_000); 3]);
    assert_eq!(shares[2], vec![Cents(3_750); 4]);
    let three = &options[1];
    assert_eq!(three.id, "2025-01-20:3");
    assert_eq!(three.start_date, d(2025, 2, 15));
    assert_eq!(three.payments[0].total_rent_amount, Cents(16_250 + 5_000));
    assert_eq!(three.payments[0].regular_amount(), Cents(16_250));
    assert_eq!(three.payments[0].total_rent_tax_amount, Cents::ZERO);
    assert_eq!(three.payments[2].date, d(2025, 4, 15));
}

#[test]
fn catch_up_remainder_goes_on_the_first_payment_and_tax_is_split_too() {
    let rules = ServicingRules::default();
    // Georgia: the Jan 15 payment is $158.41 + $6.34 tax; $64.75 paid leaves $100.00 of
    // rent past due and the tax paid.
    let mut lease = payoff_lease("GA");
    lease.apply_payment(d(2025, 1, 15), Cents(6_475)).unwrap();
    let as_of = d(2025, 1, 22);
    assert_eq!(
        lease.past_due(as_of),
        AmountDue::new(Cents(10_000), Cents::ZERO)
    );
    let three = lease.catch_up_option(as_of, &rules, 3).unwrap();
    let shares: Vec<Cents> = three.payments.iter().map(|p| p.rent_amount).collect();
    assert_eq!(shares, vec![Cents(3_334), Cents(3_333), Cents(3_333)]);
    // The lease is past due with a late fee: the fee is spread too, tax split likewise.
    let mut lease = payoff_lease("GA");
    lease.service(d(2025, 1, 22), &rules).unwrap();
    let past = lease.past_due(as_of);
    assert_eq!(past, AmountDue::new(Cents(15_841 + 500), Cents(634)));
    let four = lease.catch_up_option(as_of, &rules, 4).unwrap();
    let shares: Vec<Cents> = four.payments.iter().map(|p| p.rent_amount).collect();
    assert_eq!(
        shares,
        vec![Cents(4_086), Cents(4_085), Cents(4_085), Cents(4_085)]
    );
    let taxes: Vec<Cents> = four.payments.iter().map(|p| p.tax_amount).collect();
    assert_eq!(taxes, vec![Cents(160), Cents(158), Cents(158), Cents(158)]);
    assert_eq!(four.payments[0].total_rent_tax_amount, Cents(634 + 160));
}

#[test]
fn a_kept_catch_up_plan_keeps_the_lease_active_until_completed() {
    let rules = ServicingRules::default();
    let mut lease = past_due_150();
    lease.service(d(2025, 1, 21), &rules).unwrap();
    assert_eq!(lease.status, LeaseStatus::PastDue);
    let balance = lease.balance();
    // The late fee joined the past due: $155.00 over 2 payments.
    let plan = lease.apply_catch_up(d(2025, 1, 22), &rules, 2).unwrap();
    assert_eq!(plan.past_due.pretax, Cents(15_500));
    assert_eq!(plan.deferred_seqs, vec![1]);
    assert_eq!(lease.status, LeaseStatus::Active);
    assert_eq!(lease.balance(), balance);
    assert_eq!(lease.past_due(d(2025, 1, 22)), AmountDue::ZERO);
    assert!(lease.catch_up_options(d(2025, 1, 22), &rules).is_empty());
    assert_eq!(
        lease.apply_catch_up(d(2025, 1, 22), &rules, 2),
        Err(ServicingError::CatchUpPlanActive)
    );
    // Each plan payment: regular $162.50 + $77.50 share.
    assert_eq!(lease.schedule[2].unpaid().total(), Cents(16_250 + 7_750));
    for (seq, payment) in plan.payments.iter().enumerate() {
        pay_item(&mut lease, seq + 2, payment.date);
        assert_eq!(lease.schedule[seq + 2].unpaid().total(), Cents::ZERO);
    }
    let outcome = lease.service(d(2025, 3, 16), &rules).unwrap();
    assert!(outcome.changes.contains(&Change::CatchUpPlanCompleted));
    assert_eq!(lease.catch_up_plans[0].status, PlanStatus::Completed);
    assert_eq!(lease.status, LeaseStatus::Active);
}

#[test]
fn a_missed_plan_payment_breaks_the_plan_and_the_remaining_share_is_past_due() {
    let rules = ServicingRules::default();
    let mut lease = past_due_150();
    let plan = lease.apply_catch_up(d(2025, 1, 20), &rules, 3).unwrap();
    assert_eq!(lease.status, LeaseStatus::Active);
    // Feb 15 plan payment ($212.50) missed; on Feb 21 (day 6) the plan breaks.
    lease.service(d(2025, 2, 20), &rules).unwrap();
    assert_eq!(lease.catch_up_plans[0].status, PlanStatus::Active);
    let outcome = lease.service(d(2025, 2, 21), &rules).unwrap();
    assert!(outcome.changes.contains(&Change::CatchUpPlanBroken {
        missed_seq: plan.payments[0].seq,
        moved: Cents(10_000),
    }));
    assert_eq!(lease.status, LeaseStatus::PastDue);
    // Past due: the missed payment, all three shares and the late fee.
    assert_eq!(
        lease.past_due(d(2025, 2, 21)).total,
        Cents(16_250 + 15_000 + 500)
    );
    assert_eq!(lease.schedule[3].unpaid().total(), Cents(16_250));
    // A new plan may now be offered.
    assert!(!lease.catch_up_options(d(2025, 2, 21), &rules).is_empty());
}
