//! The served document states this deployment's organization, sites, locales, currencies,
//! clients and provider APIs as the only values of the shared parameters and body fields, so a
//! client (or a fuzzer) knows which values exist.

use serde_json::{json, Value};

use super::bodies::request_body_schemas;
use crate::sites::SiteCatalog;

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
