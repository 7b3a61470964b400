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
    let id = uuid::Uuid::new_v4().to_string();
    enqueue_as(ex, &id, channel, recipient, subject, body, now_ms).await
}

/// `enqueue` under an id of the caller's (a lead's: its delivery is found by the lead).
pub async fn enqueue_as<'e>(
    ex: impl Exec<'e>,
    id: &str,
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
    .bind(id)
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

pub const MAX_ATTEMPTS: i64 = 8;

/// How long a failed delivery waits before its next try: a minute, doubling, at most an hour
/// (eight tries span about two hours of an outage).
pub fn retry_delay_ms(attempts_made: i64) -> i64 {
    const MINUTE: i64 = 60_000;
    (MINUTE << attempts_made.clamp(1, 7).saturating_sub(1)).min(60 * MINUTE)
}

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
    let crm = channels.contains(&Channel::Crm);
    const CLAIMABLE: &str = "sent_at_ms IS NULL AND attempts < $3 \
         AND (claimed_at_ms IS NULL OR claimed_at_ms < $4) \
         AND (not_before_ms IS NULL OR not_before_ms <= $1) \
         AND ((channel = 'email' AND $6 = 1) OR (channel = 'sms' AND $7 = 1) \
              OR (channel = 'crm' AND $8 = 1))";
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
    .bind(i64::from(crm))
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

/// A failed delivery is released for a later try, after `retry_delay_ms`; after
/// `MAX_ATTEMPTS` it stays for a person to see.
pub async fn release_failed<'e>(
    ex: impl Exec<'e>,
    id: &str,
    attempts_made: i64,
    error: &str,
    now_ms: i64,
) -> AppResult<()> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, claimed_at_ms = NULL, \
         claimed_by = NULL, not_before_ms = $3 WHERE id = $2",
    )
    .bind(error)
    .bind(id)
    .bind(now_ms + retry_delay_ms(attempts_made))
    .execute(ex)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_wait_longer_each_time_up_to_an_hour() {
        let minutes: Vec<i64> = (1..=MAX_ATTEMPTS)
            .map(|n| retry_delay_ms(n) / 60_000)
            .collect();
        assert_eq!(minutes, vec![1, 2, 4, 8, 16, 32, 60, 60]);
    }
}
