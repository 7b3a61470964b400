//! Payments' shapes and their pure rules: the amount options of a
//! lease (next payment, past due, payoff, custom with its bounds) and an amount as typed,
//! read exactly into cents (never through a float).

use serde::{Deserialize, Serialize};
use servicing::{AmountDue, Cents, Lease, ServicingRules};
use time::Date;
use utoipa::{IntoParams, ToSchema};

use crate::http::standardized::standardized_response;
use crate::lease::model::Amount;
use crate::payment_methods::model::PaymentMethodView;

/// An amount that failed its rule: a stable reason and what to tell the customer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadAmount {
    pub reason: &'static str,
    pub message: &'static str,
}

const fn bad(reason: &'static str, message: &'static str) -> BadAmount {
    BadAmount { reason, message }
}

/// Reads a dollar amount as typed (`25`, `25.5`, `25.50`, `$1,025.50`) into cents, exactly.
/// Zero, negative, non-numeric and more than two decimals are refused.
pub fn parse_amount(typed: &str) -> Result<Cents, BadAmount> {
    let text: String = typed
        .trim()
        .trim_start_matches('$')
        .chars()
        .filter(|c| *c != ',')
        .collect();
    if text.is_empty() {
        return Err(bad("required", "Enter an amount."));
    }
    if text.starts_with('-') {
        return Err(bad("negative", "The amount can't be negative."));
    }
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if (whole.is_empty() && fraction.is_empty()) || !digits(whole) || !digits(fraction) {
        return Err(bad(
            "not_a_number",
            "Enter the amount as a number, like 25.00.",
        ));
    }
    if fraction.len() > 2 {
        return Err(bad(
            "too_many_decimals",
            "The amount can have at most two decimals (cents).",
        ));
    }
    if whole.len() > 9 {
        return Err(bad(
            "above_maximum",
            "The amount is more than this lease's payoff.",
        ));
    }
    let whole: i64 = if whole.is_empty() {
        0
    } else {
        whole.parse().unwrap_or(0)
    };
    let cents: i64 = format!("{fraction:0<2}").parse().unwrap_or(0);
    let amount = Cents::new(whole * 100 + cents);
    if amount.is_zero() {
        return Err(bad("zero", "Enter an amount greater than zero."));
    }
    Ok(amount)
}

/// The kinds of payment offered (`c_payment_type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentType {
    NextPayment,
    PastDue,
    Payoff,
    Custom,
}

impl PaymentType {
    pub fn parse(value: &str) -> Option<PaymentType> {
        Some(match value {
            "next_payment" => PaymentType::NextPayment,
            "past_due" => PaymentType::PastDue,
            "payoff" => PaymentType::Payoff,
            "custom" => PaymentType::Custom,
            _ => return None,
        })
    }

    pub fn id(self) -> &'static str {
        match self {
            PaymentType::NextPayment => "next_payment",
            PaymentType::PastDue => "past_due",
            PaymentType::Payoff => "payoff",
            PaymentType::Custom => "custom",
        }
    }
}

/// The fixed amounts a lease offers as of a day (none for a closed lease).
pub fn fixed_amount(lease: &Lease, as_of: Date, kind: PaymentType) -> Option<AmountDue> {
    match kind {
        PaymentType::NextPayment => lease.next_due(as_of).map(|n| n.amount),
        PaymentType::PastDue => Some(lease.past_due(as_of)).filter(|a| !a.is_zero()),
        PaymentType::Payoff => lease.payoff_quote(as_of).map(|q| q.amount),
        PaymentType::Custom => None,
    }
}

/// What a payment of `kind` and `pretax` comes to with its tax, or why it can't be made.
pub fn review_amount(
    lease: &Lease,
    as_of: Date,
    rules: &ServicingRules,
    kind: PaymentType,
    pretax: Cents,
) -> Result<AmountDue, BadAmount> {
    let payoff = lease
        .payoff_quote(as_of)
        .ok_or(bad("lease_closed", "This lease takes no more payments."))?;
    if pretax > payoff.amount.pretax {
        return Err(bad(
            "above_maximum",
            "The amount is more than this lease's payoff.",
        ));
    }
    match kind {
        PaymentType::Custom => lease.custom_amount(as_of, rules, pretax).map_err(|_| {
            bad(
                "below_minimum",
                "The amount is less than the smallest payment this lease takes.",
            )
        }),
        fixed => {
            let amount = fixed_amount(lease, as_of, fixed).ok_or(bad(
                "not_offered",
                "This payment isn't due on the lease now.",
            ))?;
            if amount.pretax != pretax {
                return Err(bad(
                    "amount_changed",
                    "This amount is no longer what is due. Start the payment again.",
                ));
            }
            Ok(amount)
        }
    }
}

/// A date as the customer reads it: `November 24, 2026`, `24 de noviembre de 2026`.
pub fn long_date(day: Date, spanish: bool) -> String {
    const EN: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    const ES: [&str; 12] = [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ];
    let month = usize::from(u8::from(day.month())) - 1;
    if spanish {
        format!("{} de {} de {}", day.day(), ES[month], day.year())
    } else {
        format!("{} {}, {}", EN[month], day.day(), day.year())
    }
}

/// The authorization a customer agrees to before one bank debit (the NACHA WEB rule for a
/// single entry): the account, the one amount, the day, the lease, and how to revoke it. Shown
/// on the review, accepted at the submit, kept with the payment and emailed.
pub fn single_debit_authorization(
    brand: &str,
    account_type: &str,
    last4: &str,
    total: Cents,
    on: Date,
    lease_number: &str,
    spanish: bool,
) -> String {
    let date = long_date(on, spanish);
    let kind = crate::payment_methods::authorization::account_kind(account_type, spanish);
    if spanish {
        format!(
            "Autorizo a {brand} a debitar una sola vez {total} de mi cuenta {kind} que termina en \
             {last4}, el {date} o el siguiente día hábil, como pago de mi arrendamiento \
             n.º {lease_number}. Esta autorización es solo para este pago. Puedo revocarla \
             llamando a {brand} antes de que se haga el débito."
        )
    } else {
        format!(
            "I authorize {brand} to debit my {kind} account ending in {last4} once, for \
             {total}, on {date} or the next business day, as a payment on my lease \
             #{lease_number}. This authorization is for this one payment only. I can revoke it \
             by calling {brand} before the debit is made."
        )
    }
}

// ---- calls --------------------------------------------------------------------------------

#[derive(Debug, Deserialize, IntoParams)]
pub struct NewPaymentQuery {
    #[param(required = true)]
    pub c_lease_guid: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct ReviewPaymentQuery {
    #[param(required = true)]
    pub c_lease_guid: Option<String>,
    pub c_payment_method_guid: Option<String>,
    /// `next_payment`, `past_due`, `payoff` or `custom`.
    pub c_payment_type: Option<String>,
    /// The amount before tax, in dollars (`25.50`).
    pub c_pretax_total_amount: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AmountOption {
    /// `next_payment`, `past_due` or `payoff`.
    #[serde(rename = "type")]
    pub kind: String,
    pub amount: Amount,
    /// The due date (next payment) or the quote's day (payoff), `YYYY-MM-DD`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomAmountOption {
    /// Smallest amount before tax, in cents.
    pub min: i64,
    /// Largest amount before tax (the payoff's), in cents.
    pub max: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NewPayment {
    pub options: Vec<AmountOption>,
    /// Absent when the payoff is below the smallest custom amount.
    pub custom: Option<CustomAmountOption>,
    pub payment_methods: Vec<PaymentMethodView>,
}

standardized_response!(NewPaymentResponse = NewPayment);

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentReview {
    #[serde(rename = "type")]
    pub kind: String,
    pub amount: Amount,
    pub payment_method: PaymentMethodView,
    /// For a bank account: the authorization of this one debit, in the request's locale, to
    /// show word for word before the customer's consent (`authorization_accepted` at the
    /// submit). Absent for a card.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub authorization: Option<String>,
}

standardized_response!(ReviewPaymentResponse = PaymentReview);

/// `POST …/submit_payment` (with an `Idempotency-Key`).
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct SubmitPaymentRequest {
    #[schema(min_length = 1)]
    pub c_lease_guid: String,
    #[schema(min_length = 1)]
    pub c_payment_method_guid: String,
    /// `next_payment`, `past_due`, `payoff` or `custom`.
    #[schema(pattern = "^(next_payment|past_due|payoff|custom)$")]
    pub c_payment_type: String,
    /// The amount before tax, in dollars (`25.50`), as reviewed.
    pub c_pretax_total_amount: String,
    /// For a bank account: the customer accepted the review's `authorization` (required).
    #[serde(default)]
    pub authorization_accepted: bool,
}

/// A payment as the portal shows it (history, receipt, the submit's answer).
#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentView {
    pub guid: String,
    /// When it was made, epoch milliseconds.
    pub created_at_ms: i64,
    #[serde(rename = "type")]
    pub kind: String,
    pub amount: Amount,
    /// `pending`, `settled`, `declined` or `failed` (never charged).
    pub status: String,
    /// A decline's reason (`insufficient_funds`, `expired_card`, `do_not_honor`,
    /// `account_closed`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decline_reason: Option<String>,
    pub payment_method: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub receipt_number: Option<String>,
}

impl From<super::store::PaymentRow> for PaymentView {
    fn from(row: super::store::PaymentRow) -> Self {
        PaymentView {
            decline_reason: (row.status == "declined")
                .then(|| row.detail.clone())
                .flatten(),
            guid: row.guid,
            created_at_ms: row.created_at_ms,
            kind: row.kind,
            amount: Amount {
                pretax: row.pretax,
                tax: row.tax,
                total: row.total,
            },
            status: row.status,
            payment_method: row.method_label,
            receipt_number: row.receipt_number,
        }
    }
}

standardized_response!(PaymentResponse = PaymentView);

/// Payments per history page.
pub const HISTORY_PAGE_SIZE: i64 = 10;

#[derive(Debug, Deserialize, IntoParams)]
pub struct ViewPaymentsQuery {
    #[param(required = true)]
    pub c_lease_guid: Option<String>,
    /// 1 and up (default 1).
    pub c_page: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentHistory {
    pub payments: Vec<PaymentView>,
    pub page: i64,
    pub page_size: i64,
    pub pages: i64,
    pub total: i64,
}

standardized_response!(PaymentHistoryResponse = PaymentHistory);

/// The page asked for: a whole number from 1.
pub fn page_param(value: Option<&str>) -> Result<i64, &'static str> {
    match value.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(1),
        Some(v) => v
            .parse::<i64>()
            .ok()
            .filter(|p| (1..=1_000_000).contains(p))
            .ok_or("c_page is a page number from 1."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_read_into_exact_cents() {
        for (typed, cents) in [
            ("25", 2500),
            ("25.5", 2550),
            ("25.50", 2550),
            ("$1,025.05", 102_505),
            (".99", 99),
            ("0.01", 1),
            ("  19.99 ", 1999),
        ] {
            assert_eq!(parse_amount(typed), Ok(Cents::new(cents)), "{typed}");
        }
    }

    #[test]
    fn a_bad_amount_says_why() {
        for (typed, reason) in [
            ("", "required"),
            ("0", "zero"),
            ("0.00", "zero"),
            ("-5", "negative"),
            ("abc", "not_a_number"),
            ("1e3", "not_a_number"),
            ("12.345", "too_many_decimals"),
            ("1.2.3", "not_a_number"),
            (".", "not_a_number"),
            ("99999999999", "above_maximum"),
        ] {
            assert_eq!(
                parse_amount(typed).map_err(|e| e.reason),
                Err(reason),
                "{typed}"
            );
        }
    }

    #[test]
    fn a_single_debit_authorization_names_the_account_amount_day_and_revocation() {
        let day = Date::from_calendar_date(2026, time::Month::November, 24).unwrap();
        let english = single_debit_authorization(
            "Northwind Lease",
            "checking",
            "6789",
            Cents::new(10_825),
            day,
            "100245871",
            false,
        );
        for part in [
            "checking account ending in 6789 once",
            "$108.25",
            "November 24, 2026",
            "#100245871",
            "revoke",
        ] {
            assert!(english.contains(part), "{part} in {english}");
        }
        let spanish = single_debit_authorization(
            "Northwind Lease",
            "savings",
            "6789",
            Cents::new(10_825),
            day,
            "100245871",
            true,
        );
        for part in ["cuenta de ahorros", "24 de noviembre de 2026", "revocarla"] {
            assert!(spanish.contains(part), "{part} in {spanish}");
        }
    }

    #[test]
    fn payment_types_read_back_their_ids() {
        for kind in [
            PaymentType::NextPayment,
            PaymentType::PastDue,
            PaymentType::Payoff,
            PaymentType::Custom,
        ] {
            assert_eq!(PaymentType::parse(kind.id()), Some(kind));
        }
        assert_eq!(PaymentType::parse("all"), None);
    }
}
