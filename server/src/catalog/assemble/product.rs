//! The SCAPI product for a loaded record: its own fields, then each expansion the call asked
//! for (prices, availability, images, variations, promotions, set and bundle members).

use std::collections::BTreeMap;

use super::{variation_values, Loaded, View};
use crate::catalog::model::{
    effective_price, image_groups, orderable, BundledProduct, Inventory, Kind, MasterRef, Price,
    PriceRange, Product, TieredPriceOut, Variant, LIST_PRICEBOOK, SALE_PRICEBOOK,
};
use crate::catalog::store::{ProductRecord, ProductText};

impl Loaded {
    /// The SCAPI product for a loaded record.
    pub fn product(&self, record: &ProductRecord, view: &View) -> Product {
        let text = self.text(record);
        let price = self.price_of(record);
        let master = self.owner(record);
        let mut product = self.bare_product(record, &text, master);
        if view.expand.prices {
            self.add_prices(&mut product, record, price, view);
        }
        if view.expand.availability {
            product.inventory = Some(self.inventory(record));
        }
        if view.expand.images {
            product.image_groups = Some(image_groups(
                &text.name,
                &record.art,
                &self.tints(record, view),
            ));
        }
        if view.expand.variations && matches!(record.kind, Kind::Master | Kind::Variant) {
            self.add_variations(&mut product, record, master, view);
        }
        if view.expand.promotions {
            product.product_promotions = Some(self.promotions_of(record, price.map(|p| p.0), view));
        }
        if view.expand.members {
            self.add_members(&mut product, record, view);
        }
        product
    }

    /// The product's own fields, every expansion left empty.
    fn bare_product(
        &self,
        record: &ProductRecord,
        text: &ProductText,
        master: &ProductRecord,
    ) -> Product {
        Product {
            id: record.id.clone(),
            name: text.name.clone(),
            brand: record.brand.clone(),
            currency: record.currency.clone(),
            short_description: text.short_description.clone(),
            long_description: text.long_description.clone(),
            primary_category_id: record.primary_category_id.clone(),
            r#type: record.kind.flags(),
            min_order_quantity: record.min_order_quantity,
            step_quantity: record.step_quantity,
            price: None,
            price_max: None,
            price_per_unit: None,
            prices: None,
            price_ranges: Vec::new(),
            tiered_prices: Vec::new(),
            inventory: None,
            image_groups: None,
            variation_attributes: None,
            variants: None,
            variation_values: None,
            master: None,
            product_promotions: None,
            set_products: None,
            bundled_products: None,
            c_primary_category_path: Vec::new(),
            c_is_new: master.is_new,
            c_is_sale: self.on_sale(record),
            c_leasable: record.leasable,
            c_lease_quote: None,
        }
    }

    /// The price (with its maximum when the range is wide), a master's ranges per pricebook,
    /// the record's price in each pricebook when asked for, and its tiered prices.
    fn add_prices(
        &self,
        product: &mut Product,
        record: &ProductRecord,
        price: Option<(i64, i64)>,
        view: &View,
    ) {
        if let Some((low, high)) = price {
            product.price = Some(Price(low));
            product.price_max = (high != low).then_some(Price(high));
            product.price_per_unit = Some(Price(low));
        }
        if record.kind == Kind::Master {
            product.price_ranges = self.price_ranges(record);
        }
        if view.per_pricebook {
            product.prices = Some(pricebook_prices(record));
        }
        product.tiered_prices = tiered_prices(record);
    }

    /// A master's lowest and highest variant price in each pricebook that prices one.
    fn price_ranges(&self, master: &ProductRecord) -> Vec<PriceRange> {
        let variants = self
            .variants
            .get(&master.id)
            .map(Vec::as_slice)
            .unwrap_or_default();
        let mut ranges = Vec::new();
        for (pricebook, pick) in [
            (
                LIST_PRICEBOOK,
                (|v: &ProductRecord| v.list_price_cents) as fn(&ProductRecord) -> Option<i64>,
            ),
            (SALE_PRICEBOOK, |v: &ProductRecord| v.sale_price_cents),
        ] {
            let prices: Vec<i64> = variants.iter().filter_map(pick).collect();
            if let (Some(min), Some(max)) = (prices.iter().min(), prices.iter().max()) {
                ranges.push(PriceRange {
                    max_price: Price(*max),
                    min_price: Price(*min),
                    pricebook: pricebook.to_owned(),
                });
            }
        }
        ranges
    }

    fn inventory(&self, record: &ProductRecord) -> Inventory {
        let (stock_level, is_orderable, lowest) = self.stock_of(record);
        Inventory {
            ats: stock_level,
            backorderable: false,
            id: "inventory_m".to_owned(),
            orderable: is_orderable,
            preorderable: false,
            stock_level,
            lowest_stock_level_product_name: lowest,
        }
    }

    /// A master's or variant's variation attributes and variants; a variant also names its
    /// own values and its master.
    fn add_variations(
        &self,
        product: &mut Product,
        record: &ProductRecord,
        master: &ProductRecord,
        view: &View,
    ) {
        product.variation_attributes = Some(self.variation_attributes(master, view));
        product.variants = Some(
            self.variants
                .get(&master.id)
                .into_iter()
                .flatten()
                .map(|v| self.variant(v, view))
                .collect(),
        );
        if record.kind == Kind::Variant {
            product.variation_values = Some(variation_values(record));
            let (master_price, master_max) = self.price_of(master).unwrap_or_default();
            product.master = Some(MasterRef {
                master_id: master.id.clone(),
                orderable: self.stock_of(master).1,
                price: Price(master_price),
                price_max: (master_max != master_price).then_some(Price(master_max)),
            });
        }
    }

    fn variant(&self, v: &ProductRecord, view: &View) -> Variant {
        Variant {
            product_id: v.id.clone(),
            orderable: orderable(v.stock_level, v.min_order_quantity),
            price: Price(
                effective_price(v.list_price_cents, v.sale_price_cents).unwrap_or_default(),
            ),
            variation_values: variation_values(v),
            product_promotions: self.promotions_of(
                v,
                effective_price(v.list_price_cents, v.sale_price_cents),
                view,
            ),
        }
    }

    /// A set's products or a bundle's (with their quantities), each with its first images
    /// only.
    fn add_members(&self, product: &mut Product, record: &ProductRecord, view: &View) {
        let members = self
            .members
            .get(&record.id)
            .map(Vec::as_slice)
            .unwrap_or_default();
        let member_view = View {
            all_images: false,
            ..*view
        };
        match record.kind {
            Kind::Set => {
                product.set_products = Some(
                    members
                        .iter()
                        .filter_map(|(id, _)| self.products.get(id))
                        .map(|m| self.product(m, &member_view))
                        .collect(),
                )
            }
            Kind::Bundle => {
                product.bundled_products = Some(
                    members
                        .iter()
                        .filter_map(|(id, quantity)| {
                            self.products.get(id).map(|m| BundledProduct {
                                id: id.clone(),
                                product: Box::new(self.product(m, &member_view)),
                                quantity: *quantity,
                            })
                        })
                        .collect(),
                )
            }
            _ => {}
        }
    }
}

/// The record's own price in each pricebook that prices it.
fn pricebook_prices(record: &ProductRecord) -> BTreeMap<String, Price> {
    let mut prices = BTreeMap::new();
    if let Some(list) = record.list_price_cents {
        prices.insert(LIST_PRICEBOOK.to_owned(), Price(list));
    }
    if let Some(sale) = record.sale_price_cents {
        prices.insert(SALE_PRICEBOOK.to_owned(), Price(sale));
    }
    prices
}

/// The record's tiered prices, in the pricebook its price comes from.
fn tiered_prices(record: &ProductRecord) -> Vec<TieredPriceOut> {
    let pricebook = if record.sale_price_cents.is_some() {
        SALE_PRICEBOOK
    } else {
        LIST_PRICEBOOK
    };
    record
        .tiered_prices
        .iter()
        .map(|t| TieredPriceOut {
            price: Price(t.price_cents),
            pricebook: pricebook.to_owned(),
            quantity: t.quantity,
        })
        .collect()
}
