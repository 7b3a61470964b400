//! The product catalog: SCAPI `product/shopper-products/v1` — categories by id (with
//! `levels`; `root` is the top of the tree) and products by id (with SCAPI's expansions,
//! `model::EXPANSIONS`) — over the catalog tables, and the demo catalog (`seed`).
//!
//! Catalog reads are public (the storefront's pages are rendered from them for anonymous
//! visitors), so they need no token; a client that sends one is not refused.

pub mod assemble;
mod handlers;
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
        .routes(routes!(handlers::get_category))
        .routes(routes!(handlers::get_categories))
        .routes(routes!(handlers::get_product))
        .routes(routes!(handlers::get_products))
        // An image, not an API call: not in the OpenAPI document.
        .route("/images/catalog/{art}/{file}", get(handlers::catalog_image))
}
