//! The demo data set (`demo/northwind.json`, compiled into the binary) and its loader.
//! Loading is idempotent: every insert is `ON CONFLICT DO NOTHING`, in one transaction, so
//! two servers starting together on one PostgreSQL database load it once between them.
//! `load.rs` loads it, `generated.rs` adds generated leases and catalogs for benchmarks; every
//! row goes in through the public operations of the feature that owns its table.

mod generated;
mod load;

pub use generated::*;
pub use load::*;

use std::collections::BTreeMap;

use anyhow::Context;
use serde::Deserialize;

pub const DEMO_DATA: &str = include_str!("../../../demo/northwind.json");

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DataSet {
    pub organization: Organization,
    /// Preferences every site gets unless it overrides them.
    #[serde(default)]
    pub preferences: BTreeMap<String, serde_json::Value>,
    pub sites: Vec<SiteSeed>,
    #[serde(default)]
    pub content: Vec<ContentSeed>,
    #[serde(default)]
    pub auth_clients: Vec<AuthClientSeed>,
    /// Demo accounts; their passwords are documented in the README.
    #[serde(default)]
    pub customers: Vec<CustomerSeed>,
    /// The demo customers' leases, dated relative to the day the demo loads.
    #[serde(default)]
    pub leases: Vec<crate::lease::model::DemoLease>,
    /// Which form field fills each CRM field of a lead (the mapping list).
    #[serde(default)]
    pub lead_field_mappings: Vec<LeadFieldMappingSeed>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LeadFieldMappingSeed {
    pub sfdc_field: String,
    pub mapping_field: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AuthClientSeed {
    pub id: String,
    pub name: String,
    pub redirect_uris: Vec<String>,
    #[serde(default)]
    pub refresh_token_cookie: bool,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CustomerSeed {
    pub email: String,
    pub password: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
    pub lease_customer_guid: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Organization {
    pub id: String,
    pub brand_name: String,
    pub short_name: String,
    #[serde(default)]
    pub links: BTreeMap<String, String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SiteSeed {
    pub id: String,
    pub alias: Option<String>,
    pub default_locale: String,
    pub default_currency: String,
    pub locales: Vec<LocaleSeed>,
    #[serde(default)]
    pub preferences: BTreeMap<String, serde_json::Value>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LocaleSeed {
    pub id: String,
    pub alias: Option<String>,
    pub preferred_currency: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentSeed {
    pub id: String,
    pub name: String,
    /// The name in other locales (a content page's heading), by locale id; `name` elsewhere.
    #[serde(default)]
    pub localized_names: BTreeMap<String, String>,
    /// Site ids the asset belongs to; absent means every site.
    pub sites: Option<Vec<String>>,
    /// HTML body by locale id.
    pub body: BTreeMap<String, String>,
}

impl DataSet {
    pub fn parse(json: &str) -> anyhow::Result<Self> {
        let set: DataSet = serde_json::from_str(json).context("demo data set is not valid")?;
        for site in &set.sites {
            anyhow::ensure!(
                site.locales.iter().any(|l| l.id == site.default_locale),
                "site {} lists its default locale {} among its locales",
                site.id,
                site.default_locale
            );
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_demo_data_set_parses() {
        let set = DataSet::parse(DEMO_DATA).unwrap();
        assert_eq!(set.organization.short_name, "northwind");
        assert!(set.sites.len() >= 2);
        for site in &set.sites {
            let ids: Vec<_> = site.locales.iter().map(|l| l.id.as_str()).collect();
            assert_eq!(ids, ["en-US", "es-US"], "site {}", site.id);
        }
        // The content the storefront reads as assets; its pages are page files (content/pages).
        for id in [
            "integrated-retailer-optional-text",
            "non-integrated-retailer-optional-text",
            "footer-signup-label",
        ] {
            let asset = set.content.iter().find(|c| c.id == id).expect(id);
            assert!(
                asset.body.contains_key("en-US") && asset.body.contains_key("es-US"),
                "{id}"
            );
        }
        for id in [
            "excludedStates",
            "approvalIframeClosingTime",
            "leaseApprovalUrl",
            "promoCategories",
            "enableKeycloak",
            "enableLegacyCustomerLogin",
            "emailList",
            "marketPlaceCategorization",
            "enableMedalliaFeedback",
            "medalliaFeedbackURL",
            "medalliaFeedbackDelay",
            "zetaDelayTime",
            "zetaRezyncPixel",
            "zetaIsEnabled",
            "zetaBtInterval",
            "zetaCacheBuster",
            "zetaZmpID",
            "zetaRezyncURL",
            "northwindCreditJS",
        ] {
            assert!(set.preferences.contains_key(id), "{id}");
        }
    }

    #[test]
    fn a_default_locale_outside_the_site_locales_is_rejected() {
        let bad = r#"{"organization":{"id":"o","brandName":"B","shortName":"b"},
            "sites":[{"id":"s","defaultLocale":"fr-FR","defaultCurrency":"EUR",
            "locales":[{"id":"en-US","preferredCurrency":"USD"}]}]}"#;
        assert!(DataSet::parse(bad).is_err());
    }
}
