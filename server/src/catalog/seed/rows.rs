//! The rows the generator makes for the catalog tables.

use super::Localized;
use crate::catalog::model::{Kind, TieredPrice};

#[derive(Debug, Default)]
pub struct CatalogRows {
    pub currency: String,
    pub attributes: Vec<AttributeRow>,
    pub categories: Vec<CategoryRow>,
    pub promotions: Vec<PromotionRow>,
    pub products: Vec<ProductRow>,
}

#[derive(Debug, Clone)]
pub struct AttributeRow {
    pub id: String,
    pub names: Localized,
    pub values: Vec<AttributeValueRow>,
}

#[derive(Debug, Clone)]
pub struct AttributeValueRow {
    pub value: String,
    pub names: Localized,
    pub swatch_hex: Option<String>,
}

#[derive(Debug, Clone)]
pub struct CategoryRow {
    pub id: String,
    pub parent_id: Option<String>,
    pub position: i64,
    pub art: Option<String>,
    pub names: Localized,
    pub descriptions: Localized,
}

#[derive(Debug, Clone)]
pub struct PromotionRow {
    pub id: String,
    pub discount_percent: i64,
    pub callouts: Localized,
}

#[derive(Debug, Clone)]
pub struct ProductRow {
    pub id: String,
    pub kind: Kind,
    pub master_id: Option<String>,
    pub brand: Option<String>,
    pub primary_category_id: String,
    pub list_price_cents: Option<i64>,
    pub sale_price_cents: Option<i64>,
    pub tiered_prices: Vec<TieredPrice>,
    pub stock_level: i64,
    pub min_order_quantity: i64,
    pub step_quantity: i64,
    pub is_new: bool,
    /// A lease can pay for it.
    pub leasable: bool,
    pub art: String,
    /// A master's attribute → values offered; a variant's attribute → its value.
    pub variation: serde_json::Value,
    pub position: i64,
    pub names: Localized,
    pub short_descriptions: Localized,
    pub long_descriptions: Localized,
    pub members: Vec<(String, i64)>,
    pub promotion_ids: Vec<String>,
}

/// The root category's id (SCAPI's).
pub const ROOT_CATEGORY: &str = "root";
