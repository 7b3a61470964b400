//! What every operation shares, written into the document once instead of on 105 handlers:
//! the answers the shared extractors give (a bad parameter or body, an unknown organization or
//! site, a missing or revoked token, a body that is not JSON), the error body on each of them,
//! and the bearer scheme. The served document also states this deployment's organization,
//! sites and locales as the enumerations of the shared parameters, so a client (or a fuzzer)
//! knows which values exist.

use serde_json::{json, Value};

use crate::sites::SiteCatalog;

const ERROR_BODY: &str = "#/components/schemas/ErrorBody";

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

/// Where a client finds the ids it sends: an answer's field that fills another call's
/// parameter (OpenAPI links), as (from, status, to, [(parameter, where in the answer)]).
pub type Link = (
    &'static str,
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
);

pub const LINKS: &[Link] = {
    const LEASE: &[(&str, &str)] =
        &[("c_lease_guid", "$response.body#/standardized/leases/0/guid")];
    const BASKET: &[(&str, &str)] = &[("basket_id", "$response.body#/basketId")];
    const SHIPMENT: &[(&str, &str)] = &[
        ("basket_id", "$response.body#/basketId"),
        ("shipment_id", "$response.body#/shipments/0/shipmentId"),
    ];
    const ITEM: &[(&str, &str)] = &[
        ("basket_id", "$response.body#/basketId"),
        ("item_id", "$response.body#/productItems/0/itemId"),
    ];
    const BASKET_CUSTOMER: &[(&str, &str)] =
        &[("customer_id", "$response.body#/customerInfo/customerId")];
    const LIST: &[(&str, &str)] = &[
        ("customer_id", "$request.path.customer_id"),
        ("list_id", "$response.body#/id"),
    ];
    const ADDRESS: &[(&str, &str)] = &[
        ("customer_id", "$request.path.customer_id"),
        ("address_name", "$response.body#/addressId"),
    ];
    const ORDER: &[(&str, &str)] = &[("order_no", "$response.body#/orderNo")];
    &[
        ("lease_dashboard", "200", "lease_details", LEASE),
        ("lease_dashboard", "200", "get_agreement", LEASE),
        ("lease_dashboard", "200", "fetch_all", LEASE),
        ("lease_dashboard", "200", "new_payment", LEASE),
        ("lease_dashboard", "200", "view_payments", LEASE),
        ("lease_dashboard", "200", "review_payment", LEASE),
        ("lease_dashboard", "200", "fetch_catch_up_plans", LEASE),
        ("create_basket", "200", "get_basket", BASKET),
        ("create_basket", "200", "update_basket", BASKET),
        ("create_basket", "200", "delete_basket", BASKET),
        ("create_basket", "200", "update_basket_customer", BASKET),
        ("create_basket", "200", "add_basket_items", BASKET),
        ("create_basket", "200", "add_payment_instrument", BASKET),
        ("create_basket", "200", "get_lease_checkout", BASKET),
        ("create_basket", "200", "sign_lease_agreement", BASKET),
        ("create_basket", "200", "update_shipping_address", SHIPMENT),
        ("create_basket", "200", "update_shipping_method", SHIPMENT),
        (
            "create_basket",
            "200",
            "shipping_methods_for_shipment",
            SHIPMENT,
        ),
        ("create_basket", "200", "get_customer", BASKET_CUSTOMER),
        ("create_basket", "200", "update_customer", BASKET_CUSTOMER),
        ("create_basket", "200", "customer_baskets", BASKET_CUSTOMER),
        ("create_basket", "200", "customer_orders", BASKET_CUSTOMER),
        (
            "create_basket",
            "200",
            "get_customer_addresses",
            BASKET_CUSTOMER,
        ),
        (
            "create_basket",
            "200",
            "create_customer_address",
            BASKET_CUSTOMER,
        ),
        ("create_basket", "200", "get_product_lists", BASKET_CUSTOMER),
        (
            "create_basket",
            "200",
            "create_product_list",
            BASKET_CUSTOMER,
        ),
        ("add_basket_items", "200", "update_basket_item", ITEM),
        ("add_basket_items", "200", "remove_basket_item", ITEM),
        ("create_product_list", "200", "get_product_list", LIST),
        ("create_product_list", "200", "add_product_list_item", LIST),
        (
            "create_customer_address",
            "200",
            "get_customer_address",
            ADDRESS,
        ),
        (
            "create_customer_address",
            "200",
            "update_customer_address",
            ADDRESS,
        ),
        (
            "create_customer_address",
            "200",
            "remove_customer_address",
            ADDRESS,
        ),
        ("create_order", "200", "get_order", ORDER),
    ]
};

/// Writes `LINKS` into the answers they start from.
fn add_links(doc: &mut Value) {
    let mut operations: Vec<&mut Value> = Vec::new();
    if let Some(paths) = doc["paths"].as_object_mut() {
        for item in paths.values_mut().filter_map(Value::as_object_mut) {
            operations.extend(item.values_mut());
        }
    }
    for operation in operations {
        let Some(id) = operation["operationId"].as_str().map(str::to_owned) else {
            continue;
        };
        for (from, status, to, parameters) in LINKS.iter().filter(|link| link.0 == id) {
            let Some(answer) = operation
                .pointer_mut(&format!("/responses/{status}"))
                .and_then(Value::as_object_mut)
            else {
                panic!("the link from {from} starts at an answer {status} it does not give");
            };
            let parameters: serde_json::Map<String, Value> = parameters
                .iter()
                .map(|(name, at)| ((*name).to_owned(), json!(at)))
                .collect();
            let links = answer.entry("links").or_insert_with(|| json!({}));
            links[*to] = json!({ "operationId": to, "parameters": parameters });
        }
    }
}

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

/// Every email field of every request body states the one rule emails are checked by.
fn complete_emails(doc: &mut Value) {
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
fn spell_out_space(value: &mut Value) {
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
fn us_state_pattern() -> String {
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

/// States the organization, sites, locales and clients this server serves as the only values
/// of the shared parameters (`organization_id`, `siteId` and the Einstein `site`, `locale`,
/// `client_id`) and of the same fields of request bodies.
pub fn for_deployment(doc: &mut Value, sites: &SiteCatalog, clients: &[String]) {
    let Some(config) = sites.app_config(false) else {
        return;
    };
    let organization = vec![config.organization_id.clone()];
    let mut site_names = Vec::new();
    // An empty locale, like `default`, is the site's default.
    let mut locales = vec!["default".to_owned(), String::new()];
    let mut currencies = Vec::new();
    for site in &config.sites {
        site_names.push(site.id.clone());
        site_names.extend(site.alias.clone());
        currencies.push(site.l10n.default_currency.clone());
        for locale in &site.l10n.supported_locales {
            currencies.push(locale.preferred_currency.clone());
            locales.push(locale.id.clone());
            locales.extend(locale.alias.clone());
        }
    }
    locales.sort();
    locales.dedup();
    currencies.sort();
    currencies.dedup();
    // An empty client id names no client (as an absent one does).
    let clients: Vec<String> = clients
        .iter()
        .cloned()
        .chain(std::iter::once(String::new()))
        .collect();
    let values_of = |name: &str| -> Option<&[String]> {
        match name {
            "organization_id" => Some(&organization),
            "siteId" | "site" | "site_id" => Some(&site_names),
            "locale" => Some(&locales),
            "client_id" if clients.len() > 1 => Some(&clients),
            "currency" => Some(&currencies),
            _ => None,
        }
    };
    // The request bodies' own fields of the same names.
    let bodies = request_body_schemas(doc);
    if let Some(schemas) = doc["components"]["schemas"].as_object_mut() {
        for name in bodies {
            let Some(properties) = schemas
                .get_mut(&name)
                .and_then(|schema| schema.get_mut("properties"))
                .and_then(Value::as_object_mut)
            else {
                continue;
            };
            for (field, schema) in properties.iter_mut() {
                if let Some(values) = values_of(field) {
                    let nullable = schema["type"].as_array().is_some();
                    *schema = enumeration(values, nullable);
                }
            }
        }
    }
    let Some(paths) = doc["paths"].as_object_mut() else {
        return;
    };
    for operation in paths.values_mut().filter_map(Value::as_object_mut) {
        for operation in operation.values_mut() {
            let Some(parameters) = operation
                .get_mut("parameters")
                .and_then(Value::as_array_mut)
            else {
                continue;
            };
            for parameter in parameters {
                // Every call that names a site requires it (`OrgSite`, `site_param`). The
                // printed document leaves it optional: the web app's client adds it to
                // every call.
                if parameter["name"] == "siteId" && parameter["in"] == "query" {
                    parameter["required"] = Value::Bool(true);
                }
                if let Some(values) = parameter["name"].as_str().and_then(values_of) {
                    parameter["schema"] = enumeration(values, false);
                }
                // A provider API's name: the brand's short name and the call's suffix.
                if parameter["name"] == "api" && parameter["in"] == "path" {
                    let suffix = parameter["schema"]["pattern"]
                        .as_str()
                        .and_then(|p| p.strip_suffix('$'))
                        .map(str::to_owned);
                    if let Some(suffix) = suffix {
                        let name = format!("{}{suffix}", config.brand.short_name);
                        parameter["schema"] = enumeration(&[name], false);
                    }
                }
            }
        }
    }
}

fn enumeration(values: &[String], nullable: bool) -> Value {
    if nullable {
        let mut values: Vec<Value> = values.iter().map(|v| json!(v)).collect();
        values.push(Value::Null);
        json!({ "type": ["string", "null"], "enum": values })
    } else {
        json!({ "type": "string", "enum": values })
    }
}

/// The names of the component schemas that are request bodies, or parts of one.
fn request_body_schemas(doc: &Value) -> Vec<String> {
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
