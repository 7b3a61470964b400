//! Every SQL statement of account deletion: record a customer's request once, and read it.

use sqlx::Row;

use crate::db::{violates_unique, Exec};
use crate::error::AppResult;

/// The reference's unique index, as PostgreSQL and SQLite name it.
const REFERENCE_INDEX: &str = "account_deletion_requests_reference_key";
const REFERENCE_COLUMN: &str = "account_deletion_requests.reference";

/// A recorded request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredRequest {
    pub id: String,
    pub reference: String,
    pub requested_at_ms: i64,
}

pub struct NewRequest<'a> {
    pub id: &'a str,
    pub customer_id: &'a str,
    pub site_id: &'a str,
    pub locale_id: &'a str,
    pub reference: &'a str,
    pub requested_at_ms: i64,
}

/// Records the customer's request, unless they made one: either way answers the customer's
/// request (its `id` is `request.id` when this call recorded it). One statement, so two
/// requests at once are told apart by the database, never by a read before the write. None
/// when another request has the reference (draw another; on PostgreSQL the transaction is
/// spoilt, so in a new one).
pub async fn record<'e>(
    ex: impl Exec<'e>,
    request: &NewRequest<'_>,
) -> AppResult<Option<StoredRequest>> {
    let recorded = sqlx::query(
        "INSERT INTO account_deletion_requests \
         (id, customer_id, site_id, locale_id, requested_at_ms, reference) \
         VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (customer_id) DO UPDATE SET customer_id = account_deletion_requests.customer_id \
         RETURNING id, reference, requested_at_ms",
    )
    .bind(request.id)
    .bind(request.customer_id)
    .bind(request.site_id)
    .bind(request.locale_id)
    .bind(request.requested_at_ms)
    .bind(request.reference)
    .fetch_one(ex)
    .await;
    match recorded {
        Ok(row) => Ok(Some(stored(&row)?)),
        Err(error) if violates_unique(&error, REFERENCE_INDEX, REFERENCE_COLUMN) => Ok(None),
        Err(error) => Err(error.into()),
    }
}

/// The customer's request, if they made one.
pub async fn request_of<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
) -> AppResult<Option<StoredRequest>> {
    let row = sqlx::query(
        "SELECT id, reference, requested_at_ms FROM account_deletion_requests \
         WHERE customer_id = $1",
    )
    .bind(customer_id)
    .fetch_optional(ex)
    .await?;
    Ok(row.as_ref().map(stored).transpose()?)
}

fn stored(row: &sqlx::any::AnyRow) -> Result<StoredRequest, sqlx::Error> {
    Ok(StoredRequest {
        id: row.try_get("id")?,
        reference: row.try_get("reference")?,
        requested_at_ms: row.try_get("requested_at_ms")?,
    })
}
