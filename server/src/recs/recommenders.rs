//! The recommenders, the page zones that name them, and the recommendations call's body and
//! answer (read field by field, like an activity's).

use super::model::{
    product_refs, read_common, Fields, ParamError, ProductRef, DEFAULT_LIMIT, MAX_ID_CHARS,
    MAX_LIMIT,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

/// The recommenders Leasefront computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Recommender {
    ViewedRecently,
    SimilarItems,
    ProductToProduct,
    CompleteTheSet,
    TopRevenueForCategory,
    ProductsInAllCategories,
}

impl Recommender {
    pub const ALL: [Recommender; 6] = [
        Recommender::ViewedRecently,
        Recommender::SimilarItems,
        Recommender::ProductToProduct,
        Recommender::CompleteTheSet,
        Recommender::TopRevenueForCategory,
        Recommender::ProductsInAllCategories,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Recommender::ViewedRecently => "viewed-recently-einstein",
            Recommender::SimilarItems => "pdp-similar-items",
            Recommender::ProductToProduct => "product-to-product-einstein",
            Recommender::CompleteTheSet => "complete-the-set",
            Recommender::TopRevenueForCategory => "home-top-revenue-for-category",
            Recommender::ProductsInAllCategories => "products-in-all-categories",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.name() == name)
    }

    pub fn description(self) -> &'static str {
        match self {
            Recommender::ViewedRecently => {
                "The products this visitor viewed lately, the most recent first."
            }
            Recommender::SimilarItems => {
                "Products of the same category sharing the most attributes (brand, colors, price)."
            }
            Recommender::ProductToProduct => {
                "Products viewed or added to the cart in the same visits as these products."
            }
            Recommender::CompleteTheSet => "The other pieces of the sets these products are in.",
            Recommender::TopRevenueForCategory => {
                "The products of a category (or all) that brought the most revenue."
            }
            Recommender::ProductsInAllCategories => {
                "The most viewed product of each category, then the next."
            }
        }
    }

    pub fn recommender_type(self) -> &'static str {
        match self {
            Recommender::ViewedRecently => "recently-viewed",
            Recommender::SimilarItems => "similar-products",
            Recommender::ProductToProduct => "product-to-product",
            Recommender::CompleteTheSet => "complete-the-set",
            Recommender::TopRevenueForCategory => "top-revenue",
            Recommender::ProductsInAllCategories => "products-in-all-categories",
        }
    }

    /// The heading a storefront may show over the recommendations.
    pub fn display_message(self) -> &'static str {
        match self {
            Recommender::ViewedRecently => "Recently Viewed",
            Recommender::SimilarItems => "You May Also Like",
            Recommender::ProductToProduct => "Shoppers Also Viewed",
            Recommender::CompleteTheSet => "Complete the Set",
            Recommender::TopRevenueForCategory => "Top Sellers",
            Recommender::ProductsInAllCategories => "Popular in Every Department",
        }
    }
}

/// The zones of the storefront's pages and the recommender each shows.
pub const ZONES: [(&str, Recommender); 4] = [
    ("home", Recommender::TopRevenueForCategory),
    ("product-detail", Recommender::ProductToProduct),
    ("cart", Recommender::ProductToProduct),
    ("empty-search", Recommender::ProductsInAllCategories),
];

pub fn zone_recommender(zone: &str) -> Option<Recommender> {
    ZONES.iter().find(|(z, _)| *z == zone).map(|(_, r)| *r)
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecommenderInfo {
    pub name: String,
    pub description: String,
    pub recommender_type: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RecommenderList {
    pub recommenders: Vec<RecommenderInfo>,
}

pub fn recommender_list() -> RecommenderList {
    RecommenderList {
        recommenders: Recommender::ALL
            .iter()
            .map(|r| RecommenderInfo {
                name: r.name().to_owned(),
                description: r.description().to_owned(),
                recommender_type: r.recommender_type().to_owned(),
            })
            .collect(),
    }
}

/// The body of a recommendations call (documentation: read with `read_recs_request`).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecsBody {
    /// The browser's visitor id: viewed-recently-einstein needs it.
    #[schema(pattern = r"\S", max_length = 64)]
    pub cookie_id: Option<String>,
    /// Never kept.
    #[schema(pattern = r"\S", max_length = 256)]
    pub user_id: Option<String>,
    #[schema(pattern = r"\S", max_length = 256)]
    pub realm: String,
    /// `prd` or `sbx`.
    #[schema(pattern = "^(prd|sbx)$")]
    pub instance_type: String,
    /// The products the recommendations are for (a product page's, a basket's). At most 50.
    #[schema(max_items = 50)]
    pub products: Option<Vec<ProductRef>>,
    /// home-top-revenue-for-category: the category (with its subcategories); all when absent.
    #[schema(pattern = r"\S", max_length = 100)]
    pub category_id: Option<String>,
    /// How many recommendations: 1 to 50, 10 when absent.
    #[schema(minimum = 1, maximum = 50)]
    pub limit: Option<i64>,
}

/// The query of a recommendations call.
#[derive(Debug, Default, Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RecsParams {
    /// The locale of the product names; the site's default when not given.
    pub locale: Option<String>,
}

/// A recommendations call as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecsRequest {
    pub cookie_id: Option<String>,
    pub anchors: Vec<String>,
    pub category_id: Option<String>,
    pub limit: usize,
}

pub fn read_recs_request(body: &Value) -> Result<RecsRequest, ParamError> {
    let body = Fields::of(body, "")?;
    let cookie_id = read_common(&body, false)?;
    let anchors = product_refs(body.list("products")?)?
        .into_iter()
        .map(|p| p.id)
        .collect();
    let category_id = body.text("categoryId", MAX_ID_CHARS)?;
    let limit = body
        .integer("limit", 1, MAX_LIMIT as i64)?
        .map_or(DEFAULT_LIMIT, |n| n as usize);
    Ok(RecsRequest {
        cookie_id,
        anchors,
        category_id,
        limit,
    })
}

/// One recommended product.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
pub struct RecItem {
    pub id: String,
    pub product_name: String,
    /// The product's main image, as the catalog serves it.
    pub image_url: String,
    /// `/product/{id}`.
    pub product_url: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecsResult {
    #[serde(rename = "recoUUID")]
    #[schema(rename = "recoUUID")]
    pub reco_uuid: String,
    pub recommender_name: String,
    pub display_message: String,
    pub recs: Vec<RecItem>,
}
