//! Limits counted in the database, so every app server shares them, and counted atomically:
//! each attempt or send is reserved by one statement before the work it limits (verifying a
//! password, sending a code), so parallel requests cannot slip past a limit.
//!
//! - Sign-in attempts per account and per client address: past the limit the key is locked.
//! - Sends (SMS codes, magic links, reset emails) per recipient: one every 30 seconds, five
//!   an hour.

pub mod model;
pub mod operations;
mod store;

pub use model::{Limit, SendLimit, PER_ACCOUNT, PER_ADDRESS, SENDS};
