//! The idempotency keys' SQL: a key is claimed by inserting it, its answer kept on it, and
//! it is released by deleting it.

use crate::db::Exec;
use crate::error::AppResult;

/// The kept record of a key: the hash of the request that claimed it, and the answer's
/// status and body once it was given.
pub struct KeptKey {
    pub request_hash: String,
    pub status: Option<i64>,
    pub response_json: Option<String>,
}

/// Claims the key for the customer; false when it was claimed before.
pub async fn insert_key<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    key: &str,
    endpoint: &str,
    request_hash: &str,
    now_ms: i64,
) -> AppResult<bool> {
    let inserted = sqlx::query(
        "INSERT INTO idempotency_keys (customer_id, idempotency_key, endpoint, request_hash, \
         created_at_ms) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
    )
    .bind(customer_id)
    .bind(key)
    .bind(endpoint)
    .bind(request_hash)
    .bind(now_ms)
    .execute(ex)
    .await?
    .rows_affected();
    Ok(inserted == 1)
}

/// The customer's key as kept; None when it is not (or no longer) claimed.
pub async fn kept_key<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    key: &str,
) -> AppResult<Option<KeptKey>> {
    let row: Option<(String, Option<i64>, Option<String>)> = sqlx::query_as(
        "SELECT request_hash, CAST(status AS BIGINT), response_json FROM idempotency_keys \
         WHERE customer_id = $1 AND idempotency_key = $2",
    )
    .bind(customer_id)
    .bind(key)
    .fetch_optional(ex)
    .await?;
    Ok(row.map(|(request_hash, status, response_json)| KeptKey {
        request_hash,
        status,
        response_json,
    }))
}

/// Takes over an unfinished claim made before `stale_before_ms` (compare and set: of two
/// retries one wins); true when this call took it.
pub async fn take_over_stale_claim<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    key: &str,
    now_ms: i64,
    stale_before_ms: i64,
) -> AppResult<bool> {
    let taken = sqlx::query(
        "UPDATE idempotency_keys SET created_at_ms = $3 \
         WHERE customer_id = $1 AND idempotency_key = $2 AND status IS NULL \
         AND created_at_ms < $4",
    )
    .bind(customer_id)
    .bind(key)
    .bind(now_ms)
    .bind(stale_before_ms)
    .execute(ex)
    .await?
    .rows_affected();
    Ok(taken == 1)
}

/// Releases the key, so a retry runs.
pub async fn delete_key<'e>(ex: impl Exec<'e>, customer_id: &str, key: &str) -> AppResult<()> {
    sqlx::query("DELETE FROM idempotency_keys WHERE customer_id = $1 AND idempotency_key = $2")
        .bind(customer_id)
        .bind(key)
        .execute(ex)
        .await?;
    Ok(())
}

/// Keeps the answer given under the key.
pub async fn keep_answer<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    key: &str,
    status: i64,
    response_json: &str,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE idempotency_keys SET status = $1, response_json = $2 \
         WHERE customer_id = $3 AND idempotency_key = $4",
    )
    .bind(status)
    .bind(response_json)
    .bind(customer_id)
    .bind(key)
    .execute(ex)
    .await?;
    Ok(())
}
