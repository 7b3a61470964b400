//! What the catalog said of basket lines' products, kept for a second. A change to a basket
//! answers the whole basket: forty lines read forty products again on every add, which was half
//! of what an add cost. The products a change adds or changes are always read anew (their stock
//! and quantity rules decide the change); only the other lines of its answer may be a second
//! old. Reading a basket, the checkout and the order read the catalog anew.

use std::collections::HashMap;
use std::sync::Mutex;

use super::model::LineProduct;

/// How long a product as read is used for the other lines of a change's answer.
pub const FRESH_MS: i64 = 1_000;

/// Most products kept; past this many the memo starts over.
const MAX_KEPT: usize = 50_000;

/// Whose product, named in which language (the caller's key: the locale and its fallback), and
/// which.
type Key = (String, String, String);

/// Products as read, with when; `None`: not sold online when read.
#[derive(Debug, Default)]
pub struct KeptLineProducts {
    products: Mutex<HashMap<Key, (i64, Option<LineProduct>)>>,
}

fn key(organization_id: &str, locale: &str, id: &str) -> Key {
    (organization_id.to_owned(), locale.to_owned(), id.to_owned())
}

impl KeptLineProducts {
    /// The kept products among `ids` read within `FRESH_MS` of `now_ms` (by id; `None` for one
    /// not sold online), and the ids to read.
    pub fn fresh(
        &self,
        organization_id: &str,
        locale: &str,
        ids: &[String],
        now_ms: i64,
    ) -> (HashMap<String, Option<LineProduct>>, Vec<String>) {
        let mut found = HashMap::new();
        let mut missing = Vec::new();
        let Ok(kept) = self.products.lock() else {
            return (found, ids.to_vec());
        };
        for id in ids {
            match kept.get(&key(organization_id, locale, id)) {
                Some((read_at, product)) if now_ms >= *read_at && now_ms - read_at < FRESH_MS => {
                    found.insert(id.clone(), product.clone());
                }
                _ => missing.push(id.clone()),
            }
        }
        (found, missing)
    }

    /// Keeps the products of `ids` as read at `now_ms` (an id `read` lacks is not sold online).
    pub fn keep(
        &self,
        organization_id: &str,
        locale: &str,
        ids: &[String],
        read: &HashMap<String, LineProduct>,
        now_ms: i64,
    ) {
        let Ok(mut kept) = self.products.lock() else {
            return;
        };
        if kept.len() + ids.len() > MAX_KEPT {
            kept.clear();
        }
        for id in ids {
            kept.insert(
                key(organization_id, locale, id),
                (now_ms, read.get(id).cloned()),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lamp() -> LineProduct {
        LineProduct {
            name: "Lamp".to_owned(),
            price_cents: Some(4_999),
            stock_level: 3,
            min_order_quantity: 1,
            step_quantity: 1,
            buyable: true,
            leasable: true,
        }
    }

    #[test]
    fn a_product_is_kept_for_a_second_in_its_language() {
        let kept = KeptLineProducts::default();
        let ids = vec!["lamp".to_owned(), "gone".to_owned()];
        let read = HashMap::from([("lamp".to_owned(), lamp())]);
        kept.keep("org", "en-US", &ids, &read, 10_000);

        let (found, missing) = kept.fresh("org", "en-US", &ids, 10_999);
        assert!(missing.is_empty());
        assert_eq!(found["lamp"].as_ref().map(|p| p.stock_level), Some(3));
        // Not sold online when read: kept as such, not read again.
        assert!(found["gone"].is_none());

        let (found, missing) = kept.fresh("org", "en-US", &ids, 11_000);
        assert!(found.is_empty());
        assert_eq!(missing, ids);
        let (_, missing) = kept.fresh("org", "es-US", &ids, 10_500);
        assert_eq!(missing, ids);
        let (_, missing) = kept.fresh("other", "en-US", &ids, 10_500);
        assert_eq!(missing, ids);
    }
}
