//! Worked examples a servicing agent would recognise, one file per room of the crate.

mod support;

mod allocation;
mod catchup;
mod lease;
mod nightly;
mod payoff;
mod schedule;
