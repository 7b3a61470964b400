//! The category tree and the variation attributes (colours, sizes), with their texts.

use std::collections::HashMap;

use sqlx::Row;

use crate::db::{self, Exec};
use crate::error::AppResult;

/// A category as stored, with its texts in every locale.
#[derive(Debug, Clone)]
pub struct CategoryRecord {
    pub id: String,
    pub parent_id: Option<String>,
    pub names: HashMap<String, String>,
    pub descriptions: HashMap<String, String>,
}

/// The organization's online categories, in tree order (parent, then position).
pub async fn categories<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<Vec<CategoryRecord>> {
    let rows = sqlx::query(
        "SELECT c.id, c.parent_id, t.locale_id, t.name, t.description \
         FROM catalog_categories c JOIN catalog_category_texts t ON t.category_id = c.id \
         WHERE c.organization_id = $1 AND c.online = 1 ORDER BY c.position, c.id, t.locale_id",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?;
    let mut out: Vec<CategoryRecord> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for row in rows {
        let id: String = row.try_get("id")?;
        let at = *index.entry(id.clone()).or_insert_with(|| {
            out.push(CategoryRecord {
                id: id.clone(),
                parent_id: row.try_get("parent_id").ok().flatten(),
                names: HashMap::new(),
                descriptions: HashMap::new(),
            });
            out.len() - 1
        });
        let locale: String = row.try_get("locale_id")?;
        out[at].names.insert(locale.clone(), row.try_get("name")?);
        out[at]
            .descriptions
            .insert(locale, row.try_get("description")?);
    }
    Ok(out)
}

/// A variation attribute's name and its values' names and swatches.
#[derive(Debug, Clone)]
pub struct AttributeRecord {
    pub id: String,
    pub names: HashMap<String, String>,
    /// value → (names, swatch)
    pub values: Vec<(String, HashMap<String, String>, Option<String>)>,
}

pub async fn attributes<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<Vec<AttributeRecord>> {
    let rows = sqlx::query(
        "SELECT a.id, a.names_json, v.value, v.names_json AS value_names_json, v.swatch_hex \
         FROM catalog_attributes a JOIN catalog_attribute_values v ON v.attribute_id = a.id \
         WHERE a.organization_id = $1 ORDER BY a.position, v.position",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?;
    let mut out: Vec<AttributeRecord> = Vec::new();
    for row in rows {
        let id: String = row.try_get("id")?;
        if out.last().is_none_or(|a| a.id != id) {
            let names: String = row.try_get("names_json")?;
            out.push(AttributeRecord {
                id,
                names: db::json(&names, "catalog_attributes.names_json")?,
                values: Vec::new(),
            });
        }
        let names: String = row.try_get("value_names_json")?;
        if let Some(last) = out.last_mut() {
            last.values.push((
                row.try_get("value")?,
                db::json(&names, "catalog_attribute_values.names_json")?,
                row.try_get("swatch_hex")?,
            ));
        }
    }
    Ok(out)
}
