//! Server secrets: values made once and shared by every app server (the token signing key).

use crate::db::Exec;
use crate::error::AppResult;

/// Keeps `value` as the secret `name` unless one is kept already.
pub async fn insert_secret<'e>(ex: impl Exec<'e>, name: &str, value: &str) -> AppResult<()> {
    sqlx::query("INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(name)
        .bind(value)
        .execute(ex)
        .await?;
    Ok(())
}

/// The secret kept as `name`.
pub async fn secret<'e>(ex: impl Exec<'e>, name: &str) -> AppResult<Option<String>> {
    Ok(
        sqlx::query_scalar("SELECT value FROM server_secrets WHERE name = $1")
            .bind(name)
            .fetch_optional(ex)
            .await?,
    )
}
