//! The outbox: every email and text message is written here first (durable, in the same
//! database), then delivered by the dispatcher (`dispatch.rs`, run by `jobs::outbox`) through the state's senders. In demo mode
//! `/dev/outbox` shows them. Tests: `tests/api/outbox.rs`.

mod dispatch;
mod handlers;
pub mod model;
pub mod operations;
pub mod smtp;
mod store;

pub use dispatch::OutboxDispatcher;

use axum::routing::get;
use utoipa_axum::router::OpenApiRouter;

use crate::state::AppState;

/// `/dev/outbox` is a developer page, not part of the API document.
pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().route("/dev/outbox", get(handlers::show_outbox))
}
