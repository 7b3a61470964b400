//! Thin handlers: the signed-in customer's account deletion request, read and made. A
//! registered customer's own only: a guest token is a 403, none a 401. Like the other custom
//! calls, the `correlation-id` header the web app sends is not needed: the customer is the
//! token's.

use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::flows::request;
use super::model::{check_confirmation, AccountDeletionRequest, AccountDeletionStatus};
use super::store::{self, StoredRequest};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{JsonBody, OrgSite, SiteLocaleQuery};
use crate::identity::session::Shopper;
use crate::state::AppState;

fn registered(shopper: &Shopper) -> AppResult<()> {
    if shopper.is_registered() {
        Ok(())
    } else {
        Err(AppError::Forbidden(
            "Sign in to delete your account.".to_owned(),
        ))
    }
}

fn status_of(request: StoredRequest) -> AccountDeletionStatus {
    AccountDeletionStatus::requested(request.reference, request.requested_at_ms)
}

/// Whether the signed-in customer asked to delete their online account: the reference and when.
#[utoipa::path(get, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/account_deletion",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    responses((status = 200, body = AccountDeletionStatus), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "A guest token: only a registered customer has an account to delete")),
    security(("bearer" = [])),
    tag = "account-deletion")]
pub async fn get_account_deletion(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
) -> AppResult<Json<AccountDeletionStatus>> {
    registered(&shopper)?;
    Ok(Json(
        store::request_of(&state.db.pool, shopper.customer_id())
            .await?
            .map_or_else(AccountDeletionStatus::none, status_of),
    ))
}

/// Asks to delete the signed-in customer's online account (`{"confirm": true}`). The first
/// request is recorded and acknowledged by email, in the request's language, in one
/// transaction (201); a repeat answers the same reference and sends nothing (200).
#[utoipa::path(post, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/account_deletion",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = AccountDeletionRequest,
    responses((status = 201, body = AccountDeletionStatus, description = "Recorded; the acknowledgment is on its way"),
        (status = 200, body = AccountDeletionStatus, description = "Already requested: the same reference"),
        (status = 400, body = ErrorBody, description = "The body is not {\"confirm\": true} (parameter names the field)"),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "A guest token")),
    security(("bearer" = [])),
    tag = "account-deletion")]
pub async fn request_account_deletion(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
    JsonBody(body): JsonBody<serde_json::Value>,
) -> AppResult<(StatusCode, Json<AccountDeletionStatus>)> {
    registered(&shopper)?;
    check_confirmation(&body)?;
    let (request, recorded) = request::record(&state, &context, &shopper).await?;
    let status = if recorded {
        StatusCode::CREATED
    } else {
        StatusCode::OK
    };
    Ok((status, Json(status_of(request))))
}
