//! The OpenAPI document, generated from the Rust types and the routes themselves
//! (`app::api_routes`). The web app's TypeScript types are generated from it (`make gen`).

use axum::Json;
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

pub fn document() -> utoipa::openapi::OpenApi {
    crate::app::api_routes().into_openapi()
}

pub async fn openapi_json() -> Json<utoipa::openapi::OpenApi> {
    Json(document())
}
