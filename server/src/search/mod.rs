//! Product search: SCAPI `search/shopper-search/v1` — `productSearch` (phrase, refinements with
//! hit counts, sorting, paging) and `getSearchSuggestions` (products, categories, brands and a
//! corrected phrase) — over a tantivy index inside the binary (`index/`). Answers are kept by
//! request for the index's current generation (`answers.rs`). Searches run on the async
//! runtime's threads: each is a short CPU-bound step (no I/O), and on a 2-core server a
//! blocking pool would only add a thread hop and more runnable threads than cores.

pub mod answers;
mod handlers;
pub mod index;
pub mod kept;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::product_search))
        .routes(routes!(handlers::search_suggestions))
}
