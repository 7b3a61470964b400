//! Counting attempts and sends against their limits, atomically: the operations other features call; the tables stay behind them.

pub use super::store::{
    attempt_failed, attempt_succeeded, lock_remaining, reserve_attempt, reserve_send,
};
