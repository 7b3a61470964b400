//! A product as an indexed document (its text per locale, its refinement fields, its stored
//! hit), and a product as a search hit.

use std::collections::HashMap;

use tantivy::{TantivyDocument, Term};

use super::{fold, SearchIndex};
use crate::catalog::assemble::{add_lease_quote, View};
use crate::catalog::model::{Expand, Product, LIST_PRICEBOOK};
use crate::catalog::operations as catalog;
use crate::preapproval::estimate::model::LeaseEstimate;
use crate::preapproval::estimate::quoting::QuotingRules;
use crate::search::model::{ProductSearchHit, RepresentedProduct};

impl SearchIndex {
    /// Replaces these products' documents with their current state (removes offline ones).
    pub(super) async fn reindex(&self, pool: &sqlx::AnyPool, ids: &[String]) -> anyhow::Result<()> {
        let mut per_locale: Vec<(String, HashMap<String, Product>)> = Vec::new();
        let mut positions = HashMap::new();
        // The quotes follow the servicing rules as they are when a product is indexed.
        let rules =
            QuotingRules::new(crate::lease::operations::rules(pool, &self.organization_id).await?);
        let mut quotes: HashMap<String, Option<LeaseEstimate>> = HashMap::new();
        for locale in self.fields.locales.keys() {
            let loaded = catalog::load_products(
                pool,
                &self.organization_id,
                ids,
                locale,
                &self.default_locale,
            )
            .await?;
            let view = View {
                locale,
                fallback: &self.default_locale,
                expand: Expand::ALL,
                all_images: false,
                per_pricebook: true,
            };
            let mut products = HashMap::new();
            for id in ids {
                if let Some(record) = loaded.products.get(id).filter(|r| r.master_id.is_none()) {
                    positions.insert(id.clone(), record.position);
                    let mut product = loaded.product(record, &view);
                    // The quote is the same in every locale: originated once per product.
                    match quotes.get(id) {
                        Some(quote) => product.c_lease_quote = quote.clone(),
                        None => {
                            add_lease_quote(&mut product, &rules);
                            quotes.insert(id.clone(), product.c_lease_quote.clone());
                        }
                    }
                    products.insert(id.clone(), product);
                }
            }
            per_locale.push((locale.clone(), products));
        }
        let labels = self.labels();
        let writer = self
            .writer
            .lock()
            .map_err(|_| anyhow::anyhow!("the search index writer is poisoned"))?;
        let mut vocabulary = self
            .vocabulary
            .write()
            .map_err(|_| anyhow::anyhow!("the vocabulary lock is poisoned"))?;
        for id in ids {
            writer.delete_term(Term::from_field_text(self.fields.id, id));
            let Some(default) = per_locale.iter().find_map(|(_, products)| products.get(id)) else {
                continue;
            };
            let mut doc = TantivyDocument::default();
            doc.add_text(self.fields.id, id);
            doc.add_text(self.fields.organization, &self.organization_id);
            for category in labels.lineage(&default.primary_category_id) {
                doc.add_text(self.fields.category, &category.id);
            }
            if let Some(brand) = &default.brand {
                doc.add_text(self.fields.brand, brand);
            }
            for attribute in default.variation_attributes.iter().flatten() {
                let field = match attribute.id.as_str() {
                    "color" => self.fields.color,
                    "size" => self.fields.size,
                    _ => continue,
                };
                for value in &attribute.values {
                    doc.add_text(field, &value.value);
                }
            }
            doc.add_u64(
                self.fields.price,
                default.price.map(|p| p.0.max(0) as u64).unwrap_or(0),
            );
            doc.add_u64(
                self.fields.position,
                positions.get(id).copied().unwrap_or_default().max(0) as u64,
            );
            doc.add_u64(self.fields.is_new, u64::from(default.c_is_new));
            for (locale, products) in &per_locale {
                let (Some(product), Some(fields)) =
                    (products.get(id), self.fields.locales.get(locale))
                else {
                    continue;
                };
                doc.add_text(fields.name, &product.name);
                let mut body = vec![
                    product.brand.clone().unwrap_or_default(),
                    product.short_description.clone(),
                ];
                for category in labels.lineage(&product.primary_category_id) {
                    body.push(
                        crate::catalog::model::localized(
                            &category.names,
                            locale,
                            &self.default_locale,
                        )
                        .to_owned(),
                    );
                }
                for attribute in product.variation_attributes.iter().flatten() {
                    body.extend(attribute.values.iter().map(|v| v.name.clone()));
                }
                doc.add_text(fields.body, body.join(" \n "));
                doc.add_text(fields.sort_name, fold(&product.name));
                doc.add_text(fields.hit, serde_json::to_string(&hit(product))?);
                let words = vocabulary.entry(locale.clone()).or_default();
                for word in fold(&product.name)
                    .split(' ')
                    .filter(|w| w.chars().count() >= 3)
                {
                    *words.entry(word.to_owned()).or_default() += 1;
                }
            }
            writer.add_document(doc)?;
        }
        Ok(())
    }
}

/// A product as a search hit.
pub fn hit(product: &Product) -> ProductSearchHit {
    let t = &product.r#type;
    let hit_type = if t.master == Some(true) {
        "master"
    } else if t.set == Some(true) {
        "set"
    } else if t.bundle == Some(true) {
        "bundle"
    } else {
        "product"
    };
    let list_price = product
        .price_ranges
        .iter()
        .find(|r| r.pricebook == LIST_PRICEBOOK)
        .map(|r| r.min_price)
        .or_else(|| {
            product
                .prices
                .as_ref()
                .and_then(|p| p.get(LIST_PRICEBOOK).copied())
        });
    let represented = product
        .variants
        .as_ref()
        .and_then(|v| v.iter().find(|v| v.orderable).or(v.first()))
        .map(|v| v.product_id.clone())
        .unwrap_or_else(|| product.id.clone());
    ProductSearchHit {
        product_id: product.id.clone(),
        product_name: product.name.clone(),
        product_type: t.clone(),
        hit_type: hit_type.to_owned(),
        currency: product.currency.clone(),
        price: product.price,
        price_max: product.price_max,
        list_price: list_price.filter(|list| product.c_is_sale && Some(*list) > product.price),
        image: product
            .image_groups
            .as_ref()
            .and_then(|groups| groups.iter().find(|g| g.view_type == "medium"))
            .and_then(|g| g.images.first().cloned()),
        orderable: product.inventory.as_ref().is_some_and(|i| i.orderable),
        represented_product: RepresentedProduct { id: represented },
        variation_attributes: product
            .variation_attributes
            .clone()
            .unwrap_or_default()
            .into_iter()
            .filter(|a| a.id == "color")
            .collect(),
        product_promotions: product.product_promotions.clone().unwrap_or_default(),
        brand: product.brand.clone(),
        c_is_new: product.c_is_new,
        c_is_sale: product.c_is_sale,
        c_leasable: product.c_leasable,
        c_lease_quote: product.c_lease_quote.clone(),
    }
}
