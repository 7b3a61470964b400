//! The catalog's SQL: loading generated rows (batched multi-row inserts, so a 100,000-product
//! catalog loads in seconds), the category tree, products by id with their variants, texts,
//! promotions and members, and the change feed.

use std::collections::HashMap;

use sqlx::any::AnyArguments;
use sqlx::query::Query;
use sqlx::{Any, Row};

use super::model::{Kind, TieredPrice};
use super::seed::CatalogRows;
use crate::db::{self, Exec};
use crate::error::AppResult;

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
    let org = || Value::Text(organization_id.to_owned());
    let mut attributes = Vec::new();
    let mut values = Vec::new();
    for (position, a) in rows.attributes.iter().enumerate() {
        attributes.push(vec![
            Value::Text(a.id.clone()),
            org(),
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
    .await?;

    let mut categories = Vec::new();
    let mut category_texts = Vec::new();
    for c in &rows.categories {
        categories.push(vec![
            Value::Text(c.id.clone()),
            org(),
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
    .await?;

    let promotions = rows
        .promotions
        .iter()
        .map(|p| {
            Ok(vec![
                Value::Text(p.id.clone()),
                org(),
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
    .await?;

    let mut products = Vec::new();
    let mut texts = Vec::new();
    let mut assignments = Vec::new();
    let mut members = Vec::new();
    let mut product_promotions = Vec::new();
    let mut changes = Vec::new();
    for p in &rows.products {
        products.push(vec![
            Value::Text(p.id.clone()),
            org(),
            Value::Text(p.kind.as_str().to_owned()),
            Value::MaybeText(p.master_id.clone()),
            Value::MaybeText(p.brand.clone()),
            Value::Text(p.primary_category_id.clone()),
            Value::Text(rows.currency.clone()),
            Value::MaybeInt(p.list_price_cents),
            Value::MaybeInt(p.sale_price_cents),
            Value::Text(json_text(&p.tiered_prices)?),
            Value::Int(p.stock_level),
            Value::Int(p.min_order_quantity),
            Value::Int(p.step_quantity),
            Value::Int(db::flag_value(p.is_new)),
            Value::Text(p.art.clone()),
            Value::Text(p.variation.to_string()),
            Value::Int(p.position),
            Value::Int(now_ms),
        ]);
        if p.kind == Kind::Variant {
            continue;
        }
        for (locale, name) in &p.names {
            texts.push(vec![
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
        assignments.push(vec![
            Value::Text(p.id.clone()),
            Value::Text(p.primary_category_id.clone()),
            Value::Int(p.position),
        ]);
        for (position, (member, quantity)) in p.members.iter().enumerate() {
            members.push(vec![
                Value::Text(p.id.clone()),
                Value::Text(member.clone()),
                Value::Int(*quantity),
                Value::Int(position as i64),
            ]);
        }
        for promotion in &p.promotion_ids {
            product_promotions.push(vec![
                Value::Text(p.id.clone()),
                Value::Text(promotion.clone()),
            ]);
        }
        changes.push(vec![Value::Text(p.id.clone()), Value::Int(now_ms)]);
    }
    insert_rows(
        tx,
        "catalog_products",
        &[
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
            "art",
            "variation_json",
            "position",
            "updated_at_ms",
        ],
        products,
    )
    .await?;
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
        texts,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_product_categories",
        &["product_id", "category_id", "position"],
        assignments,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_product_members",
        &["parent_id", "member_id", "quantity", "position"],
        members,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_product_promotions",
        &["product_id", "promotion_id"],
        product_promotions,
    )
    .await?;
    insert_rows(
        tx,
        "catalog_changes",
        &["product_id", "changed_at_ms"],
        changes,
    )
    .await?;
    Ok(())
}

/// A category as stored, with its texts in every locale.
#[derive(Debug, Clone)]
pub struct CategoryRecord {
    pub id: String,
    pub parent_id: Option<String>,
    pub names: HashMap<String, String>,
    pub descriptions: HashMap<String, String>,
}

/// The organization's online categories, in tree order (parent, then position).
pub async fn categories<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<Vec<CategoryRecord>> {
    let rows = sqlx::query(
        "SELECT c.id, c.parent_id, t.locale_id, t.name, t.description \
         FROM catalog_categories c JOIN catalog_category_texts t ON t.category_id = c.id \
         WHERE c.organization_id = $1 AND c.online = 1 ORDER BY c.position, c.id, t.locale_id",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?;
    let mut out: Vec<CategoryRecord> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for row in rows {
        let id: String = row.try_get("id")?;
        let at = *index.entry(id.clone()).or_insert_with(|| {
            out.push(CategoryRecord {
                id: id.clone(),
                parent_id: row.try_get("parent_id").ok().flatten(),
                names: HashMap::new(),
                descriptions: HashMap::new(),
            });
            out.len() - 1
        });
        let locale: String = row.try_get("locale_id")?;
        out[at].names.insert(locale.clone(), row.try_get("name")?);
        out[at]
            .descriptions
            .insert(locale, row.try_get("description")?);
    }
    Ok(out)
}

/// A product as stored.
#[derive(Debug, Clone)]
pub struct ProductRecord {
    pub id: String,
    pub kind: Kind,
    pub master_id: Option<String>,
    pub brand: Option<String>,
    pub primary_category_id: String,
    pub currency: String,
    pub list_price_cents: Option<i64>,
    pub sale_price_cents: Option<i64>,
    pub tiered_prices: Vec<TieredPrice>,
    pub stock_level: i64,
    pub min_order_quantity: i64,
    pub step_quantity: i64,
    pub is_new: bool,
    pub art: String,
    pub variation: serde_json::Map<String, serde_json::Value>,
    pub position: i64,
}

const PRODUCT_COLUMNS: &str = "id, kind, master_id, brand, primary_category_id, currency, \
    list_price_cents, sale_price_cents, tiered_prices_json, stock_level, min_order_quantity, \
    step_quantity, is_new, art, variation_json, position";

fn product_record(row: &sqlx::any::AnyRow) -> anyhow::Result<ProductRecord> {
    let variation: String = row.try_get("variation_json")?;
    Ok(ProductRecord {
        id: row.try_get("id")?,
        kind: Kind::parse(&row.try_get::<String, _>("kind")?)?,
        master_id: row.try_get("master_id")?,
        brand: row.try_get("brand")?,
        primary_category_id: row
            .try_get::<Option<String>, _>("primary_category_id")?
            .unwrap_or_default(),
        currency: row.try_get("currency")?,
        list_price_cents: row.try_get("list_price_cents")?,
        sale_price_cents: row.try_get("sale_price_cents")?,
        tiered_prices: db::json(
            &row.try_get::<String, _>("tiered_prices_json")?,
            "catalog_products.tiered_prices_json",
        )?,
        stock_level: row.try_get("stock_level")?,
        min_order_quantity: row.try_get("min_order_quantity")?,
        step_quantity: row.try_get("step_quantity")?,
        is_new: db::flag(row.try_get("is_new")?, "catalog_products.is_new")?,
        art: row.try_get("art")?,
        variation: db::json(&variation, "catalog_products.variation_json")?,
        position: row.try_get("position")?,
    })
}

/// `$first, $first+1, ...` for an IN list.
fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Online products with these ids (not variants asked by a master's id: see `variants_of`).
pub async fn products<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    ids: &[String],
) -> AppResult<Vec<ProductRecord>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT {PRODUCT_COLUMNS} FROM catalog_products \
         WHERE organization_id = $1 AND online = 1 AND id IN ({})",
        placeholders(2, ids.len())
    );
    let mut query = sqlx::query(&sql).bind(organization_id);
    for id in ids {
        query = query.bind(id);
    }
    let rows = query.fetch_all(ex).await?;
    Ok(rows
        .iter()
        .map(product_record)
        .collect::<anyhow::Result<_>>()?)
}

/// The online variants of these masters, in position order.
pub async fn variants_of<'e>(
    ex: impl Exec<'e>,
    master_ids: &[String],
) -> AppResult<Vec<ProductRecord>> {
    if master_ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT {PRODUCT_COLUMNS} FROM catalog_products \
         WHERE online = 1 AND master_id IN ({}) ORDER BY position",
        placeholders(1, master_ids.len())
    );
    let mut query = sqlx::query(&sql);
    for id in master_ids {
        query = query.bind(id);
    }
    let rows = query.fetch_all(ex).await?;
    Ok(rows
        .iter()
        .map(product_record)
        .collect::<anyhow::Result<_>>()?)
}

/// Name and descriptions of each product in `locale`, else `fallback`.
#[derive(Debug, Clone, Default)]
pub struct ProductText {
    pub name: String,
    pub short_description: String,
    pub long_description: String,
}

pub async fn texts<'e>(
    ex: impl Exec<'e>,
    ids: &[String],
    locale: &str,
    fallback: &str,
) -> AppResult<HashMap<String, ProductText>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT product_id, locale_id, name, short_description, long_description FROM catalog_product_texts \
         WHERE locale_id IN ($1, $2) AND product_id IN ({})",
        placeholders(3, ids.len())
    );
    let mut query = sqlx::query(&sql).bind(locale).bind(fallback);
    for id in ids {
        query = query.bind(id);
    }
    let mut out: HashMap<String, ProductText> = HashMap::new();
    for row in query.fetch_all(ex).await? {
        let id: String = row.try_get("product_id")?;
        let row_locale: String = row.try_get("locale_id")?;
        // The wanted locale wins over the fallback whichever comes first.
        if row_locale != locale && out.contains_key(&id) {
            continue;
        }
        out.insert(
            id,
            ProductText {
                name: row.try_get("name")?,
                short_description: row.try_get("short_description")?,
                long_description: row.try_get("long_description")?,
            },
        );
    }
    Ok(out)
}

/// A promotion a product is in.
#[derive(Debug, Clone)]
pub struct PromotionRecord {
    pub id: String,
    pub discount_percent: i64,
    pub callouts: HashMap<String, String>,
}

pub async fn promotions<'e>(
    ex: impl Exec<'e>,
    ids: &[String],
) -> AppResult<HashMap<String, Vec<PromotionRecord>>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT pp.product_id, p.id, p.discount_percent, p.callouts_json \
         FROM catalog_product_promotions pp JOIN catalog_promotions p ON p.id = pp.promotion_id \
         WHERE pp.product_id IN ({}) ORDER BY p.id",
        placeholders(1, ids.len())
    );
    let mut query = sqlx::query(&sql);
    for id in ids {
        query = query.bind(id);
    }
    let mut out: HashMap<String, Vec<PromotionRecord>> = HashMap::new();
    for row in query.fetch_all(ex).await? {
        let callouts: String = row.try_get("callouts_json")?;
        out.entry(row.try_get("product_id")?)
            .or_default()
            .push(PromotionRecord {
                id: row.try_get("id")?,
                discount_percent: row.try_get("discount_percent")?,
                callouts: db::json(&callouts, "catalog_promotions.callouts_json")?,
            });
    }
    Ok(out)
}

/// The members (id, quantity) of sets and bundles, in order.
pub async fn members<'e>(
    ex: impl Exec<'e>,
    ids: &[String],
) -> AppResult<HashMap<String, Vec<(String, i64)>>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = format!(
        "SELECT parent_id, member_id, quantity FROM catalog_product_members \
         WHERE parent_id IN ({}) ORDER BY parent_id, position",
        placeholders(1, ids.len())
    );
    let mut query = sqlx::query(&sql);
    for id in ids {
        query = query.bind(id);
    }
    let mut out: HashMap<String, Vec<(String, i64)>> = HashMap::new();
    for row in query.fetch_all(ex).await? {
        out.entry(row.try_get("parent_id")?)
            .or_default()
            .push((row.try_get("member_id")?, row.try_get("quantity")?));
    }
    Ok(out)
}

/// A variation attribute's name and its values' names and swatches.
#[derive(Debug, Clone)]
pub struct AttributeRecord {
    pub id: String,
    pub names: HashMap<String, String>,
    /// value → (names, swatch)
    pub values: Vec<(String, HashMap<String, String>, Option<String>)>,
}

pub async fn attributes<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<Vec<AttributeRecord>> {
    let rows = sqlx::query(
        "SELECT a.id, a.names_json, v.value, v.names_json AS value_names_json, v.swatch_hex \
         FROM catalog_attributes a JOIN catalog_attribute_values v ON v.attribute_id = a.id \
         WHERE a.organization_id = $1 ORDER BY a.position, v.position",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?;
    let mut out: Vec<AttributeRecord> = Vec::new();
    for row in rows {
        let id: String = row.try_get("id")?;
        if out.last().is_none_or(|a| a.id != id) {
            let names: String = row.try_get("names_json")?;
            out.push(AttributeRecord {
                id,
                names: db::json(&names, "catalog_attributes.names_json")?,
                values: Vec::new(),
            });
        }
        let names: String = row.try_get("value_names_json")?;
        if let Some(last) = out.last_mut() {
            last.values.push((
                row.try_get("value")?,
                db::json(&names, "catalog_attribute_values.names_json")?,
                row.try_get("swatch_hex")?,
            ));
        }
    }
    Ok(out)
}

/// Whether the organization has a catalog yet.
pub async fn has_catalog<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<bool> {
    let count: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM catalog_categories WHERE organization_id = $1")
            .bind(organization_id)
            .fetch_one(ex)
            .await?;
    Ok(count > 0)
}

/// Sets a product's stock and price (what an inventory or pricing feed does) and records the
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

/// Products by id with everything their SCAPI shape needs: the masters of asked variants,
/// every master's variants, set and bundle members, texts, promotions, attributes.
pub async fn load_products(
    pool: &sqlx::AnyPool,
    organization_id: &str,
    ids: &[String],
    locale: &str,
    fallback: &str,
) -> AppResult<super::assemble::Loaded> {
    use std::collections::HashSet;
    let mut loaded = super::assemble::Loaded::default();
    let asked = products(pool, organization_id, ids).await?;
    // Members of sets and bundles, then masters of variants (asked or members).
    let groups: Vec<String> = asked
        .iter()
        .filter(|p| matches!(p.kind, Kind::Set | Kind::Bundle))
        .map(|p| p.id.clone())
        .collect();
    loaded.members = members(pool, &groups).await?;
    let member_ids: Vec<String> = loaded
        .members
        .values()
        .flatten()
        .map(|(id, _)| id.clone())
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    let mut all = asked;
    all.extend(products(pool, organization_id, &member_ids).await?);
    let master_ids: Vec<String> = all
        .iter()
        .filter_map(|p| p.master_id.clone())
        .collect::<HashSet<_>>()
        .into_iter()
        .filter(|id| !all.iter().any(|p| &p.id == id))
        .collect();
    all.extend(products(pool, organization_id, &master_ids).await?);
    let masters: Vec<String> = all
        .iter()
        .filter(|p| p.kind == Kind::Master)
        .map(|p| p.id.clone())
        .collect();
    for variant in variants_of(pool, &masters).await? {
        loaded
            .variants
            .entry(variant.master_id.clone().unwrap_or_default())
            .or_default()
            .push(variant);
    }
    let text_ids: Vec<String> = all
        .iter()
        .filter(|p| p.kind != Kind::Variant)
        .map(|p| p.id.clone())
        .collect();
    loaded.texts = texts(pool, &text_ids, locale, fallback).await?;
    loaded.promotions = promotions(pool, &text_ids).await?;
    loaded.attributes = attributes(pool, organization_id).await?;
    loaded.products = all.into_iter().map(|p| (p.id.clone(), p)).collect();
    Ok(loaded)
}
