//! Shopper context (SCAPI-shaped): qualifiers such as the lease customer's `customerGuid`
//! kept for a shopper session, `shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid}`.
//! Only the session's own usid can be read or changed.

use std::collections::BTreeMap;

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::AppState;
use crate::error::{AppError, AppResult};
use crate::http::JsonBody;
use crate::identity::auth::Shopper;
use crate::identity::tokens::now_seconds;

const MAX_QUALIFIERS: usize = 50;
const MAX_VALUE_CHARS: usize = 256;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
        get(get_context)
            .put(put_context)
            .patch(patch_context)
            .delete(delete_context),
    )
}

#[derive(Debug, Deserialize)]
pub struct SiteQuery {
    #[serde(rename = "siteId")]
    site_id: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShopperContext {
    /// Custom qualifiers, e.g. `customerGuid`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub custom_qualifiers: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub assignment_qualifiers: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_ip: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effective_date_time: Option<String>,
}

fn check(context: &ShopperContext) -> AppResult<()> {
    for (group, qualifiers) in [
        ("customQualifiers", &context.custom_qualifiers),
        ("assignmentQualifiers", &context.assignment_qualifiers),
    ] {
        if qualifiers.len() > MAX_QUALIFIERS {
            return Err(AppError::bad_parameter(
                group,
                format!("At most {MAX_QUALIFIERS} qualifiers."),
            ));
        }
        if let Some((name, _)) = qualifiers
            .iter()
            .find(|(k, v)| k.is_empty() || v.chars().count() > MAX_VALUE_CHARS)
        {
            return Err(AppError::bad_parameter(
                group,
                format!(
                    "The qualifier '{name}' is empty or longer than {MAX_VALUE_CHARS} characters."
                ),
            ));
        }
    }
    Ok(())
}

/// The organization, site and usid must be the caller's own.
fn authorize(
    state: &AppState,
    organization_id: &str,
    query: &SiteQuery,
    usid: &str,
    shopper: &Shopper,
) -> AppResult<()> {
    state.sites.check_organization(organization_id)?;
    state.sites.site_param(query.site_id.as_deref())?;
    if shopper.0.usid != usid {
        return Err(AppError::Forbidden(
            "The usid is not this session's.".to_owned(),
        ));
    }
    Ok(())
}

async fn load(state: &AppState, usid: &str) -> AppResult<Option<ShopperContext>> {
    let json: Option<String> =
        sqlx::query_scalar("SELECT context_json FROM shopper_contexts WHERE usid = $1")
            .bind(usid)
            .fetch_optional(&state.db.pool)
            .await?;
    json.map(|j| {
        serde_json::from_str(&j).map_err(|e| anyhow::anyhow!("stored shopper context: {e}").into())
    })
    .transpose()
}

async fn store(
    state: &AppState,
    organization_id: &str,
    usid: &str,
    context: &ShopperContext,
) -> AppResult<()> {
    let json = serde_json::to_string(context).map_err(anyhow::Error::from)?;
    sqlx::query(
        "INSERT INTO shopper_contexts (usid, organization_id, context_json, updated_at) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (usid) DO UPDATE SET context_json = excluded.context_json, updated_at = excluded.updated_at",
    )
    .bind(usid)
    .bind(organization_id)
    .bind(json)
    .bind(now_seconds() * 1000)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

/// The session's context; 404 when none was set.
#[utoipa::path(get, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"), ("usid" = String, Path, description = "Shopper session id")),
    responses((status = 200, body = ShopperContext), (status = 404, body = crate::error::ErrorBody)), tag = "shopper-context")]
pub async fn get_context(
    State(state): State<AppState>,
    Path((organization_id, usid)): Path<(String, String)>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
) -> AppResult<Json<ShopperContext>> {
    authorize(&state, &organization_id, &query, &usid, &shopper)?;
    load(&state, &usid)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::not_found("No shopper context for this session."))
}

/// Creates or replaces the context.
#[utoipa::path(put, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"), ("usid" = String, Path, description = "Shopper session id")),
    request_body = ShopperContext,
    responses((status = 201, description = "Created"), (status = 400, body = crate::error::ErrorBody)), tag = "shopper-context")]
pub async fn put_context(
    State(state): State<AppState>,
    Path((organization_id, usid)): Path<(String, String)>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
    JsonBody(context): JsonBody<ShopperContext>,
) -> AppResult<StatusCode> {
    authorize(&state, &organization_id, &query, &usid, &shopper)?;
    check(&context)?;
    store(&state, &organization_id, &usid, &context).await?;
    Ok(StatusCode::CREATED)
}

/// Merges qualifiers into the existing context; 404 when there is none.
#[utoipa::path(patch, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"), ("usid" = String, Path, description = "Shopper session id")),
    request_body = ShopperContext,
    responses((status = 200, body = ShopperContext), (status = 404, body = crate::error::ErrorBody)), tag = "shopper-context")]
pub async fn patch_context(
    State(state): State<AppState>,
    Path((organization_id, usid)): Path<(String, String)>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
    JsonBody(update): JsonBody<ShopperContext>,
) -> AppResult<Json<ShopperContext>> {
    authorize(&state, &organization_id, &query, &usid, &shopper)?;
    let mut context = load(&state, &usid)
        .await?
        .ok_or_else(|| AppError::not_found("No shopper context for this session."))?;
    context.custom_qualifiers.extend(update.custom_qualifiers);
    context
        .assignment_qualifiers
        .extend(update.assignment_qualifiers);
    if update.client_ip.is_some() {
        context.client_ip = update.client_ip;
    }
    if update.effective_date_time.is_some() {
        context.effective_date_time = update.effective_date_time;
    }
    check(&context)?;
    store(&state, &organization_id, &usid, &context).await?;
    Ok(Json(context))
}

/// Removes the context; 404 when there was none (clients count that as deleted).
#[utoipa::path(delete, path = "/mobify/proxy/api/shopper/shopper-context/v1/organizations/{organization_id}/shopper-context/{usid}",
    params(("organization_id" = String, Path, description = "Organization id"), ("usid" = String, Path, description = "Shopper session id")),
    responses((status = 204, description = "Deleted"), (status = 404, body = crate::error::ErrorBody)), tag = "shopper-context")]
pub async fn delete_context(
    State(state): State<AppState>,
    Path((organization_id, usid)): Path<(String, String)>,
    Query(query): Query<SiteQuery>,
    shopper: Shopper,
) -> AppResult<StatusCode> {
    authorize(&state, &organization_id, &query, &usid, &shopper)?;
    let deleted = sqlx::query("DELETE FROM shopper_contexts WHERE usid = $1")
        .bind(&usid)
        .execute(&state.db.pool)
        .await?;
    if deleted.rows_affected() == 0 {
        return Err(AppError::not_found("No shopper context for this session."));
    }
    Ok(StatusCode::NO_CONTENT)
}
