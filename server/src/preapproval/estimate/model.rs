//! The estimate call's shapes: its parameters as they come, read into an input (each bad one
//! refused by name, with a reason), the answer, and how a refusal becomes a 400.

use serde::{Deserialize, Serialize};
use servicing::{Cents, PayFrequency, ServicingError};
use utoipa::{IntoParams, ToSchema};

use crate::error::AppError;

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
    #[param(required = true, example = "99999", pattern = r"^\d+$")]
    pub cash_price: Option<String>,
    /// `weekly`, `bi_weekly`, `semi_monthly` or `monthly`.
    #[serde(rename = "payFrequency")]
    #[param(
        required = true,
        example = "bi_weekly",
        pattern = "^(weekly|bi_weekly|semi_monthly|monthly)$"
    )]
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
    pub(super) fn new(
        parameter: &'static str,
        reason: &'static str,
        message: impl Into<String>,
    ) -> Self {
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

pub(super) const CASH_PRICE: &str = "cashPrice";
pub(super) const PAY_FREQUENCY: &str = "payFrequency";
pub(super) const STATE: &str = "state";

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
