//! Payments and orders left pending by a crash or a lost answer are settled from the gateway's
//! record: once at start and then every minute.

use crate::error::AppResult;
use crate::payment_gateway::GatewayError;
use crate::payments::settle::settle;
use crate::payments::store;
use crate::state::AppState;

/// Asks the gateway about payments pending for over `older_than_ms` and settles each as the
/// gateway recorded it; one the gateway never charged is marked failed. Returns how many moved.
pub async fn reconcile(state: &AppState, older_than_ms: i64) -> AppResult<usize> {
    let before = state.clock.now_ms() - older_than_ms;
    let mut moved = 0;
    for payment in store::pending_before(&state.db.pool, before).await? {
        match state.gateway.find_charge(&payment.guid).await {
            Ok(Some(outcome)) => {
                settle(&state.db, state.clock.now_ms(), &payment, &outcome).await?;
                moved += 1;
            }
            Ok(None) => {
                if store::finish(
                    &state.db.pool,
                    &payment.guid,
                    "failed",
                    Some("not_charged"),
                    None,
                    state.clock.now_ms(),
                )
                .await?
                {
                    moved += 1;
                }
            }
            Err(GatewayError::Unavailable | GatewayError::Declined(_)) => {}
        }
    }
    Ok(moved)
}

/// Reconciles once at start and then every minute (payments left pending for 2 minutes).
pub fn spawn(state: AppState) {
    tokio::spawn(async move {
        loop {
            match reconcile(&state, 120_000).await {
                Ok(0) => {}
                Ok(moved) => tracing::info!(moved, "pending payments reconciled"),
                Err(error) => tracing::warn!(%error, "payment reconciliation failed"),
            }
            match crate::orders::place::reconcile(&state, 120_000).await {
                Ok(0) => {}
                Ok(moved) => tracing::info!(moved, "pending orders reconciled"),
                Err(error) => tracing::warn!(%error, "order reconciliation failed"),
            }
            tokio::time::sleep(std::time::Duration::from_secs(60)).await;
        }
    });
}
