//! Stored hits already parsed, shared by every answer that shows them. A document of a segment
//! never changes (an updated product is a new document in a new segment), so an entry is never
//! stale; entries of merged-away segments are simply no longer asked for. Bounded: when full,
//! the cache starts over.

use std::collections::HashMap;
use std::sync::Mutex;

use tantivy::index::SegmentId;
use tantivy::schema::Field;
use tantivy::DocId;

use crate::search::model::Hit;

/// About 2 KiB each parsed: a few MiB at most.
const MAX_HITS: usize = 4096;

pub type HitKey = (SegmentId, DocId, Field);

#[derive(Default)]
pub struct HitCache {
    hits: Mutex<HashMap<HitKey, Hit>>,
}

impl HitCache {
    pub fn get(&self, key: &HitKey) -> Option<Hit> {
        self.hits.lock().ok()?.get(key).cloned()
    }

    pub fn put(&self, key: HitKey, hit: Hit) {
        if let Ok(mut hits) = self.hits.lock() {
            if hits.len() >= MAX_HITS {
                hits.clear();
            }
            hits.insert(key, hit);
        }
    }
}
