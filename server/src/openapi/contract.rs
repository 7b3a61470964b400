//! What every operation shares, written into the document once instead of on 105 handlers:
//! the answers the shared extractors give (a bad parameter or body, an unknown organization or
//! site, a missing or revoked token, a body that is not JSON), the error body on each of them,
//! and the bearer scheme; with the links and the value rules of the other rooms.

use serde_json::{json, Value};

use super::constraints::{complete_emails, spell_out_space, us_state_pattern};
use super::links::add_links;

const ERROR_BODY: &str = "#/components/schemas/ErrorBody";

/// Completes every operation of `doc` (the document as JSON) with the shared answers.
pub fn complete(doc: &mut Value) {
    add_links(doc);
    doc["components"]["securitySchemes"]["bearer"] = json!({
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "A shopper access token from the SLAS token call (guest or registered)."
    });
    complete_emails(doc);
    spell_out_space(doc);
    if let Some(state) = doc.pointer_mut("/components/schemas/OrderAddress/properties/stateCode") {
        state["pattern"] = json!(us_state_pattern());
    }
    let Some(paths) = doc["paths"].as_object_mut() else {
        return;
    };
    for item in paths.values_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        for operation in item.values_mut() {
            complete_operation(operation);
        }
    }
}

fn complete_operation(operation: &mut Value) {
    if let Some(parameters) = operation
        .get_mut("parameters")
        .and_then(Value::as_array_mut)
    {
        for parameter in parameters {
            // An empty value counts as absent everywhere: a required text is at least one
            // character.
            let required = parameter["required"] == Value::Bool(true);
            let schema = &mut parameter["schema"];
            // A query string has no null: a required text is a text.
            let text_or_null = schema["type"]
                .as_array()
                .is_some_and(|types| types.contains(&json!("string")));
            if required && text_or_null {
                schema["type"] = json!("string");
            }
            if required
                && schema["type"] == "string"
                && schema.get("minLength").is_none()
                && schema.get("enum").is_none()
            {
                schema["minLength"] = json!(1);
            }
        }
    }
    let parameters: Vec<(String, String)> = operation
        .get("parameters")
        .and_then(Value::as_array)
        .map(|list| {
            list.iter()
                .map(|p| {
                    let text = |key: &str| p[key].as_str().unwrap_or_default().to_owned();
                    (text("name"), text("in"))
                })
                .collect()
        })
        .unwrap_or_default();
    let has_body = operation.get("requestBody").is_some();
    let secured = operation
        .get("security")
        .and_then(Value::as_array)
        .is_some_and(|list| !list.is_empty());
    let named = |name: &str| parameters.iter().any(|(n, _)| n == name);

    let mut shared: Vec<(u16, &str)> = Vec::new();
    if !parameters.is_empty() || has_body {
        shared.push((
            400,
            "A parameter or the body is not valid; `parameter` names it.",
        ));
    }
    if has_body {
        shared.push((415, "The body is not in the content type the call takes."));
    }
    if secured {
        shared.push((401, "The bearer token is missing, expired or revoked."));
    }
    if named("customer_id") || named("usid") {
        shared.push((
            403,
            "The customer or shopper context is not the signed-in one's.",
        ));
    }
    if named("organization_id") || named("siteId") || named("site") || named("site_id") {
        shared.push((
            404,
            "The organization or site is unknown (or what the call names is).",
        ));
    }
    let responses = operation["responses"]
        .as_object_mut()
        .expect("every operation lists its responses");
    for (status, description) in shared {
        responses
            .entry(status.to_string())
            .or_insert_with(|| json!({ "description": description }));
    }
    for (status, response) in responses.iter_mut() {
        if status.starts_with('4') || status.starts_with('5') {
            complete_error(status, response);
        }
    }
    // In the order of their status, whatever order they were added in.
    let mut sorted: Vec<(String, Value)> = std::mem::take(responses).into_iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    responses.extend(sorted);
}

/// An error answer names its reason and carries the JSON error body.
fn complete_error(status: &str, response: &mut Value) {
    let Some(response) = response.as_object_mut() else {
        return;
    };
    let empty = response
        .get("description")
        .and_then(Value::as_str)
        .is_none_or(str::is_empty);
    if empty {
        let reason = status
            .parse::<u16>()
            .ok()
            .and_then(|code| axum::http::StatusCode::from_u16(code).ok())
            .and_then(|code| code.canonical_reason())
            .unwrap_or("Error");
        response.insert("description".into(), Value::String(reason.into()));
    }
    response
        .entry("content")
        .or_insert_with(|| json!({ "application/json": { "schema": { "$ref": ERROR_BODY } } }));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_operation_gets_the_shared_answers_it_can_give() {
        let mut doc = json!({ "paths": {
            "/o/{organization_id}/x": { "post": {
                "parameters": [{ "name": "organization_id", "in": "path" }],
                "requestBody": {},
                "security": [{ "bearer": [] }],
                "responses": { "200": { "description": "ok" }, "409": { "description": "" } }
            }},
            "/health": { "get": { "responses": { "200": { "description": "ok" } } } }
        }});
        complete(&mut doc);
        let answers = doc["paths"]["/o/{organization_id}/x"]["post"]["responses"]
            .as_object()
            .unwrap();
        let statuses: Vec<&str> = answers.keys().map(String::as_str).collect();
        assert_eq!(statuses, ["200", "400", "401", "404", "409", "415"]);
        assert_eq!(answers["409"]["description"], "Conflict");
        assert_eq!(
            answers["401"]["content"]["application/json"]["schema"]["$ref"],
            ERROR_BODY
        );
        // A call without parameters, body or token answers none of them.
        let health = doc["paths"]["/health"]["get"]["responses"]
            .as_object()
            .unwrap();
        assert_eq!(health.len(), 1);
        assert_eq!(
            doc["components"]["securitySchemes"]["bearer"]["scheme"],
            "bearer"
        );
    }
}
