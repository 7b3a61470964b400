//! The frame's own calls: health, the app configuration, the OpenAPI document.

mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::health))
        .routes(routes!(handlers::get_app_config))
}
