//! Which component schemas are request bodies (or parts of one): what the body-field rules
//! apply to.

use serde_json::Value;

/// The names of the component schemas that are request bodies, or parts of one.
pub fn request_body_schemas(doc: &Value) -> Vec<String> {
    let mut names = Vec::new();
    for item in doc["paths"]
        .as_object()
        .into_iter()
        .flat_map(|p| p.values())
    {
        for operation in item.as_object().into_iter().flat_map(|o| o.values()) {
            let content = operation
                .pointer("/requestBody/content")
                .and_then(Value::as_object);
            for media in content.into_iter().flat_map(|c| c.values()) {
                if let Some(name) = media
                    .pointer("/schema/$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| r.strip_prefix("#/components/schemas/"))
                {
                    if !names.iter().any(|n| n == name) {
                        names.push(name.to_owned());
                    }
                }
            }
        }
    }
    // And every schema they name, however deep.
    let mut next = 0;
    while next < names.len() {
        let schema = &doc["components"]["schemas"][&names[next]];
        let mut named = Vec::new();
        references(schema, &mut named);
        for name in named {
            if !names.contains(&name) {
                names.push(name);
            }
        }
        next += 1;
    }
    names.sort();
    names
}

fn references(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            if let Some(name) = map
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix("#/components/schemas/"))
            {
                out.push(name.to_owned());
            }
            map.values().for_each(|v| references(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| references(v, out)),
        _ => {}
    }
}
