//! Money movement in the portal (issue 10). So far: the payment gateway boundary
//! (`gateway.rs`), which payment methods tokenize through.

pub mod gateway;
