//! Answers already given, as the JSON sent, by request and index generation: the same search
//! (or the same typed prefix) again costs a lookup until the index changes. An answer is a pure
//! function of its normalized request and the index (its documents, labels and vocabulary all
//! change only with a commit of the change feed, which starts a new generation), so an entry
//! of the current generation is never stale. Only in addition to a fast search: a request
//! with `Cache-Control: no-cache` is answered anew (and `scripts/bench.sh` measures both).
//! Bounded in entries and bytes; the oldest entries go first.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

use axum::body::Bytes;
use axum::http::{header, HeaderMap};

const MAX_ENTRIES: usize = 2048;
const MAX_BYTES: usize = 16 * 1024 * 1024;

#[derive(Default)]
pub struct Answers {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    generation: u64,
    entries: HashMap<String, Bytes>,
    /// Insertion order, for eviction.
    order: VecDeque<String>,
    bytes: usize,
}

impl Answers {
    /// The answer given to this request in this generation of the index.
    pub fn get(&self, generation: u64, key: &str) -> Option<Bytes> {
        let inner = self.inner.lock().ok()?;
        if inner.generation != generation {
            return None;
        }
        inner.entries.get(key).cloned()
    }

    /// Keeps an answer computed on `generation` (or a later one: the searcher is taken after
    /// the generation is read). A newer generation drops every older answer.
    pub fn put(&self, generation: u64, key: String, answer: Bytes) {
        let Ok(mut inner) = self.inner.lock() else {
            return;
        };
        if generation < inner.generation || answer.len() > MAX_BYTES / 8 {
            return;
        }
        if generation > inner.generation {
            *inner = Inner {
                generation,
                ..Inner::default()
            };
        }
        inner.bytes += answer.len();
        if let Some(previous) = inner.entries.insert(key.clone(), answer) {
            inner.bytes -= previous.len();
        } else {
            inner.order.push_back(key);
        }
        while inner.entries.len() > MAX_ENTRIES || inner.bytes > MAX_BYTES {
            let Some(oldest) = inner.order.pop_front() else {
                break;
            };
            if let Some(gone) = inner.entries.remove(&oldest) {
                inner.bytes -= gone.len();
            }
        }
    }

    pub fn len(&self) -> usize {
        self.inner.lock().map(|i| i.entries.len()).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Whether the client asked for a fresh answer (`Cache-Control: no-cache` or `no-store`).
pub fn wants_fresh(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::CACHE_CONTROL)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|d| {
            let d = d.trim();
            d.eq_ignore_ascii_case("no-cache") || d.eq_ignore_ascii_case("no-store")
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_last_for_their_generation_only() {
        let answers = Answers::default();
        answers.put(3, "sofa".into(), Bytes::from_static(b"[1]"));
        assert_eq!(answers.get(3, "sofa").as_deref(), Some(&b"[1]"[..]));
        assert_eq!(answers.get(4, "sofa"), None, "the index changed");
        // An answer of an older generation is not kept; a newer one drops the rest.
        answers.put(2, "tv".into(), Bytes::from_static(b"[2]"));
        assert_eq!(answers.get(3, "tv"), None);
        answers.put(4, "tv".into(), Bytes::from_static(b"[3]"));
        assert_eq!(answers.get(3, "sofa"), None);
        assert_eq!(answers.len(), 1);
    }

    #[test]
    fn the_oldest_answers_go_first_past_the_bounds() {
        let answers = Answers::default();
        for n in 0..MAX_ENTRIES + 10 {
            answers.put(1, n.to_string(), Bytes::from_static(b"{}"));
        }
        assert_eq!(answers.len(), MAX_ENTRIES);
        assert_eq!(answers.get(1, "0"), None);
        assert!(answers.get(1, &(MAX_ENTRIES + 9).to_string()).is_some());
    }

    #[test]
    fn no_cache_asks_for_a_fresh_answer() {
        let mut headers = HeaderMap::new();
        assert!(!wants_fresh(&headers));
        headers.insert(
            header::CACHE_CONTROL,
            "max-age=0, No-Cache".parse().unwrap(),
        );
        assert!(wants_fresh(&headers));
    }
}
