//! A lease's status and the changes of it.
//!
//! Status rules: a lease is Pending until delivery after the initial payment; then
//! Active, PastDue while a payment is still missed after the grace days, ChargedOff at
//! 120 days past due (terminal; a debt buyer may then own the debt), PaidOut ("Owned")
//! when everything is paid or the early purchase option is taken, Returned when the
//! merchandise comes back. Every value is computed as of an explicit date.

use serde::{Deserialize, Serialize};
use time::Date;

use crate::lease::Lease;
use crate::schedule::ItemKind;
use crate::ServicingError;

/// Where a lease stands.
///
/// JSON: `"Pending"`, `"Active"`, `"PastDue"`, `"PaidOut"`, `"Returned"`, `"ChargedOff"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LeaseStatus {
    /// Signed; the merchandise is not delivered yet.
    Pending,
    /// Delivered and current (a payment may be late but still inside the grace days).
    Active,
    /// A payment is still missed after the grace days.
    PastDue,
    /// Everything paid, or bought out early: the customer owns the merchandise ("Owned").
    PaidOut,
    /// The merchandise was returned; the lease ended without ownership.
    Returned,
    /// 120 days past due: written off. A debt buyer may have bought the debt.
    ChargedOff,
}

impl LeaseStatus {
    /// Pending, Active or PastDue: payments, fees and the nightly run apply.
    pub const fn is_open(self) -> bool {
        matches!(
            self,
            LeaseStatus::Pending | LeaseStatus::Active | LeaseStatus::PastDue
        )
    }

    /// Delivered and open: Active or PastDue.
    pub const fn is_servicing(self) -> bool {
        matches!(self, LeaseStatus::Active | LeaseStatus::PastDue)
    }
}

/// A status transition and the day it took effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatusChange {
    /// Before.
    pub from: LeaseStatus,
    /// After.
    pub to: LeaseStatus,
    /// The as-of day of the change.
    pub on: Date,
}

impl Lease {
    /// Delivers the merchandise: Pending → Active. The initial payment must be paid
    /// first; the 90-day window starts on `delivered_on`.
    pub fn activate(&mut self, delivered_on: Date) -> Result<StatusChange, ServicingError> {
        self.require_status("activate", &[LeaseStatus::Pending])?;
        if delivered_on < self.signed_on {
            return Err(ServicingError::DeliveryBeforeSigning);
        }
        let initial_paid = self
            .schedule
            .iter()
            .filter(|item| item.kind == ItemKind::Initial)
            .all(|item| item.delinquent().is_zero());
        if !initial_paid {
            return Err(ServicingError::InitialPaymentUnpaid);
        }
        self.delivered_on = Some(delivered_on);
        Ok(self.set_status(LeaseStatus::Active, delivered_on))
    }

    /// The merchandise came back: the lease ends as Returned (open leases only).
    pub fn return_merchandise(&mut self, on: Date) -> Result<StatusChange, ServicingError> {
        self.require_status(
            "return",
            &[
                LeaseStatus::Pending,
                LeaseStatus::Active,
                LeaseStatus::PastDue,
            ],
        )?;
        Ok(self.set_status(LeaseStatus::Returned, on))
    }

    /// Records the debt buyer of a charged-off lease (the portal then only shows the
    /// dashboard).
    pub fn sell_to_debt_buyer(&mut self, buyer: &str) -> Result<(), ServicingError> {
        self.require_status("sell", &[LeaseStatus::ChargedOff])?;
        let buyer = buyer.trim();
        if buyer.is_empty() {
            return Err(ServicingError::EmptyDebtBuyer);
        }
        self.debt_buyer = Some(buyer.to_owned());
        Ok(())
    }

    /// The status the rules give as of a day: closed and Pending leases keep theirs;
    /// otherwise PaidOut when nothing is left to pay, ChargedOff at the charge-off days
    /// past due, PastDue beyond the grace days, else Active.
    pub fn status_as_of(&self, as_of: Date) -> LeaseStatus {
        if !self.status.is_servicing() {
            return self.status;
        }
        if self.balance().is_zero() {
            return LeaseStatus::PaidOut;
        }
        let days = self.days_past_due(as_of);
        if days >= i64::from(self.terms.charge_off_days) {
            LeaseStatus::ChargedOff
        } else if days > i64::from(self.terms.grace_days) {
            LeaseStatus::PastDue
        } else {
            LeaseStatus::Active
        }
    }

    /// Applies [`Lease::status_as_of`]; returns the change, if any.
    pub fn update_status(&mut self, as_of: Date) -> Option<StatusChange> {
        let to = self.status_as_of(as_of);
        (to != self.status).then(|| self.set_status(to, as_of))
    }

    pub(crate) fn set_status(&mut self, to: LeaseStatus, on: Date) -> StatusChange {
        let change = StatusChange {
            from: self.status,
            to,
            on,
        };
        self.status = to;
        if !to.is_open() {
            self.closed_on = Some(on);
        }
        if to != LeaseStatus::PastDue {
            self.past_due_notified = false;
        }
        change
    }

    pub(crate) fn require_status(
        &self,
        action: &'static str,
        allowed: &[LeaseStatus],
    ) -> Result<(), ServicingError> {
        if allowed.contains(&self.status) {
            Ok(())
        } else {
            Err(ServicingError::InvalidStatus {
                action,
                status: self.status,
            })
        }
    }
}
