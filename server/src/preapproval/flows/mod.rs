//! The applications' write of several steps: applying for a lease.

pub(super) mod apply;
