//! The orders' SQL.

use sqlx::Row;

use crate::db::{self, Exec};
use crate::error::AppResult;

/// An order as stored: `order_json` holds the order as answered and, while it is pending, what
/// completing it takes (see `model::PendingOrder`).
#[derive(Debug, Clone)]
pub struct OrderRow {
    pub id: String,
    pub order_no: String,
    pub organization_id: String,
    pub site_id: String,
    pub customer_id: String,
    pub basket_id: String,
    pub status: String,
    pub order_json: String,
    pub lease_guid: Option<String>,
}

const COLUMNS: &str = "id, order_no, organization_id, site_id, customer_id, basket_id, status, \
    order_json, lease_guid";

fn order_row(row: &sqlx::any::AnyRow) -> Result<OrderRow, sqlx::Error> {
    Ok(OrderRow {
        id: row.try_get("id")?,
        order_no: row.try_get("order_no")?,
        organization_id: row.try_get("organization_id")?,
        site_id: row.try_get("site_id")?,
        customer_id: row.try_get("customer_id")?,
        basket_id: row.try_get("basket_id")?,
        status: row.try_get("status")?,
        order_json: row.try_get("order_json")?,
        lease_guid: row.try_get("lease_guid")?,
    })
}

/// The next order number of the organization (the counter moves in one statement).
pub async fn reserve_order_number<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO order_numbers (organization_id, next_number) VALUES ($1, 1) \
         ON CONFLICT (organization_id) DO UPDATE SET next_number = order_numbers.next_number + 1 \
         RETURNING next_number",
    )
    .bind(organization_id)
    .fetch_one(ex)
    .await?)
}

/// Inserts a pending order; false when the basket already has one (the unique basket id
/// decides: of two submits at once, one order).
pub async fn insert_pending<'e>(
    ex: impl Exec<'e>,
    order: &OrderRow,
    now_ms: i64,
) -> AppResult<bool> {
    let result = sqlx::query(
        "INSERT INTO orders (id, order_no, organization_id, site_id, customer_id, basket_id, status, \
         order_json, created_at_ms, updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $8)",
    )
    .bind(&order.id)
    .bind(&order.order_no)
    .bind(&order.organization_id)
    .bind(&order.site_id)
    .bind(&order.customer_id)
    .bind(&order.basket_id)
    .bind(&order.order_json)
    .bind(now_ms)
    .execute(ex)
    .await;
    match result {
        Ok(_) => Ok(true),
        Err(error) if db::violates_unique(&error, "orders_basket_id_key", "orders.basket_id") => {
            Ok(false)
        }
        Err(error) => Err(error.into()),
    }
}

/// The order a customer's basket became.
pub async fn by_basket<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    customer_id: &str,
) -> AppResult<Option<OrderRow>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM orders WHERE basket_id = $1 AND customer_id = $2"
    ))
    .bind(basket_id)
    .bind(customer_id)
    .fetch_optional(ex)
    .await?;
    Ok(row.as_ref().map(order_row).transpose()?)
}

/// A customer's order by its number.
pub async fn by_number<'e>(
    ex: impl Exec<'e>,
    order_no: &str,
    customer_id: &str,
) -> AppResult<Option<OrderRow>> {
    let row = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM orders WHERE order_no = $1 AND customer_id = $2"
    ))
    .bind(order_no)
    .bind(customer_id)
    .fetch_optional(ex)
    .await?;
    Ok(row.as_ref().map(order_row).transpose()?)
}

/// A customer's placed orders on a site, newest first, a page of them, and how many there are.
pub async fn of_customer(
    pool: &sqlx::AnyPool,
    customer_id: &str,
    site_id: &str,
    offset: i64,
    limit: i64,
) -> AppResult<(Vec<OrderRow>, i64)> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM orders WHERE customer_id = $1 AND site_id = $2 AND status = 'created' \
         ORDER BY created_at_ms DESC, order_no DESC LIMIT $3 OFFSET $4"
    ))
    .bind(customer_id)
    .bind(site_id)
    .bind(limit)
    .bind(offset)
    .fetch_all(pool)
    .await?;
    let total: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM orders WHERE customer_id = $1 AND site_id = $2 AND status = 'created'",
    )
    .bind(customer_id)
    .bind(site_id)
    .fetch_one(pool)
    .await?;
    Ok((rows.iter().map(order_row).collect::<Result<_, _>>()?, total))
}

/// Orders left pending since before `before_ms` (a crash or a lost answer mid-way).
pub async fn pending_before(pool: &sqlx::AnyPool, before_ms: i64) -> AppResult<Vec<OrderRow>> {
    let rows = sqlx::query(&format!(
        "SELECT {COLUMNS} FROM orders WHERE status = 'pending' AND created_at_ms < $1 \
         ORDER BY created_at_ms LIMIT 100"
    ))
    .bind(before_ms)
    .fetch_all(pool)
    .await?;
    Ok(rows.iter().map(order_row).collect::<Result<_, _>>()?)
}

/// Marks a pending order created with its lease and final JSON; false when it is no longer
/// pending (another request completed or released it first).
pub async fn complete<'e>(
    ex: impl Exec<'e>,
    id: &str,
    order_json: &str,
    lease_guid: &str,
    lease_number: &str,
    now_ms: i64,
) -> AppResult<bool> {
    let updated = sqlx::query(
        "UPDATE orders SET status = 'created', order_json = $2, lease_guid = $3, lease_number = $4, \
         updated_at_ms = $5 WHERE id = $1 AND status = 'pending'",
    )
    .bind(id)
    .bind(order_json)
    .bind(lease_guid)
    .bind(lease_number)
    .bind(now_ms)
    .execute(ex)
    .await?
    .rows_affected();
    Ok(updated == 1)
}

/// Removes a pending order whose initial payment was declined or never charged; false when it
/// is no longer pending.
pub async fn release<'e>(ex: impl Exec<'e>, id: &str) -> AppResult<bool> {
    let deleted = sqlx::query("DELETE FROM orders WHERE id = $1 AND status = 'pending'")
        .bind(id)
        .execute(ex)
        .await?
        .rows_affected();
    Ok(deleted == 1)
}
