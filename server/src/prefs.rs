//! Site preferences: `GET custom-prefs/v1/.../getcustompreferences` and its alias under
//! `custom/custom-prefs/v1` (spec portal §7, storefront §7).

use std::collections::BTreeMap;

use axum::extract::{Path, Query, State};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::app::AppState;
use crate::error::AppResult;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/custom-prefs/v1/organizations/{organization_id}/getcustompreferences",
            get(get_custom_preferences),
        )
        .route(
            "/custom/custom-prefs/v1/organizations/{organization_id}/getcustompreferences",
            get(get_custom_preferences),
        )
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PreferencesQuery {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    site_id: Option<String>,
    /// The locale id or alias; the site's default locale when absent.
    locale: Option<String>,
    /// Comma-separated preference ids; every preference of the site when absent.
    c_prefs: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomPreferencesResponse {
    /// Preference id → value (any JSON). Unknown ids are left out.
    #[schema(value_type = Object)]
    pub custom_preferences: BTreeMap<String, serde_json::Value>,
}

/// The site's custom preferences.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom-prefs/v1/organizations/{organization_id}/getcustompreferences",
    params(("organization_id" = String, Path, description = "Organization id"), PreferencesQuery),
    responses(
        (status = 200, body = CustomPreferencesResponse),
        (status = 400, description = "A parameter is missing or invalid", body = crate::error::ErrorBody),
        (status = 404, description = "Unknown organization or site", body = crate::error::ErrorBody),
    ),
    tag = "preferences"
)]
pub async fn get_custom_preferences(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<PreferencesQuery>,
) -> AppResult<Json<CustomPreferencesResponse>> {
    state.sites.check_organization(&organization_id)?;
    let site = state.sites.site_param(query.site_id.as_deref())?;
    site.locale_param(query.locale.as_deref())?;
    let wanted: Option<Vec<&str>> = query.c_prefs.as_deref().map(|list| {
        list.split(',')
            .map(str::trim)
            .filter(|id| !id.is_empty())
            .collect()
    });
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT preference_id, value_json FROM custom_preferences WHERE site_id = $1",
    )
    .bind(&site.id)
    .fetch_all(&state.db.pool)
    .await?;
    let mut custom_preferences = BTreeMap::new();
    for (id, value_json) in rows {
        if wanted.as_ref().is_some_and(|w| !w.contains(&id.as_str())) {
            continue;
        }
        let value = serde_json::from_str(&value_json)
            .map_err(|e| anyhow::anyhow!("preference {id} holds invalid JSON: {e}"))?;
        custom_preferences.insert(id, value);
    }
    Ok(Json(CustomPreferencesResponse { custom_preferences }))
}
