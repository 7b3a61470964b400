//! The marketplace's calls: the retailers a shopper sees, and their tile art.

use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::CookieJar;

use super::model::{
    marketplace, CategoryEntry, MarketplaceResponse, Retailer, RetailersQuery, Shopper,
    ShopperLocation, REFERRAL_COOKIE,
};
use std::sync::Arc;

use super::kept::Inputs;
use super::{art, store};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::geo::model::US;
use crate::http::{OrgSite, Path, Query};
use crate::state::AppState;

/// The site preference listing the marketplace's category tabs.
const CATEGORIZATION: &str = "marketPlaceCategorization";

/// The retailers a shopper sees, by category: only those whose area holds the shopper's
/// location and that do not exclude the shopper's state; the featured ones with `featured=true`;
/// with a referral (the `referral_code` cookie, or `referral=true`) the integrated ones only,
/// else also a category of the retailers that take applications in the mobile app only.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom/marketplace/v1/organizations/{organization_id}/retailers",
    operation_id = "get_marketplace_retailers",
    params(("organization_id" = String, Path, description = "Organization id"), RetailersQuery),
    responses(
        (status = 200, body = MarketplaceResponse),
        (status = 400, description = "A malformed location or flag, or a ZIP code no place has", body = ErrorBody),
        (status = 404, description = "Unknown organization or site", body = ErrorBody),
    ),
    tag = "marketplace"
)]
pub async fn get_marketplace_retailers(
    State(state): State<AppState>,
    context: OrgSite,
    jar: CookieJar,
    Query(query): Query<RetailersQuery>,
) -> AppResult<Json<MarketplaceResponse>> {
    let location = location(&query)?;
    let referral_cookie = jar
        .get(REFERRAL_COOKIE)
        .is_some_and(|cookie| !cookie.value().trim().is_empty());
    let shopper = Shopper {
        point: location.as_ref().map(|l| (l.lat, l.long)),
        state: location.as_ref().and_then(|l| l.state.clone()),
        featured: query.featured.unwrap_or(false),
        referral: referral_cookie || query.referral.unwrap_or(false),
    };
    let inputs = inputs(&state, &context).await?;
    let (categories, total) = marketplace(
        &inputs.entries,
        &inputs.retailers,
        &shopper,
        &context.locale,
    );
    Ok(Json(MarketplaceResponse {
        location,
        categories,
        total,
    }))
}

/// The site's retailers and category tabs, kept for a few seconds (kept.rs).
async fn inputs(state: &AppState, context: &OrgSite) -> AppResult<Arc<Inputs>> {
    let (organization, site_id, now) = (
        &context.organization,
        &context.site.id,
        state.clock.now_ms(),
    );
    if let Some(inputs) = state.marketplace.fresh(&organization.id, site_id, now) {
        return Ok(inputs);
    }
    let records = store::retailers(&state.db.pool, &organization.id).await?;
    let inputs = Arc::new(Inputs {
        retailers: records
            .iter()
            .map(|record| Retailer::read(record, &organization.brand.short_name))
            .collect(),
        entries: category_entries(state, site_id).await?,
    });
    state
        .marketplace
        .keep(&organization.id, site_id, now, inputs.clone());
    Ok(inputs)
}

/// The site's category tabs (its `marketPlaceCategorization` preference); none when unset.
async fn category_entries(state: &AppState, site_id: &str) -> AppResult<Vec<CategoryEntry>> {
    let value =
        crate::prefs::operations::preference(&state.db.pool, site_id, CATEGORIZATION).await?;
    match value {
        None => Ok(Vec::new()),
        Some(value) => serde_json::from_value(value).map_err(|e| {
            AppError::Internal(anyhow::anyhow!(
                "the {CATEGORIZATION} preference of {site_id}: {e}"
            ))
        }),
    }
}

/// The shopper's location from the query: a ZIP code, or a point with its state; none. Every
/// parameter given is checked, even one a ZIP code makes unneeded: a bad value is never
/// silently ignored.
fn location(query: &RetailersQuery) -> AppResult<Option<ShopperLocation>> {
    let degrees = |value: Option<&str>, name: &str, limit: f64| -> AppResult<Option<f64>> {
        let Some(value) = value else { return Ok(None) };
        value
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && v.abs() <= limit)
            .map(Some)
            .ok_or_else(|| {
                AppError::bad_parameter(
                    name,
                    format!("{name} must be a number of degrees from -{limit} to {limit}."),
                )
            })
    };
    let lat = degrees(query.latitude.as_deref(), "latitude", 90.0)?;
    let long = degrees(query.longitude.as_deref(), "longitude", 180.0)?;
    let state = match query.state.as_deref() {
        None => None,
        Some(s) if s.len() == 2 && s.bytes().all(|b| b.is_ascii_alphabetic()) => Some(s),
        Some(_) => {
            return Err(AppError::bad_parameter(
                "state",
                "state must be a state's two letters.",
            ))
        }
    };
    if let Some(code) = query.postal_code.as_deref() {
        if code.len() != 5 || !code.bytes().all(|b| b.is_ascii_digit()) {
            return Err(AppError::bad_parameter(
                "postal_code",
                "postal_code must be five digits.",
            ));
        }
        let place = US.by_code(code).ok_or_else(|| {
            AppError::bad_parameter("postal_code", format!("No place has the ZIP code {code}."))
        })?;
        return Ok(Some(ShopperLocation {
            postal_code: Some(place.postal_code),
            state: Some(place.administrative_area),
            lat: place.lat,
            long: place.long,
        }));
    }
    if lat.is_none() && long.is_none() && state.is_none() {
        return Ok(None);
    }
    let lat = lat.ok_or_else(|| AppError::missing_parameter("latitude"))?;
    let long = long.ok_or_else(|| AppError::missing_parameter("longitude"))?;
    let state = state.ok_or_else(|| AppError::missing_parameter("state"))?;
    Ok(Some(ShopperLocation {
        postal_code: None,
        state: Some(state.to_ascii_uppercase()),
        lat,
        long,
    }))
}

/// A retailer's icon or tile: `/images/marketplace/{retailer}/icon.svg` or `…/tile.svg`, drawn
/// from its name, colour and drawing.
pub async fn retailer_image(
    State(state): State<AppState>,
    Path((retailer, file)): Path<(String, String)>,
) -> AppResult<Response> {
    let organization = state.sites.the_organization()?;
    let not_found = || AppError::not_found("No such image.");
    let (name, art) = store::art(&state.db.pool, &organization.id, &retailer)
        .await?
        .ok_or_else(not_found)?;
    let svg = match file.as_str() {
        "icon.svg" => art::icon(&name, &art.color),
        "tile.svg" => art::tile(&name, &art),
        _ => None,
    }
    .ok_or_else(not_found)?;
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("image/svg+xml"),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("public, max-age=3600"),
            ),
            // An SVG opened on its own can't run anything.
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'"),
            ),
        ],
        svg,
    )
        .into_response())
}
