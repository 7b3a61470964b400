//! The OpenAPI document, generated from the Rust types. The web app's TypeScript types are
//! generated from it (`make gen`).

use axum::Json;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Leasefront API",
        description = "Storefront, marketplace and customer portal API."
    ),
    paths(
        crate::prefs::get_custom_preferences,
        crate::content::get_content_asset,
        crate::health::health,
        crate::app::get_app_config,
        crate::identity::slas::authorize,
        crate::identity::slas::login,
        crate::identity::slas::token,
        crate::identity::slas::logout,
        crate::identity::slas::password_reset,
        crate::identity::slas::password_action,
        crate::identity::customers::register,
        crate::identity::customers::get_customer,
        crate::identity::customers::update_customer,
        crate::identity::customers::change_password,
        crate::identity::customers::create_reset_token,
        crate::identity::customers::reset_password,
        crate::logging::log_post,
        crate::idp::sign_in_with_password,
        crate::idp::start_sms,
        crate::idp::verify_sms,
        crate::idp::start_magic_link,
        crate::idp::verify_magic_link,
        crate::idp::resume_session,
        crate::idp::token,
        crate::idp::token_exchange,
        crate::customer_profile::create_customer,
        crate::customer_profile::login_source,
        crate::context::get_context,
        crate::context::put_context,
        crate::context::patch_context,
        crate::context::delete_context,
    ),
    components(schemas(
        crate::error::ErrorBody,
        crate::sites::AppConfig,
        crate::identity::password::PasswordStrength
    ))
)]
pub struct ApiDoc;

pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

pub async fn openapi_json() -> Json<utoipa::openapi::OpenApi> {
    Json(document())
}
