//! Identity: shopper sessions (SLAS-shaped), customer accounts, passwords. The portal's
//! identity provider is its own feature (`portal_login`); what it and the other features use
//! of identity is in `session` (the signed-in shopper, the credential check), never the
//! handlers.

mod handlers;
pub mod model;
pub mod operations;
pub mod password;
pub mod session;
mod store;
pub mod tokens;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::authorize))
        .routes(routes!(handlers::login))
        .routes(routes!(handlers::token))
        .routes(routes!(handlers::logout, handlers::logout_post))
        .routes(routes!(handlers::password_reset))
        .routes(routes!(handlers::password_action))
        .routes(routes!(handlers::register))
        .routes(routes!(handlers::get_customer, handlers::update_customer))
        .routes(routes!(handlers::change_password))
        .routes(routes!(handlers::create_reset_token))
        .routes(routes!(handlers::reset_password))
}
