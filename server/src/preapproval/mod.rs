//! Lease pre-approval: the application the lease window sends, the decision (pure,
//! `decision.rs`), the approval a returning shopper is shown, and the estimate of a lease from a
//! cash price (`estimate.rs`) (docs/features/preapproval.md).

pub mod approval;
pub mod attribution;
pub mod campaign;
pub mod cli;
pub mod decision;
pub mod estimate;
mod flows;
mod handlers;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::apply_for_lease))
        .routes(routes!(handlers::get_current_approval))
        .routes(routes!(handlers::get_lease_estimate))
}
