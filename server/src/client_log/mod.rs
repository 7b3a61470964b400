//! Client log intake: `POST custom/custom-logger/v1/organizations/{org}/logPOST` with
//! `{level, message}`, written to the server log (escaped: a client can't forge log lines).
//! Rate-limited per customer. Web: `lib/client-log.ts`; tests: `tests/api/client_log.rs`.
//! Also the browsers' reports of Content-Security-Policy violations, `POST /csp-report` (a
//! plain route, not an API call: not in the OpenAPI document), logged as warnings.

mod handlers;
pub mod model;
mod violation;

/// Where browsers send Content-Security-Policy violation reports (the policy names it).
pub const CSP_REPORT_PATH: &str = "/csp-report";

use axum::extract::DefaultBodyLimit;
use axum::routing::post;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::log_post))
        .route(
            CSP_REPORT_PATH,
            post(handlers::csp_report).layer(DefaultBodyLimit::max(violation::MAX_REPORT_BYTES)),
        )
}
