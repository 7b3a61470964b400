//! Reading and loading site preferences: the operations other features call; the tables stay behind them.

pub use super::store::{insert_preference, preference};
