//! A registered customer's saved addresses (SCAPI `customer/shopper-customers/v1` addresses):
//! named by the customer, checked by the shipping address's rules, one preferred, at most 20.
//! The checkout offers them for the shipping address.

mod handlers;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(
            handlers::get_customer_addresses,
            handlers::create_customer_address
        ))
        .routes(routes!(
            handlers::get_customer_address,
            handlers::update_customer_address,
            handlers::remove_customer_address
        ))
}
