//! Background work: when and how often, never what. Each job runs a feature's flow — the
//! nightly servicing run (`lease::flows::nightly`) with its autopay charges
//! (`payments::flows::autopay`), reconciling payments and orders left pending, delivering the
//! outbox, keeping the search index on the catalog's change feed, retraining the
//! recommendations. Jobs hold no SQL and write no table themselves.

pub mod autopay;
pub mod nightly;
pub mod outbox;
pub mod reconcile;
pub mod recs_intake;
pub mod recs_model;
pub mod search_index;

use crate::state::AppState;

/// Starts the jobs `leasefront serve` runs beside the requests.
pub fn spawn(state: &AppState) {
    if let Some(dispatcher) = crate::outbox::OutboxDispatcher::from_state(state) {
        outbox::spawn(dispatcher);
    }
    search_index::spawn(state.clone());
    reconcile::spawn(state.clone());
    recs_model::spawn(state.clone());
}
