//! Content assets: `GET /mobify/proxy/ocapi/s/{site}/dw/shop/v22_8/content/{id}?locale=`;
//! pages made of regions and components: `GET experience/shopper-experience/v1/.../pages/{id}`,
//! published from the page files under `content/pages/` (`leasefront content import`; the
//! demo's are built in). HTML is sanitized on the way out, so whatever reached the table can't
//! run script. The pages' illustrations: `/images/content/{format}/{art}.svg` (`art`).

pub mod art;
pub mod cli;
pub mod components;
mod handlers;
pub mod import;
pub mod model;
pub mod operations;
pub mod page;
pub mod rules;
mod store;

use axum::routing::get;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::get_content_asset))
        .routes(routes!(handlers::get_page))
        .routes(routes!(handlers::list_posts))
        // Images and videos, not API calls: not in the OpenAPI document.
        .route(
            "/images/content/{format}/{file}",
            get(handlers::content_image),
        )
        .route("/videos/content/{file}", get(handlers::content_video))
}
