//! Catch-up plans: the past-due amount spread over the next N scheduled payments.
//!
//! For each N offered (default 2, 3, 4) the past-due amount is split evenly over the
//! next N payments, cents rounded down and the remainder on the first. The tax already
//! due on the past-due payments is split the same way, so a plan neither adds nor drops
//! a cent of tax. Submitting a plan moves the past-due amounts onto those payments
//! (recorded on both sides, so it is auditable) and the lease is Active while the plan
//! is kept; a plan payment still missed after the grace days breaks the plan and every
//! remaining share becomes past due at once.

use serde::{Deserialize, Serialize};
use time::Date;

use crate::calendar::{days_between, PayFrequency};
use crate::lease::Lease;
use crate::money::{AmountDue, Cents, Remainder};
use crate::rules::ServicingRules;
use crate::schedule::Components;
use crate::ServicingError;

/// One payment of a catch-up plan (field names as the portal's catch-up calls use them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatchUpPayment {
    /// Schedule position of the payment.
    pub seq: u32,
    /// Due date.
    pub date: Date,
    /// The catch-up share of the past-due amount, pretax.
    pub rent_amount: Cents,
    /// The tax part of the share (the past-due tax split like the shares).
    pub tax_amount: Cents,
    /// Regular payment (pretax, what is still unpaid on it) + share.
    pub total_rent_amount: Cents,
    /// Regular tax still unpaid on it + tax share.
    pub total_rent_tax_amount: Cents,
}

impl CatchUpPayment {
    /// Regular payment = total rent − rent amount.
    pub fn regular_amount(&self) -> Cents {
        self.total_rent_amount - self.rent_amount
    }

    /// What is paid that day: total rent + tax.
    pub fn payment_total(&self) -> Cents {
        self.total_rent_amount + self.total_rent_tax_amount
    }
}

/// A catch-up plan on offer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatchUpOption {
    /// `"{as_of}:{installments}"`, e.g. `"2025-03-10:3"`: names the offer of that day,
    /// so a stale offer is never submitted.
    pub id: String,
    /// Number of payments the past-due amount is spread over.
    pub installments: u8,
    /// The day the offer was computed.
    pub as_of: Date,
    /// The past-due amount being spread.
    pub past_due: AmountDue,
    /// The first plan payment's date.
    pub start_date: Date,
    /// The schedule interval.
    pub frequency: PayFrequency,
    /// The plan payments, in date order.
    pub payments: Vec<CatchUpPayment>,
}

impl CatchUpOption {
    /// The sum of the shares (equals the past-due pretax amount).
    pub fn shares(&self) -> Cents {
        self.payments.iter().map(|p| p.rent_amount).sum()
    }
}

/// Where a submitted plan stands.
///
/// JSON: `"active"`, `"completed"`, `"broken"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlanStatus {
    /// Being kept.
    Active,
    /// Every plan payment paid.
    Completed,
    /// A plan payment was missed; the remaining shares became past due.
    Broken,
}

/// A submitted catch-up plan (the audit record of the schedule change).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CatchUpPlan {
    /// The offer's id.
    pub id: String,
    /// Number of plan payments.
    pub installments: u8,
    /// The day it was submitted.
    pub submitted_on: Date,
    /// The past-due amount it spread.
    pub past_due: AmountDue,
    /// The past-due payments whose unpaid amounts were moved into the plan.
    pub deferred_seqs: Vec<u32>,
    /// The plan payments.
    pub payments: Vec<CatchUpPayment>,
    /// Active, completed or broken.
    pub status: PlanStatus,
    /// When it was completed or broken.
    pub closed_on: Option<Date>,
}

/// What reviewing a plan found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PlanEvent {
    /// Every plan payment is paid.
    Completed,
    /// Plan payment `missed_seq` was missed; `moved` (the remaining shares of the later
    /// plan payments) is now due with it.
    Broken {
        /// The missed payment.
        missed_seq: u32,
        /// The shares moved onto it.
        moved: Cents,
    },
}

impl Lease {
    /// Unpaid amounts due before `as_of`, per component.
    fn past_due_components(&self, as_of: Date) -> Components {
        self.schedule
            .iter()
            .filter(|i| i.due_date < as_of)
            .fold(Components::ZERO, |acc, i| acc + i.unpaid())
    }

    /// The catch-up plans on offer as of a day: for each configured N with at least N
    /// payments due on or after that day. Empty unless the lease is Active or PastDue,
    /// something is past due and no plan is active.
    pub fn catch_up_options(&self, as_of: Date, rules: &ServicingRules) -> Vec<CatchUpOption> {
        let mut installments = rules.catch_up_installments.clone();
        installments.sort_unstable();
        installments.dedup();
        installments
            .into_iter()
            .filter_map(|n| self.catch_up_option(as_of, rules, n).ok())
            .collect()
    }

    /// The catch-up plan over `installments` payments as of a day, or why it is not
    /// offered.
    pub fn catch_up_option(
        &self,
        as_of: Date,
        rules: &ServicingRules,
        installments: u8,
    ) -> Result<CatchUpOption, ServicingError> {
        if !self.status.is_servicing() {
            return Err(ServicingError::InvalidStatus {
                action: "catch up",
                status: self.status,
            });
        }
        if self.active_catch_up_plan().is_some() {
            return Err(ServicingError::CatchUpPlanActive);
        }
        let past = self.past_due_components(as_of);
        if past.total().is_zero() {
            return Err(ServicingError::NothingPastDue);
        }
        let upcoming: Vec<_> = self
            .schedule
            .iter()
            .filter(|i| i.due_date >= as_of)
            .take(usize::from(installments))
            .collect();
        if installments < 2
            || !rules.catch_up_installments.contains(&installments)
            || upcoming.len() < usize::from(installments)
        {
            return Err(ServicingError::CatchUpNotOffered(installments));
        }
        let n = u32::from(installments);
        let shares = past.pretax().split(n, Remainder::First);
        let taxes = past.tax.split(n, Remainder::First);
        let payments: Vec<CatchUpPayment> = upcoming
            .iter()
            .zip(shares.iter().zip(&taxes))
            .map(|(item, (&share, &tax))| {
                let regular = item.unpaid();
                CatchUpPayment {
                    seq: item.seq,
                    date: item.due_date,
                    rent_amount: share,
                    tax_amount: tax,
                    total_rent_amount: regular.pretax() + share,
                    total_rent_tax_amount: regular.tax + tax,
                }
            })
            .collect();
        Ok(CatchUpOption {
            id: format!("{as_of}:{installments}"),
            installments,
            as_of,
            past_due: past.amount(),
            start_date: payments[0].date,
            frequency: self.frequency,
            payments,
        })
    }

    /// Submits the catch-up plan over `installments` payments: the unpaid amounts of the
    /// past-due payments move onto the plan payments (shares take the moved fees first,
    /// then rent; the tax moves as tax), so the lease is no longer past due and is
    /// Active while the plan is kept.
    pub fn apply_catch_up(
        &mut self,
        as_of: Date,
        rules: &ServicingRules,
        installments: u8,
    ) -> Result<CatchUpPlan, ServicingError> {
        let option = self.catch_up_option(as_of, rules, installments)?;
        let mut pool = Components::ZERO;
        let mut deferred_seqs = Vec::new();
        for item in self.schedule.iter_mut().filter(|i| i.due_date < as_of) {
            let unpaid = item.unpaid();
            if !unpaid.is_zero() {
                item.deferred += unpaid;
                item.sync_settled(as_of);
                pool += unpaid;
                deferred_seqs.push(item.seq);
            }
        }
        debug_assert_eq!(pool.amount(), option.past_due);
        let mut fees_left = pool.fees;
        for payment in &option.payments {
            let fees = payment.rent_amount.min(fees_left);
            fees_left -= fees;
            let item = self
                .schedule
                .iter_mut()
                .find(|i| i.seq == payment.seq)
                .expect("plan payments come from the schedule");
            item.catch_up += Components {
                fees,
                tax: payment.tax_amount,
                rent: payment.rent_amount - fees,
            };
            item.sync_settled(as_of);
        }
        let plan = CatchUpPlan {
            id: option.id,
            installments,
            submitted_on: as_of,
            past_due: option.past_due,
            deferred_seqs,
            payments: option.payments,
            status: PlanStatus::Active,
            closed_on: None,
        };
        self.catch_up_plans.push(plan.clone());
        self.update_status(as_of);
        Ok(plan)
    }

    /// Reviews the active plan as of a day: completed when every plan payment's rent
    /// and tax are paid; broken when one is still unpaid after the grace days, in which
    /// case the unpaid shares of the later plan payments move onto the missed one (so
    /// they are past due now). Idempotent: a closed plan is not reviewed again.
    pub fn review_catch_up_plan(&mut self, as_of: Date) -> Option<PlanEvent> {
        let plan = self.active_catch_up_plan()?;
        let seqs: Vec<u32> = plan.payments.iter().map(|p| p.seq).collect();
        let grace = i64::from(self.terms.grace_days);
        let missed = self
            .schedule
            .iter()
            .filter(|i| seqs.contains(&i.seq))
            .find(|i| days_between(i.due_date, as_of) > grace && i.delinquent().is_positive())
            .map(|i| i.seq);
        let event = match missed {
            Some(missed_seq) => {
                let mut moved = Components::ZERO;
                for item in self
                    .schedule
                    .iter_mut()
                    .filter(|i| i.seq > missed_seq && seqs.contains(&i.seq))
                {
                    let share = item.catch_up.min(item.unpaid());
                    item.catch_up -= share;
                    item.sync_settled(as_of);
                    moved += share;
                }
                if let Some(item) = self.schedule.iter_mut().find(|i| i.seq == missed_seq) {
                    item.catch_up += moved;
                    item.sync_settled(as_of);
                }
                PlanEvent::Broken {
                    missed_seq,
                    moved: moved.total(),
                }
            }
            None => {
                let all_paid = self
                    .schedule
                    .iter()
                    .filter(|i| seqs.contains(&i.seq))
                    .all(|i| i.delinquent().is_zero());
                if !all_paid {
                    return None;
                }
                PlanEvent::Completed
            }
        };
        let plan = self
            .catch_up_plans
            .last_mut()
            .expect("an active plan exists");
        plan.status = match event {
            PlanEvent::Completed => PlanStatus::Completed,
            PlanEvent::Broken { .. } => PlanStatus::Broken,
        };
        plan.closed_on = Some(as_of);
        Some(event)
    }
}
