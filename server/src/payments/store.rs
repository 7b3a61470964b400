//! Every SQL statement of payments: recorded pending before the gateway is called, settled,
//! declined or failed after; the lease's history, newest first.

use crate::db::Exec;
use crate::error::AppResult;

/// A stored payment.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PaymentRow {
    pub guid: String,
    pub lease_seq: i64,
    pub customer_id: String,
    pub method_guid: String,
    pub method_label: String,
    pub kind: String,
    pub pretax: i64,
    pub tax: i64,
    pub total: i64,
    pub status: String,
    pub detail: Option<String>,
    pub receipt_number: Option<String>,
    pub created_at_ms: i64,
    pub settled_at_ms: Option<i64>,
}

const COLUMNS: &str = "guid, lease_seq, customer_id, method_guid, method_label, kind, pretax, \
     tax, total, status, detail, receipt_number, created_at_ms, settled_at_ms";

/// The customer's payment made under this idempotency key, if any.
pub async fn by_key<'e>(
    ex: impl Exec<'e>,
    customer_id: &str,
    key: &str,
) -> AppResult<Option<PaymentRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payments WHERE customer_id = $1 AND idempotency_key = $2"
    ))
    .bind(customer_id)
    .bind(key)
    .fetch_optional(ex)
    .await?)
}

pub struct NewPayment<'a> {
    pub guid: &'a str,
    pub lease_seq: i64,
    pub customer_id: &'a str,
    pub idempotency_key: &'a str,
    pub method_guid: &'a str,
    pub method_label: &'a str,
    pub kind: &'a str,
    pub pretax: i64,
    pub tax: i64,
    pub total: i64,
    /// The single-debit authorization the customer accepted (bank accounts).
    pub authorization_text: Option<&'a str>,
    /// `portal` or `autopay`.
    pub source: &'a str,
}

/// Records a payment as pending (before the gateway is called); answers it as stored. None when
/// the customer's key already has one.
pub async fn insert_pending<'e>(
    ex: impl Exec<'e>,
    new: &NewPayment<'_>,
    now_ms: i64,
) -> AppResult<Option<PaymentRow>> {
    Ok(sqlx::query_as(&format!(
        "INSERT INTO payments (guid, lease_seq, customer_id, idempotency_key, method_guid, \
         method_label, kind, pretax, tax, total, status, created_at_ms, authorization_text, \
         source) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12, $13) \
         ON CONFLICT DO NOTHING RETURNING {COLUMNS}",
    ))
    .bind(new.guid)
    .bind(new.lease_seq)
    .bind(new.customer_id)
    .bind(new.idempotency_key)
    .bind(new.method_guid)
    .bind(new.method_label)
    .bind(new.kind)
    .bind(new.pretax)
    .bind(new.tax)
    .bind(new.total)
    .bind(now_ms)
    .bind(new.authorization_text)
    .bind(new.source)
    .fetch_optional(ex)
    .await?)
}

/// Moves a pending payment to its outcome (only a pending one: settling twice is a no-op);
/// answers it as it now is when this call moved it.
pub async fn finish<'e>(
    ex: impl Exec<'e>,
    guid: &str,
    status: &str,
    detail: Option<&str>,
    receipt_number: Option<&str>,
    now_ms: i64,
) -> AppResult<Option<PaymentRow>> {
    Ok(sqlx::query_as(&format!(
        "UPDATE payments SET status = $2, detail = $3, receipt_number = $4, settled_at_ms = $5 \
         WHERE guid = $1 AND status = 'pending' RETURNING {COLUMNS}"
    ))
    .bind(guid)
    .bind(status)
    .bind(detail)
    .bind(receipt_number)
    .bind(now_ms)
    .fetch_optional(ex)
    .await?)
}

pub async fn by_guid<'e>(ex: impl Exec<'e>, guid: &str) -> AppResult<Option<PaymentRow>> {
    Ok(
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE guid = $1"))
            .bind(guid)
            .fetch_optional(ex)
            .await?,
    )
}

/// One page of the lease's payments, newest first, and how many there are.
pub async fn history(
    pool: &sqlx::AnyPool,
    lease_seq: i64,
    offset: i64,
    limit: i64,
) -> AppResult<(Vec<PaymentRow>, i64)> {
    let rows = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payments WHERE lease_seq = $1 \
         ORDER BY created_at_ms DESC, guid DESC LIMIT $2 OFFSET $3"
    ))
    .bind(lease_seq)
    .bind(limit)
    .bind(offset)
    .fetch_all(pool)
    .await?;
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM payments WHERE lease_seq = $1")
        .bind(lease_seq)
        .fetch_one(pool)
        .await?;
    Ok((rows, total))
}

/// The portal's payments still pending that were recorded before `before_ms` (reconciliation;
/// autopay's are the nightly run's to finish).
pub async fn pending_before(pool: &sqlx::AnyPool, before_ms: i64) -> AppResult<Vec<PaymentRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM payments WHERE status = 'pending' AND created_at_ms < $1 \
         AND source = 'portal' ORDER BY created_at_ms LIMIT 500"
    ))
    .bind(before_ms)
    .fetch_all(pool)
    .await?)
}

/// The autopay payments not charged yet, oldest first.
pub async fn pending_autopay(pool: &sqlx::AnyPool) -> AppResult<Vec<String>> {
    Ok(sqlx::query_scalar(
        "SELECT guid FROM payments WHERE source = 'autopay' AND status = 'pending' \
         ORDER BY created_at_ms, guid",
    )
    .fetch_all(pool)
    .await?)
}
