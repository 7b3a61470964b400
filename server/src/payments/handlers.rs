//! The payment calls of the portal (apiName `{provider}-payments`, e.g.
//! `northwind-payments`: the brand's short name is configuration): the amount options and
//! saved methods for a new payment, and the review of exactly one amount and method. Every
//! call reads the lease through the signed-in customer (another customer's lease answers like
//! an unknown one).

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;

use super::flows::submit;
use super::model::{
    page_param, AmountOption, CustomAmountOption, NewPayment as NewPaymentAnswer, NewPaymentQuery,
    NewPaymentResponse, PaymentHistory, PaymentHistoryResponse, PaymentResponse, PaymentReview,
    PaymentType, ReviewPaymentQuery, ReviewPaymentResponse, SubmitPaymentRequest,
    ViewPaymentsQuery, HISTORY_PAGE_SIZE,
};
use super::review::{fixed_amount, MethodAsked, PaymentAsked};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Query, SiteLocaleQuery};
use crate::idempotency;
use crate::identity::session::Shopper;
use crate::lease::access::{own_lease, today};
use crate::state::AppState;

/// The path's apiName, checked to be this organization's `{short name}-payments`.
pub struct PaymentsApi;

impl axum::extract::FromRequestParts<AppState> for PaymentsApi {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &AppState,
    ) -> Result<Self, AppError> {
        crate::http::provider_api::ensure(parts, state, "-payments").await?;
        Ok(PaymentsApi)
    }
}

/// What the customer can pay on the lease today, and the methods to pay with.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/new_payment",
    params(("api" = String, Path, pattern = "-payments$", description = "The brand short name and -payments, e.g. northwind-payments"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, NewPaymentQuery),
    responses((status = 200, body = NewPaymentResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease for this customer")),
    security(("bearer" = [])),
    tag = "payments")]
pub(crate) async fn new_payment(
    State(state): State<AppState>,
    _api: PaymentsApi,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<NewPaymentQuery>,
) -> AppResult<Json<NewPaymentResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    let as_of = today(&state);
    let rules = crate::lease::operations::rules(&state.db.pool, &context.organization.id).await?;
    let lease = &record.lease;
    let options = [
        PaymentType::NextPayment,
        PaymentType::PastDue,
        PaymentType::Payoff,
    ]
    .into_iter()
    .filter_map(|kind| {
        let amount = fixed_amount(lease, as_of, kind)?;
        let date = match kind {
            PaymentType::NextPayment => lease.next_due(as_of).map(|n| n.date.to_string()),
            PaymentType::Payoff => Some(as_of.to_string()),
            _ => None,
        };
        Some(AmountOption {
            kind: kind.id().to_owned(),
            amount: amount.into(),
            date,
        })
    })
    .collect();
    let custom = lease
        .custom_amount_bounds(as_of, &rules)
        .map(|bounds| CustomAmountOption {
            min: bounds.min.get(),
            max: bounds.max.get(),
        });
    let payment_methods =
        crate::payment_methods::operations::methods_of_lease(&state.db.pool, record.seq).await?;
    Ok(Json(NewPaymentResponse::ok(NewPaymentAnswer {
        options,
        custom,
        payment_methods,
    })))
}

/// The tax and total of exactly this amount with this method (what submitting would charge).
#[utoipa::path(get, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/review-payment",
    params(("api" = String, Path, pattern = "-payments$", description = "The brand short name and -payments, e.g. northwind-payments"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, ReviewPaymentQuery),
    responses((status = 200, body = ReviewPaymentResponse),
        (status = 400, body = ErrorBody, description = "A bad amount, type or method: `parameter` names it, `reason` says why"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody, description = "No such lease or method for this customer")),
    security(("bearer" = [])),
    tag = "payments")]
pub(crate) async fn review_payment(
    State(state): State<AppState>,
    _api: PaymentsApi,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<ReviewPaymentQuery>,
) -> AppResult<Json<ReviewPaymentResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    let method_guid = query
        .c_payment_method_guid
        .as_deref()
        .filter(|g| !g.is_empty());
    let found = match method_guid {
        Some(guid) => {
            crate::payment_methods::operations::charge_info(&state.db.pool, record.seq, guid)
                .await?
        }
        None => None,
    };
    let rules = crate::lease::operations::rules(&state.db.pool, &context.organization.id).await?;
    let reviewed = PaymentAsked {
        kind: query.c_payment_type.as_deref().unwrap_or_default(),
        pretax: query.c_pretax_total_amount.as_deref().unwrap_or_default(),
        method: match (method_guid, &found) {
            (None, _) => MethodAsked::Missing,
            (Some(_), None) => MethodAsked::Unknown,
            (Some(_), Some((_, method))) => MethodAsked::Known(method),
        },
        lease: &record.lease,
        lease_number: &record.lease_number,
        brand: &context.organization.brand.name,
        spanish: context.locale.starts_with("es"),
        authorization_accepted: None,
    }
    .review(today(&state), &rules)?;
    Ok(Json(ReviewPaymentResponse::ok(PaymentReview {
        kind: reviewed.kind.id().to_owned(),
        amount: reviewed.amount.into(),
        payment_method: reviewed.method.clone(),
        authorization: reviewed.authorization,
    })))
}

/// Pays the lease: the amount is checked as the review checked it, the payment recorded
/// (pending) before the gateway is called, and settled after (allocated to the lease, with a
/// receipt). Idempotent: a retry with the same key and body answers the first result and never
/// charges twice — even when the first answer was lost, the retry charges the same reference,
/// which the processor answers with the first outcome.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/submit_payment",
    params(("api" = String, Path, pattern = "-payments$", description = "The brand short name and -payments, e.g. northwind-payments"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery,
        ("Idempotency-Key" = String, Header, description = "The same key when the submit is retried")),
    request_body = SubmitPaymentRequest,
    responses((status = 200, body = PaymentResponse, description = "Settled: the receipt"),
        (status = 400, body = ErrorBody, description = "A bad amount, type or method"),
        (status = 401, body = ErrorBody), (status = 402, body = ErrorBody, description = "Declined: nothing was charged; `reason` says why"),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 503, body = ErrorBody, description = "The processor did not answer: retry with the same key")),
    security(("bearer" = [])),
    tag = "payments")]
pub(crate) async fn submit_payment(
    State(state): State<AppState>,
    _api: PaymentsApi,
    context: OrgSite,
    shopper: Shopper,
    headers: HeaderMap,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<Response> {
    let (state, context, shopper) = (&state, &context, &shopper);
    let run = |request: SubmitPaymentRequest, key: String| async move {
        submit::pay(state, context, shopper, &key, &request).await
    };
    idempotency::run(
        state,
        shopper,
        &headers,
        "payments/submit_payment",
        body,
        run,
    )
    .await
}

/// The lease's payments, newest first, ten a page, each with its status and receipt.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/view_payments",
    params(("api" = String, Path, pattern = "-payments$", description = "The brand short name and -payments, e.g. northwind-payments"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, ViewPaymentsQuery),
    responses((status = 200, body = PaymentHistoryResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease for this customer")),
    security(("bearer" = [])),
    tag = "payments")]
pub(crate) async fn view_payments(
    State(state): State<AppState>,
    _api: PaymentsApi,
    _context: OrgSite,
    shopper: Shopper,
    Query(query): Query<ViewPaymentsQuery>,
) -> AppResult<Json<PaymentHistoryResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    let page =
        page_param(query.c_page.as_deref()).map_err(|m| AppError::bad_parameter("c_page", m))?;
    let (rows, total) = store::history(
        &state.db.pool,
        record.seq,
        (page - 1) * HISTORY_PAGE_SIZE,
        HISTORY_PAGE_SIZE,
    )
    .await?;
    Ok(Json(PaymentHistoryResponse::ok(PaymentHistory {
        payments: rows.into_iter().map(Into::into).collect(),
        page,
        page_size: HISTORY_PAGE_SIZE,
        pages: (total + HISTORY_PAGE_SIZE - 1) / HISTORY_PAGE_SIZE,
        total,
    })))
}
