//! Order calls: place the basket, read an order, a customer's orders. An order is its
//! customer's: another customer's order number answers like an unknown one.

use axum::extract::State;
use axum::Json;

use super::answers::{answer, answers};
use super::flows::place::place;
use super::model::{CreateOrderInput, CustomerOrderResult, Order, OrdersQuery};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Path, Query, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// Places the basket as an order paid by a Northwind lease: the basket must be eligible, ship to
/// an address by a method, carry the card for the initial payment and the customer's signature
/// of its current agreement. The initial payment is charged, then the order, its lease and the
/// settled payment are made together and the basket removed. One order a basket: a retried or
/// double-clicked submit answers the same order and never charges twice. A declined initial
/// payment makes no order (402) and leaves the basket as it was.
#[utoipa::path(post, path = "/mobify/proxy/api/checkout/shopper-orders/v1/organizations/{organization_id}/orders",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = CreateOrderInput,
    responses((status = 200, body = Order), (status = 401, body = ErrorBody),
        (status = 402, body = ErrorBody, description = "The initial payment was declined: nothing was charged, no order"),
        (status = 403, body = ErrorBody, description = "A guest: sign in to pay with a lease"),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "Not ready: `reason` says what is missing (eligibility, address, method, card, signature, stock)"),
        (status = 503, body = ErrorBody, description = "The payment processor did not answer: submit again")),
    security(("bearer" = [])),
    tag = "orders")]
pub async fn create_order(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    JsonBody(input): JsonBody<CreateOrderInput>,
) -> AppResult<Json<serde_json::Value>> {
    Ok(Json(
        place(&state, &context, &shopper, &input.basket_id).await?,
    ))
}

/// The shopper's order.
#[utoipa::path(get, path = "/mobify/proxy/api/checkout/shopper-orders/v1/organizations/{organization_id}/orders/{order_no}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("order_no" = String, Path, description = "Order number"), SiteLocaleQuery),
    responses((status = 200, body = Order), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "orders")]
pub async fn get_order(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<serde_json::Value>> {
    let row = store::by_number(&state.db.pool, &path.1, shopper.customer_id())
        .await?
        .filter(|row| row.status == "created")
        .ok_or_else(|| AppError::not_found("No order with that number."))?;
    Ok(Json(answer(&state, &row).await?))
}

/// The customer's orders on the site, newest first, a page at a time (10 by default, 50 at most).
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/orders",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery, OrdersQuery),
    responses((status = 200, body = CustomerOrderResult), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "orders")]
pub async fn customer_orders(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Path(path): Path<(String, String)>,
    Query(query): Query<OrdersQuery>,
) -> AppResult<Json<CustomerOrderResult>> {
    shopper.ensure_is(&path.1)?;
    let offset = query.offset.unwrap_or(0);
    let limit = query.limit.unwrap_or(10);
    if offset < 0 {
        return Err(AppError::bad_parameter(
            "offset",
            "The offset is 0 or more.",
        ));
    }
    if !(1..=50).contains(&limit) {
        return Err(AppError::bad_parameter(
            "limit",
            "The limit is from 1 to 50.",
        ));
    }
    let (rows, total) =
        store::of_customer(&state.db.pool, &path.1, &context.site.id, offset, limit).await?;
    Ok(Json(CustomerOrderResult {
        data: answers(&state, &rows).await?,
        limit,
        offset,
        total,
    }))
}
