//! `/robots.txt`, the sitemap index `/sitemap.xml` and the child sitemaps
//! `/sitemaps/{siteId}/{localeId}/{page}.xml`: public pages only, absolute URLs on the
//! configured public origin, sites and locales from the site catalog.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};

use super::model::{self, PublicPage};
use super::store;
use crate::error::{AppError, AppResult};
use crate::http::Path;
use crate::sites::Site;
use crate::state::AppState;

const CACHE: &str = "public, max-age=3600";

/// A window of a section's pages, being read.
pub type Window = Pin<Box<dyn Future<Output = AppResult<Vec<PublicPage>>> + Send>>;

/// One kind of public page of a site in one locale: how many there are, and how to read a
/// window of them (offset, limit), so a child sitemap reads only its own share of a large
/// catalog.
pub struct Section {
    len: u64,
    window: Box<dyn FnOnce(u64, u64) -> Window + Send>,
}

impl Section {
    /// A large set read a window at a time: its count and a paged query.
    pub fn paged(len: u64, window: impl FnOnce(u64, u64) -> Window + Send + 'static) -> Self {
        Self {
            len,
            window: Box::new(window),
        }
    }

    /// A small set known up front.
    pub fn listed(pages: Vec<PublicPage>) -> Self {
        let pages = Arc::new(pages);
        Self::paged(pages.len() as u64, move |offset, limit| {
            Box::pin(async move {
                Ok(pages
                    .iter()
                    .skip(usize::try_from(offset).unwrap_or(usize::MAX))
                    .take(usize::try_from(limit).unwrap_or(usize::MAX))
                    .cloned()
                    .collect())
            })
        })
    }
}

/// The public pages of a site in one locale, in sitemap order: the home page, the content
/// pages the content store holds in that locale, the category listings, the stores' pages, the
/// products (read a window at a time: a 100,000-product catalog spans several child sitemaps). This is the one
/// place a new kind of public page adds its URLs; the index, the pagination and the child
/// sitemaps follow.
async fn sections(state: &AppState, site: &Site, locale_id: &str) -> AppResult<Vec<Section>> {
    let home = PublicPage {
        path: "/".to_owned(),
        locales: site
            .l10n
            .supported_locales
            .iter()
            .map(|l| l.id.clone())
            .collect(),
    };
    let published = store::content_pages(&state.db.pool, &site.id).await?;
    let content: Vec<PublicPage> = model::content_pages(site, &published)
        .into_iter()
        .filter(|page| page.locales.iter().any(|l| l == locale_id))
        .collect();
    let mut sections = vec![Section::listed(vec![home]), Section::listed(content)];
    // The catalog: every category listing, then every product, in all the site's locales.
    if let Some(organization) = state.sites.organization.clone() {
        let locales: Vec<String> = site
            .l10n
            .supported_locales
            .iter()
            .map(|l| l.id.clone())
            .collect();
        let categories =
            crate::catalog::operations::categories(&state.db.pool, &organization.id).await?;
        sections.push(Section::listed(
            categories
                .iter()
                .filter(|c| c.parent_id.is_some())
                .map(|c| PublicPage {
                    path: format!("/category/{}", model::encode_segment(&c.id)),
                    locales: locales.clone(),
                })
                .collect(),
        ));
        // Each store's own page, in every locale.
        let stores = crate::stores::operations::store_ids(&state.db.pool, &organization.id).await?;
        sections.push(Section::listed(
            stores
                .iter()
                .map(|id| PublicPage {
                    path: format!("/store-locator/{}", model::encode_segment(id)),
                    locales: locales.clone(),
                })
                .collect(),
        ));
        let count = store::product_count(&state.db.pool, &organization.id).await?;
        let pool = state.db.pool.clone();
        sections.push(Section::paged(
            u64::try_from(count).unwrap_or(0),
            move |offset, limit| {
                Box::pin(async move {
                    Ok(store::product_ids(&pool, &organization.id, offset, limit)
                        .await?
                        .into_iter()
                        .map(|id| PublicPage {
                            path: format!("/product/{}", model::encode_segment(&id)),
                            locales: locales.clone(),
                        })
                        .collect())
                })
            },
        ));
    }
    Ok(sections)
}

fn text(content_type: &'static str, body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, CACHE),
        ],
        body,
    )
        .into_response()
}

fn xml(body: String) -> Response {
    text("application/xml; charset=utf-8", body)
}

/// `GET /robots.txt`: everything but the private routes (at the root and under every site
/// and locale prefix), and where the sitemap index is.
pub async fn robots_txt(State(state): State<AppState>) -> Response {
    let prefixes = model::route_prefixes(&state.sites.sites);
    text(
        "text/plain; charset=utf-8",
        model::robots_txt(&state.config.public_origin(), &prefixes),
    )
}

/// `GET /sitemap.xml`: the sitemap index, one child per 10,000 URLs of every site and locale.
pub async fn sitemap_index(State(state): State<AppState>) -> AppResult<Response> {
    let origin = state.config.public_origin();
    let mut children = Vec::new();
    for site in &state.sites.sites {
        for locale in &site.l10n.supported_locales {
            let total: u64 = sections(&state, site, &locale.id)
                .await?
                .iter()
                .map(|s| s.len)
                .sum();
            for page in 1..=model::child_count(total) {
                children.push(model::child_sitemap_url(
                    &origin, &site.id, &locale.id, page,
                ));
            }
        }
    }
    Ok(xml(model::sitemap_index(&children)))
}

/// `GET /sitemaps/{siteId}/{localeId}/{page}.xml`: the site's public URLs in that locale,
/// each with its hreflang alternates. Site and locale by id, as the index writes them.
pub async fn child_sitemap(
    State(state): State<AppState>,
    Path((site_id, locale_id, page)): Path<(String, String, String)>,
) -> AppResult<Response> {
    let not_found = || AppError::not_found(format!("No sitemap '{site_id}/{locale_id}/{page}'."));
    let site = state
        .sites
        .sites
        .iter()
        .find(|s| s.id == site_id)
        .ok_or_else(not_found)?;
    let locale = site
        .l10n
        .supported_locales
        .iter()
        .find(|l| l.id == locale_id)
        .ok_or_else(not_found)?;
    let number = model::parse_page(&page).ok_or_else(not_found)?;
    let sections = sections(&state, site, &locale.id).await?;
    let lens: Vec<u64> = sections.iter().map(|s| s.len).collect();
    let windows = model::page_window(&lens, number).ok_or_else(not_found)?;
    let origin = state.config.public_origin();
    let default_site_id = state.sites.sites.first().map_or("", |s| s.id.as_str());
    let mut urls = Vec::new();
    for (index, section) in sections.into_iter().enumerate() {
        let Some(&(_, offset, limit)) = windows.iter().find(|w| w.0 == index) else {
            continue;
        };
        for page in (section.window)(offset, limit).await? {
            urls.push(model::sitemap_url(
                &origin,
                default_site_id,
                site,
                &locale.id,
                &page,
            ));
        }
    }
    Ok(xml(model::urlset(&urls)))
}
