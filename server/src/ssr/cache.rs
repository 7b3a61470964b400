//! Rendered anonymous pages, bounded in memory.
//!
//! A page is a pure function of its URL and the data its plan asked for (the server never
//! renders cookies or sign-in state), so the key is the URL. An entry is served as is for a
//! few seconds; after that the page's queries run again (cheap, in-process) and the entry is
//! kept only when their answers hash the same: a change of data shows on the next request
//! after the fresh window, whoever made it, without the expensive render when nothing did. A
//! publish of content counts the content's version up, and an entry made from another version
//! is never served as fresh: a published change shows within `CONTENT_VERSION_MS` (the
//! version is read from the database at most that often, so a cache hit costs no query).
//!
//! Bounded to `MAX_ENTRIES` pages and `MAX_BYTES` of HTML (quick_cache: the pages asked for
//! again stay, those never asked for again go first).

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use quick_cache::sync::{Cache, DefaultLifecycle, EntryAction};
use quick_cache::{DefaultHashBuilder, OptionsBuilder, Weighter};
use sha2::{Digest, Sha256};

use super::model::{DataRequest, DataResponse};

/// Served without looking at the data again.
pub const FRESH_MS: i64 = 5_000;
/// How long the content's version read from the database holds: a publish shows within this
/// on every server, and a cached page costs no query.
pub const CONTENT_VERSION_MS: i64 = 250;
const MAX_ENTRIES: usize = 512;
const MAX_BYTES: usize = 32 * 1024 * 1024;

#[derive(Debug, Clone)]
pub struct CachedPage {
    pub html: Bytes,
    pub status: u16,
    pub requests: Vec<DataRequest>,
    pub data_hash: [u8; 32],
    pub checked_at_ms: i64,
    /// The content's version the page was made from (or last checked against).
    pub content_version: i64,
}

/// A page weighs its HTML, and never less than an equal share of the bytes: the one weight
/// bound then keeps both limits (at most `MAX_ENTRIES` pages, at most `MAX_BYTES` of HTML).
#[derive(Debug, Clone)]
struct PageWeight;

impl Weighter<String, Arc<CachedPage>> for PageWeight {
    fn weight(&self, _url: &String, page: &Arc<CachedPage>) -> u64 {
        page.html.len().max(MAX_BYTES / MAX_ENTRIES) as u64
    }
}

#[derive(Debug)]
pub struct PageCache {
    pages: Cache<String, Arc<CachedPage>, PageWeight>,
    /// The content's version as last read, and when (`i64::MIN`: never).
    content_version: AtomicI64,
    content_version_read_at_ms: AtomicI64,
}

impl Default for PageCache {
    fn default() -> Self {
        let options = OptionsBuilder::new()
            .estimated_items_capacity(MAX_ENTRIES)
            .weight_capacity(MAX_BYTES as u64)
            // One shard: the bounds hold for the whole cache, not for a share of it.
            .shards(1)
            .build()
            .expect("the page cache's options are valid");
        Self {
            pages: Cache::with_options(
                options,
                PageWeight,
                DefaultHashBuilder::default(),
                DefaultLifecycle::default(),
            ),
            content_version: AtomicI64::new(-1),
            content_version_read_at_ms: AtomicI64::new(i64::MIN),
        }
    }
}

pub fn data_hash(responses: &[DataResponse]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    for response in responses {
        hasher.update(response.key.to_string());
        hasher.update(response.status.to_be_bytes());
        let body = response.body.as_deref().unwrap_or_default();
        hasher.update((body.len() as u64).to_be_bytes());
        hasher.update(body);
    }
    hasher.finalize().into()
}

impl PageCache {
    /// The content's version: the one read within `CONTENT_VERSION_MS`, else `read()` — by one
    /// request; the others meanwhile take the version read before.
    pub async fn content_version<F, Fut>(&self, now_ms: i64, read: F) -> i64
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Option<i64>>,
    {
        let read_at = self.content_version_read_at_ms.load(Ordering::Acquire);
        let due = read_at == i64::MIN || now_ms - read_at >= CONTENT_VERSION_MS;
        if due
            && self
                .content_version_read_at_ms
                .compare_exchange(read_at, now_ms, Ordering::AcqRel, Ordering::Acquire)
                .is_ok()
        {
            match read().await {
                Some(version) => self.content_version.store(version, Ordering::Release),
                // Unknown: read again on the next request.
                None => self
                    .content_version_read_at_ms
                    .store(i64::MIN, Ordering::Release),
            }
        }
        self.content_version.load(Ordering::Acquire)
    }

    /// Shared, not copied: a hit costs a reference count.
    pub fn get(&self, url: &str) -> Option<Arc<CachedPage>> {
        self.pages.get(url)
    }

    /// Marks an entry as checked against the data (and the content's version) now.
    pub fn touch(&self, url: &str, now_ms: i64, content_version: i64) {
        // No one waits on an entry being loaded here: a missing page stays missing.
        let _ = self.pages.entry(url, Some(Duration::ZERO), |_, page| {
            let page = Arc::make_mut(page);
            page.checked_at_ms = now_ms;
            page.content_version = content_version;
            EntryAction::Retain(())
        });
    }

    pub fn put(&self, url: &str, page: CachedPage) {
        self.pages.insert(url.to_owned(), Arc::new(page));
    }

    pub fn remove(&self, url: &str) {
        self.pages.remove(url);
    }

    pub fn len(&self) -> usize {
        self.pages.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pages.is_empty()
    }

    /// The bytes of HTML kept.
    #[cfg(test)]
    fn bytes(&self) -> usize {
        self.pages.iter().map(|(_, page)| page.html.len()).sum()
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
            content_version: 0,
        }
    }

    #[test]
    fn the_cache_is_bounded_in_pages_and_keeps_the_newest() {
        let cache = PageCache::default();
        for n in 0..MAX_ENTRIES + 10 {
            cache.put(&format!("/p{n}"), page("x"));
        }
        assert_eq!(cache.len(), MAX_ENTRIES);
        assert!(cache.get(&format!("/p{}", MAX_ENTRIES + 9)).is_some());
    }

    #[test]
    fn the_cache_is_bounded_in_bytes() {
        let cache = PageCache::default();
        let big = "x".repeat(MAX_BYTES / 2 + 1);
        cache.put("/a", page(&big));
        cache.put("/b", page(&big));
        assert!(cache.get("/a").is_none(), "bytes are bounded too");
        assert!(cache.get("/b").is_some());
        for n in 0..MAX_ENTRIES {
            cache.put(&format!("/p{n}"), page(&"y".repeat(100 * 1024)));
            assert!(cache.bytes() <= MAX_BYTES);
        }
    }

    #[test]
    fn a_page_asked_for_again_outlasts_those_never_asked_for() {
        let cache = PageCache::default();
        cache.put("/", page("home"));
        for n in 0..MAX_ENTRIES * 3 {
            assert!(cache.get("/").is_some(), "after {n} other pages");
            cache.put(&format!("/p{n}"), page("x"));
        }
    }

    #[tokio::test]
    async fn the_content_version_is_read_at_most_once_a_window() {
        let cache = PageCache::default();
        let reads = std::sync::atomic::AtomicUsize::new(0);
        let read = |version: i64| {
            reads.fetch_add(1, Ordering::SeqCst);
            async move { Some(version) }
        };
        assert_eq!(cache.content_version(1_000, || read(4)).await, 4);
        // Within the window the version read before holds, without a query.
        assert_eq!(
            cache
                .content_version(1_000 + CONTENT_VERSION_MS - 1, || read(5))
                .await,
            4
        );
        assert_eq!(reads.load(Ordering::SeqCst), 1);
        // After it, the next request reads it again.
        assert_eq!(
            cache
                .content_version(1_000 + CONTENT_VERSION_MS, || read(5))
                .await,
            5
        );
        assert_eq!(reads.load(Ordering::SeqCst), 2);
        // A failed read is tried again at once.
        assert_eq!(cache.content_version(9_000, || async { None }).await, 5);
        assert_eq!(cache.content_version(9_001, || read(6)).await, 6);
    }

    #[test]
    fn touching_a_page_marks_it_checked_and_keeps_its_html() {
        let cache = PageCache::default();
        cache.put("/", page("home"));
        let before = cache.get("/").unwrap();
        cache.touch("/", 7_000, 3);
        let after = cache.get("/").unwrap();
        assert_eq!(after.checked_at_ms, 7_000);
        assert_eq!(after.content_version, 3);
        assert_eq!(after.html, "home");
        assert_eq!(
            before.checked_at_ms, 0,
            "a page already handed out stays as it was"
        );
        cache.touch("/gone", 7_000, 3);
        assert!(cache.get("/gone").is_none(), "touching never adds a page");
        cache.remove("/");
        assert!(cache.is_empty());
    }

    #[test]
    fn the_data_hash_follows_the_answers() {
        let answer = |body: &str| DataResponse {
            key: serde_json::json!(["content", "footer"]),
            status: 200,
            body: Some(serde_json::json!({ "c_body": body }).to_string()),
        };
        assert_eq!(data_hash(&[answer("a")]), data_hash(&[answer("a")]));
        assert_ne!(data_hash(&[answer("a")]), data_hash(&[answer("b")]));
    }
}
