//! The demo catalog: a compact seed (`demo/catalog.json`: category tree, product families with
//! their names in every locale, brands, price ranges, colours and sizes) and the deterministic
//! generator that turns it into catalog rows. The demo is the seed's names once; `leasefront
//! demo catalog --products N` repeats them as numbered series to reach any size for benchmarks.
//!
//! Every random choice comes from a hash of the product's id, so a product is the same in every
//! catalog size and on every run.
//!
//! Rooms: `input.rs` (the seed file's shape and its checks), `rows.rs` (what the catalog tables
//! get), `generate.rs` (seed → rows).

mod generate;
mod input;
mod rows;

pub use generate::generate;
pub use input::*;
pub use rows::*;

#[cfg(test)]
mod tests;
