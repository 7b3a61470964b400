//! The lease application calls: apply, and read back a current approval.

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use utoipa::IntoParams;

use super::approval::approval_rules;
use super::decision::{decide, Applicant, Decision};
use super::estimate::estimate;
use super::estimate::model::{read, EstimateError, EstimateQuery, LeaseEstimate};
use super::model::{
    check, identity_key, ApplicationRequest, ApplicationResponse, STOREFRONT_MERCHANT,
};
use super::store;
use crate::clock::rfc3339;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::geo::model::US;
use crate::http::{JsonBody, OrgSite, Query};
use crate::identity::session::Shopper;
use crate::payment_gateway::{CheckedBank, GatewayError, Instrument};
use crate::state::AppState;

const DAY_MS: i64 = 86_400_000;

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
    let answer = decide_and_keep(&state, &context, &shopper, &application, now, today).await;
    claim.finish(&state.db, answer).await
}

async fn decide_and_keep(
    state: &AppState,
    context: &OrgSite,
    shopper: &Shopper,
    application: &super::model::CheckedApplication,
    now: i64,
    today: time::Date,
) -> AppResult<Response> {
    let rules = approval_rules(state, &context.site.id).await?;
    let organization_id = &context.organization.id;
    let identity = identity_key(application);
    let mut tx = state.db.begin_write().await?;
    let first_in_cooldown = store::claim_cooldown(
        &mut *tx,
        organization_id,
        &identity,
        now,
        now + rules.cooldown_days * DAY_MS,
    )
    .await?;
    let decision = decide(
        &Applicant {
            date_of_birth: application.date_of_birth,
            state: application.state.clone(),
            monthly_income_cents: application.monthly_income_cents,
            applied_recently: !first_in_cooldown,
        },
        &rules,
        today,
    );
    let lease_number = store::reserve_lease_number(&mut *tx, organization_id).await?;
    tx.commit().await?;

    // Only an approval needs the account: the gateway's token charges the initial payment later.
    let bank_token = match decision {
        Decision::Approved { .. } => {
            let bank = CheckedBank {
                routing_number: application.routing_number.clone(),
                account_number: application.account_number.clone(),
                account_type: "checking",
                holder_name: format!("{} {}", application.first_name, application.last_name),
            };
            state.gateway.tokenize(Instrument::Bank(&bank)).await.map_err(|error| match error {
                GatewayError::Declined(code) => AppError::bad_parameter(
                    "bank.accountNumber",
                    format!("The bank refused this account ({code}). Check the numbers, or use another account."),
                ),
                GatewayError::Unavailable => AppError::Unavailable,
            })?
        }
        Decision::Denied(_) => String::new(),
    };
    let (status, amount, reason, expires_at_ms) = match decision {
        Decision::Approved { amount_cents } => (
            "Approved",
            amount_cents,
            None,
            now + rules.approval_days * DAY_MS,
        ),
        Decision::Denied(reason) => ("Denied", 0, Some(reason.as_str()), now),
    };
    let id = uuid::Uuid::new_v4().to_string();
    let account = &application.account_number;
    store::insert_application(
        &state.db.pool,
        &store::NewApplication {
            id: &id,
            organization_id,
            site_id: &context.site.id,
            customer_id: shopper.customer_id(),
            merchant_id: &application.merchant_id,
            lease_number: &lease_number,
            status,
            denial_reason: reason,
            approval_amount_cents: amount,
            identity_key: &identity,
            application,
            bank_last4: &account[account.len().saturating_sub(4)..],
            bank_token: &bank_token,
            created_at_ms: now,
            expires_at_ms,
        },
    )
    .await?;
    Ok((
        StatusCode::OK,
        Json(ApplicationResponse {
            application_id: id,
            lease_number,
            app_status: status.to_owned(),
            approval_amount: amount,
            expires_at: (status == "Approved")
                .then(|| rfc3339(expires_at_ms))
                .flatten(),
            merchant_id: application.merchant_id.clone(),
            denial_reason: reason.map(str::to_owned),
        }),
    )
        .into_response())
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
