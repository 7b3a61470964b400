//! Charging the autopay payments the nightly run recorded, several at once: each is charged and
//! settled by `payments::flows::autopay::charge_one`.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use crate::db::Db;
use crate::error::AppResult;
use crate::payment_gateway::PaymentGateway;
pub use crate::payments::flows::autopay::AutopaySummary;
use crate::payments::flows::autopay::{charge_one, pending};

/// Charges every pending autopay payment with `workers` at once, as of `now_ms`.
pub async fn charge_pending(
    db: &Db,
    gateway: Arc<dyn PaymentGateway>,
    workers: usize,
    now_ms: i64,
) -> AppResult<AutopaySummary> {
    let pending = pending(&db.pool).await?;
    let queue = Arc::new(Mutex::new(VecDeque::from(pending)));
    let mut tasks = Vec::new();
    for _ in 0..workers.max(1) {
        let (db, gateway, queue) = (db.clone(), gateway.clone(), queue.clone());
        tasks.push(tokio::spawn(async move {
            let mut summary = AutopaySummary::default();
            loop {
                let next = queue.lock().expect("the autopay queue").pop_front();
                let Some(guid) = next else { break };
                charge_one(&db, gateway.as_ref(), &guid, now_ms, &mut summary).await?;
            }
            AppResult::Ok(summary)
        }));
    }
    let mut summary = AutopaySummary::default();
    for task in tasks {
        let done = task
            .await
            .map_err(|e| crate::error::AppError::Internal(e.into()))??;
        summary.settled += done.settled;
        summary.declined += done.declined;
        summary.failed += done.failed;
        summary.unanswered += done.unanswered;
    }
    Ok(summary)
}
