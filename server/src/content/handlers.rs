//! One content asset in the requested locale, falling back to the site's default locale.

use axum::extract::State;
use axum::Json;

use super::model::{
    sanitize_html, ContentAsset, ContentQuery, PostList, PostSummary, PostsQuery,
    MAX_POSTS_PER_PAGE, POSTS_PER_PAGE,
};
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

/// The site's news or blog posts, newest first, a window at a time (6 by default, 24 at most),
/// in the requested locale — the site's default locale's when it has none in that one.
#[utoipa::path(
    get,
    path = "/mobify/proxy/api/custom/content-listing/v1/organizations/{organization_id}/posts",
    params(
        ("organization_id" = String, Path, description = "Organization id"),
        SiteLocaleQuery,
        PostsQuery
    ),
    responses(
        (status = 200, body = PostList),
        (status = 400, description = "Unsupported locale, type or window", body = ErrorBody),
        (status = 404, description = "Unknown site", body = ErrorBody),
    ),
    tag = "content"
)]
pub async fn list_posts(
    State(state): State<AppState>,
    context: OrgSite,
    Query(query): Query<PostsQuery>,
) -> AppResult<Json<PostList>> {
    let kind = match query.type_id.as_str() {
        "newsPage" => PageType::NewsPage,
        "blogPage" => PageType::BlogPage,
        _ => {
            return Err(AppError::bad_parameter(
                "typeId",
                "The type is newsPage or blogPage.",
            ))
        }
    };
    let offset = query.offset.unwrap_or(0);
    let limit = query.limit.unwrap_or(POSTS_PER_PAGE);
    if offset < 0 {
        return Err(AppError::bad_parameter(
            "offset",
            "The offset is 0 or more.",
        ));
    }
    if !(1..=MAX_POSTS_PER_PAGE).contains(&limit) {
        return Err(AppError::bad_parameter(
            "limit",
            format!("The limit is from 1 to {MAX_POSTS_PER_PAGE}."),
        ));
    }
    let pool = &state.db.pool;
    let site = &context.site.id;
    let mut window = store::listed_pages(pool, site, kind, &context.locale, offset, limit).await?;
    let default_locale = &context.site.l10n.default_locale;
    if window.1 == 0 && context.locale != *default_locale {
        window = store::listed_pages(pool, site, kind, default_locale, offset, limit).await?;
    }
    let (pages, total) = window;
    Ok(Json(PostList {
        data: pages
            .into_iter()
            .filter_map(|page| {
                Some(PostSummary {
                    listing: page.listing?,
                    id: page.id,
                    type_id: page.type_id,
                    name: page.name,
                    description: page.description,
                })
            })
            .collect(),
        limit,
        offset,
        total,
    }))
}

/// A content illustration: `/images/content/{format}/{art}.svg`. The drawings ship with the
/// binary, so an address changes only with a release: a day's cache, then a check.
pub async fn content_image(
    Path((format, file)): Path<(String, String)>,
) -> AppResult<axum::response::Response> {
    use axum::http::header;
    use axum::response::IntoResponse;
    let not_found = || AppError::not_found("No such image.");
    let art = file.strip_suffix(".svg").ok_or_else(not_found)?;
    let svg = super::art::illustration(&format, art).ok_or_else(not_found)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (
                header::CACHE_CONTROL,
                "public, max-age=86400, stale-while-revalidate=604800",
            ),
            // An SVG opened on its own can't run anything.
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'none'; style-src 'unsafe-inline'",
            ),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        svg,
    )
        .into_response())
}

/// A content video: `/videos/content/{file}`, shipped with the binary like the illustrations.
pub async fn content_video(Path(file): Path<String>) -> AppResult<axum::response::Response> {
    use axum::http::header;
    use axum::response::IntoResponse;
    let bytes = super::art::video(&file).ok_or_else(|| AppError::not_found("No such video."))?;
    Ok((
        [
            (header::CONTENT_TYPE, "video/webm"),
            (
                header::CACHE_CONTROL,
                "public, max-age=86400, stale-while-revalidate=604800",
            ),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        bytes,
    )
        .into_response())
}
