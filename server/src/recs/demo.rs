//! Synthetic shopper visits over the catalog, so recommendations make sense on a fresh demo
//! (`leasefront demo activity`, and a few thousand visits when `serve --demo` loads an empty
//! database), and the offline evaluation of product-to-product (`leasefront recs evaluate`):
//! hit rate at 10 on held-out visits against a popularity baseline.
//!
//! A generated shopper browses a category (favouring its best-liked products, then ones like
//! the first), often goes on to a complementary one (sofa → recliner, bed → dresser and
//! mattress, washer → dryer…), looks at the rest of a set now and then, puts some of what they
//! saw in the basket, and some go to check out.

use std::collections::HashMap;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::intake::RETENTION_MS;
use super::model::{Activity, ActivityKind, ActivityProduct, KeptActivity, Recommender};
use super::ranking::{recommend, similarity, train, Ask, CatalogIndex, VisitorEvent};
use super::store;
use crate::catalog::model::Kind;
use crate::db::Db;

/// Visits `serve --demo` adds to an empty database.
pub const DEFAULT_DEMO_VISITS: usize = 3_000;
/// Recommendations looked at by the evaluation.
pub const TOP: usize = 10;

/// Categories a shopper of the first often goes on to (the demo catalog's).
const COMPLEMENTS: &[(&str, &[&str])] = &[
    ("sofas", &["recliners", "sectionals", "living-room-sets"]),
    ("sectionals", &["recliners", "sofas"]),
    ("recliners", &["sofas", "living-room-sets"]),
    ("living-room-sets", &["sofas", "recliners"]),
    (
        "beds",
        &["dressers", "memory-foam-mattresses", "hybrid-mattresses"],
    ),
    ("dressers", &["beds", "bedroom-sets"]),
    ("bedroom-sets", &["beds", "dressers"]),
    ("dining-room", &["dressers"]),
    ("memory-foam-mattresses", &["adjustable-bases", "beds"]),
    ("hybrid-mattresses", &["adjustable-bases", "beds"]),
    (
        "adjustable-bases",
        &["memory-foam-mattresses", "hybrid-mattresses"],
    ),
    ("refrigerators", &["ranges", "microwaves"]),
    ("ranges", &["refrigerators", "microwaves"]),
    ("microwaves", &["ranges"]),
    ("washers", &["dryers", "laundry-pairs"]),
    ("dryers", &["washers", "laundry-pairs"]),
    ("laundry-pairs", &["washers", "dryers"]),
    ("tvs", &["soundbars"]),
    ("soundbars", &["tvs", "headphones"]),
    ("headphones", &["smartphones", "laptops"]),
    ("laptops", &["monitors", "headphones"]),
    ("desktops", &["monitors"]),
    ("monitors", &["desktops", "laptops"]),
    ("tablets", &["headphones"]),
    ("smartphones", &["smartwatches", "headphones"]),
    ("smartwatches", &["smartphones"]),
    ("all-season-tires", &["wheels"]),
    ("all-terrain-tires", &["wheels"]),
    ("wheels", &["all-season-tires", "all-terrain-tires"]),
    ("rings", &["necklaces"]),
    ("necklaces", &["rings", "watches"]),
    ("watches", &["necklaces"]),
    ("patio-furniture", &["grills", "outdoor-sets"]),
    ("grills", &["patio-furniture"]),
    ("outdoor-sets", &["grills", "patio-furniture"]),
];

/// One generated visit: its activities in order.
#[derive(Debug, Clone)]
pub struct Visit {
    pub activities: Vec<Activity>,
}

fn activity(kind: ActivityKind, products: Vec<ActivityProduct>) -> Activity {
    Activity {
        kind,
        products,
        category_id: None,
        recommender: None,
        amount_cents: None,
    }
}

fn line(catalog: &CatalogIndex, i: usize, quantity: i64) -> ActivityProduct {
    let product = &catalog.products[i];
    ActivityProduct {
        id: product.id.clone(),
        quantity,
        price_cents: product.price_cents.unwrap_or(0),
    }
}

/// The products a shopper can browse, by category, each with how well liked it is (a fixed,
/// skewed appeal: a few products draw most of the views).
struct Shelves {
    categories: Vec<String>,
    by_category: HashMap<String, Vec<(usize, f64)>>,
}

impl Shelves {
    fn of(catalog: &CatalogIndex, rng: &mut StdRng) -> Self {
        let mut by_category: HashMap<String, Vec<(usize, f64)>> = HashMap::new();
        for (i, product) in catalog.products.iter().enumerate() {
            if product.recommendable && product.kind != Kind::Bundle {
                by_category
                    .entry(product.category_id.clone())
                    .or_default()
                    .push((i, 0.0));
            }
        }
        for list in by_category.values_mut() {
            list.sort_by_key(|(i, _)| *i);
            // Appeal by a random rank: 1 / rank.
            let mut ranks: Vec<usize> = (0..list.len()).collect();
            for k in (1..ranks.len()).rev() {
                ranks.swap(k, rng.gen_range(0..=k));
            }
            for (entry, rank) in list.iter_mut().zip(ranks) {
                entry.1 = 1.0 / (rank as f64 + 1.0);
            }
        }
        let mut categories: Vec<String> = by_category
            .iter()
            .filter(|(_, list)| list.len() >= 2)
            .map(|(c, _)| c.clone())
            .collect();
        categories.sort();
        Shelves {
            categories,
            by_category,
        }
    }

    fn pick(&self, category: &str, rng: &mut StdRng, except: &[usize]) -> Option<usize> {
        let list: Vec<&(usize, f64)> = self
            .by_category
            .get(category)?
            .iter()
            .filter(|(i, _)| !except.contains(i))
            .collect();
        let total: f64 = list.iter().map(|(_, w)| w).sum();
        if list.is_empty() || total <= 0.0 {
            return None;
        }
        let mut roll = rng.gen_range(0.0..total);
        for (i, weight) in &list {
            if roll < *weight {
                return Some(*i);
            }
            roll -= weight;
        }
        list.last().map(|(i, _)| *i)
    }

    /// A product of the category like `anchor` (the best match among a few drawn).
    fn pick_like(
        &self,
        catalog: &CatalogIndex,
        category: &str,
        anchor: usize,
        rng: &mut StdRng,
        except: &[usize],
    ) -> Option<usize> {
        (0..4)
            .filter_map(|_| self.pick(category, rng, except))
            .max_by_key(|i| similarity(&catalog.products[anchor], &catalog.products[*i]))
    }
}

/// `count` generated visits over the catalog, the same for the same seed.
pub fn generate_visits(catalog: &CatalogIndex, count: usize, seed: u64) -> Vec<Visit> {
    let mut rng = StdRng::seed_from_u64(seed);
    let shelves = Shelves::of(catalog, &mut rng);
    if shelves.categories.is_empty() {
        return Vec::new();
    }
    let complements: HashMap<&str, &[&str]> = COMPLEMENTS.iter().copied().collect();
    let mut visits = Vec::with_capacity(count);
    for _ in 0..count {
        let category = &shelves.categories[rng.gen_range(0..shelves.categories.len())];
        let mut activities = vec![Activity {
            category_id: Some(category.clone()),
            ..activity(ActivityKind::ViewCategory, Vec::new())
        }];
        let mut viewed: Vec<usize> = Vec::new();
        let Some(first) = shelves.pick(category, &mut rng, &[]) else {
            continue;
        };
        viewed.push(first);
        for _ in 0..rng.gen_range(1..=4) {
            let next = if rng.gen_bool(0.6) {
                shelves.pick_like(catalog, category, first, &mut rng, &viewed)
            } else {
                shelves.pick(category, &mut rng, &viewed)
            };
            viewed.extend(next);
        }
        if let Some(others) = complements.get(category.as_str()) {
            if rng.gen_bool(0.6) {
                let other = others[rng.gen_range(0..others.len())];
                for _ in 0..rng.gen_range(1..=3) {
                    let next = shelves.pick_like(catalog, other, first, &mut rng, &viewed);
                    viewed.extend(next);
                }
            }
        }
        // Now and then the rest of a set the shopper looked at.
        if let Some(set) = catalog_set_of(catalog, &viewed) {
            if rng.gen_bool(0.5) && !viewed.contains(&set) {
                viewed.push(set);
            }
        }
        for i in &viewed {
            activities.push(activity(
                ActivityKind::ViewProduct,
                vec![line(catalog, *i, 1)],
            ));
        }
        if rng.gen_bool(0.35) {
            let carted: Vec<usize> = viewed
                .iter()
                .copied()
                .filter(|_| rng.gen_bool(0.4))
                .take(2)
                .collect();
            let carted = if carted.is_empty() {
                vec![first]
            } else {
                carted
            };
            for i in &carted {
                activities.push(activity(
                    ActivityKind::AddToCart,
                    vec![line(catalog, *i, 1)],
                ));
            }
            if rng.gen_bool(0.4) {
                let lines: Vec<ActivityProduct> =
                    carted.iter().map(|i| line(catalog, *i, 1)).collect();
                let amount = lines.iter().map(|l| l.price_cents * l.quantity).sum();
                activities.push(Activity {
                    amount_cents: Some(amount),
                    ..activity(ActivityKind::BeginCheckout, lines)
                });
            }
        }
        visits.push(Visit { activities });
    }
    visits
}

/// The first set one of the viewed products is in.
fn catalog_set_of(catalog: &CatalogIndex, viewed: &[usize]) -> Option<usize> {
    viewed.iter().find_map(|i| {
        let ask = Ask {
            anchors: vec![*i],
            limit: 10,
            ..Ask::default()
        };
        recommend(
            Recommender::CompleteTheSet,
            catalog,
            &Default::default(),
            &ask,
        )
        .into_iter()
        .find(|p| catalog.products[*p].kind == Kind::Set)
    })
}

/// The visits as the model reads activity: visitor `v{n}`, one activity a minute, visits a
/// day apart (so each is a visit of its own).
pub fn visit_events(visits: &[Visit], first: usize) -> Vec<VisitorEvent> {
    let mut events = Vec::new();
    for (n, visit) in visits.iter().enumerate() {
        let start = (first + n) as i64 * 86_400_000;
        for (k, a) in visit.activities.iter().enumerate() {
            events.push(VisitorEvent {
                visitor: format!("v{}", first + n),
                at_ms: start + k as i64 * 60_000,
                kind: a.kind,
                products: a
                    .products
                    .iter()
                    .map(|p| (p.id.clone(), p.quantity, p.price_cents))
                    .collect(),
            });
        }
    }
    events
}

/// Hit rates at `TOP` of product-to-product and of the popularity baseline.
#[derive(Debug, Clone, PartialEq)]
pub struct Evaluation {
    pub trained_on: usize,
    pub held_out: usize,
    pub recommender_hit_rate: f64,
    pub popularity_hit_rate: f64,
}

/// Trains on all visits but every fifth, and for each held-out visit asks: given its first
/// viewed product, is any product it viewed or carted later among the top 10? Popularity
/// answers the 10 most viewed products (the first one left out).
pub fn evaluate(catalog: &CatalogIndex, visits: &[Visit]) -> Evaluation {
    let held: Vec<&Visit> = visits.iter().skip(4).step_by(5).collect();
    let training: Vec<Visit> = visits
        .iter()
        .enumerate()
        .filter(|(n, _)| n % 5 != 4)
        .map(|(_, v)| v.clone())
        .collect();
    let signals = train(catalog, &visit_events(&training, 0), &[]);
    let mut popular: Vec<(usize, u32)> = signals.views.iter().map(|(i, n)| (*i, *n)).collect();
    popular.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let (mut held_out, mut recommender_hits, mut popularity_hits) = (0, 0, 0);
    for visit in held {
        let mut seen: Vec<usize> = Vec::new();
        for a in &visit.activities {
            if a.kind.is_view() || a.kind.is_cart() {
                for p in &a.products {
                    if let Some(i) = catalog.owner(&p.id) {
                        if !seen.contains(&i) {
                            seen.push(i);
                        }
                    }
                }
            }
        }
        let Some((&anchor, later)) = seen.split_first() else {
            continue;
        };
        if later.is_empty() {
            continue;
        }
        held_out += 1;
        let ask = Ask {
            anchors: vec![anchor],
            limit: TOP,
            ..Ask::default()
        };
        let recommended = recommend(Recommender::ProductToProduct, catalog, &signals, &ask);
        if recommended.iter().any(|i| later.contains(i)) {
            recommender_hits += 1;
        }
        if popular
            .iter()
            .map(|(i, _)| *i)
            .filter(|i| *i != anchor)
            .take(TOP)
            .any(|i| later.contains(&i))
        {
            popularity_hits += 1;
        }
    }
    let rate = |hits: usize| hits as f64 / held_out.max(1) as f64;
    Evaluation {
        trained_on: training.len(),
        held_out,
        recommender_hit_rate: rate(recommender_hits),
        popularity_hit_rate: rate(popularity_hits),
    }
}

/// The organization's catalog as the recommenders see it.
pub async fn catalog_index(db: &Db) -> anyhow::Result<CatalogIndex> {
    let organization = crate::sites::operations::first_organization(&db.pool)
        .await?
        .ok_or_else(|| anyhow::anyhow!("the database holds no organization"))?;
    let rows = store::catalog_rows(&db.pool, &organization.id).await?;
    Ok(CatalogIndex::build(rows))
}

/// Adds `count` generated visits to the first site's activity, spread over the 30 days before
/// `now_ms` (well within the retention); answers how many activities were kept.
pub async fn load_demo_activity(db: &Db, count: usize, now_ms: i64) -> anyhow::Result<usize> {
    let organization = crate::sites::operations::first_organization(&db.pool)
        .await?
        .ok_or_else(|| anyhow::anyhow!("the database holds no organization"))?;
    let Some(site) = crate::sites::operations::sites(&db.pool, &organization.id)
        .await?
        .into_iter()
        .next()
    else {
        return Ok(0);
    };
    let catalog = catalog_index(db).await?;
    let seed = store::activity_count(&db.pool).await? as u64;
    let visits = generate_visits(&catalog, count, seed);
    let mut rng = StdRng::seed_from_u64(seed ^ 0x5eed);
    let span_ms = (30 * 86_400_000i64).min(RETENTION_MS / 2);
    let mut kept = Vec::new();
    for visit in &visits {
        // An opaque visitor of its own: not derived from any cookie.
        let visitor_key = format!("demo-{}", uuid::Uuid::new_v4().simple());
        let start = now_ms - rng.gen_range(3_600_000..span_ms);
        for (k, a) in visit.activities.iter().enumerate() {
            kept.push(KeptActivity {
                site_id: site.id.clone(),
                visitor_key: visitor_key.clone(),
                activity: a.clone(),
                created_at_ms: start + k as i64 * rng.gen_range(20_000..90_000),
            });
        }
    }
    let mut tx = db.begin_write().await?;
    store::insert_activities(&mut tx, &kept).await?;
    tx.commit().await?;
    Ok(kept.len())
}
