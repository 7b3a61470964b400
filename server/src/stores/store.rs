//! The stores' SQL.

use sqlx::Row;

use super::hours::OpeningHours;
use super::model::{BoundingBox, StoreRecord};
use crate::db::{self, Exec};
use crate::error::AppResult;

const COLUMNS: &str = "id, name, address1, city, state_code, postal_code, country_code, \
                       latitude, longitude, phone, time_zone, hours_json";

fn record(row: &sqlx::any::AnyRow) -> AppResult<StoreRecord> {
    let id: String = row.try_get("id")?;
    let hours: String = row.try_get("hours_json")?;
    let hours: OpeningHours = db::json(&hours, &format!("stores {id} hours_json"))?;
    Ok(StoreRecord {
        name: row.try_get("name")?,
        address1: row.try_get("address1")?,
        city: row.try_get("city")?,
        state_code: row.try_get("state_code")?,
        postal_code: row.try_get("postal_code")?,
        country_code: row.try_get("country_code")?,
        latitude: row.try_get("latitude")?,
        longitude: row.try_get("longitude")?,
        phone: row.try_get("phone")?,
        time_zone: row.try_get("time_zone")?,
        hours,
        id,
    })
}

/// The organization's stores shown in the store locator whose place is in the box (the
/// search then keeps those within the exact distance).
pub async fn stores_in<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    bounds: &BoundingBox,
) -> AppResult<Vec<StoreRecord>> {
    let rows = match bounds.longitude {
        Some((west, east)) => {
            sqlx::query(&format!(
                "SELECT {COLUMNS} FROM stores WHERE organization_id = $1 AND store_locator_enabled = 1 \
                 AND latitude >= $2 AND latitude <= $3 AND longitude >= $4 AND longitude <= $5"
            ))
            .bind(organization_id)
            .bind(bounds.min_latitude)
            .bind(bounds.max_latitude)
            .bind(west)
            .bind(east)
            .fetch_all(ex)
            .await?
        }
        None => {
            sqlx::query(&format!(
                "SELECT {COLUMNS} FROM stores WHERE organization_id = $1 AND store_locator_enabled = 1 \
                 AND latitude >= $2 AND latitude <= $3"
            ))
            .bind(organization_id)
            .bind(bounds.min_latitude)
            .bind(bounds.max_latitude)
            .fetch_all(ex)
            .await?
        }
    };
    rows.iter().map(record).collect()
}

/// How many rows one insert carries (14 values each).
const ROWS_PER_INSERT: usize = 50;

/// Keeps the stores, skipping any whose id the organization has.
pub async fn insert_stores(
    tx: &mut sqlx::AnyConnection,
    organization_id: &str,
    stores: &[StoreRecord],
) -> AppResult<()> {
    for chunk in stores.chunks(ROWS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO stores (organization_id, id, name, address1, city, state_code, postal_code, \
             country_code, latitude, longitude, phone, time_zone, hours_json, store_locator_enabled) \
             VALUES {} ON CONFLICT DO NOTHING",
            db::value_rows(1, chunk.len(), 14)
        );
        let mut query = sqlx::query(&sql);
        for s in chunk {
            query = query
                .bind(organization_id)
                .bind(&s.id)
                .bind(&s.name)
                .bind(&s.address1)
                .bind(&s.city)
                .bind(&s.state_code)
                .bind(&s.postal_code)
                .bind(&s.country_code)
                .bind(s.latitude)
                .bind(s.longitude)
                .bind(&s.phone)
                .bind(&s.time_zone)
                .bind(serde_json::to_string(&s.hours).map_err(anyhow::Error::from)?)
                .bind(db::flag_value(true));
        }
        query.execute(&mut *tx).await?;
    }
    Ok(())
}

/// The organization's stores shown in the store locator with these ids (any order).
pub async fn stores_by_ids<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    ids: &[String],
) -> AppResult<Vec<StoreRecord>> {
    let placeholders: Vec<String> = (0..ids.len()).map(|i| format!("${}", i + 2)).collect();
    let sql = format!(
        "SELECT {COLUMNS} FROM stores WHERE organization_id = $1 AND store_locator_enabled = 1 \
         AND id IN ({})",
        placeholders.join(", ")
    );
    let mut query = sqlx::query(&sql).bind(organization_id);
    for id in ids {
        query = query.bind(id);
    }
    let rows = query.fetch_all(ex).await?;
    rows.iter().map(record).collect()
}

/// The ids of the organization's stores shown in the store locator, in id order (the sitemap).
pub async fn store_ids<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM stores WHERE organization_id = $1 AND store_locator_enabled = 1 ORDER BY id",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?)
}
