//! The product lists' SQL.

use sqlx::Row;

use super::model::{CheckedItem, ProductListItem};
use crate::db::{self, Exec};
use crate::error::AppResult;

/// A list as stored.
#[derive(Debug, Clone)]
pub struct StoredList {
    pub id: String,
    pub kind: String,
    pub name: String,
    pub created_at_ms: i64,
    pub updated_at_ms: i64,
}

fn list_record(row: &sqlx::any::AnyRow) -> Result<StoredList, sqlx::Error> {
    Ok(StoredList {
        id: row.try_get("id")?,
        kind: row.try_get("list_type")?,
        name: row.try_get("name")?,
        created_at_ms: row.try_get("created_at_ms")?,
        updated_at_ms: row.try_get("updated_at_ms")?,
    })
}

pub async fn lists<'e>(ex: impl Exec<'e>, customer_id: &str) -> AppResult<Vec<StoredList>> {
    let rows = sqlx::query(
        "SELECT id, list_type, name, created_at_ms, updated_at_ms FROM product_lists \
         WHERE customer_id = $1 ORDER BY created_at_ms",
    )
    .bind(customer_id)
    .fetch_all(ex)
    .await?;
    Ok(rows.iter().map(list_record).collect::<Result<_, _>>()?)
}

/// The customer's list with this id.
pub async fn owned_list<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    list_id: &str,
) -> AppResult<Option<StoredList>> {
    let row = sqlx::query(
        "SELECT id, list_type, name, created_at_ms, updated_at_ms FROM product_lists \
         WHERE customer_id = $1 AND id = $2",
    )
    .bind(customer_id)
    .bind(list_id)
    .fetch_optional(ex)
    .await?;
    Ok(row.as_ref().map(list_record).transpose()?)
}

/// Makes the customer's list of this type unless they have one (one statement: two tabs
/// asking at once make one list).
pub async fn insert_list_if_missing<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    customer_id: &str,
    kind: &str,
    name: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO product_lists (id, organization_id, customer_id, list_type, name, created_at_ms, updated_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(organization_id)
    .bind(customer_id)
    .bind(kind)
    .bind(name)
    .bind(now_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// The customer's list of this type.
pub async fn list_of_type<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    kind: &str,
) -> AppResult<Option<StoredList>> {
    let row = sqlx::query(
        "SELECT id, list_type, name, created_at_ms, updated_at_ms FROM product_lists \
         WHERE customer_id = $1 AND list_type = $2",
    )
    .bind(customer_id)
    .bind(kind)
    .fetch_optional(ex)
    .await?;
    Ok(row.as_ref().map(list_record).transpose()?)
}

fn item_record(row: &sqlx::any::AnyRow) -> anyhow::Result<ProductListItem> {
    Ok(ProductListItem {
        id: row.try_get("id")?,
        product_id: row.try_get("product_id")?,
        quantity: row.try_get("quantity")?,
        priority: row.try_get("priority")?,
        public: db::flag(row.try_get("is_public")?, "product_list_items.is_public")?,
        kind: "product".to_owned(),
    })
}

pub async fn items<'e>(ex: impl Exec<'e>, list_id: &str) -> AppResult<Vec<ProductListItem>> {
    let rows = sqlx::query(
        "SELECT id, product_id, quantity, priority, is_public FROM product_list_items \
         WHERE list_id = $1 ORDER BY position",
    )
    .bind(list_id)
    .fetch_all(ex)
    .await?;
    Ok(rows
        .iter()
        .map(item_record)
        .collect::<anyhow::Result<_>>()?)
}

/// Adds the product unless the list has it (one statement); the item there is answers either way.
pub async fn insert_item_if_missing(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    list_id: &str,
    product_id: &str,
    item: &CheckedItem,
    now_ms: i64,
) -> AppResult<ProductListItem> {
    sqlx::query(
        "INSERT INTO product_list_items (id, list_id, product_id, quantity, priority, is_public, position, created_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, \
           (SELECT COALESCE(MAX(position), -1) + 1 FROM product_list_items WHERE list_id = $2), $7) \
         ON CONFLICT DO NOTHING",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(list_id)
    .bind(product_id)
    .bind(item.quantity)
    .bind(item.priority)
    .bind(i64::from(item.public))
    .bind(now_ms)
    .execute(&mut **tx)
    .await?;
    let row = sqlx::query(
        "SELECT id, product_id, quantity, priority, is_public FROM product_list_items \
         WHERE list_id = $1 AND product_id = $2",
    )
    .bind(list_id)
    .bind(product_id)
    .fetch_one(&mut **tx)
    .await?;
    Ok(item_record(&row)?)
}

/// Removes the item; false when the list has no such item.
pub async fn delete_item<'e>(ex: impl Exec<'e>, list_id: &str, item_id: &str) -> AppResult<bool> {
    let deleted = sqlx::query("DELETE FROM product_list_items WHERE list_id = $1 AND id = $2")
        .bind(list_id)
        .bind(item_id)
        .execute(ex)
        .await?;
    Ok(deleted.rows_affected() > 0)
}

pub async fn touch<'e>(ex: impl Exec<'e>, list_id: &str, now_ms: i64) -> AppResult<()> {
    sqlx::query("UPDATE product_lists SET updated_at_ms = $2 WHERE id = $1")
        .bind(list_id)
        .bind(now_ms)
        .execute(ex)
        .await?;
    Ok(())
}
