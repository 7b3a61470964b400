//! Money movement in the portal (portal spec §7, apiName `{provider}-payments`; issue 10).
//! So far: the payment gateway boundary (`gateway.rs`, which payment methods tokenize
//! through), the amount options of a new payment and the review of one amount. Submitting a
//! payment, its history and receipts come next. Tests: `tests/api/payments.rs`.

pub mod gateway;
pub mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::new_payment))
        .routes(routes!(handlers::review_payment))
}
