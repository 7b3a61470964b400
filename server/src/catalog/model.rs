//! Catalog shapes: the SCAPI `shopper-products` responses (spec storefront §3 names every
//! field: `productId`/`id`, `imageGroups`, `variationAttributes`, `variants`, `tieredPrices`,
//! `priceRanges`, `inventory.stockLevel`, `minOrderQuantity`, `stepQuantity`, type flags) and
//! the pure rules that build them from stored rows: prices from cents, price ranges over
//! variants, image groups by view type, orderability.

use std::collections::{BTreeMap, HashMap};

use serde::{Deserialize, Serialize, Serializer};
use utoipa::{IntoParams, ToSchema};

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

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct ProductType {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub master: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bundle: Option<bool>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Image {
    pub alt: String,
    pub dis_base_link: String,
    pub link: String,
    pub title: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImageGroup {
    pub images: Vec<Image>,
    /// Which variation value the images show (a colour); absent for the default images.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variation_attributes: Vec<ImageGroupAttribute>,
    /// large, medium, small or swatch.
    pub view_type: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ImageGroupAttribute {
    pub id: String,
    pub values: Vec<ImageGroupValue>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ImageGroupValue {
    pub value: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariationAttribute {
    pub id: String,
    pub name: String,
    pub values: Vec<VariationAttributeValue>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariationAttributeValue {
    pub value: String,
    pub name: String,
    /// Whether some variant with this value can be ordered.
    pub orderable: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image_swatch: Option<Image>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Variant {
    pub product_id: String,
    pub orderable: bool,
    pub price: Price,
    pub variation_values: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub product_promotions: Vec<ProductPromotion>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Inventory {
    pub ats: i64,
    pub backorderable: bool,
    pub id: String,
    pub orderable: bool,
    pub preorderable: bool,
    pub stock_level: i64,
    /// For a set or bundle: the member with the fewest in stock (spec §3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lowest_stock_level_product_name: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductPromotion {
    pub callout_msg: String,
    pub promotion_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub promotional_price: Option<Price>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PriceRange {
    pub max_price: Price,
    pub min_price: Price,
    pub pricebook: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TieredPriceOut {
    pub price: Price,
    pub pricebook: String,
    pub quantity: i64,
}

/// A variant's master.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MasterRef {
    pub master_id: String,
    pub orderable: bool,
    pub price: Price,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_max: Option<Price>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BundledProduct {
    pub id: String,
    #[schema(no_recursion)]
    pub product: Box<Product>,
    pub quantity: i64,
}

/// A product (SCAPI `Product`), with the fields the expansions asked for.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    pub id: String,
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    pub currency: String,
    pub short_description: String,
    pub long_description: String,
    pub primary_category_id: String,
    pub r#type: ProductType,
    pub min_order_quantity: i64,
    pub step_quantity: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<Price>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_max: Option<Price>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_per_unit: Option<Price>,
    /// By pricebook (`perPricebook=true`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prices: Option<BTreeMap<String, Price>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub price_ranges: Vec<PriceRange>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub tiered_prices: Vec<TieredPriceOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inventory: Option<Inventory>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image_groups: Option<Vec<ImageGroup>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variation_attributes: Option<Vec<VariationAttribute>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variants: Option<Vec<Variant>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variation_values: Option<BTreeMap<String, String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub master: Option<MasterRef>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub product_promotions: Option<Vec<ProductPromotion>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(no_recursion)]
    pub set_products: Option<Vec<Product>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bundled_products: Option<Vec<BundledProduct>>,
    /// The primary category and its ancestors from the top-level one down (breadcrumbs);
    /// filled by the product calls.
    #[serde(rename = "c_primaryCategoryPath")]
    pub c_primary_category_path: Vec<CategoryPathEntry>,
    /// Badges (portal spec §9: New green, Sale yellow).
    #[serde(rename = "c_isNew")]
    pub c_is_new: bool,
    #[serde(rename = "c_isSale")]
    pub c_is_sale: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProductResult {
    pub data: Vec<Product>,
    pub limit: usize,
    pub total: usize,
}

/// A category (SCAPI `Category`); `categories` holds the sub-categories down to `levels`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Category {
    pub id: String,
    pub name: String,
    pub description: String,
    pub page_title: String,
    pub page_description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent_category_id: Option<String>,
    /// From the top-level category down to this one (the root is not in it).
    pub parent_category_tree: Vec<CategoryPathEntry>,
    pub online_sub_categories_count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(no_recursion)]
    pub categories: Option<Vec<Category>>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CategoryPathEntry {
    pub id: String,
    pub name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct CategoryResult {
    pub data: Vec<Category>,
    pub limit: usize,
    pub total: usize,
}

/// `GET .../products?ids=` and `.../products/{id}` query.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductsQuery {
    /// Comma-separated product ids, at most 24 (list call only).
    pub ids: Option<String>,
    /// Comma-separated expansions: availability, bundled_products, links, promotions,
    /// options, images, prices, variations, set_products. All when absent.
    pub expand: Option<String>,
    /// Images of every variation value, not only the product's own.
    pub all_images: Option<bool>,
    /// Prices by pricebook.
    pub per_pricebook: Option<bool>,
    pub site_id: Option<String>,
    pub locale: Option<String>,
    pub currency: Option<String>,
}

/// `GET .../categories/{id}` and `.../categories?ids=` query.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CategoriesQuery {
    /// Comma-separated category ids, at most 50 (list call only).
    pub ids: Option<String>,
    /// How many levels of sub-categories to include: 0, 1 (default) or 2.
    pub levels: Option<String>,
    pub site_id: Option<String>,
    pub locale: Option<String>,
}

pub const MAX_PRODUCT_IDS: usize = 24;
pub const MAX_CATEGORY_IDS: usize = 50;

/// The expansions SCAPI's product calls know.
pub const EXPANSIONS: [&str; 9] = [
    "availability",
    "bundled_products",
    "links",
    "promotions",
    "options",
    "images",
    "prices",
    "variations",
    "set_products",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Expand {
    pub availability: bool,
    pub images: bool,
    pub prices: bool,
    pub promotions: bool,
    pub variations: bool,
    pub members: bool,
}

impl Expand {
    pub const ALL: Expand = Expand {
        availability: true,
        images: true,
        prices: true,
        promotions: true,
        variations: true,
        members: true,
    };

    /// The `expand` parameter; None when a name is not an expansion.
    pub fn parse(list: Option<&str>) -> Result<Self, String> {
        let Some(list) = list.filter(|l| !l.trim().is_empty()) else {
            return Ok(Expand::ALL);
        };
        let mut e = Expand {
            availability: false,
            images: false,
            prices: false,
            promotions: false,
            variations: false,
            members: false,
        };
        for name in list.split(',').map(str::trim) {
            match name {
                "availability" => e.availability = true,
                "images" => e.images = true,
                "prices" => e.prices = true,
                "promotions" => e.promotions = true,
                "variations" => e.variations = true,
                "set_products" | "bundled_products" => e.members = true,
                "links" | "options" | "" => {}
                other => {
                    return Err(format!(
                        "'{other}' is not an expansion; use {}.",
                        EXPANSIONS.join(", ")
                    ))
                }
            }
        }
        Ok(e)
    }
}

/// Splits a comma list of ids: trimmed, no empties, no repeats, in the caller's order.
pub fn id_list(list: &str) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    list.split(',')
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .filter(|id| seen.insert(id.to_string()))
        .map(str::to_owned)
        .collect()
}

/// `levels`: 0, 1 (default) or 2, like SCAPI.
pub fn parse_levels(levels: Option<&str>) -> Result<usize, String> {
    match levels.map(str::trim) {
        None | Some("") => Ok(1),
        Some("0") => Ok(0),
        Some("1") => Ok(1),
        Some("2") => Ok(2),
        Some(other) => Err(format!("levels must be 0, 1 or 2, not '{other}'.")),
    }
}

/// The price a shopper pays for one: the sale price when there is one.
pub fn effective_price(list: Option<i64>, sale: Option<i64>) -> Option<i64> {
    match (list, sale) {
        (_, Some(sale)) => Some(sale),
        (list, None) => list,
    }
}

/// `promotional_price` for a percent-off promotion (the discount rounded half-up to the
/// cent); none for a callout-only one.
pub fn promotional_price(price: i64, discount_percent: i64) -> Option<i64> {
    (discount_percent > 0).then(|| price - (price * discount_percent + 50) / 100)
}

/// What a colour-tinted drawing's URL needs: the art and the tint (`#RRGGBB`).
pub fn image_link(art: &str, tint: &str) -> String {
    format!(
        "/images/catalog/{art}/{}.svg",
        tint.trim_start_matches('#').to_ascii_lowercase()
    )
}

pub fn swatch_link(tint: &str) -> String {
    format!(
        "/images/catalog/swatch/{}.svg",
        tint.trim_start_matches('#').to_ascii_lowercase()
    )
}

/// Image groups for the view types large, medium and small: one group per tint (with the
/// colour it shows, if any), then swatches for the colours.
pub fn image_groups(
    name: &str,
    art: &str,
    tints: &[(Option<(String, String)>, String)],
) -> Vec<ImageGroup> {
    let mut groups = Vec::new();
    for view_type in ["large", "medium", "small"] {
        for (color, tint) in tints {
            let alt = match color {
                Some((_, color_name)) => format!("{name}, {color_name}"),
                None => name.to_owned(),
            };
            let link = image_link(art, tint);
            groups.push(ImageGroup {
                images: vec![Image {
                    alt,
                    dis_base_link: link.clone(),
                    link,
                    title: name.to_owned(),
                }],
                variation_attributes: color
                    .iter()
                    .map(|(value, _)| ImageGroupAttribute {
                        id: "color".to_owned(),
                        values: vec![ImageGroupValue {
                            value: value.clone(),
                        }],
                    })
                    .collect(),
                view_type: view_type.to_owned(),
            });
        }
    }
    for (color, tint) in tints {
        if let Some((value, color_name)) = color {
            let link = swatch_link(tint);
            groups.push(ImageGroup {
                images: vec![Image {
                    alt: color_name.clone(),
                    dis_base_link: link.clone(),
                    link,
                    title: color_name.clone(),
                }],
                variation_attributes: vec![ImageGroupAttribute {
                    id: "color".to_owned(),
                    values: vec![ImageGroupValue {
                        value: value.clone(),
                    }],
                }],
                view_type: "swatch".to_owned(),
            });
        }
    }
    groups
}

/// Orderable: online, in stock and at least the minimum order.
pub fn orderable(stock_level: i64, min_order_quantity: i64) -> bool {
    stock_level > 0 && stock_level >= min_order_quantity
}

/// Localized text: the locale's, else the fallback locale's, else any.
pub fn localized<'a>(texts: &'a HashMap<String, String>, locale: &str, fallback: &str) -> &'a str {
    texts
        .get(locale)
        .or_else(|| texts.get(fallback))
        .or_else(|| texts.values().next())
        .map(String::as_str)
        .unwrap_or_default()
}

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
