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
        crate::identity::password::PasswordStrength,
        // What each kind of page component holds in its `data` (the web app renders by type).
        crate::content::page::BannerData,
        crate::content::page::TileData,
        crate::content::page::AccordionData,
        crate::content::page::ReadMoreData,
        crate::content::page::VideoData,
        crate::content::page::RichTextData,
        crate::content::page::ProductCarouselData,
        crate::content::page::NewsDetailData,
        crate::content::page::BlogDetailData,
        crate::content::page::ReviewTileData,
        crate::content::page::DetailData,
        crate::content::page::LeadFormData,
        crate::content::page::CollapsibleData,
        crate::content::page::TabsData,
        crate::content::page::RetailerCategoryData
    ))
)]
struct ApiDoc;

/// The document's frame; the routes add their paths and schemas.
pub fn base() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}
