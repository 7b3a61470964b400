//! Catalog shapes: the SCAPI `shopper-products` responses, every field named as SCAPI names
//! it (`productId`/`id`, `imageGroups`, `variationAttributes`, `variants`, `tieredPrices`,
//! `priceRanges`, `inventory.stockLevel`, `minOrderQuantity`, `stepQuantity`, type flags) and
//! the pure rules that build them from stored rows: prices from cents, price ranges over
//! variants, image groups by view type, orderability.
//!
//! Here: a product's kind, tiered prices and prices in cents. `shapes.rs` holds the response
//! shapes, `query.rs` what a call asks for, `rules.rs` the rules.

mod query;
mod rules;
mod shapes;

pub use query::*;
pub use rules::*;
pub use shapes::*;

use serde::{Deserialize, Serialize, Serializer};
use utoipa::ToSchema;

/// A product's kind (SCAPI's `type` flags).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Item,
    Master,
    Variant,
    Set,
    Bundle,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Item => "item",
            Kind::Master => "master",
            Kind::Variant => "variant",
            Kind::Set => "set",
            Kind::Bundle => "bundle",
        }
    }

    pub fn parse(text: &str) -> anyhow::Result<Self> {
        Ok(match text {
            "item" => Kind::Item,
            "master" => Kind::Master,
            "variant" => Kind::Variant,
            "set" => Kind::Set,
            "bundle" => Kind::Bundle,
            other => anyhow::bail!("catalog_products.kind holds '{other}'"),
        })
    }

    pub fn flags(self) -> ProductType {
        let mut t = ProductType::default();
        match self {
            Kind::Item => t.item = Some(true),
            Kind::Master => t.master = Some(true),
            Kind::Variant => t.variant = Some(true),
            Kind::Set => t.set = Some(true),
            Kind::Bundle => t.bundle = Some(true),
        }
        t
    }
}

/// A quantity break, stored as JSON in `tiered_prices_json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TieredPrice {
    pub quantity: i64,
    pub price_cents: i64,
}

/// An amount in cents, written as SCAPI writes prices: a JSON number in currency units
/// (`599.99`). Cents are exact; the number is printed from them, never computed in floats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, ToSchema)]
#[schema(value_type = f64)]
pub struct Price(pub i64);

impl Serialize for Price {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Two decimals at most: the shortest float that prints back as these digits.
        let text = format!("{}.{:02}", self.0 / 100, (self.0 % 100).abs());
        let value: f64 = text.parse().map_err(serde::ser::Error::custom)?;
        serializer.serialize_f64(value)
    }
}

pub const LIST_PRICEBOOK: &str = "usd-list";
pub const SALE_PRICEBOOK: &str = "usd-sale";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_are_printed_from_cents_exactly() {
        let json = serde_json::to_string(&[Price(59_999), Price(100), Price(5), Price(1_234_567)])
            .unwrap();
        assert_eq!(json, "[599.99,1.0,0.05,12345.67]");
    }

    #[test]
    fn expand_defaults_to_everything_and_refuses_unknown_names() {
        assert_eq!(Expand::parse(None), Ok(Expand::ALL));
        let e = Expand::parse(Some("prices,images")).unwrap();
        assert!(e.prices && e.images && !e.availability && !e.variations);
        assert!(Expand::parse(Some("prices,everything"))
            .unwrap_err()
            .contains("'everything'"));
    }

    #[test]
    fn levels_are_zero_to_two() {
        assert_eq!(parse_levels(None), Ok(1));
        assert_eq!(parse_levels(Some("2")), Ok(2));
        assert!(parse_levels(Some("3")).is_err());
        assert!(parse_levels(Some("x")).is_err());
    }

    #[test]
    fn id_lists_drop_blanks_and_repeats() {
        assert_eq!(id_list(" a, b,,a ,c"), vec!["a", "b", "c"]);
    }

    #[test]
    fn a_percent_promotion_lowers_the_price_and_a_callout_does_not() {
        assert_eq!(promotional_price(10_000, 10), Some(9_000));
        assert_eq!(promotional_price(999, 15), Some(849));
        assert_eq!(promotional_price(10_000, 0), None);
    }

    #[test]
    fn out_of_stock_and_below_minimum_are_not_orderable() {
        assert!(!orderable(0, 1));
        assert!(!orderable(1, 2));
        assert!(orderable(2, 2));
    }
}
