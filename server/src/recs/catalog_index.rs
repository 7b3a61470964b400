//! The catalog as the recommenders see it: what can be recommended (online and orderable, a
//! variant as its master), each product's category, brand, colours, price, sets, names and main
//! image, read from the catalog's rows.

use std::collections::HashMap;

use crate::catalog::model::{effective_price, image_link, localized, orderable, Kind};

/// The tint of a drawing whose product names none (the catalog's default).
const DEFAULT_TINT: &str = "#52606D";

/// A catalog product as stored (what the model reads).
#[derive(Debug, Clone)]
pub struct CatalogRow {
    pub id: String,
    pub kind: Kind,
    pub master_id: Option<String>,
    pub brand: Option<String>,
    pub category_id: String,
    pub list_price_cents: Option<i64>,
    pub sale_price_cents: Option<i64>,
    pub stock_level: i64,
    pub min_order_quantity: i64,
    pub online: bool,
    pub art: String,
    pub variation: serde_json::Map<String, serde_json::Value>,
    pub position: i64,
}

/// Everything the model reads of an organization's catalog.
#[derive(Debug, Clone, Default)]
pub struct CatalogRows {
    pub products: Vec<CatalogRow>,
    /// (product, locale, name)
    pub names: Vec<(String, String, String)>,
    /// (set, member) in the set's order.
    pub set_members: Vec<(String, String)>,
    /// Colour value → swatch colour (`#RRGGBB`).
    pub swatches: HashMap<String, String>,
    /// (category, parent) in the catalog's order.
    pub categories: Vec<(String, Option<String>)>,
}

/// A product as the recommenders see it.
#[derive(Debug, Clone)]
pub struct Product {
    pub id: String,
    pub kind: Kind,
    /// A variant's master.
    pub master: Option<usize>,
    pub brand: Option<String>,
    pub category_id: String,
    /// The price of one in cents (a master's cheapest variant).
    pub price_cents: Option<i64>,
    pub colors: Vec<String>,
    /// Online, orderable, and not a variant (variants are recommended as their master).
    pub recommendable: bool,
    pub position: i64,
    pub names: HashMap<String, String>,
    pub image_url: String,
}

/// The catalog the recommenders read, by position in `products`.
#[derive(Debug, Default)]
pub struct CatalogIndex {
    pub products: Vec<Product>,
    pub(super) by_id: HashMap<String, usize>,
    /// Products that are not variants, by primary category, in catalog order.
    pub(super) by_category: HashMap<String, Vec<usize>>,
    /// Member → the sets it is in; set → its members.
    pub(super) sets_of: HashMap<usize, Vec<usize>>,
    pub(super) members: HashMap<usize, Vec<usize>>,
    /// Categories in the catalog's order, and each one's parent.
    pub(super) categories: Vec<String>,
    pub(super) parents: HashMap<String, String>,
}

fn tint_of(variation: &serde_json::Map<String, serde_json::Value>) -> Option<String> {
    variation
        .get("tint")
        .and_then(|t| t.as_str())
        .map(str::to_owned)
}

fn colors_of(variation: &serde_json::Map<String, serde_json::Value>) -> Vec<String> {
    match variation.get("color") {
        Some(serde_json::Value::Array(values)) => values
            .iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect(),
        Some(serde_json::Value::String(value)) => vec![value.clone()],
        _ => Vec::new(),
    }
}

impl CatalogIndex {
    pub fn build(rows: CatalogRows) -> Self {
        let mut by_id = HashMap::new();
        for (i, row) in rows.products.iter().enumerate() {
            by_id.insert(row.id.clone(), i);
        }
        // Online variants of each master, in catalog order.
        let mut variants: HashMap<usize, Vec<usize>> = HashMap::new();
        for (i, row) in rows.products.iter().enumerate() {
            if let Some(master) = row.master_id.as_ref().and_then(|m| by_id.get(m)) {
                if row.online {
                    variants.entry(*master).or_default().push(i);
                }
            }
        }
        for list in variants.values_mut() {
            list.sort_by_key(|i| rows.products[*i].position);
        }
        let mut members: HashMap<usize, Vec<usize>> = HashMap::new();
        let mut sets_of: HashMap<usize, Vec<usize>> = HashMap::new();
        for (set, member) in &rows.set_members {
            if let (Some(&set), Some(&member)) = (by_id.get(set), by_id.get(member)) {
                members.entry(set).or_default().push(member);
                sets_of.entry(member).or_default().push(set);
            }
        }
        let rows_of = &rows.products;
        // Stock as the catalog counts it: a master's is its variants', a set's its scarcest
        // member's.
        let stock = |i: usize| -> i64 {
            match rows_of[i].kind {
                Kind::Master => variants
                    .get(&i)
                    .map(|v| v.iter().map(|v| rows_of[*v].stock_level).sum())
                    .unwrap_or(0),
                _ => rows_of[i].stock_level,
            }
        };
        let is_orderable = |i: usize| -> bool {
            let row = &rows_of[i];
            match row.kind {
                Kind::Master => variants.get(&i).is_some_and(|v| {
                    v.iter()
                        .any(|v| orderable(rows_of[*v].stock_level, rows_of[*v].min_order_quantity))
                }),
                Kind::Set => members
                    .get(&i)
                    .and_then(|m| m.iter().map(|m| stock(*m)).min())
                    .is_some_and(|scarcest| scarcest > 0),
                _ => orderable(row.stock_level, row.min_order_quantity),
            }
        };
        let own_price =
            |row: &CatalogRow| effective_price(row.list_price_cents, row.sale_price_cents);
        let price = |i: usize| -> Option<i64> {
            match rows_of[i].kind {
                Kind::Master => variants
                    .get(&i)
                    .and_then(|v| v.iter().filter_map(|v| own_price(&rows_of[*v])).min()),
                _ => own_price(&rows_of[i]),
            }
        };
        // The first image's tint, as the catalog shows it.
        let main_tint = |i: usize| -> String {
            let row = &rows_of[i];
            match row.kind {
                Kind::Master | Kind::Variant => {
                    let master = match row.kind {
                        Kind::Variant => row
                            .master_id
                            .as_ref()
                            .and_then(|m| by_id.get(m))
                            .copied()
                            .unwrap_or(i),
                        _ => i,
                    };
                    match colors_of(&rows_of[master].variation).first() {
                        Some(color) => rows
                            .swatches
                            .get(color)
                            .cloned()
                            .unwrap_or_else(|| DEFAULT_TINT.to_owned()),
                        None => variants
                            .get(&master)
                            .and_then(|v| v.first())
                            .map(|v| {
                                tint_of(&rows_of[*v].variation)
                                    .unwrap_or_else(|| DEFAULT_TINT.to_owned())
                            })
                            .unwrap_or_else(|| DEFAULT_TINT.to_owned()),
                    }
                }
                _ => tint_of(&row.variation).unwrap_or_else(|| DEFAULT_TINT.to_owned()),
            }
        };
        let mut names: HashMap<&str, HashMap<String, String>> = HashMap::new();
        for (id, locale, name) in &rows.names {
            names
                .entry(id.as_str())
                .or_default()
                .insert(locale.clone(), name.clone());
        }
        let mut products = Vec::with_capacity(rows.products.len());
        for (i, row) in rows.products.iter().enumerate() {
            let tint = match row.kind {
                Kind::Set | Kind::Bundle => members
                    .get(&i)
                    .and_then(|m| m.first())
                    .map(|m| main_tint(*m))
                    .unwrap_or_else(|| DEFAULT_TINT.to_owned()),
                _ => main_tint(i),
            };
            products.push(Product {
                id: row.id.clone(),
                kind: row.kind,
                master: row.master_id.as_ref().and_then(|m| by_id.get(m)).copied(),
                brand: row.brand.clone(),
                category_id: row.category_id.clone(),
                price_cents: price(i),
                colors: colors_of(&row.variation),
                recommendable: row.kind != Kind::Variant && row.online && is_orderable(i),
                position: row.position,
                names: names.remove(row.id.as_str()).unwrap_or_default(),
                image_url: image_link(&row.art, &tint),
            });
        }
        let mut by_category: HashMap<String, Vec<usize>> = HashMap::new();
        let mut order: Vec<usize> = (0..products.len()).collect();
        order.sort_by_key(|i| products[*i].position);
        for i in order {
            if products[i].kind != Kind::Variant {
                by_category
                    .entry(products[i].category_id.clone())
                    .or_default()
                    .push(i);
            }
        }
        CatalogIndex {
            products,
            by_id,
            by_category,
            sets_of,
            members,
            categories: rows.categories.iter().map(|(id, _)| id.clone()).collect(),
            parents: rows
                .categories
                .into_iter()
                .filter_map(|(id, parent)| parent.map(|p| (id, p)))
                .collect(),
        }
    }

    /// The product an id stands for in recommendations: a variant's master, else itself.
    pub fn owner(&self, id: &str) -> Option<usize> {
        let i = *self.by_id.get(id)?;
        Some(self.products[i].master.unwrap_or(i))
    }

    /// The product's name in `locale`, else `fallback`, else any.
    pub fn name(&self, i: usize, locale: &str, fallback: &str) -> String {
        localized(&self.products[i].names, locale, fallback).to_owned()
    }

    /// Whether `category` is `ancestor` or below it.
    pub(super) fn within(&self, category: &str, ancestor: &str) -> bool {
        let mut current = category;
        for _ in 0..32 {
            if current == ancestor {
                return true;
            }
            match self.parents.get(current) {
                Some(parent) => current = parent,
                None => return false,
            }
        }
        false
    }
}
