//! Worked examples a servicing agent would recognise.

use servicing::{
    AmountDue, Cents, Change, ItemKind, Lease, LeaseApplication, LeaseStatus, MerchandiseLine,
    Notice, PayFrequency, PayoffOption, PlanStatus, Rate, ServicingError, ServicingRules,
};
use time::{Date, Month};

fn d(y: i32, m: u8, day: u8) -> Date {
    Date::from_calendar_date(y, Month::try_from(m).unwrap(), day).unwrap()
}

fn sofa(state: &str, cash: Cents, frequency: PayFrequency, first_due: Date) -> LeaseApplication {
    LeaseApplication {
        state: state.into(),
        merchandise: vec![MerchandiseLine {
            product_id: "sofa-1".into(),
            name: "Three-seat sofa".into(),
            quantity: 1,
            unit_price: cash,
        }],
        approved_amount: Cents::from_dollars(4_000),
        frequency,
        term_months: None,
        signed_on: d(2025, 1, 1),
        first_due_date: first_due,
        benefits_plus: false,
    }
}

fn no_initial() -> ServicingRules {
    ServicingRules {
        initial_payment: Cents::ZERO,
        ..ServicingRules::default()
    }
}

/// A delivered lease: initial payment paid at signing, delivered the same day.
fn delivered(rules: &ServicingRules, app: &LeaseApplication) -> Lease {
    let mut lease = Lease::originate(rules, app).unwrap();
    let initial = lease.schedule[0].unpaid().total();
    if initial.is_positive() {
        lease.apply_payment(app.signed_on, initial).unwrap();
    }
    lease.activate(app.signed_on).unwrap();
    lease
}

fn pay_item(lease: &mut Lease, seq: usize, on: Date) {
    let amount = lease.schedule[seq].unpaid().total();
    lease.apply_payment(on, amount).unwrap();
}

#[test]
fn a_1000_sofa_monthly_is_1950_over_12_payments_of_162_50() {
    let lease = Lease::originate(
        &no_initial(),
        &sofa(
            "GA",
            Cents::from_dollars(1_000),
            PayFrequency::Monthly,
            d(2025, 1, 15),
        ),
    )
    .unwrap();
    assert_eq!(lease.total_of_payments, Cents::from_dollars(1_950));
    let regular: Vec<_> = lease
        .schedule
        .iter()
        .filter(|i| i.kind == ItemKind::Regular)
        .collect();
    assert_eq!(regular.len(), 12);
    assert!(regular.iter().all(|i| i.rent == Cents(16_250)));
    // Georgia 4 %: $6.50 tax per payment.
    assert!(regular.iter().all(|i| i.tax == Cents(650)));
    assert_eq!(regular[0].due_date, d(2025, 1, 15));
    assert_eq!(regular[11].due_date, d(2025, 12, 15));
    assert_eq!(lease.rent_per_payment(), Cents(16_250));
    // Total cost to own: $1,950.00 rent + 12 × $6.50 tax.
    assert_eq!(lease.total_cost_to_own(), Cents(195_000 + 12 * 650));
    assert_eq!(lease.status, LeaseStatus::Pending);
}

#[test]
fn with_the_default_49_initial_payment_the_rest_is_spread() {
    let lease = Lease::originate(
        &ServicingRules::default(),
        &sofa(
            "GA",
            Cents::from_dollars(1_000),
            PayFrequency::Monthly,
            d(2025, 1, 15),
        ),
    )
    .unwrap();
    let initial = &lease.schedule[0];
    assert_eq!(initial.kind, ItemKind::Initial);
    assert_eq!(initial.due_date, d(2025, 1, 1));
    assert_eq!(initial.rent, Cents(4_900));
    // $49.00 + 4 % tax = $1.96.
    assert_eq!(initial.tax, Cents(196));
    // $1,901.00 over 12: 11 × $158.41, then $158.49.
    assert!(lease.schedule[1..12]
        .iter()
        .all(|i| i.rent == Cents(15_841)));
    assert_eq!(lease.schedule[12].rent, Cents(15_849));
    let rent: Cents = lease.schedule.iter().map(|i| i.rent).sum();
    assert_eq!(rent, Cents::from_dollars(1_950));
}

#[test]
fn weekly_cents_round_down_and_the_last_payment_takes_the_remainder() {
    // $999.99 × 1.95 = $1,949.98; 52 weekly payments: 51 × $37.49 and $37.99.
    let lease = Lease::originate(
        &no_initial(),
        &sofa("TX", Cents(99_999), PayFrequency::Weekly, d(2025, 1, 3)),
    )
    .unwrap();
    assert_eq!(lease.total_of_payments, Cents(194_998));
    let regular = &lease.schedule[1..];
    assert_eq!(regular.len(), 52);
    assert!(regular[..51].iter().all(|i| i.rent == Cents(3_749)));
    assert_eq!(regular[51].rent, Cents(3_799));
    // Texas 6.25 %, half-up per payment: $37.49 → $2.343125 → $2.34; $37.99 → $2.374375 → $2.37.
    assert_eq!(regular[0].tax, Cents(234));
    assert_eq!(regular[51].tax, Cents(237));
    assert_eq!(regular[1].due_date, d(2025, 1, 10));
    assert_eq!(regular[51].due_date, d(2025, 12, 26));
}

#[test]
fn tax_is_rounded_half_up_per_payment() {
    // $162.50 at Texas 6.25 % = $10.15625 → $10.16 on each payment.
    let lease = Lease::originate(
        &no_initial(),
        &sofa(
            "TX",
            Cents::from_dollars(1_000),
            PayFrequency::Monthly,
            d(2025, 1, 15),
        ),
    )
    .unwrap();
    assert!(lease.schedule[1..].iter().all(|i| i.tax == Cents(1_016)));
}

#[test]
fn semi_monthly_follows_the_15th_and_month_end() {
    let lease = Lease::originate(
        &ServicingRules::default(),
        &sofa(
            "GA",
            Cents::from_dollars(1_000),
            PayFrequency::SemiMonthly,
            d(2025, 1, 10),
        ),
    )
    .unwrap();
    assert_eq!(lease.schedule.len(), 25);
    assert_eq!(lease.schedule[1].due_date, d(2025, 1, 15));
    assert_eq!(lease.schedule[2].due_date, d(2025, 1, 31));
    assert_eq!(lease.schedule[4].due_date, d(2025, 2, 28));
    assert_eq!(lease.schedule[24].due_date, d(2025, 12, 31));
}

#[test]
fn origination_refuses_what_the_rules_forbid() {
    let rules = ServicingRules::default();
    let app = sofa(
        "NJ",
        Cents::from_dollars(500),
        PayFrequency::Monthly,
        d(2025, 1, 15),
    );
    assert_eq!(
        Lease::originate(&rules, &app),
        Err(ServicingError::ExcludedState("NJ".into()))
    );
    let mut app = sofa(
        "GA",
        Cents::from_dollars(4_500),
        PayFrequency::Monthly,
        d(2025, 1, 15),
    );
    assert!(matches!(
        Lease::originate(&rules, &app),
        Err(ServicingError::ExceedsApproval { .. })
    ));
    app.merchandise[0].unit_price = Cents::from_dollars(500);
    app.term_months = Some(25);
    assert!(matches!(
        Lease::originate(&rules, &app),
        Err(ServicingError::TermOutOfRange { .. })
    ));
    app.term_months = Some(18);
    let lease = Lease::originate(&rules, &app).unwrap();
    assert_eq!(lease.schedule.len(), 19);
    app.first_due_date = app.signed_on;
    assert!(matches!(
        Lease::originate(&rules, &app),
        Err(ServicingError::FirstDueNotAfterSigning { .. })
    ));
}

#[test]
fn delivery_needs_the_initial_payment() {
    let rules = ServicingRules::default();
    let app = sofa(
        "GA",
        Cents::from_dollars(1_000),
        PayFrequency::Monthly,
        d(2025, 1, 15),
    );
    let mut lease = Lease::originate(&rules, &app).unwrap();
    assert_eq!(
        lease.activate(d(2025, 1, 1)),
        Err(ServicingError::InitialPaymentUnpaid)
    );
    // $49.00 + $1.96 tax.
    let allocation = lease.apply_payment(d(2025, 1, 1), Cents(5_096)).unwrap();
    assert_eq!(allocation.lines.len(), 1);
    assert_eq!(allocation.lines[0].applied.rent, Cents(4_900));
    let change = lease.activate(d(2025, 1, 2)).unwrap();
    assert_eq!(
        (change.from, change.to),
        (LeaseStatus::Pending, LeaseStatus::Active)
    );
    assert_eq!(lease.rent_paid(), Cents(4_900));
}

/// $1,000 sofa, monthly from Jan 15, delivered Jan 1 with the $49.00 initial payment.
fn payoff_lease(state: &str) -> Lease {
    delivered(
        &ServicingRules::default(),
        &sofa(
            state,
            Cents::from_dollars(1_000),
            PayFrequency::Monthly,
            d(2025, 1, 15),
        ),
    )
}

#[test]
fn payoff_on_day_30_is_cash_price_plus_fee_minus_rent_paid_plus_tax() {
    for (state, tax, total) in [
        ("SC", Cents(4_816), Cents(85_075)),
        ("GA", Cents(3_210), Cents(83_469)),
    ] {
        let mut lease = payoff_lease(state);
        pay_item(&mut lease, 1, d(2025, 1, 15));
        let quote = lease.payoff_quote(d(2025, 1, 31)).unwrap();
        assert_eq!(quote.option, PayoffOption::SameAsCash);
        assert_eq!(quote.days_since_delivery, 30);
        assert_eq!(quote.window_ends_on, d(2025, 4, 1));
        // $1,000.00 + $10.00 − ($49.00 + $158.41) = $802.59.
        assert_eq!(quote.amount.pretax, Cents(80_259), "{state}");
        assert_eq!(quote.amount.tax, tax, "{state}");
        assert_eq!(quote.amount.total, total, "{state}");
        assert!(!quote.capped);
    }
}

#[test]
fn payoff_on_day_120_is_a_percentage_of_remaining_rent_sc_55_default_60() {
    // Payments 1–4 (Jan 15 – Apr 15) paid: rent paid $49.00 + 4 × $158.41 = $682.64,
    // remaining rent $1,267.36.
    for (state, percent, pretax, tax) in [
        ("SC", 55, Cents(69_705), Cents(4_182)),
        ("GA", 60, Cents(76_042), Cents(3_042)),
        ("MA", 80, Cents(101_389), Cents(6_337)),
    ] {
        let mut lease = payoff_lease(state);
        for (seq, month) in [(1, 1), (2, 2), (3, 3), (4, 4)] {
            pay_item(&mut lease, seq, d(2025, month, 15));
        }
        assert_eq!(lease.remaining_rent(), Cents(126_736));
        let quote = lease.payoff_quote(d(2025, 5, 1)).unwrap();
        assert_eq!(quote.days_since_delivery, 120);
        assert_eq!(quote.option, PayoffOption::EarlyPurchase);
        assert_eq!(quote.percent, Some(Rate::from_percent(percent)));
        assert_eq!(quote.amount.pretax, pretax, "{state}");
        assert_eq!(quote.amount.tax, tax, "{state}");
        assert!(quote.amount.total <= quote.remaining_total);
    }
}

#[test]
fn the_90_day_window_includes_day_90() {
    let lease = payoff_lease("GA");
    assert_eq!(
        lease.payoff_quote(d(2025, 4, 1)).unwrap().option,
        PayoffOption::SameAsCash
    );
    assert_eq!(
        lease.payoff_quote(d(2025, 4, 2)).unwrap().option,
        PayoffOption::EarlyPurchase
    );
}

#[test]
fn a_payoff_never_exceeds_the_remaining_total() {
    // An $8.00 charger, no initial payment: total of payments $15.60 (12 × $1.30). On
    // day 10 the same-as-cash formula says $8.00 + $10.00 = $18.00 + tax, more than the
    // $15.60 + tax left to pay; the quote is the remaining total instead.
    let mut lease = Lease::originate(
        &no_initial(),
        &sofa("GA", Cents(800), PayFrequency::Monthly, d(2025, 1, 15)),
    )
    .unwrap();
    lease.activate(d(2025, 1, 1)).unwrap();
    let quote = lease.payoff_quote(d(2025, 1, 11)).unwrap();
    assert_eq!(quote.option, PayoffOption::SameAsCash);
    assert_eq!(quote.formula_pretax, Cents(1_800));
    assert!(quote.capped);
    assert_eq!(quote.amount.total, lease.balance());
    assert_eq!(quote.amount, AmountDue::new(Cents(1_560), Cents(12 * 5)));
}

#[test]
fn inside_the_window_rent_paid_beyond_the_cash_price_means_a_zero_payoff() {
    let mut lease = payoff_lease("GA");
    for seq in 1..=7 {
        pay_item(&mut lease, seq, d(2025, 1, 15));
    }
    // $49.00 + 7 × $158.41 = $1,157.87 of rent paid > $1,010.00.
    let quote = lease.payoff_quote(d(2025, 1, 20)).unwrap();
    assert_eq!(quote.amount, AmountDue::ZERO);
    lease.pay_off(d(2025, 1, 20), Cents::ZERO).unwrap();
    assert_eq!(lease.status, LeaseStatus::PaidOut);
}

#[test]
fn taking_the_payoff_waives_the_rest_and_the_customer_owns_it() {
    let mut lease = payoff_lease("SC");
    let quote = lease.payoff_quote(d(2025, 2, 1)).unwrap();
    assert!(matches!(
        lease.pay_off(d(2025, 2, 1), quote.amount.total - Cents(1)),
        Err(ServicingError::BelowPayoff { .. })
    ));
    let allocation = lease.pay_off(d(2025, 2, 1), quote.amount.total).unwrap();
    assert_eq!(allocation.applied(), quote.amount.total);
    assert_eq!(lease.status, LeaseStatus::PaidOut);
    assert_eq!(lease.closed_on, Some(d(2025, 2, 1)));
    assert_eq!(lease.balance(), Cents::ZERO);
    assert_eq!(lease.total_cost_to_own(), lease.total_paid());
    assert!(lease.payoff_quote(d(2025, 2, 2)).is_none());
    assert!(lease.apply_payment(d(2025, 2, 2), Cents(100)).is_err());
}

#[test]
fn custom_amounts_run_from_1_dollar_to_the_payoff() {
    let rules = ServicingRules::default();
    let lease = payoff_lease("GA");
    let quote = lease.payoff_quote(d(2025, 1, 10)).unwrap();
    let bounds = lease.custom_amount_bounds(d(2025, 1, 10), &rules).unwrap();
    assert_eq!(bounds.min, Cents(100));
    assert_eq!(bounds.max, quote.amount.pretax);
    assert_eq!(
        lease.custom_amount(d(2025, 1, 10), &rules, Cents(2_500)),
        Ok(AmountDue::new(Cents(2_500), Cents(100)))
    );
    assert!(lease
        .custom_amount(d(2025, 1, 10), &rules, Cents(99))
        .is_err());
    assert!(lease
        .custom_amount(d(2025, 1, 10), &rules, bounds.max + Cents(1))
        .is_err());
    assert_eq!(
        lease
            .custom_amount(d(2025, 1, 10), &rules, bounds.max)
            .unwrap(),
        quote.amount
    );
}

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

/// An Oregon lease (no sales tax) with $12.50 paid on the $162.50 due Jan 15: $150.00 past
/// due on Jan 20.
fn past_due_150() -> Lease {
    let mut lease = delivered(
        &no_initial(),
        &sofa(
            "OR",
            Cents::from_dollars(1_000),
            PayFrequency::Monthly,
            d(2025, 1, 15),
        ),
    );
    lease.apply_payment(d(2025, 1, 15), Cents(1_250)).unwrap();
    lease
}

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
