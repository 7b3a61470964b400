//! The search the application keeps: the organization's index, built on first use, and the
//! answers given in its current generation. It takes what it reads (the pool, the site
//! catalog) from its caller, not the whole state.

use std::time::Duration;

use tokio::sync::OnceCell;

use super::answers;
use super::index::SearchIndex;
use crate::error::{AppError, AppResult};
use crate::sites::SiteCatalog;

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
