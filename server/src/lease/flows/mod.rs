//! The leases' writes that take several steps: the nightly servicing run.

pub mod nightly;
