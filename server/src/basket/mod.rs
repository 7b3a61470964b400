//! Shopper baskets (SCAPI `checkout/shopper-baskets/v1`, and a customer's baskets from
//! `customer/shopper-customers/v1`): one basket a shopper and site, its lines priced from the
//! catalog when read, quantities the product takes (minimum, steps, stock), and a guest's
//! basket merged into the customer's after sign-in (the same session's usid finds it). Its
//! checkout parts: the shipment (address, method), the state's sales tax, and the tender (a
//! Northwind lease whose initial payment is charged to a card the gateway tokenizes).

pub mod access;
pub mod handlers;
pub mod kept;
pub mod model;
mod service;
pub mod shipping;
mod shipping_handlers;
pub mod store;

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
        .routes(routes!(shipping_handlers::update_shipping_address))
        .routes(routes!(shipping_handlers::shipping_methods_for_shipment))
        .routes(routes!(shipping_handlers::update_shipping_method))
        .routes(routes!(shipping_handlers::add_payment_instrument))
        .routes(routes!(shipping_handlers::remove_payment_instrument))
}
