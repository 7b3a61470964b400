//! What other features may do with a basket: read the shopper's own basket and its stored
//! checkout, and change the checkout's parts in one write. The tables stay behind these.

pub use super::flows::checkout::change_checkout;
pub use super::store::checkout as stored_checkout;
pub use super::views::{no_basket, owned};
