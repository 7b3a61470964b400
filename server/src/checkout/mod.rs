//! Paying a basket with a Northwind lease (custom API `lease-checkout`): whether the basket can
//! be leased (its total between the minimum and the customer's approval, shipping to a state
//! where lease-to-own is offered), the full quote and the lease agreement for exactly this
//! basket, and the customer's e-signature of it. Placing the order is `orders`'.

pub mod handlers;
pub mod model;
pub mod prepare;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::get_lease_checkout))
        .routes(routes!(handlers::sign_lease_agreement))
}
