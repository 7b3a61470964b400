//! The store calls: the search (parse the SCAPI parameters, place the search, read the stores in
//! its box, keep and order them by distance) and stores by id (a store's own page).

use axum::extract::State;
use axum::Json;

use super::model::{
    origin_point, search, search_request, store_ids, stores_in_order, BoundingBox, GetStoresParams,
    ParamError, StoreResult, StoreSearchParams,
};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{OrgSite, Query};
use crate::state::AppState;

fn bad(error: ParamError) -> AppError {
    AppError::bad_parameter(error.parameter, error.message)
}

/// The stores within `maxDistance` (100 km unless asked otherwise) of a postal code in the
/// United States or Germany, or of a point, nearest first, a page at a time (at most 200), each
/// with its distance in `distanceUnit` (km or mi) and its opening hours. Public: no token.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/store/shopper-stores/v1/organizations/{organization_id}/store-search",
    operation_id = "search_stores",
    params(("organization_id" = String, Path, description = "Organization id"), StoreSearchParams),
    responses(
        (status = 200, body = StoreResult),
        (status = 400, description = "Neither or both of a postal code and a point, a malformed value, a limit over 200, or a postal code no place has; `parameter` names it", body = ErrorBody),
        (status = 404, description = "Unknown organization or site", body = ErrorBody),
    ),
    tag = "stores"
)]
pub async fn search_stores(
    State(state): State<AppState>,
    context: OrgSite,
    Query(params): Query<StoreSearchParams>,
) -> AppResult<Json<StoreResult>> {
    let request = search_request(&params).map_err(bad)?;
    let origin = origin_point(&request.origin).map_err(bad)?;
    let bounds = BoundingBox::around(origin, request.unit.to_km(request.max_distance));
    let records = store::stores_in(&state.db.pool, &context.organization.id, &bounds).await?;
    Ok(Json(search(records, origin, &request, &context.locale)))
}

/// The stores with these ids (1 to 50), in the order asked, without a distance; ids the
/// organization has no store locator store for are left out. Public: no token.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/store/shopper-stores/v1/organizations/{organization_id}/stores",
    operation_id = "get_stores",
    params(("organization_id" = String, Path, description = "Organization id"), GetStoresParams),
    responses(
        (status = 200, body = StoreResult),
        (status = 400, description = "No ids, or more than 50; `parameter` names it", body = ErrorBody),
        (status = 404, description = "Unknown organization or site", body = ErrorBody),
    ),
    tag = "stores"
)]
pub async fn get_stores(
    State(state): State<AppState>,
    context: OrgSite,
    Query(params): Query<GetStoresParams>,
) -> AppResult<Json<StoreResult>> {
    let ids = store_ids(&params).map_err(bad)?;
    let records = store::stores_by_ids(&state.db.pool, &context.organization.id, &ids).await?;
    Ok(Json(stores_in_order(&ids, records, &context.locale)))
}
