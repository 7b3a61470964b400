//! Every SQL statement of the leases: the servicing crate's lease is kept as JSON, with the
//! columns the portal and the nightly run select on beside it.

pub mod nightly;

use servicing::{Lease, ServicingRules};
use sqlx::AnyConnection;

use super::model::{status_name, LeaseRecord, LeaseStore};
use crate::db::{self, Db, Exec};
use crate::error::{AppError, AppResult};

type Row = (
    i64,
    i64,
    String,
    String,
    String,
    String,
    String,
    String,
    String,
);

const COLUMNS: &str = "seq, version, guid, organization_id, customer_id, lease_number, \
     store_json, zip_code, lease_json";

fn record(row: Row) -> AppResult<LeaseRecord> {
    let (
        seq,
        version,
        guid,
        organization_id,
        customer_id,
        lease_number,
        store_json,
        zip_code,
        lease_json,
    ) = row;
    Ok(LeaseRecord {
        seq,
        version,
        guid,
        organization_id,
        customer_id,
        lease_number,
        store: db::json(&store_json, "leases.store_json")?,
        zip_code,
        lease: db::json(&lease_json, "leases.lease_json")?,
    })
}

/// The customer's leases, newest first.
pub async fn leases_of_customer<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
) -> AppResult<Vec<LeaseRecord>> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM leases WHERE customer_id = $1 ORDER BY seq DESC"
    ))
    .bind(customer_id)
    .fetch_all(ex)
    .await?;
    rows.into_iter().map(record).collect()
}

/// The lease with this guid when it is the customer's: another customer's lease is `None`,
/// exactly like a lease that does not exist.
pub async fn lease_of_customer<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    guid: &str,
) -> AppResult<Option<LeaseRecord>> {
    let row: Option<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM leases WHERE guid = $1 AND customer_id = $2"
    ))
    .bind(guid)
    .bind(customer_id)
    .fetch_optional(ex)
    .await?;
    row.map(record).transpose()
}

/// The lease with this `seq` (a payment's lease, read again to apply the payment).
pub async fn lease_by_seq<'e>(ex: impl Exec<'e>, seq: i64) -> AppResult<Option<LeaseRecord>> {
    let row: Option<Row> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM leases WHERE seq = $1"))
        .bind(seq)
        .fetch_optional(ex)
        .await?;
    row.map(record).transpose()
}

pub async fn lease_exists<'e>(ex: impl Exec<'e>, guid: &str) -> AppResult<bool> {
    let found: Option<i64> = sqlx::query_scalar("SELECT seq FROM leases WHERE guid = $1")
        .bind(guid)
        .fetch_optional(ex)
        .await?;
    Ok(found.is_some())
}

/// The customer whose lease this is.
pub async fn customer_of<'e>(ex: impl Exec<'e>, seq: i64) -> AppResult<String> {
    Ok(
        sqlx::query_scalar("SELECT customer_id FROM leases WHERE seq = $1")
            .bind(seq)
            .fetch_one(ex)
            .await?,
    )
}

/// Where to write about the lease: its customer's email, and the lease number.
pub async fn contact<'e>(ex: impl Exec<'e>, seq: i64) -> AppResult<Option<(String, String)>> {
    Ok(sqlx::query_as(
        "SELECT customers.email, leases.lease_number FROM leases \
         JOIN customers ON customers.id = leases.customer_id WHERE leases.seq = $1",
    )
    .bind(seq)
    .fetch_optional(ex)
    .await?)
}

/// `leases.next_service_on`: the first day the nightly run has work for the lease under the
/// organization's rules (YYYY-MM-DD, or NULL for none). Every write of a lease stores it from
/// here, so the run never skips a lease on a day it has work.
pub fn next_service_on(lease: &Lease, rules: &ServicingRules) -> Option<String> {
    lease.next_service_on(rules).map(|day| day.to_string())
}

/// A `next_service_on` before every day: the lease is due at the next run whatever it holds.
pub const DUE_NOW: &str = "0000-01-01";

pub struct NewLease<'a> {
    pub guid: &'a str,
    pub organization_id: &'a str,
    pub customer_id: &'a str,
    pub lease_number: &'a str,
    pub store: &'a LeaseStore,
    pub zip_code: &'a str,
    pub lease: &'a Lease,
    /// The organization's servicing rules (for the lease's next service day).
    pub rules: &'a ServicingRules,
}

/// Inserts a lease; answers its `seq`.
pub async fn insert_lease<'e>(
    ex: impl Exec<'e>,
    new: &NewLease<'_>,
    now_ms: i64,
) -> AppResult<i64> {
    let seq: i64 = sqlx::query_scalar(
        "INSERT INTO leases (guid, organization_id, customer_id, lease_number, store_json, \
         zip_code, status, lease_json, serviced_on, next_service_on, created_at_ms, \
         updated_at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) \
         RETURNING seq",
    )
    .bind(new.guid)
    .bind(new.organization_id)
    .bind(new.customer_id)
    .bind(new.lease_number)
    .bind(serde_json::to_string(new.store).map_err(anyhow::Error::from)?)
    .bind(new.zip_code)
    .bind(status_name(new.lease.status))
    .bind(serde_json::to_string(new.lease).map_err(anyhow::Error::from)?)
    .bind(new.lease.last_serviced_on.map(|d| d.to_string()))
    .bind(next_service_on(new.lease, new.rules))
    .bind(now_ms)
    .fetch_one(ex)
    .await?;
    Ok(seq)
}

/// Writes a changed lease back (its JSON, status, last serviced day and next service day under
/// the organization's `rules`) when it is still the version that was read; false when another
/// write came first (read it again).
pub async fn save_lease<'e>(
    ex: impl Exec<'e>,
    seq: i64,
    version: i64,
    lease: &Lease,
    rules: &ServicingRules,
    now_ms: i64,
) -> AppResult<bool> {
    let saved = sqlx::query(
        "UPDATE leases SET lease_json = $1, status = $2, serviced_on = $3, next_service_on = $4, \
         updated_at_ms = $5, version = version + 1 WHERE seq = $6 AND version = $7",
    )
    .bind(serde_json::to_string(lease).map_err(anyhow::Error::from)?)
    .bind(status_name(lease.status))
    .bind(lease.last_serviced_on.map(|d| d.to_string()))
    .bind(next_service_on(lease, rules))
    .bind(now_ms)
    .bind(seq)
    .bind(version)
    .execute(ex)
    .await?;
    Ok(saved.rows_affected() == 1)
}

/// A lease changed and written in a write transaction still open: the caller adds its own
/// writes to `tx` and commits.
pub struct Updated<T> {
    pub tx: sqlx::Transaction<'static, sqlx::Any>,
    /// The lease as it was read.
    pub record: LeaseRecord,
    /// The lease as it was written.
    pub lease: Lease,
    pub answer: T,
}

/// Which lease `update_with_retry` reads.
pub enum Lookup<'a> {
    /// The customer's lease with this guid: another customer's is not found, exactly like one
    /// that does not exist.
    OfCustomer { customer_id: &'a str, guid: &'a str },
    /// The lease with this `seq` (a payment's lease).
    Seq(i64),
}

impl Lookup<'_> {
    async fn read(&self, conn: &mut AnyConnection) -> AppResult<LeaseRecord> {
        match *self {
            Lookup::OfCustomer { customer_id, guid } => lease_of_customer(conn, customer_id, guid)
                .await?
                .ok_or_else(|| AppError::not_found("Lease not found.")),
            Lookup::Seq(seq) => lease_by_seq(conn, seq)
                .await?
                .ok_or_else(|| AppError::Internal(anyhow::anyhow!("lease {seq} is gone"))),
        }
    }
}

/// Changes one lease under optimistic concurrency: reads it (in a write transaction), changes
/// a copy (`change`, given the organization's rules: the lease as it should be, and what to
/// answer) and writes it when it is still the version read. A write that lost a race with
/// another (a portal call, the nightly run, a payment settling) reads the lease again, up to
/// `attempts` times; None when it kept changing. A change that leaves the lease as it was
/// writes nothing (another request got there first).
pub async fn update_with_retry<T>(
    db: &Db,
    lease: Lookup<'_>,
    attempts: usize,
    now_ms: i64,
    mut change: impl FnMut(&LeaseRecord, &ServicingRules) -> AppResult<(Lease, T)>,
) -> AppResult<Option<Updated<T>>> {
    for _ in 0..attempts {
        let mut tx = db.begin_write().await?;
        let record = lease.read(&mut tx).await?;
        let rules = rules(&mut *tx, &record.organization_id).await?;
        let (changed, answer) = change(&record, &rules)?;
        if changed == record.lease
            || save_lease(
                &mut *tx,
                record.seq,
                record.version,
                &changed,
                &rules,
                now_ms,
            )
            .await?
        {
            return Ok(Some(Updated {
                tx,
                record,
                lease: changed,
                answer,
            }));
        }
    }
    Ok(None)
}

/// Replaces the organization's servicing rules and marks its open leases due: a next service
/// day was computed under the old rules, so the next run services each lease under the new
/// ones (and stores its day). Returns how many leases were marked.
pub async fn replace_rules(
    tx: &mut sqlx::AnyConnection,
    organization_id: &str,
    rules: &ServicingRules,
    now_ms: i64,
) -> AppResult<u64> {
    let known: Option<String> = sqlx::query_scalar("SELECT id FROM organizations WHERE id = $1")
        .bind(organization_id)
        .fetch_optional(&mut *tx)
        .await?;
    if known.is_none() {
        return Err(AppError::not_found(format!(
            "No organization {organization_id}."
        )));
    }
    sqlx::query(
        "INSERT INTO servicing_rules (organization_id, rules_json, updated_at_ms) \
         VALUES ($1, $2, $3) ON CONFLICT (organization_id) DO UPDATE \
         SET rules_json = excluded.rules_json, updated_at_ms = excluded.updated_at_ms",
    )
    .bind(organization_id)
    .bind(serde_json::to_string(rules).map_err(anyhow::Error::from)?)
    .bind(now_ms)
    .execute(&mut *tx)
    .await?;
    let marked = sqlx::query(
        "UPDATE leases SET next_service_on = $1 WHERE organization_id = $2 \
         AND status IN ('Pending', 'Active', 'PastDue')",
    )
    .bind(DUE_NOW)
    .bind(organization_id)
    .execute(&mut *tx)
    .await?;
    Ok(marked.rows_affected())
}

/// The organization's servicing rules; the servicing crate's defaults when none are stored.
pub async fn rules<'e>(ex: impl Exec<'e>, organization_id: &str) -> AppResult<ServicingRules> {
    let json: Option<String> =
        sqlx::query_scalar("SELECT rules_json FROM servicing_rules WHERE organization_id = $1")
            .bind(organization_id)
            .fetch_optional(ex)
            .await?;
    Ok(match json {
        Some(json) => db::json(&json, "servicing_rules.rules_json")?,
        None => ServicingRules::default(),
    })
}

/// The current status of these leases, by guid.
pub async fn statuses(
    pool: &sqlx::AnyPool,
    guids: &[String],
) -> AppResult<std::collections::HashMap<String, String>> {
    if guids.is_empty() {
        return Ok(Default::default());
    }
    let sql = format!(
        "SELECT guid, status FROM leases WHERE guid IN ({})",
        db::placeholders(1, guids.len())
    );
    let mut query = sqlx::query_as::<_, (String, String)>(&sql);
    for guid in guids {
        query = query.bind(guid);
    }
    Ok(query.fetch_all(pool).await?.into_iter().collect())
}

/// Holds the lease's row until the transaction ends (PostgreSQL; SQLite's writer holds the
/// whole database already), so changes of what hangs off the lease take turns.
pub async fn hold<'e>(ex: impl Exec<'e>, backend: db::Backend, seq: i64) -> AppResult<()> {
    if backend == db::Backend::Postgres {
        sqlx::query("SELECT seq FROM leases WHERE seq = $1 FOR UPDATE")
            .bind(seq)
            .execute(ex)
            .await?;
    }
    Ok(())
}

/// How many leases the database holds.
pub async fn count<'e>(ex: impl Exec<'e>) -> AppResult<i64> {
    Ok(sqlx::query_scalar("SELECT COUNT(*) FROM leases")
        .fetch_one(ex)
        .await?)
}
