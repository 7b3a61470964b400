//! Product search: SCAPI `search/shopper-search/v1` — `productSearch` (phrase, refinements with
//! hit counts, sorting, paging) and `getSearchSuggestions` (products, categories, brands and a
//! corrected phrase) — over a tantivy index inside the binary (`index/`). Answers are kept by
//! request for the index's current generation (`answers.rs`). Searches run on the async
//! runtime's threads: each is a short CPU-bound step (no I/O), and on a 2-core server a
//! blocking pool would only add a thread hop and more runnable threads than cores.

pub mod answers;
pub mod handlers;
pub mod index;
pub mod model;
pub mod store;

use std::time::Duration;

use tokio::sync::OnceCell;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{AppError, AppResult};
use crate::sites::SiteCatalog;
use crate::state::AppState;
use index::SearchIndex;

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(handlers::product_search))
        .routes(routes!(handlers::search_suggestions))
}

/// How often each server applies the catalog change feed to its index.
pub const FEED_POLL: Duration = Duration::from_secs(1);

/// The organization's index, built on first use (a server that never searches never pays).
#[derive(Default)]
pub struct Search {
    index: OnceCell<SearchIndex>,
    /// Answers already given in the index's current generation.
    pub answers: answers::Answers,
}

impl Search {
    pub async fn index(&self, db: &sqlx::AnyPool, sites: &SiteCatalog) -> AppResult<&SearchIndex> {
        self.index
            .get_or_try_init(|| async {
                let organization = sites.the_organization()?;
                let mut locales: Vec<String> = Vec::new();
                for site in &sites.sites {
                    for locale in &site.l10n.supported_locales {
                        if !locales.contains(&locale.id) {
                            locales.push(locale.id.clone());
                        }
                    }
                }
                let default_locale = sites
                    .sites
                    .first()
                    .map(|s| s.l10n.default_locale.clone())
                    .unwrap_or_else(|| "en-US".to_owned());
                if locales.is_empty() {
                    locales.push(default_locale.clone());
                }
                let started = std::time::Instant::now();
                let index = SearchIndex::new(&organization.id, &locales, &default_locale)
                    .map_err(AppError::Internal)?;
                let count = index.build(db).await.map_err(AppError::Internal)?;
                tracing::info!(
                    products = count,
                    segments = index.segments(),
                    ms = started.elapsed().as_millis() as u64,
                    "search index built"
                );
                Ok::<_, AppError>(index)
            })
            .await
    }

    /// Applies the change feed now (what the poller does every `FEED_POLL`); nothing to do
    /// before the index is built.
    pub async fn catch_up(&self, db: &sqlx::AnyPool) -> anyhow::Result<usize> {
        match self.index.get() {
            Some(index) => index.catch_up(db).await,
            None => Ok(0),
        }
    }
}
