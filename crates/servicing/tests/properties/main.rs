//! Property tests of the servicing invariants: the schedule sums to the
//! total of payments; allocation neither loses nor invents a cent; a payoff never
//! exceeds the remaining total; a catch-up plan's shares sum to the past-due amount;
//! the nightly run for the same day twice equals once; servicing a lease only on the days
//! it names equals servicing it every day.

use proptest::prelude::*;
use servicing::calendar::add_days;
use servicing::{
    Cents, ItemKind, Lease, LeaseApplication, MerchandiseLine, NightlyOutcome, PayFrequency,
    Remainder, ServicingRules,
};
use time::{Date, Month};

// Servicing only on the days a lease names equals servicing it every day, with portal calls
// between the runs.
mod named_days;

const STATES: [&str; 9] = ["GA", "SC", "MA", "RI", "TX", "OR", "CA", "MO", "NY"];

fn base_date() -> Date {
    Date::from_calendar_date(2020, Month::January, 1).unwrap()
}

#[derive(Debug, Clone)]
struct Setup {
    rules: ServicingRules,
    application: LeaseApplication,
}

fn setup() -> impl Strategy<Value = Setup> {
    (
        0..STATES.len(),
        // Small prices too: below about $10.53 the same-as-cash formula hits the cap.
        prop_oneof![1i64..=2_000, 1i64..=400_000],
        0..4usize,
        12u8..=24,
        0i64..3_650,
        1i64..=35,
        any::<bool>(),
        prop_oneof![Just(4_900i64), 0i64..=10_000],
    )
        .prop_map(
            |(state, cash, frequency, term, signed, gap, benefits_plus, initial)| {
                let rules = ServicingRules {
                    initial_payment: Cents(initial),
                    ..ServicingRules::default()
                };
                let signed_on = add_days(base_date(), signed).unwrap();
                let application = LeaseApplication {
                    state: STATES[state].into(),
                    merchandise: vec![MerchandiseLine {
                        product_id: "p".into(),
                        name: "Merchandise".into(),
                        quantity: 1,
                        unit_price: Cents(cash),
                    }],
                    approved_amount: Cents(400_000),
                    frequency: PayFrequency::ALL[frequency],
                    term_months: Some(term),
                    signed_on,
                    first_due_date: add_days(signed_on, gap).unwrap(),
                    benefits_plus,
                };
                Setup { rules, application }
            },
        )
}

#[derive(Debug, Clone)]
enum Action {
    Pay(i64),
    PayDue,
    Service,
    CatchUp(u8),
    EnrollBenefitsPlus,
    CancelBenefitsPlus,
    PayOff,
}

fn action() -> impl Strategy<Value = Action> {
    prop_oneof![
        4 => (1i64..=60_000).prop_map(Action::Pay),
        4 => Just(Action::PayDue),
        6 => Just(Action::Service),
        2 => (2u8..=4).prop_map(Action::CatchUp),
        1 => Just(Action::EnrollBenefitsPlus),
        1 => Just(Action::CancelBenefitsPlus),
        1 => Just(Action::PayOff),
    ]
}

fn history() -> impl Strategy<Value = Vec<(i64, Action)>> {
    prop::collection::vec((0i64..=25, action()), 0..40)
}

/// A delivered lease and the money received so far.
struct Sim {
    rules: ServicingRules,
    lease: Lease,
    today: Date,
    received: Cents,
}

impl Sim {
    fn new(setup: &Setup) -> Sim {
        let mut sim = Sim::pending(setup);
        sim.lease.activate(sim.today).unwrap();
        sim
    }

    /// Signed and the initial payment paid, not delivered yet.
    fn pending(setup: &Setup) -> Sim {
        let mut lease = Lease::originate(&setup.rules, &setup.application).unwrap();
        let signed = setup.application.signed_on;
        let initial = lease.schedule[0].unpaid().total();
        let mut received = Cents::ZERO;
        if initial.is_positive() {
            lease.apply_payment(signed, initial).unwrap();
            received += initial;
        }
        Sim {
            rules: setup.rules.clone(),
            lease,
            today: signed,
            received,
        }
    }

    fn run(&mut self, history: &[(i64, Action)]) {
        for (step, action) in history {
            self.today = add_days(self.today, *step).unwrap();
            let today = self.today;
            match action {
                Action::Pay(amount) => {
                    if self.lease.apply_payment(today, Cents(*amount)).is_ok() {
                        self.received += Cents(*amount);
                    }
                }
                Action::PayDue => {
                    let due = self.lease.past_due(today).total
                        + self
                            .lease
                            .next_due(today)
                            .map_or(Cents::ZERO, |n| n.amount.total);
                    if due.is_positive() && self.lease.apply_payment(today, due).is_ok() {
                        self.received += due;
                    }
                }
                Action::Service => {
                    self.lease.service(today, &self.rules).unwrap();
                }
                Action::CatchUp(n) => {
                    let _ = self.lease.apply_catch_up(today, &self.rules, *n);
                }
                Action::EnrollBenefitsPlus => {
                    let _ = self.lease.enroll_benefits_plus(today);
                }
                Action::CancelBenefitsPlus => {
                    let _ = self.lease.cancel_benefits_plus(today);
                }
                Action::PayOff => {
                    if let Some(quote) = self.lease.payoff_quote(today) {
                        self.lease.pay_off(today, quote.amount.total).unwrap();
                        self.received += quote.amount.total;
                    }
                }
            }
            self.check();
        }
    }

    /// Invariants that hold after every step.
    fn check(&self) {
        let lease = &self.lease;
        let rent: Cents = lease.schedule.iter().map(|i| i.rent).sum();
        assert_eq!(rent, lease.total_of_payments, "schedule rent");
        for item in &lease.schedule {
            let due = item.due();
            for (name, v) in [
                ("due fees", due.fees),
                ("due tax", due.tax),
                ("due rent", due.rent),
                ("unpaid fees", item.unpaid().fees),
                ("unpaid tax", item.unpaid().tax),
                ("unpaid rent", item.unpaid().rent),
                ("paid fees", item.paid.fees),
                ("paid tax", item.paid.tax),
                ("paid rent", item.paid.rent),
            ] {
                assert!(!v.is_negative(), "{name} of item {} is {v}", item.seq);
            }
        }
        assert_eq!(
            lease.total_paid() + lease.credit,
            self.received,
            "money received is applied or credited"
        );
        assert_eq!(
            lease.balance() + lease.total_paid(),
            lease.total_cost_to_own()
        );
        if let Some(quote) = lease.payoff_quote(self.today) {
            assert!(quote.amount.total <= lease.balance());
            assert!(!quote.amount.pretax.is_negative() && !quote.amount.tax.is_negative());
        }
    }
}

proptest! {
    #[test]
    fn a_schedule_sums_to_the_total_of_payments(setup in setup()) {
        let lease = Lease::originate(&setup.rules, &setup.application).unwrap();
        let rent: Cents = lease.schedule.iter().map(|i| i.rent).sum();
        prop_assert_eq!(rent, lease.total_of_payments);
        prop_assert_eq!(
            lease.total_of_payments,
            Cents(setup.application.merchandise[0].unit_price.get()).apply_rate(lease.terms.multiplier)
        );
        let regular: Vec<Cents> = lease
            .schedule
            .iter()
            .filter(|i| i.kind == ItemKind::Regular)
            .map(|i| i.rent)
            .collect();
        let count = setup.application.frequency.payments_in_term(lease.term_months) as usize;
        prop_assert_eq!(regular.len(), count);
        // Even, rounded down, the remainder on the last payment.
        let first = regular[0];
        prop_assert!(regular[..count - 1].iter().all(|&r| r == first));
        let extra = regular[count - 1] - first;
        prop_assert!(!extra.is_negative() && extra.get() < count as i64);
        // Due dates strictly increase after the initial payment.
        prop_assert!(lease.schedule.windows(2).all(|w| w[0].due_date < w[1].due_date));
    }

    #[test]
    fn servicing_keeps_every_cent_accounted_for(setup in setup(), history in history()) {
        let mut sim = Sim::new(&setup);
        sim.run(&history);
    }

    #[test]
    fn a_lease_after_any_history_is_stored_and_read_back_unchanged(setup in setup(), history in history()) {
        // The server stores leases as JSON that leaves out zero and unset values.
        let mut sim = Sim::new(&setup);
        sim.run(&history);
        let json = serde_json::to_string(&sim.lease).unwrap();
        let back: servicing::Lease = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, sim.lease.clone());
    }

    #[test]
    fn allocation_neither_loses_nor_invents_a_cent(
        setup in setup(),
        history in history(),
        amount in prop_oneof![1i64..=100, 1i64..=300_000, 1i64..=2_000_000],
        later in 0i64..=40,
    ) {
        let mut sim = Sim::new(&setup);
        sim.run(&history);
        let lease = &mut sim.lease;
        let on = add_days(sim.today, later).unwrap();
        let before = lease.clone();
        match lease.apply_payment(on, Cents(amount)) {
            Ok(allocation) => {
                prop_assert_eq!(allocation.applied() + allocation.unapplied, Cents(amount));
                prop_assert_eq!(before.balance() - lease.balance(), allocation.applied());
                prop_assert_eq!(lease.total_paid() - before.total_paid(), allocation.applied());
                prop_assert_eq!(lease.credit - before.credit, allocation.unapplied);
                prop_assert!(!allocation.unapplied.is_negative());
                // Unapplied money only when everything is paid.
                if allocation.unapplied.is_positive() {
                    prop_assert_eq!(lease.balance(), Cents::ZERO);
                }
                // Oldest first: every line before the last fully paid its item.
                for line in &allocation.lines {
                    let item = before.schedule.iter().find(|i| i.seq == line.seq).unwrap();
                    let unpaid = item.unpaid();
                    prop_assert!(line.applied.fees <= unpaid.fees);
                    prop_assert!(line.applied.tax <= unpaid.tax);
                    prop_assert!(line.applied.rent <= unpaid.rent);
                }
                for line in allocation.lines.iter().rev().skip(1) {
                    let item = lease.schedule.iter().find(|i| i.seq == line.seq).unwrap();
                    prop_assert!(item.is_settled());
                }
            }
            Err(_) => prop_assert!(!before.status.is_open()),
        }
    }

    #[test]
    fn a_payoff_never_exceeds_the_remaining_total(
        setup in setup(),
        history in history(),
        later in 0i64..=800,
    ) {
        let mut sim = Sim::new(&setup);
        sim.run(&history);
        let on = add_days(sim.today, later).unwrap();
        if let Some(quote) = sim.lease.payoff_quote(on) {
            prop_assert!(quote.amount.total <= sim.lease.balance());
            prop_assert_eq!(quote.amount.total, quote.amount.pretax + quote.amount.tax);
            let mut paid_off = sim.lease.clone();
            paid_off.pay_off(on, quote.amount.total).unwrap();
            prop_assert_eq!(paid_off.balance(), Cents::ZERO);
            prop_assert_eq!(paid_off.credit, sim.lease.credit);
        }
    }

    #[test]
    fn a_catch_up_plans_shares_sum_to_the_past_due_amount(
        setup in setup(),
        history in history(),
        skip in 0i64..=200,
    ) {
        let mut sim = Sim::new(&setup);
        sim.run(&history);
        let on = add_days(sim.today, skip).unwrap();
        let past = sim.lease.past_due(on);
        for option in sim.lease.catch_up_options(on, &sim.rules) {
            let shares: Vec<Cents> = option.payments.iter().map(|p| p.rent_amount).collect();
            let taxes: Vec<Cents> = option.payments.iter().map(|p| p.tax_amount).collect();
            prop_assert_eq!(shares.iter().sum::<Cents>(), past.pretax);
            prop_assert_eq!(taxes.iter().sum::<Cents>(), past.tax);
            let n = u32::from(option.installments);
            prop_assert_eq!(shares.clone(), past.pretax.split(n, Remainder::First));
            prop_assert_eq!(taxes, past.tax.split(n, Remainder::First));
            for payment in &option.payments {
                prop_assert_eq!(payment.regular_amount() + payment.rent_amount, payment.total_rent_amount);
                prop_assert!(payment.date >= on);
            }
            let mut planned = sim.lease.clone();
            let balance = planned.balance();
            planned.apply_catch_up(on, &sim.rules, option.installments).unwrap();
            prop_assert_eq!(planned.balance(), balance);
            prop_assert!(planned.past_due(on).is_zero());
            prop_assert!(planned.status.is_servicing());
            prop_assert_eq!(planned.status, servicing::LeaseStatus::Active);
        }
    }

    #[test]
    fn the_nightly_run_twice_for_a_day_equals_once(
        setup in setup(),
        history in history(),
        later in 0i64..=200,
    ) {
        let mut sim = Sim::new(&setup);
        sim.run(&history);
        let on = add_days(sim.today, later).unwrap();
        let mut once = sim.lease.clone();
        let first = once.service(on, &sim.rules).unwrap();
        let mut twice = once.clone();
        let second = twice.service(on, &sim.rules).unwrap();
        prop_assert_eq!(&twice, &once);
        prop_assert!(second.is_empty(), "second run: {:?}", second);
        prop_assert_eq!(second.snapshot, first.snapshot);
    }

}
