//! Money movement in the portal (apiName `{provider}-payments`): the amount options of a new
//! payment and the review of one amount, the idempotent submit (recorded, charged, settled: `flows/`, with
//! autopay and the reconciliation of payments left pending), and the history with receipts.
//! Tests: `tests/api/payments.rs`.

pub mod flows;
mod handlers;
pub mod model;
pub mod operations;
pub mod review;
mod store;

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
