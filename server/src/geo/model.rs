//! Offline geocoding: the postal-code table (`server/data/postal-codes-us.tsv`, every ZIP code of
//! the 50 states, DC and Puerto Rico with its state and coordinates; `scripts/postal-codes-us.mjs`
//! says where it comes from) and the distance between two places. No I/O: the table is compiled
//! into the binary and read once.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Serialize;
use utoipa::ToSchema;

const US_TABLE: &str = include_str!("../../data/postal-codes-us.tsv");

/// The earth's radius in miles, for the haversine distance.
pub const EARTH_RADIUS_MILES: f64 = 3959.0;

/// Great-circle distance in miles between two (latitude, longitude) points in degrees.
pub fn distance_miles(a: (f64, f64), b: (f64, f64)) -> f64 {
    let (lat1, lon1) = (a.0.to_radians(), a.1.to_radians());
    let (lat2, lon2) = (b.0.to_radians(), b.1.to_radians());
    let h = ((lat2 - lat1) / 2.0).sin().powi(2)
        + lat1.cos() * lat2.cos() * ((lon2 - lon1) / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_MILES * h.sqrt().min(1.0).asin()
}

/// A geocoding result: the place a postal code or a point is in.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Place {
    /// `US`, or `PR` for Puerto Rico.
    #[schema(example = "US")]
    pub country_code: &'static str,
    #[schema(example = "United States")]
    pub country: &'static str,
    #[schema(example = "78205")]
    pub postal_code: String,
    /// The state's two-letter code (`PR` for Puerto Rico).
    #[schema(example = "TX")]
    pub administrative_area: String,
    #[schema(example = 29.4237)]
    pub lat: f64,
    #[schema(example = -98.4925)]
    pub long: f64,
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    code: [u8; 5],
    puerto_rico: bool,
    state: [u8; 2],
    lat: f64,
    long: f64,
}

impl Entry {
    fn place(&self) -> Place {
        let (country_code, country) = if self.puerto_rico {
            ("PR", "Puerto Rico")
        } else {
            ("US", "United States")
        };
        Place {
            country_code,
            country,
            postal_code: String::from_utf8_lossy(&self.code).into_owned(),
            administrative_area: String::from_utf8_lossy(&self.state).into_owned(),
            lat: self.lat,
            long: self.long,
        }
    }
}

/// The table, with the codes by number and the places in one-degree cells for the nearest-code
/// search.
pub struct PostalCodes {
    entries: Vec<Entry>,
    by_code: HashMap<[u8; 5], usize>,
    cells: HashMap<(i32, i32), Vec<usize>>,
}

/// The fewest miles a degree of latitude or longitude spans between two places of the table,
/// whose latitudes stay within ±72° (Alaska's north coast): 69.09 × cos 72°, less a tenth.
const MILES_PER_DEGREE_FLOOR: f64 = 19.0;

fn cell(lat: f64, long: f64) -> (i32, i32) {
    (lat.floor() as i32, long.floor() as i32)
}

impl PostalCodes {
    /// Reads a table of `code, country, state, latitude, longitude` lines (`#` starts a comment).
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut entries = Vec::new();
        for (number, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let bad = || format!("postal-code table line {}: {line:?}", number + 1);
            let mut fields = line.split('\t');
            let mut next = || fields.next().ok_or_else(bad);
            let code: [u8; 5] = next()?.as_bytes().try_into().map_err(|_| bad())?;
            let puerto_rico = match next()? {
                "US" => false,
                "PR" => true,
                _ => return Err(bad()),
            };
            let state: [u8; 2] = next()?.as_bytes().try_into().map_err(|_| bad())?;
            let lat: f64 = next()?.parse().map_err(|_| bad())?;
            let long: f64 = next()?.parse().map_err(|_| bad())?;
            if !code.iter().all(u8::is_ascii_digit) || !(-72.0..=72.0).contains(&lat) {
                return Err(bad());
            }
            entries.push(Entry {
                code,
                puerto_rico,
                state,
                lat,
                long,
            });
        }
        let by_code = entries
            .iter()
            .enumerate()
            .map(|(i, e)| (e.code, i))
            .collect();
        let mut cells: HashMap<(i32, i32), Vec<usize>> = HashMap::new();
        for (i, e) in entries.iter().enumerate() {
            cells.entry(cell(e.lat, e.long)).or_default().push(i);
        }
        Ok(Self {
            entries,
            by_code,
            cells,
        })
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The place of a five-digit postal code, when the table has it.
    pub fn by_code(&self, code: &str) -> Option<Place> {
        let code: [u8; 5] = code.as_bytes().try_into().ok()?;
        self.by_code.get(&code).map(|&i| self.entries[i].place())
    }

    /// The postal code nearest to a point, within `max_miles`: the cells around the point are
    /// searched ring by ring until a ring can hold nothing nearer than what was found.
    pub fn nearest(&self, lat: f64, long: f64, max_miles: f64) -> Option<Place> {
        let (row, col) = cell(lat, long);
        let mut best: Option<(f64, usize)> = None;
        let max_ring = (max_miles / MILES_PER_DEGREE_FLOOR).ceil().min(90.0) as i32 + 1;
        for ring in 0..=max_ring {
            for r in row - ring..=row + ring {
                for c in col - ring..=col + ring {
                    if (r - row).abs() != ring && (c - col).abs() != ring {
                        continue; // inside: searched by an earlier ring
                    }
                    for &i in self.cells.get(&(r, c)).into_iter().flatten() {
                        let e = &self.entries[i];
                        let d = distance_miles((lat, long), (e.lat, e.long));
                        if best.is_none_or(|(b, _)| d < b) {
                            best = Some((d, i));
                        }
                    }
                }
            }
            // A code in a cell not searched yet is more than `ring` degrees of latitude or of
            // longitude away: at least MILES_PER_DEGREE_FLOOR miles a degree.
            let ring_floor = ring as f64 * MILES_PER_DEGREE_FLOOR;
            if best.is_some_and(|(b, _)| b <= ring_floor) {
                break;
            }
        }
        best.filter(|&(d, _)| d <= max_miles)
            .map(|(_, i)| self.entries[i].place())
    }
}

/// The United States and Puerto Rico, compiled in.
pub static US: LazyLock<PostalCodes> =
    LazyLock::new(|| PostalCodes::parse(US_TABLE).expect("the compiled postal-code table reads"));

/// How far from a point its nearest postal code may be (a point at sea or abroad has none).
pub const NEAREST_MAX_MILES: f64 = 50.0;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn known_codes_have_their_state_and_place() {
        let alamo = US.by_code("78205").unwrap();
        assert_eq!(
            (alamo.country_code, alamo.administrative_area.as_str()),
            ("US", "TX")
        );
        assert!((alamo.lat - 29.4237).abs() < 1e-9 && (alamo.long + 98.4925).abs() < 1e-9);
        let san_juan = US.by_code("00901").unwrap();
        assert_eq!(
            (
                san_juan.country_code,
                san_juan.country,
                san_juan.administrative_area.as_str()
            ),
            ("PR", "Puerto Rico", "PR")
        );
        assert!(US.by_code("00000").is_none());
        assert!(US.by_code("7820").is_none());
        assert!(US.len() > 40_000, "{}", US.len());
    }

    #[test]
    fn haversine_in_miles() {
        // New York City to Los Angeles: about 2,445 miles.
        let d = distance_miles((40.7128, -74.0060), (34.0522, -118.2437));
        assert!((d - 2445.0).abs() < 5.0, "{d}");
        assert_eq!(distance_miles((10.0, 20.0), (10.0, 20.0)), 0.0);
        // A quarter of the way round the earth.
        let quarter = distance_miles((0.0, 0.0), (0.0, 90.0));
        assert!((quarter - EARTH_RADIUS_MILES * std::f64::consts::FRAC_PI_2).abs() < 1e-6);
    }

    #[test]
    fn the_nearest_code_to_a_point_in_a_city_is_in_that_city() {
        let place = US.nearest(29.4237, -98.4925, NEAREST_MAX_MILES).unwrap();
        assert_eq!(place.postal_code, "78205");
        let place = US.nearest(44.98, -93.27, NEAREST_MAX_MILES).unwrap();
        assert_eq!(place.administrative_area, "MN");
        // Mid-Atlantic: nothing within 50 miles.
        assert!(US.nearest(35.0, -50.0, NEAREST_MAX_MILES).is_none());
    }

    proptest! {
        /// The ring search finds what a look at every code finds.
        #[test]
        fn nearest_equals_the_brute_force_answer(lat in 18.0f64..49.0, long in -125.0f64..-66.0) {
            let brute = US
                .entries
                .iter()
                .map(|e| (distance_miles((lat, long), (e.lat, e.long)), e))
                .min_by(|a, b| a.0.total_cmp(&b.0))
                .unwrap();
            let found = US.nearest(lat, long, 1.0e9).unwrap();
            let found_d = distance_miles((lat, long), (found.lat, found.long));
            prop_assert!((found_d - brute.0).abs() < 1e-9, "{found:?} at {found_d} vs {} at {}", String::from_utf8_lossy(&brute.1.code), brute.0);
        }

        #[test]
        fn distance_is_symmetric_and_never_negative(a in (-90.0f64..90.0, -180.0f64..180.0), b in (-90.0f64..90.0, -180.0f64..180.0)) {
            let ab = distance_miles(a, b);
            prop_assert!(ab >= 0.0);
            prop_assert!((ab - distance_miles(b, a)).abs() < 1e-6);
            prop_assert!(ab <= EARTH_RADIUS_MILES * std::f64::consts::PI + 1e-6);
        }
    }
}
