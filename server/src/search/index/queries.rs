//! Searching the index: the text query (exact, one typo, a prefix for the last word), the
//! refinement filters, sorting and paging with counts, suggestions and corrections.

use std::collections::BTreeMap;
use std::ops::Bound;

use serde_json::Value;
use tantivy::aggregation::agg_req::Aggregations;
use tantivy::aggregation::AggregationCollector;
use tantivy::collector::{Count, TopDocs};
use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, RangeQuery, TermQuery,
    TermSetQuery,
};
use tantivy::schema::{Field, IndexRecordOption, Value as _};
use tantivy::{DocAddress, Order, TantivyDocument, Term};

use super::{fold, LocaleFields, SearchAnswer, SearchIndex, SearchRequest};
use crate::search::model::{edit_distance, Refinements, Sort, PRICE_BUCKETS};

impl SearchIndex {
    /// Every word must match a product's name or its other text, exactly (worth more) or
    /// with one typo; `prefix_last` lets the last word be the start of one (suggestions).
    fn text_query(
        &self,
        fields: &LocaleFields,
        text: &str,
        prefix_last: bool,
    ) -> Option<Box<dyn Query>> {
        let tokens = self.tokens(fields.analyzer, text);
        if tokens.is_empty() {
            return None;
        }
        let last = tokens.len() - 1;
        let clauses: Vec<(Occur, Box<dyn Query>)> = tokens
            .iter()
            .enumerate()
            .map(|(i, token)| {
                let long = token.chars().count() >= 4;
                let mut options: Vec<(Occur, Box<dyn Query>)> = Vec::new();
                for (field, boost) in [(fields.name, 3.0), (fields.body, 1.0)] {
                    let term = Term::from_field_text(field, token);
                    options.push((
                        Occur::Should,
                        Box::new(BoostQuery::new(
                            Box::new(TermQuery::new(term.clone(), IndexRecordOption::WithFreqs)),
                            boost,
                        )),
                    ));
                    if prefix_last && i == last {
                        options.push((
                            Occur::Should,
                            Box::new(FuzzyTermQuery::new_prefix(term, u8::from(long), true)),
                        ));
                    } else if long {
                        options.push((
                            Occur::Should,
                            Box::new(BoostQuery::new(
                                Box::new(FuzzyTermQuery::new(term, 1, true)),
                                0.5,
                            )),
                        ));
                    }
                }
                (
                    Occur::Must,
                    Box::new(BooleanQuery::new(options)) as Box<dyn Query>,
                )
            })
            .collect();
        Some(Box::new(BooleanQuery::new(clauses)))
    }

    fn filters(&self, refinements: &Refinements) -> Vec<(Occur, Box<dyn Query>)> {
        let term = |field: Field, value: &str| Term::from_field_text(field, value);
        let mut out: Vec<(Occur, Box<dyn Query>)> = vec![(
            Occur::Must,
            Box::new(TermQuery::new(
                term(self.fields.organization, &self.organization_id),
                IndexRecordOption::Basic,
            )),
        )];
        if let Some(category) = &refinements.category {
            out.push((
                Occur::Must,
                Box::new(TermQuery::new(
                    term(self.fields.category, category),
                    IndexRecordOption::Basic,
                )),
            ));
        }
        for (field, values) in [
            (self.fields.brand, &refinements.brands),
            (self.fields.color, &refinements.colors),
            (self.fields.size, &refinements.sizes),
        ] {
            if !values.is_empty() {
                out.push((
                    Occur::Must,
                    Box::new(TermSetQuery::new(values.iter().map(|v| term(field, v)))),
                ));
            }
        }
        if let Some((from, to)) = refinements.price {
            let upper = match to {
                Some(to) => Bound::Excluded(Term::from_field_u64(self.fields.price, to)),
                None => Bound::Unbounded,
            };
            out.push((
                Occur::Must,
                Box::new(RangeQuery::new(
                    Bound::Included(Term::from_field_u64(self.fields.price, from)),
                    upper,
                )),
            ));
        }
        out
    }

    pub fn search(&self, request: &SearchRequest) -> anyhow::Result<SearchAnswer> {
        let fields = self.locale_fields(request.locale);
        let mut clauses = self.filters(request.refinements);
        // The last word may be the start of one, as in the suggestions: a search for what the
        // suggestions showed finds the same products.
        match self.text_query(fields, request.query, true) {
            Some(text) => clauses.push((Occur::Must, text)),
            None => clauses.push((Occur::Must, Box::new(AllQuery))),
        }
        let query = BooleanQuery::new(clauses);
        let searcher = self.reader.searcher();
        let aggregations: Aggregations = serde_json::from_value(serde_json::json!({
            "brand": { "terms": { "field": "brand", "size": 200, "order": { "_key": "asc" } } },
            "color": { "terms": { "field": "color", "size": 200 } },
            "size": { "terms": { "field": "size", "size": 200 } },
            "category": { "terms": { "field": "category", "size": 2000 } },
            "price": { "range": { "field": "price", "ranges": PRICE_BUCKETS.iter().map(|(from, to)| match to {
                Some(to) => serde_json::json!({ "from": from, "to": to }),
                None => serde_json::json!({ "from": from }),
            }).collect::<Vec<_>>() } },
        }))?;
        let top = TopDocs::with_limit(request.limit.max(1)).and_offset(request.offset);
        let counter = AggregationCollector::from_aggs(aggregations, Default::default());
        let (addresses, total, counts): (Vec<DocAddress>, usize, _) = match request.sort {
            Sort::BestMatches if request.query.trim().is_empty() => {
                let (docs, total, counts) = searcher.search(
                    &query,
                    &(
                        top.order_by_fast_field::<u64>("position", Order::Asc),
                        Count,
                        counter,
                    ),
                )?;
                (docs.into_iter().map(|d| d.1).collect(), total, counts)
            }
            Sort::BestMatches => {
                let (docs, total, counts) =
                    searcher.search(&query, &(top.order_by_score(), Count, counter))?;
                (docs.into_iter().map(|d| d.1).collect(), total, counts)
            }
            Sort::PriceLowToHigh | Sort::PriceHighToLow => {
                let order = if request.sort == Sort::PriceLowToHigh {
                    Order::Asc
                } else {
                    Order::Desc
                };
                let (docs, total, counts) = searcher.search(
                    &query,
                    &(
                        top.order_by_fast_field::<u64>("price", order),
                        Count,
                        counter,
                    ),
                )?;
                (docs.into_iter().map(|d| d.1).collect(), total, counts)
            }
            Sort::NameAscending => {
                let name = self
                    .index
                    .schema()
                    .get_field_name(fields.sort_name)
                    .to_owned();
                let (docs, total, counts) = searcher.search(
                    &query,
                    &(
                        top.order_by_string_fast_field(name, Order::Asc),
                        Count,
                        counter,
                    ),
                )?;
                (docs.into_iter().map(|d| d.1).collect(), total, counts)
            }
            Sort::Newest => {
                let (docs, total, counts) = searcher.search(
                    &query,
                    &(
                        top.order_by_fast_field::<u64>("is_new", Order::Desc),
                        Count,
                        counter,
                    ),
                )?;
                (docs.into_iter().map(|d| d.1).collect(), total, counts)
            }
        };
        let mut hits = Vec::with_capacity(addresses.len());
        for address in addresses {
            let doc: TantivyDocument = searcher.doc(address)?;
            if let Some(json) = doc.get_first(fields.hit).and_then(|v| v.as_str()) {
                hits.push(serde_json::from_str(json)?);
            }
        }
        Ok(SearchAnswer {
            total,
            hits,
            counts: serde_json::to_value(counts)?,
        })
    }

    /// Hits whose names start with (or nearly with) what was typed, best first.
    pub fn suggest_products(
        &self,
        typed: &str,
        locale: &str,
        limit: usize,
    ) -> anyhow::Result<Vec<Value>> {
        let fields = self.locale_fields(locale);
        let Some(text) = self.text_query(fields, typed, true) else {
            return Ok(Vec::new());
        };
        let mut clauses = self.filters(&Refinements::default());
        clauses.push((Occur::Must, text));
        let searcher = self.reader.searcher();
        let docs = searcher.search(
            &BooleanQuery::new(clauses),
            &TopDocs::with_limit(limit.max(1)).order_by_score(),
        )?;
        let mut out = Vec::new();
        for (_, address) in docs {
            let doc: TantivyDocument = searcher.doc(address)?;
            if let Some(json) = doc.get_first(fields.hit).and_then(|v| v.as_str()) {
                out.push(serde_json::from_str(json)?);
            }
        }
        Ok(out)
    }

    /// The phrase with each unknown word replaced by the nearest known one (one or two edits,
    /// the most used on a tie); None when every word is known or nothing is near.
    pub fn corrected_phrase(&self, phrase: &str, locale: &str) -> Option<String> {
        let vocabulary = self.vocabulary.read().ok()?;
        let words = vocabulary
            .get(locale)
            .or_else(|| vocabulary.get(&self.default_locale))?;
        let folded = fold(phrase);
        let mut changed = false;
        let corrected: Vec<String> = folded
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(|word| {
                // Known, or the start of a known word (still being typed): nothing to correct.
                if word.chars().count() < 3
                    || words.contains_key(word)
                    || words.keys().any(|known| known.starts_with(word))
                {
                    return word.to_owned();
                }
                let best = words
                    .iter()
                    .map(|(known, uses)| {
                        (edit_distance(word, known), std::cmp::Reverse(*uses), known)
                    })
                    .filter(|(distance, _, _)| *distance <= 2)
                    .min();
                match best {
                    Some((_, _, known)) => {
                        changed = true;
                        known.clone()
                    }
                    None => word.to_owned(),
                }
            })
            .collect();
        changed.then(|| corrected.join(" "))
    }

    /// Distinct brands of the indexed hits.
    pub fn brands(&self) -> anyhow::Result<Vec<String>> {
        let aggregations: Aggregations = serde_json::from_value(serde_json::json!({
            "brand": { "terms": { "field": "brand", "size": 1000 } }
        }))?;
        let searcher = self.reader.searcher();
        let query = BooleanQuery::new(self.filters(&Refinements::default()));
        let counts = searcher.search(
            &query,
            &AggregationCollector::from_aggs(aggregations, Default::default()),
        )?;
        Ok(buckets(&serde_json::to_value(counts)?, "brand")
            .into_iter()
            .map(|(key, _)| key)
            .collect())
    }
}

/// `(key, doc_count)` of a terms aggregation's buckets.
pub fn buckets(counts: &Value, name: &str) -> Vec<(String, u64)> {
    counts[name]["buckets"]
        .as_array()
        .map(|buckets| {
            buckets
                .iter()
                .filter_map(|b| {
                    let key = match &b["key"] {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    Some((key, b["doc_count"].as_u64()?))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Counts by key of a terms aggregation.
pub fn count_map(counts: &Value, name: &str) -> BTreeMap<String, u64> {
    buckets(counts, name).into_iter().collect()
}
