//! The full-text index (tantivy, in memory): one document per search hit (masters, items, sets,
//! bundles) with per-locale text fields (English and Spanish stemming, accents folded), the
//! refinement fields as fast fields (counted with tantivy's aggregations), and the hit itself
//! stored as JSON per locale, so a search never touches the database.
//!
//! Built from the database on first use; kept current by `catch_up`, which applies the catalog
//! change feed (`catalog_changes`, a sequence every server polls), so several app servers on
//! one PostgreSQL database follow each other's changes within a poll interval.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::ops::Bound;
use std::sync::{Mutex, RwLock};

use anyhow::Context;
use serde_json::Value;
use tantivy::aggregation::agg_req::Aggregations;
use tantivy::aggregation::AggregationCollector;
use tantivy::collector::{Count, TopDocs};
use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, FuzzyTermQuery, Occur, Query, RangeQuery, TermQuery,
    TermSetQuery,
};
use tantivy::schema::{
    Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, Value as _, FAST, INDEXED,
    STORED, STRING,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer,
    TextAnalyzer,
};
use tantivy::{
    DocAddress, Index, IndexReader, IndexWriter, Order, ReloadPolicy, TantivyDocument, Term,
};

use super::model::{
    edit_distance, ProductSearchHit, Refinements, RepresentedProduct, Sort, PRICE_BUCKETS,
};
use crate::catalog::assemble::View;
use crate::catalog::model::{Expand, Product, LIST_PRICEBOOK};
use crate::catalog::store::{self as catalog_store, CategoryRecord};

/// Products loaded per database round while indexing.
const BATCH: usize = 500;
/// How far back the feed is read again: a PostgreSQL sequence value can commit after a higher
/// one, so recent sequence numbers are re-read and only unseen ones applied.
const FEED_LOOKBACK: i64 = 500;

struct LocaleFields {
    name: Field,
    body: Field,
    sort_name: Field,
    hit: Field,
    analyzer: &'static str,
}

struct Fields {
    id: Field,
    organization: Field,
    category: Field,
    brand: Field,
    color: Field,
    size: Field,
    price: Field,
    position: Field,
    is_new: Field,
    locales: HashMap<String, LocaleFields>,
}

/// What the feed has applied.
#[derive(Default)]
struct Feed {
    /// Every change up to here was in the catalog when the index was built.
    built_at: i64,
    last_seq: i64,
    /// Sequence numbers applied within the look-back window.
    applied: HashSet<i64>,
}

/// A name by locale id.
pub type Names = HashMap<String, String>;

/// Category names and parents, and colour and size names, as of the last catch-up.
#[derive(Default, Clone)]
pub struct Labels {
    pub categories: Vec<CategoryRecord>,
    /// attribute → its values in order, each with its name by locale
    pub values: HashMap<String, Vec<(String, Names)>>,
}

impl Labels {
    pub fn category(&self, id: &str) -> Option<&CategoryRecord> {
        self.categories.iter().find(|c| c.id == id)
    }

    /// The category and its ancestors up to (not including) the root.
    fn lineage(&self, id: &str) -> Vec<&CategoryRecord> {
        let mut out = Vec::new();
        let mut at = self.category(id);
        while let Some(c) = at {
            if c.parent_id.is_none() {
                break;
            }
            out.push(c);
            at = c.parent_id.as_deref().and_then(|p| self.category(p));
        }
        out
    }
}

pub struct SearchIndex {
    organization_id: String,
    default_locale: String,
    index: Index,
    reader: IndexReader,
    writer: Mutex<IndexWriter>,
    fields: Fields,
    feed: tokio::sync::Mutex<Feed>,
    labels: RwLock<Labels>,
    /// Folded words of product names per locale, with how many names use them: what a
    /// misspelt word is corrected to.
    vocabulary: RwLock<HashMap<String, HashMap<String, u32>>>,
}

/// The field-name form of a locale id (`en-US` → `en_us`).
fn field_key(locale: &str) -> String {
    locale.to_ascii_lowercase().replace('-', "_")
}

fn analyzer_for(locale: &str) -> &'static str {
    if locale.starts_with("es") {
        "lf_es"
    } else {
        "lf_en"
    }
}

/// Lower-cased, accents folded: what sorting and the vocabulary compare.
fn fold(text: &str) -> String {
    let mut analyzer = TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .build();
    let mut stream = analyzer.token_stream(text);
    let mut words = Vec::new();
    while let Some(token) = stream.next() {
        words.push(token.text.clone());
    }
    words.join(" ")
}

pub struct SearchRequest<'a> {
    pub query: &'a str,
    pub locale: &'a str,
    pub refinements: &'a Refinements,
    pub sort: Sort,
    pub offset: usize,
    pub limit: usize,
}

pub struct SearchAnswer {
    pub total: usize,
    pub hits: Vec<Value>,
    /// Aggregation results: `{"brand": {"buckets": [...]}, ...}`.
    pub counts: Value,
}

impl SearchIndex {
    pub fn new(
        organization_id: &str,
        locales: &[String],
        default_locale: &str,
    ) -> anyhow::Result<Self> {
        let mut schema = Schema::builder();
        let keyword = STRING | FAST;
        let id = schema.add_text_field("id", STRING | STORED);
        let organization = schema.add_text_field("organization", STRING);
        let category = schema.add_text_field("category", keyword.clone());
        let brand = schema.add_text_field("brand", keyword.clone());
        let color = schema.add_text_field("color", keyword.clone());
        let size = schema.add_text_field("size", keyword.clone());
        let price = schema.add_u64_field("price", INDEXED | FAST);
        let position = schema.add_u64_field("position", FAST);
        let is_new = schema.add_u64_field("is_new", FAST);
        let mut locale_fields = HashMap::new();
        for locale in locales {
            let key = field_key(locale);
            let analyzer = analyzer_for(locale);
            let text = TextOptions::default().set_indexing_options(
                TextFieldIndexing::default()
                    .set_tokenizer(analyzer)
                    .set_index_option(IndexRecordOption::WithFreqsAndPositions),
            );
            locale_fields.insert(
                locale.clone(),
                LocaleFields {
                    name: schema.add_text_field(&format!("name_{key}"), text.clone()),
                    body: schema.add_text_field(&format!("body_{key}"), text),
                    sort_name: schema.add_text_field(&format!("sort_name_{key}"), keyword.clone()),
                    hit: schema.add_text_field(&format!("hit_{key}"), STORED),
                    analyzer,
                },
            );
        }
        let index = Index::create_in_ram(schema.build());
        for (name, language) in [("lf_en", Language::English), ("lf_es", Language::Spanish)] {
            index.tokenizers().register(
                name,
                TextAnalyzer::builder(SimpleTokenizer::default())
                    .filter(RemoveLongFilter::limit(40))
                    .filter(LowerCaser)
                    .filter(AsciiFoldingFilter)
                    .filter(Stemmer::new(language))
                    .build(),
            );
        }
        let writer = index
            .writer(50_000_000)
            .context("cannot open the search index writer")?;
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()?;
        Ok(SearchIndex {
            organization_id: organization_id.to_owned(),
            default_locale: default_locale.to_owned(),
            index,
            reader,
            writer: Mutex::new(writer),
            fields: Fields {
                id,
                organization,
                category,
                brand,
                color,
                size,
                price,
                position,
                is_new,
                locales: locale_fields,
            },
            feed: tokio::sync::Mutex::new(Feed::default()),
            labels: RwLock::new(Labels::default()),
            vocabulary: RwLock::new(HashMap::new()),
        })
    }

    pub fn labels(&self) -> Labels {
        self.labels.read().map(|l| l.clone()).unwrap_or_default()
    }

    async fn refresh_labels(&self, pool: &sqlx::AnyPool) -> anyhow::Result<()> {
        let categories = catalog_store::categories(pool, &self.organization_id).await?;
        let attributes = catalog_store::attributes(pool, &self.organization_id).await?;
        let values = attributes
            .into_iter()
            .map(|a| {
                (
                    a.id,
                    a.values
                        .into_iter()
                        .map(|(value, names, _)| (value, names))
                        .collect(),
                )
            })
            .collect();
        if let Ok(mut labels) = self.labels.write() {
            *labels = Labels { categories, values };
        }
        Ok(())
    }

    /// Indexes the whole catalog (first use) and marks the feed read up to now.
    pub async fn build(&self, pool: &sqlx::AnyPool) -> anyhow::Result<usize> {
        let mut feed = self.feed.lock().await;
        let start_seq = super::store::last_change(pool).await?;
        self.refresh_labels(pool).await?;
        let mut after = -1i64;
        let mut count = 0;
        loop {
            let page =
                super::store::hit_ids_after(pool, &self.organization_id, after, BATCH).await?;
            let Some(last) = page.last() else { break };
            after = last.1;
            count += page.len();
            let ids: Vec<String> = page.into_iter().map(|(id, _)| id).collect();
            self.reindex(pool, &ids).await?;
        }
        self.commit()?;
        feed.built_at = start_seq;
        feed.last_seq = start_seq;
        Ok(count)
    }

    /// Applies the change feed since the last call; returns how many products were re-indexed.
    pub async fn catch_up(&self, pool: &sqlx::AnyPool) -> anyhow::Result<usize> {
        let mut feed = self.feed.lock().await;
        let changes = super::store::changes_after(pool, feed.last_seq - FEED_LOOKBACK).await?;
        let fresh: Vec<(i64, String)> = changes
            .into_iter()
            .filter(|(seq, _)| *seq > feed.built_at && !feed.applied.contains(seq))
            .collect();
        if fresh.is_empty() {
            return Ok(0);
        }
        let ids: Vec<String> = fresh
            .iter()
            .map(|(_, id)| id.clone())
            .collect::<HashSet<_>>()
            .into_iter()
            .collect();
        self.refresh_labels(pool).await?;
        for chunk in ids.chunks(BATCH) {
            self.reindex(pool, chunk).await?;
        }
        self.commit()?;
        for (seq, _) in &fresh {
            feed.applied.insert(*seq);
            feed.last_seq = feed.last_seq.max(*seq);
        }
        let floor = feed.last_seq - FEED_LOOKBACK;
        feed.applied.retain(|seq| *seq > floor);
        Ok(ids.len())
    }

    fn commit(&self) -> anyhow::Result<()> {
        let mut writer = self
            .writer
            .lock()
            .map_err(|_| anyhow::anyhow!("the search index writer is poisoned"))?;
        writer.commit()?;
        drop(writer);
        self.reader.reload()?;
        Ok(())
    }

    /// Replaces these products' documents with their current state (removes offline ones).
    async fn reindex(&self, pool: &sqlx::AnyPool, ids: &[String]) -> anyhow::Result<()> {
        let mut per_locale: Vec<(String, HashMap<String, Product>)> = Vec::new();
        let mut positions = HashMap::new();
        for locale in self.fields.locales.keys() {
            let loaded = catalog_store::load_products(
                pool,
                &self.organization_id,
                ids,
                locale,
                &self.default_locale,
            )
            .await?;
            let view = View {
                locale,
                fallback: &self.default_locale,
                expand: Expand::ALL,
                all_images: false,
                per_pricebook: true,
            };
            let mut products = HashMap::new();
            for id in ids {
                if let Some(record) = loaded.products.get(id).filter(|r| r.master_id.is_none()) {
                    positions.insert(id.clone(), record.position);
                    products.insert(id.clone(), loaded.product(record, &view));
                }
            }
            per_locale.push((locale.clone(), products));
        }
        let labels = self.labels();
        let writer = self
            .writer
            .lock()
            .map_err(|_| anyhow::anyhow!("the search index writer is poisoned"))?;
        let mut vocabulary = self
            .vocabulary
            .write()
            .map_err(|_| anyhow::anyhow!("the vocabulary lock is poisoned"))?;
        for id in ids {
            writer.delete_term(Term::from_field_text(self.fields.id, id));
            let Some(default) = per_locale.iter().find_map(|(_, products)| products.get(id)) else {
                continue;
            };
            let mut doc = TantivyDocument::default();
            doc.add_text(self.fields.id, id);
            doc.add_text(self.fields.organization, &self.organization_id);
            for category in labels.lineage(&default.primary_category_id) {
                doc.add_text(self.fields.category, &category.id);
            }
            if let Some(brand) = &default.brand {
                doc.add_text(self.fields.brand, brand);
            }
            for attribute in default.variation_attributes.iter().flatten() {
                let field = match attribute.id.as_str() {
                    "color" => self.fields.color,
                    "size" => self.fields.size,
                    _ => continue,
                };
                for value in &attribute.values {
                    doc.add_text(field, &value.value);
                }
            }
            doc.add_u64(
                self.fields.price,
                default.price.map(|p| p.0.max(0) as u64).unwrap_or(0),
            );
            doc.add_u64(
                self.fields.position,
                positions.get(id).copied().unwrap_or_default().max(0) as u64,
            );
            doc.add_u64(self.fields.is_new, u64::from(default.c_is_new));
            for (locale, products) in &per_locale {
                let (Some(product), Some(fields)) =
                    (products.get(id), self.fields.locales.get(locale))
                else {
                    continue;
                };
                doc.add_text(fields.name, &product.name);
                let mut body = vec![
                    product.brand.clone().unwrap_or_default(),
                    product.short_description.clone(),
                ];
                for category in labels.lineage(&product.primary_category_id) {
                    body.push(
                        crate::catalog::model::localized(
                            &category.names,
                            locale,
                            &self.default_locale,
                        )
                        .to_owned(),
                    );
                }
                for attribute in product.variation_attributes.iter().flatten() {
                    body.extend(attribute.values.iter().map(|v| v.name.clone()));
                }
                doc.add_text(fields.body, body.join(" \n "));
                doc.add_text(fields.sort_name, fold(&product.name));
                doc.add_text(fields.hit, serde_json::to_string(&hit(product))?);
                let words = vocabulary.entry(locale.clone()).or_default();
                for word in fold(&product.name)
                    .split(' ')
                    .filter(|w| w.chars().count() >= 3)
                {
                    *words.entry(word.to_owned()).or_default() += 1;
                }
            }
            writer.add_document(doc)?;
        }
        Ok(())
    }

    fn locale_fields(&self, locale: &str) -> &LocaleFields {
        self.fields
            .locales
            .get(locale)
            .or_else(|| self.fields.locales.get(&self.default_locale))
            .or_else(|| self.fields.locales.values().next())
            .expect("the index has at least one locale")
    }

    fn tokens(&self, analyzer: &str, text: &str) -> Vec<String> {
        let Some(mut analyzer) = self.index.tokenizers().get(analyzer) else {
            return Vec::new();
        };
        let mut stream = analyzer.token_stream(text);
        let mut out = Vec::new();
        while let Some(token) = stream.next() {
            out.push(token.text.clone());
        }
        out
    }

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

/// A product as a search hit.
pub fn hit(product: &Product) -> ProductSearchHit {
    let t = &product.r#type;
    let hit_type = if t.master == Some(true) {
        "master"
    } else if t.set == Some(true) {
        "set"
    } else if t.bundle == Some(true) {
        "bundle"
    } else {
        "product"
    };
    let list_price = product
        .price_ranges
        .iter()
        .find(|r| r.pricebook == LIST_PRICEBOOK)
        .map(|r| r.min_price)
        .or_else(|| {
            product
                .prices
                .as_ref()
                .and_then(|p| p.get(LIST_PRICEBOOK).copied())
        });
    let represented = product
        .variants
        .as_ref()
        .and_then(|v| v.iter().find(|v| v.orderable).or(v.first()))
        .map(|v| v.product_id.clone())
        .unwrap_or_else(|| product.id.clone());
    ProductSearchHit {
        product_id: product.id.clone(),
        product_name: product.name.clone(),
        product_type: t.clone(),
        hit_type: hit_type.to_owned(),
        currency: product.currency.clone(),
        price: product.price,
        price_max: product.price_max,
        list_price: list_price.filter(|list| product.c_is_sale && Some(*list) > product.price),
        image: product
            .image_groups
            .as_ref()
            .and_then(|groups| groups.iter().find(|g| g.view_type == "medium"))
            .and_then(|g| g.images.first().cloned()),
        orderable: product.inventory.as_ref().is_some_and(|i| i.orderable),
        represented_product: RepresentedProduct { id: represented },
        variation_attributes: product
            .variation_attributes
            .clone()
            .unwrap_or_default()
            .into_iter()
            .filter(|a| a.id == "color")
            .collect(),
        product_promotions: product.product_promotions.clone().unwrap_or_default(),
        brand: product.brand.clone(),
        c_is_new: product.c_is_new,
        c_is_sale: product.c_is_sale,
    }
}

/// The label of a refinement value: a category's or colour's name in the locale.
pub fn value_label(
    labels: &Labels,
    attribute: &str,
    value: &str,
    locale: &str,
    fallback: &str,
) -> String {
    labels
        .values
        .get(attribute)
        .and_then(|values| values.iter().find(|(v, _)| v == value))
        .map(|(_, names)| crate::catalog::model::localized(names, locale, fallback).to_owned())
        .unwrap_or_else(|| value.to_owned())
}

/// Counts by key of a terms aggregation.
pub fn count_map(counts: &Value, name: &str) -> BTreeMap<String, u64> {
    buckets(counts, name).into_iter().collect()
}
