//! Benefits Plus: the optional add-on (a fee per payment, plus tax, for product protection
//! and a payment waiver) a customer enrols in or cancels from the portal's profile.

use serde::{Deserialize, Serialize};
use time::Date;

use crate::lease::{Lease, LeaseStatus};
use crate::money::Cents;
use crate::schedule::ItemKind;
use crate::ServicingError;

/// The effect of a Benefits Plus enrolment or cancellation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BenefitsPlusChange {
    /// Enrolled after the change.
    pub enrolled: bool,
    /// Fee per future payment after the change (plus tax).
    pub fee_per_payment: Cents,
    /// How many future payments changed.
    pub payments_changed: u32,
    /// Money already paid towards the removed fees, re-applied oldest first.
    pub reapplied: Cents,
}

impl Lease {
    /// Enrols in Benefits Plus: every regular payment due after `as_of` gets the fee
    /// plus tax. Enrolling twice changes nothing.
    pub fn enroll_benefits_plus(
        &mut self,
        as_of: Date,
    ) -> Result<BenefitsPlusChange, ServicingError> {
        self.set_benefits_plus(true, as_of)
    }

    /// Cancels Benefits Plus: payments due after `as_of` lose the fee and its tax; money
    /// already prepaid towards them is re-applied oldest first (never lost). Cancelling
    /// twice changes nothing.
    pub fn cancel_benefits_plus(
        &mut self,
        as_of: Date,
    ) -> Result<BenefitsPlusChange, ServicingError> {
        self.set_benefits_plus(false, as_of)
    }

    fn set_benefits_plus(
        &mut self,
        enrolled: bool,
        as_of: Date,
    ) -> Result<BenefitsPlusChange, ServicingError> {
        self.require_status(
            "change Benefits Plus on",
            &[
                LeaseStatus::Pending,
                LeaseStatus::Active,
                LeaseStatus::PastDue,
            ],
        )?;
        let fee = if enrolled {
            self.terms.benefits_plus_fee
        } else {
            Cents::ZERO
        };
        let tax_rate = self.terms.tax_rate;
        let mut changed = 0;
        for item in &mut self.schedule {
            if item.kind == ItemKind::Regular
                && item.due_date > as_of
                && item.benefits_plus_fee != fee
            {
                item.benefits_plus_fee = fee;
                item.retax(tax_rate);
                item.sync_settled(as_of);
                changed += 1;
            }
        }
        self.benefits_plus = enrolled;
        let reapplied = self.reapply_overpaid(as_of)?;
        if self.status.is_servicing() {
            self.update_status(as_of);
        }
        Ok(BenefitsPlusChange {
            enrolled,
            fee_per_payment: fee,
            payments_changed: changed,
            reapplied,
        })
    }
}
