//! How much activity is kept, and deleting what is past its retention: the operations other features call; the tables stay behind them.

pub use super::store::{activity_count, delete_activity_before};
