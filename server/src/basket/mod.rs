//! Shopper baskets (SCAPI `checkout/shopper-baskets/v1`, and a customer's baskets from
//! `customer/shopper-customers/v1`): one basket a shopper and site, its lines priced from the
//! catalog when read, quantities the product takes (minimum, steps, stock), and a guest's
//! basket merged into the customer's after sign-in (the same session's usid finds it). It keeps
//! the checkout's parts (the shipment's address and method, the state's sales tax, the tender:
//! a Northwind lease whose initial payment is charged to a card the gateway tokenizes), which
//! the checkout's calls change through `change_checkout`.

pub mod access;
mod flows;
mod handlers;
pub mod kept;
pub mod model;
pub mod operations;
pub mod shipping;
mod store;
mod views;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::create_basket))
        .routes(routes!(
            handlers::get_basket,
            handlers::delete_basket,
            handlers::update_basket
        ))
        .routes(routes!(handlers::update_basket_customer))
        .routes(routes!(handlers::add_basket_items))
        .routes(routes!(
            handlers::update_basket_item,
            handlers::remove_basket_item
        ))
        .routes(routes!(handlers::customer_baskets))
        .routes(routes!(handlers::merge_basket))
}
