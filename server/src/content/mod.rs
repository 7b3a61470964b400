//! Content assets: `GET /mobify/proxy/ocapi/s/{site}/dw/shop/v22_8/content/{id}?locale=`.
//! Bodies are sanitized on the way out, so whatever reached the table can't run script.

pub mod handlers;
pub mod model;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::get_content_asset))
}
