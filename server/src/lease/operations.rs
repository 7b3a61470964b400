//! What other features may do with leases: read them and the rules they are serviced under,
//! open one, change one under optimistic concurrency. The writes take the caller's open
//! transaction, so the lease changes with what they write, or not at all. The tables stay
//! behind these.

pub use super::store::{
    contact, count, customer_of, hold, lease_exists as exists, replace_rules, rules, statuses,
    update_with_retry, Lookup, NewLease, Updated,
};

use time::Date;

use super::store;
use crate::error::{AppError, AppResult};

/// How many payments remain on the lease and its total cost to own as of `as_of`, as an email
/// states them with a payment amount (English, Spanish); None for no such lease.
pub async fn payment_terms_of<'e>(
    ex: impl crate::db::Exec<'e>,
    seq: i64,
    as_of: Date,
) -> AppResult<Option<(String, String)>> {
    Ok(store::lease_by_seq(ex, seq)
        .await?
        .map(|record| super::model::payment_terms(&record.lease, as_of)))
}

/// Turns the lease's own autopay flag on or off from `day` (the nightly run reads it from the
/// lease: it names the due dates autopay charges), in the caller's transaction. A lease another
/// write changed since it was read is a conflict: the caller's change is rolled back whole.
pub async fn set_autopay(
    tx: &mut sqlx::AnyConnection,
    seq: i64,
    on: bool,
    day: Date,
    now_ms: i64,
) -> AppResult<()> {
    let current = store::lease_by_seq(&mut *tx, seq)
        .await?
        .ok_or_else(|| AppError::not_found("Lease not found."))?;
    let mut lease = current.lease.clone();
    if !lease.set_autopay(on, day) {
        return Ok(());
    }
    let rules = store::rules(&mut *tx, &current.organization_id).await?;
    if store::save_lease(
        &mut *tx,
        current.seq,
        current.version,
        &lease,
        &rules,
        now_ms,
    )
    .await?
    {
        Ok(())
    } else {
        Err(AppError::Conflict(
            "The lease changed while autopay was being set. Try again.".to_owned(),
        ))
    }
}

/// Opens a lease in the caller's transaction; answers its `seq`, the key other features keep.
pub async fn open(tx: &mut sqlx::AnyConnection, new: &NewLease<'_>, now_ms: i64) -> AppResult<i64> {
    store::insert_lease(&mut *tx, new, now_ms).await
}
