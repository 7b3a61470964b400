//! The account deletion's write of several steps: recording a request with its acknowledgment.

pub(super) mod request;
