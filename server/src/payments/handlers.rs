//! The payment calls of the portal (portal spec §7, apiName `{provider}-payments`, e.g.
//! `northwind-payments`: the brand's short name is configuration): the amount options and
//! saved methods for a new payment, and the review of exactly one amount and method. Every
//! call reads the lease through the signed-in customer (another customer's lease answers like
//! an unknown one).

use std::collections::HashMap;

use axum::extract::{Path, Query, State};
use axum::Json;

use super::model::{
    fixed_amount, parse_amount, review_amount, AmountOption, BadAmount, CustomAmountOption,
    NewPayment, NewPaymentQuery, NewPaymentResponse, PaymentReview, PaymentType,
    ReviewPaymentQuery, ReviewPaymentResponse,
};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{OrgSite, Shopper};
use crate::identity::model::SiteLocaleQuery;
use crate::lease::handlers::{own_lease, today};
use crate::state::AppState;

/// The path's apiName, checked to be this organization's `{short name}-payments` (404 else).
pub struct PaymentsApi;

impl axum::extract::FromRequestParts<AppState> for PaymentsApi {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &AppState,
    ) -> Result<Self, AppError> {
        let Path(params) = Path::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_err(|_| AppError::not_found("Not found."))?;
        let organization = params
            .get("organization_id")
            .and_then(|id| state.sites.organization(id).ok());
        let expected = organization.map(|o| format!("{}-payments", o.brand.short_name));
        match (params.get("api"), expected) {
            (Some(api), Some(expected)) if *api == expected => Ok(PaymentsApi),
            _ => Err(AppError::not_found("Not found.")),
        }
    }
}

fn bad_amount(error: BadAmount) -> AppError {
    AppError::bad_parameter("c_pretax_total_amount", error.message).with_reason(error.reason)
}

/// What the customer can pay on the lease today, and the methods to pay with.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/new_payment",
    params(("api" = String, Path, description = "The brand short name and -payments, e.g. northwind-payments"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, NewPaymentQuery),
    responses((status = 200, body = NewPaymentResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease for this customer")),
    tag = "payments")]
pub async fn new_payment(
    State(state): State<AppState>,
    _api: PaymentsApi,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<NewPaymentQuery>,
) -> AppResult<Json<NewPaymentResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    let as_of = today(&state);
    let rules = crate::lease::store::rules(&state.db.pool, &context.organization.id).await?;
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
        crate::payment_methods::store::methods_of_lease(&state.db.pool, record.seq).await?;
    Ok(Json(NewPaymentResponse {
        status_code: 200,
        message: "OK".to_owned(),
        standardized: NewPayment {
            options,
            custom,
            payment_methods,
        },
    }))
}

/// The tax and total of exactly this amount with this method (what submitting would charge).
#[utoipa::path(get, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/review-payment",
    params(("api" = String, Path, description = "The brand short name and -payments, e.g. northwind-payments"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, ReviewPaymentQuery),
    responses((status = 200, body = ReviewPaymentResponse),
        (status = 400, body = ErrorBody, description = "A bad amount, type or method: `parameter` names it, `reason` says why"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody, description = "No such lease or method for this customer")),
    tag = "payments")]
pub async fn review_payment(
    State(state): State<AppState>,
    _api: PaymentsApi,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<ReviewPaymentQuery>,
) -> AppResult<Json<ReviewPaymentResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    let kind = query
        .c_payment_type
        .as_deref()
        .and_then(PaymentType::parse)
        .ok_or_else(|| {
            AppError::bad_parameter(
                "c_payment_type",
                "c_payment_type is next_payment, past_due, payoff or custom.",
            )
            .with_reason("invalid")
        })?;
    let pretax = parse_amount(query.c_pretax_total_amount.as_deref().unwrap_or_default())
        .map_err(bad_amount)?;
    let method_guid = query
        .c_payment_method_guid
        .as_deref()
        .filter(|g| !g.is_empty())
        .ok_or_else(|| AppError::missing_parameter("c_payment_method_guid"))?;
    let rules = crate::lease::store::rules(&state.db.pool, &context.organization.id).await?;
    let amount =
        review_amount(&record.lease, today(&state), &rules, kind, pretax).map_err(bad_amount)?;
    let payment_method =
        crate::payment_methods::store::methods_of_lease(&state.db.pool, record.seq)
            .await?
            .into_iter()
            .find(|m| m.guid == method_guid)
            .ok_or_else(|| AppError::not_found("Payment method not found."))?;
    Ok(Json(ReviewPaymentResponse {
        status_code: 200,
        message: "OK".to_owned(),
        standardized: PaymentReview {
            kind: kind.id().to_owned(),
            amount: amount.into(),
            payment_method,
        },
    }))
}
