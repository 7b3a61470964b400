//! The store search's types and pure rules: the distance and its unit, the bounding box the
//! database narrows the stores to, the store as answered, the order and the page (the calls'
//! parameters are `params`, the opening hours `hours`).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::hours::{store_hours_html, OpeningHours};
use crate::geo::model::{distance_miles, EARTH_RADIUS_MILES};

pub use super::params::*;

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
