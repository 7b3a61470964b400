//! Shopper context (SCAPI-shaped): qualifiers such as the lease customer's `customerGuid`
//! kept for a shopper session, `shopper/shopper-context/v1/organizations/{org}/shopper-context/{usid}`.
//! Only the session's own usid (made by the server, in its token) can be read or changed.

mod handlers;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(
        handlers::get_context,
        handlers::put_context,
        handlers::patch_context,
        handlers::delete_context
    ))
}
