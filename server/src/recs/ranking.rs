//! The recommenders' in-memory model and its pure rules: the catalog as the recommenders see
//! it (what can be recommended, each product's category, attributes, sets, names and main
//! image), the signals learned from a site's activity and orders (views, products seen in the
//! same visits, revenue, add-to-cart value), and the six recommenders over them.

use std::cmp::Ordering;
use std::collections::HashMap;

use crate::catalog::model::Kind;

pub use super::catalog_index::*;
use super::model::{ActivityKind, Recommender};

/// A visit ends after half an hour without activity.
pub const SESSION_GAP_MS: i64 = 30 * 60 * 1000;
/// The products of one visit that count towards "seen together" (the first ones).
const MAX_SESSION_PRODUCTS: usize = 40;
/// The related products kept per product, best first.
const MAX_RELATED: usize = 60;

/// One activity of a visitor, as the model reads it.
#[derive(Debug, Clone)]
pub struct VisitorEvent {
    pub visitor: String,
    pub at_ms: i64,
    pub kind: ActivityKind,
    /// (product id, quantity, price of one in cents)
    pub products: Vec<(String, i64, i64)>,
}

/// The products of one visit (viewed or put in the basket), in the order first seen, each
/// with whether it went in the basket.
pub type Session = Vec<(usize, bool)>;

/// Splits each visitor's activity (any order) into visits: a new one after half an hour of
/// nothing. Only views and basket activity count; variants count as their master.
pub fn sessions(catalog: &CatalogIndex, events: &[VisitorEvent]) -> Vec<Session> {
    let mut by_visitor: HashMap<&str, Vec<&VisitorEvent>> = HashMap::new();
    for event in events {
        if event.kind.is_view() || event.kind.is_cart() {
            by_visitor.entry(&event.visitor).or_default().push(event);
        }
    }
    let mut visitors: Vec<_> = by_visitor.into_iter().collect();
    visitors.sort_by(|a, b| a.0.cmp(b.0));
    let mut out = Vec::new();
    for (_, mut list) in visitors {
        list.sort_by_key(|e| e.at_ms);
        let mut current: Session = Vec::new();
        let mut last_ms = i64::MIN;
        for event in list {
            if !current.is_empty() && event.at_ms - last_ms > SESSION_GAP_MS {
                out.push(std::mem::take(&mut current));
            }
            last_ms = event.at_ms;
            for (id, _, _) in &event.products {
                let Some(product) = catalog.owner(id) else {
                    continue;
                };
                let carted = event.kind.is_cart();
                match current.iter_mut().find(|(p, _)| *p == product) {
                    Some(seen) => seen.1 |= carted,
                    None => current.push((product, carted)),
                }
            }
        }
        if !current.is_empty() {
            out.push(current);
        }
    }
    out
}

/// What a site's activity and orders taught the model.
#[derive(Debug, Default, Clone)]
pub struct Signals {
    /// Product → views.
    pub views: HashMap<usize, u32>,
    /// Product → the products seen in the same visits, best first, with their score.
    pub related: HashMap<usize, Vec<(usize, f32)>>,
    /// Product → revenue from orders, in cents.
    pub revenue: HashMap<usize, i64>,
    /// Product → value put in baskets, in cents.
    pub cart_value: HashMap<usize, i64>,
}

/// An order line: (product id, quantity, line price in cents).
pub type OrderLine = (String, i64, i64);

/// Learns the signals: views and basket value from the activity, "seen together" from the
/// visits (one point a visit, one more when the other product went in the basket), revenue
/// from the orders' lines.
pub fn train(
    catalog: &CatalogIndex,
    events: &[VisitorEvent],
    order_lines: &[OrderLine],
) -> Signals {
    let mut signals = Signals::default();
    for event in events {
        for (id, quantity, price_cents) in &event.products {
            let Some(product) = catalog.owner(id) else {
                continue;
            };
            if event.kind.is_view() {
                *signals.views.entry(product).or_default() += 1;
            }
            if event.kind == ActivityKind::AddToCart {
                *signals.cart_value.entry(product).or_default() += quantity * price_cents;
            }
        }
    }
    signals.related = related(&sessions(catalog, events));
    for (id, _, line_cents) in order_lines {
        if let Some(product) = catalog.owner(id) {
            *signals.revenue.entry(product).or_default() += line_cents;
        }
    }
    signals
}

/// Product → the products seen in the same visits, best first.
pub fn related(sessions: &[Session]) -> HashMap<usize, Vec<(usize, f32)>> {
    let mut pairs: HashMap<usize, HashMap<usize, f32>> = HashMap::new();
    for session in sessions {
        let session = &session[..session.len().min(MAX_SESSION_PRODUCTS)];
        for (a, _) in session {
            for (b, b_carted) in session {
                if a != b {
                    let score = if *b_carted { 2.0 } else { 1.0 };
                    *pairs.entry(*a).or_default().entry(*b).or_default() += score;
                }
            }
        }
    }
    pairs
        .into_iter()
        .map(|(a, others)| {
            let mut list: Vec<(usize, f32)> = others.into_iter().collect();
            list.sort_by(|x, y| {
                y.1.partial_cmp(&x.1)
                    .unwrap_or(Ordering::Equal)
                    .then(x.0.cmp(&y.0))
            });
            list.truncate(MAX_RELATED);
            (a, list)
        })
        .collect()
}

/// What a recommendation is asked for.
#[derive(Debug, Clone, Default)]
pub struct Ask {
    /// The products it is for (masters), as asked.
    pub anchors: Vec<usize>,
    pub category_id: Option<String>,
    pub limit: usize,
    /// The visitor's recently viewed products, newest first (viewed-recently-einstein).
    pub recent: Vec<usize>,
}

/// Collects recommendable products, each once, never an anchor, up to the limit.
struct Picked<'a> {
    catalog: &'a CatalogIndex,
    anchors: &'a [usize],
    limit: usize,
    out: Vec<usize>,
}

impl Picked<'_> {
    fn full(&self) -> bool {
        self.out.len() >= self.limit
    }

    fn offer(&mut self, i: usize) {
        if !self.full()
            && self.catalog.products[i].recommendable
            && !self.anchors.contains(&i)
            && !self.out.contains(&i)
        {
            self.out.push(i);
        }
    }
}

/// The recommendations of `recommender`, best first.
pub fn recommend(
    recommender: Recommender,
    catalog: &CatalogIndex,
    signals: &Signals,
    ask: &Ask,
) -> Vec<usize> {
    let mut picked = Picked {
        catalog,
        anchors: &ask.anchors,
        limit: ask.limit,
        out: Vec::new(),
    };
    match recommender {
        Recommender::ViewedRecently => {
            for i in &ask.recent {
                picked.offer(*i);
            }
        }
        Recommender::SimilarItems => {
            if let Some(anchor) = ask.anchors.first() {
                for i in similar(catalog, signals, *anchor) {
                    picked.offer(i);
                }
            }
        }
        Recommender::ProductToProduct => {
            let mut scores: HashMap<usize, f32> = HashMap::new();
            for anchor in &ask.anchors {
                for (other, score) in signals.related.get(anchor).into_iter().flatten() {
                    *scores.entry(*other).or_default() += score;
                }
            }
            let mut ranked: Vec<(usize, f32)> = scores.into_iter().collect();
            ranked.sort_by(|a, b| {
                b.1.partial_cmp(&a.1)
                    .unwrap_or(Ordering::Equal)
                    .then_with(|| by_popularity(catalog, signals, a.0, b.0))
            });
            for (i, _) in ranked {
                picked.offer(i);
            }
            // Without enough signal, similar products fill the rest.
            if let Some(anchor) = ask.anchors.first() {
                for i in similar(catalog, signals, *anchor) {
                    picked.offer(i);
                }
            }
        }
        Recommender::CompleteTheSet => {
            for anchor in &ask.anchors {
                if catalog.products[*anchor].kind == Kind::Set {
                    for member in catalog.members.get(anchor).into_iter().flatten() {
                        picked.offer(*member);
                    }
                    continue;
                }
                for set in catalog.sets_of.get(anchor).into_iter().flatten() {
                    for member in catalog.members.get(set).into_iter().flatten() {
                        picked.offer(*member);
                    }
                    picked.offer(*set);
                }
            }
        }
        Recommender::TopRevenueForCategory => {
            let in_category = |i: usize| match &ask.category_id {
                Some(category) => catalog.within(&catalog.products[i].category_id, category),
                None => true,
            };
            // Revenue from orders first; when orders are few, what shoppers put in baskets.
            for values in [&signals.revenue, &signals.cart_value] {
                let mut ranked: Vec<(usize, i64)> = values
                    .iter()
                    .filter(|(i, value)| **value > 0 && in_category(**i))
                    .map(|(i, value)| (*i, *value))
                    .collect();
                ranked.sort_by(|a, b| {
                    b.1.cmp(&a.1)
                        .then_with(|| by_popularity(catalog, signals, a.0, b.0))
                });
                for (i, _) in ranked {
                    picked.offer(i);
                }
            }
        }
        Recommender::ProductsInAllCategories => {
            let views = |i: &usize| signals.views.get(i).copied().unwrap_or(0);
            let mut columns: Vec<Vec<usize>> = catalog
                .categories
                .iter()
                .filter_map(|category| catalog.by_category.get(category))
                .map(|products| {
                    let mut list: Vec<usize> = products
                        .iter()
                        .copied()
                        .filter(|i| catalog.products[*i].recommendable)
                        .collect();
                    list.sort_by(|a, b| by_popularity(catalog, signals, *a, *b));
                    list
                })
                .filter(|list| !list.is_empty())
                .collect();
            // The categories whose best product is viewed most come first (stable: catalog
            // order among equals).
            columns.sort_by_key(|list| std::cmp::Reverse(views(&list[0])));
            let deepest = columns.iter().map(Vec::len).max().unwrap_or(0);
            'rounds: for round in 0..deepest {
                for column in &columns {
                    if let Some(i) = column.get(round) {
                        picked.offer(*i);
                        if picked.full() {
                            break 'rounds;
                        }
                    }
                }
            }
        }
    }
    picked.out
}

/// More viewed first, then catalog order.
fn by_popularity(catalog: &CatalogIndex, signals: &Signals, a: usize, b: usize) -> Ordering {
    let views = |i: usize| signals.views.get(&i).copied().unwrap_or(0);
    views(b).cmp(&views(a)).then(
        catalog.products[a]
            .position
            .cmp(&catalog.products[b].position),
    )
}

/// How much two products have in common: the same brand (3), each shared colour (1, at most
/// 2), a price within a quarter of the anchor's (2) or within half of it (1).
pub fn similarity(anchor: &Product, other: &Product) -> u32 {
    let mut score = 0;
    if anchor.brand.is_some() && anchor.brand == other.brand {
        score += 3;
    }
    let shared = other
        .colors
        .iter()
        .filter(|c| anchor.colors.contains(c))
        .count()
        .min(2);
    score += shared as u32;
    if let (Some(a), Some(b)) = (anchor.price_cents, other.price_cents) {
        let gap = (a - b).abs();
        if gap * 4 <= a {
            score += 2;
        } else if gap * 2 <= a {
            score += 1;
        }
    }
    score
}

/// The anchor's category's other products, those sharing the most attributes first.
fn similar(catalog: &CatalogIndex, signals: &Signals, anchor: usize) -> Vec<usize> {
    let anchor_product = &catalog.products[anchor];
    let mut list: Vec<(usize, u32)> = catalog
        .by_category
        .get(&anchor_product.category_id)
        .into_iter()
        .flatten()
        .filter(|i| **i != anchor)
        .map(|i| (*i, similarity(anchor_product, &catalog.products[*i])))
        .collect();
    list.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| by_popularity(catalog, signals, a.0, b.0))
    });
    list.into_iter().map(|(i, _)| i).collect()
}

/// The model the recommendations are answered from: the catalog and each site's signals.
#[derive(Debug, Default)]
pub struct Model {
    pub catalog: std::sync::Arc<CatalogIndex>,
    pub sites: HashMap<String, Signals>,
}

#[cfg(test)]
mod tests;
