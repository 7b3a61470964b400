//! The recommenders' model kept in memory: built on first use and rebuilt by a background job
//! every `REBUILD_EVERY` from the kept activity (the last 90 days, the newest
//! `MAX_MODEL_EVENTS`), the placed orders and the catalog (read again only when it changed).
//! Recommendations are answered from it without touching the database, except a visitor's
//! recently viewed products, read by an indexed query so they show at once.

use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use super::intake::RETENTION_MS;
use super::ranking::{train, CatalogIndex, Model, Signals};
use super::store;
use crate::db::Db;
use crate::error::AppResult;
use crate::sites::SiteCatalog;

/// The recommendations' state the application keeps: the intake (limiter, queue, visitor key)
/// and the kept model.
#[derive(Default)]
pub struct Recs {
    pub intake: super::intake::Intake,
    pub model: KeptModel,
}

/// How often the job rebuilds the model.
pub const REBUILD_EVERY: Duration = Duration::from_secs(60);
/// The most activity rows one build reads (the newest).
const MAX_MODEL_EVENTS: i64 = 500_000;
/// The most orders one build reads (the newest).
const MAX_MODEL_ORDERS: i64 = 50_000;

/// The catalog as last read, with what it was read at.
type KeptCatalog = ((i64, i64, i64), Arc<CatalogIndex>);

#[derive(Default)]
pub struct KeptModel {
    model: RwLock<Option<Arc<Model>>>,
    catalog: Mutex<Option<KeptCatalog>>,
    building: tokio::sync::Mutex<()>,
}

impl KeptModel {
    /// The model, built now when there is none yet; None (logged) when it cannot be built.
    pub async fn current(&self, db: &Db, sites: &SiteCatalog, now_ms: i64) -> Option<Arc<Model>> {
        if let Some(model) = self.kept() {
            return Some(model);
        }
        let _building = self.building.lock().await;
        if let Some(model) = self.kept() {
            return Some(model);
        }
        match self.build(db, sites, now_ms).await {
            Ok(model) => Some(model),
            Err(error) => {
                tracing::warn!(%error, "the recommendation model could not be built");
                None
            }
        }
    }

    fn kept(&self) -> Option<Arc<Model>> {
        self.model.read().ok()?.clone()
    }

    /// Builds the model anew from what is stored and keeps it.
    pub async fn rebuild(&self, db: &Db, sites: &SiteCatalog, now_ms: i64) -> AppResult<()> {
        let _building = self.building.lock().await;
        self.build(db, sites, now_ms).await.map(|_| ())
    }

    async fn build(&self, db: &Db, sites: &SiteCatalog, now_ms: i64) -> AppResult<Arc<Model>> {
        let Some(organization) = sites.organization.as_ref() else {
            let model = Arc::new(Model::default());
            self.keep(model.clone());
            return Ok(model);
        };
        let fingerprint = store::catalog_fingerprint(&db.pool, &organization.id).await?;
        let known = self
            .catalog
            .lock()
            .ok()
            .and_then(|kept| kept.clone())
            .filter(|(at, _)| *at == fingerprint)
            .map(|(_, catalog)| catalog);
        let catalog = match known {
            Some(catalog) => catalog,
            None => {
                let rows = store::catalog_rows(&db.pool, &organization.id).await?;
                let catalog = Arc::new(
                    tokio::task::spawn_blocking(move || CatalogIndex::build(rows))
                        .await
                        .map_err(anyhow::Error::from)?,
                );
                if let Ok(mut kept) = self.catalog.lock() {
                    *kept = Some((fingerprint, catalog.clone()));
                }
                catalog
            }
        };
        let mut activity =
            store::model_activity(&db.pool, now_ms - RETENTION_MS, MAX_MODEL_EVENTS).await?;
        let mut orders = store::order_lines(&db.pool, &organization.id, MAX_MODEL_ORDERS).await?;
        let site_ids: Vec<String> = sites.sites.iter().map(|s| s.id.clone()).collect();
        let trained = {
            let catalog = catalog.clone();
            tokio::task::spawn_blocking(move || {
                site_ids
                    .into_iter()
                    .map(|site| {
                        let events = activity.remove(&site).unwrap_or_default();
                        let lines = orders.remove(&site).unwrap_or_default();
                        let signals: Signals = train(&catalog, &events, &lines);
                        (site, signals)
                    })
                    .collect()
            })
            .await
            .map_err(anyhow::Error::from)?
        };
        let model = Arc::new(Model {
            catalog,
            sites: trained,
        });
        self.keep(model.clone());
        Ok(model)
    }

    fn keep(&self, model: Arc<Model>) {
        if let Ok(mut kept) = self.model.write() {
            *kept = Some(model);
        }
    }
}
