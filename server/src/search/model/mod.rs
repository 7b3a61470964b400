//! SCAPI `shopper-search` shapes and the pure rules of a search request: `refine` parsing,
//! sorting options, page bounds (a page holds 25 hits unless asked otherwise, the web app
//! offers 25, 50 and 100, and SCAPI refuses more than 200), price buckets, spelling
//! correction. The calls' parameter and
//! answer shapes are in `shapes.rs`.

mod shapes;

pub use shapes::*;

use std::collections::BTreeMap;

pub const DEFAULT_LIMIT: usize = 25;
pub const MAX_LIMIT: usize = 200;
/// A suggestion lists at most 10 products.
pub const SUGGESTION_LIMIT: usize = 10;

/// Refinement attribute ids (SCAPI's names).
pub const CATEGORY: &str = "cgid";
pub const PRICE: &str = "price";
pub const BRAND: &str = "brand";
pub const COLOR: &str = "c_refinementColor";
pub const SIZE: &str = "c_size";

/// Price buckets in cents: (from, to) with `to` exclusive; the last is open.
pub const PRICE_BUCKETS: [(u64, Option<u64>); 5] = [
    (0, Some(25_000)),
    (25_000, Some(50_000)),
    (50_000, Some(100_000)),
    (100_000, Some(200_000)),
    (200_000, None),
];

/// `(0..250)` style value of a bucket, in dollars as SCAPI writes price refinements.
pub fn price_value((from, to): (u64, Option<u64>)) -> String {
    match to {
        Some(to) => format!("({}..{})", from / 100, to / 100),
        None => format!("({}..)", from / 100),
    }
}

/// A `price=(a..b)` refinement in cents; `(a..)` is open-ended.
pub fn parse_price(value: &str) -> Option<(u64, Option<u64>)> {
    let inner = value.trim().strip_prefix('(')?.strip_suffix(')')?;
    let (from, to) = inner.split_once("..")?;
    let dollars = |text: &str| -> Option<u64> {
        let amount: f64 = text.trim().parse().ok()?;
        (amount.is_finite() && amount >= 0.0).then(|| (amount * 100.0).round() as u64)
    };
    let from = dollars(from)?;
    let to = if to.trim().is_empty() {
        None
    } else {
        Some(dollars(to)?)
    };
    match to {
        Some(to) if to <= from => None,
        _ => Some((from, to)),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    BestMatches,
    PriceLowToHigh,
    PriceHighToLow,
    NameAscending,
    Newest,
}

impl Sort {
    pub const ALL: [Sort; 5] = [
        Sort::BestMatches,
        Sort::PriceLowToHigh,
        Sort::PriceHighToLow,
        Sort::NameAscending,
        Sort::Newest,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Sort::BestMatches => "best-matches",
            Sort::PriceLowToHigh => "price-low-to-high",
            Sort::PriceHighToLow => "price-high-to-low",
            Sort::NameAscending => "product-name-ascending",
            Sort::Newest => "newest",
        }
    }

    /// The label SCAPI sends (the web app shows its own translation of the id).
    pub fn label(self, spanish: bool) -> &'static str {
        match (self, spanish) {
            (Sort::BestMatches, false) => "Best Matches",
            (Sort::BestMatches, true) => "Más relevantes",
            (Sort::PriceLowToHigh, false) => "Price Low To High",
            (Sort::PriceLowToHigh, true) => "Precio de menor a mayor",
            (Sort::PriceHighToLow, false) => "Price High to Low",
            (Sort::PriceHighToLow, true) => "Precio de mayor a menor",
            (Sort::NameAscending, false) => "Product Name A - Z",
            (Sort::NameAscending, true) => "Nombre del producto A - Z",
            (Sort::Newest, false) => "Newest",
            (Sort::Newest, true) => "Lo más nuevo",
        }
    }

    pub fn parse(id: Option<&str>) -> Result<Self, String> {
        match id.map(str::trim).filter(|s| !s.is_empty()) {
            None => Ok(Sort::BestMatches),
            Some(id) => Sort::ALL.into_iter().find(|s| s.id() == id).ok_or_else(|| {
                format!(
                    "'{id}' is not a sorting option; use {}.",
                    Sort::ALL.map(Sort::id).join(", ")
                )
            }),
        }
    }
}

/// The parsed refinements: attribute → accepted values (any of them).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Refinements {
    pub category: Option<String>,
    pub price: Option<(u64, Option<u64>)>,
    pub brands: Vec<String>,
    pub colors: Vec<String>,
    pub sizes: Vec<String>,
}

impl Refinements {
    /// `refine` values: `cgid=sofas`, `price=(0..250)`, `brand=A|B`, `c_refinementColor=gray|navy`.
    pub fn parse(values: &[String]) -> Result<Self, String> {
        let mut r = Refinements::default();
        for refine in values {
            let (attribute, value) = refine
                .split_once('=')
                .ok_or_else(|| format!("'{refine}' is not attribute=value."))?;
            let options: Vec<String> = value
                .split('|')
                .map(str::trim)
                .filter(|v| !v.is_empty())
                .map(str::to_owned)
                .collect();
            if options.is_empty() {
                return Err(format!("'{refine}' has no value."));
            }
            match attribute {
                CATEGORY => r.category = Some(options[0].clone()),
                PRICE => r.price = Some(parse_price(&options[0]).ok_or_else(|| format!("'{value}' is not a price range like (0..250)."))?),
                BRAND => r.brands = options,
                COLOR => r.colors = options,
                SIZE => r.sizes = options,
                other => return Err(format!("'{other}' is not a refinement; use {CATEGORY}, {PRICE}, {BRAND}, {COLOR} or {SIZE}.")),
            }
        }
        Ok(r)
    }

    /// `selectedRefinements`: attribute → value as asked (`|`-joined).
    pub fn selected(&self) -> BTreeMap<String, String> {
        let mut out = BTreeMap::new();
        if let Some(c) = &self.category {
            out.insert(CATEGORY.to_owned(), c.clone());
        }
        if let Some(p) = self.price {
            out.insert(PRICE.to_owned(), price_value(p));
        }
        for (id, values) in [
            (BRAND, &self.brands),
            (COLOR, &self.colors),
            (SIZE, &self.sizes),
        ] {
            if !values.is_empty() {
                out.insert(id.to_owned(), values.join("|"));
            }
        }
        out
    }
}

/// `limit`: 1..=200, default 25; `offset` ≥ 0.
pub fn page_bounds(
    offset: Option<&str>,
    limit: Option<&str>,
) -> Result<(usize, usize), (&'static str, String)> {
    let offset = match offset.map(str::trim).filter(|s| !s.is_empty()) {
        None => 0,
        Some(text) => text.parse::<usize>().map_err(|_| {
            (
                "offset",
                format!("offset must be a whole number of 0 or more, not '{text}'."),
            )
        })?,
    };
    let limit = limit_param(limit, DEFAULT_LIMIT, MAX_LIMIT).map_err(|m| ("limit", m))?;
    Ok((offset, limit))
}

/// A `limit`: 1 to `max`, `default` when absent.
pub fn limit_param(text: Option<&str>, default: usize, max: usize) -> Result<usize, String> {
    match text.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(default),
        Some(text) => match text.parse::<usize>() {
            Ok(n) if (1..=max).contains(&n) => Ok(n),
            _ => Err(format!("limit must be between 1 and {max}, not '{text}'.")),
        },
    }
}

/// Levenshtein distance (insertions, deletions, substitutions), over chars (two rows).
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, ca) in a.chars().enumerate() {
        current[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != *cb);
            current[j + 1] = substitution.min(previous[j + 1] + 1).min(current[j] + 1);
        }
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refinements_parse_and_bad_ones_say_why() {
        let r = Refinements::parse(&[
            "cgid=sofas".into(),
            "price=(250..500)".into(),
            "c_refinementColor=gray|navy".into(),
        ])
        .unwrap();
        assert_eq!(r.category.as_deref(), Some("sofas"));
        assert_eq!(r.price, Some((25_000, Some(50_000))));
        assert_eq!(r.colors, ["gray", "navy"]);
        assert_eq!(r.selected()["c_refinementColor"], "gray|navy");
        assert_eq!(r.selected()["price"], "(250..500)");
        assert!(Refinements::parse(&["weight=1".into()])
            .unwrap_err()
            .contains("'weight'"));
        assert!(Refinements::parse(&["price=cheap".into()]).is_err());
        assert!(Refinements::parse(&["price=(500..250)".into()]).is_err());
        assert!(Refinements::parse(&["brand=".into()]).is_err());
        assert_eq!(parse_price("(2000..)"), Some((200_000, None)));
    }

    #[test]
    fn limits_default_to_25_and_stop_at_200() {
        assert_eq!(page_bounds(None, None), Ok((0, 25)));
        assert_eq!(page_bounds(Some("50"), Some("100")), Ok((50, 100)));
        assert_eq!(page_bounds(None, Some("201")).unwrap_err().0, "limit");
        assert_eq!(page_bounds(None, Some("0")).unwrap_err().0, "limit");
        assert_eq!(page_bounds(Some("-1"), None).unwrap_err().0, "offset");
    }

    #[test]
    fn sorting_options_parse_by_id() {
        assert_eq!(Sort::parse(None), Ok(Sort::BestMatches));
        assert_eq!(
            Sort::parse(Some("price-low-to-high")),
            Ok(Sort::PriceLowToHigh)
        );
        assert!(Sort::parse(Some("random")).is_err());
    }

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("sofaa", "sofa"), 1);
        assert_eq!(edit_distance("sofa", "sofa"), 0);
        assert_eq!(edit_distance("mattres", "mattress"), 1);
        assert_eq!(edit_distance("tv", "laptop"), 5);
        assert_eq!(edit_distance("", "sofa"), 4);
        assert_eq!(edit_distance("sofá", ""), 4);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }
}
