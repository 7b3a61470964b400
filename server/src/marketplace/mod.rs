//! The retailer marketplace: the partner retailers a shopper can get a lease with, filtered by
//! where the shopper is (`GET custom/marketplace/v1/.../retailers`), and their tile art
//! (`/images/marketplace/{retailer}/icon.svg`, `tile.svg`). The rules are pure (`model.rs`,
//! docs/features/marketplace.md).

pub mod art;
mod handlers;
pub mod kept;
pub mod merchants;
pub mod model;
pub mod operations;
pub mod seed;
mod store;

use axum::routing::get;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::get_marketplace_retailers))
        .route(
            "/images/marketplace/{retailer}/{file}",
            get(handlers::retailer_image),
        )
}
