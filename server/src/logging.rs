//! Client log intake: `POST custom/custom-logger/v1/organizations/{org}/logPOST` with
//! `{level, message}`, written to the server log. Rate-limited per customer.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use axum::Router;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::AppState;
use crate::error::{AppError, AppResult};
use crate::http::JsonBody;
use crate::identity::auth::Shopper;

const MAX_MESSAGE_CHARS: usize = 2000;
const PER_MINUTE: u32 = 30;

pub fn routes() -> Router<AppState> {
    Router::new().route(
        "/custom/custom-logger/v1/organizations/{organization_id}/logPOST",
        post(log_post),
    )
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct LogEntry {
    #[serde(default)]
    level: String,
    #[serde(default)]
    message: String,
}

/// Per-process window counter: enough to stop one client flooding the log.
#[derive(Default)]
pub struct LogRateLimiter {
    windows: Mutex<HashMap<String, (Instant, u32)>>,
}

impl LogRateLimiter {
    pub fn allow(&self, key: &str, now: Instant) -> bool {
        let mut windows = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        if windows.len() > 10_000 {
            windows.retain(|_, (start, _)| now.duration_since(*start) < Duration::from_secs(60));
        }
        let entry = windows.entry(key.to_owned()).or_insert((now, 0));
        if now.duration_since(entry.0) >= Duration::from_secs(60) {
            *entry = (now, 0);
        }
        entry.1 += 1;
        entry.1 <= PER_MINUTE
    }
}

/// Writes the client's log line to the server log.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/custom-logger/v1/organizations/{organization_id}/logPOST",
    params(("organization_id" = String, Path, description = "Organization id")),
    request_body = LogEntry,
    responses((status = 204, description = "Logged"), (status = 400, body = crate::error::ErrorBody),
        (status = 429, body = crate::error::ErrorBody)), tag = "logging")]
pub async fn log_post(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    headers: HeaderMap,
    shopper: Shopper,
    JsonBody(entry): JsonBody<LogEntry>,
) -> AppResult<StatusCode> {
    state.sites.check_organization(&organization_id)?;
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
        .log_limiter
        .allow(shopper.customer_id(), Instant::now())
    {
        return Err(AppError::TooManyRequests {
            message: "Too many log messages; try again in a minute.".to_owned(),
            retry_after_seconds: 60,
        });
    }
    let message: String = entry.message.chars().take(MAX_MESSAGE_CHARS).collect();
    let correlation_id = headers
        .get("correlation-id")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("-");
    let customer_id = shopper.customer_id();
    match entry.level.as_str() {
        "error" => tracing::error!(target: "client", customer_id, correlation_id, "{message}"),
        "warn" => tracing::warn!(target: "client", customer_id, correlation_id, "{message}"),
        "info" => tracing::info!(target: "client", customer_id, correlation_id, "{message}"),
        _ => tracing::debug!(target: "client", customer_id, correlation_id, "{message}"),
    }
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_a_minute_per_customer() {
        let limiter = LogRateLimiter::default();
        let start = Instant::now();
        for _ in 0..30 {
            assert!(limiter.allow("a", start));
        }
        assert!(!limiter.allow("a", start));
        assert!(limiter.allow("b", start));
        assert!(limiter.allow("a", start + Duration::from_secs(61)));
    }
}
