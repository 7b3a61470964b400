//! The configuration's SQL: the organization, its sites and their locales (read at start,
//! written by the demo loader).

use sqlx::FromRow;

use crate::db::Exec;
use crate::error::AppResult;

#[derive(FromRow)]
pub struct OrganizationRow {
    pub id: String,
    pub brand_name: String,
    pub short_name: String,
    pub links_json: String,
}

#[derive(FromRow)]
pub struct SiteRow {
    pub id: String,
    pub alias: Option<String>,
    pub default_locale: String,
    pub default_currency: String,
}

#[derive(FromRow)]
pub struct LocaleRow {
    pub site_id: String,
    pub locale_id: String,
    pub alias: Option<String>,
    pub preferred_currency: String,
}

/// The organization this server serves: the first one stored.
pub async fn first_organization<'e>(ex: impl Exec<'e>) -> AppResult<Option<OrganizationRow>> {
    Ok(sqlx::query_as(
        "SELECT id, brand_name, short_name, links_json FROM organizations ORDER BY position, id LIMIT 1",
    )
    .fetch_optional(ex)
    .await?)
}

/// How many organizations the database holds.
pub async fn organization_count<'e>(ex: impl Exec<'e>) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM organizations")
        .fetch_one(ex)
        .await?)
}

/// The organization's sites, in their order.
pub async fn sites<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<Vec<SiteRow>> {
    Ok(sqlx::query_as(
        "SELECT id, alias, default_locale, default_currency FROM sites \
         WHERE organization_id = $1 ORDER BY position, id",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?)
}

/// The locales of every site of the organization, by site and in their order.
pub async fn locales<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<Vec<LocaleRow>> {
    Ok(sqlx::query_as(
        "SELECT l.site_id, l.locale_id, l.alias, l.preferred_currency FROM site_locales l \
         JOIN sites s ON s.id = l.site_id WHERE s.organization_id = $1 \
         ORDER BY l.site_id, l.position, l.locale_id",
    )
    .bind(organization_id)
    .fetch_all(ex)
    .await?)
}

/// Adds the organization unless it is there.
pub async fn insert_organization<'e>(
    ex: impl Exec<'e>,
    id: &str,
    brand_name: &str,
    short_name: &str,
    links_json: &str,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO organizations (id, brand_name, short_name, links_json) VALUES ($1, $2, $3, $4) \
         ON CONFLICT DO NOTHING",
    )
    .bind(id)
    .bind(brand_name)
    .bind(short_name)
    .bind(links_json)
    .execute(ex)
    .await?;
    Ok(())
}

/// Adds the site unless it is there; `position` orders the organization's sites.
pub async fn insert_site<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    site: &SiteRow,
    position: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO sites (id, organization_id, alias, default_locale, default_currency, position) \
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
    )
    .bind(&site.id)
    .bind(organization_id)
    .bind(&site.alias)
    .bind(&site.default_locale)
    .bind(&site.default_currency)
    .bind(position)
    .execute(ex)
    .await?;
    Ok(())
}

/// Adds the locale to its site unless it is there; `position` orders the site's locales.
pub async fn insert_locale<'e>(
    ex: impl Exec<'e>,
    locale: &LocaleRow,
    position: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO site_locales (site_id, locale_id, alias, preferred_currency, position) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(&locale.site_id)
    .bind(&locale.locale_id)
    .bind(&locale.alias)
    .bind(&locale.preferred_currency)
    .bind(position)
    .execute(ex)
    .await?;
    Ok(())
}

/// The client the web app uses: the first of the organization's sign-in clients whose
/// refresh token goes in a cookie (read with the configuration at start).
pub async fn web_client_id<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM auth_clients WHERE organization_id = $1 AND refresh_cookie = 1 ORDER BY id LIMIT 1",
    )
    .bind(organization_id)
    .fetch_optional(ex)
    .await?)
}

/// Every site's locales, as (site id, locale id).
pub async fn site_locales<'e>(ex: impl Exec<'e>) -> AppResult<Vec<(String, String)>> {
    Ok(
        sqlx::query_as("SELECT site_id, locale_id FROM site_locales ORDER BY site_id, position")
            .fetch_all(ex)
            .await?,
    )
}
