//! Search engines: `/robots.txt`, the sitemap index `/sitemap.xml` and its child sitemaps
//! `/sitemaps/{siteId}/{localeId}/{page}.xml`. Plain routes, not API calls: they
//! are not in the OpenAPI document. Tests: `tests/api/seo.rs`.

mod handlers;
pub mod model;
mod store;

use axum::routing::get;
use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .route("/robots.txt", get(handlers::robots_txt))
        .route("/sitemap.xml", get(handlers::sitemap_index))
        .route(
            "/sitemaps/{site_id}/{locale_id}/{page}",
            get(handlers::child_sitemap),
        )
}
