//! Answers already given, as the JSON sent, by request and index generation: the same search
//! (or the same typed prefix) again costs a lookup until the index changes. An answer is a pure
//! function of its normalized request and the index (its documents, labels and vocabulary all
//! change only with a commit of the change feed, which starts a new generation), so an entry
//! of the current generation is never stale. Only in addition to a fast search: a request
//! with `Cache-Control: no-cache` is answered anew (and `scripts/bench.sh` measures both).
//! Bounded in entries and bytes (quick_cache: answers asked for again stay, those never
//! asked for again go first).

use std::sync::Mutex;

use axum::body::Bytes;
use axum::http::{header, HeaderMap};
use quick_cache::sync::{Cache, DefaultLifecycle};
use quick_cache::{DefaultHashBuilder, OptionsBuilder, Weighter};

const MAX_ENTRIES: usize = 2048;
const MAX_BYTES: usize = 16 * 1024 * 1024;

/// An answer with the index generation it was computed on.
type Kept = (u64, Bytes);

/// An answer weighs its bytes, and never less than an equal share of the bytes: the one weight
/// bound then keeps both limits (at most `MAX_ENTRIES` answers, at most `MAX_BYTES`).
#[derive(Debug, Clone)]
struct AnswerWeight;

impl Weighter<String, Kept> for AnswerWeight {
    fn weight(&self, _key: &String, kept: &Kept) -> u64 {
        kept.1.len().max(MAX_BYTES / MAX_ENTRIES) as u64
    }
}

pub struct Answers {
    /// The newest generation an answer was kept for; older answers are not kept.
    generation: Mutex<u64>,
    entries: Cache<String, Kept, AnswerWeight>,
}

impl Default for Answers {
    fn default() -> Self {
        let options = OptionsBuilder::new()
            .estimated_items_capacity(MAX_ENTRIES)
            .weight_capacity(MAX_BYTES as u64)
            // One shard: the bounds hold for the whole cache, not for a share of it.
            .shards(1)
            .build()
            .expect("the answer cache's options are valid");
        Self {
            generation: Mutex::new(0),
            entries: Cache::with_options(
                options,
                AnswerWeight,
                DefaultHashBuilder::default(),
                DefaultLifecycle::default(),
            ),
        }
    }
}

impl Answers {
    /// The answer given to this request in this generation of the index.
    pub fn get(&self, generation: u64, key: &str) -> Option<Bytes> {
        self.entries
            .get(key)
            .filter(|(kept_on, _)| *kept_on == generation)
            .map(|(_, answer)| answer)
    }

    /// Keeps an answer computed on `generation` (or a later one: the searcher is taken after
    /// the generation is read). A newer generation drops every older answer.
    pub fn put(&self, generation: u64, key: String, answer: Bytes) {
        if answer.len() > MAX_BYTES / 8 {
            return;
        }
        // Held while inserting, so no older answer lands after a newer generation cleared.
        let mut current = self.generation.lock().unwrap_or_else(|e| e.into_inner());
        if generation < *current {
            return;
        }
        if generation > *current {
            *current = generation;
            self.entries.clear();
        }
        self.entries.insert(key, (generation, answer));
    }

    pub fn len(&self) -> usize {
        self.entries.len()
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
    fn answers_are_bounded_in_count_and_the_newest_is_kept() {
        let answers = Answers::default();
        for n in 0..MAX_ENTRIES + 10 {
            answers.put(1, n.to_string(), Bytes::from_static(b"{}"));
        }
        assert_eq!(answers.len(), MAX_ENTRIES);
        assert!(answers.get(1, &(MAX_ENTRIES + 9).to_string()).is_some());
    }

    #[test]
    fn answers_are_bounded_in_bytes() {
        let answers = Answers::default();
        let big = Bytes::from(vec![b' '; MAX_BYTES / 8]);
        for n in 0..9 {
            answers.put(1, n.to_string(), big.clone());
        }
        assert_eq!(answers.len(), 8, "eight answers of an eighth fill it");
        assert!(answers.get(1, "8").is_some());
        answers.put(1, "huge".into(), Bytes::from(vec![b' '; MAX_BYTES / 8 + 1]));
        assert_eq!(
            answers.get(1, "huge"),
            None,
            "an answer over an eighth is not kept"
        );
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
