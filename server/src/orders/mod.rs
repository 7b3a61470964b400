//! Orders (SCAPI `checkout/shopper-orders/v1`, and a customer's orders from shopper-customers):
//! placing a basket paid by a Northwind lease — the order, its lease in the servicing engine and
//! the initial payment made together, once per basket however often it is submitted — and
//! reading a customer's orders with their lease's status.
//!
//! Rooms: `flows/` (placing: the three steps, the last step's transaction, reconciliation),
//! `confirmation.rs` (the email, pure), `answers.rs` (orders as answered), `model.rs`,
//! `store.rs`, `handlers.rs`.

mod answers;
mod confirmation;
pub mod flows;
mod handlers;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::create_order))
        .routes(routes!(handlers::get_order))
        .routes(routes!(handlers::customer_orders))
}
