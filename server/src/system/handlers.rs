//! `GET /api/health` and `GET /api/app-config`.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::model::Health;
use crate::db::Backend;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::sites::AppConfig;
use crate::state::AppState;

/// Health and database reachability.
#[utoipa::path(
    get,
    path = "/api/health",
    responses(
        (status = 200, description = "Up, database reachable", body = Health),
        (status = 503, description = "Database unreachable", body = Health),
    ),
    tag = "system"
)]
pub async fn health(State(state): State<AppState>) -> (StatusCode, Json<Health>) {
    let reachable = state.db.is_reachable().await;
    let backend = match state.db.backend {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let (status, code) = if reachable {
        ("ok", StatusCode::OK)
    } else {
        ("unavailable", StatusCode::SERVICE_UNAVAILABLE)
    };
    (
        code,
        Json(Health {
            status: status.to_owned(),
            database: if reachable {
                "reachable"
            } else {
                "unreachable"
            }
            .to_owned(),
            backend: backend.to_owned(),
        }),
    )
}

/// The organization, brand, sites and locales the web app resolves URLs against.
#[utoipa::path(
    get,
    path = "/api/app-config",
    responses(
        (status = 200, body = AppConfig),
        (status = 404, description = "No organization configured", body = ErrorBody),
    ),
    tag = "system"
)]
pub async fn get_app_config(State(state): State<AppState>) -> AppResult<Json<AppConfig>> {
    state
        .sites
        .app_config(state.config.development)
        .map(Json)
        .ok_or_else(|| {
            AppError::not_found(
                "No organization is configured: load the demo data or seed the database.",
            )
        })
}
