//! Site preferences: `GET custom-prefs/v1/.../getcustompreferences` and its alias under
//! `custom/custom-prefs/v1` (both paths answer the same, for the web app and the mobile app).

mod handlers;
pub mod kept;
pub mod model;
pub mod operations;
pub mod scripts;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::get_custom_preferences))
        .routes(routes!(handlers::get_custom_preferences_custom))
}
