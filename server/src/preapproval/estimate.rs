//! "Estimate your lease": from a cash price, a pay frequency and (when known) the shopper's
//! state, everything the lease the shopper would sign states about its cost — the initial
//! payment, the amount and number of the regular payments, the total cost to own and the 90-day
//! early purchase option. The estimate is not a formula of its own: it originates that lease
//! under the organization's servicing rules (`crates/servicing`, `Lease::originate`) and reads
//! its figures, so it always equals the lease (docs/features.md#preapproval).
//!
//! Rental-purchase law: wherever a payment is stated, the number of payments and the total cost
//! to own are stated too, in full. The answer carries all three, always.

use axum::extract::State;
use axum::Json;
use serde::{Deserialize, Serialize};
use servicing::{
    Cents, ItemKind, Lease, LeaseApplication, MerchandiseLine, PayFrequency, Rate, ServicingError,
    ServicingRules, StateRules,
};
use time::Date;
use utoipa::{IntoParams, ToSchema};

use super::decision::ApprovalRules;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{OrgSite, Query};
use crate::state::AppState;

/// The estimate call's parameters, read as text so each bad one is a 400 naming it.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct EstimateQuery {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    pub site_id: Option<String>,
    /// The locale id or alias; the site's default locale when absent.
    pub locale: Option<String>,
    /// The cash price in whole cents, from 1 to the approval cap (400000 in the demo).
    #[serde(rename = "cashPrice")]
    #[param(example = "99999", pattern = r"^\d+$")]
    pub cash_price: Option<String>,
    /// `weekly`, `bi_weekly`, `semi_monthly` or `monthly`.
    #[serde(rename = "payFrequency")]
    #[param(example = "bi_weekly")]
    pub pay_frequency: Option<String>,
    /// The shopper's state, two letters: its sales tax is included. Without it the estimate is
    /// before tax.
    #[param(pattern = "^[A-Za-z]{2}$")]
    pub state: Option<String>,
}

/// What it costs to own the merchandise within the early-purchase window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EarlyPurchaseEstimate {
    /// Days from delivery inside which the option applies (90; day 90 included).
    pub days: u16,
    /// Everything paid to own the merchandise within those days, in cents: the initial payment
    /// at signing plus the payoff (cash price + fee − rent paid, with tax when it is included).
    pub amount: i64,
    /// The fee added to the cash price, in cents before tax ($10.00 in the demo).
    pub fee: i64,
}

/// An estimate of a lease: what the lease signed today would state. Money is in whole cents;
/// every payment includes sales tax when `taxIncluded` is true.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeaseEstimate {
    pub cash_price: i64,
    #[schema(value_type = String, example = "bi_weekly")]
    pub pay_frequency: PayFrequency,
    /// The state whose tax and rules apply (upper case); none when no state was given.
    pub state: Option<String>,
    /// True when the payments include the state's sales tax; false for an estimate before tax.
    pub tax_included: bool,
    pub term_months: u8,
    /// Paid at signing (it counts as rent).
    pub initial_payment: i64,
    /// Each regular payment after the initial one (the last may carry a few cents more).
    pub payment_amount: i64,
    /// The number of regular payments after the initial one (12 months: 52 weekly, 26 every two
    /// weeks, 24 twice a month, 12 monthly).
    pub number_of_payments: u32,
    /// The last regular payment: the regular amount plus the cents the even split left over.
    pub last_payment_amount: i64,
    /// Everything paid to own the merchandise by making every payment:
    /// `initialPayment + (numberOfPayments − 1) × paymentAmount + lastPaymentAmount`.
    pub total_cost_to_own: i64,
    /// The rent of the whole lease before tax (cash price × the lease multiplier).
    pub total_of_payments: i64,
    /// What leasing costs above the cash price, before tax (`totalOfPayments − cashPrice`).
    pub cost_above_cash_price: i64,
    pub early_purchase: EarlyPurchaseEstimate,
}

/// What an estimate is asked for, each parameter read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EstimateInput {
    pub cash_price: Cents,
    pub frequency: PayFrequency,
    /// Two upper-case letters; `None` for an estimate before tax.
    pub state: Option<String>,
}

/// A parameter refused: the 400 naming it, with a stable reason for clients.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub parameter: &'static str,
    pub reason: &'static str,
    pub message: String,
}

impl Refusal {
    fn new(parameter: &'static str, reason: &'static str, message: impl Into<String>) -> Self {
        Refusal {
            parameter,
            reason,
            message: message.into(),
        }
    }
}

/// Why no estimate: a refused parameter, or rules that cannot originate a lease (a server fault).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EstimateError {
    Refused(Refusal),
    Rules(ServicingError),
}

impl From<Refusal> for EstimateError {
    fn from(refusal: Refusal) -> Self {
        EstimateError::Refused(refusal)
    }
}

impl From<EstimateError> for AppError {
    fn from(error: EstimateError) -> Self {
        match error {
            EstimateError::Refused(Refusal {
                parameter,
                reason,
                message,
            }) => AppError::bad_parameter(parameter, message).with_reason(reason),
            EstimateError::Rules(error) => AppError::Internal(anyhow::anyhow!(
                "the servicing rules refused an estimate: {error}"
            )),
        }
    }
}

const CASH_PRICE: &str = "cashPrice";
const PAY_FREQUENCY: &str = "payFrequency";
const STATE: &str = "state";

/// Reads the parameters: a cash price of whole cents, a pay frequency as the lease names it
/// (`bi_weekly`), a state of two letters or none. The cash price's range and the state's rules
/// are checked by [`estimate`].
pub fn read(query: &EstimateQuery) -> Result<EstimateInput, Refusal> {
    let cash = query.cash_price.as_deref().map(str::trim).unwrap_or("");
    if cash.is_empty() {
        return Err(Refusal::new(
            CASH_PRICE,
            "required",
            "Enter the cash price, in cents.",
        ));
    }
    let cash_price = match cash.parse::<i64>() {
        Ok(cents) => Cents::new(cents),
        Err(_) if cash.bytes().all(|b| b.is_ascii_digit()) => {
            return Err(Refusal::new(
                CASH_PRICE,
                "above_maximum",
                "The cash price is more than any approval.",
            ))
        }
        Err(_) => {
            return Err(Refusal::new(
                CASH_PRICE,
                "not_a_number",
                "The cash price must be a whole number of cents.",
            ))
        }
    };
    let frequency = query.pay_frequency.as_deref().map(str::trim).unwrap_or("");
    if frequency.is_empty() {
        return Err(Refusal::new(
            PAY_FREQUENCY,
            "required",
            "Choose how often you are paid.",
        ));
    }
    let frequency: PayFrequency =
        serde_json::from_value(serde_json::Value::String(frequency.to_owned())).map_err(|_| {
            Refusal::new(
                PAY_FREQUENCY,
                "invalid",
                "The pay frequency must be weekly, bi_weekly, semi_monthly or monthly.",
            )
        })?;
    let state = match query.state.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(code) if code.len() == 2 && code.bytes().all(|b| b.is_ascii_alphabetic()) => {
            Some(code.to_ascii_uppercase())
        }
        Some(_) => {
            return Err(Refusal::new(
                STATE,
                "invalid",
                "The state must be two letters.",
            ))
        }
    };
    Ok(EstimateInput {
        cash_price,
        frequency,
        state,
    })
}

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

    // Own it within the window: pay the initial payment at signing, take delivery, pay off.
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
            amount: (initial_payment + payoff.amount.total).get(),
            fee: lease.terms.same_as_cash_fee.get(),
        },
    })
}

/// Estimates a lease: from a cash price (cents), a pay frequency and, when known, the shopper's
/// state, the initial payment, the amount and number of the regular payments, the total cost to
/// own and the 90-day early purchase option of the lease the shopper would sign today, by the
/// organization's servicing rules. With a state the payments include its sales tax; without one
/// they are before tax (`taxIncluded: false`). Public: no shopper token needed.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom/preapproval/v1/organizations/{organization_id}/estimate",
    operation_id = "get_lease_estimate",
    params(("organization_id" = String, Path, description = "Organization id"), EstimateQuery),
    responses(
        (status = 200, description = "The estimate", body = LeaseEstimate),
        (status = 400, description = "A bad cash price, pay frequency or state (named in `parameter`, with a `reason`)", body = ErrorBody),
        (status = 404, description = "Unknown organization or site", body = ErrorBody),
    ),
    tag = "preapproval"
)]
pub async fn get_lease_estimate(
    State(state): State<AppState>,
    context: OrgSite,
    Query(query): Query<EstimateQuery>,
) -> AppResult<Json<LeaseEstimate>> {
    let input = read(&query).map_err(EstimateError::from)?;
    let approval = super::handlers::rules(&state, &context.site.id).await?;
    let rules = crate::lease::store::rules(&state.db.pool, &context.organization.id).await?;
    let today = crate::lease::access::today(&state);
    Ok(Json(estimate(&rules, &approval, &input, today)?))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use time::macros::date;

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
}
