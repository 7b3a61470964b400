//! The OpenAPI document's frame: its title and the schemas no route names. The routes add
//! their paths and schemas in `app::openapi_document`. Rooms: `contract` (the answers every
//! operation shares), `links` (where ids come from), `constraints` (value rules stated once),
//! `deployment` (this server's values, in the served document), `bodies` (which schemas are
//! request bodies).

mod bodies;
mod constraints;
pub mod contract;
pub mod deployment;
pub mod links;

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
        crate::content::components::BannerData,
        crate::content::components::TileData,
        crate::content::components::AccordionData,
        crate::content::components::ReadMoreData,
        crate::content::components::VideoData,
        crate::content::components::RichTextData,
        crate::content::components::ProductCarouselData,
        crate::content::components::NewsDetailData,
        crate::content::components::BlogDetailData,
        crate::content::components::ReviewTileData,
        crate::content::components::DetailData,
        crate::content::components::LeadFormData,
        crate::content::components::CollapsibleData,
        crate::content::components::TabsData,
        crate::content::components::CarouselData,
        crate::content::components::RetailerCategoryData
    ))
)]
struct ApiDoc;

/// The document's frame; the routes add their paths and schemas.
pub fn base() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}
