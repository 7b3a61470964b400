//! One content asset in the requested locale, falling back to the site's default locale.

use axum::extract::State;
use axum::Json;

use super::model::{sanitize_html, ContentAsset, ContentQuery};
use super::page::{sanitized, Listing, PageType, Region};
use super::store;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{OrgSite, Path, Query, SiteLocaleQuery};
use crate::identity::session::known_client_id;
use crate::state::AppState;

/// One content asset in the requested locale, falling back to the site's default locale.
#[utoipa::path(
    get,
    path = "/mobify/proxy/ocapi/s/{site_id}/dw/shop/v22_8/content/{content_id}",
    operation_id = "get_content_asset",
    params(
        ("site_id" = String, Path, description = "Site id or alias"),
        ("content_id" = String, Path, description = "Content asset id"),
        ContentQuery
    ),
    responses(
        (status = 200, body = ContentAsset),
        (status = 400, description = "Unsupported locale or unknown client", body = ErrorBody),
        (status = 404, description = "Unknown site or content asset", body = ErrorBody),
    ),
    tag = "content"
)]
pub async fn get_content_asset(
    State(state): State<AppState>,
    Path((site_id, content_id)): Path<(String, String)>,
    Query(query): Query<ContentQuery>,
) -> AppResult<Json<ContentAsset>> {
    let site = state
        .sites
        .site(&site_id)
        .ok_or_else(|| AppError::not_found(format!("Site '{site_id}' not found.")))?;
    let locale = site.locale_param(query.locale.as_deref())?;
    let organization = state.sites.the_organization()?;
    known_client_id(
        &state,
        &organization.id,
        query.client_id.as_deref(),
        "client_id",
    )
    .await?;
    let (name, body_html) = store::asset(
        &state.db.pool,
        &site.id,
        &content_id,
        locale,
        &site.l10n.default_locale,
    )
    .await?
    .ok_or_else(|| AppError::not_found(format!("Content asset '{content_id}' not found.")))?;
    Ok(Json(ContentAsset {
        version: "22.8".to_owned(),
        kind: "content".to_owned(),
        id: content_id,
        name,
        c_body: sanitize_html(&body_html),
    }))
}

/// A page in the SCAPI Shopper Experience shape, its HTML sanitized.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Page {
    pub id: String,
    pub type_id: PageType,
    pub name: String,
    pub description: String,
    pub page_title: String,
    pub page_description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub listing: Option<Listing>,
    pub regions: Vec<Region>,
}

/// A page with its regions and components, in the requested locale, falling back to the site's
/// default locale. No token needed: pages are public (the server renders them).
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/experience/shopper-experience/v1/organizations/{organization_id}/pages/{page_id}",
    params(
        ("organization_id" = String, Path, description = "Organization id"),
        ("page_id" = String, Path, description = "Page id"),
        SiteLocaleQuery
    ),
    responses(
        (status = 200, body = Page),
        (status = 400, description = "Unsupported locale", body = ErrorBody),
        (status = 404, description = "Unknown site or page", body = ErrorBody),
    ),
    tag = "content"
)]
pub async fn get_page(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
) -> AppResult<Json<Page>> {
    let page_id = path.1;
    let page = store::page(
        &state.db.pool,
        &context.site.id,
        &page_id,
        &context.locale,
        &context.site.l10n.default_locale,
    )
    .await?
    .ok_or_else(|| AppError::not_found(format!("Page '{page_id}' not found.")))?;
    Ok(Json(Page {
        page_title: page.name.clone(),
        page_description: page.description.clone(),
        id: page.id,
        type_id: page.type_id,
        name: page.name,
        description: page.description,
        listing: page.listing,
        regions: sanitized(&page.regions),
    }))
}
