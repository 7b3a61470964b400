//! Content pages made of regions and components (the SCAPI Shopper Experience shape): the page
//! files authors write under `content/pages/`, their JSON Schema, and the page as the API
//! answers it, its HTML sanitized. The rules a file must follow are in `rules`. Pure: `import`
//! reads files, the store keeps pages.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use super::components::{component_type_ids, COMPONENT_TYPES};
use super::model::sanitize_html;

/// A page as its file holds it (`content/pages/{id}.{locale}.json`).
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PageFile {
    /// The schema the file follows (editors read it); ignored.
    #[serde(rename = "$schema", default, skip_serializing)]
    pub schema: Option<String>,
    /// Letters, digits and hyphens: the page's address (`/how-it-works`, `/news/{id}`).
    pub id: String,
    pub type_id: PageType,
    /// The page's title (its heading and the document title).
    pub name: String,
    /// The search engines' description.
    pub description: String,
    /// News and blog posts: where and how they are listed.
    #[serde(default)]
    pub listing: Option<Listing>,
    /// The sites that show the page; every site when absent.
    #[serde(default)]
    pub sites: Option<Vec<String>>,
    pub regions: Vec<Region>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum PageType {
    /// An ordinary content page.
    ContentPage,
    /// A news post: listed on /news, shown at /news/{id}.
    NewsPage,
    /// A blog post: listed on /blog, shown at /blog/{id}.
    BlogPage,
    /// A partner's page: /partner/{id} and /partners/{id}.
    PartnerPage,
    /// The tabbed help pages (/en/{tab-slug}).
    TabbedPage,
    /// A piece of the shell fetched by id (the footer, a promotion, the compare modal): never a
    /// page of its own.
    Fragment,
}

impl PageType {
    /// The type's name in files and the table (`newsPage`).
    pub fn as_str(self) -> &'static str {
        match self {
            PageType::ContentPage => "contentPage",
            PageType::NewsPage => "newsPage",
            PageType::BlogPage => "blogPage",
            PageType::PartnerPage => "partnerPage",
            PageType::TabbedPage => "tabbedPage",
            PageType::Fragment => "fragment",
        }
    }
}

/// How a news or blog post appears in its list.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Listing {
    /// YYYY-MM-DD; lists are newest first.
    pub date: String,
    pub summary: String,
    #[serde(default)]
    pub image: Option<String>,
    #[serde(default)]
    pub image_alt: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Region {
    pub id: String,
    #[serde(default)]
    pub components: Vec<Component>,
}

/// A component: its type, its data (checked by the type's rules) and, for a layout, its regions.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Component {
    pub id: String,
    /// The component's type (`commerce_layouts.grid3`, `commerce_assets.tile`, …).
    pub type_id: String,
    #[serde(default = "empty_object")]
    #[schema(value_type = Object)]
    pub data: Value,
    /// A layout's regions (they hold components in turn).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schema(no_recursion)]
    pub regions: Vec<Region>,
}

/// The JSON Schema page files follow (`content/schema/page.schema.json`), made from the same
/// types the import reads them with; each component type's data rules are the import's.
pub fn json_schema() -> Value {
    use utoipa::{PartialSchema, ToSchema};
    let mut defs = Vec::new();
    PageFile::schemas(&mut defs);
    let mut root = serde_json::to_value(PageFile::schema()).expect("a schema serializes");
    let mut defs_json = serde_json::Map::new();
    for (name, schema) in defs {
        defs_json.insert(
            name,
            serde_json::to_value(schema).expect("a schema serializes"),
        );
    }
    defs_json.insert("PageFile".to_owned(), root.clone());
    if let Some(type_id) = defs_json
        .get_mut("Component")
        .and_then(|c| c.pointer_mut("/properties/typeId"))
    {
        type_id["enum"] = component_type_ids().collect();
    }
    root = serde_json::json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Leasefront content page",
        "description": format!(
            "A page file, content/pages/{{id}}.{{locale}}.json. Component types: {}.",
            component_type_ids().collect::<Vec<_>>().join(", ")
        ),
        "$ref": "#/$defs/PageFile",
        "$defs": defs_json,
    });
    let text = root
        .to_string()
        .replace("#/components/schemas/", "#/$defs/");
    serde_json::from_str(&text).expect("the schema stays JSON")
}

fn empty_object() -> Value {
    Value::Object(Default::default())
}

/// The page's regions with every HTML field sanitized (whatever reached the table).
pub fn sanitized(regions: &[Region]) -> Vec<Region> {
    regions
        .iter()
        .map(|region| Region {
            id: region.id.clone(),
            components: region.components.iter().map(sanitized_component).collect(),
        })
        .collect()
}

fn sanitized_component(component: &Component) -> Component {
    let mut data = component.data.clone();
    let html = COMPONENT_TYPES
        .iter()
        .find(|t| t.id == component.type_id)
        .map(|t| t.html)
        .unwrap_or_default();
    for field in html {
        match field.split_once("[].") {
            Some((list, inner)) => {
                if let Some(items) = data.get_mut(list).and_then(Value::as_array_mut) {
                    for item in items {
                        sanitize_field(item, inner);
                    }
                }
            }
            None => sanitize_field(&mut data, field),
        }
    }
    Component {
        id: component.id.clone(),
        type_id: component.type_id.clone(),
        data,
        regions: sanitized(&component.regions),
    }
}

fn sanitize_field(data: &mut Value, field: &str) {
    if let Some(Value::String(html)) = data.get_mut(field) {
        *html = sanitize_html(html);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_schema_is_the_one_the_types_make() {
        let shipped: Value =
            serde_json::from_str(include_str!("../../../content/schema/page.schema.json")).unwrap();
        assert_eq!(
            shipped,
            json_schema(),
            "run: leasefront content schema > content/schema/page.schema.json"
        );
    }
}
