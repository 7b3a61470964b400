//! Password-reset tokens: single use, stored hashed.

use crate::db::Exec;
use crate::error::AppResult;
use crate::identity::tokens::token_hash;

/// Keeps a new reset token (hashed) for the customer.
pub async fn insert_reset_token<'e>(
    ex: impl Exec<'e>,
    token: &str,
    customer_id: &str,
    expires_at_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at_ms) VALUES ($1, $2, $3)",
    )
    .bind(token_hash(token))
    .bind(customer_id)
    .bind(expires_at_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// Uses the token if it is live and belongs to the customer.
pub async fn consume_reset_token<'e>(
    ex: impl Exec<'e>,
    token: &str,
    customer_id: &str,
    now_ms: i64,
) -> AppResult<bool> {
    let used = sqlx::query(
        "UPDATE password_reset_tokens SET used_at_ms = $1 WHERE token_hash = $2 AND customer_id = $3 \
         AND used_at_ms IS NULL AND expires_at_ms > $1",
    )
    .bind(now_ms)
    .bind(token_hash(token))
    .bind(customer_id)
    .execute(ex)
    .await?;
    Ok(used.rows_affected() == 1)
}

/// Every outstanding reset link of the customer stops working.
pub async fn revoke_reset_tokens<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE password_reset_tokens SET used_at_ms = $1 WHERE customer_id = $2 AND used_at_ms IS NULL",
    )
    .bind(now_ms)
    .bind(customer_id)
    .execute(ex)
    .await?;
    Ok(())
}
