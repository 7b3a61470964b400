//! What the preapproval feature offers the checkout: the customer's current approval for the
//! storefront (with the pay frequency and payday the lease's schedule follows), and using it
//! up — an approval pays for one order, once.

use sqlx::Row;
use time::Date;

use crate::db::Exec;
use crate::error::AppResult;
use servicing::PayFrequency;

pub use super::decision::ApprovalRules;
pub use super::model::STOREFRONT_MERCHANT;
use crate::state::AppState;

/// The site's rules: the defaults, with the states it does not lease in from its preferences.
pub async fn approval_rules(state: &AppState, site_id: &str) -> AppResult<ApprovalRules> {
    let excluded =
        crate::prefs::store::preference(&state.db.pool, site_id, "excludedStates").await?;
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

/// The customer's newest approval for the storefront that has not lapsed and no order has used.
pub async fn current_for_checkout<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    customer_id: &str,
    now_ms: i64,
) -> AppResult<Option<CheckoutApproval>> {
    let row = sqlx::query(
        "SELECT id, lease_number, approval_amount_cents, expires_at_ms, first_name, last_name, \
         pay_frequency, next_payday FROM preapproval_applications \
         WHERE organization_id = $1 AND customer_id = $2 AND merchant_id = $3 AND status = 'Approved' \
         AND expires_at_ms > $4 ORDER BY created_at_ms DESC LIMIT 1",
    )
    .bind(organization_id)
    .bind(customer_id)
    .bind(STOREFRONT_MERCHANT)
    .bind(now_ms)
    .fetch_optional(ex)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let frequency: String = row.try_get("pay_frequency")?;
    let payday: String = row.try_get("next_payday")?;
    let pay_frequency = serde_json::from_value(serde_json::Value::String(frequency))
        .map_err(anyhow::Error::from)?;
    let next_payday = Date::parse(
        &payday,
        time::macros::format_description!("[year]-[month]-[day]"),
    )
    .map_err(anyhow::Error::from)?;
    Ok(Some(CheckoutApproval {
        application_id: row.try_get("id")?,
        lease_number: row.try_get("lease_number")?,
        approval_amount_cents: row.try_get("approval_amount_cents")?,
        expires_at_ms: row.try_get("expires_at_ms")?,
        first_name: row.try_get("first_name")?,
        last_name: row.try_get("last_name")?,
        pay_frequency,
        next_payday,
    }))
}

/// Marks the approval used by an order, in the order's transaction; false when it was used
/// already (or is not an approval), so one approval never makes two leases.
pub async fn use_for_order<'e>(ex: impl Exec<'e>, application_id: &str) -> AppResult<bool> {
    let updated = sqlx::query(
        "UPDATE preapproval_applications SET status = 'Used' WHERE id = $1 AND status = 'Approved'",
    )
    .bind(application_id)
    .execute(ex)
    .await?
    .rows_affected();
    Ok(updated == 1)
}

/// Gives an approval back to the customer when the order that used it was not made (its initial
/// payment declined), in that order's release transaction.
pub async fn give_back<'e>(ex: impl Exec<'e>, application_id: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE preapproval_applications SET status = 'Approved' WHERE id = $1 AND status = 'Used'",
    )
    .bind(application_id)
    .execute(ex)
    .await?;
    Ok(())
}
