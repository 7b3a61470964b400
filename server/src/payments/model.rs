//! Payments' shapes: the kinds of payment, and the calls' queries, requests and answers (the
//! rules that review a payment are `review.rs`).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::http::standardized::standardized_response;
use crate::lease::model::Amount;
use crate::payment_methods::model::PaymentMethodView;

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
