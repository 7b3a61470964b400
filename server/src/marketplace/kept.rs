//! The marketplace's inputs kept in memory for a few seconds: its retailers (read and parsed)
//! and a site's category entries. Every shopper's answer is computed from them anew (the rules
//! are cheap); reading and parsing 44 rows and a preference for every request was most of it.
//! A change shows within `FRESH_MS`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::model::{CategoryEntry, Retailer};

/// How long inputs are used before they are read again.
pub const FRESH_MS: i64 = 5_000;

#[derive(Debug)]
pub struct Inputs {
    pub retailers: Vec<Retailer>,
    pub entries: Vec<CategoryEntry>,
}

/// (organization, site).
type SiteKey = (String, String);

#[derive(Debug, Default)]
pub struct Kept {
    /// Each site's inputs with when they were read.
    by_site: Mutex<HashMap<SiteKey, (i64, Arc<Inputs>)>>,
}

impl Kept {
    /// The inputs of a site, when read less than `FRESH_MS` before `now_ms`.
    pub fn fresh(&self, organization_id: &str, site_id: &str, now_ms: i64) -> Option<Arc<Inputs>> {
        let kept = self.by_site.lock().ok()?;
        let (read_at, inputs) = kept.get(&(organization_id.to_owned(), site_id.to_owned()))?;
        (now_ms >= *read_at && now_ms - read_at < FRESH_MS).then(|| inputs.clone())
    }

    pub fn keep(&self, organization_id: &str, site_id: &str, now_ms: i64, inputs: Arc<Inputs>) {
        if let Ok(mut kept) = self.by_site.lock() {
            kept.insert(
                (organization_id.to_owned(), site_id.to_owned()),
                (now_ms, inputs),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn inputs() -> Arc<Inputs> {
        Arc::new(Inputs {
            retailers: Vec::new(),
            entries: Vec::new(),
        })
    }

    #[test]
    fn inputs_are_used_for_a_few_seconds_and_per_site() {
        let kept = Kept::default();
        assert!(kept.fresh("org", "northwind", 1_000).is_none());
        kept.keep("org", "northwind", 1_000, inputs());
        assert!(kept
            .fresh("org", "northwind", 1_000 + FRESH_MS - 1)
            .is_some());
        assert!(kept.fresh("org", "northwind", 1_000 + FRESH_MS).is_none());
        assert!(kept.fresh("org", "southwind", 1_000).is_none());
        // A clock that went back reads again rather than trusting old inputs.
        assert!(kept.fresh("org", "northwind", 999).is_none());
    }
}
