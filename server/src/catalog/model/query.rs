//! What a catalog call asks for: the products and categories query parameters, the
//! expansions, id lists and category levels.

use serde::Deserialize;
use utoipa::IntoParams;

/// `GET .../products?ids=` and `.../products/{id}` query.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductsQuery {
    /// Comma-separated product ids (the list call's `ProductIds`).
    #[param(ignore)]
    pub ids: Option<String>,
    /// Comma-separated expansions: availability, bundled_products, links, promotions,
    /// options, images, prices, variations, set_products. All when absent.
    #[param(
        pattern = r"^(availability|bundled_products|links|promotions|options|images|prices|variations|set_products)(,(availability|bundled_products|links|promotions|options|images|prices|variations|set_products))*$"
    )]
    pub expand: Option<String>,
    /// Images of every variation value, not only the product's own.
    pub all_images: Option<bool>,
    /// Prices by pricebook.
    pub per_pricebook: Option<bool>,
    pub site_id: Option<String>,
    pub locale: Option<String>,
    /// The currency of the prices: one the site sells in (its default when absent).
    pub currency: Option<String>,
}

/// `GET .../categories/{id}` and `.../categories?ids=` query.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CategoriesQuery {
    /// Comma-separated category ids (the list call's `CategoryIds`).
    #[param(ignore)]
    pub ids: Option<String>,
    /// How many levels of sub-categories to include: 0, 1 (default) or 2.
    #[param(pattern = r"^\s*[012]?\s*$")]
    pub levels: Option<String>,
    pub site_id: Option<String>,
    pub locale: Option<String>,
}

/// The list calls' `ids`, as the document states it (read into the query above).
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct ProductIds {
    /// Comma-separated product ids (blanks and repeats left out), at most 24.
    #[param(pattern = r"[^,\s]")]
    ids: String,
}

/// The category list call's `ids`, as the document states it.
#[derive(IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub struct CategoryIds {
    /// Comma-separated category ids (blanks and repeats left out), at most 50.
    #[param(pattern = r"[^,\s]")]
    ids: String,
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
