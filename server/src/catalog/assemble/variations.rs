//! A master's variation attributes and the tints of a product's images.

use super::{tint, Loaded, View, DEFAULT_TINT};
use crate::catalog::model::{
    localized, orderable, swatch_link, Image, Kind, VariationAttribute, VariationAttributeValue,
};
use crate::catalog::store::ProductRecord;

impl Loaded {
    /// The master's variation attributes, each value orderable when one of its variants is.
    pub(super) fn variation_attributes(
        &self,
        master: &ProductRecord,
        view: &View,
    ) -> Vec<VariationAttribute> {
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
    pub(super) fn tints(
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
}
