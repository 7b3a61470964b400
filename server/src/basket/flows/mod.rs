//! The basket's writes of several steps: its lines, merging guest baskets, its checkout parts.

pub(super) mod checkout;
pub(super) mod lines;
pub(super) mod merge;
