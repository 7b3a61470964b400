//! The lease application calls: apply, and read back a current approval.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

use super::approval::approval_rules;
use super::estimate::estimate;
use super::estimate::model::{read, EstimateError, EstimateQuery, LeaseEstimate};
use super::flows::apply;
use super::model::{check, ApplicationRequest, ApplicationResponse, STOREFRONT_MERCHANT};
use super::store;
use crate::clock::rfc3339;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::geo::model::US;
use crate::http::{JsonBody, OrgSite, Query};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// Applies for a lease with a merchant (a retailer that takes applications on the web, or the
/// storefront's own checkout): approved up to the cap from the income, or denied for an
/// excluded state, an applicant under 18, an application within the cool-down, or too little
/// income. The decision is kept with a lease number reserved for the lease it becomes; only the
/// last 4 of the social security number and of the bank account are kept. Takes an
/// `Idempotency-Key`: a retry gets the first decision again.
#[utoipa::path(
    post,
    path = "/mobify/proxy/api/custom/preapproval/v1/organizations/{organization_id}/applications",
    operation_id = "apply_for_lease",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("siteId" = String, Query, description = "The site id (or alias)"),
        ("Idempotency-Key" = String, Header, description = "The same key when the submit is retried")),
    request_body = ApplicationRequest,
    responses(
        (status = 200, description = "The decision", body = ApplicationResponse),
        (status = 400, description = "A field failed its check (named in `parameter`)", body = ErrorBody),
        (status = 401, description = "No valid shopper token", body = ErrorBody),
        (status = 404, description = "Unknown organization, site or merchant", body = ErrorBody),
        (status = 409, description = "A request with this key is still running", body = ErrorBody),
        (status = 415, description = "The body is not application/json", body = ErrorBody),
        (status = 422, description = "The key was used for another application", body = ErrorBody),
        (status = 503, description = "The bank account could not be checked now", body = ErrorBody),
    ),
    security(("bearer" = [])),
    tag = "preapproval"
)]
pub async fn apply_for_lease(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    headers: HeaderMap,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<Response> {
    let key = crate::idempotency::key(&headers)?;
    let request: ApplicationRequest = serde_json::from_value(body.clone()).map_err(|e| {
        AppError::bad_parameter("body", format!("The application is not valid: {e}."))
    })?;
    let today = crate::lease::access::today(&state);
    let application = check(&request, today, |zip| {
        US.by_code(zip).map(|p| p.administrative_area)
    })?;
    let organization = &context.organization;
    let merchant = &application.merchant_id;
    if merchant != STOREFRONT_MERCHANT
        && !crate::marketplace::merchants::takes_web_applications(
            &state.db.pool,
            &organization.id,
            &organization.brand.short_name,
            merchant,
        )
        .await?
    {
        return Err(AppError::not_found(format!(
            "No merchant takes applications as '{merchant}'."
        )));
    }
    let now = state.clock.now_ms();
    let claimed = crate::idempotency::claim(
        &state.db,
        shopper.customer_id(),
        &key,
        "preapproval/apply",
        &masked(&body),
        now,
    )
    .await?;
    let claim = match claimed {
        crate::idempotency::Claimed::Replay(response) => return Ok(response),
        crate::idempotency::Claimed::Run(claim) => claim,
    };
    let answer = apply::decide_and_keep(&state, &context, &shopper, &application, now, today).await;
    claim.finish(&state.db, answer).await
}

/// The application as kept for the idempotency check: the identity and account numbers cut to
/// their last 4.
fn masked(body: &serde_json::Value) -> serde_json::Value {
    let mut body = body.clone();
    if let Some(bank) = body.get_mut("bank").and_then(|b| b.as_object_mut()) {
        for field in ["routingNumber", "accountNumber"] {
            if let Some(serde_json::Value::String(number)) = bank.get_mut(field) {
                let tail: String = number
                    .chars()
                    .rev()
                    .take(4)
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                *number = format!("…{tail}:{}", number.len());
            }
        }
    }
    body
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CurrentQuery {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    #[allow(dead_code)] // `OrgSite` reads it; the field states it in the API document
    pub site_id: Option<String>,
    /// The merchant whose approval is asked for.
    #[serde(rename = "merchantId")]
    #[param(required = true)]
    pub merchant_id: Option<String>,
}

/// The shopper's approval for a merchant that has not lapsed: what a returning shopper is shown.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom/preapproval/v1/organizations/{organization_id}/applications/current",
    operation_id = "get_current_approval",
    params(("organization_id" = String, Path, description = "Organization id"), CurrentQuery),
    responses(
        (status = 200, description = "The approval", body = ApplicationResponse),
        (status = 400, description = "No merchantId", body = ErrorBody),
        (status = 401, description = "No valid shopper token", body = ErrorBody),
        (status = 404, description = "No current approval, or an unknown organization or site", body = ErrorBody),
    ),
    security(("bearer" = [])),
    tag = "preapproval"
)]
pub async fn get_current_approval(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<CurrentQuery>,
) -> AppResult<Json<ApplicationResponse>> {
    let merchant = query
        .merchant_id
        .as_deref()
        .filter(|m| !m.is_empty())
        .ok_or_else(|| AppError::missing_parameter("merchantId"))?;
    let (mut approval, expires_at_ms) = store::current_approval(
        &state.db.pool,
        &context.organization.id,
        shopper.customer_id(),
        merchant,
        state.clock.now_ms(),
    )
    .await?
    .ok_or_else(|| AppError::not_found("No current approval."))?;
    approval.expires_at = rfc3339(expires_at_ms);
    Ok(Json(approval))
}

/// Estimates a lease: from a cash price (cents), a pay frequency and, when known, the shopper's
/// state, the initial payment, the amount and number of the regular payments, the total cost to
/// own and the 90-day early purchase option of the lease the shopper would sign today, by the
/// organization's servicing rules. With a state the payments include its sales tax; without one
/// they are before tax (`taxIncluded: false`). Public: no shopper token needed.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom/preapproval/v1/organizations/{organization_id}/estimate",
    operation_id = "get_lease_estimate",
    params(("organization_id" = String, Path, description = "Organization id"), EstimateQuery),
    responses(
        (status = 200, description = "The estimate", body = LeaseEstimate),
        (status = 400, description = "A bad cash price, pay frequency or state (named in `parameter`, with a `reason`)", body = ErrorBody),
        (status = 404, description = "Unknown organization or site", body = ErrorBody),
    ),
    tag = "preapproval"
)]
pub async fn get_lease_estimate(
    State(state): State<AppState>,
    context: OrgSite,
    Query(query): Query<EstimateQuery>,
) -> AppResult<Json<LeaseEstimate>> {
    let input = read(&query).map_err(EstimateError::from)?;
    let approval = approval_rules(&state, &context.site.id).await?;
    let rules = crate::lease::operations::rules(&state.db.pool, &context.organization.id).await?;
    let today = crate::lease::access::today(&state);
    Ok(Json(estimate(&rules, &approval, &input, today)?))
}
