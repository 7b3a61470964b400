//! The shapes of the search calls: their query parameters, `productSearch`'s hits,
//! refinements and sorting options, and `getSearchSuggestions`' products, categories, brands
//! and phrases. A hit is kept as the JSON the index stored and sent as it is.

use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

use serde::{Deserialize, Serialize, Serializer};
use utoipa::{IntoParams, ToSchema};

use crate::catalog::model::{Image, Price, ProductPromotion, ProductType, VariationAttribute};
use crate::preapproval::estimate::model::LeaseEstimate;

/// Query parameters of `productSearch` (`refine` may repeat; read from the raw query).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct ProductSearchParams {
    /// The search phrase.
    q: Option<String>,
    /// Refinements, repeatable: cgid=ID, price=(0..250), brand=A|B, c_refinementColor=gray|navy, c_size=queen.
    #[param(inline, value_type = Option<Vec<RefineParam>>)]
    refine: Option<Vec<String>>,
    /// best-matches (default), price-low-to-high, price-high-to-low, product-name-ascending, newest.
    #[param(
        pattern = "^(best-matches|price-low-to-high|price-high-to-low|product-name-ascending|newest)$"
    )]
    sort: Option<String>,
    /// From 0 (a blank one is 0).
    #[param(value_type = Option<String>, pattern = r"^\s*(\+?[0-9]{1,19})?\s*$")]
    offset: Option<usize>,
    /// 1 to 200; default 25 (a blank one too).
    #[param(value_type = Option<String>, pattern = r"^\s*(\+?0*([1-9]|[1-9][0-9]|1[0-9][0-9]|200))?\s*$")]
    limit: Option<usize>,
    #[param(rename = "siteId")]
    site_id: Option<String>,
    locale: Option<String>,
}

/// One refinement: `attribute=value`.
#[derive(ToSchema)]
#[schema(value_type = String, pattern = r"^((cgid|brand|c_refinementColor|c_size)=.*[^|\s].*|price=\(\s*[0-9]+(\.[0-9]+)?\s*\.\.\s*([0-9]+(\.[0-9]+)?)?\s*\))$")]
#[allow(dead_code)]
pub struct RefineParam(String);

#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct SuggestionParams {
    /// What the shopper has typed: something other than white space.
    #[param(required = true, min_length = 1, pattern = r"\S")]
    q: Option<String>,
    /// At most 10 products (default 10, a blank one too).
    #[param(value_type = Option<String>, pattern = r"^\s*(\+?0*([1-9]|10))?\s*$")]
    limit: Option<usize>,
    #[param(rename = "siteId")]
    site_id: Option<String>,
    locale: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepresentedProduct {
    pub id: String,
}

/// A search hit (SCAPI `ProductSearchHit`): a master, item, set or bundle.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductSearchHit {
    pub product_id: String,
    pub product_name: String,
    pub product_type: ProductType,
    /// master, product, set or bundle.
    pub hit_type: String,
    pub currency: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<Price>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_max: Option<Price>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub list_price: Option<Price>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub image: Option<Image>,
    pub orderable: bool,
    pub represented_product: RepresentedProduct,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub variation_attributes: Vec<VariationAttribute>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub product_promotions: Vec<ProductPromotion>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    #[serde(rename = "c_isNew")]
    pub c_is_new: bool,
    #[serde(rename = "c_isSale")]
    pub c_is_sale: bool,
    /// A lease can pay for it.
    #[serde(rename = "c_leasable")]
    pub c_leasable: bool,
    /// The product's lease quote (its `c_leaseQuote`): a tile that states a payment states its
    /// number and the total cost to own with it.
    #[serde(rename = "c_leaseQuote", skip_serializing_if = "Option::is_none")]
    pub c_lease_quote: Option<LeaseEstimate>,
}

/// A stored hit: the JSON of `ProductSearchHit` as the index keeps it, read once and shared by
/// the answers that show it, and sent as it is (never parsed and written again).
#[derive(Debug, Clone)]
pub struct Hit(Arc<StoredHit>);

#[derive(Debug)]
struct StoredHit {
    json: Box<serde_json::value::RawValue>,
    /// What a product suggestion shows of it, read on first use.
    suggested: OnceLock<Option<SuggestedProduct>>,
}

impl Hit {
    pub fn from_json(json: &str) -> serde_json::Result<Hit> {
        Ok(Hit(Arc::new(StoredHit {
            json: serde_json::value::RawValue::from_string(json.to_owned())?,
            suggested: OnceLock::new(),
        })))
    }

    /// What a product suggestion shows of the hit.
    pub fn suggested(&self) -> Option<SuggestedProduct> {
        #[derive(Deserialize)]
        #[serde(rename_all = "camelCase")]
        struct Shown {
            currency: String,
            price: Option<serde_json::Number>,
            product_id: String,
            product_name: String,
        }
        self.0
            .suggested
            .get_or_init(|| {
                let shown: Shown = serde_json::from_str(self.0.json.get()).ok()?;
                Some(SuggestedProduct {
                    currency: shown.currency,
                    // The stored number was printed from whole cents (`Price`).
                    price: shown
                        .price
                        .and_then(|p| p.as_f64())
                        .map(|p| Price((p * 100.0).round() as i64)),
                    product_id: shown.product_id,
                    product_name: shown.product_name,
                })
            })
            .clone()
    }
}

impl Serialize for Hit {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.json.serialize(serializer)
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefinementValue {
    pub hit_count: u64,
    pub label: String,
    pub value: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub presentation_id: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Refinement {
    pub attribute_id: String,
    pub label: String,
    pub values: Vec<RefinementValue>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SortingOption {
    pub id: String,
    pub label: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuggestedPhrase {
    pub exact_match: bool,
    pub phrase: String,
}

#[derive(Debug, Clone, Default, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchPhraseSuggestions {
    pub suggested_phrases: Vec<SuggestedPhrase>,
}

/// `productSearch`'s answer (SCAPI `ProductSearchResult`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductSearchResult {
    pub limit: usize,
    pub offset: usize,
    pub total: usize,
    pub query: String,
    /// Kept as the index stored them (JSON of `ProductSearchHit`).
    #[schema(value_type = Vec<ProductSearchHit>)]
    pub hits: Vec<Hit>,
    pub refinements: Vec<Refinement>,
    pub search_phrase_suggestions: SearchPhraseSuggestions,
    pub selected_refinements: BTreeMap<String, String>,
    pub selected_sorting_option: String,
    pub sorting_options: Vec<SortingOption>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuggestedProduct {
    pub currency: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price: Option<Price>,
    pub product_id: String,
    pub product_name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuggestedCategory {
    pub id: String,
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent_category_name: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductSuggestions {
    pub products: Vec<SuggestedProduct>,
    pub suggested_phrases: Vec<SuggestedPhrase>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategorySuggestions {
    pub categories: Vec<SuggestedCategory>,
    pub suggested_phrases: Vec<SuggestedPhrase>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BrandSuggestions {
    pub brands: Vec<String>,
    pub suggested_phrases: Vec<SuggestedPhrase>,
}

/// `getSearchSuggestions`' answer (SCAPI `SuggestionResult`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuggestionResult {
    pub search_phrase: String,
    pub brand_suggestions: BrandSuggestions,
    pub category_suggestions: CategorySuggestions,
    pub product_suggestions: ProductSuggestions,
}
