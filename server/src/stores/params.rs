//! Reading the store calls' parameters: the search's (a postal code in a country, or a point; a
//! radius in km or miles; a page), each refusal naming its parameter, and the place of a postal
//! code over the offline tables (`geo::model`); `getStores`' ids.

use serde::Deserialize;
use utoipa::IntoParams;

use super::model::{
    DistanceUnit, DEFAULT_LIMIT, DEFAULT_MAX_DISTANCE, MAX_LIMIT, SEARCH_COUNTRIES,
};
use crate::geo::model::postal_codes;

/// Query parameters of `searchStores`. Every value is read as text and checked by
/// [`search_request`], so a bad one is a 400 naming it.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StoreSearchParams {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    #[param(rename = "siteId")]
    pub site_id: Option<String>,
    /// The two-letter ISO country code of `postalCode`: `US` or `DE`. Required with `postalCode`.
    #[serde(rename = "countryCode")]
    #[param(rename = "countryCode", example = "DE", pattern = "^(US|DE)$")]
    pub country_code: Option<String>,
    /// A postal code of `countryCode` (five digits; a US ZIP+4 is read as its first five).
    /// Either `countryCode` and `postalCode`, or `latitude` and `longitude`.
    #[serde(rename = "postalCode")]
    #[param(
        rename = "postalCode",
        example = "10178",
        pattern = r"^\d{5}(-\d{4})?$"
    )]
    pub postal_code: Option<String>,
    /// Latitude of the point to search around (-90 to 90). Required with `longitude`.
    #[param(value_type = Option<f64>, example = 52.52, minimum = -90, maximum = 90)]
    pub latitude: Option<String>,
    /// Longitude of the point to search around (-180 to 180). Required with `latitude`.
    #[param(value_type = Option<f64>, example = 13.405, minimum = -180, maximum = 180)]
    pub longitude: Option<String>,
    /// The radius searched, in `distanceUnit`: more than 0; 100 when not given.
    #[serde(rename = "maxDistance")]
    #[param(rename = "maxDistance", value_type = Option<f64>, example = 100, exclusive_minimum = 0)]
    pub max_distance: Option<String>,
    /// `km` (the default) or `mi`: the unit of `maxDistance` and of each store's `distance`.
    #[serde(rename = "distanceUnit")]
    #[param(rename = "distanceUnit", value_type = Option<DistanceUnit>)]
    pub distance_unit: Option<String>,
    /// Stores per page: 1 to 200; 25 when not given.
    #[param(value_type = Option<usize>, example = 10, minimum = 1, maximum = 200)]
    pub limit: Option<String>,
    /// How many of the nearest stores to skip (0 when not given).
    #[param(value_type = Option<usize>, example = 0)]
    pub offset: Option<String>,
    /// The locale of the opening hours (`storeHours`); the site's default when not given.
    pub locale: Option<String>,
}

/// A parameter the search refuses: its name and why.
#[derive(Debug, Clone, PartialEq)]
pub struct ParamError {
    pub parameter: &'static str,
    pub message: String,
}

fn refuse(parameter: &'static str, message: impl Into<String>) -> ParamError {
    ParamError {
        parameter,
        message: message.into(),
    }
}

/// Where the search is centred, as asked.
#[derive(Debug, Clone, PartialEq)]
pub enum Origin {
    /// A postal code of a country (`US`, `DE`), upper case, the code's five digits.
    PostalCode { country: String, code: String },
    /// A point.
    Point { latitude: f64, longitude: f64 },
}

/// A checked search.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchRequest {
    pub origin: Origin,
    /// In `unit`.
    pub max_distance: f64,
    pub unit: DistanceUnit,
    pub limit: usize,
    pub offset: usize,
}

/// A value that was sent and is not blank.
fn given(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

fn degrees(value: &str, parameter: &'static str, limit: f64) -> Result<f64, ParamError> {
    value
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && v.abs() <= limit)
        .ok_or_else(|| {
            refuse(
                parameter,
                format!("{parameter} must be a number from -{limit} to {limit}, not '{value}'."),
            )
        })
}

/// Reads the search parameters: either `countryCode` and `postalCode` or `latitude` and
/// `longitude` (not both, not neither), `maxDistance` above 0 (100 by default), `distanceUnit`
/// `km` (default) or `mi`, `limit` 1 to 200 (25 by default), `offset` 0 or more.
pub fn search_request(params: &StoreSearchParams) -> Result<SearchRequest, ParamError> {
    let (country, postal) = (given(&params.country_code), given(&params.postal_code));
    let (latitude, longitude) = (given(&params.latitude), given(&params.longitude));
    let by_postal_code = country.is_some() || postal.is_some();
    let by_point = latitude.is_some() || longitude.is_some();
    let origin = match (by_postal_code, by_point) {
        (true, true) => {
            return Err(refuse(
                "postalCode",
                "Search by countryCode and postalCode, or by latitude and longitude: not both.",
            ))
        }
        (false, false) => {
            return Err(refuse(
                "postalCode",
                "A countryCode and postalCode, or a latitude and longitude, are required.",
            ))
        }
        (true, false) => {
            let country = country.ok_or_else(|| {
                refuse(
                    "countryCode",
                    "countryCode is required with a postalCode: US or DE.",
                )
            })?;
            let postal = postal.ok_or_else(|| {
                refuse("postalCode", "postalCode is required with a countryCode.")
            })?;
            let country = country.to_ascii_uppercase();
            if !SEARCH_COUNTRIES.contains(&country.as_str()) {
                return Err(refuse(
                    "countryCode",
                    format!("Stores are searched in the United States (US) and Germany (DE), not '{country}'."),
                ));
            }
            Origin::PostalCode {
                code: postal_code_digits(&country, postal)?,
                country,
            }
        }
        (false, true) => {
            let latitude = latitude
                .ok_or_else(|| refuse("latitude", "latitude is required with a longitude."))?;
            let longitude = longitude
                .ok_or_else(|| refuse("longitude", "longitude is required with a latitude."))?;
            Origin::Point {
                latitude: degrees(latitude, "latitude", 90.0)?,
                longitude: degrees(longitude, "longitude", 180.0)?,
            }
        }
    };
    let unit = match given(&params.distance_unit) {
        None => DistanceUnit::Km,
        Some(text) if text.eq_ignore_ascii_case("km") => DistanceUnit::Km,
        Some(text) if text.eq_ignore_ascii_case("mi") => DistanceUnit::Mi,
        Some(text) => {
            return Err(refuse(
                "distanceUnit",
                format!("distanceUnit must be km or mi, not '{text}'."),
            ))
        }
    };
    let max_distance = match given(&params.max_distance) {
        None => DEFAULT_MAX_DISTANCE,
        Some(text) => text
            .parse::<f64>()
            .ok()
            .filter(|d| d.is_finite() && *d > 0.0)
            .ok_or_else(|| {
                refuse(
                    "maxDistance",
                    format!("maxDistance must be a number above 0, not '{text}'."),
                )
            })?,
    };
    let limit = match given(&params.limit) {
        None => DEFAULT_LIMIT,
        Some(text) => text
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_LIMIT).contains(n))
            .ok_or_else(|| {
                refuse(
                    "limit",
                    format!("limit must be a whole number from 1 to {MAX_LIMIT}, not '{text}'."),
                )
            })?,
    };
    let offset = match given(&params.offset) {
        None => 0,
        Some(text) => text.parse::<usize>().map_err(|_| {
            refuse(
                "offset",
                format!("offset must be a whole number of 0 or more, not '{text}'."),
            )
        })?,
    };
    Ok(SearchRequest {
        origin,
        max_distance,
        unit,
        limit,
        offset,
    })
}

/// A postal code's five digits: five digits (and, in the US, a ZIP+4's first five).
fn postal_code_digits(country: &str, code: &str) -> Result<String, ParamError> {
    let five = match (country, code.split_once('-')) {
        ("US", Some((five, four)))
            if four.len() == 4 && four.bytes().all(|b| b.is_ascii_digit()) =>
        {
            five
        }
        _ => code,
    };
    if five.len() == 5 && five.bytes().all(|b| b.is_ascii_digit()) {
        Ok(five.to_owned())
    } else {
        Err(refuse(
            "postalCode",
            format!("postalCode must be a postal code of five digits, not '{code}'."),
        ))
    }
}

/// The point a search is centred on: the place of the postal code (from the offline tables),
/// or the point asked. A postal code no place has is refused, naming `postalCode`.
pub fn origin_point(origin: &Origin) -> Result<(f64, f64), ParamError> {
    match origin {
        Origin::Point {
            latitude,
            longitude,
        } => Ok((*latitude, *longitude)),
        Origin::PostalCode { country, code } => {
            let place = postal_codes(country).and_then(|table| table.by_code(code));
            place.map(|p| (p.lat, p.long)).ok_or_else(|| {
                let country_name = match country.as_str() {
                    "DE" => "Germany",
                    _ => "the United States",
                };
                refuse(
                    "postalCode",
                    format!("No place in {country_name} has the postal code {code}."),
                )
            })
        }
    }
}

/// The most store ids one `getStores` call takes (SCAPI's limit).
pub const MAX_STORE_IDS: usize = 50;

/// Query parameters of `getStores`.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GetStoresParams {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    #[param(rename = "siteId")]
    pub site_id: Option<String>,
    /// The stores' ids, comma separated: 1 to 50.
    #[param(
        required = true,
        example = "de-be-berlin-1,us-ny-new-york-1",
        pattern = r"[^,\s]"
    )]
    pub ids: Option<String>,
    /// The locale of the opening hours (`storeHours`); the site's default when not given.
    pub locale: Option<String>,
}

/// Reads `ids`: 1 to 50 distinct ids, in the order given.
pub fn store_ids(params: &GetStoresParams) -> Result<Vec<String>, ParamError> {
    let Some(ids) = given(&params.ids) else {
        return Err(refuse(
            "ids",
            "ids is required: 1 to 50 store ids, comma separated.",
        ));
    };
    let mut kept: Vec<String> = Vec::new();
    for id in ids.split(',').map(str::trim).filter(|id| !id.is_empty()) {
        if id.len() > 100 {
            return Err(refuse("ids", "A store id is at most 100 characters."));
        }
        if !kept.iter().any(|k| k == id) {
            kept.push(id.to_owned());
        }
    }
    if kept.is_empty() {
        return Err(refuse(
            "ids",
            "ids is required: 1 to 50 store ids, comma separated.",
        ));
    }
    if kept.len() > MAX_STORE_IDS {
        return Err(refuse(
            "ids",
            format!("At most {MAX_STORE_IDS} store ids, not {}.", kept.len()),
        ));
    }
    Ok(kept)
}
