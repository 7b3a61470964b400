//! Orders (SCAPI `checkout/shopper-orders/v1`, and a customer's orders from shopper-customers):
//! placing a basket paid by a Northwind lease — the order, its lease in the servicing engine and
//! the initial payment made together, once per basket however often it is submitted — and
//! reading a customer's orders with their lease's status.
//!
//! Rooms: `place.rs` (the three steps and reconciliation), `complete.rs` (the last step's
//! transaction), `confirmation.rs` (the email, pure), `answers.rs` (orders as answered),
//! `model.rs`, `store.rs`, `handlers.rs`.

pub mod answers;
mod complete;
pub mod confirmation;
pub mod handlers;
pub mod model;
pub mod place;
pub mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::create_order))
        .routes(routes!(handlers::get_order))
        .routes(routes!(handlers::customer_orders))
}
