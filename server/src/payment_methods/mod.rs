//! Payment methods of a lease (apiName `payment-methods`): cards and bank accounts tokenized
//! by the payment gateway, the default method, autopay. What other features use of it: its
//! operations (`operations.rs`), the model, and the bank debit authorizations (`authorization`). Web:
//! `features/payment-methods`; tests: `tests/api/payment_methods.rs`.

pub mod authorization;
mod flows;
mod handlers;
pub mod model;
pub mod operations;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::fetch_all))
        .routes(routes!(handlers::add))
        .routes(routes!(handlers::remove))
        .routes(routes!(handlers::set_default))
        .routes(routes!(handlers::autopay))
}
