//! Schedules: the total of payments, its spread, tax per payment, paydays; origination and delivery.

use servicing::{
    Cents, ItemKind, Lease, LeaseStatus, PayFrequency, ServicingError, ServicingRules,
};

use crate::support::*;

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
