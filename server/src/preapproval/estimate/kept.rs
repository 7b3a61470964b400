//! The servicing rules kept in memory for a few seconds, with the quotes already worked out
//! under them: a basket's every line and every product page states a lease quote, and reading
//! the rules and originating the same lease again for every request was most of what a basket
//! read cost. A rules change shows in quotes within `FRESH_MS` (the checkout and the lease
//! itself always read the rules anew).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::quoting::QuotingRules;
use crate::db::Db;
use crate::error::AppResult;

/// How long the rules are used before they are read again.
pub const FRESH_MS: i64 = 5_000;

/// Each organization's rules, with when they were read.
#[derive(Debug, Default)]
pub struct KeptRules {
    by_organization: Mutex<HashMap<String, (i64, Arc<QuotingRules>)>>,
}

impl KeptRules {
    fn fresh(&self, organization_id: &str, now_ms: i64) -> Option<Arc<QuotingRules>> {
        let kept = self.by_organization.lock().ok()?;
        let (read_at, rules) = kept.get(organization_id)?;
        (now_ms >= *read_at && now_ms - read_at < FRESH_MS).then(|| rules.clone())
    }

    fn keep(&self, organization_id: &str, now_ms: i64, rules: Arc<QuotingRules>) {
        if let Ok(mut kept) = self.by_organization.lock() {
            kept.insert(organization_id.to_owned(), (now_ms, rules));
        }
    }

    /// The organization's servicing rules for quoting as of `now_ms`, read from `db` at most
    /// every `FRESH_MS`.
    pub async fn rules(
        &self,
        db: &Db,
        organization_id: &str,
        now_ms: i64,
    ) -> AppResult<Arc<QuotingRules>> {
        if let Some(rules) = self.fresh(organization_id, now_ms) {
            return Ok(rules);
        }
        let rules = Arc::new(QuotingRules::new(
            crate::lease::operations::rules(&db.pool, organization_id).await?,
        ));
        self.keep(organization_id, now_ms, rules.clone());
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use servicing::ServicingRules;

    #[test]
    fn rules_are_used_for_a_few_seconds_and_per_organization() {
        let kept = KeptRules::default();
        let rules = Arc::new(QuotingRules::new(ServicingRules::default()));
        kept.keep("org", 1_000, rules);
        assert!(kept.fresh("org", 1_000 + FRESH_MS - 1).is_some());
        assert!(kept.fresh("org", 1_000 + FRESH_MS).is_none());
        assert!(kept.fresh("other", 1_000).is_none());
        assert!(
            kept.fresh("org", 999).is_none(),
            "a clock moved back reads again"
        );
    }
}
