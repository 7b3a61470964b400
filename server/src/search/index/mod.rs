//! The full-text index (tantivy, in memory): one document per search hit (masters, items, sets,
//! bundles) with per-locale text fields (English and Spanish stemming, accents folded), the
//! refinement fields as fast fields (counted from a per-segment table of each document's
//! values, `counts.rs`), and the hit itself stored as JSON per locale, so a search never
//! touches the database. The bulk build ends merged into one segment.
//!
//! Built from the database on first use; kept current by `catch_up`, which applies the catalog
//! change feed (`catalog_changes`, a sequence every server polls), so several app servers on
//! one PostgreSQL database follow each other's changes within a poll interval.
//!
//! Rooms: this file (the schema, building and following the feed), `documents.rs` (a product as
//! an indexed document and a hit), `queries.rs` (search, suggestions, corrections),
//! `counts.rs` (refinement hit counts), `page.rs` (the page of hits in its order, found in the
//! pass that counts), `hit_cache.rs` (stored hits parsed once), `labels.rs`
//! (category and attribute names for refinements).

mod counts;
mod documents;
mod hit_cache;
mod labels;
mod page;
mod queries;

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex, RwLock};

use anyhow::Context;
use tantivy::indexer::{LogMergePolicy, NoMergePolicy};
use tantivy::schema::{
    Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, FAST, INDEXED, STORED, STRING,
};
use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer,
    TextAnalyzer,
};
use tantivy::{Index, IndexReader, IndexWriter, ReloadPolicy};

pub use counts::Counts;
pub use documents::hit;
pub use labels::{value_label, Labels, Names};

use super::model::{Hit, Refinements, Sort};
use crate::catalog::operations as catalog;
use counts::SegmentTables;
use hit_cache::HitCache;

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

pub struct SearchIndex {
    organization_id: String,
    default_locale: String,
    index: Index,
    reader: IndexReader,
    writer: Mutex<IndexWriter>,
    fields: Fields,
    feed: tokio::sync::Mutex<Feed>,
    labels: RwLock<Arc<Labels>>,
    /// Folded words of product names per locale (in order), with how many names use them:
    /// what a misspelt word is corrected to.
    vocabulary: RwLock<HashMap<String, BTreeMap<String, u32>>>,
    /// Stored hits already parsed, by segment, document and field.
    hit_cache: HitCache,
    /// Each searched segment's refinement values per document (counting refinements).
    tables: SegmentTables,
    /// The distinct brands (suggestions) as of a reader generation.
    brands: Mutex<Option<(u64, Arc<Vec<String>>)>>,
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
    pub hits: Vec<Hit>,
    /// Hits per refinement value.
    pub counts: Counts,
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
        let writer: IndexWriter = index
            .writer(50_000_000)
            .context("cannot open the search index writer")?;
        // The bulk build merges once at its end (`merge_segments`); the feed's small commits
        // are merged in the background from then on.
        writer.set_merge_policy(Box::new(NoMergePolicy));
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
            labels: RwLock::new(Arc::new(Labels::default())),
            vocabulary: RwLock::new(HashMap::new()),
            hit_cache: HitCache::default(),
            tables: SegmentTables::default(),
            brands: Mutex::new(None),
        })
    }

    /// The labels as of the last catch-up (shared, not copied).
    pub fn labels(&self) -> Arc<Labels> {
        self.labels.read().map(|l| l.clone()).unwrap_or_default()
    }

    /// Changes whenever the searched index does (each commit of the change feed).
    pub fn generation(&self) -> u64 {
        self.reader.searcher().generation().generation_id()
    }

    async fn refresh_labels(&self, pool: &sqlx::AnyPool) -> anyhow::Result<()> {
        let categories = catalog::categories(pool, &self.organization_id).await?;
        let attributes = catalog::attributes(pool, &self.organization_id).await?;
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
            *labels = Arc::new(Labels { categories, values });
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
        self.merge_segments().await?;
        feed.built_at = start_seq;
        feed.last_seq = start_seq;
        Ok(count)
    }

    /// Applies the change feed since the last call; returns how many products were re-indexed.
    pub async fn catch_up(&self, pool: &sqlx::AnyPool) -> anyhow::Result<usize> {
        let mut feed = self.feed.lock().await;
        // Only what came after the build, and of that only the look-back window: a quiet catalog
        // reads nothing.
        let floor = feed.built_at.max(feed.last_seq - FEED_LOOKBACK);
        let changes = super::store::changes_after(pool, floor).await?;
        let fresh: Vec<(i64, String)> = changes
            .into_iter()
            .filter(|(seq, _)| !feed.applied.contains(seq))
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
        self.reload()
    }

    /// Merges the bulk build's segments into one and searches that: every query pays per
    /// segment (term lookups, fuzzy automata, collectors), and the reader would otherwise keep
    /// the build's segments until the next change. Then the usual merge policy.
    async fn merge_segments(&self) -> anyhow::Result<()> {
        let segments = self.index.searchable_segment_ids()?;
        if segments.len() > 1 {
            let merge = self
                .writer
                .lock()
                .map_err(|_| anyhow::anyhow!("the search index writer is poisoned"))?
                .merge(&segments);
            merge.await?;
            self.reload()?;
        }
        if let Ok(writer) = self.writer.lock() {
            writer.set_merge_policy(Box::new(LogMergePolicy::default()));
        }
        Ok(())
    }

    /// Searches what was committed from now on, its segments' refinement tables ready.
    fn reload(&self) -> anyhow::Result<()> {
        self.reader.reload()?;
        self.tables.prepare(&self.reader.searcher())?;
        Ok(())
    }

    /// How many segments are searched (one after the build).
    pub fn segments(&self) -> usize {
        self.reader.searcher().segment_readers().len()
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
}
