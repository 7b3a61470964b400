//! The baskets' SQL.

use std::sync::LazyLock;

use sqlx::Row;

use super::model::{LineWrite, StoredBasket, StoredCheckout, StoredItem};
use crate::db::{self, Backend, Exec};
use crate::error::AppResult;

const BASKET_COLUMNS: &str = "id, site_id, customer_id, usid, registered, currency, email, \
    created_at_ms, updated_at_ms";

fn basket_record(row: &sqlx::any::AnyRow) -> anyhow::Result<StoredBasket> {
    Ok(StoredBasket {
        id: row.try_get("id")?,
        site_id: row.try_get("site_id")?,
        customer_id: row.try_get("customer_id")?,
        usid: row.try_get("usid")?,
        registered: db::flag(row.try_get("registered")?, "baskets.registered")?,
        currency: row.try_get("currency")?,
        email: row.try_get("email")?,
        created_at_ms: row.try_get("created_at_ms")?,
        updated_at_ms: row.try_get("updated_at_ms")?,
    })
}

/// Inserts a basket; false when the shopper already has one on the site (the unique index
/// decides, so two creates at once make one basket).
pub async fn insert_basket<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    basket: &StoredBasket,
) -> AppResult<bool> {
    let result = sqlx::query(
        "INSERT INTO baskets (id, organization_id, site_id, customer_id, usid, registered, currency, \
         email, created_at_ms, updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(&basket.id)
    .bind(organization_id)
    .bind(&basket.site_id)
    .bind(&basket.customer_id)
    .bind(&basket.usid)
    .bind(i64::from(basket.registered))
    .bind(&basket.currency)
    .bind(&basket.email)
    .bind(basket.created_at_ms)
    .bind(basket.updated_at_ms)
    .execute(ex)
    .await;
    match result {
        Ok(_) => Ok(true),
        Err(error)
            if db::violates_unique(
                &error,
                "baskets_one_per_customer",
                "baskets.customer_id, baskets.site_id",
            ) =>
        {
            Ok(false)
        }
        Err(error) => Err(error.into()),
    }
}

/// Takes the basket's row for this transaction (a no-op update: a second writer waits on both
/// databases) when it is this customer's on this site; false when it is not.
pub async fn lock_owned<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    customer_id: &str,
    site_id: &str,
) -> AppResult<bool> {
    let locked = sqlx::query(
        "UPDATE baskets SET updated_at_ms = updated_at_ms WHERE id = $1 AND customer_id = $2 AND site_id = $3",
    )
    .bind(basket_id)
    .bind(customer_id)
    .bind(site_id)
    .execute(ex)
    .await?;
    Ok(locked.rows_affected() > 0)
}

/// `take_owned`'s statement: the basket's columns, its checkout's, and its lines as one JSON
/// array of [id, productId, quantity, position] (NULL or `[]` when it has none).
static TAKE_OWNED_SQLITE: LazyLock<String> = LazyLock::new(|| {
    take_owned_sql(
        "(SELECT json_group_array(json_array(i.id, i.product_id, i.quantity, i.position)) \
         FROM basket_items i WHERE i.basket_id = baskets.id)",
    )
});
static TAKE_OWNED_POSTGRES: LazyLock<String> = LazyLock::new(|| {
    take_owned_sql(
        "(SELECT json_agg(json_build_array(i.id, i.product_id, i.quantity, i.position))::text \
         FROM basket_items i WHERE i.basket_id = baskets.id)",
    )
});

fn take_owned_sql(lines: &str) -> String {
    let checkout_columns = CHECKOUT_COLUMNS
        .split(", ")
        .map(|column| {
            format!("(SELECT c.{column} FROM basket_checkouts c WHERE c.basket_id = baskets.id) AS {column}")
        })
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "UPDATE baskets SET updated_at_ms = $4 WHERE id = $1 AND customer_id = $2 AND site_id = $3 \
         RETURNING {BASKET_COLUMNS}, {checkout_columns}, {lines} AS lines_json"
    )
}

/// Takes the basket for a change, when it is this customer's on this site: marks it changed now
/// and answers it with its checkout and its lines in order, in one statement (inside a write
/// transaction, the basket's row is then held until it ends; the writer's every statement is a
/// turn every other write waits for).
pub async fn take_owned<'e>(
    ex: impl Exec<'e>,
    backend: Backend,
    basket_id: &str,
    customer_id: &str,
    site_id: &str,
    now_ms: i64,
) -> AppResult<Option<(StoredBasket, StoredCheckout, Vec<StoredItem>)>> {
    let sql = match backend {
        Backend::Sqlite => &*TAKE_OWNED_SQLITE,
        Backend::Postgres => &*TAKE_OWNED_POSTGRES,
    };
    let row = sqlx::query(sql)
        .bind(basket_id)
        .bind(customer_id)
        .bind(site_id)
        .bind(now_ms)
        .fetch_optional(ex)
        .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    let lines: Option<String> = row.try_get("lines_json")?;
    let lines: Vec<(String, String, i64, i64)> = match lines {
        Some(json) => db::json(&json, "basket_items")?,
        None => Vec::new(),
    };
    let mut lines: Vec<StoredItem> = lines
        .into_iter()
        .map(|(id, product_id, quantity, position)| StoredItem {
            id,
            product_id,
            quantity,
            position,
        })
        .collect();
    lines.sort_by_key(|line| line.position);
    Ok(Some((basket_record(&row)?, checkout_record(&row)?, lines)))
}

/// The basket with this id, when it is this customer's on this site.
pub async fn owned_basket<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    customer_id: &str,
    site_id: &str,
) -> AppResult<Option<StoredBasket>> {
    let row = sqlx::query(&format!(
        "SELECT {BASKET_COLUMNS} FROM baskets WHERE id = $1 AND customer_id = $2 AND site_id = $3"
    ))
    .bind(basket_id)
    .bind(customer_id)
    .bind(site_id)
    .fetch_optional(ex)
    .await?;
    Ok(row.as_ref().map(basket_record).transpose()?)
}

/// The customer's basket on the site, if any.
pub async fn customer_basket<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    site_id: &str,
) -> AppResult<Option<StoredBasket>> {
    let row = sqlx::query(&format!(
        "SELECT {BASKET_COLUMNS} FROM baskets WHERE customer_id = $1 AND site_id = $2"
    ))
    .bind(customer_id)
    .bind(site_id)
    .fetch_optional(ex)
    .await?;
    Ok(row.as_ref().map(basket_record).transpose()?)
}

/// The guests' baskets of this shopper session on the site (the one a sign-in merges).
pub async fn guest_baskets_of_session<'e>(
    ex: impl Exec<'e>,
    usid: &str,
    site_id: &str,
) -> AppResult<Vec<StoredBasket>> {
    let rows = sqlx::query(&format!(
        "SELECT {BASKET_COLUMNS} FROM baskets WHERE usid = $1 AND registered = 0 AND site_id = $2 \
         ORDER BY created_at_ms"
    ))
    .bind(usid)
    .bind(site_id)
    .fetch_all(ex)
    .await?;
    Ok(rows
        .iter()
        .map(basket_record)
        .collect::<anyhow::Result<_>>()?)
}

pub async fn items<'e>(ex: impl Exec<'e>, basket_id: &str) -> AppResult<Vec<StoredItem>> {
    let rows = sqlx::query(
        "SELECT id, product_id, quantity, position FROM basket_items WHERE basket_id = $1 ORDER BY position",
    )
    .bind(basket_id)
    .fetch_all(ex)
    .await?;
    Ok(rows
        .iter()
        .map(|row| {
            Ok(StoredItem {
                id: row.try_get("id")?,
                product_id: row.try_get("product_id")?,
                quantity: row.try_get("quantity")?,
                position: row.try_get("position")?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()?)
}

pub async fn insert_item<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    item: &StoredItem,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO basket_items (id, basket_id, product_id, quantity, position) VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(&item.id)
    .bind(basket_id)
    .bind(&item.product_id)
    .bind(item.quantity)
    .bind(item.position)
    .execute(ex)
    .await?;
    Ok(())
}

pub async fn set_quantity<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    item_id: &str,
    quantity: i64,
) -> AppResult<()> {
    sqlx::query("UPDATE basket_items SET quantity = $3 WHERE basket_id = $1 AND id = $2")
        .bind(basket_id)
        .bind(item_id)
        .bind(quantity)
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn delete_item<'e>(ex: impl Exec<'e>, basket_id: &str, item_id: &str) -> AppResult<()> {
    sqlx::query("DELETE FROM basket_items WHERE basket_id = $1 AND id = $2")
        .bind(basket_id)
        .bind(item_id)
        .execute(ex)
        .await?;
    Ok(())
}

/// Makes one of a change's writes to the basket's lines.
pub async fn write_line<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    write: &LineWrite,
) -> AppResult<()> {
    match write {
        LineWrite::Insert(item) => insert_item(ex, basket_id, item).await,
        LineWrite::SetQuantity { item_id, quantity } => {
            set_quantity(ex, basket_id, item_id, *quantity).await
        }
        LineWrite::Delete { item_id } => delete_item(ex, basket_id, item_id).await,
    }
}

/// Removes the basket and its lines.
pub async fn delete_basket(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    basket_id: &str,
) -> AppResult<()> {
    sqlx::query("DELETE FROM basket_items WHERE basket_id = $1")
        .bind(basket_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM basket_checkouts WHERE basket_id = $1")
        .bind(basket_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM baskets WHERE id = $1")
        .bind(basket_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Marks the basket changed (and sets what changed on it).
pub async fn touch<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    currency: &str,
    email: Option<&str>,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query("UPDATE baskets SET currency = $2, email = $3, updated_at_ms = $4 WHERE id = $1")
        .bind(basket_id)
        .bind(currency)
        .bind(email)
        .bind(now_ms)
        .execute(ex)
        .await?;
    Ok(())
}

/// The basket's checkout as stored (nothing chosen yet when it has no row).
pub async fn checkout<'e>(ex: impl Exec<'e>, basket_id: &str) -> AppResult<StoredCheckout> {
    let row = sqlx::query(&format!(
        "SELECT {CHECKOUT_COLUMNS} FROM basket_checkouts WHERE basket_id = $1"
    ))
    .bind(basket_id)
    .fetch_optional(ex)
    .await?;
    Ok(match row {
        Some(row) => checkout_record(&row)?,
        None => StoredCheckout::default(),
    })
}

const CHECKOUT_COLUMNS: &str =
    "shipping_address_json, shipping_method_id, payment_json, signature_json";

/// A checkout's columns as read (all empty: nothing chosen yet).
fn checkout_record(row: &sqlx::any::AnyRow) -> anyhow::Result<StoredCheckout> {
    let column = |name: &str| -> anyhow::Result<Option<String>> { Ok(row.try_get(name)?) };
    let address = column("shipping_address_json")?;
    let tender = column("payment_json")?;
    let signature = column("signature_json")?;
    Ok(StoredCheckout {
        shipping_address: address
            .map(|t| db::json(&t, "basket_checkouts.shipping_address_json"))
            .transpose()?,
        shipping_method_id: column("shipping_method_id")?,
        tender: tender
            .map(|t| db::json(&t, "basket_checkouts.payment_json"))
            .transpose()?,
        signature: signature
            .map(|t| db::json(&t, "basket_checkouts.signature_json"))
            .transpose()?,
    })
}

/// The basket with this id, when it is this customer's on this site, with its checkout and its
/// lines in order: one read for the basket's answer (a row per line, the basket's and the
/// checkout's columns on each; one row with no line for an empty basket).
pub async fn owned_whole<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    customer_id: &str,
    site_id: &str,
) -> AppResult<Option<(StoredBasket, StoredCheckout, Vec<StoredItem>)>> {
    let rows = sqlx::query(
        "SELECT b.id, b.site_id, b.customer_id, b.usid, b.registered, b.currency, b.email, \
         b.created_at_ms, b.updated_at_ms, c.shipping_address_json, c.shipping_method_id, \
         c.payment_json, c.signature_json, i.id AS item_id, i.product_id, i.quantity, i.position \
         FROM baskets b LEFT JOIN basket_checkouts c ON c.basket_id = b.id \
         LEFT JOIN basket_items i ON i.basket_id = b.id \
         WHERE b.id = $1 AND b.customer_id = $2 AND b.site_id = $3 ORDER BY i.position",
    )
    .bind(basket_id)
    .bind(customer_id)
    .bind(site_id)
    .fetch_all(ex)
    .await?;
    let Some(first) = rows.first() else {
        return Ok(None);
    };
    let basket = basket_record(first)?;
    let checkout = checkout_record(first)?;
    let mut items = Vec::with_capacity(rows.len());
    for row in &rows {
        if let Some(id) = row.try_get::<Option<String>, _>("item_id")? {
            items.push(StoredItem {
                id,
                product_id: row.try_get("product_id")?,
                quantity: row.try_get("quantity")?,
                position: row.try_get("position")?,
            });
        }
    }
    Ok(Some((basket, checkout, items)))
}

/// Stores the basket's checkout whole (a row made the first time).
pub async fn save_checkout<'e>(
    ex: impl Exec<'e>,
    basket_id: &str,
    checkout: &StoredCheckout,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO basket_checkouts (basket_id, shipping_address_json, shipping_method_id, \
         payment_json, signature_json, updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (basket_id) DO UPDATE SET shipping_address_json = $2, shipping_method_id = $3, \
         payment_json = $4, signature_json = $5, updated_at_ms = $6",
    )
    .bind(basket_id)
    .bind(to_json(checkout.shipping_address.as_ref())?)
    .bind(checkout.shipping_method_id.as_deref())
    .bind(to_json(checkout.tender.as_ref())?)
    .bind(to_json(checkout.signature.as_ref())?)
    .bind(now_ms)
    .execute(ex)
    .await?;
    Ok(())
}

fn to_json<T: serde::Serialize>(value: Option<&T>) -> anyhow::Result<Option<String>> {
    Ok(value.map(serde_json::to_string).transpose()?)
}
