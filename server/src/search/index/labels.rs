//! Names of categories and attribute values, as of the last catch-up: the labels of refinements.

use std::collections::HashMap;

use crate::catalog::operations::CategoryRecord;

/// A name by locale id.
pub type Names = HashMap<String, String>;

/// Category names and parents, and colour and size names, as of the last catch-up.
#[derive(Default, Clone)]
pub struct Labels {
    pub categories: Vec<CategoryRecord>,
    /// attribute → its values in order, each with its name by locale
    pub values: HashMap<String, Vec<(String, Names)>>,
}

impl Labels {
    pub fn category(&self, id: &str) -> Option<&CategoryRecord> {
        self.categories.iter().find(|c| c.id == id)
    }

    /// The category and its ancestors up to (not including) the root.
    pub(super) fn lineage(&self, id: &str) -> Vec<&CategoryRecord> {
        let mut out = Vec::new();
        let mut at = self.category(id);
        while let Some(c) = at {
            if c.parent_id.is_none() {
                break;
            }
            out.push(c);
            at = c.parent_id.as_deref().and_then(|p| self.category(p));
        }
        out
    }
}

/// The label of a refinement value: a category's or colour's name in the locale.
pub fn value_label(
    labels: &Labels,
    attribute: &str,
    value: &str,
    locale: &str,
    fallback: &str,
) -> String {
    labels
        .values
        .get(attribute)
        .and_then(|values| values.iter().find(|(v, _)| v == value))
        .map(|(_, names)| crate::catalog::model::localized(names, locale, fallback).to_owned())
        .unwrap_or_else(|| value.to_owned())
}
