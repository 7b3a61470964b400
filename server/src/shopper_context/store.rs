//! The shopper context's SQL: one JSON document per usid.

use super::model::ShopperContext;
use crate::db::{self, Exec};
use crate::error::AppResult;

pub async fn load<'e>(ex: impl Exec<'e>, usid: &str) -> AppResult<Option<ShopperContext>> {
    let json: Option<String> =
        sqlx::query_scalar("SELECT context_json FROM shopper_contexts WHERE usid = $1")
            .bind(usid)
            .fetch_optional(ex)
            .await?;
    Ok(json
        .map(|j| db::json(&j, "shopper_contexts.context_json"))
        .transpose()?)
}

/// Holds the usid's row until the transaction ends, so a read-merge-write of the context is not
/// lost to another one in between: a write that changes nothing takes the row's lock on
/// PostgreSQL (SQLite's write transaction already holds the database). False when there is none.
pub async fn lock<'e>(ex: impl Exec<'e>, usid: &str) -> AppResult<bool> {
    let locked =
        sqlx::query("UPDATE shopper_contexts SET updated_at_ms = updated_at_ms WHERE usid = $1")
            .bind(usid)
            .execute(ex)
            .await?;
    Ok(locked.rows_affected() > 0)
}

pub async fn save<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    usid: &str,
    context: &ShopperContext,
    now_ms: i64,
) -> AppResult<()> {
    let json = serde_json::to_string(context).map_err(anyhow::Error::from)?;
    sqlx::query(
        "INSERT INTO shopper_contexts (usid, organization_id, context_json, updated_at_ms) \
         VALUES ($1, $2, $3, $4) \
         ON CONFLICT (usid) DO UPDATE SET context_json = excluded.context_json, \
         updated_at_ms = excluded.updated_at_ms",
    )
    .bind(usid)
    .bind(organization_id)
    .bind(json)
    .bind(now_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// True when there was a context to delete.
pub async fn delete<'e>(ex: impl Exec<'e>, usid: &str) -> AppResult<bool> {
    let deleted = sqlx::query("DELETE FROM shopper_contexts WHERE usid = $1")
        .bind(usid)
        .execute(ex)
        .await?;
    Ok(deleted.rows_affected() > 0)
}
