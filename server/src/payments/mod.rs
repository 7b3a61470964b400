//! Money movement in the portal (apiName `{provider}-payments`): the amount options of a new
//! payment and the review of one amount, the idempotent submit (recorded, charged, settled: `settle.rs`, which
//! also reconciles payments left pending), and the history with receipts.
//! Tests: `tests/api/payments.rs`.

mod handlers;
pub mod model;
pub mod settle;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::new_payment))
        .routes(routes!(handlers::review_payment))
        .routes(routes!(handlers::submit_payment))
        .routes(routes!(handlers::view_payments))
}
