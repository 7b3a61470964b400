//! Geocoding over the offline postal-code table: a ZIP code, or a point, to the place it is in
//! (`GET custom/geocoding/v1/.../geocode`). The marketplace's location rules use the table and
//! the distance (`model.rs`) too.

mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::geocode))
}
