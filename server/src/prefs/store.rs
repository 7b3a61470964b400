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
