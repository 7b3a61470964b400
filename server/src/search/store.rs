//! The search index's SQL: the hits to index (keyset pages) and the catalog change feed.

use sqlx::Row;

use crate::db::Exec;
use crate::error::AppResult;

/// (id, position) of online hits (not variants) after `after_position`, in position order.
pub async fn hit_ids_after<'e>(
    ex: impl Exec<'e>,
    organization_id: &str,
    after_position: i64,
    limit: usize,
) -> AppResult<Vec<(String, i64)>> {
    let rows = sqlx::query(
        "SELECT id, position FROM catalog_products \
         WHERE organization_id = $1 AND online = 1 AND master_id IS NULL AND position > $2 \
         ORDER BY position LIMIT $3",
    )
    .bind(organization_id)
    .bind(after_position)
    .bind(limit as i64)
    .fetch_all(ex)
    .await?;
    Ok(rows
        .iter()
        .map(|r| Ok((r.try_get("id")?, r.try_get("position")?)))
        .collect::<Result<_, sqlx::Error>>()?)
}

/// The feed's newest sequence number (0 when empty).
pub async fn last_change<'e>(ex: impl Exec<'e>) -> AppResult<i64> {
    Ok(
        sqlx::query_scalar("SELECT CAST(COALESCE(MAX(seq), 0) AS BIGINT) FROM catalog_changes")
            .fetch_one(ex)
            .await?,
    )
}

/// (seq, product id) of changes after `seq`, oldest first (at most 10,000 per call).
pub async fn changes_after<'e>(ex: impl Exec<'e>, seq: i64) -> AppResult<Vec<(i64, String)>> {
    let rows = sqlx::query(
        "SELECT seq, product_id FROM catalog_changes WHERE seq > $1 ORDER BY seq LIMIT 10000",
    )
    .bind(seq)
    .fetch_all(ex)
    .await?;
    Ok(rows
        .iter()
        .map(|r| Ok((r.try_get("seq")?, r.try_get("product_id")?)))
        .collect::<Result<_, sqlx::Error>>()?)
}
