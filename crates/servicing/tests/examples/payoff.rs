//! The early purchase option (90-day and after), taking it, custom amounts.

use servicing::{
    AmountDue, Cents, Lease, LeaseStatus, PayFrequency, PayoffOption, Rate, ServicingError,
    ServicingRules,
};

use crate::support::*;

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
