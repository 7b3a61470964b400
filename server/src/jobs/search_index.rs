//! The search index follows the catalog: built at start, then the catalog change feed is
//! applied every `FEED_POLL`.

use crate::search::kept::FEED_POLL;
use crate::state::AppState;

/// Builds the index now and follows the feed from then on (`leasefront serve`).
pub fn spawn(state: AppState) {
    tokio::spawn(async move {
        if let Err(error) = state.search.index(&state.db.pool, &state.sites).await {
            tracing::warn!(%error, "the search index could not be built; searches will try again");
        }
        loop {
            tokio::time::sleep(FEED_POLL).await;
            if let Err(error) = state.search.catch_up(&state.db.pool).await {
                tracing::warn!(%error, "applying the catalog change feed failed");
            }
        }
    });
}
