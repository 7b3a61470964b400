//! Client log intake: `POST custom/custom-logger/v1/organizations/{org}/logPOST` with
//! `{level, message}`, written to the server log (escaped: a client can't forge log lines).
//! Rate-limited per customer. Web: `lib/client-log.ts`; tests: `tests/api/client_log.rs`.

mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(handlers::log_post))
}
