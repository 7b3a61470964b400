//! The store locator's stores: `GET store/shopper-stores/v1/.../store-search` finds the stores
//! near a postal code (United States, Germany; geocoded offline by `geo::model`) or a point,
//! nearest first; `GET .../stores?ids=` reads stores by id (a store's own page). The rules are pure (`model.rs`); the demo stores are `seed.rs`.

mod handlers;
pub mod hours;
pub mod model;
pub mod operations;
pub mod params;
pub mod seed;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::search_stores))
        .routes(routes!(handlers::get_stores))
}
