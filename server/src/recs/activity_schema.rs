//! The activity call's body and answer as the OpenAPI document describes them; the handler
//! reads the body field by field (`model::read_activity`), so these types only document it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The body of an activity (documentation: the handler reads the JSON field by field with
/// `read_activity`). Which fields an activity needs depends on it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityBody {
    /// The browser's visitor id (1 to 64 characters). Required. Kept only as a keyed hash.
    pub cookie_id: String,
    /// The signed-in shopper's id. Never kept.
    pub user_id: Option<String>,
    /// The site's realm. Required.
    pub realm: String,
    /// `prd` or `sbx`. Required.
    pub instance_type: String,
    /// viewProduct, clickSearch, clickCategory, clickReco: the product.
    pub product: Option<ProductRef>,
    /// viewSearch, viewCategory, viewReco (shown); beginCheckout and addToCart (lines, with
    /// `price` and `quantity`). At most 50.
    pub products: Option<Vec<ProductLine>>,
    /// viewSearch, clickSearch: what was searched (not kept).
    pub search_text: Option<String>,
    /// viewSearch: whether products were shown.
    pub show_products: Option<bool>,
    /// viewCategory, clickCategory.
    pub category: Option<CategoryRef>,
    /// viewReco, clickReco: the recommender of the recommendations shown.
    pub recommender_name: Option<String>,
    /// viewReco, clickReco: the `recoUUID` of the recommendations shown.
    #[serde(rename = "__recoUUID")]
    #[schema(rename = "__recoUUID")]
    pub reco_uuid: Option<String>,
    /// viewPage: the page's address (not kept).
    pub current_location: Option<String>,
    /// beginCheckout: the basket's total.
    pub amount: Option<f64>,
    /// checkoutStep.
    pub step_name: Option<String>,
    /// checkoutStep.
    pub step_number: Option<i64>,
    /// checkoutStep.
    pub basket_id: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ProductRef {
    #[schema(pattern = r"\S", max_length = 100)]
    pub id: String,
    #[schema(pattern = r"\S", max_length = 100)]
    pub sku: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ProductLine {
    pub id: String,
    pub sku: Option<String>,
    /// The price of one (beginCheckout, addToCart).
    pub price: Option<f64>,
    /// How many (beginCheckout, addToCart): 1 to 999.
    pub quantity: Option<i64>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CategoryRef {
    pub id: String,
}

/// The answer to an accepted activity.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityAccepted {
    pub request_id: String,
}
