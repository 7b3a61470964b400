//! The catch-up plan calls of the portal (apiName `{provider}-catcup`, spelled so by the
//! provider's API, e.g. `northwind-catcup`): today's plans for a past-due lease, and
//! submitting one (idempotent), which moves the past-due amounts onto the plan's payments and
//! makes the lease Active while the plan is kept.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::Json;
use servicing::ServicingError;

use super::model::{
    parse_plan_id, ActivePlan, CatchUpPlans, CatchUpPlansResponse, CatchUpQuery, PlanView,
    SubmitPlanRequest, SubmitPlanResponse, SubmittedPlan,
};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, Query, SiteLocaleQuery};
use crate::idempotency;
use crate::identity::session::Shopper;
use crate::lease::access::{own_lease, own_lease_to_change, today};
use crate::lease::model::status_name;
use crate::lease::operations::Updated;
use crate::state::AppState;

/// The path's apiName, checked to be this organization's `{short name}-catcup`.
pub struct CatchUpApi;

impl axum::extract::FromRequestParts<AppState> for CatchUpApi {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &AppState,
    ) -> Result<Self, AppError> {
        crate::http::provider_api::ensure(parts, state, "-catcup").await?;
        Ok(CatchUpApi)
    }
}

/// Today's catch-up plans for the lease (2, 3 or 4 payments by default), and the plan being
/// kept, if any.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/fetch_catch_up_plans",
    params(("api" = String, Path, pattern = "-catcup$", description = "The brand short name and -catcup, e.g. northwind-catcup"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery, CatchUpQuery),
    responses((status = 200, body = CatchUpPlansResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody, description = "No such lease for this customer")),
    security(("bearer" = [])),
    tag = "catchup")]
pub(crate) async fn fetch_catch_up_plans(
    State(state): State<AppState>,
    _api: CatchUpApi,
    context: OrgSite,
    shopper: Shopper,
    Query(query): Query<CatchUpQuery>,
) -> AppResult<Json<CatchUpPlansResponse>> {
    let record = own_lease(&state, &shopper, query.c_lease_guid.as_deref()).await?;
    let rules = crate::lease::operations::rules(&state.db.pool, &context.organization.id).await?;
    let plans = record
        .lease
        .catch_up_options(today(&state), &rules)
        .iter()
        .map(PlanView::from)
        .collect();
    Ok(Json(CatchUpPlansResponse::ok(CatchUpPlans {
        plans,
        active_plan: record.lease.active_catch_up_plan().map(ActivePlan::from),
    })))
}

/// Submits one of today's plans (idempotent).
#[utoipa::path(post, path = "/mobify/proxy/api/custom/{api}/v1/organizations/{organization_id}/submit_catch_up_plan",
    params(("api" = String, Path, pattern = "-catcup$", description = "The brand short name and -catcup, e.g. northwind-catcup"),
        ("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery,
        ("Idempotency-Key" = String, Header, description = "The same key when the submit is retried")),
    request_body = SubmitPlanRequest,
    responses((status = 200, body = SubmitPlanResponse), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody, description = "The plan is no longer offered (another day, nothing past due, a plan already kept)"),
        (status = 422, body = ErrorBody)),
    security(("bearer" = [])),
    tag = "catchup")]
pub(crate) async fn submit_catch_up_plan(
    State(state): State<AppState>,
    _api: CatchUpApi,
    _context: OrgSite,
    shopper: Shopper,
    headers: HeaderMap,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<Response> {
    let (state, shopper) = (&state, &shopper);
    let run = |request: SubmitPlanRequest, _key: String| async move {
        let (day, installments) = parse_plan_id(&request.c_plan_id).ok_or_else(|| {
            AppError::bad_parameter("c_plan_id", "c_plan_id is the id of one of today's plans.")
                .with_reason("invalid")
        })?;
        let not_offered = || {
            AppError::Conflict(
                "This plan is no longer offered. Choose one of today's plans.".to_owned(),
            )
            .with_reason("plan_not_offered")
        };
        let updated = crate::lease::operations::update_with_retry(
            &state.db,
            own_lease_to_change(shopper, Some(&request.c_lease_guid))?,
            3,
            state.clock.now_ms(),
            |record, rules| {
                let as_of = today(state);
                if day != as_of {
                    return Err(not_offered());
                }
                let mut lease = record.lease.clone();
                let plan =
                    lease
                        .apply_catch_up(as_of, rules, installments)
                        .map_err(|e| match e {
                            ServicingError::InvalidStatus { .. } => AppError::Conflict(
                                "This lease can't be changed in its current status.".to_owned(),
                            )
                            .with_reason("lease_closed"),
                            _ => not_offered(),
                        })?;
                let lease_status = status_name(lease.status_as_of(as_of)).to_owned();
                Ok((lease, (plan, lease_status)))
            },
        )
        .await?;
        let Some(Updated { tx, answer, .. }) = updated else {
            return Err(AppError::Conflict(
                "The lease changed while saving: try again.".to_owned(),
            ));
        };
        tx.commit().await?;
        let (plan, lease_status) = answer;
        Ok(Json(SubmitPlanResponse::ok(SubmittedPlan {
            plan: ActivePlan::from(&plan),
            lease_status,
        }))
        .into_response())
    };
    idempotency::run(
        state,
        shopper,
        &headers,
        "catchup/submit_catch_up_plan",
        body,
        run,
    )
    .await
}
