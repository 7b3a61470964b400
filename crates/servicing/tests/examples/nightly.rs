//! Late fees after the grace days, the nightly run's roll-over and notices, and the days a
//! lease next has work for it.

use servicing::{
    AmountDue, Cents, Change, Lease, LeaseStatus, Notice, PayFrequency, ServicingError,
    ServicingRules,
};
use time::Date;

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

/// Services the lease on each day it names, up to `until`; the days serviced.
fn named_days(lease: &mut Lease, rules: &ServicingRules, until: Date) -> Vec<Date> {
    let mut days = Vec::new();
    while let Some(day) = lease.next_service_on(rules).filter(|&day| day <= until) {
        lease.service(day, rules).unwrap();
        days.push(day);
    }
    days
}

#[test]
fn a_monthly_lease_is_serviced_on_the_notice_the_roll_over_and_the_end_of_the_grace() {
    let rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    // Never serviced: its first run stores its values.
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 1)));
    lease.service(d(2025, 1, 1), &rules).unwrap();
    // Due Jan 15: the payment-due notice 3 days before.
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 12)));
    let notice = lease.service(d(2025, 1, 12), &rules).unwrap();
    assert!(matches!(notice.notices[..], [Notice::PaymentDue { .. }]));
    // Jan 16: the due date rolls over to Feb 15 and the unpaid payment is past due.
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 16)));
    let rolled = lease.service(d(2025, 1, 16), &rules).unwrap();
    assert!(rolled.changes.contains(&Change::DueDateRolledOver {
        from: Some(d(2025, 1, 15)),
        to: Some(d(2025, 2, 15)),
    }));
    // Jan 21, day 6: the late fee, PastDue and its notice.
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 21)));
    let late = lease.service(d(2025, 1, 21), &rules).unwrap();
    assert_eq!(lease.status, LeaseStatus::PastDue);
    assert_eq!(late.notices.len(), 1);
    // Then nothing until the notice for Feb 15: a run on Jan 22 .. Feb 11 would do nothing.
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 2, 12)));
    let mut idle = lease.clone();
    assert!(idle.service(d(2025, 2, 11), &rules).unwrap().is_empty());

    // The customer pays the past due on Jan 25: the stored past due is out of date, so the
    // next run (the day after the last serviced day at the earliest) has work.
    let past_due = lease.past_due(d(2025, 1, 25)).total;
    lease.apply_payment(d(2025, 1, 25), past_due).unwrap();
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 22)));
    let caught_up = lease.service(d(2025, 1, 26), &rules).unwrap();
    assert!(caught_up.changes.contains(&Change::PastDueChanged {
        from: Cents(15_841 + 634 + 500),
        to: Cents::ZERO,
    }));
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 2, 12)));
}

#[test]
fn a_lease_paid_ahead_is_serviced_when_its_next_due_date_comes() {
    let rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    lease.service(d(2025, 1, 12), &rules).unwrap();
    // Paid on Jan 14: the stored next due date (Jan 15) is out of date from Jan 13.
    pay_item(&mut lease, 1, d(2025, 1, 14));
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 13)));
    lease.service(d(2025, 1, 15), &rules).unwrap();
    // Next: the notice for Feb 15. No late fee, no past due: nothing in between.
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 2, 12)));
    // Paid ahead for February too: the roll-over on Feb 16 is the next work, no notice.
    pay_item(&mut lease, 2, d(2025, 1, 20));
    lease.service(d(2025, 1, 20), &rules).unwrap();
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 3, 12)));
}

#[test]
fn a_lease_that_never_pays_is_serviced_on_a_few_days_a_month_until_its_charge_off() {
    let rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    let days = named_days(&mut lease, &rules, d(2025, 12, 31));
    assert_eq!(
        days,
        [
            d(2025, 1, 1),
            // Notice, roll-over, end of the grace days (late fee; PastDue the first time).
            d(2025, 1, 12),
            d(2025, 1, 16),
            d(2025, 1, 21),
            d(2025, 2, 12),
            d(2025, 2, 16),
            d(2025, 2, 21),
            d(2025, 3, 12),
            d(2025, 3, 16),
            d(2025, 3, 21),
            d(2025, 4, 12),
            d(2025, 4, 16),
            d(2025, 4, 21),
            d(2025, 5, 12),
            // 120 days after Jan 15: charged off, and never serviced again.
            d(2025, 5, 15),
        ]
    );
    assert_eq!(lease.status, LeaseStatus::ChargedOff);
    assert_eq!(lease.schedule[4].late_fee, Cents(500));
    assert_eq!(lease.next_service_on(&rules), None);
}

#[test]
fn a_pending_lease_is_serviced_only_when_a_due_date_rolls_over() {
    let rules = ServicingRules::default();
    let app = sofa(
        "GA",
        Cents::from_dollars(1_000),
        PayFrequency::Monthly,
        d(2025, 1, 15),
    );
    let mut lease = Lease::originate(&rules, &app).unwrap();
    pay_item(&mut lease, 0, d(2025, 1, 1));
    lease.service(d(2025, 1, 1), &rules).unwrap();
    // Not delivered: no payment-due notice, no late fee, never PastDue; its stored next due
    // date still rolls over.
    let days = named_days(&mut lease, &rules, d(2025, 3, 31));
    assert_eq!(days, [d(2025, 1, 16), d(2025, 2, 16), d(2025, 3, 16)]);
    assert_eq!(lease.status, LeaseStatus::Pending);
    assert!(lease
        .schedule
        .iter()
        .all(|i| i.late_fee.is_zero() && !i.reminded));
}

#[test]
fn a_catch_up_plan_is_serviced_when_a_plan_payment_is_missed_or_the_plan_is_paid() {
    let rules = ServicingRules::default();
    let mut missed = past_due_150();
    missed.service(d(2025, 1, 20), &rules).unwrap();
    let plan = missed.apply_catch_up(d(2025, 1, 20), &rules, 3).unwrap();
    // The plan moved the past due: the next run has work.
    assert_eq!(missed.next_service_on(&rules), Some(d(2025, 1, 21)));
    missed.service(d(2025, 1, 21), &rules).unwrap();
    let mut paid = missed.clone();
    // Feb 12 the notice, Feb 16 the roll-over, Feb 21 (day 6, unpaid) the plan breaks.
    let days = named_days(&mut missed, &rules, d(2025, 2, 20));
    assert_eq!(days, [d(2025, 2, 12), d(2025, 2, 16)]);
    assert_eq!(missed.next_service_on(&rules), Some(d(2025, 2, 21)));
    let broken = missed.service(d(2025, 2, 21), &rules).unwrap();
    assert!(broken.changes.contains(&Change::CatchUpPlanBroken {
        missed_seq: plan.payments[0].seq,
        moved: Cents(10_000),
    }));

    // Every plan payment paid on Jan 25: the plan completes on the next run.
    for payment in &plan.payments {
        pay_item(&mut paid, payment.seq as usize, d(2025, 1, 25));
    }
    assert_eq!(paid.next_service_on(&rules), Some(d(2025, 1, 22)));
    let completed = paid.service(d(2025, 1, 26), &rules).unwrap();
    assert!(completed.changes.contains(&Change::CatchUpPlanCompleted));
}

#[test]
fn closed_leases_are_never_serviced_again() {
    let rules = ServicingRules::default();
    let mut owned = payoff_lease("GA");
    let quote = owned.payoff_quote(d(2025, 2, 1)).unwrap();
    owned.pay_off(d(2025, 2, 1), quote.amount.total).unwrap();
    assert_eq!(owned.next_service_on(&rules), None);
    let mut returned = payoff_lease("GA");
    returned.return_merchandise(d(2025, 2, 1)).unwrap();
    assert_eq!(returned.next_service_on(&rules), None);
}

#[test]
fn the_payment_due_notice_follows_the_rules_lead() {
    let mut rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    lease.service(d(2025, 1, 1), &rules).unwrap();
    rules.due_soon_days = 10;
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 5)));
    // A lead longer than the time left: the next run sends it.
    rules.due_soon_days = 30;
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 2)));
}

#[test]
fn a_lease_delivered_after_a_missed_payment_owes_its_past_due_notice_the_next_night() {
    // No late fee: the notice alone is the work.
    let rules = ServicingRules {
        late_fee: Cents::ZERO,
        ..ServicingRules::default()
    };
    let app = sofa(
        "GA",
        Cents::from_dollars(1_000),
        PayFrequency::Monthly,
        d(2025, 1, 15),
    );
    let mut lease = Lease::originate(&rules, &app).unwrap();
    pay_item(&mut lease, 0, d(2025, 1, 1));
    // Still Pending on Feb 1 with Jan 15 unpaid: no status while Pending.
    lease.service(d(2025, 2, 1), &rules).unwrap();
    assert_eq!(lease.status, LeaseStatus::Pending);
    // Delivered on Feb 3, and enrolling in Benefits Plus the same day finds it past due
    // (nothing past due or next due moved: only the notice is owed).
    lease.activate(d(2025, 2, 3)).unwrap();
    lease.enroll_benefits_plus(d(2025, 2, 3)).unwrap();
    assert_eq!(lease.status, LeaseStatus::PastDue);
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 2, 2)));
    let outcome = lease.service(d(2025, 2, 4), &rules).unwrap();
    assert!(matches!(
        outcome.notices[..],
        [Notice::PastDue {
            days_past_due: 20,
            ..
        }]
    ));
}

#[test]
fn autopay_charges_each_due_date_on_its_day_once() {
    let rules = ServicingRules::default();
    let mut lease = payoff_lease("GA");
    lease.service(d(2025, 1, 1), &rules).unwrap();
    // Turned on Jan 3: the Jan 15 payment is charged on Jan 15, the day the lease names.
    assert!(lease.set_autopay(true, d(2025, 1, 3)));
    assert!(
        !lease.set_autopay(true, d(2025, 1, 4)),
        "on twice changes nothing"
    );
    lease.service(d(2025, 1, 12), &rules).unwrap(); // the due-soon notice
    assert_eq!(lease.next_service_on(&rules), Some(d(2025, 1, 15)));
    let charged = lease.service(d(2025, 1, 15), &rules).unwrap();
    assert_eq!(
        charged.autopay,
        Some(AmountDue {
            pretax: Cents(15_841),
            tax: Cents(634),
            total: Cents(15_841 + 634),
        })
    );
    // Once per due date: the same day again, or the next, charges nothing.
    assert_eq!(lease.service(d(2025, 1, 15), &rules).unwrap().autopay, None);
    // The charge is declined (nothing applied): the next due date charges both, with the
    // late fee of the first.
    let mut unpaid = lease.clone();
    assert_eq!(
        unpaid.service(d(2025, 1, 16), &rules).unwrap().autopay,
        None
    );
    let feb = unpaid.next_service_on(&rules).unwrap();
    assert!(feb <= d(2025, 1, 21), "the fee and the notice come first");
    let mut day = feb;
    let mut second = None;
    while day <= d(2025, 2, 15) {
        let outcome = unpaid.service(day, &rules).unwrap();
        if let Some(amount) = outcome.autopay {
            second = Some((day, amount));
        }
        match unpaid.next_service_on(&rules) {
            Some(next) => day = next,
            None => break,
        }
    }
    let (on, amount) = second.expect("the Feb 15 payment is charged");
    assert_eq!(on, d(2025, 2, 15));
    assert_eq!(amount.total, Cents(2 * (15_841 + 634) + 500));

    // Approved: the payment is applied; the next charge is Feb 15's alone.
    lease
        .apply_payment(d(2025, 1, 15), charged.autopay.unwrap().total)
        .unwrap();
    lease.service(d(2025, 1, 16), &rules).unwrap();
    let days = named_days(&mut lease.clone(), &rules, d(2025, 2, 15));
    assert!(days.contains(&d(2025, 2, 15)), "{days:?}");
    // Off: due dates pass without a charge, and none is charged when it comes back on.
    assert!(lease.set_autopay(false, d(2025, 1, 20)));
    let mut off = lease.clone();
    for day in [d(2025, 2, 12), d(2025, 2, 15), d(2025, 2, 16)] {
        assert_eq!(off.service(day, &rules).unwrap().autopay, None);
    }
    off.set_autopay(true, d(2025, 2, 20));
    assert_eq!(off.service(d(2025, 2, 21), &rules).unwrap().autopay, None);
    // Mar 15 is charged on its day.
    let mut days = named_days(&mut off, &rules, d(2025, 3, 15));
    assert_eq!(days.pop(), Some(d(2025, 3, 15)));
}
