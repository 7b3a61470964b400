//! Refinement hit counts: per segment, a table of each document's refinement values (term
//! ordinals of `brand`, `color`, `size`, `category` and its price bucket, read once from the
//! fast-field columns when the segment is first searched), and per search a counter per
//! value; values become names once per segment, at harvest. What tantivy's terms and
//! range aggregations counted, without their per-request request parsing, per-document column
//! decoding and hash maps. The table also holds the segment's sort values (`page.rs`), and the
//! counting runs inside the page's collector: one pass over the hits does both.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use tantivy::index::SegmentId;
use tantivy::{DocId, Searcher, SegmentReader};

use super::page::SortColumns;
use crate::search::model::PRICE_BUCKETS;

/// The counted keyword fast fields (the tables' columns in this order).
const TERM_FIELDS: [&str; 4] = ["brand", "color", "size", "category"];

/// At most this many values per refinement (what the terms aggregations asked for).
const BRAND_VALUES: usize = 200;
const COLOR_VALUES: usize = 200;
const SIZE_VALUES: usize = 200;
const CATEGORY_VALUES: usize = 2000;

/// How many hits have each refinement value.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Counts {
    /// Hits counted.
    pub total: u64,
    /// By brand name, in name order.
    pub brand: BTreeMap<String, u64>,
    pub color: HashMap<String, u64>,
    pub size: HashMap<String, u64>,
    /// By category id (a hit counts in its category and every ancestor).
    pub category: HashMap<String, u64>,
    /// Hits per `PRICE_BUCKETS` bucket, in order.
    pub price: [u64; PRICE_BUCKETS.len()],
}

/// The bucket of a price in cents.
fn price_bucket(cents: u64) -> Option<usize> {
    PRICE_BUCKETS
        .iter()
        .position(|(from, to)| cents >= *from && to.is_none_or(|to| cents < to))
}

/// A segment's refinement values per document, laid out for counting: every value (a
/// column's term, or a price bucket) has a number in one counter space. Documents with the same
/// values share a profile (a catalog's items repeat a few category, brand, colour, size and
/// price combinations many times), so a search counts one profile per hit and turns the
/// profiles it met into values once, at harvest.
pub struct SegmentTable {
    /// Per column, the value names by term ordinal; a column's numbers start at `bases[i]`,
    /// the price buckets' at `bases[4]`.
    names: [Vec<String>; 4],
    bases: [u32; 5],
    /// Document `d`'s profile.
    profiles: Vec<u32>,
    /// Profile `p`'s values are `values[starts[p]..starts[p + 1]]`.
    starts: Vec<u32>,
    values: Vec<u32>,
    /// The segment's sort values, one plain column each.
    pub(super) sort: SortColumns,
}

impl SegmentTable {
    fn build(reader: &SegmentReader) -> tantivy::Result<SegmentTable> {
        let fast = reader.fast_fields();
        let docs = reader.max_doc();
        let mut names: [Vec<String>; 4] = Default::default();
        let mut bases = [0u32; 5];
        let mut columns = Vec::new();
        let mut next = 0u32;
        for (i, field) in TERM_FIELDS.iter().enumerate() {
            bases[i] = next;
            let column = fast.str(field)?;
            if let Some(column) = &column {
                for ord in 0..column.num_terms() as u64 {
                    let mut name = String::new();
                    column.ord_to_str(ord, &mut name)?;
                    names[i].push(name);
                }
            }
            next += names[i].len() as u32;
            columns.push(column);
        }
        bases[4] = next;
        let price = fast.column_opt::<u64>("price")?;
        let mut profile_of: HashMap<Vec<u32>, u32> = HashMap::new();
        let mut profiles = Vec::with_capacity(docs as usize);
        let mut starts = vec![0];
        let mut values = Vec::new();
        let mut one = Vec::new();
        let mut all = Vec::new();
        for doc in 0..docs {
            all.clear();
            for (column, base) in columns.iter().zip(bases) {
                let Some(column) = column else { continue };
                one.clear();
                one.extend(column.term_ords(doc).map(|ord| base + ord as u32));
                one.sort_unstable();
                one.dedup();
                all.extend_from_slice(&one);
            }
            if let Some(bucket) = price
                .as_ref()
                .and_then(|p| p.first(doc))
                .and_then(price_bucket)
            {
                all.push(bases[4] + bucket as u32);
            }
            let next = profile_of.len() as u32;
            let profile = *profile_of.entry(all.clone()).or_insert_with(|| {
                values.extend_from_slice(&all);
                starts.push(values.len() as u32);
                next
            });
            profiles.push(profile);
        }
        tracing::debug!(
            docs,
            profiles = profile_of.len(),
            values = values.len(),
            "refinement table built"
        );
        Ok(SegmentTable {
            names,
            bases,
            profiles,
            starts,
            values,
            sort: SortColumns::read(reader)?,
        })
    }

    /// How many counters a search of this segment needs.
    fn counters(&self) -> usize {
        self.bases[4] as usize + PRICE_BUCKETS.len()
    }
}

/// The tables of the segments searched, built on first use (segments never change).
#[derive(Default)]
pub struct SegmentTables {
    tables: Mutex<HashMap<SegmentId, Arc<SegmentTable>>>,
}

impl SegmentTables {
    pub(super) fn get(&self, reader: &SegmentReader) -> tantivy::Result<Arc<SegmentTable>> {
        let mut tables = self
            .tables
            .lock()
            .map_err(|_| tantivy::TantivyError::InternalError("tables poisoned".into()))?;
        if let Some(table) = tables.get(&reader.segment_id()) {
            return Ok(table.clone());
        }
        let table = Arc::new(SegmentTable::build(reader)?);
        tables.insert(reader.segment_id(), table.clone());
        Ok(table)
    }

    /// Builds the tables of this searcher's segments and forgets those of other segments
    /// (merged away).
    pub fn prepare(&self, searcher: &Searcher) -> tantivy::Result<()> {
        for reader in searcher.segment_readers() {
            self.get(reader)?;
        }
        if let Ok(mut tables) = self.tables.lock() {
            tables.retain(|id, _| {
                searcher
                    .segment_readers()
                    .iter()
                    .any(|r| r.segment_id() == *id)
            });
        }
        Ok(())
    }
}

/// One search's hits per profile of a segment (counted by the page's collector).
pub struct SegmentCounts {
    table: Arc<SegmentTable>,
    /// Hits per profile.
    hits: Vec<u32>,
}

/// A segment's counts by value (merged into `Counts` across segments).
#[derive(Default)]
pub struct SegmentFruit {
    total: u64,
    terms: [Vec<(String, u64)>; 4],
    price: [u64; PRICE_BUCKETS.len()],
}

impl SegmentCounts {
    pub fn new(table: Arc<SegmentTable>) -> Self {
        SegmentCounts {
            hits: vec![0; table.starts.len() - 1],
            table,
        }
    }

    #[inline]
    pub fn count(&mut self, doc: DocId) {
        self.hits[self.table.profiles[doc as usize] as usize] += 1;
    }

    pub fn harvest(self) -> SegmentFruit {
        let table = &*self.table;
        let mut counts = vec![0u32; table.counters()];
        let mut fruit = SegmentFruit::default();
        for (profile, hits) in self.hits.iter().enumerate() {
            if *hits == 0 {
                continue;
            }
            fruit.total += u64::from(*hits);
            let (from, to) = (table.starts[profile], table.starts[profile + 1]);
            for value in &table.values[from as usize..to as usize] {
                counts[*value as usize] += hits;
            }
        }
        for (i, out) in fruit.terms.iter_mut().enumerate() {
            let base = table.bases[i] as usize;
            for (ord, name) in table.names[i].iter().enumerate() {
                let count = counts[base + ord];
                if count > 0 {
                    out.push((name.clone(), u64::from(count)));
                }
            }
        }
        let base = table.bases[4] as usize;
        for (bucket, into) in fruit.price.iter_mut().enumerate() {
            *into = u64::from(counts[base + bucket]);
        }
        fruit
    }
}

/// The segments' counts as one.
pub fn merge_counts(fruits: impl IntoIterator<Item = SegmentFruit>) -> Counts {
    let mut terms: [HashMap<String, u64>; 4] = Default::default();
    let mut price = [0; PRICE_BUCKETS.len()];
    let mut total = 0;
    for fruit in fruits {
        total += fruit.total;
        for (into, from) in terms.iter_mut().zip(fruit.terms) {
            for (name, count) in from {
                *into.entry(name).or_default() += count;
            }
        }
        for (into, from) in price.iter_mut().zip(fruit.price) {
            *into += from;
        }
    }
    let [brand, color, size, category] = terms;
    Counts {
        total,
        // The first brands by name; the most used colours, sizes and categories.
        brand: brand
            .into_iter()
            .collect::<BTreeMap<_, _>>()
            .into_iter()
            .take(BRAND_VALUES)
            .collect(),
        color: most_used(color, COLOR_VALUES),
        size: most_used(size, SIZE_VALUES),
        category: most_used(category, CATEGORY_VALUES),
        price,
    }
}

/// The `limit` values with the most hits (all of them, as a rule: a catalog has fewer).
fn most_used(counts: HashMap<String, u64>, limit: usize) -> HashMap<String, u64> {
    if counts.len() <= limit {
        return counts;
    }
    let mut sorted: Vec<(String, u64)> = counts.into_iter().collect();
    sorted.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    sorted.truncate(limit);
    sorted.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tantivy::aggregation::agg_req::Aggregations;
    use tantivy::aggregation::AggregationCollector;
    use tantivy::query::{AllQuery, Query, TermQuery};
    use tantivy::schema::{IndexRecordOption, Schema, FAST, INDEXED, STRING};
    use tantivy::{doc, Index, Term};

    /// What the handlers asked tantivy's aggregations for before this collector.
    fn aggregated(searcher: &tantivy::Searcher, query: &dyn Query) -> Counts {
        let aggregations: Aggregations = serde_json::from_value(serde_json::json!({
            "brand": { "terms": { "field": "brand", "size": 200, "order": { "_key": "asc" } } },
            "color": { "terms": { "field": "color", "size": 200 } },
            "size": { "terms": { "field": "size", "size": 200 } },
            "category": { "terms": { "field": "category", "size": 2000 } },
            "price": { "range": { "field": "price", "ranges": PRICE_BUCKETS.iter().map(|(from, to)| match to {
                Some(to) => serde_json::json!({ "from": from, "to": to }),
                None => serde_json::json!({ "from": from }),
            }).collect::<Vec<_>>() } },
        }))
        .unwrap();
        let result = searcher
            .search(
                query,
                &AggregationCollector::from_aggs(aggregations, Default::default()),
            )
            .unwrap();
        let value = serde_json::to_value(result).unwrap();
        let terms = |name: &str| -> Vec<(String, u64)> {
            value[name]["buckets"]
                .as_array()
                .unwrap()
                .iter()
                .map(|b| {
                    (
                        b["key"].as_str().unwrap().to_owned(),
                        b["doc_count"].as_u64().unwrap(),
                    )
                })
                .collect()
        };
        let mut price = [0; PRICE_BUCKETS.len()];
        for (into, bucket) in price
            .iter_mut()
            .zip(value["price"]["buckets"].as_array().unwrap())
        {
            *into = bucket["doc_count"].as_u64().unwrap();
        }
        Counts {
            total: searcher.search(query, &tantivy::collector::Count).unwrap() as u64,
            brand: terms("brand").into_iter().collect(),
            color: terms("color").into_iter().collect(),
            size: terms("size").into_iter().collect(),
            category: terms("category").into_iter().collect(),
            price,
        }
    }

    #[test]
    fn counts_are_what_the_aggregations_counted() {
        let mut schema = Schema::builder();
        let id = schema.add_text_field("id", STRING);
        let brand = schema.add_text_field("brand", STRING | FAST);
        let color = schema.add_text_field("color", STRING | FAST);
        let size = schema.add_text_field("size", STRING | FAST);
        let category = schema.add_text_field("category", STRING | FAST);
        let price = schema.add_u64_field("price", INDEXED | FAST);
        let index = Index::create_in_ram(schema.build());
        let mut writer = index.writer_with_num_threads(1, 15_000_000).unwrap();
        let brands = ["Ashford Home", "Brio", "Cove"];
        let colors = ["gray", "navy", "black", "white"];
        for n in 0..300u64 {
            let mut document = doc!(
                id => n.to_string(),
                price => (n * 1_337) % 300_000,
                category => "furniture",
                category => if n % 3 == 0 { "sofas" } else { "tables" },
            );
            if n % 7 != 0 {
                document.add_text(brand, brands[n as usize % 3]);
            }
            for c in colors.iter().skip(n as usize % 4).take(1 + n as usize % 3) {
                document.add_text(color, c);
            }
            if n % 11 == 0 {
                document.add_text(color, "gray"); // twice: counted once
            }
            if n % 5 == 0 {
                document.add_text(size, "queen");
                document.add_text(size, "king");
            }
            writer.add_document(document).unwrap();
            if n % 100 == 99 {
                writer.commit().unwrap(); // several segments
            }
        }
        writer.delete_term(Term::from_field_text(id, "3"));
        writer.commit().unwrap();
        let searcher = index.reader().unwrap().searcher();
        assert!(searcher.segment_readers().len() > 1);
        let tables = SegmentTables::default();
        let sofas = TermQuery::new(
            Term::from_field_text(category, "sofas"),
            IndexRecordOption::Basic,
        );
        for query in [&AllQuery as &dyn Query, &sofas] {
            let page = super::super::page::PageAndCounts {
                tables: &tables,
                order: super::super::page::PageOrder::Position,
                offset: 0,
                limit: 1,
            };
            let (_, counted) = searcher.search(query, &page).unwrap();
            assert_eq!(counted, aggregated(&searcher, query));
            assert!(!counted.brand.is_empty() && !counted.size.is_empty());
        }
    }

    #[test]
    fn prices_fall_in_their_bucket_with_the_upper_bound_excluded() {
        assert_eq!(price_bucket(0), Some(0));
        assert_eq!(price_bucket(24_999), Some(0));
        assert_eq!(price_bucket(25_000), Some(1));
        assert_eq!(price_bucket(199_999), Some(3));
        assert_eq!(price_bucket(200_000), Some(4));
        assert_eq!(price_bucket(u64::MAX), Some(4));
    }

    #[test]
    fn only_the_most_used_values_are_kept_past_the_limit() {
        let counts: HashMap<String, u64> = [
            ("a".to_owned(), 1),
            ("b".to_owned(), 5),
            ("c".to_owned(), 3),
        ]
        .into();
        let kept = most_used(counts.clone(), 2);
        assert_eq!(kept.len(), 2);
        assert!(kept.contains_key("b") && kept.contains_key("c"));
        assert_eq!(most_used(counts.clone(), 3), counts);
    }
}
