//! Payments left pending by a crash or a lost answer, settled from the processor's record: as
//! it charged them, or failed when it never did (`jobs::reconcile` runs this every minute).

use crate::error::AppResult;
use crate::payment_gateway;
use crate::payments::flows::settle::settle;
use crate::payments::store;
use crate::state::AppState;

/// Settles the payments pending for over `older_than_ms` as the gateway recorded them; one the
/// gateway never charged is marked failed. Answers how many moved.
pub async fn reconcile(state: &AppState, older_than_ms: i64) -> AppResult<usize> {
    let before = state.clock.now_ms() - older_than_ms;
    let pending = store::pending_before(&state.db.pool, before).await?;
    payment_gateway::reconcile(
        state.gateway.as_ref(),
        pending,
        |payment| &payment.guid,
        |payment, recorded| async move {
            let now = state.clock.now_ms();
            match recorded {
                Some(outcome) => {
                    let as_of = crate::lease::model::date_of_ms(now);
                    settle(&state.db, now, as_of, &payment, &outcome).await?;
                    Ok(true)
                }
                None => store::finish(
                    &state.db.pool,
                    &payment.guid,
                    "failed",
                    Some("not_charged"),
                    None,
                    now,
                )
                .await
                .map(|moved| moved.is_some()),
            }
        },
    )
    .await
}
