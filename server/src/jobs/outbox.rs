//! Background delivery: every few seconds the outbox's dispatcher sends a batch of the messages
//! waiting (`outbox::OutboxDispatcher`).

use std::time::Duration;

use crate::outbox::OutboxDispatcher;

/// Sends a batch every five seconds, for as long as the server runs.
pub fn spawn(dispatcher: OutboxDispatcher) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            match dispatcher.send_batch().await {
                Ok(sent) if sent > 0 => tracing::info!(sent, "outbox messages sent"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "outbox run failed"),
            }
            tokio::time::sleep(Duration::from_secs(5)).await;
        }
    })
}
