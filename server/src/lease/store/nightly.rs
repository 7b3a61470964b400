//! Every SQL statement of the nightly servicing run: the day's chunks (`servicing_chunks`),
//! the due leases of a chunk, and the batched writes of the leases it serviced. The statements
//! the other jobs need are in the features' stores.

use servicing::Lease;

use crate::db::{self, Backend, Db};
use crate::lease::model::status_name;

/// The open statuses: a lease in one of them is serviced.
const OPEN: &str = "status IN ('Pending', 'Active', 'PastDue')";

/// Rows per INSERT of chunks (4 binds each, under SQLite's limit).
const CHUNKS_PER_INSERT: usize = 1000;

/// Changed leases per UPDATE (6 binds each, under SQLite's limit).
const LEASES_PER_UPDATE: usize = 500;

/// Unchanged leases per UPDATE of their next service day (3 binds each).
const DAYS_PER_UPDATE: usize = 1000;

type Tx<'t> = sqlx::Transaction<'t, sqlx::Any>;

/// A due lease as the run reads it: seq, version, guid, lease number, lease JSON, the
/// customer's email, the organization id.
pub type Claimed = (i64, i64, String, String, String, String, String);

const CLAIMED_COLUMNS: &str =
    "SELECT leases.seq, leases.version, leases.guid, leases.lease_number, \
     leases.lease_json, customers.email, leases.organization_id \
     FROM leases JOIN customers ON customers.id = leases.customer_id";

/// A serviced lease to write, when it is still the version read.
pub struct LeaseWrite<'a> {
    pub seq: i64,
    pub version: i64,
    pub lease: &'a Lease,
    pub next_service_on: Option<&'a str>,
}

/// A lease whose run changed nothing: only its next service day is written.
pub struct NextDay {
    pub seq: i64,
    pub version: i64,
    pub next_service_on: Option<String>,
}

/// How many leases are open.
pub async fn count_open(db: &Db) -> sqlx::Result<i64> {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM leases WHERE {OPEN}"))
        .fetch_one(&db.pool)
        .await
}

/// The last `seq` the day's chunks cover (0 before the first).
pub async fn planned_through(tx: &mut Tx<'_>, day: &str) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT COALESCE(MAX(last_seq), 0) FROM servicing_chunks WHERE as_of = $1")
        .bind(day)
        .fetch_one(&mut **tx)
        .await
}

/// The open leases due on the day after `after`, in `seq` order.
pub async fn due_after(tx: &mut Tx<'_>, day: &str, after: i64) -> sqlx::Result<Vec<i64>> {
    sqlx::query_scalar(&format!(
        "SELECT seq FROM leases WHERE seq > $1 AND {OPEN} AND next_service_on <= $2 ORDER BY seq"
    ))
    .bind(after)
    .bind(day)
    .fetch_all(&mut **tx)
    .await
}

/// Adds the day's chunks (first seq, last seq, leases); an existing one is left as it is.
pub async fn insert_chunks(
    tx: &mut Tx<'_>,
    day: &str,
    chunks: &[(i64, i64, usize)],
) -> sqlx::Result<()> {
    for rows in chunks.chunks(CHUNKS_PER_INSERT) {
        // The day is bound once per row: simpler than a shared `$1` in every row.
        let sql = format!(
            "INSERT INTO servicing_chunks (as_of, first_seq, last_seq, leases) VALUES {} \
             ON CONFLICT DO NOTHING",
            db::value_rows(1, rows.len(), 4)
        );
        let mut statement = sqlx::query(&sql);
        for (first, last, leases) in rows {
            statement = statement
                .bind(day)
                .bind(*first)
                .bind(*last)
                .bind(*leases as i64);
        }
        statement.execute(&mut **tx).await?;
    }
    Ok(())
}

/// Leases in the day's chunks not done, and the last `seq` the chunks cover.
pub async fn chunks_left(db: &Db, day: &str) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as(
        "SELECT CAST(COALESCE(SUM(CASE WHEN done = 0 THEN leases ELSE 0 END), 0) AS BIGINT), \
         CAST(COALESCE(MAX(last_seq), 0) AS BIGINT) FROM servicing_chunks WHERE as_of = $1",
    )
    .bind(day)
    .fetch_one(&db.pool)
    .await
}

/// How many open leases are due on the day after `after`.
pub async fn count_due_after(db: &Db, day: &str, after: i64) -> sqlx::Result<i64> {
    sqlx::query_scalar(&format!(
        "SELECT COUNT(*) FROM leases WHERE seq > $1 AND {OPEN} AND next_service_on <= $2"
    ))
    .bind(after)
    .bind(day)
    .fetch_one(&db.pool)
    .await
}

/// Claims the day's next chunk not done (first and last seq); on PostgreSQL one no other
/// worker holds (`FOR UPDATE SKIP LOCKED`).
pub async fn claim_chunk(
    tx: &mut Tx<'_>,
    backend: Backend,
    day: &str,
) -> sqlx::Result<Option<(i64, i64)>> {
    let lock = match backend {
        Backend::Postgres => " FOR UPDATE SKIP LOCKED",
        Backend::Sqlite => "",
    };
    sqlx::query_as(&format!(
        "SELECT first_seq, last_seq FROM servicing_chunks WHERE as_of = $1 AND done = 0 \
         ORDER BY first_seq LIMIT 1{lock}"
    ))
    .bind(day)
    .fetch_optional(&mut **tx)
    .await
}

/// The open leases of a chunk due on the day.
pub async fn due_in_chunk(
    tx: &mut Tx<'_>,
    (first_seq, last_seq): (i64, i64),
    day: &str,
) -> sqlx::Result<Vec<Claimed>> {
    // The due leases of the range from the index (`leases_next_service`) first, then their
    // rows: PostgreSQL's generic plan for the flat query scanned the range's rows through the
    // primary key, reading every lease's row to keep the due ones.
    sqlx::query_as(&format!(
        "{CLAIMED_COLUMNS} WHERE leases.seq IN (SELECT seq FROM leases \
         WHERE seq BETWEEN $1 AND $2 AND {OPEN} AND next_service_on <= $3) ORDER BY leases.seq"
    ))
    .bind(first_seq)
    .bind(last_seq)
    .bind(day)
    .fetch_all(&mut **tx)
    .await
}

/// The lease again, when it is still open.
pub async fn open_lease(tx: &mut Tx<'_>, seq: i64) -> sqlx::Result<Option<Claimed>> {
    sqlx::query_as(&format!(
        "{CLAIMED_COLUMNS} WHERE leases.seq = $1 AND leases.{OPEN}"
    ))
    .bind(seq)
    .fetch_optional(&mut **tx)
    .await
}

/// Writes the changed leases with one statement per `LEASES_PER_UPDATE`, each only if its
/// version is still the one read; returns the `seq`s written.
pub async fn save_changed(
    tx: &mut Tx<'_>,
    changed: &[LeaseWrite<'_>],
    now_ms: i64,
) -> anyhow::Result<Vec<i64>> {
    let mut saved = Vec::new();
    for rows in changed.chunks(LEASES_PER_UPDATE) {
        let sql = format!(
            "WITH v (seq, version, lease_json, status, serviced_on, next_service_on) AS \
             (VALUES {}) \
             UPDATE leases SET lease_json = v.lease_json, status = v.status, \
             serviced_on = v.serviced_on, next_service_on = v.next_service_on, \
             updated_at_ms = $1, version = leases.version + 1 \
             FROM v WHERE leases.seq = CAST(v.seq AS BIGINT) \
             AND leases.version = CAST(v.version AS BIGINT) RETURNING leases.seq",
            db::value_rows(2, rows.len(), 6)
        );
        let mut statement = sqlx::query_scalar::<_, i64>(&sql).bind(now_ms);
        for row in rows {
            statement = statement
                .bind(row.seq)
                .bind(row.version)
                .bind(serde_json::to_string(row.lease)?)
                .bind(status_name(row.lease.status))
                .bind(row.lease.last_serviced_on.map(|d| d.to_string()))
                .bind(row.next_service_on.map(str::to_owned));
        }
        saved.extend(statement.fetch_all(&mut **tx).await?);
    }
    Ok(saved)
}

/// Stores the next service day of the leases whose run changed nothing, each only if its
/// version is still the one read (a portal call since stored its own day with its write).
/// The version stays: nothing a portal call reads changed.
pub async fn save_next_days(tx: &mut Tx<'_>, unchanged: &[NextDay]) -> sqlx::Result<()> {
    for rows in unchanged.chunks(DAYS_PER_UPDATE) {
        let sql = format!(
            "WITH v (seq, version, next_service_on) AS (VALUES {}) \
             UPDATE leases SET next_service_on = v.next_service_on \
             FROM v WHERE leases.seq = CAST(v.seq AS BIGINT) \
             AND leases.version = CAST(v.version AS BIGINT)",
            db::value_rows(1, rows.len(), 3)
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

/// Marks the day's chunk starting at `first_seq` done.
pub async fn chunk_done(tx: &mut Tx<'_>, day: &str, first_seq: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE servicing_chunks SET done = 1 WHERE as_of = $1 AND first_seq = $2")
        .bind(day)
        .bind(first_seq)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
