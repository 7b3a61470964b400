//! The page of hits in the asked order, found in the same pass over the hits that counts their
//! refinements. Each segment's sort values are read once into plain columns (kept with the
//! segment's refinement table), so ranking a hit is an array read and a comparison instead of
//! a column decode per hit, and one collector does what `TopDocs` and the counter did side by
//! side. The order is `TopDocs`' own: missing values last, ties to the lower document address
//! (the equivalence test below holds it to that).

use std::cmp::Ordering;
use std::sync::Arc;

use tantivy::collector::sort_key::NaturalComparator;
use tantivy::collector::{Collector, SegmentCollector, TopNComputer};
use tantivy::columnar::StrColumn;
use tantivy::{f64_to_u64, DocAddress, DocId, Score, SegmentOrdinal, SegmentReader};

use super::counts::{merge_counts, Counts, SegmentCounts, SegmentFruit, SegmentTables};

/// A document without the value.
const MISSING: u64 = u64::MAX;

/// The orders a page is asked in.
#[derive(Debug, Clone, PartialEq)]
pub enum PageOrder {
    /// The text query's score, highest first.
    Score,
    /// The catalog's position, ascending.
    Position,
    PriceAscending,
    PriceDescending,
    /// New products first.
    Newest,
    /// By this `sort_name_*` field, ascending.
    Name(String),
}

/// A segment's sort values by document (`MISSING` where a document has none).
pub struct SortColumns {
    position: Arc<[u64]>,
    price: Arc<[u64]>,
    is_new: Arc<[u64]>,
    /// Per `sort_name_*` field: each document's term ordinal, and the column that names them.
    names: Vec<(String, Arc<[u64]>, StrColumn)>,
}

impl SortColumns {
    pub fn read(reader: &SegmentReader) -> tantivy::Result<SortColumns> {
        let fast = reader.fast_fields();
        let docs = reader.max_doc();
        let numbers = |field: &str| -> tantivy::Result<Arc<[u64]>> {
            let column = fast.column_opt::<u64>(field)?;
            Ok((0..docs)
                .map(|doc| {
                    column
                        .as_ref()
                        .and_then(|c| c.first(doc))
                        .unwrap_or(MISSING)
                })
                .collect())
        };
        let mut names = Vec::new();
        for (_, entry) in reader.schema().fields() {
            if !entry.name().starts_with("sort_name_") || !entry.is_fast() {
                continue;
            }
            if let Some(column) = fast.str(entry.name())? {
                let ords = (0..docs)
                    .map(|doc| column.term_ords(doc).next().unwrap_or(MISSING))
                    .collect();
                names.push((entry.name().to_owned(), ords, column));
            }
        }
        Ok(SortColumns {
            position: numbers("position")?,
            price: numbers("price")?,
            is_new: numbers("is_new")?,
            names,
        })
    }
}

/// A value in ascending order as a rank (higher ranks first; a missing value last).
#[inline(always)]
fn ascending(value: u64) -> u64 {
    if value == MISSING {
        0
    } else {
        MISSING - value
    }
}

/// A value in descending order as a rank (a missing value last).
#[inline(always)]
fn descending(value: u64) -> u64 {
    if value == MISSING {
        0
    } else {
        value + 1
    }
}

/// The page (`offset`, `limit`) of the hits in `order`, and the refinement counts of all hits.
pub struct PageAndCounts<'a> {
    pub tables: &'a SegmentTables,
    pub order: PageOrder,
    pub offset: usize,
    pub limit: usize,
}

/// Where a segment's ranks come from.
enum Ranks {
    Score,
    Ascending(Arc<[u64]>),
    Descending(Arc<[u64]>),
}

pub struct SegmentPage {
    counts: SegmentCounts,
    ranks: Ranks,
    top: TopNComputer<u64, DocId, NaturalComparator>,
    segment: SegmentOrdinal,
    /// The names of the ordinals ranked, when the order is by name.
    names: Option<StrColumn>,
}

/// Counts and ranks a block of hits by a column (one copy of the loop per order).
#[inline(always)]
fn rank_block(
    counts: &mut SegmentCounts,
    top: &mut TopNComputer<u64, DocId, NaturalComparator>,
    docs: &[DocId],
    values: &[u64],
    rank: impl Fn(u64) -> u64,
) {
    for doc in docs {
        counts.count(*doc);
        top.push(rank(values[*doc as usize]), *doc);
    }
}

/// A hit's place in the merged page: its rank, or (ordered by name) the name itself.
pub enum SortValue {
    Rank(u64),
    Name(Option<String>),
}

pub struct PageFruit {
    counts: SegmentFruit,
    top: Vec<(SortValue, DocAddress)>,
}

impl SegmentCollector for SegmentPage {
    type Fruit = PageFruit;

    #[inline]
    fn collect(&mut self, doc: DocId, score: Score) {
        self.counts.count(doc);
        let rank = match &self.ranks {
            // Scores are sums of positive weights: their bits order them.
            Ranks::Score => f64_to_u64(f64::from(score)),
            Ranks::Ascending(values) => ascending(values[doc as usize]),
            Ranks::Descending(values) => descending(values[doc as usize]),
        };
        self.top.push(rank, doc);
    }

    fn collect_block(&mut self, docs: &[DocId]) {
        // The order is chosen once a block, not once a hit.
        match &self.ranks {
            Ranks::Ascending(values) => {
                rank_block(&mut self.counts, &mut self.top, docs, values, ascending)
            }
            Ranks::Descending(values) => {
                rank_block(&mut self.counts, &mut self.top, docs, values, descending)
            }
            Ranks::Score => {
                for doc in docs {
                    self.collect(*doc, 0.0);
                }
            }
        }
    }

    fn harvest(self) -> PageFruit {
        let segment = self.segment;
        let names = self.names;
        let top = self
            .top
            .into_vec()
            .into_iter()
            .map(|hit| {
                let value = match &names {
                    Some(column) => {
                        let name = (hit.sort_key != 0).then(|| {
                            let mut name = String::new();
                            column
                                .ord_to_str(MISSING - hit.sort_key, &mut name)
                                .ok()
                                .filter(|found| *found)
                                .map(|_| name)
                        });
                        SortValue::Name(name.flatten())
                    }
                    None => SortValue::Rank(hit.sort_key),
                };
                (value, DocAddress::new(segment, hit.doc))
            })
            .collect();
        PageFruit {
            counts: self.counts.harvest(),
            top,
        }
    }
}

/// The merged order: ranks highest first, names ascending with none last; ties by address.
fn merged_order(a: &(SortValue, DocAddress), b: &(SortValue, DocAddress)) -> Ordering {
    let by_value = match (&a.0, &b.0) {
        (SortValue::Rank(a), SortValue::Rank(b)) => b.cmp(a),
        (SortValue::Name(a), SortValue::Name(b)) => match (a, b) {
            (Some(a), Some(b)) => a.cmp(b),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        },
        (SortValue::Rank(_), SortValue::Name(_)) => Ordering::Less,
        (SortValue::Name(_), SortValue::Rank(_)) => Ordering::Greater,
    };
    by_value.then_with(|| a.1.cmp(&b.1))
}

impl Collector for PageAndCounts<'_> {
    type Fruit = (Vec<DocAddress>, Counts);
    type Child = SegmentPage;

    fn for_segment(
        &self,
        segment: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<SegmentPage> {
        let table = self.tables.get(reader)?;
        let sort = &table.sort;
        let mut names = None;
        let ranks = match &self.order {
            PageOrder::Score => Ranks::Score,
            PageOrder::Position => Ranks::Ascending(sort.position.clone()),
            PageOrder::PriceAscending => Ranks::Ascending(sort.price.clone()),
            PageOrder::PriceDescending => Ranks::Descending(sort.price.clone()),
            PageOrder::Newest => Ranks::Descending(sort.is_new.clone()),
            PageOrder::Name(field) => {
                let Some((_, ords, column)) = sort.names.iter().find(|(f, _, _)| f == field) else {
                    return Err(tantivy::TantivyError::SchemaError(format!(
                        "{field} is not a name to sort by"
                    )));
                };
                names = Some(column.clone());
                Ranks::Ascending(ords.clone())
            }
        };
        Ok(SegmentPage {
            counts: SegmentCounts::new(table),
            ranks,
            top: TopNComputer::new_with_comparator(
                self.offset + self.limit.max(1),
                NaturalComparator,
            ),
            segment,
            names,
        })
    }

    fn requires_scoring(&self) -> bool {
        self.order == PageOrder::Score
    }

    fn merge_fruits(&self, fruits: Vec<PageFruit>) -> tantivy::Result<Self::Fruit> {
        let mut top = Vec::new();
        let mut counts = Vec::with_capacity(fruits.len());
        for fruit in fruits {
            top.extend(fruit.top);
            counts.push(fruit.counts);
        }
        top.sort_unstable_by(merged_order);
        let page = top
            .into_iter()
            .skip(self.offset)
            .take(self.limit.max(1))
            .map(|(_, address)| address)
            .collect();
        Ok((page, merge_counts(counts)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tantivy::collector::TopDocs;
    use tantivy::query::{AllQuery, BooleanQuery, Occur, Query, TermQuery};
    use tantivy::schema::{IndexRecordOption, Schema, FAST, INDEXED, STRING, TEXT};
    use tantivy::{doc, Index, Order, Term};

    struct Fixture {
        index: Index,
        body: tantivy::schema::Field,
        id: tantivy::schema::Field,
    }

    /// Several segments with a deleted document; ties in every sort value, documents without a
    /// price or a name, words repeated so scores tie too.
    fn fixture() -> Fixture {
        let mut schema = Schema::builder();
        let id = schema.add_text_field("id", STRING);
        let body = schema.add_text_field("body", TEXT);
        schema.add_text_field("brand", STRING | FAST);
        schema.add_text_field("color", STRING | FAST);
        schema.add_text_field("size", STRING | FAST);
        let category = schema.add_text_field("category", STRING | FAST);
        let price = schema.add_u64_field("price", INDEXED | FAST);
        let position = schema.add_u64_field("position", FAST);
        let is_new = schema.add_u64_field("is_new", FAST);
        let name = schema.add_text_field("sort_name_en_us", STRING | FAST);
        let index = Index::create_in_ram(schema.build());
        let mut writer = index.writer_with_num_threads(1, 15_000_000).unwrap();
        let words = ["sofa", "bed", "sofa bed", "table", "sofa sofa table"];
        for n in 0..400u64 {
            let mut document = doc!(
                id => n.to_string(),
                body => words[(n % 5) as usize],
                category => if n % 3 == 0 { "sofas" } else { "tables" },
                position => (n * 7) % 90,
                is_new => u64::from(n % 4 == 0),
            );
            if n % 6 != 0 {
                document.add_u64(price, (n * 1_337) % 5_000);
            }
            if n % 9 != 0 {
                document.add_text(name, format!("Name {:03}", (n * 31) % 150));
            }
            writer.add_document(document).unwrap();
            if n % 130 == 129 {
                writer.commit().unwrap();
            }
        }
        writer.delete_term(Term::from_field_text(id, "5"));
        writer.commit().unwrap();
        Fixture { index, body, id }
    }

    fn tantivy_page(
        searcher: &tantivy::Searcher,
        query: &dyn Query,
        order: &PageOrder,
        offset: usize,
        limit: usize,
    ) -> Vec<DocAddress> {
        let top = TopDocs::with_limit(limit).and_offset(offset);
        fn addresses<T>(docs: Vec<(T, DocAddress)>) -> Vec<DocAddress> {
            docs.into_iter().map(|d| d.1).collect()
        }
        match order {
            PageOrder::Score => addresses(searcher.search(query, &top.order_by_score()).unwrap()),
            PageOrder::Position => addresses(
                searcher
                    .search(
                        query,
                        &top.order_by_fast_field::<u64>("position", Order::Asc),
                    )
                    .unwrap(),
            ),
            PageOrder::PriceAscending => addresses(
                searcher
                    .search(query, &top.order_by_fast_field::<u64>("price", Order::Asc))
                    .unwrap(),
            ),
            PageOrder::PriceDescending => addresses(
                searcher
                    .search(query, &top.order_by_fast_field::<u64>("price", Order::Desc))
                    .unwrap(),
            ),
            PageOrder::Newest => addresses(
                searcher
                    .search(
                        query,
                        &top.order_by_fast_field::<u64>("is_new", Order::Desc),
                    )
                    .unwrap(),
            ),
            PageOrder::Name(field) => addresses(
                searcher
                    .search(query, &top.order_by_string_fast_field(field, Order::Asc))
                    .unwrap(),
            ),
        }
    }

    #[test]
    fn every_page_is_the_one_top_docs_ranks() {
        let Fixture { index, body, .. } = fixture();
        let searcher = index.reader().unwrap().searcher();
        assert!(searcher.segment_readers().len() > 1);
        let tables = SegmentTables::default();
        let term = |word: &str| -> Box<dyn Query> {
            Box::new(TermQuery::new(
                Term::from_field_text(body, word),
                IndexRecordOption::WithFreqs,
            ))
        };
        let sofa_or_table = BooleanQuery::new(vec![
            (Occur::Should, term("sofa")),
            (Occur::Should, term("table")),
        ]);
        let queries: [&dyn Query; 3] = [&AllQuery, &*term("sofa"), &sofa_or_table];
        let orders = [
            PageOrder::Score,
            PageOrder::Position,
            PageOrder::PriceAscending,
            PageOrder::PriceDescending,
            PageOrder::Newest,
            PageOrder::Name("sort_name_en_us".into()),
        ];
        for query in queries {
            for order in &orders {
                for (offset, limit) in [(0, 1), (0, 25), (7, 25), (130, 60), (390, 25), (1000, 5)] {
                    let collector = PageAndCounts {
                        tables: &tables,
                        order: order.clone(),
                        offset,
                        limit,
                    };
                    let (page, counts) = searcher.search(query, &collector).unwrap();
                    assert_eq!(
                        page,
                        tantivy_page(&searcher, query, order, offset, limit),
                        "{query:?} {order:?} {offset} {limit}"
                    );
                    assert_eq!(
                        counts.total as usize,
                        searcher.search(query, &tantivy::collector::Count).unwrap()
                    );
                }
            }
        }
    }

    #[test]
    fn an_unknown_name_field_is_an_error() {
        let Fixture { index, id, .. } = fixture();
        let searcher = index.reader().unwrap().searcher();
        let collector = PageAndCounts {
            tables: &SegmentTables::default(),
            order: PageOrder::Name("sort_name_xx".into()),
            offset: 0,
            limit: 5,
        };
        let query = TermQuery::new(Term::from_field_text(id, "1"), IndexRecordOption::Basic);
        assert!(searcher.search(&query, &collector).is_err());
    }
}
