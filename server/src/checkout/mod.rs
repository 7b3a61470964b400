//! The checkout: the shipment's address and method and the card for the initial payment
//! (`shipping_handlers.rs`, on the basket's SCAPI paths), and paying a basket with a Northwind
//! lease (custom API `lease-checkout`): whether the basket can be leased (its total between the minimum and the customer's approval, shipping to a state
//! where lease-to-own is offered), the full quote and the lease agreement for exactly this
//! basket, and the customer's e-signature of it. Placing the order is `orders`'.

mod handlers;
pub mod model;
pub mod prepare;
mod shipping_handlers;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::get_lease_checkout))
        .routes(routes!(handlers::sign_lease_agreement))
        .routes(routes!(shipping_handlers::update_shipping_address))
        .routes(routes!(shipping_handlers::shipping_methods_for_shipment))
        .routes(routes!(shipping_handlers::update_shipping_method))
        .routes(routes!(shipping_handlers::add_payment_instrument))
        .routes(routes!(shipping_handlers::remove_payment_instrument))
}
