//! `leasefront servicing run`: the nightly servicing of the leases' day (`lease::flows::nightly`)
//! with several workers, each taking the day's chunks until none is left.

use std::sync::Arc;

use time::Date;

use crate::db::{Backend, Db};
use crate::outbox::model::BoxFuture;
use servicing::AmountDue;

use crate::error::AppResult;
use crate::lease::flows::nightly;
pub use crate::lease::flows::nightly::{notice_email, open_leases, plan, remaining, RunSummary};

/// The day's autopay charge of a lease, recorded by the payments feature in the chunk's
/// transaction.
fn record_autopay<'a>(
    tx: &'a mut sqlx::Transaction<'_, sqlx::Any>,
    lease_seq: i64,
    lease_guid: &'a str,
    day: Date,
    amount: AmountDue,
    now_ms: i64,
) -> BoxFuture<'a, AppResult<bool>> {
    Box::pin(crate::payments::flows::autopay::record(
        tx, lease_seq, lease_guid, day, amount, now_ms,
    ))
}

/// Services the day's next chunk (see `lease::flows::nightly::service_chunk`), its autopay
/// charges recorded with it; None when no chunk is left.
pub async fn service_chunk(
    db: &Db,
    as_of: Date,
    now_ms: i64,
) -> anyhow::Result<Option<RunSummary>> {
    nightly::service_chunk(db, as_of, now_ms, record_autopay).await
}

/// Services every open lease due on `as_of` with `workers` workers (one on SQLite, whose writes
/// are serialized anyway), `chunk` leases per transaction. `progress` is told how many leases
/// each finished chunk serviced.
pub async fn run(
    db: &Db,
    as_of: Date,
    workers: usize,
    chunk: usize,
    now_ms: i64,
    progress: Arc<dyn Fn(u64) + Send + Sync>,
) -> anyhow::Result<RunSummary> {
    let workers = if db.backend == Backend::Postgres {
        workers.max(1)
    } else {
        1
    };
    plan(db, as_of, chunk).await?;
    let mut tasks = Vec::with_capacity(workers);
    for _ in 0..workers {
        let db = db.clone();
        let progress = progress.clone();
        tasks.push(tokio::spawn(async move {
            let mut summary = RunSummary::default();
            while let Some(done) = service_chunk(&db, as_of, now_ms).await? {
                progress(done.serviced + done.failed);
                summary.add(&done);
            }
            anyhow::Ok(summary)
        }));
    }
    let mut summary = RunSummary::default();
    for task in tasks {
        summary.add(&task.await??);
    }
    Ok(summary)
}
