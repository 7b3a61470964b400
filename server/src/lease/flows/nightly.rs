//! The nightly servicing (`leasefront servicing run --as-of YYYY-MM-DD`, run by `jobs::nightly`) of the open leases that
//! have work on one day (due dates, past-due amounts, late fees, status changes, notices),
//! through the servicing crate's `Lease::service`.
//!
//! Most leases have nothing to do on most days. Every write of a lease stores the first day it
//! has work (`leases.next_service_on`: `Lease::next_service_on` under the organization's rules,
//! through `lease::store::next_service_on`), and the run reads only the open leases whose day
//! has come.
//! Those are cut into chunks in `seq` order (`servicing_chunks`); each chunk is one transaction:
//! its changed leases with their next day, their notices in the outbox, their autopay charges
//! (recorded pending; `jobs::autopay` charges them after the run) and the chunk marked done
//! commit together. A done chunk is not claimed again, so a second run for the day changes
//! nothing and a killed run resumes where it stopped. A lease whose values did not change is not
//! written, only its next day (which is rare: the day a lease names has work unless the lease
//! changed since, or the day is a fresh migration's or a rules change's). On PostgreSQL several
//! workers run at once: a chunk is claimed with `FOR UPDATE SKIP LOCKED`, so no two workers
//! service the same leases. Servicing is idempotent on the lease itself (a notice is marked sent
//! in the lease), so even two runs at once send nothing twice. Its SQL is in `store/nightly.rs`.

use std::collections::{BTreeMap, BTreeSet};

use crate::outbox::model::BoxFuture;
use servicing::{AmountDue, Change, Lease, NightlyOutcome, Notice, ServicingRules};
use time::Date;

use crate::db::Db;
use crate::error::AppResult;
use crate::lease::model::{payment_terms, status_name};
use crate::lease::store::nightly::{self as store, Claimed, LeaseWrite, NextDay};
use crate::outbox::model::Channel;
use crate::outbox::operations::NewMessage;

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
    /// Autopay charges recorded (pending: `jobs::autopay::charge_pending` charges them).
    pub autopay: u64,
}

impl RunSummary {
    pub fn add(&mut self, other: &RunSummary) {
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

/// Records a lease's autopay charge for the day (lease seq, lease guid, day, amount, now) in
/// the chunk's transaction, so it commits with the chunk; true when recorded. The payments
/// feature does it (`jobs::nightly` hands it in): a lease does not write payments.
pub type RecordAutopay = for<'a, 't> fn(
    &'a mut sqlx::Transaction<'t, sqlx::Any>,
    i64,
    &'a str,
    Date,
    AmountDue,
    i64,
) -> BoxFuture<'a, AppResult<bool>>;

/// Open leases: what the run would have read every night before `next_service_on`.
pub async fn open_leases(db: &Db) -> anyhow::Result<u64> {
    Ok(store::count_open(db).await?.max(0) as u64)
}

/// Cuts the day's work into chunks of `chunk` leases, in `seq` order: the open leases due on
/// the day (`next_service_on` come) after the day's last chunk (all of them the first time; on
/// a second run for the day, only leases opened or made due since). Idempotent: an existing
/// chunk is left as it is.
pub async fn plan(db: &Db, as_of: Date, chunk: usize) -> anyhow::Result<()> {
    let day = as_of.to_string();
    let mut tx = db.begin_write().await?;
    let after = store::planned_through(&mut tx, &day).await?;
    let seqs = store::due_after(&mut tx, &day, after).await?;
    let chunks: Vec<(i64, i64, usize)> = seqs
        .chunks(chunk.max(1))
        .map(|c| (c[0], c[c.len() - 1], c.len()))
        .collect();
    store::insert_chunks(&mut tx, &day, &chunks).await?;
    tx.commit().await?;
    Ok(())
}

/// Leases the day's run still has to service: those in chunks not done, and the due ones after
/// the last chunk (every due lease before the day is planned). Counted as planned: a lease
/// closed or changed since still counts until its chunk is done.
pub async fn remaining(db: &Db, as_of: Date) -> anyhow::Result<u64> {
    let day = as_of.to_string();
    let (in_chunks, after) = store::chunks_left(db, &day).await?;
    let unplanned = store::count_due_after(db, &day, after).await?;
    Ok((in_chunks + unplanned).max(0) as u64)
}

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

/// Times a lease is read again when a portal call changed it between the read and the write.
const RETRIES: usize = 3;

/// What servicing one stored lease came to.
/// A lease whose run changed nothing gets only its next service day stored (the stored lease
/// stays as it is, and its next run works from the same values).
enum Step {
    Unchanged(NextDay),
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
    let next_service_on = crate::lease::store::next_service_on(&lease, rules);
    if outcome.is_empty() {
        return Ok(Step::Unchanged(NextDay {
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

/// Claims the day's next chunk not done (on PostgreSQL, one no other worker holds: `FOR UPDATE
/// SKIP LOCKED`), services its open leases due on the day and marks it done, in one
/// transaction: the changed leases, their notices and the chunk commit together. A lease whose
/// values did not change is not written, only its next service day. None when no chunk is left
/// (`plan` first).
pub async fn service_chunk(
    db: &Db,
    as_of: Date,
    now_ms: i64,
    record_autopay: RecordAutopay,
) -> anyhow::Result<Option<RunSummary>> {
    let day = as_of.to_string();
    let mut tx = db.begin_write().await?;
    let Some(range) = store::claim_chunk(&mut tx, db.backend, &day).await? else {
        return Ok(None);
    };
    let rows = store::due_in_chunk(&mut tx, range, &day).await?;
    let mut summary = RunSummary::default();
    let mut rules_of: BTreeMap<String, ServicingRules> = BTreeMap::new();
    for row in &rows {
        if !rules_of.contains_key(&row.6) {
            let rules = crate::lease::store::rules(&mut *tx, &row.6).await?;
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
    let writes: Vec<LeaseWrite> = changed
        .iter()
        .map(|s| LeaseWrite {
            seq: s.seq,
            version: s.version,
            lease: &s.lease,
            next_service_on: s.next_service_on.as_deref(),
        })
        .collect();
    let saved: BTreeSet<i64> = store::save_changed(&mut tx, &writes, now_ms)
        .await?
        .into_iter()
        .collect();
    let mut written = Vec::with_capacity(changed.len());
    for serviced in changed {
        if saved.contains(&serviced.seq) {
            written.push(serviced);
        } else {
            // A portal call changed it since the read: read it again and service that.
            let again = service_again(&mut tx, serviced.seq, as_of, &rules_of, now_ms).await?;
            match again {
                Again::Written(serviced) => written.push(*serviced),
                Again::Unchanged(lease) => unchanged.push(lease),
                Again::Failed => summary.failed += 1,
                Again::Closed => {}
            }
        }
    }
    store::save_next_days(&mut tx, &unchanged).await?;
    summary.serviced += unchanged.len() as u64;
    let messages = record_outcomes(
        &mut tx,
        &written,
        as_of,
        now_ms,
        record_autopay,
        &mut summary,
    )
    .await?;
    crate::outbox::operations::send_many(&mut tx, &messages, now_ms).await?;
    store::chunk_done(&mut tx, &day, range.0).await?;
    tx.commit().await?;
    Ok(Some(summary))
}

/// What servicing a lease again came to, after a portal call changed it under the run.
enum Again {
    Written(Box<Serviced>),
    Unchanged(NextDay),
    /// Refused by the rules, or still changing after `RETRIES` reads.
    Failed,
    /// Closed meanwhile: nothing left to service.
    Closed,
}

/// Reads the lease again and services that, writing it when it is still the version read.
async fn service_again(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    seq: i64,
    as_of: Date,
    rules_of: &BTreeMap<String, ServicingRules>,
    now_ms: i64,
) -> anyhow::Result<Again> {
    for _ in 0..RETRIES {
        let Some(row) = store::open_lease(tx, seq).await? else {
            return Ok(Again::Closed);
        };
        let rules = &rules_of[&row.6];
        let serviced = match service_row(row, as_of, rules)? {
            Step::Unchanged(lease) => return Ok(Again::Unchanged(lease)),
            Step::Refused => return Ok(Again::Failed),
            Step::Changed(serviced) => serviced,
        };
        let version = serviced.version;
        let saved = crate::lease::store::save_lease(
            &mut **tx,
            seq,
            version,
            &serviced.lease,
            rules,
            now_ms,
        )
        .await?;
        if saved {
            return Ok(Again::Written(serviced));
        }
    }
    tracing::warn!(
        seq,
        "nightly servicing gave up on a lease changing under it"
    );
    Ok(Again::Failed)
}

/// Counts what the written leases came to, records their autopay charges and answers their
/// notices' emails.
async fn record_outcomes(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    written: &[Serviced],
    as_of: Date,
    now_ms: i64,
    record_autopay: RecordAutopay,
    summary: &mut RunSummary,
) -> anyhow::Result<Vec<NewMessage>> {
    let mut messages: Vec<NewMessage> = Vec::new();
    for serviced in written {
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
            let (seq, guid) = (serviced.seq, &serviced.guid);
            if record_autopay(tx, seq, guid, as_of, amount, now_ms).await? {
                summary.autopay += 1;
            }
        }
        let notices = &serviced.outcome.notices;
        if notices.is_empty() {
            continue;
        }
        // Figured once for the lease's notices: each states them with its amount.
        let terms = payment_terms(&serviced.lease, as_of);
        for notice in notices {
            let (subject, body) = notice_email(notice, &serviced.lease_number, &terms);
            messages.push((Channel::Email, serviced.email.clone(), subject, body));
            summary.notices += 1;
        }
    }
    Ok(messages)
}

/// A notice's email (subject, body), in English and Spanish (the lease keeps no language of its
/// own), with the lease's payments remaining and total cost to own (`terms`, from
/// `payment_terms`) beside the amount it states.
pub fn notice_email(
    notice: &Notice,
    lease_number: &str,
    terms: &(String, String),
) -> (String, String) {
    let reference = format!("#{lease_number}");
    let (terms_en, terms_es) = terms;
    match notice {
        Notice::PaymentDue { due_date, amount } => (
            "Your lease payment is due soon / Su pago vence pronto".to_owned(),
            format!(
                "Your payment of {} is due on {due_date} (lease {reference}). {terms_en} Pay \
                 or check your autopay in the customer portal.\n\n\
                 Su pago de {} vence el {due_date} (arrendamiento {reference}). {terms_es} Pague \
                 o revise su pago automático en el portal de clientes.",
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
                 {terms_en} Pay now or choose a catch-up plan in the customer portal.\n\n\
                 Tiene {} vencido en su arrendamiento {reference}, con {days_past_due} días de \
                 atraso. {terms_es} Pague ahora o elija un plan de pagos en el portal de clientes.",
                past_due.total, past_due.total
            ),
        ),
    }
}
