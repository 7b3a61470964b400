//! The recommendation model follows the activity: rebuilt at start and every
//! `recs::kept::REBUILD_EVERY`, and the activity past the retention deleted then too (the
//! intake writer deletes it as well, while activity comes in).

use crate::recs::intake::RETENTION_MS;
use crate::recs::kept::REBUILD_EVERY;
use crate::state::AppState;

/// Builds the model now and again every minute (`leasefront serve`).
pub fn spawn(state: AppState) {
    tokio::spawn(async move {
        loop {
            let now_ms = state.clock.now_ms();
            if let Err(error) = crate::recs::operations::delete_activity_before(
                &state.db.pool,
                now_ms - RETENTION_MS,
            )
            .await
            {
                tracing::warn!(%error, "old shopper activity could not be deleted");
            }
            if let Err(error) = state
                .recs
                .model
                .rebuild(&state.db, &state.sites, now_ms)
                .await
            {
                tracing::warn!(%error, "the recommendation model could not be rebuilt");
            }
            tokio::time::sleep(REBUILD_EVERY).await;
        }
    });
}
