//! The customer portal's sign-in: the built-in identity provider (`/idp/...`), the token
//! exchange into a shopper session, and the profile calls after it (`create_customer`,
//! `login_source`). Web: `features/portal-login`; tests: `tests/api/portal_login.rs`;
//! end to end: `e2e/tests/portal-login.spec.ts`.

mod handlers;
pub mod model;
mod store;

use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::sign_in_with_password))
        .routes(routes!(handlers::start_sms))
        .routes(routes!(handlers::verify_sms))
        .routes(routes!(handlers::start_magic_link))
        .routes(routes!(handlers::verify_magic_link))
        .routes(routes!(handlers::resume_session))
        .routes(routes!(handlers::token))
        .routes(routes!(handlers::id_token_hint))
        .routes(routes!(handlers::token_exchange))
        .routes(routes!(handlers::logout))
        .routes(routes!(handlers::authorize))
        .routes(routes!(handlers::create_customer))
        .routes(routes!(handlers::login_source))
}
