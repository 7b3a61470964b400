//! The server renderer a built web app keeps: its pool of engines over the server bundle, the
//! app's configuration, the chunks' manifest and the page cache. It holds nothing of the
//! application state: a render is handed the state by its caller (`ssr::page`).

use std::sync::Arc;

use serde_json::Value;

use super::assets::ChunkManifest;
use super::cache::PageCache;
use super::engine::{EngineLimits, EnginePool};

pub struct Renderer {
    pub(super) pool: EnginePool,
    pub(super) config: Value,
    pub(super) assets: ChunkManifest,
    pub cache: PageCache,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer").finish_non_exhaustive()
    }
}

impl Renderer {
    pub fn start(
        bundle: Arc<str>,
        config: Value,
        assets: ChunkManifest,
        limits: EngineLimits,
    ) -> Self {
        Self {
            pool: EnginePool::start(bundle, limits),
            config,
            assets,
            cache: PageCache::default(),
        }
    }
}
