//! The content assets' and pages' SQL.

use super::import::CheckedPage;
use super::page::{PageFile, PageType};
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

// --- pages ----------------------------------------------------------------------------------

/// Publishes a checked page for a site at an address (its id, or a tab's slug) unless the same
/// file is there; true when it wrote.
pub async fn upsert_page<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
    address: &str,
    page: &CheckedPage,
    now_ms: i64,
) -> AppResult<bool> {
    let written = sqlx::query(
        "INSERT INTO content_pages (site_id, page_id, locale_id, type_id, name, listing_date, \
           page_json, content_hash, updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (site_id, page_id, locale_id) DO UPDATE SET type_id = $4, name = $5, \
           listing_date = $6, page_json = $7, content_hash = $8, updated_at_ms = $9 \
         WHERE content_pages.content_hash <> $8",
    )
    .bind(site_id)
    .bind(address)
    .bind(&page.locale)
    .bind(page.page.type_id.as_str())
    .bind(&page.page.name)
    .bind(page.page.listing.as_ref().map(|l| l.date.as_str()))
    .bind(&page.json)
    .bind(&page.hash)
    .bind(now_ms)
    .execute(ex)
    .await?;
    Ok(written.rows_affected() == 1)
}

/// Removes the pages not among `kept` (site, page, locale); answers how many.
pub async fn remove_pages_except(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    kept: &[(String, String, String)],
) -> AppResult<usize> {
    let stored: Vec<(String, String, String)> =
        sqlx::query_as("SELECT site_id, page_id, locale_id FROM content_pages")
            .fetch_all(&mut **tx)
            .await?;
    let kept: std::collections::HashSet<&(String, String, String)> = kept.iter().collect();
    let mut removed = 0;
    for key in stored.iter().filter(|key| !kept.contains(key)) {
        sqlx::query(
            "DELETE FROM content_pages WHERE site_id = $1 AND page_id = $2 AND locale_id = $3",
        )
        .bind(&key.0)
        .bind(&key.1)
        .bind(&key.2)
        .execute(&mut **tx)
        .await?;
        removed += 1;
    }
    Ok(removed)
}

/// A page's file in `locale`, else in `fallback_locale`.
pub async fn page<'e>(
    ex: impl Exec<'e>,
    site_id: &str,
    page_id: &str,
    locale: &str,
    fallback_locale: &str,
) -> AppResult<Option<PageFile>> {
    let json: Option<String> = sqlx::query_scalar(
        "SELECT page_json FROM content_pages \
         WHERE site_id = $1 AND page_id = $2 AND locale_id IN ($3, $4) \
         ORDER BY CASE WHEN locale_id = $3 THEN 0 ELSE 1 END LIMIT 1",
    )
    .bind(site_id)
    .bind(page_id)
    .bind(locale)
    .bind(fallback_locale)
    .fetch_optional(ex)
    .await?;
    Ok(json
        .map(|json| serde_json::from_str(&json))
        .transpose()
        .map_err(anyhow::Error::from)?)
}

/// A window of the site's posts of one type in one locale, newest first (then by id), with how
/// many there are: `(pages, total)`.
pub async fn listed_pages<'e, E: Exec<'e> + Copy>(
    ex: E,
    site_id: &str,
    kind: PageType,
    locale: &str,
    offset: i64,
    limit: i64,
) -> AppResult<(Vec<PageFile>, i64)> {
    let total: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM content_pages WHERE site_id = $1 AND type_id = $2 AND locale_id = $3",
    )
    .bind(site_id)
    .bind(kind.as_str())
    .bind(locale)
    .fetch_one(ex)
    .await?;
    let rows: Vec<String> = sqlx::query_scalar(
        "SELECT page_json FROM content_pages WHERE site_id = $1 AND type_id = $2 AND locale_id = $3 \
         ORDER BY listing_date DESC, page_id LIMIT $4 OFFSET $5",
    )
    .bind(site_id)
    .bind(kind.as_str())
    .bind(locale)
    .bind(limit)
    .bind(offset)
    .fetch_all(ex)
    .await?;
    let pages = rows
        .iter()
        .map(|json| serde_json::from_str(json))
        .collect::<Result<_, _>>()
        .map_err(anyhow::Error::from)?;
    Ok((pages, total))
}

/// The content's version: it changes whenever a publish changed a page.
pub async fn content_version<'e>(ex: impl Exec<'e>) -> AppResult<i64> {
    let version: Option<i64> =
        sqlx::query_scalar("SELECT version FROM content_version WHERE id = 1")
            .fetch_optional(ex)
            .await?;
    Ok(version.unwrap_or_default())
}

/// Counts the content's version up (inside the publish's transaction).
pub async fn bump_content_version(tx: &mut sqlx::Transaction<'_, sqlx::Any>) -> AppResult<()> {
    sqlx::query("UPDATE content_version SET version = version + 1 WHERE id = 1")
        .execute(&mut **tx)
        .await?;
    Ok(())
}
