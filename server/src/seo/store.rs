//! The sitemaps' SQL: the pages a site publishes (the pure rules in `model` give their
//! addresses), the catalog's counts and ids.

use crate::db::Exec;
use crate::error::AppResult;

/// A published page of the site: `(page_id, locale_id, type_id)`.
pub type PageRow = (String, String, String);

/// Every published page of the site in every locale (a tabbed page also at each tab's slug).
pub async fn content_pages<'e>(ex: impl Exec<'e>, site_id: &str) -> AppResult<Vec<PageRow>> {
    Ok(sqlx::query_as(
        "SELECT page_id, locale_id, type_id FROM content_pages \
         WHERE site_id = $1 ORDER BY page_id, locale_id",
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
