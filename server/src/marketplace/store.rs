//! The marketplace's SQL.

use sqlx::Row;

use super::model::{Art, RetailerRecord};
use crate::db::{self, Exec};
use crate::error::AppResult;

/// The organization's online retailers, in their order.
pub async fn retailers<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<Vec<RetailerRecord>> {
    let rows = sqlx::query(
        "SELECT id, name, custom_json FROM marketplace_retailers \
         WHERE organization_id = $1 AND online = 1 ORDER BY position, id",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?;
    rows.into_iter()
        .map(|row| -> AppResult<RetailerRecord> {
            let id: String = row.try_get("id")?;
            let custom: String = row.try_get("custom_json")?;
            Ok(RetailerRecord {
                custom: db::json(&custom, &format!("marketplace_retailers {id} custom_json"))?,
                name: row.try_get("name")?,
                id,
            })
        })
        .collect()
}

/// A retailer's name and tile art, when it is online.
pub async fn art<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    retailer_id: &str,
) -> AppResult<Option<(String, Art)>> {
    let row = sqlx::query(
        "SELECT name, art_json FROM marketplace_retailers \
         WHERE organization_id = $1 AND id = $2 AND online = 1",
    )
    .bind(organization_id)
    .bind(retailer_id)
    .fetch_optional(ex)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let art: String = row.try_get("art_json")?;
    Ok(Some((
        row.try_get("name")?,
        db::json(
            &art,
            &format!("marketplace_retailers {retailer_id} art_json"),
        )?,
    )))
}

/// Keeps a retailer unless the organization has one with its id.
pub async fn insert_retailer<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    position: i64,
    record: &RetailerRecord,
    art: &Art,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO marketplace_retailers (organization_id, id, position, online, name, custom_json, art_json) \
         VALUES ($1, $2, $3, 1, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(organization_id)
    .bind(&record.id)
    .bind(position)
    .bind(&record.name)
    .bind(serde_json::Value::Object(record.custom.clone()).to_string())
    .bind(serde_json::to_string(art).map_err(anyhow::Error::from)?)
    .execute(ex)
    .await?;
    Ok(())
}
