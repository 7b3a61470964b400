//! Builds the SCAPI shapes from stored records (pure: no I/O). A master's price is its
//! cheapest variant's, with `priceMax` and `priceRanges` over all of them; a set's price
//! spans its members; stock of a master is its variants', of a set its scarcest member's.

//!
//! `product.rs` puts a product together, one expansion at a time; `derived.rs` works out what
//! a record comes to over its variants and members; `variations.rs` the variation attributes
//! and the images' tints; `categories.rs` the category tree; `lease_quote.rs` the lease quote
//! next to a price.

mod categories;
mod derived;
mod lease_quote;
mod product;
mod variations;

use std::collections::{BTreeMap, HashMap};

pub use categories::{category, category_path};
pub use lease_quote::add_lease_quote;

use super::model::{localized, Expand};
use super::store::{AttributeRecord, ProductRecord, ProductText, PromotionRecord};

/// Tint for products stored without one.
const DEFAULT_TINT: &str = "#52606D";

/// Everything a product call needs, loaded by `store::load_products`.
#[derive(Debug, Default)]
pub struct Loaded {
    pub products: HashMap<String, ProductRecord>,
    pub variants: HashMap<String, Vec<ProductRecord>>,
    pub texts: HashMap<String, ProductText>,
    pub promotions: HashMap<String, Vec<PromotionRecord>>,
    pub members: HashMap<String, Vec<(String, i64)>>,
    pub attributes: Vec<AttributeRecord>,
}

/// How to show: the locale, its fallback, and the call's options.
#[derive(Debug, Clone, Copy)]
pub struct View<'a> {
    pub locale: &'a str,
    pub fallback: &'a str,
    pub expand: Expand,
    pub all_images: bool,
    pub per_pricebook: bool,
}

fn variation_values(record: &ProductRecord) -> BTreeMap<String, String> {
    record
        .variation
        .iter()
        .filter(|(key, _)| key.as_str() != "tint")
        .filter_map(|(key, value)| value.as_str().map(|v| (key.clone(), v.to_owned())))
        .collect()
}

fn tint(record: &ProductRecord) -> String {
    record
        .variation
        .get("tint")
        .and_then(|t| t.as_str())
        .unwrap_or(DEFAULT_TINT)
        .to_owned()
}

impl Loaded {
    fn attribute(&self, id: &str) -> Option<&AttributeRecord> {
        self.attributes.iter().find(|a| a.id == id)
    }

    fn value_name(&self, attribute: &str, value: &str, view: &View) -> String {
        self.attribute(attribute)
            .and_then(|a| a.values.iter().find(|(v, _, _)| v == value))
            .map(|(_, names, _)| localized(names, view.locale, view.fallback).to_owned())
            .unwrap_or_else(|| value.to_owned())
    }

    fn swatch(&self, value: &str) -> Option<String> {
        self.attribute("color")
            .and_then(|a| a.values.iter().find(|(v, _, _)| v == value))
            .and_then(|(_, _, swatch)| swatch.clone())
    }

    /// The product the shopper sees: a variant shows its master's texts and promotions.
    fn owner<'r>(&'r self, record: &'r ProductRecord) -> &'r ProductRecord {
        record
            .master_id
            .as_ref()
            .and_then(|m| self.products.get(m))
            .unwrap_or(record)
    }

    fn text(&self, record: &ProductRecord) -> ProductText {
        self.texts
            .get(&self.owner(record).id)
            .cloned()
            .unwrap_or_default()
    }
}
