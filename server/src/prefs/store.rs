//! The preferences' SQL.

use std::collections::BTreeMap;

use crate::db::{self, Exec};
use crate::error::AppResult;

/// Every preference of the site, parsed; a corrupt stored value is an error.
pub async fn site_preferences<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
) -> AppResult<BTreeMap<String, serde_json::Value>> {
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT preference_id, value_json FROM custom_preferences WHERE site_id = $1",
    )
    .bind(site_id)
    .fetch_all(ex)
    .await?;
    rows.into_iter()
        .map(|(id, json)| {
            let value = db::json(&json, &format!("custom_preferences {id}"))?;
            Ok((id, value))
        })
        .collect()
}

/// One preference of the site, parsed; none when the site has no such preference.
pub async fn preference<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
    preference_id: &str,
) -> AppResult<Option<serde_json::Value>> {
    let json: Option<String> = sqlx::query_scalar(
        "SELECT value_json FROM custom_preferences WHERE site_id = $1 AND preference_id = $2",
    )
    .bind(site_id)
    .bind(preference_id)
    .fetch_optional(ex)
    .await?;
    json.map(|json| {
        Ok(db::json(
            &json,
            &format!("custom_preferences {preference_id}"),
        )?)
    })
    .transpose()
}

/// Keeps the preference's value (JSON text) for the site unless it has one.
pub async fn insert_preference<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
    preference_id: &str,
    value_json: &str,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO custom_preferences (site_id, preference_id, value_json) \
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(site_id)
    .bind(preference_id)
    .bind(value_json)
    .execute(ex)
    .await?;
    Ok(())
}

/// The named preferences of every site, parsed, as (site, preference id, value); a corrupt
/// stored value is an error.
pub async fn preferences_named<'e>(
    ex: impl Exec<'e>,
    preference_ids: &[&str],
) -> AppResult<Vec<(String, String, serde_json::Value)>> {
    // The table is a few rows per site: read whole, filtered here (no list binding to write
    // for two databases).
    let rows: Vec<(String, String, String)> =
        sqlx::query_as("SELECT site_id, preference_id, value_json FROM custom_preferences")
            .fetch_all(ex)
            .await?;
    rows.into_iter()
        .filter(|(_, id, _)| preference_ids.contains(&id.as_str()))
        .map(|(site, id, json)| {
            let value = db::json(&json, &format!("custom_preferences {id}"))?;
            Ok((site, id, value))
        })
        .collect()
}
