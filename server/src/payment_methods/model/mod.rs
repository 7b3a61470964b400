//! Payment methods: the request and answer shapes here, and the pure rules that check a card
//! or a bank account before the gateway sees it (`check`). The number and the security code
//! only pass through: what is kept is the brand, the last 4, the expiry and the gateway's token.

mod check;

pub use check::*;

use crate::http::standardized::standardized_response;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

/// `?c_lease_guid=` of `fetch_all`.
#[derive(Debug, Deserialize, IntoParams)]
pub struct LeaseGuidQuery {
    #[param(required = true)]
    pub c_lease_guid: Option<String>,
}

/// A saved method as the portal shows it: masked to the last 4.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PaymentMethodView {
    pub guid: String,
    /// `card` or `bank`.
    #[serde(rename = "type")]
    pub kind: String,
    /// `Visa •••• 4242`, `Checking •••• 6789`.
    pub label: String,
    /// The card brand, or the account type.
    pub brand: String,
    pub last4: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exp_month: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exp_year: Option<u32>,
    pub holder_name: String,
    pub is_default: bool,
    /// Due payments are charged to this method on their due date.
    pub autopay: bool,
}

/// The label shown for a method (never more than the last 4).
pub fn label(kind: &str, brand: &str, last4: &str) -> String {
    let name = match (kind, brand) {
        ("bank", "checking") => "Checking",
        ("bank", "savings") => "Savings",
        (_, brand) => brand,
    };
    format!("{name} •••• {last4}")
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PaymentMethods {
    pub payment_methods: Vec<PaymentMethodView>,
    /// Whether autopay is on for the lease (from its default method).
    pub autopay: bool,
}

standardized_response!(PaymentMethodsResponse = PaymentMethods);

/// `POST …/payment-methods/v1/…/add`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct AddPaymentMethodRequest {
    #[schema(min_length = 1)]
    pub c_lease_guid: String,
    /// `card` or `bank`: which of `card` and `bank` is read.
    #[serde(rename = "type")]
    #[schema(pattern = "^(card|bank)$")]
    pub kind: String,
    pub card: Option<CardInput>,
    pub bank: Option<BankInput>,
    /// Make it the lease's default method (the first method always is).
    #[serde(default)]
    pub make_default: bool,
}

/// `POST …/remove` and `…/set_default`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct PaymentMethodRequest {
    #[schema(min_length = 1)]
    pub c_lease_guid: String,
    #[schema(min_length = 1)]
    pub c_payment_method_guid: String,
}

/// `POST …/autopay`.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct AutopayRequest {
    #[schema(min_length = 1)]
    pub c_lease_guid: String,
    pub enabled: bool,
}
