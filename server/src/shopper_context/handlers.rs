//! Shopper context calls: read, create or replace, merge, delete — the session's own only.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::ShopperContext;
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Path, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// The usid in the path must be the one in the caller's token.
fn own_usid(usid: &str, shopper: &Shopper) -> AppResult<()> {
    if shopper.0.usid == usid {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "The usid is not this session's.".to_owned(),
        ))
    }
}

fn none_set() -> AppError {
    AppError::not_found("No shopper context for this session.")
}

/// The session's context; 404 when none was set.
#[utoipa::path(get, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("usid" = String, Path, description = "Shopper session id"), SiteLocaleQuery),
    responses((status = 200, body = ShopperContext), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "shopper-context")]
pub async fn get_context(
    State(state): State<AppState>,
    _context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
) -> AppResult<Json<ShopperContext>> {
    let usid = path.1;
    own_usid(&usid, &shopper)?;
    store::load(&state.db.pool, &usid)
        .await?
        .map(Json)
        .ok_or_else(none_set)
}

/// Creates or replaces the context.
#[utoipa::path(put, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("usid" = String, Path, description = "Shopper session id"), SiteLocaleQuery),
    request_body = ShopperContext,
    responses((status = 201, description = "Created"), (status = 400, body = ErrorBody)), security(("bearer" = [])), tag = "shopper-context")]
pub async fn put_context(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
    JsonBody(body): JsonBody<ShopperContext>,
) -> AppResult<StatusCode> {
    let usid = path.1;
    own_usid(&usid, &shopper)?;
    body.check()?;
    store::save(
        &state.db.pool,
        &context.organization.id,
        &usid,
        &body,
        state.clock.now_ms(),
    )
    .await?;
    Ok(StatusCode::CREATED)
}

/// Merges into the existing context; 404 when there is none.
#[utoipa::path(patch, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("usid" = String, Path, description = "Shopper session id"), SiteLocaleQuery),
    request_body = ShopperContext,
    responses((status = 200, body = ShopperContext), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "shopper-context")]
pub async fn patch_context(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
    JsonBody(update): JsonBody<ShopperContext>,
) -> AppResult<Json<ShopperContext>> {
    let usid = path.1;
    own_usid(&usid, &shopper)?;
    update.check()?;
    let mut tx = state.db.begin_write().await?;
    if !store::lock(&mut *tx, &usid).await? {
        return Err(none_set());
    }
    let mut current = store::load(&mut *tx, &usid).await?.ok_or_else(none_set)?;
    current.merge(update);
    current.check()?;
    store::save(
        &mut *tx,
        &context.organization.id,
        &usid,
        &current,
        state.clock.now_ms(),
    )
    .await?;
    tx.commit().await?;
    Ok(Json(current))
}

/// Removes the context; 404 when there was none (clients count that as deleted).
#[utoipa::path(delete, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("usid" = String, Path, description = "Shopper session id"), SiteLocaleQuery),
    responses((status = 204, description = "Deleted"), (status = 404, body = ErrorBody)), security(("bearer" = [])), tag = "shopper-context")]
pub async fn delete_context(
    State(state): State<AppState>,
    _context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
) -> AppResult<StatusCode> {
    let usid = path.1;
    own_usid(&usid, &shopper)?;
    if store::delete(&state.db.pool, &usid).await? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(none_set())
    }
}
