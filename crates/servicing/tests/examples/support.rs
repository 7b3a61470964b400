//! What the worked examples share: dates, a sofa lease application, leases in a known state.

use servicing::{Cents, Lease, LeaseApplication, MerchandiseLine, PayFrequency, ServicingRules};
use time::{Date, Month};

pub fn d(y: i32, m: u8, day: u8) -> Date {
    Date::from_calendar_date(y, Month::try_from(m).unwrap(), day).unwrap()
}

pub fn sofa(
    state: &str,
    cash: Cents,
    frequency: PayFrequency,
    first_due: Date,
) -> LeaseApplication {
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

pub fn no_initial() -> ServicingRules {
    ServicingRules {
        initial_payment: Cents::ZERO,
        ..ServicingRules::default()
    }
}

/// A delivered lease: initial payment paid at signing, delivered the same day.
pub fn delivered(rules: &ServicingRules, app: &LeaseApplication) -> Lease {
    let mut lease = Lease::originate(rules, app).unwrap();
    let initial = lease.schedule[0].unpaid().total();
    if initial.is_positive() {
        lease.apply_payment(app.signed_on, initial).unwrap();
    }
    lease.activate(app.signed_on).unwrap();
    lease
}

pub fn pay_item(lease: &mut Lease, seq: usize, on: Date) {
    let amount = lease.schedule[seq].unpaid().total();
    lease.apply_payment(on, amount).unwrap();
}

/// $1,000 sofa, monthly from Jan 15, delivered Jan 1 with the $49.00 initial payment.
pub fn payoff_lease(state: &str) -> Lease {
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

/// An Oregon lease (no sales tax) with $12.50 paid on the $162.50 due Jan 15: $150.00 past
/// due on Jan 20.
pub fn past_due_150() -> Lease {
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
