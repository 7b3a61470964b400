//! Recommendations computed by Leasefront from its own data, behind the Einstein-shaped calls
//! the storefront makes (`/mobify/proxy/einstein/v3`, each with an `x-cq-client-id` header):
//! shopper activity intake (eleven activities, checked, rate-limited per client address,
//! queued and kept in batches without personal identifiers, deleted after 90 days), the
//! recommenders list, a recommender's products and a page zone's.
//!
//! The rooms: `model.rs` (calls' types, checks, the visitor hash, the limiter, recommenders
//! and zones), `ranking.rs` (the in-memory model and the six recommenders, pure), `intake.rs`
//! (the queue and its writer), `kept.rs` (the model kept in memory and rebuilt by a job),
//! `demo.rs` (synthetic shopper visits and the offline evaluation), `store.rs` (the SQL).

pub mod activity_schema;
pub mod catalog_index;
pub mod cli;
pub mod demo;
mod handlers;
pub mod intake;
pub mod kept;
pub mod limiter;
pub mod model;
pub mod operations;
pub mod ranking;
pub mod recommenders;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::post_activity))
        .routes(routes!(handlers::get_recommenders))
        .routes(routes!(handlers::post_recs))
        .routes(routes!(handlers::post_zone_recs))
}

pub use kept::Recs;

impl Recs {
    /// Keeps everything queued, then rebuilds the model from it (tests, the demo loader).
    pub async fn refresh(&self, state: &AppState) -> crate::error::AppResult<()> {
        self.intake.flush().await;
        self.model
            .rebuild(&state.db, &state.sites, state.clock.now_ms())
            .await
    }
}
