//! The saved addresses' SQL. Every change runs in a write transaction that first takes the
//! customer's row, so two tabs take turns: the limit is counted and the preferred flag moved
//! with nothing changing in between.

use sqlx::Row;

use super::model::CustomerAddress;
use crate::db::{self, Backend, Db, Exec};
use crate::error::AppResult;

/// A write transaction holding the customer's row.
pub async fn begin(db: &Db, customer_id: &str) -> AppResult<sqlx::Transaction<'static, sqlx::Any>> {
    let mut tx = db.begin_write().await?;
    if db.backend == Backend::Postgres {
        sqlx::query("SELECT id FROM customers WHERE id = $1 FOR UPDATE")
            .bind(customer_id)
            .execute(&mut *tx)
            .await?;
    }
    Ok(tx)
}

fn address_of(row: &sqlx::any::AnyRow) -> anyhow::Result<CustomerAddress> {
    Ok(CustomerAddress {
        address_id: row.try_get("address_id")?,
        address: db::json(
            &row.try_get::<String, _>("address_json")?,
            "customer_addresses.address_json",
        )?,
        preferred: db::flag(row.try_get("preferred")?, "customer_addresses.preferred")?,
    })
}

/// The customer's addresses, the preferred first, then in the order they were saved.
pub async fn addresses<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
) -> AppResult<Vec<CustomerAddress>> {
    let rows = sqlx::query(
        "SELECT address_id, address_json, preferred FROM customer_addresses WHERE customer_id = $1 \
         ORDER BY preferred DESC, position",
    )
    .bind(customer_id)
    .fetch_all(ex)
    .await?;
    Ok(rows.iter().map(address_of).collect::<Result<_, _>>()?)
}

pub async fn insert<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    address: &CustomerAddress,
    position: i64,
    now_ms: i64,
) -> AppResult<bool> {
    let result = sqlx::query(
        "INSERT INTO customer_addresses (customer_id, address_id, address_json, preferred, position, \
         created_at_ms, updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $6)",
    )
    .bind(customer_id)
    .bind(&address.address_id)
    .bind(serde_json::to_string(&address.address).map_err(anyhow::Error::from)?)
    .bind(i64::from(address.preferred))
    .bind(position)
    .bind(now_ms)
    .execute(ex)
    .await;
    match result {
        Ok(_) => Ok(true),
        Err(error)
            if db::violates_unique(
                &error,
                "customer_addresses_pkey",
                "customer_addresses.customer_id, customer_addresses.address_id",
            ) =>
        {
            Ok(false)
        }
        Err(error) => Err(error.into()),
    }
}

pub async fn update<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    address: &CustomerAddress,
    now_ms: i64,
) -> AppResult<bool> {
    let updated = sqlx::query(
        "UPDATE customer_addresses SET address_json = $3, preferred = $4, updated_at_ms = $5 \
         WHERE customer_id = $1 AND address_id = $2",
    )
    .bind(customer_id)
    .bind(&address.address_id)
    .bind(serde_json::to_string(&address.address).map_err(anyhow::Error::from)?)
    .bind(i64::from(address.preferred))
    .bind(now_ms)
    .execute(ex)
    .await?
    .rows_affected();
    Ok(updated == 1)
}

/// No address of the customer's is preferred any more (before another becomes it).
pub async fn clear_preferred<'e>(ex: impl Exec<'e>, customer_id: &str) -> AppResult<()> {
    sqlx::query("UPDATE customer_addresses SET preferred = 0 WHERE customer_id = $1")
        .bind(customer_id)
        .execute(ex)
        .await?;
    Ok(())
}

/// Makes the earliest saved address preferred when none is (after the preferred one went).
pub async fn keep_one_preferred<'e>(ex: impl Exec<'e>, customer_id: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE customer_addresses SET preferred = 1 WHERE customer_id = $1 AND position = \
         (SELECT MIN(position) FROM customer_addresses WHERE customer_id = $1) \
         AND NOT EXISTS (SELECT 1 FROM customer_addresses WHERE customer_id = $1 AND preferred = 1)",
    )
    .bind(customer_id)
    .execute(ex)
    .await?;
    Ok(())
}

pub async fn remove<'e>(ex: impl Exec<'e>, customer_id: &str, address_id: &str) -> AppResult<bool> {
    let removed =
        sqlx::query("DELETE FROM customer_addresses WHERE customer_id = $1 AND address_id = $2")
            .bind(customer_id)
            .bind(address_id)
            .execute(ex)
            .await?
            .rows_affected();
    Ok(removed == 1)
}
