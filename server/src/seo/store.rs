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

/// How many products the organization's listing pages show (online, not variants).
pub async fn product_count<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<i64> {
    Ok(sqlx::query_scalar(
        "SELECT COUNT(*) FROM catalog_products \
         WHERE organization_id = $1 AND online = 1 AND master_id IS NULL",
    )
    .bind(organization_id)
    .fetch_one(ex)
    .await?)
}

/// A window of those products' ids, in catalog order.
pub async fn product_ids<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    offset: u64,
    limit: u64,
) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM catalog_products \
         WHERE organization_id = $1 AND online = 1 AND master_id IS NULL \
         ORDER BY position LIMIT $2 OFFSET $3",
    )
    .bind(organization_id)
    .bind(i64::try_from(limit).unwrap_or(i64::MAX))
    .bind(i64::try_from(offset).unwrap_or(i64::MAX))
    .fetch_all(ex)
    .await?)
}
