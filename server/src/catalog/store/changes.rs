//! Catalog writes, each recorded in the change feed that every search index follows.

use sqlx::Any;

use crate::error::AppResult;

/// change for every search index. The statement is one write: nothing is read first.
pub async fn update_stock_and_price(
    tx: &mut sqlx::Transaction<'_, Any>,
    product_id: &str,
    stock_level: i64,
    list_price_cents: Option<i64>,
    sale_price_cents: Option<i64>,
    now_ms: i64,
) -> AppResult<bool> {
    let updated = sqlx::query(
        "UPDATE catalog_products SET stock_level = $2, list_price_cents = $3, sale_price_cents = $4, \
         updated_at_ms = $5 WHERE id = $1",
    )
    .bind(product_id)
    .bind(stock_level)
    .bind(list_price_cents)
    .bind(sale_price_cents)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    if updated == 0 {
        return Ok(false);
    }
    record_change(tx, product_id, now_ms).await?;
    Ok(true)
}

/// Appends to the change feed (a variant's change is its master's: the master is the hit).
pub async fn record_change(
    tx: &mut sqlx::Transaction<'_, Any>,
    product_id: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO catalog_changes (product_id, changed_at_ms) \
         SELECT COALESCE(master_id, id), $2 FROM catalog_products WHERE id = $1",
    )
    .bind(product_id)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// What reserving units of a product came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reservation {
    Taken,
    /// Fewer units were left than asked for: how many.
    Short {
        left: i64,
    },
}

/// Takes `quantity` of a product out of stock when that many are left, in one statement (two
/// shoppers racing for the last units: exactly the units there are are sold); else answers how
/// many are left.
pub async fn reserve_stock(
    tx: &mut sqlx::Transaction<'_, Any>,
    product_id: &str,
    quantity: i64,
    now_ms: i64,
) -> AppResult<Reservation> {
    let updated = sqlx::query(
        "UPDATE catalog_products SET stock_level = stock_level - $2, updated_at_ms = $3 \
         WHERE id = $1 AND stock_level >= $2",
    )
    .bind(product_id)
    .bind(quantity)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    if updated == 0 {
        let left: Option<i64> =
            sqlx::query_scalar("SELECT stock_level FROM catalog_products WHERE id = $1")
                .bind(product_id)
                .fetch_optional(&mut **tx)
                .await?;
        return Ok(Reservation::Short {
            left: left.unwrap_or(0).max(0),
        });
    }
    record_change(tx, product_id, now_ms).await?;
    Ok(Reservation::Taken)
}

/// Puts back units a reservation took (an order whose initial payment was declined).
pub async fn release_stock(
    tx: &mut sqlx::Transaction<'_, Any>,
    product_id: &str,
    quantity: i64,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE catalog_products SET stock_level = stock_level + $2, updated_at_ms = $3 WHERE id = $1",
    )
    .bind(product_id)
    .bind(quantity)
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    record_change(tx, product_id, now_ms).await
}
