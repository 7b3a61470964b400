//! Offline geocoding: the postal-code tables — `server/data/postal-codes-us.tsv`, every ZIP code of
//! the 50 states, DC and Puerto Rico with its state and coordinates (`scripts/postal-codes-us.mjs`
//! says where it comes from), and `server/data/postal-codes-de.tsv`, every German postal code
//! (Postleitzahl) with its Land and coordinates (`scripts/postal-codes-de.py`) — and the distance
//! between two places. No I/O: the tables are compiled into the binary and read once.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Serialize;
use utoipa::ToSchema;

const US_TABLE: &str = include_str!("../../data/postal-codes-us.tsv");
const DE_TABLE: &str = include_str!("../../data/postal-codes-de.tsv");

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
    /// `US`, `PR` for Puerto Rico, or `DE`.
    #[schema(example = "US")]
    pub country_code: &'static str,
    #[schema(example = "United States")]
    pub country: &'static str,
    #[schema(example = "78205")]
    pub postal_code: String,
    /// The state's two-letter code (`PR` for Puerto Rico; a German Land's ISO 3166-2 code, `BE`).
    #[schema(example = "TX")]
    pub administrative_area: String,
    #[schema(example = 29.4237)]
    pub lat: f64,
    #[schema(example = -98.4925)]
    pub long: f64,
}

/// The countries the tables hold (Puerto Rico is in the US table with a country of its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Country {
    UnitedStates,
    PuertoRico,
    Germany,
}

impl Country {
    fn read(code: &str) -> Option<Self> {
        match code {
            "US" => Some(Self::UnitedStates),
            "PR" => Some(Self::PuertoRico),
            "DE" => Some(Self::Germany),
            _ => None,
        }
    }

    fn code_and_name(self) -> (&'static str, &'static str) {
        match self {
            Self::UnitedStates => ("US", "United States"),
            Self::PuertoRico => ("PR", "Puerto Rico"),
            Self::Germany => ("DE", "Germany"),
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Entry {
    code: [u8; 5],
    country: Country,
    state: [u8; 2],
    lat: f64,
    long: f64,
}

impl Entry {
    fn place(&self) -> Place {
        let (country_code, country) = self.country.code_and_name();
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
            let country = Country::read(next()?).ok_or_else(bad)?;
            let state: [u8; 2] = next()?.as_bytes().try_into().map_err(|_| bad())?;
            let lat: f64 = next()?.parse().map_err(|_| bad())?;
            let long: f64 = next()?.parse().map_err(|_| bad())?;
            if !code.iter().all(u8::is_ascii_digit) || !(-72.0..=72.0).contains(&lat) {
                return Err(bad());
            }
            entries.push(Entry {
                code,
                country,
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

/// Germany, compiled in.
pub static DE: LazyLock<PostalCodes> = LazyLock::new(|| {
    PostalCodes::parse(DE_TABLE).expect("the compiled German postal-code table reads")
});

/// The table of a country's postal codes by its ISO 3166-1 code (`US`, `PR`, `DE`; any case):
/// Puerto Rico's codes are in the US table. None for a country without a table.
pub fn postal_codes(country_code: &str) -> Option<&'static PostalCodes> {
    match country_code.to_ascii_uppercase().as_str() {
        "US" | "PR" => Some(&*US),
        "DE" => Some(&*DE),
        _ => None,
    }
}

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
    fn german_codes_have_their_land_and_place() {
        let mitte = DE.by_code("10178").unwrap();
        assert_eq!(
            (
                mitte.country_code,
                mitte.country,
                mitte.administrative_area.as_str()
            ),
            ("DE", "Germany", "BE")
        );
        assert!((mitte.lat - 52.52).abs() < 0.02 && (mitte.long - 13.41).abs() < 0.02);
        assert_eq!(DE.by_code("80331").unwrap().administrative_area, "BY");
        assert_eq!(DE.by_code("14467").unwrap().administrative_area, "BB");
        assert_eq!(DE.by_code("01067").unwrap().administrative_area, "SN");
        assert_eq!(DE.by_code("27499").unwrap().administrative_area, "SH");
        assert!(DE.by_code("00000").is_none());
        // Every area code of Germany: a little over 8,000.
        assert!(DE.len() > 8_000, "{}", DE.len());
        // One table per country: 10178 is Berlin Mitte in Germany and Midtown in New York.
        assert_eq!(
            postal_codes("de").unwrap().by_code("10178").unwrap().lat,
            mitte.lat
        );
        assert_eq!(
            postal_codes("US")
                .unwrap()
                .by_code("10178")
                .unwrap()
                .administrative_area,
            "NY"
        );
        assert!(postal_codes("PR").unwrap().by_code("00901").is_some());
        assert!(postal_codes("FR").is_none());
        // The nearest code to Munich's Marienplatz is in Bavaria.
        let place = DE.nearest(48.1374, 11.5755, NEAREST_MAX_MILES).unwrap();
        assert_eq!(place.administrative_area, "BY");
    }

    #[test]
    fn a_table_line_of_an_unknown_country_is_refused() {
        assert!(PostalCodes::parse("10178\tFR\tBE\t52.52\t13.41\n").is_err());
        assert!(PostalCodes::parse("10178\tDE\tBE\t52.52\t13.41\n").is_ok());
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
