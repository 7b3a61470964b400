//! Rendered anonymous pages, bounded in memory.
//!
//! A page is a pure function of its URL and the data its plan asked for (the server never
//! renders cookies or sign-in state), so the key is the URL. An entry is served as is for a
//! few seconds; after that the page's queries run again (cheap, in-process) and the entry is
//! kept only when their answers hash the same: a content change shows on the next request
//! after the fresh window, whoever made it, without the expensive render when nothing did.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use sha2::{Digest, Sha256};

use super::model::{DataRequest, DataResponse};

/// Served without looking at the data again.
pub const FRESH_MS: i64 = 5_000;
const MAX_ENTRIES: usize = 512;
const MAX_BYTES: usize = 32 * 1024 * 1024;

#[derive(Debug, Clone)]
pub struct CachedPage {
    pub html: Bytes,
    pub status: u16,
    pub requests: Vec<DataRequest>,
    pub data_hash: [u8; 32],
    pub checked_at_ms: i64,
}

#[derive(Debug, Default)]
pub struct PageCache {
    inner: Mutex<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    pages: HashMap<String, Arc<CachedPage>>,
    /// Insertion order, for eviction.
    order: VecDeque<String>,
    bytes: usize,
}

pub fn data_hash(responses: &[DataResponse]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    for response in responses {
        hasher.update(response.key.to_string());
        hasher.update(response.status.to_be_bytes());
        hasher.update(response.body.to_string());
    }
    hasher.finalize().into()
}

impl PageCache {
    /// Shared, not copied: a hit costs a reference count.
    pub fn get(&self, url: &str) -> Option<Arc<CachedPage>> {
        self.lock().pages.get(url).cloned()
    }

    /// Marks an entry as checked against the data now.
    pub fn touch(&self, url: &str, now_ms: i64) {
        if let Some(page) = self.lock().pages.get_mut(url) {
            Arc::make_mut(page).checked_at_ms = now_ms;
        }
    }

    pub fn put(&self, url: &str, page: CachedPage) {
        let mut inner = self.lock();
        if let Some(old) = inner.pages.remove(url) {
            inner.bytes -= old.html.len();
            inner.order.retain(|key| key != url);
        }
        inner.bytes += page.html.len();
        inner.pages.insert(url.to_owned(), Arc::new(page));
        inner.order.push_back(url.to_owned());
        while inner.pages.len() > MAX_ENTRIES || inner.bytes > MAX_BYTES {
            let Some(oldest) = inner.order.pop_front() else {
                break;
            };
            if let Some(old) = inner.pages.remove(&oldest) {
                inner.bytes -= old.html.len();
            }
        }
    }

    pub fn remove(&self, url: &str) {
        let mut inner = self.lock();
        if let Some(old) = inner.pages.remove(url) {
            inner.bytes -= old.html.len();
            inner.order.retain(|key| key != url);
        }
    }

    pub fn len(&self) -> usize {
        self.lock().pages.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        // A panic while holding the lock leaves plain data behind: keep using it.
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(html: &str) -> CachedPage {
        CachedPage {
            html: Bytes::from(html.to_owned()),
            status: 200,
            requests: vec![],
            data_hash: [0; 32],
            checked_at_ms: 0,
        }
    }

    #[test]
    fn the_cache_is_bounded_and_evicts_the_oldest() {
        let cache = PageCache::default();
        for n in 0..MAX_ENTRIES + 10 {
            cache.put(&format!("/p{n}"), page("x"));
        }
        assert_eq!(cache.len(), MAX_ENTRIES);
        assert!(cache.get("/p0").is_none());
        assert!(cache.get(&format!("/p{}", MAX_ENTRIES + 9)).is_some());

        let big = "x".repeat(MAX_BYTES / 2 + 1);
        cache.put("/a", page(&big));
        cache.put("/b", page(&big));
        assert!(cache.get("/a").is_none(), "bytes are bounded too");
        assert!(cache.get("/b").is_some());
    }

    #[test]
    fn the_data_hash_follows_the_answers() {
        let answer = |body: &str| DataResponse {
            key: serde_json::json!(["content", "footer"]),
            status: 200,
            body: serde_json::json!({ "c_body": body }),
        };
        assert_eq!(data_hash(&[answer("a")]), data_hash(&[answer("a")]));
        assert_ne!(data_hash(&[answer("a")]), data_hash(&[answer("b")]));
    }
}
