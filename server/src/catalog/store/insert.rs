//! Loading generated rows into the catalog tables, in batched multi-row inserts.

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::Any;

use crate::catalog::model::Kind;
use crate::catalog::seed::{CatalogRows, ProductRow};
use crate::db;

/// One bound value of a batched insert.
enum Value {
    Text(String),
    MaybeText(Option<String>),
    Int(i64),
    MaybeInt(Option<i64>),
}

fn bind<'q>(
    query: Query<'q, Any, AnyArguments<'q>>,
    value: Value,
) -> Query<'q, Any, AnyArguments<'q>> {
    match value {
        Value::Text(v) => query.bind(v),
        Value::MaybeText(v) => query.bind(v),
        Value::Int(v) => query.bind(v),
        Value::MaybeInt(v) => query.bind(v),
    }
}

/// Rows per statement: well under SQLite's 32,766 bound parameters for the widest table.
const BATCH_ROWS: usize = 400;

/// `INSERT INTO table (columns) VALUES (...), (...) ON CONFLICT DO NOTHING`, in batches.
async fn insert_rows(
    tx: &mut sqlx::Transaction<'_, Any>,
    table: &str,
    columns: &[&str],
    rows: Vec<Vec<Value>>,
) -> anyhow::Result<()> {
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let batch: Vec<Vec<Value>> = rows.by_ref().take(BATCH_ROWS).collect();
        let mut sql = format!("INSERT INTO {table} ({}) VALUES ", columns.join(", "));
        let mut n = 0;
        for (i, _) in batch.iter().enumerate() {
            if i > 0 {
                sql.push_str(", ");
            }
            sql.push('(');
            for c in 0..columns.len() {
                if c > 0 {
                    sql.push_str(", ");
                }
                n += 1;
                sql.push_str(&format!("${n}"));
            }
            sql.push(')');
        }
        sql.push_str(" ON CONFLICT DO NOTHING");
        let mut query = sqlx::query(&sql);
        for row in batch {
            debug_assert_eq!(row.len(), columns.len());
            for value in row {
                query = bind(query, value);
            }
        }
        query.execute(&mut **tx).await?;
    }
    Ok(())
}

fn json_text<T: serde::Serialize>(value: &T) -> anyhow::Result<String> {
    Ok(serde_json::to_string(value)?)
}

/// Loads generated rows into an organization's catalog (idempotent) and records every product
/// in the change feed.
pub async fn insert_catalog(
    tx: &mut sqlx::Transaction<'_, Any>,
    organization_id: &str,
    rows: &CatalogRows,
    now_ms: i64,
) -> anyhow::Result<()> {
    insert_attributes(tx, organization_id, rows).await?;
    insert_categories(tx, organization_id, rows).await?;
    insert_promotions(tx, organization_id, rows).await?;
    insert_products(tx, organization_id, rows, now_ms).await
}

/// The variation attributes and their values.
async fn insert_attributes(
    tx: &mut sqlx::Transaction<'_, Any>,
    organization_id: &str,
    rows: &CatalogRows,
) -> anyhow::Result<()> {
    let mut attributes = Vec::new();
    let mut values = Vec::new();
    for (position, a) in rows.attributes.iter().enumerate() {
        attributes.push(vec![
            Value::Text(a.id.clone()),
            Value::Text(organization_id.to_owned()),
            Value::Text(json_text(&a.names)?),
            Value::Int(position as i64),
        ]);
        for (position, v) in a.values.iter().enumerate() {
            values.push(vec![
                Value::Text(a.id.clone()),
                Value::Text(v.value.clone()),
                Value::Text(json_text(&v.names)?),
                Value::MaybeText(v.swatch_hex.clone()),
                Value::Int(position as i64),
            ]);
        }
    }
    insert_rows(
        tx,
        "catalog_attributes",
        &["id", "organization_id", "names_json", "position"],
        attributes,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_attribute_values",
        &[
            "attribute_id",
            "value",
            "names_json",
            "swatch_hex",
            "position",
        ],
        values,
    )
    .await
}

/// The category tree and its texts.
async fn insert_categories(
    tx: &mut sqlx::Transaction<'_, Any>,
    organization_id: &str,
    rows: &CatalogRows,
) -> anyhow::Result<()> {
    let mut categories = Vec::new();
    let mut category_texts = Vec::new();
    for c in &rows.categories {
        categories.push(vec![
            Value::Text(c.id.clone()),
            Value::Text(organization_id.to_owned()),
            Value::MaybeText(c.parent_id.clone()),
            Value::Int(c.position),
            Value::MaybeText(c.art.clone()),
        ]);
        for (locale, name) in &c.names {
            category_texts.push(vec![
                Value::Text(c.id.clone()),
                Value::Text(locale.clone()),
                Value::Text(name.clone()),
                Value::Text(c.descriptions.get(locale).cloned().unwrap_or_default()),
            ]);
        }
    }
    // Parents come before their children in `rows.categories`, so the foreign keys hold.
    insert_rows(
        tx,
        "catalog_categories",
        &["id", "organization_id", "parent_id", "position", "art"],
        categories,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_category_texts",
        &["category_id", "locale_id", "name", "description"],
        category_texts,
    )
    .await
}

async fn insert_promotions(
    tx: &mut sqlx::Transaction<'_, Any>,
    organization_id: &str,
    rows: &CatalogRows,
) -> anyhow::Result<()> {
    let promotions = rows
        .promotions
        .iter()
        .map(|p| {
            Ok(vec![
                Value::Text(p.id.clone()),
                Value::Text(organization_id.to_owned()),
                Value::Int(p.discount_percent),
                Value::Text(json_text(&p.callouts)?),
            ])
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    insert_rows(
        tx,
        "catalog_promotions",
        &["id", "organization_id", "discount_percent", "callouts_json"],
        promotions,
    )
    .await
}

const PRODUCT_COLUMNS: &[&str] = &[
    "id",
    "organization_id",
    "kind",
    "master_id",
    "brand",
    "primary_category_id",
    "currency",
    "list_price_cents",
    "sale_price_cents",
    "tiered_prices_json",
    "stock_level",
    "min_order_quantity",
    "step_quantity",
    "is_new",
    "leasable",
    "art",
    "variation_json",
    "position",
    "updated_at_ms",
];

/// The rows of every table a product fills.
#[derive(Default)]
struct ProductTables {
    products: Vec<Vec<Value>>,
    texts: Vec<Vec<Value>>,
    assignments: Vec<Vec<Value>>,
    members: Vec<Vec<Value>>,
    product_promotions: Vec<Vec<Value>>,
    changes: Vec<Vec<Value>>,
}

impl ProductTables {
    /// Every product's row; a product a shopper sees (not a variant) also its texts, its
    /// category, its members and promotions, and its entry in the change feed.
    fn of(organization_id: &str, rows: &CatalogRows, now_ms: i64) -> anyhow::Result<Self> {
        let mut tables = Self::default();
        for p in &rows.products {
            tables
                .products
                .push(product_row(organization_id, &rows.currency, p, now_ms)?);
            if p.kind == Kind::Variant {
                continue;
            }
            for (locale, name) in &p.names {
                tables.texts.push(vec![
                    Value::Text(p.id.clone()),
                    Value::Text(locale.clone()),
                    Value::Text(name.clone()),
                    Value::Text(
                        p.short_descriptions
                            .get(locale)
                            .cloned()
                            .unwrap_or_default(),
                    ),
                    Value::Text(p.long_descriptions.get(locale).cloned().unwrap_or_default()),
                ]);
            }
            tables.assignments.push(vec![
                Value::Text(p.id.clone()),
                Value::Text(p.primary_category_id.clone()),
                Value::Int(p.position),
            ]);
            for (position, (member, quantity)) in p.members.iter().enumerate() {
                tables.members.push(vec![
                    Value::Text(p.id.clone()),
                    Value::Text(member.clone()),
                    Value::Int(*quantity),
                    Value::Int(position as i64),
                ]);
            }
            for promotion in &p.promotion_ids {
                tables.product_promotions.push(vec![
                    Value::Text(p.id.clone()),
                    Value::Text(promotion.clone()),
                ]);
            }
            tables
                .changes
                .push(vec![Value::Text(p.id.clone()), Value::Int(now_ms)]);
        }
        Ok(tables)
    }
}

/// A product's `catalog_products` row, in `PRODUCT_COLUMNS` order.
fn product_row(
    organization_id: &str,
    currency: &str,
    p: &ProductRow,
    now_ms: i64,
) -> anyhow::Result<Vec<Value>> {
    Ok(vec![
        Value::Text(p.id.clone()),
        Value::Text(organization_id.to_owned()),
        Value::Text(p.kind.as_str().to_owned()),
        Value::MaybeText(p.master_id.clone()),
        Value::MaybeText(p.brand.clone()),
        Value::Text(p.primary_category_id.clone()),
        Value::Text(currency.to_owned()),
        Value::MaybeInt(p.list_price_cents),
        Value::MaybeInt(p.sale_price_cents),
        Value::Text(json_text(&p.tiered_prices)?),
        Value::Int(p.stock_level),
        Value::Int(p.min_order_quantity),
        Value::Int(p.step_quantity),
        Value::Int(db::flag_value(p.is_new)),
        Value::Int(db::flag_value(p.leasable)),
        Value::Text(p.art.clone()),
        Value::Text(p.variation.to_string()),
        Value::Int(p.position),
        Value::Int(now_ms),
    ])
}

/// The products with their texts, categories, members and promotions, and the change feed.
async fn insert_products(
    tx: &mut sqlx::Transaction<'_, Any>,
    organization_id: &str,
    rows: &CatalogRows,
    now_ms: i64,
) -> anyhow::Result<()> {
    let tables = ProductTables::of(organization_id, rows, now_ms)?;
    insert_rows(tx, "catalog_products", PRODUCT_COLUMNS, tables.products).await?;
    insert_rows(
        tx,
        "catalog_product_texts",
        &[
            "product_id",
            "locale_id",
            "name",
            "short_description",
            "long_description",
        ],
        tables.texts,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_product_categories",
        &["product_id", "category_id", "position"],
        tables.assignments,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_product_members",
        &["parent_id", "member_id", "quantity", "position"],
        tables.members,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_product_promotions",
        &["product_id", "promotion_id"],
        tables.product_promotions,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_changes",
        &["product_id", "changed_at_ms"],
        tables.changes,
    )
    .await
}
