//! The site and locale every storefront and portal call names in its query.

use serde::Deserialize;
use utoipa::IntoParams;

/// `siteId` and `locale` as the OpenAPI document lists them; `OrgSite` reads and checks them.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SiteLocaleQuery {
    /// The site id or alias. Required.
    #[serde(rename = "siteId")]
    pub site_id: Option<String>,
    /// The locale id or alias; the site's default when absent.
    pub locale: Option<String>,
}
