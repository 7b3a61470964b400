//! The geocoding call.

use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::model::{Place, NEAREST_MAX_MILES, US};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{OrgSite, Query};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GeocodeQuery {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    #[allow(dead_code)] // `OrgSite` reads it; the field states it in the API document
    pub site_id: Option<String>,
    /// `postal_code:NNNNN`, a five-digit ZIP code.
    #[param(example = "postal_code:78205", pattern = r"^postal_code:\d{5}$")]
    pub components: Option<String>,
    /// `latitude,longitude` in degrees: the place of the nearest ZIP code (within 50 miles).
    #[param(example = "29.4237,-98.4925")]
    pub latlng: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GeocodeResponse {
    pub result: Place,
}

/// The place a ZIP code or a point is in: country (`US`, or `PR` for Puerto Rico), postal code,
/// state and coordinates. Either `components=postal_code:NNNNN` or `latlng=lat,long`.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom/geocoding/v1/organizations/{organization_id}/geocode",
    operation_id = "geocode",
    params(("organization_id" = String, Path, description = "Organization id"), GeocodeQuery),
    responses(
        (status = 200, body = GeocodeResponse),
        (status = 400, description = "Neither a ZIP code nor a point, or a malformed one", body = ErrorBody),
        (status = 404, description = "No place has this ZIP code, or no ZIP code is near the point; or an unknown organization or site", body = ErrorBody),
    ),
    tag = "geocoding"
)]
pub async fn geocode(
    _context: OrgSite,
    Query(query): Query<GeocodeQuery>,
) -> AppResult<Json<GeocodeResponse>> {
    let place = match (query.components.as_deref(), query.latlng.as_deref()) {
        (Some(components), _) => {
            let code = postal_code(components)?;
            US.by_code(code)
                .ok_or_else(|| AppError::not_found(format!("No place has the ZIP code {code}.")))?
        }
        (None, Some(latlng)) => {
            let (lat, long) = point(latlng)?;
            US.nearest(lat, long, NEAREST_MAX_MILES)
                .ok_or_else(|| AppError::not_found("No ZIP code is near this point."))?
        }
        (None, None) => return Err(AppError::bad_parameter(
            "components",
            "A ZIP code (components=postal_code:NNNNN) or a point (latlng=lat,long) is required.",
        )),
    };
    Ok(Json(GeocodeResponse { result: place }))
}

/// `postal_code:78205` → `78205`.
fn postal_code(components: &str) -> AppResult<&str> {
    components
        .strip_prefix("postal_code:")
        .filter(|code| code.len() == 5 && code.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| {
            AppError::bad_parameter(
                "components",
                "components must be postal_code: and five digits.",
            )
        })
}

/// `29.4237,-98.4925` → the point, when both are numbers in range.
fn point(latlng: &str) -> AppResult<(f64, f64)> {
    let bad = || {
        AppError::bad_parameter(
            "latlng",
            "latlng must be a latitude (-90 to 90) and a longitude (-180 to 180), comma-separated.",
        )
    };
    let (lat, long) = latlng.split_once(',').ok_or_else(bad)?;
    let lat: f64 = lat.trim().parse().map_err(|_| bad())?;
    let long: f64 = long.trim().parse().map_err(|_| bad())?;
    if !(-90.0..=90.0).contains(&lat) || !(-180.0..=180.0).contains(&long) {
        return Err(bad());
    }
    Ok((lat, long))
}
