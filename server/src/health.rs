//! `GET /api/health`: is the server up and can it reach its database?

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

use crate::app::AppState;
use crate::db::Backend;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// `ok` when everything answers, `unavailable` otherwise.
    pub status: String,
    /// `reachable` or `unreachable`.
    pub database: String,
    /// `sqlite` or `postgres`.
    pub backend: String,
}

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
