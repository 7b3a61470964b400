//! What a record comes to over its variants and members: its price range, whether it is on
//! sale, its stock, its promotions.

use super::{Loaded, View};
use crate::catalog::model::{
    effective_price, localized, orderable, promotional_price, Kind, Price, ProductPromotion,
};
use crate::catalog::store::ProductRecord;

impl Loaded {
    /// The lowest and highest price a shopper pays: a master's over its variants, a set's over
    /// its members, anything else its own.
    pub(super) fn price_of(&self, record: &ProductRecord) -> Option<(i64, i64)> {
        match record.kind {
            Kind::Master => {
                let prices: Vec<i64> = self
                    .variants
                    .get(&record.id)
                    .into_iter()
                    .flatten()
                    .filter_map(|v| effective_price(v.list_price_cents, v.sale_price_cents))
                    .collect();
                Some((*prices.iter().min()?, *prices.iter().max()?))
            }
            Kind::Set => {
                let ranges: Vec<(i64, i64)> = self
                    .members
                    .get(&record.id)
                    .into_iter()
                    .flatten()
                    .filter_map(|(id, _)| self.products.get(id))
                    .filter_map(|m| self.price_of(m))
                    .collect();
                Some((
                    ranges.iter().map(|r| r.0).min()?,
                    ranges.iter().map(|r| r.1).max()?,
                ))
            }
            _ => effective_price(record.list_price_cents, record.sale_price_cents).map(|p| (p, p)),
        }
    }

    /// On sale when it, one of its variants or one of its members has a sale price.
    pub(super) fn on_sale(&self, record: &ProductRecord) -> bool {
        match record.kind {
            Kind::Master => self
                .variants
                .get(&record.id)
                .into_iter()
                .flatten()
                .any(|v| v.sale_price_cents.is_some()),
            Kind::Set => self
                .members
                .get(&record.id)
                .into_iter()
                .flatten()
                .filter_map(|(id, _)| self.products.get(id))
                .any(|m| self.on_sale(m)),
            _ => record.sale_price_cents.is_some(),
        }
    }

    /// (stock level, orderable, the scarcest member's name for sets and bundles).
    pub(super) fn stock_of(&self, record: &ProductRecord) -> (i64, bool, Option<String>) {
        match record.kind {
            Kind::Master => {
                let variants = self
                    .variants
                    .get(&record.id)
                    .map(Vec::as_slice)
                    .unwrap_or_default();
                let stock = variants.iter().map(|v| v.stock_level).sum();
                let any = variants
                    .iter()
                    .any(|v| orderable(v.stock_level, v.min_order_quantity));
                (stock, any, None)
            }
            Kind::Set => {
                let scarcest = self
                    .members
                    .get(&record.id)
                    .into_iter()
                    .flatten()
                    .filter_map(|(id, _)| self.products.get(id))
                    .map(|m| (self.stock_of(m).0, m))
                    .min_by_key(|(stock, _)| *stock);
                match scarcest {
                    Some((stock, member)) => {
                        (stock, stock > 0, Some(self.text(member).name.clone()))
                    }
                    None => (0, false, None),
                }
            }
            _ => (
                record.stock_level,
                orderable(record.stock_level, record.min_order_quantity),
                None,
            ),
        }
    }

    pub(super) fn promotions_of(
        &self,
        record: &ProductRecord,
        price: Option<i64>,
        view: &View,
    ) -> Vec<ProductPromotion> {
        self.promotions
            .get(&self.owner(record).id)
            .into_iter()
            .flatten()
            .map(|p| ProductPromotion {
                callout_msg: localized(&p.callouts, view.locale, view.fallback).to_owned(),
                promotion_id: p.id.clone(),
                promotional_price: price
                    .and_then(|price| promotional_price(price, p.discount_percent))
                    .map(Price),
            })
            .collect()
    }
}
