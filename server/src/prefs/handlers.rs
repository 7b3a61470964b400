//! The site's custom preferences.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::Json;

use super::model::{wanted_ids, CustomPreferencesResponse, PreferencesQuery};
use super::store;
use crate::error::{AppResult, ErrorBody};
use crate::http::{OrgSite, Query};
use crate::identity::session::known_client_id;
use crate::state::AppState;

/// The site's custom preferences. The web app names itself in the `client_id` header
/// so each app reads its own preferences; an unknown client id is refused.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom-prefs/v1/organizations/{organization_id}/getcustompreferences",
    operation_id = "get_custom_preferences",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("client_id" = Option<String>, Header, description = "The calling client"), PreferencesQuery),
    responses(
        (status = 200, body = CustomPreferencesResponse),
        (status = 400, description = "A parameter is missing or invalid", body = ErrorBody),
        (status = 404, description = "Unknown organization or site", body = ErrorBody),
    ),
    tag = "preferences"
)]
pub async fn get_custom_preferences(
    State(state): State<AppState>,
    context: OrgSite,
    headers: HeaderMap,
    Query(query): Query<PreferencesQuery>,
) -> AppResult<Json<CustomPreferencesResponse>> {
    let client_id = headers.get("client_id").and_then(|v| v.to_str().ok());
    known_client_id(&state, &context.organization.id, client_id, "client_id").await?;
    let mut custom_preferences = store::site_preferences(&state.db.pool, &context.site.id).await?;
    if let Some(list) = query.c_prefs.as_deref() {
        let wanted = wanted_ids(list);
        custom_preferences.retain(|id, _| wanted.contains(&id.as_str()));
    }
    Ok(Json(CustomPreferencesResponse { custom_preferences }))
}

/// The same call under `custom/custom-prefs/v1`.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom/custom-prefs/v1/organizations/{organization_id}/getcustompreferences",
    operation_id = "get_custom_preferences_custom",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("client_id" = Option<String>, Header, description = "The calling client"), PreferencesQuery),
    responses(
        (status = 200, body = CustomPreferencesResponse),
        (status = 400, description = "A parameter is missing or invalid", body = ErrorBody),
        (status = 404, description = "Unknown organization or site", body = ErrorBody),
    ),
    tag = "preferences"
)]
pub async fn get_custom_preferences_custom(
    state: State<AppState>,
    context: OrgSite,
    headers: HeaderMap,
    query: Query<PreferencesQuery>,
) -> AppResult<Json<CustomPreferencesResponse>> {
    get_custom_preferences(state, context, headers, query).await
}
