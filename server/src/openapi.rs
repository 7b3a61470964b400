//! The OpenAPI document's frame: its title and the schemas no route names. The routes add
//! their paths and schemas in `app::openapi_document`.

use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Leasefront API",
        description = "Storefront, marketplace and customer portal API."
    ),
    components(schemas(
        crate::error::ErrorBody,
        crate::sites::AppConfig,
        crate::identity::password::PasswordStrength
    ))
)]
struct ApiDoc;

/// The document's frame; the routes add their paths and schemas.
pub fn base() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}
