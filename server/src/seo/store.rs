//! The sitemaps' SQL: the content assets a site holds (the pure rules in `model` decide
//! which are pages).

use crate::db::Exec;
use crate::error::AppResult;

/// A content asset of the site in one locale: `(content_id, locale_id, body_html)`.
pub type ContentRow = (String, String, String);

/// Every content asset of the site in every locale, by id.
pub async fn content_assets<'e>(ex: impl Exec<'e>, site_id: &str) -> AppResult<Vec<ContentRow>> {
    Ok(sqlx::query_as(
        "SELECT content_id, locale_id, body_html FROM content_assets \
         WHERE site_id = $1 ORDER BY content_id, locale_id",
    )
    .bind(site_id)
    .fetch_all(ex)
    .await?)
}
