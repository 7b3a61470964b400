//! The pure rules that build the shapes from stored rows: the price a shopper pays,
//! promotional prices, image links and groups, orderability, localized text; and the words for
//! a product with fewer units left than asked for.

use std::collections::HashMap;

use super::{Image, ImageGroup, ImageGroupAttribute, ImageGroupValue};

/// The storefront's words for a product with fewer units left than a shopper asked for: how
/// many are left, or that none are.
pub fn short_stock_message(left: i64, product_name: &str) -> String {
    if left > 0 {
        format!("Only {left} left for {product_name}!")
    } else {
        "Out of stock".to_owned()
    }
}

/// The price a shopper pays for one: the sale price when there is one.
pub fn effective_price(list: Option<i64>, sale: Option<i64>) -> Option<i64> {
    match (list, sale) {
        (_, Some(sale)) => Some(sale),
        (list, None) => list,
    }
}

/// `promotional_price` for a percent-off promotion (the discount rounded half-up to the
/// cent); none for a callout-only one.
pub fn promotional_price(price: i64, discount_percent: i64) -> Option<i64> {
    (discount_percent > 0).then(|| price - (price * discount_percent + 50) / 100)
}

/// What a colour-tinted drawing's URL needs: the art and the tint (`#RRGGBB`).
pub fn image_link(art: &str, tint: &str) -> String {
    format!(
        "/images/catalog/{art}/{}.svg",
        tint.trim_start_matches('#').to_ascii_lowercase()
    )
}

pub fn swatch_link(tint: &str) -> String {
    format!(
        "/images/catalog/swatch/{}.svg",
        tint.trim_start_matches('#').to_ascii_lowercase()
    )
}

/// Image groups for the view types large, medium and small: one group per tint (with the
/// colour it shows, if any), then swatches for the colours.
pub fn image_groups(
    name: &str,
    art: &str,
    tints: &[(Option<(String, String)>, String)],
) -> Vec<ImageGroup> {
    let mut groups = Vec::new();
    for view_type in ["large", "medium", "small"] {
        for (color, tint) in tints {
            let alt = match color {
                Some((_, color_name)) => format!("{name}, {color_name}"),
                None => name.to_owned(),
            };
            let link = image_link(art, tint);
            groups.push(ImageGroup {
                images: vec![Image {
                    alt,
                    dis_base_link: link.clone(),
                    link,
                    title: name.to_owned(),
                }],
                variation_attributes: color
                    .iter()
                    .map(|(value, _)| ImageGroupAttribute {
                        id: "color".to_owned(),
                        values: vec![ImageGroupValue {
                            value: value.clone(),
                        }],
                    })
                    .collect(),
                view_type: view_type.to_owned(),
            });
        }
    }
    for (color, tint) in tints {
        if let Some((value, color_name)) = color {
            let link = swatch_link(tint);
            groups.push(ImageGroup {
                images: vec![Image {
                    alt: color_name.clone(),
                    dis_base_link: link.clone(),
                    link,
                    title: color_name.clone(),
                }],
                variation_attributes: vec![ImageGroupAttribute {
                    id: "color".to_owned(),
                    values: vec![ImageGroupValue {
                        value: value.clone(),
                    }],
                }],
                view_type: "swatch".to_owned(),
            });
        }
    }
    groups
}

/// Orderable: online, in stock and at least the minimum order.
pub fn orderable(stock_level: i64, min_order_quantity: i64) -> bool {
    stock_level > 0 && stock_level >= min_order_quantity
}

/// Localized text: the locale's, else the fallback locale's, else any.
pub fn localized<'a>(texts: &'a HashMap<String, String>, locale: &str, fallback: &str) -> &'a str {
    texts
        .get(locale)
        .or_else(|| texts.get(fallback))
        .or_else(|| texts.values().next())
        .map(String::as_str)
        .unwrap_or_default()
}
