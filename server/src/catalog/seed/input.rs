//! The seed file's shape (`demo/catalog.json`) and the checks that its references hold.

use std::collections::{BTreeMap, HashMap, HashSet};

use anyhow::{ensure, Context};
use serde::Deserialize;

pub const DEMO_CATALOG: &str = include_str!("../../../../demo/catalog.json");

/// Text by locale id.
pub type Localized = BTreeMap<String, String>;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CatalogSeed {
    pub currency: String,
    pub colors: Vec<ColorSeed>,
    pub sizes: Vec<SizeSeed>,
    #[serde(default)]
    pub promotions: Vec<PromotionSeed>,
    pub categories: Vec<CategorySeed>,
    pub families: Vec<FamilySeed>,
    #[serde(default)]
    pub sets: Vec<GroupSeed>,
    #[serde(default)]
    pub bundles: Vec<GroupSeed>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ColorSeed {
    pub id: String,
    pub name: Localized,
    pub hex: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SizeSeed {
    pub id: String,
    pub name: Localized,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PromotionSeed {
    pub id: String,
    pub callout: Localized,
    pub discount_percent: i64,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CategorySeed {
    pub id: String,
    pub name: Localized,
    pub description: Localized,
    #[serde(default)]
    pub children: Vec<CategorySeed>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FamilySeed {
    pub id: String,
    pub category: String,
    pub art: String,
    pub brands: Vec<String>,
    pub price_cents: [i64; 2],
    #[serde(default)]
    pub colors: Vec<String>,
    #[serde(default)]
    pub sizes: Vec<String>,
    /// With `{name}` and `{brand}`.
    pub description: Localized,
    pub features: BTreeMap<String, Vec<String>>,
    pub names: Vec<Localized>,
    /// Whether a lease can pay for the family's products (most can).
    #[serde(default = "leasable_by_default")]
    pub leasable: bool,
}

fn leasable_by_default() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GroupSeed {
    pub id: String,
    pub category: String,
    pub name: Localized,
    pub description: Localized,
    pub members: Vec<MemberSeed>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MemberSeed {
    pub family: String,
    pub index: usize,
    #[serde(default = "one")]
    pub quantity: i64,
}

fn one() -> i64 {
    1
}

impl CatalogSeed {
    pub fn parse(json: &str) -> anyhow::Result<Self> {
        let seed: CatalogSeed =
            serde_json::from_str(json).context("the catalog seed is not valid")?;
        seed.check()?;
        Ok(seed)
    }

    /// The references inside the seed hold (ids exist, indexes are in range).
    fn check(&self) -> anyhow::Result<()> {
        let mut categories = HashSet::new();
        let mut leaves = HashSet::new();
        fn walk<'a>(
            c: &'a CategorySeed,
            all: &mut HashSet<&'a str>,
            leaves: &mut HashSet<&'a str>,
        ) {
            all.insert(&c.id);
            if c.children.is_empty() {
                leaves.insert(&c.id);
            }
            for child in &c.children {
                walk(child, all, leaves);
            }
        }
        for c in &self.categories {
            walk(c, &mut categories, &mut leaves);
        }
        let colors: HashSet<&str> = self.colors.iter().map(|c| c.id.as_str()).collect();
        let sizes: HashSet<&str> = self.sizes.iter().map(|s| s.id.as_str()).collect();
        let families: HashMap<&str, &FamilySeed> =
            self.families.iter().map(|f| (f.id.as_str(), f)).collect();
        for family in &self.families {
            ensure!(
                leaves.contains(family.category.as_str()),
                "family {} is in {}, not a leaf category",
                family.id,
                family.category
            );
            ensure!(
                !family.brands.is_empty() && !family.names.is_empty(),
                "family {} has no brands or names",
                family.id
            );
            ensure!(
                0 < family.price_cents[0] && family.price_cents[0] < family.price_cents[1],
                "family {} has a bad price range",
                family.id
            );
            for c in &family.colors {
                ensure!(
                    colors.contains(c.as_str()),
                    "family {} names unknown colour {c}",
                    family.id
                );
            }
            for s in &family.sizes {
                ensure!(
                    sizes.contains(s.as_str()),
                    "family {} names unknown size {s}",
                    family.id
                );
            }
        }
        for group in self.sets.iter().chain(&self.bundles) {
            ensure!(
                categories.contains(group.category.as_str()),
                "{} is in unknown category {}",
                group.id,
                group.category
            );
            for m in &group.members {
                let family = families
                    .get(m.family.as_str())
                    .with_context(|| format!("{} names unknown family {}", group.id, m.family))?;
                ensure!(
                    m.index < family.names.len(),
                    "{} names {}[{}], out of range",
                    group.id,
                    m.family,
                    m.index
                );
            }
        }
        Ok(())
    }

    pub fn name_count(&self) -> usize {
        self.families.iter().map(|f| f.names.len()).sum()
    }
}
