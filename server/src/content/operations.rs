//! The content's version (what page caches compare) and loading assets: the operations other features call; the tables stay behind them.

pub use super::store::{content_version, insert_asset};
