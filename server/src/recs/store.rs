//! The recommendations' SQL: keeping and deleting activity, a visitor's recent views, the
//! activity and the orders the model learns from, and the catalog as the model reads it.

use std::collections::HashMap;

use sqlx::Row;

use super::model::{ActivityKind, ActivityProduct, KeptActivity};
use super::ranking::{CatalogRow, CatalogRows, OrderLine, VisitorEvent};
use crate::catalog::model::Kind;
use crate::db::{self, Exec};
use crate::error::AppResult;

/// How many rows one insert carries (8 values each).
const ROWS_PER_INSERT: usize = 100;

/// The activities that name products a shopper looked at.
const VIEW_ACTIVITIES: &str = "'viewProduct', 'clickSearch', 'clickCategory', 'clickReco'";
/// The activities the model learns from: views and basket activity.
const MODEL_ACTIVITIES: &str =
    "'viewProduct', 'clickSearch', 'clickCategory', 'clickReco', 'addToCart', 'beginCheckout'";

/// Keeps the activities (the caller's transaction: one per batch).
pub async fn insert_activities(
    tx: &mut sqlx::AnyConnection,
    activities: &[KeptActivity],
) -> AppResult<()> {
    for chunk in activities.chunks(ROWS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO recs_activities (site_id, visitor_key, activity, products_json, \
             category_id, recommender, amount_cents, created_at_ms) VALUES {}",
            db::value_rows(1, chunk.len(), 8)
        );
        let mut query = sqlx::query(&sql);
        for kept in chunk {
            let a = &kept.activity;
            query = query
                .bind(&kept.site_id)
                .bind(&kept.visitor_key)
                .bind(a.kind.as_str())
                .bind(serde_json::to_string(&a.products).map_err(anyhow::Error::from)?)
                .bind(a.category_id.clone())
                .bind(a.recommender.clone())
                .bind(a.amount_cents)
                .bind(kept.created_at_ms);
        }
        query.execute(&mut *tx).await?;
    }
    Ok(())
}

/// Deletes the activity older than `before_ms`; answers how many rows went.
pub async fn delete_activity_before<'e>(ex: impl Exec<'e>, before_ms: i64) -> AppResult<u64> {
    Ok(
        sqlx::query("DELETE FROM recs_activities WHERE created_at_ms < $1")
            .bind(before_ms)
            .execute(ex)
            .await?
            .rows_affected(),
    )
}

/// The products the visitor looked at lately on the site, newest first (repeats included).
pub async fn recent_views<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
    visitor_key: &str,
    limit: i64,
) -> AppResult<Vec<String>> {
    let rows = sqlx::query(&format!(
        "SELECT products_json FROM recs_activities \
         WHERE site_id = $1 AND visitor_key = $2 AND activity IN ({VIEW_ACTIVITIES}) \
         ORDER BY created_at_ms DESC LIMIT $3"
    ))
    .bind(site_id)
    .bind(visitor_key)
    .bind(limit)
    .fetch_all(ex)
    .await?;
    let mut out = Vec::new();
    for row in rows {
        let products: Vec<ActivityProduct> = db::json(
            &row.try_get::<String, _>("products_json")?,
            "recs_activities.products_json",
        )?;
        out.extend(products.into_iter().map(|p| p.id));
    }
    Ok(out)
}

/// The newest activity the model learns from (views and basket activity since `since_ms`, at
/// most `max_rows`), by site.
pub async fn model_activity<'e>(
    ex: impl Exec<'e>,
    since_ms: i64,
    max_rows: i64,
) -> AppResult<HashMap<String, Vec<VisitorEvent>>> {
    let rows = sqlx::query(&format!(
        "SELECT site_id, visitor_key, activity, products_json, created_at_ms FROM recs_activities \
         WHERE created_at_ms >= $1 AND activity IN ({MODEL_ACTIVITIES}) \
         ORDER BY created_at_ms DESC LIMIT $2"
    ))
    .bind(since_ms)
    .bind(max_rows)
    .fetch_all(ex)
    .await?;
    let mut out: HashMap<String, Vec<VisitorEvent>> = HashMap::new();
    for row in rows {
        let activity: String = row.try_get("activity")?;
        let Some(kind) = ActivityKind::parse(&activity) else {
            continue;
        };
        let products: Vec<ActivityProduct> = db::json(
            &row.try_get::<String, _>("products_json")?,
            "recs_activities.products_json",
        )?;
        out.entry(row.try_get("site_id")?)
            .or_default()
            .push(VisitorEvent {
                visitor: row.try_get("visitor_key")?,
                at_ms: row.try_get("created_at_ms")?,
                kind,
                products: products
                    .into_iter()
                    .map(|p| (p.id, p.quantity, p.price_cents))
                    .collect(),
            });
    }
    Ok(out)
}

/// How many activity rows the table holds (the demo loader and tests).
pub async fn activity_count<'e>(ex: impl Exec<'e>) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM recs_activities")
        .fetch_one(ex)
        .await?)
}

/// The lines of the organization's placed orders (the newest `max_orders`), by site.
pub async fn order_lines<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    max_orders: i64,
) -> AppResult<HashMap<String, Vec<OrderLine>>> {
    let rows = sqlx::query(
        "SELECT site_id, order_json FROM orders WHERE organization_id = $1 AND status = 'created' \
         ORDER BY created_at_ms DESC LIMIT $2",
    )
    .bind(organization_id)
    .bind(max_orders)
    .fetch_all(ex)
    .await?;
    let mut out: HashMap<String, Vec<OrderLine>> = HashMap::new();
    for row in rows {
        let order: serde_json::Value = db::json(
            &row.try_get::<String, _>("order_json")?,
            "orders.order_json",
        )?;
        // A placed order is kept as answered; a pending one inside `order`.
        let order = order.get("order").unwrap_or(&order);
        let lines = out.entry(row.try_get("site_id")?).or_default();
        for item in order["productItems"].as_array().into_iter().flatten() {
            let (Some(id), Some(quantity)) =
                (item["productId"].as_str(), item["quantity"].as_i64())
            else {
                continue;
            };
            let cents = item["price"]
                .as_f64()
                .map(|p| (p * 100.0).round() as i64)
                .unwrap_or(0);
            lines.push((id.to_owned(), quantity, cents));
        }
    }
    Ok(out)
}

/// What changes when the catalog does: product rows, their newest change, the change feed.
pub async fn catalog_fingerprint<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<(i64, i64, i64)> {
    let row = sqlx::query(
        "SELECT COUNT(*) AS products, COALESCE(MAX(updated_at_ms), 0) AS updated, \
         (SELECT COALESCE(MAX(seq), 0) FROM catalog_changes) AS seq \
         FROM catalog_products WHERE organization_id = $1",
    )
    .bind(organization_id)
    .fetch_one(ex)
    .await?;
    Ok((
        row.try_get("products")?,
        row.try_get("updated")?,
        row.try_get("seq")?,
    ))
}

/// The organization's catalog as the model reads it.
pub async fn catalog_rows(pool: &sqlx::AnyPool, organization_id: &str) -> AppResult<CatalogRows> {
    let rows = sqlx::query(
        "SELECT id, kind, master_id, brand, primary_category_id, list_price_cents, \
         sale_price_cents, stock_level, min_order_quantity, online, art, variation_json, position \
         FROM catalog_products WHERE organization_id = $1",
    )
    .bind(organization_id)
    .fetch_all(pool)
    .await?;
    let mut products = Vec::with_capacity(rows.len());
    for row in rows {
        let variation: String = row.try_get("variation_json")?;
        products.push(CatalogRow {
            id: row.try_get("id")?,
            kind: Kind::parse(&row.try_get::<String, _>("kind")?)?,
            master_id: row.try_get("master_id")?,
            brand: row.try_get("brand")?,
            category_id: row
                .try_get::<Option<String>, _>("primary_category_id")?
                .unwrap_or_default(),
            list_price_cents: row.try_get("list_price_cents")?,
            sale_price_cents: row.try_get("sale_price_cents")?,
            stock_level: row.try_get("stock_level")?,
            min_order_quantity: row.try_get("min_order_quantity")?,
            online: db::flag(row.try_get("online")?, "catalog_products.online")?,
            art: row.try_get("art")?,
            variation: db::json(&variation, "catalog_products.variation_json")?,
            position: row.try_get("position")?,
        });
    }
    let names = sqlx::query(
        "SELECT t.product_id, t.locale_id, t.name FROM catalog_product_texts t \
         JOIN catalog_products p ON p.id = t.product_id \
         WHERE p.organization_id = $1 AND p.kind <> 'variant'",
    )
    .bind(organization_id)
    .fetch_all(pool)
    .await?
    .iter()
    .map(|row| {
        Ok((
            row.try_get("product_id")?,
            row.try_get("locale_id")?,
            row.try_get("name")?,
        ))
    })
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let set_members = sqlx::query(
        "SELECT m.parent_id, m.member_id FROM catalog_product_members m \
         JOIN catalog_products p ON p.id = m.parent_id \
         WHERE p.organization_id = $1 AND p.kind = 'set' ORDER BY m.parent_id, m.position",
    )
    .bind(organization_id)
    .fetch_all(pool)
    .await?
    .iter()
    .map(|row| Ok((row.try_get("parent_id")?, row.try_get("member_id")?)))
    .collect::<Result<Vec<_>, sqlx::Error>>()?;
    let swatches = sqlx::query(
        "SELECT v.value, v.swatch_hex FROM catalog_attribute_values v \
         JOIN catalog_attributes a ON a.id = v.attribute_id \
         WHERE a.organization_id = $1 AND a.id = 'color' AND v.swatch_hex IS NOT NULL",
    )
    .bind(organization_id)
    .fetch_all(pool)
    .await?
    .iter()
    .map(|row| Ok((row.try_get("value")?, row.try_get("swatch_hex")?)))
    .collect::<Result<HashMap<String, String>, sqlx::Error>>()?;
    let categories = crate::catalog::operations::categories(pool, organization_id)
        .await?
        .into_iter()
        .map(|c| (c.id, c.parent_id))
        .collect();
    Ok(CatalogRows {
        products,
        names,
        set_members,
        swatches,
        categories,
    })
}
