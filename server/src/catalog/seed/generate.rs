//! Seed → rows. Every random choice comes from a hash of the product's id (`Dice`).

use std::collections::HashMap;

use anyhow::bail;

use super::{
    AttributeRow, AttributeValueRow, CatalogRows, CatalogSeed, CategoryRow, CategorySeed,
    ColorSeed, FamilySeed, Localized, ProductRow, PromotionRow, ROOT_CATEGORY,
};
use crate::catalog::model::{Kind, TieredPrice};

/// SplitMix64 over an FNV-1a hash of the id: the product's own dice.
struct Dice(u64);

impl Dice {
    fn for_id(id: &str) -> Self {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in id.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        Dice(hash)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// 0..n
    fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next() % n
        }
    }

    /// True with the given percent chance.
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// A price ending in .99, not below one dollar.
fn charm_price(cents: i64) -> i64 {
    ((cents / 100).max(1)) * 100 - 1
}

fn fill(template: &str, name: &str, brand: &str) -> String {
    template.replace("{name}", name).replace("{brand}", brand)
}

/// The seed's names once (`products: None`), or `products` hits cycling through them as series.
pub fn generate(seed: &CatalogSeed, products: Option<usize>) -> anyhow::Result<CatalogRows> {
    let mut rows = CatalogRows {
        currency: seed.currency.clone(),
        ..CatalogRows::default()
    };
    rows.attributes = attributes(seed);
    categories(seed, &mut rows.categories);
    rows.promotions = seed
        .promotions
        .iter()
        .map(|p| PromotionRow {
            id: p.id.clone(),
            discount_percent: p.discount_percent,
            callouts: p.callout.clone(),
        })
        .collect();

    let names = seed.name_count();
    let target = products.unwrap_or(names);
    if target == 0 {
        bail!("a catalog needs at least one product");
    }
    // Series by series: the seed's names in family order, then again as "Series 2", ...
    let mut made = 0usize;
    let mut series = 0usize;
    let mut position = 0i64;
    let colors: HashMap<&str, &ColorSeed> =
        seed.colors.iter().map(|c| (c.id.as_str(), c)).collect();
    'outer: loop {
        for family in &seed.families {
            for (index, name) in family.names.iter().enumerate() {
                if made == target {
                    break 'outer;
                }
                let mut made_rows =
                    product(seed, family, index, name, series, &mut position, &colors);
                rows.products.append(&mut made_rows);
                made += 1;
            }
        }
        series += 1;
    }
    if products.is_none() {
        groups(seed, &mut rows.products, &mut position);
    }
    Ok(rows)
}

fn attributes(seed: &CatalogSeed) -> Vec<AttributeRow> {
    let names = |en: &str, es: &str| {
        Localized::from([
            ("en-US".to_owned(), en.to_owned()),
            ("es-US".to_owned(), es.to_owned()),
        ])
    };
    vec![
        AttributeRow {
            id: "color".to_owned(),
            names: names("Color", "Color"),
            values: seed
                .colors
                .iter()
                .map(|c| AttributeValueRow {
                    value: c.id.clone(),
                    names: c.name.clone(),
                    swatch_hex: Some(c.hex.clone()),
                })
                .collect(),
        },
        AttributeRow {
            id: "size".to_owned(),
            names: names("Size", "Tamaño"),
            values: seed
                .sizes
                .iter()
                .map(|s| AttributeValueRow {
                    value: s.id.clone(),
                    names: s.name.clone(),
                    swatch_hex: None,
                })
                .collect(),
        },
    ]
}

fn categories(seed: &CatalogSeed, out: &mut Vec<CategoryRow>) {
    let localized = |en: &str, es: &str| {
        Localized::from([
            ("en-US".to_owned(), en.to_owned()),
            ("es-US".to_owned(), es.to_owned()),
        ])
    };
    out.push(CategoryRow {
        id: ROOT_CATEGORY.to_owned(),
        parent_id: None,
        position: 0,
        art: None,
        names: localized("Shop", "Comprar"),
        descriptions: localized(
            "Everything you can lease to own.",
            "Todo lo que puedes llevarte con arrendamiento con opción a compra.",
        ),
    });
    fn walk(c: &CategorySeed, parent: &str, position: i64, out: &mut Vec<CategoryRow>) {
        out.push(CategoryRow {
            id: c.id.clone(),
            parent_id: Some(parent.to_owned()),
            position,
            art: None,
            names: c.name.clone(),
            descriptions: c.description.clone(),
        });
        for (i, child) in c.children.iter().enumerate() {
            walk(child, &c.id, i as i64, out);
        }
    }
    for (i, c) in seed.categories.iter().enumerate() {
        walk(c, ROOT_CATEGORY, i as i64, out);
    }
}

fn product_id(family: &FamilySeed, index: usize, series: usize) -> String {
    if series == 0 {
        format!("{}-{:03}", family.id, index + 1)
    } else {
        format!("{}-{:03}-s{}", family.id, index + 1, series + 1)
    }
}

/// Neutral tints for products without a colour choice.
const NEUTRALS: [&str; 4] = ["#1F2933", "#C9CED6", "#F5F5F5", "#52606D"];

#[allow(clippy::too_many_arguments)]
fn product(
    seed: &CatalogSeed,
    family: &FamilySeed,
    index: usize,
    name: &Localized,
    series: usize,
    position: &mut i64,
    colors: &HashMap<&str, &ColorSeed>,
) -> Vec<ProductRow> {
    let id = product_id(family, index, series);
    let mut dice = Dice::for_id(&id);
    let brand = family.brands[dice.below(family.brands.len() as u64) as usize].clone();
    let names: Localized = name
        .iter()
        .map(|(locale, text)| {
            let text = if series == 0 {
                text.clone()
            } else if locale.starts_with("es") {
                format!("{text} serie {}", series + 1)
            } else {
                format!("{text} Series {}", series + 1)
            };
            (locale.clone(), text)
        })
        .collect();
    let short_descriptions = family
        .description
        .iter()
        .map(|(locale, template)| {
            let product_name = names.get(locale).map(String::as_str).unwrap_or_default();
            (locale.clone(), fill(template, product_name, &brand))
        })
        .collect();
    let long_descriptions = family
        .features
        .iter()
        .map(|(locale, features)| (locale.clone(), features.join("\n")))
        .collect();
    let [low, high] = family.price_cents;
    let list = charm_price(low + dice.below((high - low) as u64) as i64);
    let on_sale = dice.chance(25);
    let sale_percent = [10, 15, 20, 25][dice.below(4) as usize];
    let sale = on_sale.then(|| charm_price(list * (100 - sale_percent) / 100));
    let is_new = dice.chance(15);
    let (min_order_quantity, step_quantity) = if family.art == "tire" { (2, 2) } else { (1, 1) };
    let tiered = |price: i64| -> Vec<TieredPrice> {
        if family.art == "tire" {
            vec![
                TieredPrice {
                    quantity: 1,
                    price_cents: price,
                },
                TieredPrice {
                    quantity: 4,
                    price_cents: price * 90 / 100,
                },
            ]
        } else {
            Vec::new()
        }
    };
    let promotion_ids = if !seed.promotions.is_empty() && dice.chance(20) {
        vec![
            seed.promotions[dice.below(seed.promotions.len() as u64) as usize]
                .id
                .clone(),
        ]
    } else {
        Vec::new()
    };
    let stock = |dice: &mut Dice| -> i64 {
        match dice.below(100) {
            0..=7 => 0,
            8..=19 => 1 + dice.below(4) as i64,
            _ => 5 + dice.below(56) as i64,
        }
    };
    *position += 1;
    let base = ProductRow {
        id: id.clone(),
        kind: Kind::Item,
        master_id: None,
        brand: Some(brand.clone()),
        primary_category_id: family.category.clone(),
        list_price_cents: Some(list),
        sale_price_cents: sale,
        tiered_prices: tiered(sale.unwrap_or(list)),
        stock_level: 0,
        min_order_quantity,
        step_quantity,
        is_new,
        leasable: family.leasable,
        art: family.art.clone(),
        variation: serde_json::json!({}),
        position: *position,
        names,
        short_descriptions,
        long_descriptions,
        members: Vec::new(),
        promotion_ids,
    };
    if family.colors.is_empty() && family.sizes.is_empty() {
        let neutral = NEUTRALS[dice.below(NEUTRALS.len() as u64) as usize];
        return vec![ProductRow {
            stock_level: stock(&mut dice),
            variation: serde_json::json!({ "tint": neutral }),
            ..base
        }];
    }
    // A master offers some of the family's colours (at least one) and all its sizes.
    let mut offered_colors: Vec<&String> =
        family.colors.iter().filter(|_| dice.chance(70)).collect();
    if offered_colors.is_empty() && !family.colors.is_empty() {
        offered_colors.push(&family.colors[dice.below(family.colors.len() as u64) as usize]);
    }
    let mut master_variation = serde_json::Map::new();
    if !offered_colors.is_empty() {
        master_variation.insert("color".to_owned(), serde_json::json!(offered_colors));
    }
    if !family.sizes.is_empty() {
        master_variation.insert("size".to_owned(), serde_json::json!(family.sizes));
    }
    let mut rows = vec![ProductRow {
        kind: Kind::Master,
        list_price_cents: None,
        sale_price_cents: None,
        tiered_prices: Vec::new(),
        variation: serde_json::Value::Object(master_variation),
        ..base.clone()
    }];
    let color_axis: Vec<Option<&String>> = if offered_colors.is_empty() {
        vec![None]
    } else {
        offered_colors.iter().copied().map(Some).collect()
    };
    let size_axis: Vec<Option<(usize, &String)>> = if family.sizes.is_empty() {
        vec![None]
    } else {
        family.sizes.iter().enumerate().map(Some).collect()
    };
    for color in &color_axis {
        for size in &size_axis {
            let mut variant_id = id.clone();
            let mut values = serde_json::Map::new();
            if let Some(color) = color {
                variant_id.push('-');
                variant_id.push_str(color);
                values.insert("color".to_owned(), serde_json::json!(color));
                if let Some(c) = colors.get(color.as_str()) {
                    values.insert("tint".to_owned(), serde_json::json!(c.hex));
                }
            }
            // Each size up costs 12% more.
            let step_up = |price: i64| match size {
                Some((i, _)) => charm_price(price * (100 + 12 * *i as i64) / 100),
                None => price,
            };
            if let Some((_, size)) = size {
                variant_id.push('-');
                variant_id.push_str(size);
                values.insert("size".to_owned(), serde_json::json!(size));
            }
            let variant_list = step_up(list);
            let variant_sale = sale.map(step_up);
            *position += 1;
            let mut variant_dice = Dice::for_id(&variant_id);
            rows.push(ProductRow {
                id: variant_id,
                kind: Kind::Variant,
                master_id: Some(id.clone()),
                list_price_cents: Some(variant_list),
                sale_price_cents: variant_sale,
                tiered_prices: tiered(variant_sale.unwrap_or(variant_list)),
                stock_level: stock(&mut variant_dice),
                variation: serde_json::Value::Object(values),
                position: *position,
                ..base.clone()
            });
        }
    }
    rows
}

/// Sets (members bought one by one; no price of their own) and bundles (sold together at
/// 90% of their members' prices).
fn groups(seed: &CatalogSeed, products: &mut Vec<ProductRow>, position: &mut i64) {
    let families: HashMap<&str, &FamilySeed> =
        seed.families.iter().map(|f| (f.id.as_str(), f)).collect();
    let by_id: HashMap<String, ProductRow> =
        products.iter().map(|p| (p.id.clone(), p.clone())).collect();
    let member_price = |id: &str| -> i64 {
        // A master's cheapest variant; an item's own price.
        products
            .iter()
            .filter(|p| p.id == id || p.master_id.as_deref() == Some(id))
            .filter_map(|p| p.sale_price_cents.or(p.list_price_cents))
            .min()
            .unwrap_or(0)
    };
    let mut made = Vec::new();
    for (kind, group) in seed
        .sets
        .iter()
        .map(|g| (Kind::Set, g))
        .chain(seed.bundles.iter().map(|g| (Kind::Bundle, g)))
    {
        let members: Vec<(String, i64)> = group
            .members
            .iter()
            .map(|m| {
                (
                    product_id(families[m.family.as_str()], m.index, 0),
                    m.quantity,
                )
            })
            .collect();
        let first = &by_id[&members[0].0];
        let bundle_price = members
            .iter()
            .map(|(id, q)| member_price(id) * q)
            .sum::<i64>()
            * 90
            / 100;
        let mut dice = Dice::for_id(&group.id);
        *position += 1;
        made.push(ProductRow {
            id: group.id.clone(),
            kind,
            master_id: None,
            brand: first.brand.clone(),
            primary_category_id: group.category.clone(),
            list_price_cents: (kind == Kind::Bundle).then(|| charm_price(bundle_price)),
            sale_price_cents: None,
            tiered_prices: Vec::new(),
            stock_level: if kind == Kind::Bundle {
                3 + dice.below(20) as i64
            } else {
                0
            },
            min_order_quantity: 1,
            step_quantity: 1,
            is_new: dice.chance(30),
            // A set or bundle is leasable when every member is.
            leasable: members.iter().all(|(id, _)| by_id[id].leasable),
            art: first.art.clone(),
            variation: serde_json::json!({}),
            position: *position,
            names: group.name.clone(),
            short_descriptions: group.description.clone(),
            long_descriptions: Localized::new(),
            members,
            promotion_ids: Vec::new(),
        });
    }
    products.append(&mut made);
}
