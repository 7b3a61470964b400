//! Background work, above the features it drives: the nightly servicing run with its autopay
//! charges, reconciling payments left pending, delivering the outbox, and keeping the search
//! index on the catalog's change feed. Jobs hold no SQL: their statements are in the
//! features' `store.rs` files. Later here too: order→lease follow-ups and lead forwarding.

pub mod autopay;
pub mod nightly;
pub mod outbox;
pub mod reconcile;
pub mod recs_model;
pub mod search_index;
pub mod store;

use crate::state::AppState;

/// Starts the jobs `leasefront serve` runs beside the requests.
pub fn spawn(state: &AppState) {
    if let Some(dispatcher) = outbox::OutboxDispatcher::from_state(state) {
        dispatcher.spawn();
    }
    search_index::spawn(state.clone());
    reconcile::spawn(state.clone());
    recs_model::spawn(state.clone());
}
