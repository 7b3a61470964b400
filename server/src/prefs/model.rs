//! The preferences call's shapes.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PreferencesQuery {
    /// The site id (or alias). Required.
    #[serde(rename = "siteId")]
    pub site_id: Option<String>,
    /// The locale id or alias; the site's default locale when absent.
    pub locale: Option<String>,
    /// Comma-separated preference ids; every preference of the site when absent.
    pub c_prefs: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomPreferencesResponse {
    /// Preference id → value (any JSON). Unknown ids are left out.
    #[schema(value_type = Object)]
    pub custom_preferences: BTreeMap<String, serde_json::Value>,
}

/// `a, b,,c` → `["a", "b", "c"]`.
pub fn wanted_ids(list: &str) -> Vec<&str> {
    list.split(',')
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn ids_are_trimmed_and_empty_ones_dropped() {
        assert_eq!(super::wanted_ids(" a, b,,c "), ["a", "b", "c"]);
    }
}
