//! The customer portal's lease calls: the dashboard's lease list, a lease's details, its
//! agreement, Benefits Plus. The rules are the `servicing` crate's; this module stores leases
//! and maps them to the answers. Other features read the caller's lease through `access`. Web: `features/lease`; tests:
//! `tests/api/lease.rs`.

pub mod access;
pub mod flows;
mod handlers;
pub mod model;
pub mod operations;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::lease_dashboard))
        .routes(routes!(handlers::lease_details))
        .routes(routes!(handlers::get_agreement))
        .routes(routes!(handlers::enroll_benefits_plus))
        .routes(routes!(handlers::cancel_benefits_plus))
}
