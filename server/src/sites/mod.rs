//! The configuration model: organization, brand, sites and their locales. Loaded from the
//! database (where the demo data set puts it) at start; never literals in code. Its SQL is
//! in `store.rs`.

pub mod operations;
mod store;

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;
use utoipa::ToSchema;

use crate::db::{self, Db};
use crate::error::{AppError, AppResult};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Brand {
    /// The brand's display name, e.g. "Northwind Lease".
    pub name: String,
    /// The short name used in API paths and storage keys, e.g. "northwind".
    pub short_name: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Locale {
    pub id: String,
    pub alias: Option<String>,
    pub preferred_currency: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct L10n {
    pub default_locale: String,
    pub default_currency: String,
    pub supported_locales: Vec<Locale>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Site {
    pub id: String,
    pub alias: Option<String>,
    pub l10n: L10n,
}

impl Site {
    /// The currency asked for, when the site sells in it (its default or a locale's preferred
    /// one); the default when none is asked; else a 400 naming `currency`.
    pub fn currency(&self, asked: Option<&str>) -> AppResult<String> {
        let Some(asked) = asked else {
            return Ok(self.l10n.default_currency.clone());
        };
        let known = asked == self.l10n.default_currency
            || self
                .l10n
                .supported_locales
                .iter()
                .any(|l| l.preferred_currency == asked);
        if known {
            Ok(asked.to_owned())
        } else {
            Err(AppError::bad_parameter(
                "currency",
                format!("The site does not sell in '{asked}'."),
            ))
        }
    }
}

/// What the web app needs to resolve sites and locales; also injected into index.html.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AppConfig {
    pub organization_id: String,
    pub brand: Brand,
    pub default_site_id: String,
    pub sites: Vec<Site>,
    /// True when the server runs in development mode.
    pub development: bool,
    /// The shopper-auth client the web app uses (its refresh token is an HttpOnly cookie).
    pub web_client_id: Option<String>,
    /// External links by name: `retailerLogin`, `legacyCustomerLogin`, ...
    pub links: BTreeMap<String, String>,
}

/// The organization this server serves, with its brand.
#[derive(Debug, Clone)]
pub struct Organization {
    pub id: String,
    pub brand: Brand,
}

/// The sites of the organization this server serves. Empty when the database holds none
/// (started without `--demo` on an empty database): every site lookup then answers 404.
#[derive(Debug, Clone, Default)]
pub struct SiteCatalog {
    pub organization: Option<Arc<Organization>>,
    pub sites: Vec<Site>,
    pub links: BTreeMap<String, String>,
    pub web_client_id: Option<String>,
}

impl SiteCatalog {
    pub async fn load(db: &Db) -> anyhow::Result<Self> {
        let Some(org) = store::first_organization(&db.pool).await? else {
            return Ok(Self::default());
        };
        let site_rows = store::sites(&db.pool, &org.id).await?;
        let locale_rows = store::locales(&db.pool, &org.id).await?;
        let sites = site_rows
            .into_iter()
            .map(|s| Site {
                l10n: L10n {
                    default_locale: s.default_locale,
                    default_currency: s.default_currency,
                    supported_locales: locale_rows
                        .iter()
                        .filter(|l| l.site_id == s.id)
                        .map(|l| Locale {
                            id: l.locale_id.clone(),
                            alias: l.alias.clone(),
                            preferred_currency: l.preferred_currency.clone(),
                        })
                        .collect(),
                },
                id: s.id,
                alias: s.alias,
            })
            .collect();
        let web_client_id = store::web_client_id(&db.pool, &org.id).await?;
        Ok(Self {
            links: db::json(&org.links_json, "organizations.links_json")?,
            web_client_id,
            organization: Some(Arc::new(Organization {
                id: org.id,
                brand: Brand {
                    name: org.brand_name,
                    short_name: org.short_name,
                },
            })),
            sites,
        })
    }

    /// The organization this server serves; 404 when none is configured.
    pub fn the_organization(&self) -> AppResult<&Arc<Organization>> {
        self.organization
            .as_ref()
            .ok_or_else(|| AppError::not_found("No organization is configured."))
    }

    /// The organization in a request path must be the one this server serves.
    pub fn organization(&self, organization_id: &str) -> AppResult<&Arc<Organization>> {
        self.organization
            .as_ref()
            .filter(|o| o.id == organization_id)
            .ok_or_else(|| {
                AppError::not_found(format!("Organization '{organization_id}' not found."))
            })
    }

    /// A site by id or alias.
    pub fn site(&self, id_or_alias: &str) -> Option<&Site> {
        self.sites
            .iter()
            .find(|s| s.id == id_or_alias || s.alias.as_deref() == Some(id_or_alias))
    }

    /// The `siteId` query parameter: required, and must name a known site.
    pub fn site_param(&self, site_id: Option<&str>) -> AppResult<&Site> {
        let site_id = site_id
            .filter(|s| !s.is_empty())
            .ok_or_else(|| AppError::missing_parameter("siteId"))?;
        self.site(site_id)
            .ok_or_else(|| AppError::not_found(format!("Site '{site_id}' not found.")))
    }

    pub fn app_config(&self, development: bool) -> Option<AppConfig> {
        let organization = self.organization.as_ref()?;
        Some(AppConfig {
            organization_id: organization.id.clone(),
            brand: organization.brand.clone(),
            default_site_id: self.sites.first()?.id.clone(),
            sites: self.sites.clone(),
            development,
            web_client_id: self.web_client_id.clone(),
            links: self.links.clone(),
        })
    }
}

impl Site {
    /// The `locale` parameter: absent means the site's default; otherwise an id or alias
    /// of a locale the site supports, answered as the locale id.
    pub fn locale_param(&self, locale: Option<&str>) -> AppResult<&str> {
        let Some(requested) = locale.filter(|l| !l.is_empty() && *l != "default") else {
            return Ok(&self.l10n.default_locale);
        };
        self.l10n
            .supported_locales
            .iter()
            .find(|l| {
                l.id.eq_ignore_ascii_case(requested)
                    || l.alias
                        .as_deref()
                        .is_some_and(|a| a.eq_ignore_ascii_case(requested))
            })
            .map(|l| l.id.as_str())
            .ok_or_else(|| {
                AppError::bad_parameter(
                    "locale",
                    format!(
                        "The locale '{requested}' is not supported by site '{}'.",
                        self.id
                    ),
                )
            })
    }
}

#[cfg(test)]
mod tests {

    use super::*;

    fn catalog() -> SiteCatalog {
        let locales = vec![
            Locale {
                id: "en-US".into(),
                alias: Some("en".into()),
                preferred_currency: "USD".into(),
            },
            Locale {
                id: "es-US".into(),
                alias: Some("es".into()),
                preferred_currency: "USD".into(),
            },
        ];
        SiteCatalog {
            organization: Some(Arc::new(Organization {
                id: "f_ecom_test".into(),
                brand: Brand {
                    name: "Test".into(),
                    short_name: "test".into(),
                },
            })),
            sites: vec![Site {
                id: "main".into(),
                alias: Some("m".into()),
                l10n: L10n {
                    default_locale: "en-US".into(),
                    default_currency: "USD".into(),
                    supported_locales: locales,
                },
            }],
            ..Default::default()
        }
    }

    #[test]
    fn sites_resolve_by_id_or_alias() {
        let c = catalog();
        assert_eq!(c.site("main").unwrap().id, "main");
        assert_eq!(c.site("m").unwrap().id, "main");
        assert!(c.site("other").is_none());
        assert!(matches!(
            c.site_param(None),
            Err(AppError::BadRequest { .. })
        ));
        assert!(matches!(
            c.site_param(Some("x")),
            Err(AppError::NotFound(_))
        ));
    }

    #[test]
    fn locales_resolve_to_ids_with_the_site_default() {
        let c = catalog();
        let site = c.site("main").unwrap();
        assert_eq!(site.locale_param(None).unwrap(), "en-US");
        assert_eq!(site.locale_param(Some("es")).unwrap(), "es-US");
        assert_eq!(site.locale_param(Some("es-us")).unwrap(), "es-US");
        let err = site.locale_param(Some("fr-FR")).unwrap_err();
        assert!(matches!(err, AppError::BadRequest { parameter: Some(p), .. } if p == "locale"));
    }

    #[test]
    fn organization_must_match() {
        let c = catalog();
        assert!(c.organization("f_ecom_test").is_ok());
        assert!(c.organization("f_ecom_other").is_err());
        assert!(SiteCatalog::default().organization("f_ecom_test").is_err());
        assert!(SiteCatalog::default().the_organization().is_err());
    }
}
