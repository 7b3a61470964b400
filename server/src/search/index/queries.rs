//! Searching the index: the text query (exact, one typo, a prefix for the last word), the
//! refinement filters, sorting and paging with counts, suggestions and corrections.

use std::ops::Bound;
use std::sync::Arc;

use tantivy::aggregation::agg_req::Aggregations;
use tantivy::aggregation::AggregationCollector;
use tantivy::collector::{Count, TopDocs};
use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, RangeQuery, TermQuery,
    TermSetQuery,
};
use tantivy::schema::{Field, IndexRecordOption, Value as _};
use tantivy::{DocAddress, Order, Searcher, TantivyDocument, Term};

use super::counts::{Counts, RefinementCounts};
use super::{fold, LocaleFields, SearchAnswer, SearchIndex, SearchRequest};
use crate::search::model::{edit_distance, Hit, Refinements, Sort};

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

    /// The refinements as required clauses. (Every document of the index is of its
    /// organization: no clause for that, which would only add the same score to every hit.)
    fn filters(&self, refinements: &Refinements) -> Vec<(Occur, Box<dyn Query>)> {
        let term = |field: Field, value: &str| Term::from_field_text(field, value);
        let mut out: Vec<(Occur, Box<dyn Query>)> = Vec::new();
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
        let top = TopDocs::with_limit(request.limit.max(1)).and_offset(request.offset);
        let counter = RefinementCounts(&self.tables);
        let (addresses, total, counts): (Vec<DocAddress>, usize, Counts) = match request.sort {
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
        Ok(SearchAnswer {
            total,
            hits: self.hits(&searcher, fields.hit, &addresses)?,
            counts,
        })
    }

    /// The stored hits of these documents, parsed once and shared (a document of a segment
    /// never changes: an updated product is a new document).
    fn hits(
        &self,
        searcher: &Searcher,
        field: Field,
        addresses: &[DocAddress],
    ) -> anyhow::Result<Vec<Hit>> {
        let mut out = Vec::with_capacity(addresses.len());
        for address in addresses {
            let key = (
                searcher.segment_reader(address.segment_ord).segment_id(),
                address.doc_id,
                field,
            );
            if let Some(hit) = self.hit_cache.get(&key) {
                out.push(hit);
                continue;
            }
            let doc: TantivyDocument = searcher.doc(*address)?;
            if let Some(json) = doc.get_first(field).and_then(|v| v.as_str()) {
                let hit = Hit(Arc::new(serde_json::from_str(json)?));
                self.hit_cache.put(key, hit.clone());
                out.push(hit);
            }
        }
        Ok(out)
    }

    /// Hits whose names start with (or nearly with) what was typed, best first.
    pub fn suggest_products(
        &self,
        typed: &str,
        locale: &str,
        limit: usize,
    ) -> anyhow::Result<Vec<Hit>> {
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
        let addresses: Vec<DocAddress> = docs.into_iter().map(|(_, address)| address).collect();
        self.hits(&searcher, fields.hit, &addresses)
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
                // The vocabulary is in order: the first word not before this one tells both.
                let length = word.chars().count();
                if length < 3
                    || words
                        .range::<str, _>((Bound::Included(word), Bound::Unbounded))
                        .next()
                        .is_some_and(|(known, _)| known.starts_with(word))
                {
                    return word.to_owned();
                }
                let best = words
                    .iter()
                    .filter_map(|(known, uses)| {
                        let distance = edit_distance_within(word, length, known, 2)?;
                        Some((distance, std::cmp::Reverse(*uses), known))
                    })
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

    /// Distinct brands of the indexed hits, the most used first; worked out once per reader
    /// generation (the index changes only when the change feed commits).
    pub fn brands(&self) -> anyhow::Result<Arc<Vec<String>>> {
        let searcher = self.reader.searcher();
        let generation = searcher.generation().generation_id();
        if let Some((cached, brands)) = self.brands.lock().ok().and_then(|b| b.clone()) {
            if cached == generation {
                return Ok(brands);
            }
        }
        let aggregations: Aggregations = serde_json::from_value(serde_json::json!({
            "brand": { "terms": { "field": "brand", "size": 1000 } }
        }))?;
        let counts = searcher.search(
            &AllQuery,
            &AggregationCollector::from_aggs(aggregations, Default::default()),
        )?;
        let counts = serde_json::to_value(counts)?;
        let brands: Arc<Vec<String>> = Arc::new(
            counts["brand"]["buckets"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| b["key"].as_str().map(str::to_owned))
                .collect(),
        );
        if let Ok(mut cached) = self.brands.lock() {
            *cached = Some((generation, brands.clone()));
        }
        Ok(brands)
    }
}

/// The edit distance of `typed` and `known` when it is at most `max` (None beyond), without
/// computing it for words whose length alone puts them too far.
fn edit_distance_within(typed: &str, length: usize, known: &str, max: usize) -> Option<usize> {
    if known.chars().count().abs_diff(length) > max {
        return None;
    }
    let distance = edit_distance(typed, known);
    (distance <= max).then_some(distance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_distance_is_the_distance_when_near() {
        let words = [
            "sofa", "sofaa", "mattress", "mattrss", "tv", "laptop", "sofá", "a", "",
        ];
        for a in words {
            for b in words {
                let full = edit_distance(a, b);
                assert_eq!(
                    edit_distance_within(a, a.chars().count(), b, 2),
                    (full <= 2).then_some(full),
                    "{a} {b}"
                );
            }
        }
    }
}
