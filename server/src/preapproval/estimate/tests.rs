//! The estimate's unit and property tests.

use proptest::prelude::*;
use servicing::PayFrequency;
use time::macros::date;

use super::model::*;
use super::*;

const TODAY: Date = date!(2026 - 11 - 27);

fn input(cents: i64, frequency: PayFrequency, state: Option<&str>) -> EstimateInput {
    EstimateInput {
        cash_price: Cents::new(cents),
        frequency,
        state: state.map(str::to_owned),
    }
}

fn quick(cents: i64, frequency: PayFrequency, state: Option<&str>) -> LeaseEstimate {
    estimate(
        &ServicingRules::default(),
        &ApprovalRules::default(),
        &input(cents, frequency, state),
        TODAY,
    )
    .unwrap()
}

fn refused(result: Result<LeaseEstimate, EstimateError>) -> (&'static str, &'static str) {
    match result {
        Err(EstimateError::Refused(Refusal {
            parameter, reason, ..
        })) => (parameter, reason),
        other => panic!("not refused: {other:?}"),
    }
}

fn query(cash: &str, frequency: &str, state: Option<&str>) -> EstimateQuery {
    EstimateQuery {
        cash_price: Some(cash.to_owned()),
        pay_frequency: Some(frequency.to_owned()),
        state: state.map(str::to_owned),
        ..EstimateQuery::default()
    }
}

#[test]
fn a_1000_sofa_monthly_in_oregon_is_the_worked_example() {
    // $1,000.00 × 1.95 = $1,950.00; $49.00 at signing, the $1,901.00 left over 12 months:
    // 11 × $158.41 and $158.49 last. Oregon has no sales tax.
    let e = quick(100_000, PayFrequency::Monthly, Some("or"));
    assert_eq!(e.state.as_deref(), Some("OR"));
    assert!(e.tax_included);
    assert_eq!(e.term_months, 12);
    assert_eq!(e.initial_payment, 4_900);
    assert_eq!(e.payment_amount, 15_841);
    assert_eq!(e.number_of_payments, 12);
    assert_eq!(e.last_payment_amount, 15_849);
    assert_eq!(e.total_cost_to_own, 195_000);
    assert_eq!(e.total_of_payments, 195_000);
    assert_eq!(e.cost_above_cash_price, 95_000);
    // $49.00 at signing, then $1,000.00 + $10.00 − $49.00.
    assert_eq!(
        e.early_purchase,
        EarlyPurchaseEstimate {
            days: 90,
            amount: 101_000,
            fee: 1_000
        }
    );
}

#[test]
fn a_state_adds_its_tax_to_every_payment_and_the_payoff() {
    // Texas, 6.25 %: $49.00 + $3.06; $158.41 + $9.90; $158.49 + $9.91.
    let e = quick(100_000, PayFrequency::Monthly, Some("TX"));
    assert_eq!(e.initial_payment, 5_206);
    assert_eq!(e.payment_amount, 16_831);
    assert_eq!(e.last_payment_amount, 16_840);
    assert_eq!(e.total_cost_to_own, 5_206 + 11 * 16_831 + 16_840);
    // $52.06 at signing, then $961.00 + $60.06 tax.
    assert_eq!(e.early_purchase.amount, 5_206 + 96_100 + 6_006);
    // Without a state: before tax, the rules' defaults.
    let before = quick(100_000, PayFrequency::Monthly, None);
    assert_eq!((before.state, before.tax_included), (None, false));
    assert_eq!(before.payment_amount, 15_841);
    assert_eq!(before.total_cost_to_own, 195_000);
}

#[test]
fn each_frequency_has_its_number_of_payments() {
    for (frequency, count) in [
        (PayFrequency::Weekly, 52),
        (PayFrequency::BiWeekly, 26),
        (PayFrequency::SemiMonthly, 24),
        (PayFrequency::Monthly, 12),
    ] {
        assert_eq!(quick(54_799, frequency, None).number_of_payments, count);
    }
}

#[test]
fn the_cash_price_runs_from_a_cent_to_the_cap() {
    let rules = ServicingRules::default();
    let approval = ApprovalRules::default();
    let monthly = |cents| {
        estimate(
            &rules,
            &approval,
            &input(cents, PayFrequency::Monthly, None),
            TODAY,
        )
    };
    assert!(monthly(1).is_ok());
    assert!(monthly(400_000).is_ok());
    assert_eq!(refused(monthly(0)), (CASH_PRICE, "below_minimum"));
    assert_eq!(refused(monthly(-5)), (CASH_PRICE, "below_minimum"));
    assert_eq!(refused(monthly(400_001)), (CASH_PRICE, "above_maximum"));
}

#[test]
fn excluded_and_unknown_states_are_refused() {
    let rules = ServicingRules::default();
    let mut approval = ApprovalRules::default();
    let ask = |approval: &ApprovalRules, state: &str| {
        estimate(
            &rules,
            approval,
            &input(50_000, PayFrequency::Weekly, Some(state)),
            TODAY,
        )
    };
    assert_eq!(refused(ask(&approval, "MN")), (STATE, "excluded_state"));
    assert_eq!(refused(ask(&approval, "PR")), (STATE, "unknown_state"));
    // The site's list is read as well as the rules': a site that leases nowhere in Texas.
    approval.excluded_states = vec!["tx".into()];
    assert_eq!(refused(ask(&approval, "TX")), (STATE, "excluded_state"));
    // The rules' own list holds even when the site's does not name the state.
    assert_eq!(refused(ask(&approval, "WY")), (STATE, "excluded_state"));
}

#[test]
fn the_parameters_are_read_or_refused_by_name() {
    assert_eq!(
        read(&query(" 54799 ", "bi_weekly", Some("tx"))),
        Ok(input(54_799, PayFrequency::BiWeekly, Some("TX")))
    );
    assert_eq!(
        read(&query("100", "monthly", Some(""))),
        Ok(input(100, PayFrequency::Monthly, None))
    );
    let reason = |q: EstimateQuery| read(&q).map(|_| ()).map_err(|r| (r.parameter, r.reason));
    assert_eq!(
        reason(query("", "weekly", None)),
        Err((CASH_PRICE, "required"))
    );
    assert_eq!(
        reason(EstimateQuery::default()),
        Err((CASH_PRICE, "required"))
    );
    assert_eq!(
        reason(query("12.50", "weekly", None)),
        Err((CASH_PRICE, "not_a_number"))
    );
    assert_eq!(
        reason(query("ten", "weekly", None)),
        Err((CASH_PRICE, "not_a_number"))
    );
    assert_eq!(
        reason(query("99999999999999999999", "weekly", None)),
        Err((CASH_PRICE, "above_maximum"))
    );
    assert_eq!(
        reason(query("100", "", None)),
        Err((PAY_FREQUENCY, "required"))
    );
    assert_eq!(
        reason(query("100", "daily", None)),
        Err((PAY_FREQUENCY, "invalid"))
    );
    assert_eq!(
        reason(query("100", "BiWeekly", None)),
        Err((PAY_FREQUENCY, "invalid"))
    );
    assert_eq!(
        reason(query("100", "weekly", Some("Texas"))),
        Err((STATE, "invalid"))
    );
    assert_eq!(
        reason(query("100", "weekly", Some("1X"))),
        Err((STATE, "invalid"))
    );
}

#[test]
fn a_price_below_the_initial_payment_is_owned_at_signing() {
    // $10.00: the lease's rent is $19.50, all of it due at signing (the initial payment is at
    // most the total); the 90-day option is never more than the lease.
    let e = quick(1_000, PayFrequency::Weekly, Some("OR"));
    assert_eq!(e.initial_payment, 1_950);
    assert_eq!((e.payment_amount, e.last_payment_amount), (0, 0));
    assert_eq!(e.total_cost_to_own, 1_950);
    assert!(e.early_purchase.amount <= e.total_cost_to_own);
}

proptest! {
    /// The estimate is the originated lease's own figures; its payments add up to the total
    /// cost to own, which is never below the cash price; the 90-day option is never more than
    /// the total; and the day it is asked on changes nothing.
    #[test]
    fn the_estimate_is_the_lease(
        cents in 1i64..=400_000,
        frequency in prop::sample::select(PayFrequency::ALL.to_vec()),
        state in prop::sample::select(vec![None, Some("TX"), Some("CA"), Some("SC"), Some("MA"), Some("OR"), Some("GA")]),
        days in 0i64..3_000,
    ) {
        let rules = ServicingRules::default();
        let approval = ApprovalRules::default();
        let ask = input(cents, frequency, state);
        let e = estimate(&rules, &approval, &ask, TODAY).unwrap();

        prop_assert!(e.total_cost_to_own >= e.cash_price);
        prop_assert_eq!(
            e.initial_payment
                + i64::from(e.number_of_payments.saturating_sub(1)) * e.payment_amount
                + e.last_payment_amount,
            e.total_cost_to_own
        );
        prop_assert!(e.last_payment_amount >= e.payment_amount);
        prop_assert_eq!(e.number_of_payments, frequency.payments_in_term(12));
        prop_assert_eq!(e.cost_above_cash_price, e.total_of_payments - e.cash_price);
        prop_assert!(e.early_purchase.amount <= e.total_cost_to_own);
        prop_assert!(e.early_purchase.amount >= e.cash_price.min(e.total_of_payments));

        // The lease a shopper in the state signs, originated on its own.
        if let Some(code) = state {
            let lease = originate(&rules, code, &ask, Cents::new(approval.cap_cents), TODAY).unwrap();
            prop_assert_eq!(e.total_cost_to_own, lease.total_cost_to_own().get());
            prop_assert_eq!(e.total_of_payments, lease.total_of_payments.get());
            prop_assert_eq!(e.number_of_payments as usize, lease.schedule.len() - 1);
            let regular = &lease.schedule[1];
            prop_assert_eq!(regular.kind, ItemKind::Regular);
            prop_assert_eq!(e.payment_amount, regular.scheduled().total().get());
            prop_assert_eq!(
                e.payment_amount,
                (lease.rent_per_payment() + lease.rent_per_payment().apply_rate(lease.terms.tax_rate)).get()
            );
        } else {
            prop_assert_eq!(e.total_cost_to_own, e.total_of_payments);
        }

        let later = TODAY + time::Duration::days(days);
        prop_assert_eq!(estimate(&rules, &approval, &ask, later).unwrap(), e);
    }
}

#[test]
fn a_price_quote_is_the_estimate_of_that_price_or_none_where_no_lease_can_be() {
    let rules = ServicingRules::default();
    assert_eq!(
        price_quote(&rules, Cents::new(54_799), PayFrequency::Weekly, None),
        Some(quick(54_799, PayFrequency::Weekly, None))
    );
    assert_eq!(
        price_quote(&rules, Cents::new(54_799), PayFrequency::Weekly, Some("tx")),
        Some(quick(54_799, PayFrequency::Weekly, Some("TX")))
    );
    assert_eq!(
        price_quote(&rules, Cents::new(400_001), PayFrequency::Weekly, None),
        None
    );
    assert_eq!(
        price_quote(&rules, Cents::ZERO, PayFrequency::Weekly, None),
        None
    );
    assert_eq!(
        price_quote(&rules, Cents::new(54_799), PayFrequency::Weekly, Some("MN")),
        None
    );
}
