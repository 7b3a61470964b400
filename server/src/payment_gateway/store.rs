//! The sandbox processor's ledger (`sandbox_charges`): its own table, as a processor's would
//! be its own database. One row per charge reference.

use crate::db::Exec;
use crate::error::AppResult;

/// The status (`approved` or `declined`) and detail (authorization code or decline reason)
/// of the charge under `reference`.
pub async fn charge<'e>(ex: impl Exec<'e>, reference: &str) -> AppResult<Option<(String, String)>> {
    Ok(
        sqlx::query_as("SELECT status, detail FROM sandbox_charges WHERE reference = $1")
            .bind(reference)
            .fetch_optional(ex)
            .await?,
    )
}

/// Records the charge under `reference` unless one is recorded: whoever asks first decides.
pub async fn insert_charge<'e>(
    ex: impl Exec<'e>,
    reference: &str,
    token: &str,
    amount_cents: i64,
    status: &str,
    detail: &str,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO sandbox_charges (reference, token, amount, status, detail) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(reference)
    .bind(token)
    .bind(amount_cents)
    .bind(status)
    .bind(detail)
    .execute(ex)
    .await?;
    Ok(())
}
