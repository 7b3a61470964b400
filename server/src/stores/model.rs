//! The store search's types and pure rules: reading the SCAPI parameters (a postal code in a
//! country, or a point; a radius in km or miles; a page), geocoding the postal code over the
//! offline tables (`geo::model`), the bounding box the database narrows the stores to, the
//! great-circle distance, the order and the page (the opening hours are `hours`).

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::hours::{store_hours_html, OpeningHours};
use crate::geo::model::{distance_miles, postal_codes, EARTH_RADIUS_MILES};

/// How far stores are searched when `maxDistance` is not given, in the request's unit (spec:
/// "max distance 100 km").
pub const DEFAULT_MAX_DISTANCE: f64 = 100.0;
/// Stores a page holds when `limit` is not given (SCAPI's default).
pub const DEFAULT_LIMIT: usize = 25;
/// The most stores one page holds (spec: "limit 200").
pub const MAX_LIMIT: usize = 200;
/// Kilometres in a statute mile.
pub const KM_PER_MILE: f64 = 1.609_344;
/// The countries stores are searched in by postal code (spec: United States and Germany).
pub const SEARCH_COUNTRIES: [&str; 2] = ["US", "DE"];

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
    #[param(rename = "countryCode", example = "DE")]
    pub country_code: Option<String>,
    /// A postal code of `countryCode` (five digits; a US ZIP+4 is read as its first five).
    /// Either `countryCode` and `postalCode`, or `latitude` and `longitude`.
    #[serde(rename = "postalCode")]
    #[param(rename = "postalCode", example = "10178")]
    pub postal_code: Option<String>,
    /// Latitude of the point to search around (-90 to 90). Required with `longitude`.
    #[param(value_type = Option<f64>, example = 52.52)]
    pub latitude: Option<String>,
    /// Longitude of the point to search around (-180 to 180). Required with `latitude`.
    #[param(value_type = Option<f64>, example = 13.405)]
    pub longitude: Option<String>,
    /// The radius searched, in `distanceUnit`: more than 0; 100 when not given.
    #[serde(rename = "maxDistance")]
    #[param(rename = "maxDistance", value_type = Option<f64>, example = 100)]
    pub max_distance: Option<String>,
    /// `km` (the default) or `mi`: the unit of `maxDistance` and of each store's `distance`.
    #[serde(rename = "distanceUnit")]
    #[param(rename = "distanceUnit", value_type = Option<DistanceUnit>)]
    pub distance_unit: Option<String>,
    /// Stores per page: 1 to 200; 25 when not given.
    #[param(value_type = Option<usize>, example = 10)]
    pub limit: Option<String>,
    /// How many of the nearest stores to skip (0 when not given).
    #[param(value_type = Option<usize>, example = 0)]
    pub offset: Option<String>,
    /// The locale of the opening hours (`storeHours`); the site's default when not given.
    pub locale: Option<String>,
}

/// The unit of a distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DistanceUnit {
    Km,
    Mi,
}

impl DistanceUnit {
    pub fn as_str(self) -> &'static str {
        match self {
            DistanceUnit::Km => "km",
            DistanceUnit::Mi => "mi",
        }
    }

    /// A distance in this unit, in kilometres.
    pub fn to_km(self, distance: f64) -> f64 {
        match self {
            DistanceUnit::Km => distance,
            DistanceUnit::Mi => distance * KM_PER_MILE,
        }
    }
}

/// The great-circle (haversine) distance between two (latitude, longitude) points, in `unit`:
/// the one distance of the project (`geo::model::distance_miles`), converted.
pub fn distance(a: (f64, f64), b: (f64, f64), unit: DistanceUnit) -> f64 {
    let miles = distance_miles(a, b);
    match unit {
        DistanceUnit::Mi => miles,
        DistanceUnit::Km => miles * KM_PER_MILE,
    }
}

/// A distance as shown: two decimals.
pub fn rounded(distance: f64) -> f64 {
    (distance * 100.0).round() / 100.0
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

/// The latitudes (and, where they can be bounded, the longitudes) within which every point
/// within `radius_km` of `origin` lies: what the database narrows the stores to before the
/// exact distance decides.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoundingBox {
    pub min_latitude: f64,
    pub max_latitude: f64,
    /// None when the circle holds a pole or crosses the 180th meridian: every longitude.
    pub longitude: Option<(f64, f64)>,
}

/// A margin for rounding, in degrees (about a centimetre).
const BOX_MARGIN_DEGREES: f64 = 1e-7;

impl BoundingBox {
    pub fn around(origin: (f64, f64), radius_km: f64) -> Self {
        let (latitude, longitude) = origin;
        let earth_km = EARTH_RADIUS_MILES * KM_PER_MILE;
        let angle = radius_km / earth_km; // radians of arc
        if angle >= std::f64::consts::PI {
            return BoundingBox {
                min_latitude: -90.0,
                max_latitude: 90.0,
                longitude: None,
            };
        }
        let spread = angle.to_degrees() + BOX_MARGIN_DEGREES;
        let (min_latitude, max_latitude) = (latitude - spread, latitude + spread);
        // Past a pole every longitude is within reach.
        let longitude = if min_latitude <= -90.0 || max_latitude >= 90.0 {
            None
        } else {
            // The widest longitude difference of a point within the angle (where the circle
            // touches a meridian), asin(sin(angle) / cos(latitude)).
            let ratio = angle.sin() / latitude.to_radians().cos();
            if ratio >= 1.0 {
                None
            } else {
                let spread = ratio.asin().to_degrees() + BOX_MARGIN_DEGREES;
                let (west, east) = (longitude - spread, longitude + spread);
                (west >= -180.0 && east <= 180.0).then_some((west, east))
            }
        };
        BoundingBox {
            min_latitude: min_latitude.max(-90.0),
            max_latitude: max_latitude.min(90.0),
            longitude,
        }
    }

    pub fn contains(&self, (latitude, longitude): (f64, f64)) -> bool {
        (self.min_latitude..=self.max_latitude).contains(&latitude)
            && self
                .longitude
                .is_none_or(|(west, east)| (west..=east).contains(&longitude))
    }
}

/// A stored store, as the search reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct StoreRecord {
    pub id: String,
    pub name: String,
    pub address1: String,
    pub city: String,
    pub state_code: String,
    pub postal_code: String,
    pub country_code: String,
    pub latitude: f64,
    pub longitude: f64,
    pub phone: String,
    /// The IANA time zone the store's hours are in.
    pub time_zone: String,
    pub hours: OpeningHours,
}

/// A store as `searchStores` answers it (SCAPI `Store`).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Store {
    #[schema(example = "de-be-berlin-1")]
    pub id: String,
    #[schema(example = "Northwind Lease — Berlin Mitte")]
    pub name: String,
    #[schema(example = "Schulstraße 91")]
    pub address1: String,
    #[schema(example = "Berlin")]
    pub city: String,
    /// The state (US) or Land (Germany, ISO 3166-2 code: `BE`, `BY`).
    #[schema(example = "BE")]
    pub state_code: String,
    #[schema(example = "10178")]
    pub postal_code: String,
    #[schema(example = "DE")]
    pub country_code: String,
    #[schema(example = 52.5219)]
    pub latitude: f64,
    #[schema(example = 13.4132)]
    pub longitude: f64,
    /// From the searched place, in `distanceUnit`, to two decimals (a search's answer only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(example = 0.36)]
    pub distance: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub distance_unit: Option<DistanceUnit>,
    #[schema(example = "030 5550010")]
    pub phone: String,
    /// The opening hours as an HTML list, in the request's locale.
    #[schema(
        example = "<ul class=\"store-hours\"><li>Monday – Friday: 10:00 – 20:00</li><li>Saturday: 10:00 – 18:00</li><li>Sunday: Closed</li></ul>"
    )]
    pub store_hours: String,
    pub store_locator_enabled: bool,
    /// The IANA time zone of the store's hours.
    #[serde(rename = "c_timeZone")]
    #[schema(example = "Europe/Berlin")]
    pub c_time_zone: String,
    /// Each day's opening and closing time (none: closed), for "open now".
    #[serde(rename = "c_openingHours")]
    pub c_opening_hours: OpeningHours,
}

impl Store {
    /// A store as answered, its hours in `locale`; with its distance from the searched place
    /// when it was found by a search.
    pub fn of(record: StoreRecord, locale: &str, distance: Option<(f64, DistanceUnit)>) -> Self {
        Store {
            store_hours: store_hours_html(&record.hours, locale, &record.country_code),
            distance: distance.map(|(d, _)| d),
            distance_unit: distance.map(|(_, unit)| unit),
            store_locator_enabled: true,
            c_time_zone: record.time_zone,
            c_opening_hours: record.hours,
            id: record.id,
            name: record.name,
            address1: record.address1,
            city: record.city,
            state_code: record.state_code,
            postal_code: record.postal_code,
            country_code: record.country_code,
            latitude: record.latitude,
            longitude: record.longitude,
            phone: record.phone,
        }
    }
}

/// The answer of `searchStores` (SCAPI `StoreResult`): a page of the stores within the
/// distance, nearest first, and how many there are.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct StoreResult {
    pub limit: usize,
    pub offset: usize,
    pub total: usize,
    pub data: Vec<Store>,
}

/// The stores within `request.max_distance` of `origin`, nearest first (the same distance: by
/// id), paged; each with its distance in the request's unit.
pub fn search(
    records: Vec<StoreRecord>,
    origin: (f64, f64),
    request: &SearchRequest,
    locale: &str,
) -> StoreResult {
    let mut within: Vec<(f64, StoreRecord)> = records
        .into_iter()
        .map(|r| {
            let d = distance(origin, (r.latitude, r.longitude), request.unit);
            (d, r)
        })
        .filter(|(d, _)| *d <= request.max_distance)
        .collect();
    within.sort_by(|(da, a), (db, b)| da.total_cmp(db).then_with(|| a.id.cmp(&b.id)));
    let total = within.len();
    let data = within
        .into_iter()
        .skip(request.offset)
        .take(request.limit)
        .map(|(d, r)| Store::of(r, locale, Some((rounded(d), request.unit))))
        .collect();
    StoreResult {
        limit: request.limit,
        offset: request.offset,
        total,
        data,
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
    #[param(example = "de-be-berlin-1,us-ny-new-york-1")]
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

/// The stores found of those asked for, in the order asked; unknown ids are left out.
pub fn stores_in_order(ids: &[String], records: Vec<StoreRecord>, locale: &str) -> StoreResult {
    let mut records = records;
    let data: Vec<Store> = ids
        .iter()
        .filter_map(|id| {
            let at = records.iter().position(|r| &r.id == id)?;
            Some(Store::of(records.swap_remove(at), locale, None))
        })
        .collect();
    StoreResult {
        limit: ids.len(),
        offset: 0,
        total: data.len(),
        data,
    }
}

#[cfg(test)]
mod tests;
