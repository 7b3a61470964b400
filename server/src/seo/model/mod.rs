//! Pure rules of `/robots.txt` and the sitemaps: which paths are private, the canonical URL of
//! a page in a site and locale, which content assets are pages, how URLs split into child
//! sitemaps, and the XML.

mod paths;
mod sitemap;

use std::collections::BTreeMap;

use crate::sites::Site;
pub use paths::*;
pub use sitemap::*;

/// A site with English and Spanish, for the tests of both halves.
#[cfg(test)]
pub fn test_site(id: &str, alias: Option<&str>) -> Site {
    use crate::sites::{L10n, Locale};
    let locale = |id: &str, alias: &str| Locale {
        id: id.into(),
        alias: Some(alias.into()),
        preferred_currency: "USD".into(),
    };
    Site {
        id: id.into(),
        alias: alias.map(Into::into),
        l10n: L10n {
            default_locale: "en-US".into(),
            default_currency: "USD".into(),
            supported_locales: vec![locale("en-US", "en"), locale("es-US", "es")],
        },
    }
}
