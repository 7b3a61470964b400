//! Searching the index: the text query (exact, one typo, a prefix for the last word), the
//! refinement filters, sorting and paging with counts, suggestions and corrections.

use std::ops::Bound;
use std::sync::Arc;

use tantivy::aggregation::agg_req::Aggregations;
use tantivy::aggregation::AggregationCollector;
use tantivy::collector::TopDocs;
use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, RangeQuery,
    TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption, Value as _};
use tantivy::{DocAddress, Searcher, TantivyDocument, Term};

use super::page::{PageAndCounts, PageOrder};
use super::{fold, LocaleFields, SearchAnswer, SearchIndex, SearchRequest};
use crate::search::model::{edit_distance, Hit, Refinements, Sort};

impl SearchIndex {
    /// Every word must match a product's name (worth more) or its other text. A word the index
    /// knows matches exactly; the last word, when `prefix_last`, also matches the words it
    /// starts (what is still being typed); only a word the index does not know at all is read
    /// as a typo of a known one (one edit, from four letters on). So "ring" finds rings, not
    /// kings and wings, and "sofaa" still finds sofas — and no typo automaton is walked for a
    /// phrase whose words are all known, which is most of them.
    ///
    /// `text_fields` are the fields searched with their weights: a product's name and other
    /// text for a search, its name alone for the suggestions (which show names). A query of
    /// one word is a plain union of term queries, which tantivy ranks with block-max WAND
    /// (the suggestions' top ten without scoring every match).
    fn text_query(
        &self,
        searcher: &Searcher,
        fields: &LocaleFields,
        text_fields: &[(Field, f32)],
        text: &str,
        prefix_last: bool,
    ) -> Option<Box<dyn Query>> {
        let tokens = self.tokens(fields.analyzer, text);
        if tokens.is_empty() {
            return None;
        }
        let last = tokens.len() - 1;
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = tokens
            .iter()
            .enumerate()
            .map(|(i, token)| {
                let terms: Vec<Term> = text_fields
                    .iter()
                    .map(|(field, _)| Term::from_field_text(*field, token))
                    .collect();
                let known = terms.iter().any(|term| is_known(searcher, term));
                let starts = if prefix_last && i == last {
                    word_starts(searcher, &terms, token)
                } else {
                    Vec::new()
                };
                let mut options: Vec<(Occur, Box<dyn Query>)> = Vec::new();
                for (term, (_, boost)) in terms.iter().zip(text_fields) {
                    options.push((
                        Occur::Should,
                        Box::new(BoostQuery::new(
                            Box::new(TermQuery::new(term.clone(), IndexRecordOption::WithFreqs)),
                            *boost,
                        )),
                    ));
                }
                // Scored like the word itself, at half its weight.
                for start in &starts {
                    let boost = text_fields
                        .iter()
                        .find(|(field, _)| *field == start.field())
                        .map_or(1.0, |(_, boost)| boost / 2.0);
                    options.push((
                        Occur::Should,
                        Box::new(BoostQuery::new(
                            Box::new(TermQuery::new(start.clone(), IndexRecordOption::WithFreqs)),
                            boost,
                        )),
                    ));
                }
                if starts.is_empty() && !known && token.chars().count() >= 4 {
                    for term in terms {
                        let typo: Box<dyn Query> = if prefix_last && i == last {
                            Box::new(FuzzyTermQuery::new_prefix(term, 1, true))
                        } else {
                            Box::new(FuzzyTermQuery::new(term, 1, true))
                        };
                        options.push((Occur::Should, Box::new(BoostQuery::new(typo, 0.5))));
                    }
                }
                (
                    Occur::Must,
                    Box::new(BooleanQuery::new(options)) as Box<dyn Query>,
                )
            })
            .collect();
        if clauses.len() == 1 {
            return clauses.pop().map(|(_, query)| query);
        }
        Some(Box::new(BooleanQuery::new(clauses)))
    }

    /// The refinements as required clauses that do not score. (Every document of the index is of its
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
            // Any of the values: a union of term queries (a `TermSetQuery` compiles an FST for
            // every request, which cost more than the search it filtered).
            if !values.is_empty() {
                let any: Vec<(Occur, Box<dyn Query>)> = values
                    .iter()
                    .map(|v| {
                        let query: Box<dyn Query> =
                            Box::new(TermQuery::new(term(field, v), IndexRecordOption::Basic));
                        (Occur::Should, query)
                    })
                    .collect();
                out.push((Occur::Must, Box::new(BooleanQuery::new(any))));
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
        // Filters only: they narrow the hits and never change their order.
        out.into_iter()
            .map(|(occur, query)| {
                let query: Box<dyn Query> = Box::new(ConstScoreQuery::new(query, 0.0));
                (occur, query)
            })
            .collect()
    }

    pub fn search(&self, request: &SearchRequest) -> anyhow::Result<SearchAnswer> {
        let fields = self.locale_fields(request.locale);
        let searcher = self.reader.searcher();
        let mut clauses = self.filters(request.refinements);
        // The last word may be the start of one, as in the suggestions: a search for what the
        // suggestions showed finds the same products.
        let text_fields = [(fields.name, 3.0), (fields.body, 1.0)];
        match self.text_query(&searcher, fields, &text_fields, request.query, true) {
            Some(text) => clauses.push((Occur::Must, text)),
            None => clauses.push((Occur::Must, Box::new(AllQuery))),
        }
        let query = BooleanQuery::new(clauses);
        // The collector keeps offset + limit hits in memory: an offset past every product is
        // the empty page there already, never a heap the size of the number asked.
        let offset = request.offset.min(searcher.num_docs() as usize);
        let order = match request.sort {
            Sort::BestMatches if request.query.trim().is_empty() => PageOrder::Position,
            Sort::BestMatches => PageOrder::Score,
            Sort::PriceLowToHigh => PageOrder::PriceAscending,
            Sort::PriceHighToLow => PageOrder::PriceDescending,
            Sort::NameAscending => PageOrder::Name(
                self.index
                    .schema()
                    .get_field_name(fields.sort_name)
                    .to_owned(),
            ),
            Sort::Newest => PageOrder::Newest,
        };
        let (addresses, counts) = searcher.search(
            &query,
            &PageAndCounts {
                tables: &self.tables,
                order,
                offset,
                limit: request.limit,
            },
        )?;
        Ok(SearchAnswer {
            total: counts.total as usize,
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
                let hit = Hit::from_json(json)?;
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
        let searcher = self.reader.searcher();
        let Some(text) = self.text_query(&searcher, fields, &[(fields.name, 1.0)], typed, true)
        else {
            return Ok(Vec::new());
        };
        let docs = searcher.search(&text, &TopDocs::with_limit(limit.max(1)).order_by_score())?;
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
        let fields = self.locale_fields(locale);
        let searcher = self.reader.searcher();
        // A word of any product's text (a size, a colour, a brand) is no typo either.
        let in_index = |word: &str| {
            let tokens = self.tokens(fields.analyzer, word);
            !tokens.is_empty()
                && tokens.iter().all(|token| {
                    [fields.name, fields.body]
                        .into_iter()
                        .any(|field| is_known(&searcher, &Term::from_field_text(field, token)))
                })
        };
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
                    || in_index(word)
                {
                    return word.to_owned();
                }
                let typed: Vec<char> = word.chars().collect();
                let best = words
                    .iter()
                    .filter_map(|(known, uses)| {
                        let distance = edit_distance_within(&typed, known, 2)?;
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

/// At most this many words a last word still being typed may stand for (the most used).
const MAX_WORD_STARTS: usize = 64;
/// Words looked at for them (a one-letter start of a large catalog has thousands).
const MAX_WORD_STARTS_SCANNED: usize = 2_000;

/// Whether some segment has this term.
fn is_known(searcher: &Searcher, term: &Term) -> bool {
    searcher.segment_readers().iter().any(|segment| {
        segment
            .inverted_index(term.field())
            .ok()
            .and_then(|index| index.get_term_info(term).ok())
            .flatten()
            .is_some()
    })
}

/// The longer words of these fields that start with `start` (not `start` itself), the most
/// used first.
fn word_starts(searcher: &Searcher, terms: &[Term], start: &str) -> Vec<Term> {
    let mut found: std::collections::HashMap<Term, u64> = std::collections::HashMap::new();
    for term in terms {
        for segment in searcher.segment_readers() {
            let Ok(index) = segment.inverted_index(term.field()) else {
                continue;
            };
            let Ok(mut stream) = index.terms().range().gt(start.as_bytes()).into_stream() else {
                continue;
            };
            let mut scanned = 0;
            while let Some((word, info)) = stream.next() {
                scanned += 1;
                if !word.starts_with(start.as_bytes()) || scanned > MAX_WORD_STARTS_SCANNED {
                    break;
                }
                let Ok(word) = std::str::from_utf8(word) else {
                    continue;
                };
                *found
                    .entry(Term::from_field_text(term.field(), word))
                    .or_default() += u64::from(info.doc_freq);
            }
        }
    }
    let mut found: Vec<(Term, u64)> = found.into_iter().collect();
    found.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    found.truncate(MAX_WORD_STARTS);
    found.into_iter().map(|(term, _)| term).collect()
}

/// The edit distance of `typed` and `known` when it is at most `max` (None beyond), without
/// computing it for words whose length alone puts them too far.
fn edit_distance_within(typed: &[char], known: &str, max: usize) -> Option<usize> {
    if known.chars().count().abs_diff(typed.len()) > max {
        return None;
    }
    // Two rows on the stack (every vocabulary word is compared on each correction); a word
    // longer than they hold takes the allocating way.
    const ROW: usize = 48;
    if typed.len() >= ROW {
        let typed: String = typed.iter().collect();
        let distance = edit_distance(&typed, known);
        return (distance <= max).then_some(distance);
    }
    let mut previous = [0usize; ROW];
    let mut current = [0usize; ROW];
    for (j, cell) in previous.iter_mut().enumerate().take(typed.len() + 1) {
        *cell = j;
    }
    for (i, k) in known.chars().enumerate() {
        current[0] = i + 1;
        let mut nearest = current[0];
        for (j, t) in typed.iter().enumerate() {
            let substitution = previous[j] + usize::from(k != *t);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
            nearest = nearest.min(current[j + 1]);
        }
        // Every way on from this row costs at least its nearest cell.
        if nearest > max {
            return None;
        }
        std::mem::swap(&mut previous, &mut current);
    }
    let distance = previous[typed.len()];
    (distance <= max).then_some(distance)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_distance_is_the_distance_when_near() {
        let words = [
            "sofa",
            "sofaa",
            "mattress",
            "mattrss",
            "tv",
            "laptop",
            "sofá",
            "a",
            "",
            "ab",
            "ba",
            "abc",
            "cab",
            "lavadora",
            "lavadoras",
            "lavdora",
            "a-word-longer-than-the-rows-on-the-stack-hold-letters",
            "a-word-longer-than-the-rows-on-the-stack-hold-letter",
        ];
        for a in words {
            for b in words {
                let full = edit_distance(a, b);
                assert_eq!(
                    edit_distance_within(&a.chars().collect::<Vec<_>>(), b, 2),
                    (full <= 2).then_some(full),
                    "{a} {b}"
                );
            }
        }
    }
}
