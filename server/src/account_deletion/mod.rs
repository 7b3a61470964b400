//! Account deletion (/delete-account): a signed-in customer confirms that their online account
//! should be deleted; the request is recorded once (a repeat answers the same reference) and
//! acknowledged by email through the outbox, in the customer's language. Customer care finishes
//! the deletion within 30 days; leases and what the customer owes are not affected.
//! `custom/customer-profile/.../account_deletion` reads (GET) and makes (POST) the request.
//! Web: `features/account-deletion`; tests: `tests/api/account_deletion.rs`.

mod flows;
mod handlers;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(
        handlers::get_account_deletion,
        handlers::request_account_deletion
    ))
}
