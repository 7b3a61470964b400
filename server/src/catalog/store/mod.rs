//! The catalog's SQL: loading generated rows (`insert.rs`: batched multi-row inserts, so a
//! 100,000-product catalog loads in seconds), the category tree and the variation attributes
//! (`categories.rs`), products by id with their variants, texts, promotions and members
//! (`products.rs`), and writes that feed the change feed (`changes.rs`).

mod categories;
mod changes;
mod insert;
mod products;

pub use categories::*;
pub use changes::*;
pub use insert::*;
pub use products::*;
