//! The demo stores (`demo/stores.json`, written by `scripts/demo-stores.mjs`): stores in the
//! United States and Germany at real city coordinates, each with a postal code of the offline
//! tables near it, opening hours and its time zone.

use std::collections::BTreeSet;

use serde::Deserialize;

use super::hours::{DayHours, OpeningHours};
use super::model::{StoreRecord, SEARCH_COUNTRIES};
use crate::geo::model::{distance_miles, postal_codes};

pub const DEMO_STORES: &str = include_str!("../../../demo/stores.json");

/// How far a store may stand from its postal code's place (a code's place is the middle of its
/// area; a rural area is wide).
const MAX_MILES_FROM_POSTAL_CODE: f64 = 10.0;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoresSeed {
    /// The script that wrote the file.
    #[serde(default)]
    pub generated_by: Option<String>,
    pub stores: Vec<StoreSeed>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoreSeed {
    pub id: String,
    pub name: String,
    pub address1: String,
    pub city: String,
    pub state_code: String,
    pub postal_code: String,
    pub country_code: String,
    pub latitude: f64,
    pub longitude: f64,
    pub phone: String,
    pub time_zone: String,
    /// By weekday (`monday` … `sunday`): `10:00-20:00`, or null when closed.
    pub hours: SeedHours,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeedHours {
    monday: Option<String>,
    tuesday: Option<String>,
    wednesday: Option<String>,
    thursday: Option<String>,
    friday: Option<String>,
    saturday: Option<String>,
    sunday: Option<String>,
}

impl SeedHours {
    fn read(&self) -> Result<OpeningHours, String> {
        let day = |text: &Option<String>| text.as_deref().map(DayHours::parse).transpose();
        Ok(OpeningHours {
            monday: day(&self.monday)?,
            tuesday: day(&self.tuesday)?,
            wednesday: day(&self.wednesday)?,
            thursday: day(&self.thursday)?,
            friday: day(&self.friday)?,
            saturday: day(&self.saturday)?,
            sunday: day(&self.sunday)?,
        })
    }
}

impl StoresSeed {
    /// Reads the seed and checks every store: a unique id of lowercase letters, digits and
    /// dashes; a country stores are searched in; a postal code of that country in the store's
    /// state, whose place is near the store; real coordinates; hours of the day; an IANA-like
    /// time zone. Returns the stores as the database keeps them.
    pub fn parse(text: &str) -> anyhow::Result<Vec<StoreRecord>> {
        let seed: Self = serde_json::from_str(text)?;
        let mut ids = BTreeSet::new();
        seed.stores
            .into_iter()
            .map(|s| {
                let id = s.id.clone();
                s.record()
                    .and_then(|r| {
                        ids.insert(r.id.clone())
                            .then_some(r)
                            .ok_or_else(|| "listed twice".to_owned())
                    })
                    .map_err(|e| anyhow::anyhow!("demo store {id}: {e}"))
            })
            .collect()
    }
}

impl StoreSeed {
    fn record(self) -> Result<StoreRecord, String> {
        if self.id.is_empty()
            || !self
                .id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        {
            return Err("the id is not lowercase letters, digits and dashes".into());
        }
        for (field, value) in [
            ("name", &self.name),
            ("address1", &self.address1),
            ("city", &self.city),
            ("phone", &self.phone),
        ] {
            if value.trim().is_empty() {
                return Err(format!("no {field}"));
            }
        }
        if !SEARCH_COUNTRIES.contains(&self.country_code.as_str()) {
            return Err(format!("no stores are searched in {}", self.country_code));
        }
        if !(-90.0..=90.0).contains(&self.latitude) || !(-180.0..=180.0).contains(&self.longitude) {
            return Err("the coordinates are off the globe".into());
        }
        let place = postal_codes(&self.country_code)
            .and_then(|table| table.by_code(&self.postal_code))
            .ok_or_else(|| format!("no place has the postal code {}", self.postal_code))?;
        if place.administrative_area != self.state_code {
            return Err(format!(
                "the postal code {} is in {}, not {}",
                self.postal_code, place.administrative_area, self.state_code
            ));
        }
        let miles = distance_miles((self.latitude, self.longitude), (place.lat, place.long));
        if miles > MAX_MILES_FROM_POSTAL_CODE {
            return Err(format!(
                "the postal code {} is {miles:.1} miles away",
                self.postal_code
            ));
        }
        let zone_ok = self.time_zone.split_once('/').is_some_and(|(area, place)| {
            !area.is_empty()
                && !place.is_empty()
                && self
                    .time_zone
                    .bytes()
                    .all(|b| b.is_ascii_alphabetic() || b == b'/' || b == b'_')
        });
        if !zone_ok {
            return Err(format!("{} is not a time zone", self.time_zone));
        }
        let hours = self.hours.read()?;
        Ok(StoreRecord {
            id: self.id,
            name: self.name,
            address1: self.address1,
            city: self.city,
            state_code: self.state_code,
            postal_code: self.postal_code,
            country_code: self.country_code,
            latitude: self.latitude,
            longitude: self.longitude,
            phone: self.phone,
            time_zone: self.time_zone,
            hours,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn the_demo_stores_read_and_cover_both_countries() {
        let stores = StoresSeed::parse(DEMO_STORES).unwrap();
        assert!(stores.len() >= 300, "{}", stores.len());
        let mut by_country: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
        for s in &stores {
            by_country
                .entry(s.country_code.as_str())
                .or_default()
                .insert(s.state_code.as_str());
        }
        // Every state and DC; most of the Länder.
        assert_eq!(by_country["US"].len(), 51, "{:?}", by_country["US"]);
        assert_eq!(by_country["DE"].len(), 16, "{:?}", by_country["DE"]);
        let germany = stores.iter().filter(|s| s.country_code == "DE").count();
        assert!((60..=120).contains(&germany), "{germany}");
        for s in &stores {
            match s.country_code.as_str() {
                "US" => {
                    assert!(
                        s.time_zone.starts_with("America/") || s.time_zone == "Pacific/Honolulu",
                        "{}",
                        s.id
                    );
                    assert!(
                        s.phone.starts_with('(') && s.phone.contains(" 555-01"),
                        "{}",
                        s.phone
                    );
                }
                _ => {
                    assert_eq!(s.time_zone, "Europe/Berlin");
                    assert!(s.phone.starts_with('0'), "{}", s.phone);
                }
            }
        }
    }

    fn seed(store: &str) -> String {
        let base = r#""id": "x-1", "name": "N", "address1": "A 1", "city": "Berlin", "stateCode": "BE",
            "postalCode": "10178", "countryCode": "DE", "latitude": 52.52, "longitude": 13.41,
            "phone": "030 1", "timeZone": "Europe/Berlin",
            "hours": {"monday": "10:00-20:00", "tuesday": null, "wednesday": null, "thursday": null,
                      "friday": null, "saturday": null, "sunday": null}"#;
        format!("{{\"stores\": [{{{base}{store}}}]}}")
    }

    #[test]
    fn bad_stores_are_refused() {
        assert!(StoresSeed::parse(&seed("")).is_ok());
        let bad = |replace: (&str, &str)| {
            StoresSeed::parse(&seed("").replace(replace.0, replace.1))
                .unwrap_err()
                .to_string()
        };
        assert!(bad(("\"x-1\"", "\"X 1\"")).contains("lowercase"));
        assert!(bad(("\"BE\"", "\"BY\"")).contains("is in BE"));
        assert!(bad(("\"10178\"", "\"00000\"")).contains("no place"));
        assert!(bad(("\"DE\"", "\"FR\"")).contains("no stores are searched"));
        assert!(bad(("52.52", "48.14")).contains("miles away"));
        assert!(bad(("10:00-20:00", "20:00-10:00")).contains("opening hours"));
        assert!(bad(("Europe/Berlin", "CET")).contains("time zone"));
        let twice = format!(
            "{{\"stores\": [{0}, {0}]}}",
            &seed("")[12..seed("").len() - 2]
        );
        assert!(StoresSeed::parse(&twice)
            .unwrap_err()
            .to_string()
            .contains("twice"));
    }
}
