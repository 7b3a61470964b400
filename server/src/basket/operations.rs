//! What other features may do with a basket: read the shopper's own basket and its stored
//! checkout, and change the checkout's parts in one write. The tables stay behind these.

pub use super::service::{change_checkout, no_basket, owned};
pub use super::store::checkout as stored_checkout;
