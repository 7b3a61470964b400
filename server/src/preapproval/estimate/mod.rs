//! "Estimate your lease": from a cash price, a pay frequency and (when known) the shopper's
//! state, everything the lease the shopper would sign states about its cost — the initial
//! payment, the amount and number of the regular payments, the total cost to own and the 90-day
//! early purchase option. The estimate is not a formula of its own: it originates that lease
//! under the organization's servicing rules (`crates/servicing`, `Lease::originate`) and reads
//! its figures, so it always equals the lease (docs/features/preapproval.md).
//!
//! Rental-purchase law: wherever a payment is stated, the number of payments and the total cost
//! to own are stated too, in full. The answer carries all three, always.

//!
//! Rooms: `model.rs` (the call's shapes and how its parameters are read), this file (the
//! estimate, pure), `kept.rs` (the rules and quotes kept a few seconds), `tests.rs`; the
//! handler is with the others in `../handlers.rs`.

pub mod kept;
pub mod model;
pub mod quoting;
#[cfg(test)]
mod tests;

use servicing::{
    Cents, ItemKind, Lease, LeaseApplication, MerchandiseLine, PayFrequency, Rate, ServicingError,
    ServicingRules, StateRules,
};
use time::Date;

use super::decision::ApprovalRules;
use model::*;

/// Where an estimate without a state is originated: a stand-in with no sales tax and no state
/// caps, so the lease follows the rules' defaults and its payments are before tax.
const BEFORE_TAX: &str = "US";

/// The rules an estimate before tax is originated under: the organization's, with one state
/// that has no tax and no caps of its own.
fn before_tax(rules: &ServicingRules) -> ServicingRules {
    ServicingRules {
        excluded_states: Vec::new(),
        states: [(BEFORE_TAX.to_owned(), StateRules::taxed(Rate::ZERO))]
            .into_iter()
            .collect(),
        ..rules.clone()
    }
}

/// The lease the shopper would sign today: the cash price as one line of merchandise, approved
/// for the cap, the rules' default term, the first payment a day after signing (the amounts do
/// not depend on the days).
fn originate(
    rules: &ServicingRules,
    state: &str,
    input: &EstimateInput,
    cap: Cents,
    today: Date,
) -> Result<Lease, ServicingError> {
    let first_due_date = today.next_day().ok_or(ServicingError::DateOutOfRange)?;
    Lease::originate(
        rules,
        &LeaseApplication {
            state: state.to_owned(),
            merchandise: vec![MerchandiseLine {
                product_id: "estimate".to_owned(),
                name: "Estimate".to_owned(),
                quantity: 1,
                unit_price: input.cash_price,
            }],
            approved_amount: cap,
            frequency: input.frequency,
            term_months: None,
            signed_on: today,
            first_due_date,
            benefits_plus: false,
        },
    )
}

/// The estimate: checks the cash price (1 cent to the approval cap) and the state (not one the
/// site or the rules exclude, one the rules know), originates the lease the shopper would sign
/// today and states its figures. The 90-day option is what the lease itself quotes: the initial
/// payment paid at signing, delivered that day, then paid off.
pub fn estimate(
    rules: &ServicingRules,
    approval: &ApprovalRules,
    input: &EstimateInput,
    today: Date,
) -> Result<LeaseEstimate, EstimateError> {
    let cap = Cents::new(approval.cap_cents);
    if !input.cash_price.is_positive() {
        return Err(Refusal::new(
            CASH_PRICE,
            "below_minimum",
            "The cash price must be more than zero.",
        )
        .into());
    }
    if input.cash_price > cap {
        return Err(Refusal::new(
            CASH_PRICE,
            "above_maximum",
            format!("The cash price can be at most {cap}, the most an approval is for."),
        )
        .into());
    }
    let excluded = |code: &str| {
        Refusal::new(
            STATE,
            "excluded_state",
            format!("Lease-to-own is not offered in {code}."),
        )
    };
    let lease = match &input.state {
        Some(code) => {
            if approval
                .excluded_states
                .iter()
                .any(|s| s.eq_ignore_ascii_case(code))
            {
                return Err(excluded(code).into());
            }
            originate(rules, code, input, cap, today).map_err(|error| match error {
                ServicingError::ExcludedState(code) => excluded(&code).into(),
                ServicingError::UnknownState(code) => EstimateError::from(Refusal::new(
                    STATE,
                    "unknown_state",
                    format!("There are no lease rules for {code}."),
                )),
                other => EstimateError::Rules(other),
            })?
        }
        None => originate(&before_tax(rules), BEFORE_TAX, input, cap, today)
            .map_err(EstimateError::Rules)?,
    };
    let state = input.state.as_ref().map(|_| lease.state().to_owned());
    figures(&lease, state, today).map_err(EstimateError::Rules)
}

/// The pay frequency a price is quoted at until the shopper chooses theirs (products, search
/// hits, cart lines): the one the storefront advertises.
pub const ADVERTISED_FREQUENCY: PayFrequency = PayFrequency::Weekly;

/// The day a quote without a date is originated on. A lease's amounts do not depend on the day
/// it is signed (its dates do), so a catalog quote is the same on any day.
const QUOTED_ON: Date = time::macros::date!(2026 - 01 - 05);

/// The quote stated next to a cash price (a product, a search hit, a cart line): the estimate of
/// the lease for that price at `frequency`, with `state`'s sales tax when one is known. None when
/// no lease can be for that price (nothing to pay, above the approval cap) or the servicing rules
/// have none in that state. Whether the site leases in the state is the caller's to check (its
/// preferences name the states: a basket's shipping state).
pub fn price_quote(
    rules: &ServicingRules,
    cash_price: Cents,
    frequency: PayFrequency,
    state: Option<&str>,
) -> Option<LeaseEstimate> {
    let cap_only = ApprovalRules {
        excluded_states: Vec::new(),
        ..ApprovalRules::default()
    };
    estimate(
        rules,
        &cap_only,
        &EstimateInput {
            cash_price,
            frequency,
            state: state.map(str::to_ascii_uppercase),
        },
        QUOTED_ON,
    )
    .ok()
}

/// Everything paid to own a newly originated lease's merchandise within the early-purchase
/// window: the initial payment at signing (`today`), delivery that day, then the payoff.
pub fn early_purchase_total(lease: &Lease, today: Date) -> Result<Cents, ServicingError> {
    let initial_payment = lease
        .schedule
        .iter()
        .filter(|item| item.kind == ItemKind::Initial)
        .map(|item| item.scheduled().total())
        .sum::<Cents>();
    let mut delivered = lease.clone();
    if initial_payment.is_positive() {
        delivered.apply_payment(today, initial_payment)?;
    }
    delivered.activate(today)?;
    let payoff = delivered
        .payoff_quote(today)
        .ok_or(ServicingError::InvalidStatus {
            action: "quote",
            status: delivered.status,
        })?;
    Ok(initial_payment + payoff.amount.total)
}

/// The figures a newly originated lease states, and its 90-day option.
fn figures(
    lease: &Lease,
    state: Option<String>,
    today: Date,
) -> Result<LeaseEstimate, ServicingError> {
    let scheduled = |kind: ItemKind| {
        lease
            .schedule
            .iter()
            .filter(move |item| item.kind == kind)
            .map(|item| item.scheduled().total())
    };
    let initial_payment = scheduled(ItemKind::Initial).sum::<Cents>();
    let regular: Vec<Cents> = scheduled(ItemKind::Regular).collect();
    let payment_amount = regular.first().copied().unwrap_or(Cents::ZERO);
    let last_payment_amount = regular.last().copied().unwrap_or(Cents::ZERO);
    let number_of_payments = u32::try_from(regular.len()).map_err(|_| ServicingError::Overflow)?;

    let early_purchase = early_purchase_total(lease, today)?;

    Ok(LeaseEstimate {
        cash_price: lease.cash_price.get(),
        pay_frequency: lease.frequency,
        tax_included: state.is_some(),
        state,
        term_months: lease.term_months,
        initial_payment: initial_payment.get(),
        payment_amount: payment_amount.get(),
        number_of_payments,
        last_payment_amount: last_payment_amount.get(),
        total_cost_to_own: lease.total_cost_to_own().get(),
        total_of_payments: lease.total_of_payments.get(),
        cost_above_cash_price: (lease.total_of_payments - lease.cash_price).get(),
        early_purchase: EarlyPurchaseEstimate {
            days: lease.terms.same_as_cash_days,
            amount: early_purchase.get(),
            fee: lease.terms.same_as_cash_fee.get(),
        },
    })
}
