//! What other features may read of the catalog, and the stock an order takes: the operations other features call; the tables stay behind them.

pub use super::store::{
    attributes, categories, insert_catalog, line_records, load_products, product_count, products,
    release_stock, reserve_stock, update_stock_and_price, CategoryRecord, Reservation,
};
