//! The content assets' SQL.

use crate::db::Exec;
use crate::error::AppResult;

/// The asset's name and HTML in `locale`, else in `fallback_locale`.
pub async fn asset<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
    content_id: &str,
    locale: &str,
    fallback_locale: &str,
) -> AppResult<Option<(String, String)>> {
    Ok(sqlx::query_as(
        "SELECT name, body_html FROM content_assets \
         WHERE site_id = $1 AND content_id = $2 AND locale_id IN ($3, $4) \
         ORDER BY CASE WHEN locale_id = $3 THEN 0 ELSE 1 END LIMIT 1",
    )
    .bind(site_id)
    .bind(content_id)
    .bind(locale)
    .bind(fallback_locale)
    .fetch_optional(ex)
    .await?)
}

/// Keeps the asset's name and HTML in `locale` for the site unless it has them.
pub async fn insert_asset<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
    content_id: &str,
    locale: &str,
    name: &str,
    body_html: &str,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO content_assets (site_id, content_id, locale_id, name, body_html) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(site_id)
    .bind(content_id)
    .bind(locale)
    .bind(name)
    .bind(body_html)
    .execute(ex)
    .await?;
    Ok(())
}
