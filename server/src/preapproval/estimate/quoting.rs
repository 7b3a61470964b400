//! The servicing rules lease quotes are worked out under, with the quotes already worked out:
//! a basket's every line and every product page states a lease quote, and originating the
//! same lease again for every request was most of what a basket read cost.

use std::collections::HashMap;
use std::sync::Mutex;

use servicing::{Cents, PayFrequency, ServicingRules};

use super::model::LeaseEstimate;
use super::price_quote;

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
}
