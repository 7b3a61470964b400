//! The recommendations' activity writer (`recs::intake`), started with the state so that every
//! state that takes activity — the server's, a test's — keeps it.

use crate::state::AppState;

/// Starts the writer once; a second call finds it taken and does nothing.
pub fn spawn(state: &AppState) {
    if let Some(writer) = state.recs.intake.writer(&state.db) {
        tokio::spawn(writer);
    }
}
