//! The organizations, sites and locales as stored, for loading and reading them: the operations other features call; the tables stay behind them.

pub use super::store::{
    first_organization, insert_locale, insert_organization, insert_site, organization_count,
    site_locales, sites, LocaleRow, SiteRow,
};
