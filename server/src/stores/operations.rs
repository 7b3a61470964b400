//! Loading the store list and naming its stores: the operations other features call; the tables stay behind them.

pub use super::store::{insert_stores, store_ids};
