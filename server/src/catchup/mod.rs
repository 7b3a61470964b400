//! Catch-up plans (apiName `{provider}-catcup`): the servicing crate's offers for a past-due
//! lease and their submission. Tests: `tests/api/catchup.rs`.

mod handlers;
pub mod model;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::fetch_catch_up_plans))
        .routes(routes!(handlers::submit_catch_up_plan))
}
