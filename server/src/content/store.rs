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
