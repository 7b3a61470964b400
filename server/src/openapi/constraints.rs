//! The rules of values the server checks the same way everywhere, stated once in the document:
//! Unicode white space (`\s`/`\S` spelled out), emails and US states.

use serde_json::{json, Value};

use super::bodies::request_body_schemas;

/// Unicode's white space, as the server trims and refuses it (`char::is_whitespace`), spelled
/// out so every regular-expression dialect reads it the same.
const SPACE: &str = r"\t\n\x0B\f\r \x85\xA0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000";

/// What the server takes as an email (`identity::model::is_valid_email`): one `@`, a dot inside
/// the domain, no space but around it, 254 characters at most.
fn email_schema() -> Value {
    let s = SPACE;
    json!({
        "type": "string",
        "maxLength": 254,
        "pattern": format!("^[{s}]*[^@{s}]+@[^@{s}.][^@{s}]*\\.[^@{s}]*[^@{s}.][{s}]*$"),
    })
}

/// Every email field of every request body states the one rule emails are checked by.
pub fn complete_emails(doc: &mut Value) {
    let bodies = request_body_schemas(doc);
    let Some(schemas) = doc["components"]["schemas"].as_object_mut() else {
        return;
    };
    // The emails, and the reset call's login (an email).
    let fields = bodies
        .iter()
        .map(|name| (name.as_str(), "email"))
        .chain([("ResetTokenRequest", "login")]);
    for (name, field) in fields {
        let Some(email) = schemas
            .get_mut(name)
            .and_then(|schema| schema.get_mut("properties"))
            .and_then(|properties| properties.get_mut(field))
        else {
            continue;
        };
        let nullable = email["type"].as_array().is_some();
        let mut schema = email_schema();
        if nullable {
            schema["type"] = json!(["string", "null"]);
        }
        if let Some(description) = email.get("description").cloned() {
            schema["description"] = description;
        }
        *email = schema;
    }
}

/// `\s` and `\S` in a pattern mean the server's white space (it trims with Rust's), in every
/// dialect a client's regular expressions may use.
pub fn spell_out_space(value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, value) in map.iter_mut() {
                match value {
                    Value::String(pattern) if key == "pattern" => {
                        *pattern = pattern
                            .replace(r"\S", &format!("[^{SPACE}]"))
                            .replace(r"\s", &format!("[{SPACE}]"));
                    }
                    _ => spell_out_space(value),
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(spell_out_space),
        _ => {}
    }
}

/// A US state's two letters in any case, with space around (the address check trims and
/// upper-cases them).
pub fn us_state_pattern() -> String {
    let any_case = |code: &str| -> String {
        code.chars()
            .map(|c| format!("[{}{}]", c.to_ascii_uppercase(), c.to_ascii_lowercase()))
            .collect()
    };
    let codes: Vec<String> = crate::basket::shipping::US_STATES
        .iter()
        .map(|code| any_case(code))
        .collect();
    format!("^[{SPACE}]*({})[{SPACE}]*$", codes.join("|"))
}
