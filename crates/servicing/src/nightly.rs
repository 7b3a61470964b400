//! The nightly servicing run for one lease and one day.
//!
//! In order: review the catch-up plan (completed or broken), assess late fees on
//! payments missed beyond the grace days, update the status, roll the stored values
//! over (next due date, past-due amount), and produce the notices (payment due soon,
//! past due). Running it twice for the same day changes nothing the second time, so a
//! killed run can simply be started again. The server loads the lease, calls
//! [`Lease::service`], and stores the lease and the outcome. Most days change nothing for
//! most leases: [`Lease::next_service_on`] names the first day that will, so the server
//! reads only the leases whose day has come.

use serde::{Deserialize, Serialize};
use time::Date;

use crate::calendar::{add_days, days_between};
use crate::catchup::PlanEvent;
use crate::lease::{Lease, LeaseStatus, NextDue};
use crate::money::{AmountDue, Cents};
use crate::rules::ServicingRules;
use crate::ServicingError;

/// The values the nightly run stores for a lease (the dashboard reads them without
/// recomputing the schedule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaseSnapshot {
    /// The day serviced.
    pub as_of: Date,
    /// Status.
    pub status: LeaseStatus,
    /// Remaining total.
    pub balance: Cents,
    /// Past-due amount.
    pub past_due: AmountDue,
    /// Days past due.
    pub days_past_due: i64,
    /// Next payment due.
    pub next_due: Option<NextDue>,
}

/// One thing the nightly run changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Change {
    /// The active catch-up plan was completed.
    CatchUpPlanCompleted,
    /// The active catch-up plan was broken by a missed payment.
    CatchUpPlanBroken {
        /// The missed plan payment.
        missed_seq: u32,
        /// Remaining shares now due with it.
        moved: Cents,
    },
    /// A late fee was assessed on a missed payment.
    LateFeeAssessed {
        /// The missed payment.
        seq: u32,
        /// Its due date.
        due_date: Date,
        /// The fee.
        amount: Cents,
    },
    /// The status changed.
    StatusChanged {
        /// Before.
        from: LeaseStatus,
        /// After.
        to: LeaseStatus,
    },
    /// The next due date moved.
    DueDateRolledOver {
        /// Previously stored next due date.
        from: Option<Date>,
        /// New next due date.
        to: Option<Date>,
    },
    /// The past-due amount (total with tax) changed.
    PastDueChanged {
        /// Previously stored.
        from: Cents,
        /// Now.
        to: Cents,
    },
}

/// A message for the customer (the server turns it into an outbox email or SMS).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Notice {
    /// A payment is due within the rules' `due_soon_days` (sent once per payment).
    PaymentDue {
        /// Due date.
        due_date: Date,
        /// Amount still unpaid on it.
        amount: AmountDue,
    },
    /// The lease became past due (sent once per delinquency).
    PastDue {
        /// Past-due amount.
        past_due: AmountDue,
        /// Days past due.
        days_past_due: i64,
    },
}

/// What the nightly run did to one lease.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightlyOutcome {
    /// The day serviced.
    pub as_of: Date,
    /// What changed, in the order it happened.
    pub changes: Vec<Change>,
    /// What to send.
    pub notices: Vec<Notice>,
    /// The values now stored.
    pub snapshot: LeaseSnapshot,
    /// Autopay's charge for the day: everything due by then, to the default payment method
    /// (the server records it in the run's transaction and charges it after).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub autopay: Option<AmountDue>,
}

impl NightlyOutcome {
    /// True when the run changed nothing and has nothing to send.
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty() && self.notices.is_empty() && self.autopay.is_none()
    }
}

impl Lease {
    /// The values to store as of a day.
    pub fn snapshot_as_of(&self, as_of: Date) -> LeaseSnapshot {
        LeaseSnapshot {
            as_of,
            status: self.status,
            balance: self.balance(),
            past_due: self.past_due(as_of),
            days_past_due: self.days_past_due(as_of),
            next_due: self.next_due(as_of),
        }
    }

    /// Assesses the late fee ($5.00, or the state's cap) on every payment of an Active
    /// or PastDue lease whose rent or tax was not paid within the grace days, once per
    /// payment: a payment that already has its fee, or whose amounts moved into a
    /// catch-up plan, gets none. Idempotent.
    pub fn assess_late_fees(&mut self, as_of: Date) -> Vec<Change> {
        let fee = self.terms.late_fee;
        if !self.status.is_servicing() || !fee.is_positive() {
            return Vec::new();
        }
        let grace = i64::from(self.terms.grace_days);
        let mut changes = Vec::new();
        for item in &mut self.schedule {
            if item.late_fee_assessed_on.is_some()
                || !item.deferred.is_zero()
                || days_between(item.due_date, as_of) <= grace
            {
                continue;
            }
            let missed = match item.settled_on {
                Some(settled) => days_between(item.due_date, settled) > grace,
                None => item.delinquent().is_positive(),
            };
            if missed {
                item.late_fee += fee;
                item.late_fee_assessed_on = Some(as_of);
                changes.push(Change::LateFeeAssessed {
                    seq: item.seq,
                    due_date: item.due_date,
                    amount: fee,
                });
            }
        }
        changes
    }

    /// Services the lease for one day (see the module documentation). Pending and
    /// closed leases only get their stored values refreshed. A day before the last
    /// serviced day is refused; the same day again is a no-op.
    pub fn service(
        &mut self,
        as_of: Date,
        rules: &ServicingRules,
    ) -> Result<NightlyOutcome, ServicingError> {
        if let Some(last) = self.last_serviced_on {
            if as_of < last {
                return Err(ServicingError::OutOfOrder { as_of, last });
            }
        }
        let mut changes = Vec::new();
        let mut notices = Vec::new();
        if self.status.is_servicing() {
            match self.review_catch_up_plan(as_of) {
                Some(PlanEvent::Completed) => changes.push(Change::CatchUpPlanCompleted),
                Some(PlanEvent::Broken { missed_seq, moved }) => {
                    changes.push(Change::CatchUpPlanBroken { missed_seq, moved })
                }
                None => {}
            }
            changes.extend(self.assess_late_fees(as_of));
            if let Some(change) = self.update_status(as_of) {
                changes.push(Change::StatusChanged {
                    from: change.from,
                    to: change.to,
                });
            }
        }

        let snapshot = self.snapshot_as_of(as_of);
        let previous = self.snapshot;
        let previous_due = previous.and_then(|s| s.next_due).map(|n| n.date);
        let due = snapshot.next_due.map(|n| n.date);
        if previous_due != due {
            changes.push(Change::DueDateRolledOver {
                from: previous_due,
                to: due,
            });
        }
        let previous_past_due = previous.map_or(Cents::ZERO, |s| s.past_due.total);
        if previous_past_due != snapshot.past_due.total {
            changes.push(Change::PastDueChanged {
                from: previous_past_due,
                to: snapshot.past_due.total,
            });
        }

        if self.status.is_servicing() {
            if let Some(next) = snapshot.next_due {
                let days_left = days_between(as_of, next.date);
                if days_left <= i64::from(rules.due_soon_days) {
                    if let Some(item) = self.schedule.iter_mut().find(|i| i.seq == next.seq) {
                        if !item.reminded {
                            item.reminded = true;
                            notices.push(Notice::PaymentDue {
                                due_date: next.date,
                                amount: next.amount,
                            });
                        }
                    }
                }
            }
            if self.status == LeaseStatus::PastDue && !self.past_due_notified {
                self.past_due_notified = true;
                notices.push(Notice::PastDue {
                    past_due: snapshot.past_due,
                    days_past_due: snapshot.days_past_due,
                });
            }
        }

        // After the day's changes: a catch-up plan broken today moves its shares into what
        // is due, and a payment counted late today has its fee.
        let autopay = self.autopay_due(as_of);
        if autopay.is_some() {
            self.autopay_through = Some(as_of);
        }

        self.snapshot = Some(snapshot);
        self.last_serviced_on = Some(as_of);
        Ok(NightlyOutcome {
            as_of,
            changes,
            notices,
            snapshot,
            autopay,
        })
    }

    /// The first day after the last serviced day on which [`Lease::service`] would change
    /// anything or send a notice, as long as nothing else changes the lease meanwhile (after a
    /// payment, a catch-up plan or a Benefits Plus change, ask again). Servicing on the days
    /// before it is a no-op, so the nightly run can leave the lease alone until then.
    ///
    /// * `None` for a closed lease (the nightly run services open leases only), and for an
    ///   open lease that time alone no longer changes (a Pending lease with nothing left to
    ///   fall due).
    /// * The day after the last serviced day (the signing day if never serviced) when that
    ///   day already has work: the stored next due date or past-due amount is out of date (a
    ///   payment since), a catch-up plan is paid, the status is not the one the rules give,
    ///   the past-due notice is unsent, a missed payment's late fee is unassessed.
    /// * Otherwise the earliest of: the day after the next due date (it rolls over, and what
    ///   is unpaid on it becomes past due); with autopay, the first unpaid due date after the
    ///   last charge (the day it is charged; `first` when it fell before); `due_soon_days` before it (the payment-due notice,
    ///   if not sent); the day after the grace days of each missed payment without its late
    ///   fee and of each unpaid catch-up plan payment (the fee; the plan broken); the day the
    ///   oldest missed payment puts the lease past due, and the day it charges it off.
    ///
    /// Pending leases only get their stored values refreshed, so for them only the roll-over
    /// counts. The day is exact, not merely early: servicing a lease on the day it names
    /// changes something, unless the lease was changed since it was asked.
    pub fn next_service_on(&self, rules: &ServicingRules) -> Option<Date> {
        if !self.status.is_open() {
            return None;
        }
        // A lease is not serviced before it is signed.
        let first = match self.last_serviced_on {
            Some(last) => last.next_day()?,
            None => self.signed_on,
        };
        let now = self.snapshot_as_of(first);
        let stored_due = self.snapshot.and_then(|s| s.next_due).map(|n| n.date);
        let stored_past_due = self.snapshot.map_or(Cents::ZERO, |s| s.past_due.total);
        if stored_due != now.next_due.map(|n| n.date) || stored_past_due != now.past_due.total {
            return Some(first);
        }
        let mut next: Option<Date> = None;
        let mut consider = |day: Date| {
            let day = day.max(first);
            next = Some(next.map_or(day, |n| n.min(day)));
        };
        // Until the next due date passes, the payments before it are paid (it is the first
        // unpaid one), so neither the next due date nor the past-due amount moves.
        if let Some(due) = now.next_due {
            if let Ok(day) = add_days(due.date, 1) {
                consider(day);
            }
        }
        if !self.status.is_servicing() {
            return next;
        }
        // Autopay charges each unpaid due date after the last charge, on its day (one that
        // fell before `first` is charged on `first`).
        if self.autopay {
            let through = self.autopay_through;
            for item in &self.schedule {
                if through.is_some_and(|t| item.due_date <= t)
                    || !item.unpaid().total().is_positive()
                {
                    continue;
                }
                if item.due_date < first {
                    return Some(first);
                }
                consider(item.due_date);
            }
        }
        let status = self.status_as_of(first);
        if status != self.status || (status == LeaseStatus::PastDue && !self.past_due_notified) {
            return Some(first);
        }
        let grace = i64::from(self.terms.grace_days);
        let after_grace = |due: Date| add_days(due, grace + 1).ok();
        if let Some(plan) = self.active_catch_up_plan() {
            let mut paid = true;
            for item in self
                .schedule
                .iter()
                .filter(|i| plan.payments.iter().any(|p| p.seq == i.seq))
            {
                if item.delinquent().is_positive() {
                    paid = false;
                    if let Some(day) = after_grace(item.due_date) {
                        consider(day);
                    }
                }
            }
            if paid {
                return Some(first);
            }
        }
        if self.terms.late_fee.is_positive() {
            for item in &self.schedule {
                if item.late_fee_assessed_on.is_some() || !item.deferred.is_zero() {
                    continue;
                }
                let missed = match item.settled_on {
                    Some(settled) => days_between(item.due_date, settled) > grace,
                    None => item.delinquent().is_positive(),
                };
                if missed {
                    if let Some(day) = after_grace(item.due_date) {
                        consider(day);
                    }
                }
            }
        }
        // Days past due count from the oldest missed payment; the status as of `first` is
        // the stored one, so only thresholds still ahead change it.
        let oldest = self
            .schedule
            .iter()
            .filter(|i| i.delinquent().is_positive())
            .map(|i| i.due_date)
            .min();
        if let Some(oldest) = oldest {
            for days in [grace + 1, i64::from(self.terms.charge_off_days)] {
                if let Ok(day) = add_days(oldest, days) {
                    if day > first {
                        consider(day);
                    }
                }
            }
        }
        if let Some(due) = now.next_due {
            let reminded = self.schedule.iter().any(|i| i.seq == due.seq && i.reminded);
            if !reminded {
                let ahead = i64::from(rules.due_soon_days);
                consider(add_days(due.date, -ahead).unwrap_or(first));
            }
        }
        next
    }
}
