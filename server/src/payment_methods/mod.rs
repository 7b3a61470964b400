//! Payment methods of a lease (portal spec §7, apiName `payment-methods`; DESIGN §3): cards
//! and bank accounts tokenized by the payment gateway, the default method, autopay. Web:
//! `features/payment-methods` (next); tests: `tests/api/payment_methods.rs`.

pub mod handlers;
pub mod model;
pub mod store;

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
