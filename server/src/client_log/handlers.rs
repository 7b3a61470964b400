//! Writes the client's log line to the server log.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};

use super::model::{LogEntry, MAX_MESSAGE_CHARS};
use super::violation::read_report;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::redact::escape_control;
use crate::http::SiteLocaleQuery;
use crate::http::{ClientAddress, JsonBody, OrgSite};
use crate::identity::session::Shopper;
use crate::state::AppState;

/// Writes the client's log line to the server log, with the customer and correlation ids.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/custom-logger/v1/organizations/{organization_id}/logPOST",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = LogEntry,
    responses((status = 204, description = "Logged"), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody)), security(("bearer" = [])), tag = "logging")]
pub async fn log_post(
    State(state): State<AppState>,
    _context: OrgSite,
    headers: HeaderMap,
    shopper: Shopper,
    JsonBody(entry): JsonBody<LogEntry>,
) -> AppResult<StatusCode> {
    if entry.message.trim().is_empty() {
        return Err(AppError::bad_parameter(
            "message",
            "The log message is empty.",
        ));
    }
    // Bad input is refused before it counts against the limit.
    if !matches!(entry.level.as_str(), "error" | "warn" | "info" | "debug") {
        return Err(AppError::bad_parameter(
            "level",
            "The level must be one of error, warn, info, debug.",
        ));
    }
    if !state
        .client_log_limiter
        .allow(shopper.customer_id(), state.clock.now_ms())
    {
        return Err(AppError::TooManyRequests {
            message: "Too many log messages; try again in a minute.".to_owned(),
            retry_after_seconds: 60,
        });
    }
    let clipped: String = entry.message.chars().take(MAX_MESSAGE_CHARS).collect();
    let message = escape_control(&clipped);
    let correlation_id = escape_control(
        headers
            .get("correlation-id")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("-"),
    );
    let customer_id = shopper.customer_id();
    match entry.level.as_str() {
        "error" => tracing::error!(target: "client", customer_id, correlation_id, "{message}"),
        "warn" => tracing::warn!(target: "client", customer_id, correlation_id, "{message}"),
        "info" => tracing::info!(target: "client", customer_id, correlation_id, "{message}"),
        _ => tracing::debug!(target: "client", customer_id, correlation_id, "{message}"),
    }
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /csp-report`: a browser's report that our Content-Security-Policy blocked something
/// (the policy names this address). Each violation is logged as a warning with what it broke
/// and where, never a query string. At most a few reports a minute per client address count;
/// the rest, and bodies over 16 kB (413, before they are read), are dropped.
pub async fn csp_report(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    body: Bytes,
) -> AppResult<StatusCode> {
    let Some(violations) = read_report(&body) else {
        return Err(AppError::BadRequest {
            parameter: None,
            message: "The body is not a Content-Security-Policy report.".to_owned(),
        });
    };
    if !state
        .csp_report_limiter
        .allow(&address, state.clock.now_ms())
    {
        return Err(AppError::TooManyRequests {
            message: "Too many reports; try again in a minute.".to_owned(),
            retry_after_seconds: 60,
        });
    }
    for violation in violations {
        tracing::warn!(
            target: "csp",
            directive = %violation.directive,
            blocked = %violation.blocked,
            document = %violation.document,
            disposition = %violation.disposition,
            source = %violation.source,
            "content security policy violation"
        );
    }
    Ok(StatusCode::NO_CONTENT)
}
