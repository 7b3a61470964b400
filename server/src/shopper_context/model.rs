//! The shopper context and its limits.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::{AppError, AppResult};

pub const MAX_QUALIFIERS: usize = 50;
pub const MAX_KEY_CHARS: usize = 64;
pub const MAX_VALUE_CHARS: usize = 256;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShopperContext {
    /// Custom qualifiers, e.g. `customerGuid`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub custom_qualifiers: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub assignment_qualifiers: BTreeMap<String, String>,
    /// Store data of the session, e.g. the store the shopper chose.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub store_context_data: BTreeMap<String, String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client_ip: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effective_date_time: Option<String>,
}

impl ShopperContext {
    /// Merges an update: its entries win, absent ones stay.
    pub fn merge(&mut self, update: ShopperContext) {
        self.custom_qualifiers.extend(update.custom_qualifiers);
        self.assignment_qualifiers
            .extend(update.assignment_qualifiers);
        self.store_context_data.extend(update.store_context_data);
        if update.client_ip.is_some() {
            self.client_ip = update.client_ip;
        }
        if update.effective_date_time.is_some() {
            self.effective_date_time = update.effective_date_time;
        }
    }

    /// At most 50 entries per group; keys 1 to 64 characters, values at most 256.
    pub fn check(&self) -> AppResult<()> {
        for (group, entries) in [
            ("customQualifiers", &self.custom_qualifiers),
            ("assignmentQualifiers", &self.assignment_qualifiers),
            ("storeContextData", &self.store_context_data),
        ] {
            if entries.len() > MAX_QUALIFIERS {
                return Err(AppError::bad_parameter(
                    group,
                    format!("At most {MAX_QUALIFIERS} entries."),
                ));
            }
            if let Some((name, _)) = entries.iter().find(|(k, v)| {
                k.is_empty()
                    || k.chars().count() > MAX_KEY_CHARS
                    || v.chars().count() > MAX_VALUE_CHARS
            }) {
                let shown: String = name.chars().take(MAX_KEY_CHARS).collect();
                return Err(AppError::bad_parameter(
                    group,
                    format!(
                        "The entry '{shown}' needs a name of 1 to {MAX_KEY_CHARS} characters and a value of at most {MAX_VALUE_CHARS}."
                    ),
                ));
            }
        }
        for (field, value) in [
            ("clientIp", &self.client_ip),
            ("effectiveDateTime", &self.effective_date_time),
        ] {
            if value
                .as_ref()
                .is_some_and(|v| v.chars().count() > MAX_KEY_CHARS)
            {
                return Err(AppError::bad_parameter(
                    field,
                    format!("At most {MAX_KEY_CHARS} characters."),
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_custom(key: &str, value: &str) -> ShopperContext {
        ShopperContext {
            custom_qualifiers: [(key.to_owned(), value.to_owned())].into(),
            ..Default::default()
        }
    }

    #[test]
    fn keys_and_values_are_capped() {
        assert!(with_custom("customerGuid", "g").check().is_ok());
        assert!(with_custom(&"k".repeat(64), &"v".repeat(256))
            .check()
            .is_ok());
        assert!(with_custom(&"k".repeat(65), "v").check().is_err());
        assert!(with_custom("k", &"v".repeat(257)).check().is_err());
        assert!(with_custom("", "v").check().is_err());
        let many = ShopperContext {
            store_context_data: (0..51).map(|i| (format!("k{i}"), "v".to_owned())).collect(),
            ..Default::default()
        };
        assert!(many.check().is_err());
    }

    #[test]
    fn updates_merge_into_the_context() {
        let mut context = with_custom("customerGuid", "g-1");
        context.merge(ShopperContext {
            store_context_data: [("storeId".to_owned(), "s-9".to_owned())].into(),
            client_ip: Some("203.0.113.9".into()),
            ..with_custom("segment", "new")
        });
        assert_eq!(context.custom_qualifiers.len(), 2);
        assert_eq!(context.store_context_data["storeId"], "s-9");
        assert_eq!(context.client_ip.as_deref(), Some("203.0.113.9"));
    }
}
