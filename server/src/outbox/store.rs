//! The outbox's SQL: enqueue, the demo page's listing, and the dispatcher's claims. A claim
//! expires, so a crashed server's batch is picked up again; the claim's own `WHERE` is
//! re-checked on every row, so two servers never claim the same message.

use super::model::{Channel, OutboxEntry, PendingMessage};
use crate::db::Exec;
use crate::error::AppResult;

pub async fn enqueue<'e>(
    ex: impl Exec<'e>,
    channel: Channel,
    recipient: &str,
    subject: &str,
    body: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO outbox (id, channel, recipient, subject, body, created_at_ms) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(channel.as_str())
    .bind(recipient)
    .bind(subject)
    .bind(body)
    .bind(now_ms)
    .execute(ex)
    .await?;
    Ok(())
}

/// A message of `enqueue_many`: channel, recipient, subject, body.
pub type NewMessage = (Channel, String, String, String);

/// Rows per INSERT: 6 binds each stays under SQLite's 32,766 (and PostgreSQL's 65,535).
const ROWS_PER_INSERT: usize = 1000;

/// Puts many messages in the outbox with one statement per thousand (the nightly run's notices).
pub async fn enqueue_many(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    messages: &[NewMessage],
    now_ms: i64,
) -> AppResult<()> {
    for rows in messages.chunks(ROWS_PER_INSERT) {
        let sql = format!(
            "INSERT INTO outbox (id, channel, recipient, subject, body, created_at_ms) VALUES {}",
            crate::db::value_rows(1, rows.len(), 6)
        );
        let mut statement = sqlx::query(&sql);
        for (channel, recipient, subject, body) in rows {
            statement = statement
                .bind(uuid::Uuid::new_v4().to_string())
                .bind(channel.as_str())
                .bind(recipient.as_str())
                .bind(subject.as_str())
                .bind(body.as_str())
                .bind(now_ms);
        }
        statement.execute(&mut **tx).await?;
    }
    Ok(())
}

/// Newest first; `recipient` empty means everyone.
pub async fn page<'e>(
    ex: impl Exec<'e>,
    recipient: &str,
    limit: i64,
    offset: i64,
) -> AppResult<Vec<OutboxEntry>> {
    Ok(sqlx::query_as(
        "SELECT id, channel, recipient, subject, body, created_at_ms FROM outbox \
         WHERE ($1 = '' OR recipient = $1) ORDER BY created_at_ms DESC, id LIMIT $2 OFFSET $3",
    )
    .bind(recipient)
    .bind(limit)
    .bind(offset)
    .fetch_all(ex)
    .await?)
}

pub const MAX_ATTEMPTS: i64 = 5;

/// Claims up to `batch` unsent messages of the channels given for `worker` and returns them.
pub async fn claim<'e>(
    ex: impl Exec<'e> + Copy,
    channels: &[Channel],
    worker: &str,
    batch: i64,
    claim_ms: i64,
    now_ms: i64,
) -> AppResult<Vec<PendingMessage>> {
    let email = channels.contains(&Channel::Email);
    let sms = channels.contains(&Channel::Sms);
    const CLAIMABLE: &str = "sent_at_ms IS NULL AND attempts < $3 \
         AND (claimed_at_ms IS NULL OR claimed_at_ms < $4) \
         AND ((channel = 'email' AND $6 = 1) OR (channel = 'sms' AND $7 = 1))";
    sqlx::query(&format!(
        "UPDATE outbox SET claimed_at_ms = $1, claimed_by = $2 WHERE {CLAIMABLE} AND id IN ( \
           SELECT id FROM outbox WHERE {CLAIMABLE} ORDER BY created_at_ms LIMIT $5)"
    ))
    .bind(now_ms)
    .bind(worker)
    .bind(MAX_ATTEMPTS)
    .bind(now_ms - claim_ms)
    .bind(batch)
    .bind(i64::from(email))
    .bind(i64::from(sms))
    .execute(ex)
    .await?;
    Ok(sqlx::query_as(
        "SELECT id, channel, recipient, subject, body, attempts FROM outbox \
         WHERE claimed_by = $1 AND claimed_at_ms = $2 AND sent_at_ms IS NULL",
    )
    .bind(worker)
    .bind(now_ms)
    .fetch_all(ex)
    .await?)
}

pub async fn mark_sent<'e>(ex: impl Exec<'e>, id: &str, now_ms: i64) -> AppResult<()> {
    sqlx::query("UPDATE outbox SET sent_at_ms = $1, attempts = attempts + 1 WHERE id = $2")
        .bind(now_ms)
        .bind(id)
        .execute(ex)
        .await?;
    Ok(())
}

/// A failed delivery is released for a later try; after `MAX_ATTEMPTS` it stays for a person
/// to see.
pub async fn release_failed<'e>(ex: impl Exec<'e>, id: &str, error: &str) -> AppResult<()> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, claimed_at_ms = NULL, \
         claimed_by = NULL WHERE id = $2",
    )
    .bind(error)
    .bind(id)
    .execute(ex)
    .await?;
    Ok(())
}
