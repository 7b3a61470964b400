//! Builds the SCAPI shapes from stored records (pure: no I/O). A master's price is its
//! cheapest variant's, with `priceMax` and `priceRanges` over all of them; a set's price
//! spans its members; stock of a master is its variants', of a set its scarcest member's.

use std::collections::{BTreeMap, HashMap};

use super::model::{
    effective_price, image_groups, localized, orderable, promotional_price, swatch_link,
    BundledProduct, Category, CategoryPathEntry, Expand, Image, Inventory, Kind, MasterRef, Price,
    PriceRange, Product, ProductPromotion, TieredPriceOut, Variant, VariationAttribute,
    VariationAttributeValue, LIST_PRICEBOOK, SALE_PRICEBOOK,
};
use super::store::{AttributeRecord, CategoryRecord, ProductRecord, ProductText, PromotionRecord};

/// Tint for products stored without one.
const DEFAULT_TINT: &str = "#52606D";

/// Everything a product call needs, loaded by `store::load_products`.
#[derive(Debug, Default)]
pub struct Loaded {
    pub products: HashMap<String, ProductRecord>,
    pub variants: HashMap<String, Vec<ProductRecord>>,
    pub texts: HashMap<String, ProductText>,
    pub promotions: HashMap<String, Vec<PromotionRecord>>,
    pub members: HashMap<String, Vec<(String, i64)>>,
    pub attributes: Vec<AttributeRecord>,
}

/// How to show: the locale, its fallback, and the call's options.
#[derive(Debug, Clone, Copy)]
pub struct View<'a> {
    pub locale: &'a str,
    pub fallback: &'a str,
    pub expand: Expand,
    pub all_images: bool,
    pub per_pricebook: bool,
}

fn variation_values(record: &ProductRecord) -> BTreeMap<String, String> {
    record
        .variation
        .iter()
        .filter(|(key, _)| key.as_str() != "tint")
        .filter_map(|(key, value)| value.as_str().map(|v| (key.clone(), v.to_owned())))
        .collect()
}

fn tint(record: &ProductRecord) -> String {
    record
        .variation
        .get("tint")
        .and_then(|t| t.as_str())
        .unwrap_or(DEFAULT_TINT)
        .to_owned()
}

impl Loaded {
    fn attribute(&self, id: &str) -> Option<&AttributeRecord> {
        self.attributes.iter().find(|a| a.id == id)
    }

    fn value_name(&self, attribute: &str, value: &str, view: &View) -> String {
        self.attribute(attribute)
            .and_then(|a| a.values.iter().find(|(v, _, _)| v == value))
            .map(|(_, names, _)| localized(names, view.locale, view.fallback).to_owned())
            .unwrap_or_else(|| value.to_owned())
    }

    fn swatch(&self, value: &str) -> Option<String> {
        self.attribute("color")
            .and_then(|a| a.values.iter().find(|(v, _, _)| v == value))
            .and_then(|(_, _, swatch)| swatch.clone())
    }

    /// The product the shopper sees: a variant shows its master's texts and promotions.
    fn owner<'r>(&'r self, record: &'r ProductRecord) -> &'r ProductRecord {
        record
            .master_id
            .as_ref()
            .and_then(|m| self.products.get(m))
            .unwrap_or(record)
    }

    fn price_of(&self, record: &ProductRecord) -> Option<(i64, i64)> {
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

    fn on_sale(&self, record: &ProductRecord) -> bool {
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
    fn stock_of(&self, record: &ProductRecord) -> (i64, bool, Option<String>) {
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

    fn text(&self, record: &ProductRecord) -> ProductText {
        self.texts
            .get(&self.owner(record).id)
            .cloned()
            .unwrap_or_default()
    }

    fn promotions_of(
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

    /// The master's variation attributes, each value orderable when one of its variants is.
    fn variation_attributes(&self, master: &ProductRecord, view: &View) -> Vec<VariationAttribute> {
        let variants = self
            .variants
            .get(&master.id)
            .map(Vec::as_slice)
            .unwrap_or_default();
        let mut out = Vec::new();
        for attribute in &self.attributes {
            let Some(values) = master
                .variation
                .get(&attribute.id)
                .and_then(|v| v.as_array())
            else {
                continue;
            };
            out.push(VariationAttribute {
                id: attribute.id.clone(),
                name: localized(&attribute.names, view.locale, view.fallback).to_owned(),
                values: values
                    .iter()
                    .filter_map(|v| v.as_str())
                    .map(|value| {
                        let name = self.value_name(&attribute.id, value, view);
                        VariationAttributeValue {
                            value: value.to_owned(),
                            orderable: variants.iter().any(|v| {
                                v.variation.get(&attribute.id).and_then(|x| x.as_str())
                                    == Some(value)
                                    && orderable(v.stock_level, v.min_order_quantity)
                            }),
                            image_swatch: self.swatch(value).map(|hex| {
                                let link = swatch_link(&hex);
                                Image {
                                    alt: name.clone(),
                                    dis_base_link: link.clone(),
                                    link,
                                    title: name.clone(),
                                }
                            }),
                            name,
                        }
                    })
                    .collect(),
            });
        }
        out
    }

    /// (colour value and name, tint) for each image the product shows.
    fn tints(
        &self,
        record: &ProductRecord,
        view: &View,
    ) -> Vec<(Option<(String, String)>, String)> {
        let master = self.owner(record);
        let colour = |value: &str| -> (Option<(String, String)>, String) {
            let name = self.value_name("color", value, view);
            let hex = self
                .swatch(value)
                .unwrap_or_else(|| DEFAULT_TINT.to_owned());
            (Some((value.to_owned(), name)), hex)
        };
        match record.kind {
            Kind::Variant if !view.all_images => {
                match record.variation.get("color").and_then(|c| c.as_str()) {
                    Some(value) => vec![colour(value)],
                    None => vec![(None, tint(record))],
                }
            }
            Kind::Master | Kind::Variant => {
                let colours: Vec<&str> = master
                    .variation
                    .get("color")
                    .and_then(|c| c.as_array())
                    .map(|values| values.iter().filter_map(|v| v.as_str()).collect())
                    .unwrap_or_default();
                if colours.is_empty() {
                    let first_tint = self
                        .variants
                        .get(&master.id)
                        .and_then(|v| v.first())
                        .map(tint);
                    vec![(None, first_tint.unwrap_or_else(|| DEFAULT_TINT.to_owned()))]
                } else {
                    // The default images first (the first colour, shown for the master itself).
                    let mut tints = vec![(None, colour(colours[0]).1)];
                    tints.extend(colours.into_iter().map(colour));
                    tints
                }
            }
            Kind::Set | Kind::Bundle => {
                let first = self
                    .members
                    .get(&record.id)
                    .and_then(|m| m.first())
                    .and_then(|(id, _)| self.products.get(id));
                let tint = match first {
                    Some(member) => self
                        .tints(member, view)
                        .first()
                        .map(|t| t.1.clone())
                        .unwrap_or_else(|| DEFAULT_TINT.to_owned()),
                    None => DEFAULT_TINT.to_owned(),
                };
                vec![(None, tint)]
            }
            Kind::Item => vec![(None, tint(record))],
        }
    }

    /// The SCAPI product for a loaded record.
    pub fn product(&self, record: &ProductRecord, view: &View) -> Product {
        let text = self.text(record);
        let price = self.price_of(record);
        let master = self.owner(record);
        let mut product = Product {
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
        };
        if view.expand.prices {
            if let Some((low, high)) = price {
                product.price = Some(Price(low));
                product.price_max = (high != low).then_some(Price(high));
                product.price_per_unit = Some(Price(low));
            }
            if record.kind == Kind::Master {
                let variants = self
                    .variants
                    .get(&record.id)
                    .map(Vec::as_slice)
                    .unwrap_or_default();
                for (pricebook, pick) in [
                    (
                        LIST_PRICEBOOK,
                        (|v: &ProductRecord| v.list_price_cents)
                            as fn(&ProductRecord) -> Option<i64>,
                    ),
                    (SALE_PRICEBOOK, |v: &ProductRecord| v.sale_price_cents),
                ] {
                    let prices: Vec<i64> = variants.iter().filter_map(pick).collect();
                    if let (Some(min), Some(max)) = (prices.iter().min(), prices.iter().max()) {
                        product.price_ranges.push(PriceRange {
                            max_price: Price(*max),
                            min_price: Price(*min),
                            pricebook: pricebook.to_owned(),
                        });
                    }
                }
            }
            if view.per_pricebook {
                let mut prices = BTreeMap::new();
                if let Some(list) = record.list_price_cents {
                    prices.insert(LIST_PRICEBOOK.to_owned(), Price(list));
                }
                if let Some(sale) = record.sale_price_cents {
                    prices.insert(SALE_PRICEBOOK.to_owned(), Price(sale));
                }
                product.prices = Some(prices);
            }
            let pricebook = if record.sale_price_cents.is_some() {
                SALE_PRICEBOOK
            } else {
                LIST_PRICEBOOK
            };
            product.tiered_prices = record
                .tiered_prices
                .iter()
                .map(|t| TieredPriceOut {
                    price: Price(t.price_cents),
                    pricebook: pricebook.to_owned(),
                    quantity: t.quantity,
                })
                .collect();
        }
        if view.expand.availability {
            let (stock_level, is_orderable, lowest) = self.stock_of(record);
            product.inventory = Some(Inventory {
                ats: stock_level,
                backorderable: false,
                id: "inventory_m".to_owned(),
                orderable: is_orderable,
                preorderable: false,
                stock_level,
                lowest_stock_level_product_name: lowest,
            });
        }
        if view.expand.images {
            product.image_groups = Some(image_groups(
                &text.name,
                &record.art,
                &self.tints(record, view),
            ));
        }
        if view.expand.variations && matches!(record.kind, Kind::Master | Kind::Variant) {
            product.variation_attributes = Some(self.variation_attributes(master, view));
            product.variants = Some(
                self.variants
                    .get(&master.id)
                    .into_iter()
                    .flatten()
                    .map(|v| Variant {
                        product_id: v.id.clone(),
                        orderable: orderable(v.stock_level, v.min_order_quantity),
                        price: Price(
                            effective_price(v.list_price_cents, v.sale_price_cents)
                                .unwrap_or_default(),
                        ),
                        variation_values: variation_values(v),
                        product_promotions: self.promotions_of(
                            v,
                            effective_price(v.list_price_cents, v.sale_price_cents),
                            view,
                        ),
                    })
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
        if view.expand.promotions {
            product.product_promotions = Some(self.promotions_of(record, price.map(|p| p.0), view));
        }
        if view.expand.members {
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
        product
    }
}

/// The category and its ancestors from the top-level one down (the root left out).
pub fn category_path(
    all: &[CategoryRecord],
    id: &str,
    locale: &str,
    fallback: &str,
) -> Vec<CategoryPathEntry> {
    category(all, id, 0, locale, fallback)
        .map(|c| c.parent_category_tree)
        .unwrap_or_default()
}

/// The category with its sub-categories down to `levels`, in `locale`.
pub fn category(
    all: &[CategoryRecord],
    id: &str,
    levels: usize,
    locale: &str,
    fallback: &str,
) -> Option<Category> {
    let by_id: HashMap<&str, &CategoryRecord> = all.iter().map(|c| (c.id.as_str(), c)).collect();
    let record = by_id.get(id)?;
    Some(build(all, &by_id, record, levels, locale, fallback))
}

fn build(
    all: &[CategoryRecord],
    by_id: &HashMap<&str, &CategoryRecord>,
    record: &CategoryRecord,
    levels: usize,
    locale: &str,
    fallback: &str,
) -> Category {
    let name = localized(&record.names, locale, fallback).to_owned();
    let description = localized(&record.descriptions, locale, fallback).to_owned();
    let children: Vec<&CategoryRecord> = all
        .iter()
        .filter(|c| c.parent_id.as_deref() == Some(record.id.as_str()))
        .collect();
    // From the top-level category down to this one: walk up to (not including) the root.
    let mut tree = Vec::new();
    let mut at = Some(record);
    while let Some(c) = at {
        if c.parent_id.is_none() {
            break;
        }
        tree.push(CategoryPathEntry {
            id: c.id.clone(),
            name: localized(&c.names, locale, fallback).to_owned(),
        });
        at = c.parent_id.as_deref().and_then(|p| by_id.get(p)).copied();
    }
    tree.reverse();
    Category {
        id: record.id.clone(),
        page_title: name.clone(),
        page_description: description.clone(),
        name,
        description,
        parent_category_id: record.parent_id.clone(),
        parent_category_tree: tree,
        online_sub_categories_count: children.len(),
        categories: (levels > 0 && !children.is_empty()).then(|| {
            children
                .iter()
                .map(|c| build(all, by_id, c, levels - 1, locale, fallback))
                .collect()
        }),
    }
}
