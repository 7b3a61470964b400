//! `leasefront servicing run --as-of YYYY-MM-DD`: the nightly servicing of the open leases that
//! have work on one day (due dates, past-due amounts, late fees, status changes, notices),
//! through the servicing crate's `Lease::service`.
//!
//! Most leases have nothing to do on most days. Every write of a lease stores the first day it
//! has work (`leases.next_service_on`: `Lease::next_service_on` under the organization's rules,
//! through `store::next_service_on`), and the run reads only the open leases whose day has come.
//! Those are cut into chunks in `seq` order (`servicing_chunks`); each chunk is one transaction:
//! its changed leases with their next day, their notices in the outbox, their autopay charges
//! (recorded pending; `payments::autopay` charges them after the run) and the chunk marked done
//! commit together. A done chunk is not claimed again, so a second run for the day changes
//! nothing and a killed run resumes where it stopped. A lease whose values did not change is not
//! written, only its next day (which is rare: the day a lease names has work unless the lease
//! changed since, or the day is a fresh migration's or a rules change's). On PostgreSQL several
//! workers run at once: a chunk is claimed with `FOR UPDATE SKIP LOCKED`, so no two workers
//! service the same leases. Servicing is idempotent on the lease itself (a notice is marked sent
//! in the lease), so even two runs at once send nothing twice.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use servicing::{Change, Lease, NightlyOutcome, Notice, ServicingRules};
use time::Date;

use super::model::status_name;
use super::store;
use crate::db::{Backend, Db};
use crate::outbox::model::Channel;
use crate::outbox::store::NewMessage;

/// What a run did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct RunSummary {
    /// Leases serviced for the day by this run.
    pub serviced: u64,
    /// Of them, leases whose values changed.
    pub changed: u64,
    /// Late fees assessed.
    pub late_fees: u64,
    /// Status changes, by the status reached.
    pub status_changes: BTreeMap<String, u64>,
    /// Notices put in the outbox.
    pub notices: u64,
    /// Leases the rules refused (logged; marked serviced so the run goes on).
    pub failed: u64,
    /// Autopay charges recorded (pending: `payments::autopay::charge_pending` charges them).
    pub autopay: u64,
}

impl RunSummary {
    fn add(&mut self, other: &RunSummary) {
        self.serviced += other.serviced;
        self.changed += other.changed;
        self.late_fees += other.late_fees;
        self.notices += other.notices;
        self.failed += other.failed;
        self.autopay += other.autopay;
        for (status, n) in &other.status_changes {
            *self.status_changes.entry(status.clone()).or_default() += n;
        }
    }
}

const OPEN: &str = "status IN ('Pending', 'Active', 'PastDue')";

/// Rows per INSERT of chunks (4 binds each, under SQLite's limit).
const CHUNKS_PER_INSERT: usize = 1000;

/// Open leases: what the run would have read every night before `next_service_on`.
pub async fn open_leases(db: &Db) -> anyhow::Result<u64> {
    let count: i64 = sqlx::query_scalar(&format!("SELECT COUNT(*) FROM leases WHERE {OPEN}"))
        .fetch_one(&db.pool)
        .await?;
    Ok(count.max(0) as u64)
}

/// Cuts the day's work into chunks of `chunk` leases, in `seq` order: the open leases due on
/// the day (`next_service_on` come) after the day's last chunk (all of them the first time; on
/// a second run for the day, only leases opened or made due since). Idempotent: an existing
/// chunk is left as it is.
pub async fn plan(db: &Db, as_of: Date, chunk: usize) -> anyhow::Result<()> {
    let day = as_of.to_string();
    let mut tx = db.pool.begin().await?;
    let after: i64 = sqlx::query_scalar(
        "SELECT COALESCE(MAX(last_seq), 0) FROM servicing_chunks WHERE as_of = $1",
    )
    .bind(&day)
    .fetch_one(&mut *tx)
    .await?;
    let seqs: Vec<i64> = sqlx::query_scalar(&format!(
        "SELECT seq FROM leases WHERE seq > $1 AND {OPEN} AND next_service_on <= $2 ORDER BY seq"
    ))
    .bind(after)
    .bind(&day)
    .fetch_all(&mut *tx)
    .await?;
    let chunks: Vec<(i64, i64, usize)> = seqs
        .chunks(chunk.max(1))
        .map(|c| (c[0], c[c.len() - 1], c.len()))
        .collect();
    for rows in chunks.chunks(CHUNKS_PER_INSERT) {
        // The day is bound once per row: simpler than a shared `$1` in every row.
        let sql = format!(
            "INSERT INTO servicing_chunks (as_of, first_seq, last_seq, leases) VALUES {} \
             ON CONFLICT DO NOTHING",
            crate::db::value_rows(1, rows.len(), 4)
        );
        let mut statement = sqlx::query(&sql);
        for (first, last, leases) in rows {
            statement = statement
                .bind(&day)
                .bind(*first)
                .bind(*last)
                .bind(*leases as i64);
        }
        statement.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Leases the day's run still has to service: those in chunks not done, and the due ones after
/// the last chunk (every due lease before the day is planned). Counted as planned: a lease
/// closed or changed since still counts until its chunk is done.
pub async fn remaining(db: &Db, as_of: Date) -> anyhow::Result<u64> {
    let day = as_of.to_string();
    let (in_chunks, after): (i64, i64) = sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(CASE WHEN done = 0 THEN leases ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(MAX(last_seq), 0) AS BIGINT) FROM servicing_chunks WHERE as_of = $1",
    )
    .bind(&day)
    .fetch_one(&db.pool)
    .await?;
    let unplanned: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM leases WHERE seq > $1 AND {OPEN} AND next_service_on <= $2"
    ))
    .bind(after)
    .bind(&day)
    .fetch_one(&db.pool)
    .await?;
    Ok((in_chunks + unplanned).max(0) as u64)
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

type Claimed = (i64, i64, String, String, String, String, String);

const CLAIMED_COLUMNS: &str =
    "SELECT leases.seq, leases.version, leases.guid, leases.lease_number, \
     leases.lease_json, customers.email, leases.organization_id \
     FROM leases JOIN customers ON customers.id = leases.customer_id";

/// Times a lease is read again when a portal call changed it between the read and the write.
const RETRIES: usize = 3;

/// Changed leases per UPDATE (6 binds each, under SQLite's limit).
const LEASES_PER_UPDATE: usize = 500;

/// Unchanged leases per UPDATE of their next service day (3 binds each).
const DAYS_PER_UPDATE: usize = 1000;

/// A lease serviced in memory whose stored values changed, waiting to be written.
struct Serviced {
    seq: i64,
    version: i64,
    guid: String,
    lease_number: String,
    email: String,
    lease: Lease,
    outcome: NightlyOutcome,
    next_service_on: Option<String>,
}

/// A lease whose run changed nothing: only its next service day is stored (the stored lease
/// stays as it is, and its next run works from the same values).
struct Unchanged {
    seq: i64,
    version: i64,
    next_service_on: Option<String>,
}

/// What servicing one stored lease came to.
enum Step {
    Unchanged(Unchanged),
    Refused,
    Changed(Box<Serviced>),
}

fn service_row(row: Claimed, as_of: Date, rules: &ServicingRules) -> anyhow::Result<Step> {
    let (seq, version, guid, lease_number, lease_json, email, _) = row;
    let mut lease: Lease = crate::db::json(&lease_json, "leases.lease_json")?;
    let outcome = match lease.service(as_of, rules) {
        Ok(outcome) => outcome,
        Err(error) => {
            tracing::warn!(lease = %guid, %error, "nightly servicing refused the lease");
            return Ok(Step::Refused);
        }
    };
    let next_service_on = store::next_service_on(&lease, rules);
    if outcome.is_empty() {
        return Ok(Step::Unchanged(Unchanged {
            seq,
            version,
            next_service_on,
        }));
    }
    Ok(Step::Changed(Box::new(Serviced {
        seq,
        version,
        guid,
        lease_number,
        email,
        lease,
        outcome,
        next_service_on,
    })))
}

/// Writes the changed leases with one statement per `LEASES_PER_UPDATE`, each only if its
/// version is still the one read; returns the `seq`s written.
async fn save_changed(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    changed: &[Serviced],
    now_ms: i64,
) -> anyhow::Result<BTreeSet<i64>> {
    let mut saved = BTreeSet::new();
    for rows in changed.chunks(LEASES_PER_UPDATE) {
        let sql = format!(
            "WITH v (seq, version, lease_json, status, serviced_on, next_service_on) AS \
             (VALUES {}) \
             UPDATE leases SET lease_json = v.lease_json, status = v.status, \
             serviced_on = v.serviced_on, next_service_on = v.next_service_on, \
             updated_at_ms = $1, version = leases.version + 1 \
             FROM v WHERE leases.seq = CAST(v.seq AS BIGINT) \
             AND leases.version = CAST(v.version AS BIGINT) RETURNING leases.seq",
            crate::db::value_rows(2, rows.len(), 6)
        );
        let mut statement = sqlx::query_scalar::<_, i64>(&sql).bind(now_ms);
        for row in rows {
            statement = statement
                .bind(row.seq)
                .bind(row.version)
                .bind(serde_json::to_string(&row.lease)?)
                .bind(status_name(row.lease.status))
                .bind(row.lease.last_serviced_on.map(|d| d.to_string()))
                .bind(row.next_service_on.clone());
        }
        saved.extend(statement.fetch_all(&mut **tx).await?);
    }
    Ok(saved)
}

/// Stores the next service day of the leases whose run changed nothing, each only if its
/// version is still the one read (a portal call since stored its own day with its write).
/// The version stays: nothing a portal call reads changed.
async fn save_next_days(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    unchanged: &[Unchanged],
) -> anyhow::Result<()> {
    for rows in unchanged.chunks(DAYS_PER_UPDATE) {
        let sql = format!(
            "WITH v (seq, version, next_service_on) AS (VALUES {}) \
             UPDATE leases SET next_service_on = v.next_service_on \
             FROM v WHERE leases.seq = CAST(v.seq AS BIGINT) \
             AND leases.version = CAST(v.version AS BIGINT)",
            crate::db::value_rows(1, rows.len(), 3)
        );
        let mut statement = sqlx::query(&sql);
        for row in rows {
            statement = statement
                .bind(row.seq)
                .bind(row.version)
                .bind(row.next_service_on.clone());
        }
        statement.execute(&mut **tx).await?;
    }
    Ok(())
}

/// Claims the day's next chunk not done (on PostgreSQL, one no other worker holds: `FOR UPDATE
/// SKIP LOCKED`), services its open leases due on the day and marks it done, in one
/// transaction: the changed leases, their notices and the chunk commit together. A lease whose
/// values did not change is not written, only its next service day. None when no chunk is left
/// (`plan` first).
pub async fn service_chunk(
    db: &Db,
    as_of: Date,
    now_ms: i64,
) -> anyhow::Result<Option<RunSummary>> {
    let lock = match db.backend {
        Backend::Postgres => " FOR UPDATE SKIP LOCKED",
        Backend::Sqlite => "",
    };
    let day = as_of.to_string();
    let mut tx = db.pool.begin().await?;
    let claimed: Option<(i64, i64)> = sqlx::query_as(&format!(
        "SELECT first_seq, last_seq FROM servicing_chunks WHERE as_of = $1 AND done = 0 \
         ORDER BY first_seq LIMIT 1{lock}"
    ))
    .bind(&day)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((first_seq, last_seq)) = claimed else {
        return Ok(None);
    };
    // The due leases of the range from the index (`leases_next_service`) first, then their
    // rows: PostgreSQL's generic plan for the flat query scanned the range's rows through the
    // primary key, reading every lease's row to keep the due ones.
    let rows: Vec<Claimed> = sqlx::query_as(&format!(
        "{CLAIMED_COLUMNS} WHERE leases.seq IN (SELECT seq FROM leases \
         WHERE seq BETWEEN $1 AND $2 AND {OPEN} AND next_service_on <= $3) ORDER BY leases.seq"
    ))
    .bind(first_seq)
    .bind(last_seq)
    .bind(&day)
    .fetch_all(&mut *tx)
    .await?;
    let mut summary = RunSummary::default();
    let mut rules_of: BTreeMap<String, ServicingRules> = BTreeMap::new();
    for row in &rows {
        if !rules_of.contains_key(&row.6) {
            let rules = store::rules(&mut *tx, &row.6).await?;
            rules_of.insert(row.6.clone(), rules);
        }
    }
    let mut changed = Vec::new();
    let mut unchanged = Vec::new();
    for row in rows {
        let rules = &rules_of[&row.6];
        match service_row(row, as_of, rules)? {
            Step::Unchanged(lease) => unchanged.push(lease),
            Step::Refused => summary.failed += 1,
            Step::Changed(serviced) => changed.push(*serviced),
        }
    }
    let saved = save_changed(&mut tx, &changed, now_ms).await?;
    let mut written = Vec::with_capacity(changed.len());
    for serviced in changed {
        if saved.contains(&serviced.seq) {
            written.push(serviced);
            continue;
        }
        // A portal call changed it since the read: read it again and service that.
        let mut seq = serviced.seq;
        let mut attempt = 0;
        loop {
            attempt += 1;
            let again: Option<Claimed> = sqlx::query_as(&format!(
                "{CLAIMED_COLUMNS} WHERE leases.seq = $1 AND leases.{OPEN}"
            ))
            .bind(seq)
            .fetch_optional(&mut *tx)
            .await?;
            // Closed meanwhile: nothing left to service.
            let Some(row) = again else { break };
            let rules = &rules_of[&row.6];
            match service_row(row, as_of, rules)? {
                Step::Unchanged(lease) => unchanged.push(lease),
                Step::Refused => summary.failed += 1,
                Step::Changed(serviced) => {
                    let done = store::save_lease(
                        &mut *tx,
                        serviced.seq,
                        serviced.version,
                        &serviced.lease,
                        rules,
                        now_ms,
                    )
                    .await?;
                    if done {
                        written.push(*serviced);
                    } else if attempt < RETRIES {
                        seq = serviced.seq;
                        continue;
                    } else {
                        tracing::warn!(
                            seq,
                            "nightly servicing gave up on a lease changing under it"
                        );
                        summary.failed += 1;
                    }
                }
            }
            break;
        }
    }
    save_next_days(&mut tx, &unchanged).await?;
    summary.serviced += unchanged.len() as u64;
    let mut messages: Vec<NewMessage> = Vec::new();
    for serviced in &written {
        summary.serviced += 1;
        if !serviced.outcome.changes.is_empty() {
            summary.changed += 1;
        }
        for change in &serviced.outcome.changes {
            match change {
                Change::LateFeeAssessed { .. } => summary.late_fees += 1,
                Change::StatusChanged { to, .. } => {
                    *summary
                        .status_changes
                        .entry(status_name(*to).to_owned())
                        .or_default() += 1;
                }
                _ => {}
            }
        }
        if let Some(amount) = serviced.outcome.autopay {
            if crate::payments::autopay::record(
                &mut tx,
                serviced.seq,
                &serviced.guid,
                as_of,
                amount,
                now_ms,
            )
            .await?
            {
                summary.autopay += 1;
            }
        }
        for notice in &serviced.outcome.notices {
            let (subject, body) = notice_email(notice, &serviced.lease_number);
            messages.push((Channel::Email, serviced.email.clone(), subject, body));
            summary.notices += 1;
        }
    }
    crate::outbox::store::enqueue_many(&mut tx, &messages, now_ms).await?;
    sqlx::query("UPDATE servicing_chunks SET done = 1 WHERE as_of = $1 AND first_seq = $2")
        .bind(&day)
        .bind(first_seq)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Some(summary))
}

/// A notice's email (subject, body), in English and Spanish (the lease keeps no language of its
/// own).
pub fn notice_email(notice: &Notice, lease_number: &str) -> (String, String) {
    let reference = format!("#{lease_number}");
    match notice {
        Notice::PaymentDue { due_date, amount } => (
            "Your lease payment is due soon / Su pago vence pronto".to_owned(),
            format!(
                "Your payment of {} is due on {due_date} (lease {reference}). Pay or check \
                 your autopay in the customer portal.\n\n\
                 Su pago de {} vence el {due_date} (arrendamiento {reference}). Pague o revise su pago \
                 automático en el portal de clientes.",
                amount.total, amount.total
            ),
        ),
        Notice::PastDue {
            past_due,
            days_past_due,
        } => (
            "Your lease is past due / Su arrendamiento tiene pagos vencidos".to_owned(),
            format!(
                "{} is past due on your lease {reference}, {days_past_due} days late. \
                 Pay now or choose a catch-up plan in the customer portal.\n\n\
                 Tiene {} vencido en su arrendamiento {reference}, con {days_past_due} días de \
                 atraso. Pague ahora o elija un plan de pagos en el portal de clientes.",
                past_due.total, past_due.total
            ),
        ),
    }
}
