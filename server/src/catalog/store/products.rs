//! Products by id, with what their SCAPI shape needs.

use std::collections::HashMap;

use sqlx::Row;

use crate::catalog::model::{Kind, TieredPrice};
use crate::db::{self, Exec};
use crate::error::AppResult;

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
    /// A lease can pay for it.
    pub leasable: bool,
}

const PRODUCT_COLUMNS: &str = "id, kind, master_id, brand, primary_category_id, currency, \
    list_price_cents, sale_price_cents, tiered_prices_json, stock_level, min_order_quantity, \
    step_quantity, is_new, art, variation_json, position, leasable";

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
        leasable: db::flag(row.try_get("leasable")?, "catalog_products.leasable")?,
    })
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
        crate::db::placeholders(2, ids.len())
    );
    let binds = std::iter::once(organization_id).chain(ids.iter().map(String::as_str));
    fetch_records(ex, &sql, binds).await
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
        crate::db::placeholders(1, master_ids.len())
    );
    fetch_records(ex, &sql, master_ids.iter().map(String::as_str)).await
}

/// The products `sql` selects (`PRODUCT_COLUMNS`), its `$n` bound to `binds` in order.
async fn fetch_records<'e, 'b>(
    ex: impl Exec<'e>,
    sql: &str,
    binds: impl IntoIterator<Item = &'b str>,
) -> AppResult<Vec<ProductRecord>> {
    let mut query = sqlx::query(sql);
    for value in binds {
        query = query.bind(value);
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

/// Each product's texts in `locale`, else `fallback`.
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
        "SELECT product_id, locale_id, name, short_description, long_description \
         FROM catalog_product_texts WHERE locale_id IN ($1, $2) AND product_id IN ({})",
        crate::db::placeholders(3, ids.len())
    );
    let mut query = sqlx::query(&sql).bind(locale).bind(fallback);
    for id in ids {
        query = query.bind(id);
    }
    let mut out = HashMap::new();
    for row in query.fetch_all(ex).await? {
        let id: String = row.try_get("product_id")?;
        let row_locale: String = row.try_get("locale_id")?;
        // The wanted locale wins over the fallback whichever comes first.
        if row_locale != locale && out.contains_key(&id) {
            continue;
        }
        let text = ProductText {
            name: row.try_get("name")?,
            short_description: row.try_get("short_description")?,
            long_description: row.try_get("long_description")?,
        };
        out.insert(id, text);
    }
    Ok(out)
}

/// What a basket line needs of a product: its name, kind, prices, stock, quantity rules and
/// whether a lease can pay for it (no other texts, variations or tiers: a basket of forty lines
/// reads forty of these on every answer).
#[derive(Debug, Clone)]
pub struct LineRecord {
    pub id: String,
    /// In the asked locale, else the fallback; a variant is named by its master.
    pub name: String,
    pub kind: Kind,
    pub list_price_cents: Option<i64>,
    pub sale_price_cents: Option<i64>,
    pub stock_level: i64,
    pub min_order_quantity: i64,
    pub step_quantity: i64,
    pub leasable: bool,
}

/// Online products with these ids, as basket lines read them, named in `locale` else
/// `fallback`: one query, as every basket answer asks it.
pub async fn line_records<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    ids: &[String],
    (locale, fallback): (&str, &str),
) -> AppResult<Vec<LineRecord>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT p.id, p.kind, p.list_price_cents, p.sale_price_cents, p.stock_level, \
         p.min_order_quantity, p.step_quantity, p.leasable, \
         COALESCE(asked.name, fallback.name, '') AS name \
         FROM catalog_products p \
         LEFT JOIN catalog_product_texts asked \
           ON asked.product_id = COALESCE(p.master_id, p.id) AND asked.locale_id = $2 \
         LEFT JOIN catalog_product_texts fallback \
           ON fallback.product_id = COALESCE(p.master_id, p.id) AND fallback.locale_id = $3 \
         WHERE p.organization_id = $1 AND p.online = 1 AND p.id IN ({})",
        crate::db::placeholders(4, ids.len())
    );
    let mut query = sqlx::query(&sql)
        .bind(organization_id)
        .bind(locale)
        .bind(fallback);
    for id in ids {
        query = query.bind(id);
    }
    let rows = query.fetch_all(ex).await?;
    Ok(rows
        .iter()
        .map(|row| {
            Ok(LineRecord {
                id: row.try_get("id")?,
                name: row.try_get("name")?,
                kind: Kind::parse(&row.try_get::<String, _>("kind")?)?,
                list_price_cents: row.try_get("list_price_cents")?,
                sale_price_cents: row.try_get("sale_price_cents")?,
                stock_level: row.try_get("stock_level")?,
                min_order_quantity: row.try_get("min_order_quantity")?,
                step_quantity: row.try_get("step_quantity")?,
                leasable: db::flag(row.try_get("leasable")?, "catalog_products.leasable")?,
            })
        })
        .collect::<anyhow::Result<_>>()?)
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
        crate::db::placeholders(1, ids.len())
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
        crate::db::placeholders(1, ids.len())
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

/// Products by id with everything their SCAPI shape needs: the masters of asked variants,
/// every master's variants, set and bundle members, texts, promotions, attributes.
pub async fn load_products(
    pool: &sqlx::AnyPool,
    organization_id: &str,
    ids: &[String],
    locale: &str,
    fallback: &str,
) -> AppResult<crate::catalog::assemble::Loaded> {
    use std::collections::HashSet;
    let mut loaded = crate::catalog::assemble::Loaded::default();
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
    loaded.attributes = super::attributes(pool, organization_id).await?;
    loaded.products = all.into_iter().map(|p| (p.id.clone(), p)).collect();
    Ok(loaded)
}

/// How many product rows (variants included) the catalog holds.
pub async fn product_count<'e>(ex: impl Exec<'e>) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM catalog_products")
        .fetch_one(ex)
        .await?)
}
