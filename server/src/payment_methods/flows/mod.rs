//! The payment methods' writes of several steps: each change of a lease's methods.

pub(super) mod change;
