//! Placing an order paid by a lease, in steps that survive a crash between any two: `place`
//! (find the basket's order or `hold` a new one, charge it, then settle it), `complete` (the
//! last step's transaction, or the hold released after a decline) and `reconcile` (orders left
//! pending, finished from the gateway's record).

mod complete;
mod hold;
pub mod place;
pub mod reconcile;
