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
    ),
    components(schemas(crate::error::ErrorBody, crate::sites::AppConfig))
)]
pub struct ApiDoc;

pub fn document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

pub async fn openapi_json() -> Json<utoipa::openapi::OpenApi> {
    Json(document())
}
