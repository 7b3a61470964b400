//! The counters' SQL. Each reservation is one upsert whose `WHERE` is the limit, so the
//! database decides atomically (SQLite serializes writers; PostgreSQL's `ON CONFLICT DO UPDATE`
//! locks the row) and a refused reservation changes nothing.

use super::model::{Limit, SendLimit, SendRefused};
use crate::db::Exec;
use crate::error::AppResult;

/// Counts a sign-in attempt for `key` before its password is checked. False when the key is
/// locked or already has `max_failures` attempts counted in the window (the caller refuses).
pub async fn reserve_attempt<'e>(
    ex: impl Exec<'e>,
    key: &str,
    limit: Limit,
    now_ms: i64,
) -> AppResult<bool> {
    // A key whose window ran out, or whose lock expired, starts over.
    const FRESH: &str = "(sign_in_attempts.window_started_at_ms <= $3 \
         OR (sign_in_attempts.locked_until_ms IS NOT NULL AND sign_in_attempts.locked_until_ms <= $2))";
    let reserved = sqlx::query(&format!(
        "INSERT INTO sign_in_attempts (attempt_key, window_started_at_ms, failures, locked_until_ms) \
         VALUES ($1, $2, 1, NULL) \
         ON CONFLICT (attempt_key) DO UPDATE SET \
           failures = CASE WHEN {FRESH} THEN 1 ELSE sign_in_attempts.failures + 1 END, \
           window_started_at_ms = CASE WHEN {FRESH} THEN $2 ELSE sign_in_attempts.window_started_at_ms END, \
           locked_until_ms = CASE WHEN {FRESH} THEN NULL ELSE sign_in_attempts.locked_until_ms END \
         WHERE {FRESH} OR (sign_in_attempts.locked_until_ms IS NULL AND sign_in_attempts.failures < $4)"
    ))
    .bind(key)
    .bind(now_ms)
    .bind(now_ms - limit.window_ms)
    .bind(limit.max_failures)
    .execute(ex)
    .await?;
    Ok(reserved.rows_affected() == 1)
}

/// After a refused reservation: locks the key if the limit was reached without a lock yet
/// (parallel attempts), and returns the milliseconds until it opens again.
pub async fn lock_remaining<'e>(
    ex: impl Exec<'e> + Copy,
    key: &str,
    limit: Limit,
    now_ms: i64,
) -> AppResult<i64> {
    sqlx::query(
        "UPDATE sign_in_attempts SET locked_until_ms = $2 \
         WHERE attempt_key = $1 AND locked_until_ms IS NULL",
    )
    .bind(key)
    .bind(now_ms + limit.lock_ms)
    .execute(ex)
    .await?;
    let until: Option<Option<i64>> =
        sqlx::query_scalar("SELECT locked_until_ms FROM sign_in_attempts WHERE attempt_key = $1")
            .bind(key)
            .fetch_optional(ex)
            .await?;
    Ok(until.flatten().map_or(limit.lock_ms, |u| u - now_ms))
}

/// A counted attempt failed: the key locks once its failures reach the limit.
pub async fn attempt_failed<'e>(
    ex: impl Exec<'e>,
    key: &str,
    limit: Limit,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE sign_in_attempts SET locked_until_ms = $2 \
         WHERE attempt_key = $1 AND failures >= $3 AND locked_until_ms IS NULL",
    )
    .bind(key)
    .bind(now_ms + limit.lock_ms)
    .bind(limit.max_failures)
    .execute(ex)
    .await?;
    Ok(())
}

/// A counted attempt succeeded: it was no failure (the account's count starts over).
pub async fn attempt_succeeded<'e>(
    ex: impl Exec<'e> + Copy,
    account_key: &str,
    address_key: &str,
) -> AppResult<()> {
    sqlx::query("DELETE FROM sign_in_attempts WHERE attempt_key = $1")
        .bind(account_key)
        .execute(ex)
        .await?;
    sqlx::query(
        "UPDATE sign_in_attempts SET failures = failures - 1 WHERE attempt_key = $1 AND failures > 0",
    )
    .bind(address_key)
    .execute(ex)
    .await?;
    Ok(())
}

/// Counts a send to `key` before it happens; refused (nothing counted) when the last send was
/// too recent or the window's sends are used up.
pub async fn reserve_send<'e>(
    ex: impl Exec<'e> + Copy,
    key: &str,
    limit: SendLimit,
    now_ms: i64,
) -> AppResult<Result<(), SendRefused>> {
    let window_start = now_ms - limit.window_ms;
    let reserved = sqlx::query(
        "INSERT INTO send_throttles (throttle_key, window_started_at_ms, sends, last_sent_at_ms) \
         VALUES ($1, $2, 1, $2) \
         ON CONFLICT (throttle_key) DO UPDATE SET \
           sends = CASE WHEN send_throttles.window_started_at_ms <= $3 THEN 1 ELSE send_throttles.sends + 1 END, \
           window_started_at_ms = CASE WHEN send_throttles.window_started_at_ms <= $3 THEN $2 ELSE send_throttles.window_started_at_ms END, \
           last_sent_at_ms = $2 \
         WHERE send_throttles.last_sent_at_ms <= $4 \
           AND (send_throttles.window_started_at_ms <= $3 OR send_throttles.sends < $5)",
    )
    .bind(key)
    .bind(now_ms)
    .bind(window_start)
    .bind(now_ms - limit.resend_after_ms)
    .bind(limit.per_window)
    .execute(ex)
    .await?;
    if reserved.rows_affected() == 1 {
        return Ok(Ok(()));
    }
    let (window_started, last_sent): (i64, i64) = sqlx::query_as(
        "SELECT window_started_at_ms, last_sent_at_ms FROM send_throttles WHERE throttle_key = $1",
    )
    .bind(key)
    .fetch_one(ex)
    .await?;
    Ok(Err(if now_ms - last_sent < limit.resend_after_ms {
        SendRefused::TooSoon {
            retry_after_ms: limit.resend_after_ms - (now_ms - last_sent),
        }
    } else {
        SendRefused::TooMany {
            retry_after_ms: window_started + limit.window_ms - now_ms,
        }
    }))
}
