//! The operations of the OpenAPI document and the ids each takes: every path parameter, and
//! every other parameter or body field named like an id (`$ref`s followed), placed by `NAMES`.

use std::collections::HashSet;

use serde_json::Value;

use super::{Class, Kind, NAMES};
use crate::helpers::s;

/// A name that may hold an id: any path parameter (each names a thing), or one named like an id.
fn id_like(name: &str, in_path: bool) -> bool {
    const ENDINGS: [&str; 9] = [
        "_id", "Id", "_ids", "Ids", "_guid", "Guid", "_no", "No", "-id",
    ];
    in_path
        || ["id", "ids", "usid"].contains(&name)
        || ENDINGS.iter().any(|ending| name.ends_with(ending))
}

/// Where an owned id goes in a request.
#[derive(Debug, Clone)]
pub enum Place {
    Path,
    Query,
    /// A body field, by its JSON pointer.
    Body(String),
}

#[derive(Debug, Clone)]
pub struct Slot {
    pub name: String,
    pub place: Place,
    pub kind: Kind,
}

pub struct Operation {
    pub id: String,
    pub method: String,
    pub path: String,
    /// (name, in, required) of every parameter.
    pub params: Vec<(String, String, bool)>,
    /// The media type of its body, when it takes one.
    pub body: Option<String>,
    pub owned: Vec<Slot>,
}

fn resolve<'a>(doc: &'a Value, node: &'a Value) -> &'a Value {
    match node["$ref"].as_str() {
        Some(reference) => doc
            .pointer(reference.trim_start_matches('#'))
            .unwrap_or_else(|| panic!("{reference} is not in the document")),
        None => node,
    }
}

/// Every field of a body schema: (name, JSON pointer); array items are `*`.
fn fields(doc: &Value, schema: &Value, at: &str, depth: usize, out: &mut Vec<(String, String)>) {
    let schema = resolve(doc, schema);
    if depth > 8 {
        return;
    }
    for key in ["allOf", "oneOf", "anyOf"] {
        for part in schema[key].as_array().into_iter().flatten() {
            fields(doc, part, at, depth + 1, out);
        }
    }
    if schema.get("items").is_some() {
        fields(doc, &schema["items"], &format!("{at}/*"), depth + 1, out);
    }
    for (name, field) in schema["properties"].as_object().into_iter().flatten() {
        let pointer = format!("{at}/{name}");
        out.push((name.clone(), pointer.clone()));
        fields(doc, field, &pointer, depth + 1, out);
    }
}

/// The document's operations with their owned ids; panics naming every id-like name that
/// `NAMES` does not place, and every entry of `NAMES` no operation uses.
pub fn operations(doc: &Value) -> Vec<Operation> {
    let mut out = Vec::new();
    let (mut unplaced, mut used) = (Vec::new(), HashSet::new());
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().unwrap() {
            let Some(id) = op["operationId"].as_str() else {
                continue;
            };
            let mut names = Vec::new();
            let mut params = Vec::new();
            // Parameters shared by the path's operations, then the operation's own.
            let shared = item["parameters"].as_array().into_iter().flatten();
            for param in shared.chain(op["parameters"].as_array().into_iter().flatten()) {
                let param = resolve(doc, param);
                let (name, place) = (s(&param["name"]), s(&param["in"]));
                let required = param["required"].as_bool().unwrap_or(false);
                params.push((name.to_owned(), place.to_owned(), required));
                let place = match place {
                    "path" => Some(Place::Path),
                    "query" => Some(Place::Query),
                    _ => None,
                };
                names.push((name.to_owned(), place, param["in"] == "path"));
            }
            let mut body = None;
            for (media, content) in op["requestBody"]["content"]
                .as_object()
                .into_iter()
                .flatten()
            {
                body = Some(media.clone());
                let mut found = Vec::new();
                fields(doc, &content["schema"], "", 0, &mut found);
                for (name, pointer) in found {
                    names.push((name, Some(Place::Body(pointer)), false));
                }
            }
            let mut owned = Vec::new();
            for (name, place, in_path) in names {
                if !id_like(&name, in_path) {
                    continue;
                }
                let scoped = format!("{id}.{name}");
                let Some((key, class)) = NAMES
                    .iter()
                    .find(|(key, _)| *key == scoped)
                    .or_else(|| NAMES.iter().find(|(key, _)| *key == name))
                else {
                    unplaced.push(format!("{id}: {name}"));
                    continue;
                };
                used.insert(*key);
                if let Class::Owned(kind) = class {
                    let place =
                        place.unwrap_or_else(|| panic!("{id}: {name} is an owned id in a header"));
                    owned.push(Slot {
                        name,
                        place,
                        kind: *kind,
                    });
                }
            }
            out.push(Operation {
                id: id.to_owned(),
                method: method.to_uppercase(),
                path: path.clone(),
                params,
                body,
                owned,
            });
        }
    }
    assert!(
        unplaced.is_empty(),
        "these operations take id-like names that the ownership matrix does not place; add each \
         to NAMES in server/tests/api/ownership.rs, owned (with a fixture) or not (with why):\n{}",
        unplaced.join("\n")
    );
    let stale: Vec<_> = NAMES
        .iter()
        .map(|(key, _)| *key)
        .filter(|key| !used.contains(key))
        .collect();
    assert!(
        stale.is_empty(),
        "NAMES places names no operation takes any more: {stale:?}"
    );
    out
}
