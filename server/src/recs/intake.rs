//! Activity intake after the handler has checked it: the visitor's keyed hash (the key is a
//! server secret made once and kept in the database), and a bounded in-process queue drained
//! by one background writer (`writer`, which `jobs::recs_intake` starts with the state) that
//! keeps the activities in batches, one transaction a batch (every `FLUSH_EVERY`, or as soon as
//! a batch fills). A full queue refuses (the caller answers 503) rather than wait. The writer
//! also deletes activity past the retention.

use std::future::Future;
use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::{mpsc, oneshot, OnceCell};

use super::model::{visitor_key, ActivityLimiter, KeptActivity};
use super::store;
use crate::db::Db;
use crate::error::AppResult;

/// Activities waiting for the writer at most; past it new ones are refused.
pub const QUEUE_CAPACITY: usize = 20_000;
/// The most activities one transaction keeps.
pub const BATCH: usize = 1_000;
/// How long the writer gathers a batch before it writes.
pub const FLUSH_EVERY: Duration = Duration::from_millis(50);
/// How long activity is kept.
pub const RETENTION_MS: i64 = 90 * 24 * 3600 * 1000;
/// How often (in activity time) the writer deletes what is past the retention.
const PURGE_EVERY_MS: i64 = 3600 * 1000;
/// The server secret the visitor hash is keyed with.
const VISITOR_KEY_SECRET: &str = "recs_visitor_key";

enum Command {
    Keep(Box<KeptActivity>),
    /// Answers once everything queued before it is kept.
    Flush(oneshot::Sender<()>),
}

/// The queue was full: the activity was not taken.
#[derive(Debug)]
pub struct QueueFull;

pub struct Intake {
    pub limiter: ActivityLimiter,
    key: OnceCell<Vec<u8>>,
    queue: mpsc::Sender<Command>,
    /// The queue's other end, until the writer takes it.
    unread: Mutex<Option<mpsc::Receiver<Command>>>,
}

impl Default for Intake {
    fn default() -> Self {
        let (queue, receiver) = mpsc::channel(QUEUE_CAPACITY);
        Self {
            limiter: ActivityLimiter::default(),
            key: OnceCell::new(),
            queue,
            unread: Mutex::new(Some(receiver)),
        }
    }
}

impl Intake {
    /// The visitor as kept: the cookie id's keyed hash.
    pub async fn visitor_key(&self, db: &Db, cookie_id: &str) -> AppResult<String> {
        let key = self
            .key
            .get_or_try_init(|| async {
                let made = crate::identity::tokens::random_token();
                crate::identity::operations::insert_secret(&db.pool, VISITOR_KEY_SECRET, &made)
                    .await?;
                let kept = crate::identity::operations::secret(&db.pool, VISITOR_KEY_SECRET)
                    .await?
                    .ok_or_else(|| {
                        anyhow::anyhow!("the visitor key was kept and then not found")
                    })?;
                AppResult::Ok(kept.into_bytes())
            })
            .await?;
        Ok(visitor_key(key, cookie_id))
    }

    /// The writer that keeps what is queued, for the caller to run in the background; None
    /// once taken (one writer drains the queue).
    pub fn writer(&self, db: &Db) -> Option<impl Future<Output = ()> + Send + 'static> {
        let receiver = self.unread.lock().expect("the intake's queue").take()?;
        Some(write_batches(db.clone(), receiver))
    }

    /// Hands the activity to the writer; refused when the queue is full.
    pub fn enqueue(&self, activity: KeptActivity) -> Result<(), QueueFull> {
        self.queue
            .try_send(Command::Keep(Box::new(activity)))
            .map_err(|_| QueueFull)
    }

    /// Waits until every activity queued so far is kept.
    pub async fn flush(&self) {
        if self.unread.lock().expect("the intake's queue").is_some() {
            return; // no writer runs: nothing would answer
        }
        let (done, kept) = oneshot::channel();
        if self.queue.send(Command::Flush(done)).await.is_ok() {
            kept.await.ok();
        }
    }
}

/// The writer: gathers what is queued for `FLUSH_EVERY` (or until a batch fills, or someone
/// waits for a flush) and keeps it in one transaction. Ends when the state is dropped.
async fn write_batches(db: Db, mut receiver: mpsc::Receiver<Command>) {
    let mut purged_at_ms = i64::MIN;
    while let Some(first) = receiver.recv().await {
        let mut batch = Vec::new();
        let mut waiting = Vec::new();
        take(first, &mut batch, &mut waiting);
        let deadline = tokio::time::Instant::now() + FLUSH_EVERY;
        while batch.len() < BATCH && waiting.is_empty() {
            match tokio::time::timeout_at(deadline, receiver.recv()).await {
                Ok(Some(command)) => take(command, &mut batch, &mut waiting),
                Ok(None) | Err(_) => break,
            }
        }
        if !batch.is_empty() {
            if let Err(error) = keep(&db, &batch).await {
                // Activity is best effort: a failed batch is logged and dropped.
                tracing::warn!(%error, count = batch.len(), "shopper activity could not be kept");
            }
            let newest = batch.iter().map(|a| a.created_at_ms).max().unwrap_or(0);
            if newest >= purged_at_ms.saturating_add(PURGE_EVERY_MS) {
                purged_at_ms = newest;
                match store::delete_activity_before(&db.pool, newest - RETENTION_MS).await {
                    Ok(0) => {}
                    Ok(deleted) => tracing::info!(deleted, "shopper activity past 90 days deleted"),
                    Err(error) => {
                        tracing::warn!(%error, "old shopper activity could not be deleted")
                    }
                }
            }
        }
        for done in waiting {
            done.send(()).ok();
        }
    }
}

fn take(command: Command, batch: &mut Vec<KeptActivity>, waiting: &mut Vec<oneshot::Sender<()>>) {
    match command {
        Command::Keep(activity) => batch.push(*activity),
        Command::Flush(done) => waiting.push(done),
    }
}

async fn keep(db: &Db, batch: &[KeptActivity]) -> AppResult<()> {
    let mut tx = db.begin_write().await?;
    store::insert_activities(&mut tx, batch).await?;
    tx.commit().await?;
    Ok(())
}
