//! Placing an order paid by a lease, in steps that survive a crash between any two: `place`
//! (hold, charge, then complete), `complete` (the last step's transaction, or the hold released
//! after a decline) and `reconcile` (orders left pending, finished from the gateway's record).

mod complete;
pub mod place;
pub mod reconcile;
