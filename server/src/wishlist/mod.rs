//! Wish lists: a registered customer's product lists (SCAPI `customer/shopper-customers/v1`
//! product-lists): one `wish_list` a customer, made when missing; its items, one a product,
//! quantity 1 and priority 1 unless asked otherwise, never public unless asked.

mod handlers;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(
            handlers::get_product_lists,
            handlers::create_product_list
        ))
        .routes(routes!(handlers::get_product_list))
        .routes(routes!(handlers::add_product_list_item))
        .routes(routes!(handlers::delete_product_list_item))
}
