//! The leads' write of several steps: taking a lead (its limit, the lead, the CRM's copy).

pub(super) mod submit;
