//! `leasefront servicing run --as-of YYYY-MM-DD`: the nightly servicing of every open lease
//! for one day (due dates, past-due amounts, late fees, status changes, notices), through the
//! servicing crate's `Lease::service`.
//!
//! Batches in `seq` order, each one transaction: the leases, their stored status and serviced
//! day, and their notices in the outbox commit together. A lease already serviced for the day is
//! not selected again, so a second run changes nothing and a killed run resumes where it
//! stopped. On PostgreSQL several workers run at once: a batch is claimed with
//! `FOR UPDATE SKIP LOCKED`, so no two workers service the same lease.

use std::collections::BTreeMap;
use std::sync::Arc;

use servicing::{Change, Lease, Notice, ServicingRules};
use time::Date;

use super::model::status_name;
use super::store;
use crate::db::{Backend, Db};
use crate::outbox::model::Channel;

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
}

impl RunSummary {
    fn add(&mut self, other: &RunSummary) {
        self.serviced += other.serviced;
        self.changed += other.changed;
        self.late_fees += other.late_fees;
        self.notices += other.notices;
        self.failed += other.failed;
        for (status, n) in &other.status_changes {
            *self.status_changes.entry(status.clone()).or_default() += n;
        }
    }
}

const OPEN: &str = "status IN ('Pending', 'Active', 'PastDue')";

/// Open leases not yet serviced for `as_of` (what a run still has to do).
pub async fn remaining(db: &Db, as_of: Date) -> anyhow::Result<u64> {
    let n: i64 = sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM leases WHERE {OPEN} AND (serviced_on IS NULL OR serviced_on < $1)"
    ))
    .bind(as_of.to_string())
    .fetch_one(&db.pool)
    .await?;
    Ok(n.max(0) as u64)
}

/// Services every open lease for `as_of` with `workers` workers (one on SQLite, whose writes
/// are serialized anyway), `batch` leases per transaction. `progress` is told how many leases
/// each finished batch serviced.
pub async fn run(
    db: &Db,
    as_of: Date,
    workers: usize,
    batch: usize,
    now_ms: i64,
    progress: Arc<dyn Fn(u64) + Send + Sync>,
) -> anyhow::Result<RunSummary> {
    let workers = if db.backend == Backend::Postgres {
        workers.max(1)
    } else {
        1
    };
    let mut summary = RunSummary::default();
    // Most leases in one pass; a second, single-worker pass picks up those a portal call
    // changed between a batch's read and its write.
    for pass_workers in [workers, 1] {
        let mut tasks = Vec::with_capacity(pass_workers);
        for _ in 0..pass_workers {
            let db = db.clone();
            let progress = progress.clone();
            tasks.push(tokio::spawn(async move {
                let mut summary = RunSummary::default();
                // Each worker walks the leases in `seq` order: a batch reads from where the last
                // one ended instead of skipping every lease already serviced.
                let mut after_seq = 0;
                loop {
                    let (done, last_seq) =
                        service_batch(&db, as_of, after_seq, batch.max(1), now_ms).await?;
                    let Some(last_seq) = last_seq else {
                        return anyhow::Ok(summary);
                    };
                    after_seq = last_seq;
                    progress(done.serviced + done.failed);
                    summary.add(&done);
                }
            }));
        }
        for task in tasks {
            summary.add(&task.await??);
        }
        if remaining(db, as_of).await? == 0 {
            break;
        }
    }
    Ok(summary)
}

type Claimed = (
    i64,
    i64,
    Option<String>,
    String,
    String,
    String,
    String,
    String,
);

/// Claims and services one batch of leases after `after_seq` in one transaction (what a run
/// repeats until none is left). Returns what it did and the last `seq` it claimed (`None`: no
/// lease was left to claim).
pub async fn service_batch(
    db: &Db,
    as_of: Date,
    after_seq: i64,
    batch: usize,
    now_ms: i64,
) -> anyhow::Result<(RunSummary, Option<i64>)> {
    let lock = match db.backend {
        Backend::Postgres => " FOR UPDATE OF leases SKIP LOCKED",
        Backend::Sqlite => "",
    };
    let mut tx = db.pool.begin().await?;
    let rows: Vec<Claimed> = sqlx::query_as(&format!(
        "SELECT leases.seq, leases.version, leases.serviced_on, leases.guid, leases.lease_number, leases.lease_json, \
         customers.email, leases.organization_id FROM leases JOIN customers ON customers.id = leases.customer_id \
         WHERE leases.seq > $1 AND leases.{OPEN} \
         AND (leases.serviced_on IS NULL OR leases.serviced_on < $2) \
         ORDER BY leases.seq LIMIT $3{lock}"
    ))
    .bind(after_seq)
    .bind(as_of.to_string())
    .bind(batch as i64)
    .fetch_all(&mut *tx)
    .await?;
    let last_seq = rows.last().map(|row| row.0);
    let mut summary = RunSummary::default();
    let mut rules_of: BTreeMap<String, ServicingRules> = BTreeMap::new();
    let mut untouched: Vec<i64> = Vec::new();
    for (seq, version, serviced_on, guid, lease_number, lease_json, email, organization_id) in rows
    {
        if !rules_of.contains_key(&organization_id) {
            let rules = store::rules(&mut *tx, &organization_id).await?;
            rules_of.insert(organization_id.clone(), rules);
        }
        let rules = &rules_of[&organization_id];
        let mut lease: Lease = crate::db::json(&lease_json, "leases.lease_json")?;
        // The column is the last serviced day; the JSON's only moves when the lease changed.
        let column_day = serviced_on.as_deref().and_then(|day| {
            time::Date::parse(
                day,
                time::macros::format_description!("[year]-[month]-[day]"),
            )
            .ok()
        });
        lease.last_serviced_on = lease.last_serviced_on.max(column_day);
        let outcome = match lease.service(as_of, rules) {
            Ok(outcome) => outcome,
            Err(error) => {
                tracing::warn!(lease = %guid, %error, "nightly servicing refused the lease");
                sqlx::query("UPDATE leases SET serviced_on = $1 WHERE seq = $2")
                    .bind(as_of.to_string())
                    .bind(seq)
                    .execute(&mut *tx)
                    .await?;
                summary.failed += 1;
                continue;
            }
        };
        if outcome.changes.is_empty() && outcome.notices.is_empty() {
            // Nothing changed but the day: one statement for all of them, after the loop.
            untouched.push(seq);
            summary.serviced += 1;
            continue;
        }
        let saved = store::save_lease(&mut *tx, seq, version, &lease, now_ms).await?;
        if !saved {
            // A portal call changed it since the claim: the next batch reads it again.
            continue;
        }
        summary.serviced += 1;
        if !outcome.changes.is_empty() {
            summary.changed += 1;
        }
        for change in &outcome.changes {
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
        for notice in &outcome.notices {
            let (subject, body) = notice_email(notice, &lease_number);
            crate::outbox::store::enqueue(
                &mut *tx,
                Channel::Email,
                &email,
                &subject,
                &body,
                now_ms,
            )
            .await?;
            summary.notices += 1;
        }
    }
    if !untouched.is_empty() {
        let placeholders: Vec<String> = (2..untouched.len() + 2).map(|n| format!("${n}")).collect();
        let sql = format!(
            "UPDATE leases SET serviced_on = $1 WHERE seq IN ({})",
            placeholders.join(", ")
        );
        let mut statement = sqlx::query(&sql).bind(as_of.to_string());
        for seq in &untouched {
            statement = statement.bind(*seq);
        }
        statement.execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok((summary, last_seq))
}

/// A notice's email, in English and Spanish (the lease keeps no language of its own).
fn notice_email(notice: &Notice, lease_number: &str) -> (String, String) {
    let reference = format!("#{lease_number}");
    match notice {
        Notice::PaymentDue { due_date, amount } => (
            "Your lease payment is due soon / Su pago vence pronto".to_owned(),
            format!(
                "Your payment of {} is due on {due_date} (lease {reference}). Pay or check \
                 your autopay in the customer portal.\n\n\
                 Su pago de {} vence el {due_date} (contrato {reference}). Pague o revise su pago \
                 automático en el portal de clientes.",
                amount.total, amount.total
            ),
        ),
        Notice::PastDue {
            past_due,
            days_past_due,
        } => (
            "Your lease is past due / Su contrato tiene pagos vencidos".to_owned(),
            format!(
                "{} is past due on your lease {reference}, {days_past_due} days late. \
                 Pay now or choose a catch-up plan in the customer portal.\n\n\
                 Tiene {} vencido en su contrato {reference}, con {days_past_due} días de \
                 atraso. Pague ahora o elija un plan de pagos en el portal de clientes.",
                past_due.total, past_due.total
            ),
        ),
    }
}
