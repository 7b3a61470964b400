//! Categories with their sub-categories and their path from the top.

use std::collections::HashMap;

use crate::catalog::model::{localized, Category, CategoryPathEntry};
use crate::catalog::store::CategoryRecord;

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
