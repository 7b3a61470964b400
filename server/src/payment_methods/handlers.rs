//! The payment-method calls of the portal (apiName `payment-methods`): list,
//! add (card or bank account, tokenized by the gateway), remove, make default, autopay on or
//! off. Every call reads the lease through the signed-in customer (another customer's lease
//! answers like an unknown one) and every submit is idempotent (`Idempotency-Key`).

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;

use super::flows::change::{self, answer};
use super::model::{
    AddPaymentMethodRequest, AutopayRequest, LeaseGuidQuery, PaymentMethodRequest,
    PaymentMethodsResponse,
};
use crate::error::{AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Query, SiteLocaleQuery};
use crate::idempotency;
use crate::identity::session::Shopper;
use crate::lease::access::own_lease;
use crate::state::AppState;

/// The lease's saved methods, masked to the last 4, and whether autopay is on.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/fetch_all",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, LeaseGuidQuery),
    responses((status = 200, body = PaymentMethodsResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease for this customer")),
    security(("bearer" = [])),
    tag = "payment-methods")]
pub(crate) async fn fetch_all(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Query(query): Query<LeaseGuidQuery>,
) -> AppResult<Json<PaymentMethodsResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    Ok(Json(answer(&state, record.seq).await?))
}

/// Adds a card or a bank account to the lease (tokenized by the gateway; the number and the
/// security code are never stored). The first method is the default.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/add",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery,
        ("Idempotency-Key" = String, Header, description = "The same key when the submit is retried")),
    request_body = AddPaymentMethodRequest,
    responses((status = 200, body = PaymentMethodsResponse), (status = 400, body = ErrorBody, description = "A field failed its rule (parameter and reason name it)"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody, description = "The Idempotency-Key was used for another request"),
        (status = 503, body = ErrorBody, description = "The payment processor did not answer")),
    security(("bearer" = [])),
    tag = "payment-methods")]
pub(crate) async fn add(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    headers: HeaderMap,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<Response> {
    let (state, shopper, context) = (&state, &shopper, &context);
    let run = |request: AddPaymentMethodRequest, key: String| async move {
        change::add(state, context, shopper, request, key).await
    };
    idempotency::run(state, shopper, &headers, "payment-methods/add", body, run).await
}

/// Removes a method from the lease. Removing the default makes the newest other method the
/// default, with autopay off (the customer turns it on again knowingly).
#[utoipa::path(post, path = "/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/remove",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery,
        ("Idempotency-Key" = String, Header, description = "The same key when the submit is retried")),
    request_body = PaymentMethodRequest,
    responses((status = 200, body = PaymentMethodsResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease or method for this customer"), (status = 422, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "payment-methods")]
pub(crate) async fn remove(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    headers: HeaderMap,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<Response> {
    let (state, shopper) = (&state, &shopper);
    let run = |request: PaymentMethodRequest, _key: String| async move {
        change::remove(state, shopper, request).await
    };
    idempotency::run(
        state,
        shopper,
        &headers,
        "payment-methods/remove",
        body,
        run,
    )
    .await
}

/// Makes a method the lease's default (autopay, when on, moves with it).
#[utoipa::path(post, path = "/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/set_default",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery,
        ("Idempotency-Key" = String, Header, description = "The same key when the submit is retried")),
    request_body = PaymentMethodRequest,
    responses((status = 200, body = PaymentMethodsResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease or method for this customer"), (status = 422, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "payment-methods")]
pub(crate) async fn set_default(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    headers: HeaderMap,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<Response> {
    let (state, shopper) = (&state, &shopper);
    let run = |request: PaymentMethodRequest, _key: String| async move {
        change::set_default(state, shopper, request).await
    };
    idempotency::run(
        state,
        shopper,
        &headers,
        "payment-methods/set_default",
        body,
        run,
    )
    .await
}

/// Autopay on or off: due payments are charged to the default method on their due date.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/payment-methods/v1/organizations/{organization_id}/autopay",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery,
        ("Idempotency-Key" = String, Header, description = "The same key when the submit is retried")),
    request_body = AutopayRequest,
    responses((status = 200, body = PaymentMethodsResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "No payment method to charge, or the lease is closed"),
        (status = 422, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "payment-methods")]
pub(crate) async fn autopay(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    headers: HeaderMap,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<Response> {
    let (state, shopper) = (&state, &shopper);
    let run = |request: AutopayRequest, _key: String| async move {
        change::set_autopay(state, shopper, request).await
    };
    idempotency::run(
        state,
        shopper,
        &headers,
        "payment-methods/autopay",
        body,
        run,
    )
    .await
}
