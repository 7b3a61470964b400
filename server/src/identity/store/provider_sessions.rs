//! The statement a password change needs over the portal provider's sessions
//! (`idp_sessions`, made and read by `portal_login`): identity ends them with its own, so it
//! never calls into the portal's sign-in.

use crate::db::Exec;
use crate::error::AppResult;

/// Every provider session of the customer ends (a password change or reset).
pub async fn revoke_provider_sessions<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE idp_sessions SET revoked_at_ms = $1 WHERE customer_id = $2 AND revoked_at_ms IS NULL",
    )
    .bind(now_ms)
    .bind(customer_id)
    .execute(ex)
    .await?;
    Ok(())
}
