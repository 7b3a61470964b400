//! The SCAPI `shopper-products` response shapes: products with their images, variations,
//! variants, inventory, promotions, prices and members; categories with their path.

use std::collections::BTreeMap;

use serde::Serialize;
use utoipa::ToSchema;

use super::Price;
use crate::preapproval::estimate::model::LeaseEstimate;

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
    /// For a set or bundle: the member with the fewest in stock (a set is only as available
    /// as its scarcest member).
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
    /// Badges: "New" shows green, "Sale" yellow.
    #[serde(rename = "c_isNew")]
    pub c_is_new: bool,
    #[serde(rename = "c_isSale")]
    pub c_is_sale: bool,
    /// A lease can pay for it (a product that cannot be leased is sold for its cash price only).
    #[serde(rename = "c_leasable")]
    pub c_leasable: bool,
    /// The lease for its price (the lowest of a range), at the advertised pay frequency and
    /// before tax, as the servicing rules originate it: the payment is never stated without
    /// its number and the total cost to own. None when it cannot be leased, has no price, or
    /// costs more than an approval can be for.
    #[serde(rename = "c_leaseQuote", skip_serializing_if = "Option::is_none")]
    pub c_lease_quote: Option<LeaseEstimate>,
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
