//! The marketplace's shapes and its rules, pure: which retailers a shopper sees, in which
//! categories, in what order (docs/features/marketplace.md).

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};

use crate::geo::model::distance_miles;

/// The category type of the retailers shown only when the URL asks for them (`featured=true`).
pub const FEATURED: &str = "featured";
/// The synthetic category of the retailers that take applications in the mobile app only.
pub const MOBILE_APP_ONLY: &str = "mobile-app-only-retailers";
/// The cookie a referral link sets: with it only integrated retailers are shown.
pub const REFERRAL_COOKIE: &str = "referral_code";

/// A retailer as stored: its custom attributes as the commerce platform keeps a category's.
#[derive(Debug, Clone)]
pub struct RetailerRecord {
    pub id: String,
    pub name: String,
    pub custom: Map<String, Value>,
}

/// What the tile art of a retailer is made of.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Art {
    /// A catalog drawing (`sofa`, `tv`, …).
    pub drawing: String,
    /// `#rrggbb`, the retailer's colour.
    pub color: String,
}

/// A `marketPlaceCategorization` preference entry: a category tab of the marketplace.
#[derive(Debug, Clone, Deserialize)]
pub struct CategoryEntry {
    pub id: String,
    #[serde(default)]
    pub url: String,
    #[serde(rename = "displayName", default)]
    pub display_name: String,
    #[serde(rename = "displayName_en")]
    pub display_name_en: Option<String>,
    #[serde(rename = "displayName_es")]
    pub display_name_es: Option<String>,
    #[serde(default)]
    pub enable: bool,
}

impl CategoryEntry {
    /// The entry's name in the locale's language, else its default name.
    fn name(&self, locale: &str) -> String {
        let localized = match language(locale) {
            "es" => self.display_name_es.as_deref(),
            "en" => self.display_name_en.as_deref(),
            _ => None,
        };
        localized
            .filter(|name| !name.is_empty())
            .unwrap_or(&self.display_name)
            .to_owned()
    }
}

fn language(locale: &str) -> &str {
    locale.split('-').next().unwrap_or(locale)
}

/// Where the shopper is and what the URL and cookies ask for.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Shopper {
    /// (latitude, longitude), when the shopper's location is known.
    pub point: Option<(f64, f64)>,
    /// The shopper's state (two letters), when known.
    pub state: Option<String>,
    /// `featured=true`.
    pub featured: bool,
    /// A referral link brought the shopper (the `referral_code` cookie).
    pub referral: bool,
}

/// `c_marketplaceCategory` entries: `type:sortOrder`, the order parsed as an integer (none when
/// absent or not a number).
pub fn category_entries(custom: &Map<String, Value>) -> Vec<(String, Option<i64>)> {
    strings(custom.get("c_marketplaceCategory"))
        .into_iter()
        .filter_map(|entry| {
            let (kind, order) = match entry.split_once(':') {
                Some((kind, order)) => (kind.trim(), order.trim().parse::<i64>().ok()),
                None => (entry.trim(), None),
            };
            (!kind.is_empty()).then(|| (kind.to_owned(), order))
        })
        .collect()
}

/// A list attribute: a JSON list of strings, or one comma-separated string.
fn strings(value: Option<&Value>) -> Vec<String> {
    match value {
        Some(Value::Array(items)) => items
            .iter()
            .filter_map(|item| item.as_str().map(str::trim).map(str::to_owned))
            .filter(|item| !item.is_empty())
            .collect(),
        Some(Value::String(text)) => text
            .split(',')
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .map(str::to_owned)
            .collect(),
        _ => Vec::new(),
    }
}

/// A number attribute kept as text (or a number): parsed as a float, none when absent or not a
/// finite number.
fn float(value: Option<&Value>) -> Option<f64> {
    let number = match value? {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse::<f64>().ok(),
        _ => None,
    }?;
    number.is_finite().then_some(number)
}

fn text(value: Option<&Value>) -> Option<String> {
    value
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

fn flag(value: Option<&Value>) -> bool {
    match value {
        Some(Value::Bool(b)) => *b,
        Some(Value::String(s)) => s.trim().eq_ignore_ascii_case("true"),
        _ => false,
    }
}

/// A retailer's attributes, read.
#[derive(Debug, Clone, PartialEq)]
pub struct Retailer {
    pub id: String,
    pub name: String,
    pub categories: Vec<(String, Option<i64>)>,
    pub integrated: bool,
    pub icon: Option<String>,
    pub tile_images: Vec<String>,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub radius: Option<f64>,
    pub excluded_states: Vec<String>,
    pub partner_url: Option<String>,
    pub location_guid: Option<String>,
}

impl Retailer {
    /// Reads a stored retailer. The partner URL is `c_{short name}_partner_url`.
    pub fn read(record: &RetailerRecord, short_name: &str) -> Self {
        let c = &record.custom;
        Retailer {
            id: record.id.clone(),
            name: record.name.clone(),
            categories: category_entries(c),
            integrated: flag(c.get("c_integrated")),
            icon: text(c.get("c_icon")),
            tile_images: strings(c.get("c_tileImages")),
            latitude: float(c.get("c_latitude")),
            longitude: float(c.get("c_longitude")),
            radius: float(c.get("c_radius")),
            excluded_states: strings(c.get("c_excludedStates"))
                .into_iter()
                .map(|s| s.to_ascii_uppercase())
                .collect(),
            partner_url: text(c.get(&format!("c_{short_name}_partner_url"))),
            location_guid: text(c.get("c_desktopLocationGuid")),
        }
    }

    fn sort_order(&self, kind: &str) -> Option<Option<i64>> {
        self.categories
            .iter()
            .find(|(k, _)| k == kind)
            .map(|(_, order)| *order)
    }

    /// Miles from the shopper to the retailer's centre, when both are known.
    fn distance(&self, shopper: &Shopper) -> Option<f64> {
        Some(distance_miles(
            shopper.point?,
            (self.latitude?, self.longitude?),
        ))
    }

    /// Whether the shopper may see the retailer at all:
    /// - with a referral, only integrated retailers;
    /// - a retailer with a radius only to a shopper inside it (its centre known), and never in
    ///   one of its excluded states: without a known location, none of them;
    /// - any retailer is hidden in a state it excludes, once the state is known.
    pub fn visible_to(&self, shopper: &Shopper) -> bool {
        if shopper.referral && !self.integrated {
            return false;
        }
        let excluded = shopper.state.as_deref().is_some_and(|state| {
            self.excluded_states
                .iter()
                .any(|s| s.eq_ignore_ascii_case(state))
        });
        if excluded {
            return false;
        }
        match self.radius {
            None => true,
            Some(radius) => self.distance(shopper).is_some_and(|miles| miles <= radius),
        }
    }
}

/// The marketplace call's parameters.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RetailersQuery {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    pub site_id: Option<String>,
    /// The locale id or alias; the site's default locale when absent.
    pub locale: Option<String>,
    /// The shopper's ZIP code: their place is looked up in the postal-code table.
    #[param(example = "78205", pattern = r"^\d{5}$")]
    pub postal_code: Option<String>,
    /// The shopper's latitude, with `longitude` and `state` (instead of a ZIP code).
    #[param(value_type = Option<f64>, minimum = -90, maximum = 90)]
    pub latitude: Option<String>,
    #[param(value_type = Option<f64>, minimum = -180, maximum = 180)]
    pub longitude: Option<String>,
    /// The shopper's state, two letters.
    #[param(pattern = "^[A-Za-z]{2}$")]
    pub state: Option<String>,
    /// `true` shows the featured retailers as a category of their own.
    pub featured: Option<bool>,
    /// `true` when a referral link brought the shopper (as the `referral_code` cookie does).
    pub referral: Option<bool>,
}

/// Where the marketplace answer was computed for.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShopperLocation {
    pub postal_code: Option<String>,
    pub state: Option<String>,
    pub lat: f64,
    pub long: f64,
}

/// A retailer as a shopper sees it in a category.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceItem {
    pub id: String,
    pub name: String,
    /// The category types it is listed under (`furniture`, `featured`, …).
    pub marketplace_categories: Vec<String>,
    /// Its order in this category; none when the entry gives none (listed after those that do).
    pub marketplace_sorting: Option<i64>,
    /// Its icon (`c_icon`).
    pub image: Option<String>,
    /// Its tile picture (the first of `c_tileImages`).
    #[serde(rename = "banner_image")]
    pub banner_image: Option<String>,
    /// Integrated retailers take applications on the web; the others in the mobile app only.
    pub integrated: bool,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    /// Miles around (latitude, longitude) it serves; none when it serves everywhere.
    pub radius: Option<f64>,
    pub excluded_states: Vec<String>,
    /// Its place in the marketplace: the marketplace page with its modal open.
    pub url: String,
    /// Where an approved shopper goes to shop (`c_{product}_partner_url`).
    pub partner_url: Option<String>,
    /// The partner site's origin.
    pub base_url: Option<String>,
    /// The merchant id its applications are made for (`c_desktopLocationGuid`).
    pub merchant_id: Option<String>,
    /// Miles from the shopper, when both places are known (one decimal).
    pub distance: Option<f64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceCategory {
    /// The preference entry's id, `featured` or `mobile-app-only-retailers`.
    pub id: String,
    pub name: String,
    pub url: String,
    pub retailers: Vec<MarketplaceItem>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceResponse {
    /// The location the retailers were chosen for; none without one.
    pub location: Option<ShopperLocation>,
    /// The categories with at least one retailer the shopper may see, in the preference's
    /// order: the featured ones first when asked for, the mobile-app-only ones last.
    pub categories: Vec<MarketplaceCategory>,
    /// How many retailers the shopper sees, each counted once.
    pub total: usize,
}

/// `https://shop.example/path?x` → `https://shop.example`.
fn origin(url: &str) -> Option<String> {
    let parsed = url::Url::parse(url).ok()?;
    matches!(parsed.scheme(), "https" | "http").then(|| parsed.origin().ascii_serialization())
}

fn item(retailer: &Retailer, kind: Option<&str>, shopper: &Shopper) -> MarketplaceItem {
    let first_kind = retailer
        .categories
        .iter()
        .map(|(k, _)| k.as_str())
        .find(|k| *k != FEATURED);
    let home = kind
        .filter(|k| *k != FEATURED && *k != MOBILE_APP_ONLY)
        .or(first_kind)
        .unwrap_or(MOBILE_APP_ONLY);
    MarketplaceItem {
        id: retailer.id.clone(),
        name: retailer.name.clone(),
        marketplace_categories: retailer.categories.iter().map(|(k, _)| k.clone()).collect(),
        marketplace_sorting: kind.and_then(|k| retailer.sort_order(k)).flatten(),
        image: retailer.icon.clone(),
        banner_image: retailer.tile_images.first().cloned(),
        integrated: retailer.integrated,
        latitude: retailer.latitude,
        longitude: retailer.longitude,
        radius: retailer.radius,
        excluded_states: retailer.excluded_states.clone(),
        url: format!(
            "/marketplace?category={}&retailer={}",
            urlencoding(home),
            urlencoding(&retailer.id)
        ),
        partner_url: retailer.partner_url.clone(),
        base_url: retailer.partner_url.as_deref().and_then(origin),
        merchant_id: retailer.location_guid.clone(),
        distance: retailer
            .distance(shopper)
            .map(|miles| (miles * 10.0).round() / 10.0),
    }
}

fn urlencoding(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

/// Retailers of a category type in their order: by `sortOrder`, those without one last, then
/// by name.
fn sorted<'a>(mut retailers: Vec<&'a Retailer>, kind: &str) -> Vec<&'a Retailer> {
    retailers.sort_by(|a, b| {
        let key = |r: &Retailer| {
            let order = r.sort_order(kind).flatten();
            (order.is_none(), order.unwrap_or(0))
        };
        key(a)
            .cmp(&key(b))
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
            .then_with(|| a.id.cmp(&b.id))
    });
    retailers
}

/// The names of the categories the marketplace makes itself, by language.
fn synthetic_name(id: &str, locale: &str) -> String {
    match (id, language(locale)) {
        (FEATURED, "es") => "Destacados",
        (FEATURED, _) => "Featured",
        (_, "es") => "Minoristas solo con aplicación móvil",
        _ => "Mobile App Only Retailers",
    }
    .to_owned()
}

/// The marketplace a shopper sees: the enabled preference categories with the retailers the
/// shopper may see in them, the featured ones first when asked for, and the retailers that take
/// applications in the mobile app only last (never with a referral).
pub fn marketplace(
    entries: &[CategoryEntry],
    retailers: &[Retailer],
    shopper: &Shopper,
    locale: &str,
) -> (Vec<MarketplaceCategory>, usize) {
    let visible: Vec<&Retailer> = retailers.iter().filter(|r| r.visible_to(shopper)).collect();
    let of_kind = |kind: &str| -> Vec<&Retailer> {
        let listed = visible
            .iter()
            .copied()
            .filter(|r| r.categories.iter().any(|(k, _)| k == kind))
            .collect();
        sorted(listed, kind)
    };
    let mut categories = Vec::new();
    if shopper.featured {
        categories.push((
            FEATURED.to_owned(),
            synthetic_name(FEATURED, locale),
            format!("/marketplace?featured=true&category={FEATURED}"),
            of_kind(FEATURED),
        ));
    }
    for entry in entries.iter().filter(|e| e.enable && e.id != FEATURED) {
        categories.push((
            entry.id.clone(),
            entry.name(locale),
            entry.url.clone(),
            of_kind(&entry.id),
        ));
    }
    if !shopper.referral {
        let mut app_only: Vec<&Retailer> =
            visible.iter().copied().filter(|r| !r.integrated).collect();
        app_only.sort_by_key(|r| r.name.to_lowercase());
        categories.push((
            MOBILE_APP_ONLY.to_owned(),
            synthetic_name(MOBILE_APP_ONLY, locale),
            format!("/marketplace/{MOBILE_APP_ONLY}"),
            app_only,
        ));
    }
    let mut shown = std::collections::BTreeSet::new();
    let categories: Vec<MarketplaceCategory> = categories
        .into_iter()
        .filter(|(_, _, _, listed)| !listed.is_empty())
        .map(|(id, name, url, listed)| {
            shown.extend(listed.iter().map(|r| r.id.as_str()));
            let kind = Some(id.as_str());
            MarketplaceCategory {
                retailers: listed.iter().map(|r| item(r, kind, shopper)).collect(),
                id: id.clone(),
                name,
                url,
            }
        })
        .collect();
    let total = shown.len();
    (categories, total)
}

#[cfg(test)]
mod tests;
