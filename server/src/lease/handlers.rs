//! The lease calls of the customer portal: thin handlers over the servicing crate. Every call
//! reads the lease through the signed-in customer (`access::own_lease`), so another
//! customer's guid answers exactly like one that does not exist.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use servicing::ServicingError;

use super::access::{own_lease, own_lease_to_change, today};
use super::model::{
    self, AgreementResponse, BenefitsPlusRequest, BenefitsPlusResponse, BenefitsPlusResult,
    DashboardResponse, DetailsResponse, LeaseGuidQuery,
};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Query, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// A refusal of the servicing rules: the lease is not in a state that allows it.
fn refused(error: ServicingError) -> AppError {
    match error {
        ServicingError::InvalidStatus { .. } => {
            AppError::Conflict("This lease can't be changed in its current status.".to_owned())
        }
        other => AppError::Conflict(other.to_string()),
    }
}

/// The customer's leases (newest first) for the lease selector; 204 when there are none.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/lease_dashboard",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    responses((status = 200, body = DashboardResponse), (status = 204, description = "No content: the customer has no leases"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "lease")]
pub(crate) async fn lease_dashboard(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
) -> AppResult<Response> {
    shopper.ensure_registered()?;
    let records = store::leases_of_customer(&state.db.pool, shopper.customer_id()).await?;
    Ok(match model::dashboard(&records, today(&state)) {
        Some(answer) => Json(answer).into_response(),
        None => StatusCode::NO_CONTENT.into_response(),
    })
}

/// One lease: schedule, balance, next and past-due payments, payoff quote, Benefits Plus.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/lease_details",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, LeaseGuidQuery),
    responses((status = 200, body = DetailsResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease for this customer")),
    security(("bearer" = [])),
    tag = "lease")]
pub(crate) async fn lease_details(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    Query(query): Query<LeaseGuidQuery>,
) -> AppResult<Json<DetailsResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    Ok(Json(DetailsResponse::ok(model::details(
        &record,
        today(&state),
    ))))
}

/// The agreement's rental-purchase disclosures, for the customer's locale.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/get_agreement",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, LeaseGuidQuery),
    responses((status = 200, body = AgreementResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease for this customer")),
    security(("bearer" = [])),
    tag = "lease")]
pub(crate) async fn get_agreement(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<LeaseGuidQuery>,
) -> AppResult<Json<AgreementResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    Ok(Json(AgreementResponse::ok(model::agreement(
        &record,
        &context.locale,
    ))))
}

/// Enrols the lease in Benefits Plus (idempotent): upcoming payments carry its fee.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/benefits-plus/v1/organizations/{organization_id}/enroll",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = BenefitsPlusRequest,
    responses((status = 200, body = BenefitsPlusResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The lease is closed")),
    security(("bearer" = [])),
    tag = "lease")]
pub(crate) async fn enroll_benefits_plus(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    JsonBody(body): JsonBody<BenefitsPlusRequest>,
) -> AppResult<Json<BenefitsPlusResponse>> {
    change_benefits_plus(&state, &shopper, &body.c_lease_guid, true).await
}

/// Cancels Benefits Plus (idempotent): upcoming payments no longer carry its fee.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/benefits-plus/v1/organizations/{organization_id}/cancel",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = BenefitsPlusRequest,
    responses((status = 200, body = BenefitsPlusResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The lease is closed")),
    security(("bearer" = [])),
    tag = "lease")]
pub(crate) async fn cancel_benefits_plus(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    JsonBody(body): JsonBody<BenefitsPlusRequest>,
) -> AppResult<Json<BenefitsPlusResponse>> {
    change_benefits_plus(&state, &shopper, &body.c_lease_guid, false).await
}

async fn change_benefits_plus(
    state: &AppState,
    shopper: &Shopper,
    guid: &str,
    enrol: bool,
) -> AppResult<Json<BenefitsPlusResponse>> {
    let updated = store::update_with_retry(
        &state.db,
        own_lease_to_change(shopper, Some(guid))?,
        3,
        state.clock.now_ms(),
        |record, _rules| {
            let mut lease = record.lease.clone();
            let as_of = today(state);
            let change = if enrol {
                lease.enroll_benefits_plus(as_of)
            } else {
                lease.cancel_benefits_plus(as_of)
            }
            .map_err(refused)?;
            Ok((lease, change))
        },
    )
    .await?;
    let Some(store::Updated { tx, answer, .. }) = updated else {
        return Err(AppError::Conflict(
            "The lease changed while saving: try again.".to_owned(),
        ));
    };
    tx.commit().await?;
    Ok(Json(BenefitsPlusResponse::ok(BenefitsPlusResult {
        enrolled: answer.enrolled,
        fee_per_payment: answer.fee_per_payment.get(),
        payments_changed: answer.payments_changed,
    })))
}
