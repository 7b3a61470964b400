//! The servicing rules kept in memory for a few seconds, with the quotes already worked out
//! under them: a basket's every line and every product page states a lease quote, and reading
//! the rules and originating the same lease again for every request was most of what a basket
//! read cost. A rules change shows in quotes within `FRESH_MS` (the checkout and the lease
//! itself always read the rules anew).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use servicing::{Cents, PayFrequency, ServicingRules};

use super::model::LeaseEstimate;
use super::price_quote;
use crate::error::AppResult;
use crate::state::AppState;

/// How long the rules are used before they are read again.
pub const FRESH_MS: i64 = 5_000;

/// Quotes kept per rules read; past this many the memo starts over.
const MAX_QUOTES: usize = 4096;

type QuoteKey = (i64, PayFrequency, Option<String>);

/// An organization's servicing rules as read, and the quotes worked out under them.
#[derive(Debug)]
pub struct QuotingRules {
    pub rules: ServicingRules,
    quotes: Mutex<HashMap<QuoteKey, Option<LeaseEstimate>>>,
}

impl Default for QuotingRules {
    fn default() -> Self {
        QuotingRules::new(ServicingRules::default())
    }
}

impl QuotingRules {
    pub fn new(rules: ServicingRules) -> Self {
        QuotingRules {
            rules,
            quotes: Mutex::new(HashMap::new()),
        }
    }

    /// The quote of a cash price (`price_quote`), worked out once per price, frequency and state.
    pub fn quote(
        &self,
        cash_price: Cents,
        frequency: PayFrequency,
        state: Option<&str>,
    ) -> Option<LeaseEstimate> {
        let key = (
            cash_price.get(),
            frequency,
            state.map(str::to_ascii_uppercase),
        );
        if let Some(quote) = self.quotes.lock().ok().and_then(|q| q.get(&key).cloned()) {
            return quote;
        }
        let quote = price_quote(&self.rules, cash_price, frequency, state);
        if let Ok(mut quotes) = self.quotes.lock() {
            if quotes.len() >= MAX_QUOTES {
                quotes.clear();
            }
            quotes.insert(key, quote.clone());
        }
        quote
    }
}

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
}

/// The organization's servicing rules for quoting, read at most every `FRESH_MS`.
pub async fn quoting_rules(
    state: &AppState,
    organization_id: &str,
) -> AppResult<Arc<QuotingRules>> {
    let now = state.clock.now_ms();
    if let Some(rules) = state.quoting_rules.fresh(organization_id, now) {
        return Ok(rules);
    }
    let rules = Arc::new(QuotingRules::new(
        crate::lease::store::rules(&state.db.pool, organization_id).await?,
    ));
    state
        .quoting_rules
        .keep(organization_id, now, rules.clone());
    Ok(rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quote_is_worked_out_once_and_is_the_price_quote() {
        let rules = QuotingRules::new(ServicingRules::default());
        let first = rules.quote(Cents::new(54_799), PayFrequency::Weekly, Some("tx"));
        assert_eq!(
            first,
            price_quote(
                &ServicingRules::default(),
                Cents::new(54_799),
                PayFrequency::Weekly,
                Some("TX")
            )
        );
        assert_eq!(
            rules.quote(Cents::new(54_799), PayFrequency::Weekly, Some("TX")),
            first
        );
        assert_eq!(rules.quotes.lock().unwrap().len(), 1);
    }

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
