//! The payments' writes that take several steps: a portal submit (`submit`), settling a charge
//! the gateway answered (`settle`), autopay (`autopay`) and reconciliation (`reconcile`).

pub mod autopay;
pub mod reconcile;
pub(super) mod settle;
pub(super) mod submit;
