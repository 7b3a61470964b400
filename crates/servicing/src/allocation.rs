//! Allocation of a payment to the schedule.
//!
//! Oldest due first; inside a due payment fees, then tax, then rent. Anything beyond
//! what is due prepays the next payments (which lowers the payoff), and anything beyond
//! the whole schedule is kept as a credit to refund. Every cent of a payment ends up in
//! exactly one place.

use serde::{Deserialize, Serialize};
use time::Date;

use crate::lease::{Lease, LeaseStatus, StatusChange};
use crate::money::Cents;
use crate::schedule::{Components, ScheduleItem};
use crate::ServicingError;

/// What part of a payment went to one due payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AllocationLine {
    /// Schedule position.
    pub seq: u32,
    /// Its due date.
    pub due_date: Date,
    /// Applied to its fees, tax and rent.
    pub applied: Components,
}

/// Where a payment went. `applied() + unapplied == amount`, always.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allocation {
    /// The day the payment was received.
    pub paid_on: Date,
    /// The payment.
    pub amount: Cents,
    /// Per due payment, oldest first.
    pub lines: Vec<AllocationLine>,
    /// Beyond everything owed: added to the lease's credit (to refund).
    pub unapplied: Cents,
    /// The status change the payment caused, if any.
    pub status_change: Option<StatusChange>,
}

impl Allocation {
    /// The part applied to the schedule.
    pub fn applied(&self) -> Cents {
        self.lines.iter().map(|l| l.applied.total()).sum()
    }

    /// The applied part per component.
    pub fn applied_components(&self) -> Components {
        self.lines
            .iter()
            .fold(Components::ZERO, |acc, l| acc + l.applied)
    }
}

/// Applies `amount` to `items` (oldest first; fees, tax, rent inside each) and returns
/// the lines and what is left over. Pure bookkeeping: no status, no credit.
pub fn allocate(
    items: &mut [ScheduleItem],
    paid_on: Date,
    amount: Cents,
) -> (Vec<AllocationLine>, Cents) {
    let mut left = amount.max(Cents::ZERO);
    let mut lines = Vec::new();
    for item in items.iter_mut() {
        if left.is_zero() {
            break;
        }
        let unpaid = item.unpaid();
        if unpaid.total().is_zero() {
            continue;
        }
        let mut take = |owed: Cents| {
            let part = left.min(owed.max(Cents::ZERO));
            left -= part;
            part
        };
        let applied = Components {
            fees: take(unpaid.fees),
            tax: take(unpaid.tax),
            rent: take(unpaid.rent),
        };
        if !applied.is_zero() {
            item.paid += applied;
            item.sync_settled(paid_on);
            lines.push(AllocationLine {
                seq: item.seq,
                due_date: item.due_date,
                applied,
            });
        }
    }
    (lines, left + amount.min(Cents::ZERO))
}

impl Lease {
    /// Receives a payment on `paid_on` and allocates it; the status is then updated as
    /// of that day (a payment that clears the past due makes the lease Active, one that
    /// pays everything makes it PaidOut). Open leases only.
    pub fn apply_payment(
        &mut self,
        paid_on: Date,
        amount: Cents,
    ) -> Result<Allocation, ServicingError> {
        if !amount.is_positive() {
            return Err(ServicingError::NonPositiveAmount);
        }
        self.require_status(
            "pay",
            &[
                LeaseStatus::Pending,
                LeaseStatus::Active,
                LeaseStatus::PastDue,
            ],
        )?;
        let (lines, unapplied) = allocate(&mut self.schedule, paid_on, amount);
        self.credit = self
            .credit
            .checked_add(unapplied)
            .ok_or(ServicingError::Overflow)?;
        let status_change = self.update_status(paid_on);
        Ok(Allocation {
            paid_on,
            amount,
            lines,
            unapplied,
            status_change,
        })
    }

    /// What [`Lease::apply_payment`] would do, without changing the lease (for a review
    /// screen).
    pub fn preview_payment(
        &self,
        paid_on: Date,
        amount: Cents,
    ) -> Result<Allocation, ServicingError> {
        self.clone().apply_payment(paid_on, amount)
    }

    /// After a schedule change lowered what is due on a payment (a Benefits Plus
    /// cancellation), moves what was paid beyond the new due amount back through the
    /// allocation, oldest first; what nothing needs goes to the credit. Returns the
    /// amount moved.
    pub(crate) fn reapply_overpaid(&mut self, on: Date) -> Result<Cents, ServicingError> {
        let mut pool = Cents::ZERO;
        for item in &mut self.schedule {
            let due = item.due();
            let keep = item.paid.min(due);
            let over = item.paid - keep;
            if !over.is_zero() {
                item.paid = keep;
                item.sync_settled(on);
                pool += over.total();
            }
        }
        if pool.is_positive() {
            let (_, left) = allocate(&mut self.schedule, on, pool);
            self.credit = self
                .credit
                .checked_add(left)
                .ok_or(ServicingError::Overflow)?;
        }
        Ok(pool)
    }
}
