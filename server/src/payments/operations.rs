//! The payment writes other features start, in their own transaction; the table stays behind
//! these.

pub use super::flows::settle::receipt_number;
use super::store;
pub use super::store::{insert_pending as record_pending, NewPayment};
use crate::error::AppResult;

/// Records a payment charged before its lease existed (the checkout's initial payment, charged
/// under the payment's guid) as settled with its receipt, in the caller's transaction; answers
/// the receipt number. The lease it pays was opened with that payment already applied.
pub async fn record_settled(
    tx: &mut sqlx::AnyConnection,
    new: &NewPayment<'_>,
    authorization: &str,
    now_ms: i64,
) -> AppResult<String> {
    store::insert_pending(&mut *tx, new, now_ms).await?;
    let receipt = receipt_number(new.guid);
    store::finish(
        &mut *tx,
        new.guid,
        "settled",
        Some(authorization),
        Some(&receipt),
        now_ms,
    )
    .await?;
    Ok(receipt)
}
