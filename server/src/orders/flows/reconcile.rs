//! Orders left pending by a crash or a lost answer, finished from the gateway's record:
//! charged ones completed, declined or never charged ones released (`jobs::reconcile` runs
//! this every minute).

use super::complete::settle;
use crate::error::AppResult;
use crate::orders::model::{initial_payment, pending_order};
use crate::orders::store;
use crate::payment_gateway::{self, ChargeOutcome};
use crate::state::AppState;

/// Finishes orders left pending for over `older_than_ms` from the gateway's record: charged ones
/// are completed, declined or never charged ones released. Returns how many moved.
pub async fn reconcile(state: &AppState, older_than_ms: i64) -> AppResult<usize> {
    let before = state.clock.now_ms() - older_than_ms;
    let pending = store::pending_before(&state.db.pool, before).await?;
    payment_gateway::reconcile(
        state.gateway.as_ref(),
        pending,
        |row| &row.id,
        |row, recorded| async move {
            let outcome = recorded.unwrap_or_else(|| ChargeOutcome::Declined {
                reason: "not_charged".to_owned(),
            });
            let pending = pending_order(&row.order_json)?;
            let amount = initial_payment(&pending.lease);
            settle(state, &row, &pending, &amount, &outcome).await?;
            Ok(true)
        },
    )
    .await
}
