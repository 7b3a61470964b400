//! The demo marketplace (`demo/marketplace.json`): partner retailers with the custom attributes
//! a commerce platform keeps on a category (`c_marketplaceCategory`, `c_integrated`, `c_icon`,
//! `c_tileImages`, `c_latitude`, `c_longitude`, `c_radius`, `c_excludedStates`,
//! `c_{product}_partner_url`, `c_desktopLocationGuid`) and what their tile art is drawn from.

use serde::Deserialize;
use serde_json::{Map, Value};

use super::model::{Art, RetailerRecord};

pub const DEMO_MARKETPLACE: &str = include_str!("../../../demo/marketplace.json");

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarketplaceSeed {
    pub retailers: Vec<RetailerSeed>,
}

#[derive(Debug, Deserialize)]
pub struct RetailerSeed {
    pub id: String,
    pub name: String,
    pub art: Art,
    /// The `c_…` attributes, as stored.
    #[serde(flatten)]
    pub custom: Map<String, Value>,
}

impl MarketplaceSeed {
    /// Reads the seed and checks it: unique ids of lowercase letters, digits and dashes, only
    /// `c_` attributes, a drawing the catalog has and a `#rrggbb` colour.
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let seed: Self = serde_json::from_str(text)?;
        let mut ids = std::collections::BTreeSet::new();
        for r in &seed.retailers {
            anyhow::ensure!(
                !r.id.is_empty()
                    && r.id
                        .bytes()
                        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "retailer id {:?} is not lowercase letters, digits and dashes",
                r.id
            );
            anyhow::ensure!(
                ids.insert(r.id.as_str()),
                "retailer {} is listed twice",
                r.id
            );
            if let Some(key) = r.custom.keys().find(|key| !key.starts_with("c_")) {
                anyhow::bail!("retailer {}: {key} is not a custom attribute (c_…)", r.id);
            }
            anyhow::ensure!(
                crate::drawings::is_drawing(&r.art.drawing),
                "retailer {}: no drawing {}",
                r.id,
                r.art.drawing
            );
            anyhow::ensure!(
                super::art::icon(&r.name, &r.art.color).is_some(),
                "retailer {}: colour {} is not #rrggbb",
                r.id,
                r.art.color
            );
        }
        Ok(seed)
    }
}

impl RetailerSeed {
    pub fn record(&self) -> RetailerRecord {
        RetailerRecord {
            id: self.id.clone(),
            name: self.name.clone(),
            custom: self.custom.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::marketplace::model::{Retailer, FEATURED};

    #[test]
    fn the_demo_marketplace_reads_and_has_what_the_demo_shows() {
        let seed = MarketplaceSeed::parse(DEMO_MARKETPLACE).unwrap();
        let retailers: Vec<Retailer> = seed
            .retailers
            .iter()
            .map(|r| Retailer::read(&r.record(), "northwind"))
            .collect();
        assert!(retailers.len() >= 40, "{}", retailers.len());
        let integrated = retailers.iter().filter(|r| r.integrated).count();
        assert!(integrated > 0 && integrated < retailers.len());
        assert!(retailers.iter().filter(|r| r.radius.is_some()).count() >= 10);
        assert!(retailers.iter().any(|r| !r.excluded_states.is_empty()));
        assert!(retailers
            .iter()
            .any(|r| r.categories.iter().any(|(k, _)| k == FEATURED)));
        for r in &retailers {
            assert!(
                r.partner_url
                    .as_deref()
                    .is_some_and(|u| u.starts_with("https://")),
                "{}",
                r.id
            );
            assert!(
                r.location_guid.is_some() && r.icon.is_some() && !r.tile_images.is_empty(),
                "{}",
                r.id
            );
            assert!(
                r.radius.is_none() || (r.latitude.is_some() && r.longitude.is_some()),
                "{}",
                r.id
            );
        }
    }

    #[test]
    fn bad_seeds_are_refused() {
        let bad = |retailer: &str| {
            MarketplaceSeed::parse(&format!("{{\"retailers\": [{retailer}]}}"))
                .unwrap_err()
                .to_string()
        };
        assert!(bad(
            r##"{"id": "A b", "name": "x", "art": {"drawing": "sofa", "color": "#123456"}}"##
        )
        .contains("lowercase"));
        assert!(bad(r##"{"id": "a", "name": "x", "art": {"drawing": "sofa", "color": "#123456"}, "radius": 3}"##).contains("not a custom attribute"));
        assert!(bad(
            r##"{"id": "a", "name": "x", "art": {"drawing": "rocket", "color": "#123456"}}"##
        )
        .contains("no drawing"));
        assert!(
            bad(r##"{"id": "a", "name": "x", "art": {"drawing": "sofa", "color": "blue"}}"##)
                .contains("#rrggbb")
        );
    }
}
