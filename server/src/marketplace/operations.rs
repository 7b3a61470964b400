//! Loading the marketplace's retailers: the operations other features call; the tables stay behind them.

pub use super::store::insert_retailer;
