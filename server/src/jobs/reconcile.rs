//! Payments and orders left pending by a crash or a lost answer are settled from the gateway's
//! record (`payments::flows::reconcile`, `orders::flows::reconcile`): once at start and then
//! every minute.

use crate::state::AppState;

/// Reconciles once at start and then every minute (payments left pending for 2 minutes).
pub fn spawn(state: AppState) {
    tokio::spawn(async move {
        loop {
            match crate::payments::flows::reconcile::reconcile(&state, 120_000).await {
                Ok(0) => {}
                Ok(moved) => tracing::info!(moved, "pending payments reconciled"),
                Err(error) => tracing::warn!(%error, "payment reconciliation failed"),
            }
            match crate::orders::flows::reconcile::reconcile(&state, 120_000).await {
                Ok(0) => {}
                Ok(moved) => tracing::info!(moved, "pending orders reconciled"),
                Err(error) => tracing::warn!(%error, "order reconciliation failed"),
            }
            tokio::time::sleep(std::time::Duration::from_secs(60)).await;
        }
    });
}
