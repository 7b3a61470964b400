//! Background work. The outbox sender: when `SMTP_URL` is set, every few seconds it claims
//! unsent emails (a claim expires, so a crashed server's batch is picked up again) and sends
//! them. Any number of app servers may run it against one database.

use std::time::Duration;

use lettre::message::{header::ContentType, Mailbox};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sqlx::FromRow;

use crate::db::Db;
use crate::identity::tokens::now_seconds;

const BATCH: i64 = 20;
const CLAIM_SECONDS: i64 = 120;
const MAX_ATTEMPTS: i64 = 5;

pub struct OutboxSender {
    db: Db,
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    worker_id: String,
}

#[derive(Debug, FromRow)]
struct PendingEmail {
    id: String,
    recipient: String,
    subject: String,
    body: String,
    attempts: i64,
}

impl OutboxSender {
    /// `smtp_url`: `smtp://user:pass@host:587?tls=required`, `smtps://...` or `smtp://host:25`.
    pub fn new(db: Db, smtp_url: &str, from: &str) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url)
            .map_err(|e| anyhow::anyhow!("invalid SMTP_URL: {e}"))?
            .timeout(Some(Duration::from_secs(20)))
            .build();
        Ok(Self {
            db,
            transport,
            from: from
                .parse()
                .map_err(|e| anyhow::anyhow!("invalid MAIL_FROM '{from}': {e}"))?,
            worker_id: uuid::Uuid::new_v4().to_string(),
        })
    }

    pub fn spawn(self) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            loop {
                match self.send_batch().await {
                    Ok(sent) if sent > 0 => tracing::info!(sent, "outbox emails sent"),
                    Ok(_) => {}
                    Err(e) => tracing::warn!(error = %e, "outbox run failed"),
                }
                tokio::time::sleep(Duration::from_secs(5)).await;
            }
        })
    }

    /// Claims and sends one batch; returns how many went out.
    pub async fn send_batch(&self) -> anyhow::Result<usize> {
        let now = now_seconds();
        sqlx::query(
            "UPDATE outbox SET claimed_at = $1, claimed_by = $2 WHERE id IN ( \
               SELECT id FROM outbox WHERE channel = 'email' AND sent_at IS NULL AND attempts < $3 \
               AND (claimed_at IS NULL OR claimed_at < $4) ORDER BY created_at LIMIT $5)",
        )
        .bind(now)
        .bind(&self.worker_id)
        .bind(MAX_ATTEMPTS)
        .bind(now - CLAIM_SECONDS)
        .bind(BATCH)
        .execute(&self.db.pool)
        .await?;
        let batch: Vec<PendingEmail> = sqlx::query_as(
            "SELECT id, recipient, subject, body, attempts FROM outbox \
             WHERE claimed_by = $1 AND claimed_at = $2 AND sent_at IS NULL",
        )
        .bind(&self.worker_id)
        .bind(now)
        .fetch_all(&self.db.pool)
        .await?;
        let mut sent = 0;
        for email in batch {
            match self.send(&email).await {
                Ok(()) => {
                    sqlx::query(
                        "UPDATE outbox SET sent_at = $1, attempts = attempts + 1 WHERE id = $2",
                    )
                    .bind(now_seconds() * 1000)
                    .bind(&email.id)
                    .execute(&self.db.pool)
                    .await?;
                    sent += 1;
                }
                Err(e) => {
                    tracing::warn!(id = %email.id, attempt = email.attempts + 1, error = %e, "email not sent");
                    // Released for a later try; after MAX_ATTEMPTS it stays for a person to see.
                    sqlx::query(
                        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, claimed_at = NULL, claimed_by = NULL WHERE id = $2",
                    )
                    .bind(e.to_string())
                    .bind(&email.id)
                    .execute(&self.db.pool)
                    .await?;
                }
            }
        }
        Ok(sent)
    }

    async fn send(&self, email: &PendingEmail) -> anyhow::Result<()> {
        let message = Message::builder()
            .from(self.from.clone())
            .to(email.recipient.parse()?)
            .subject(&email.subject)
            .header(ContentType::TEXT_PLAIN)
            .body(email.body.clone())?;
        self.transport.send(message).await?;
        Ok(())
    }
}
