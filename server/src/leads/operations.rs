//! Loading the CRM field mapping: the operations other features call; the tables stay behind them.

pub use super::store::insert_field_mapping;
