//! What the preapproval feature offers the checkout: the customer's current approval for the
//! storefront (with the pay frequency and payday the lease's schedule follows), and using it
//! up — an approval pays for one order, once.

use servicing::PayFrequency;
use time::Date;

use crate::error::AppResult;

pub use super::decision::ApprovalRules;
pub use super::model::STOREFRONT_MERCHANT;
// Reading an approval for the checkout and using it up (their SQL is the store's).
pub use super::store::{current_for_checkout, give_back, use_for_order};
use crate::state::AppState;

/// The site's rules: the defaults, with the states it does not lease in from its preferences.
pub async fn approval_rules(state: &AppState, site_id: &str) -> AppResult<ApprovalRules> {
    let excluded =
        crate::prefs::operations::preference(&state.db.pool, site_id, "excludedStates").await?;
    let mut rules = ApprovalRules::default();
    if let Some(serde_json::Value::Array(states)) = excluded {
        rules.excluded_states = states
            .iter()
            .filter_map(|s| s.as_str().map(str::to_owned))
            .collect();
    }
    Ok(rules)
}

/// An unexpired approval of the customer's, as a lease is signed with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutApproval {
    pub application_id: String,
    pub lease_number: String,
    pub approval_amount_cents: i64,
    pub expires_at_ms: i64,
    pub first_name: String,
    pub last_name: String,
    pub pay_frequency: PayFrequency,
    /// The payday the applicant gave: the lease's due dates follow it.
    pub next_payday: Date,
}
