//! The lease: what was signed, its schedule and the values derived from them, as of an
//! explicit date. Its status rules are in `status.rs`, Benefits Plus in `benefits_plus.rs`,
//! autopay in `autopay.rs`.

use serde::{Deserialize, Serialize};
use time::Date;

use crate::calendar::{days_between, PayFrequency};
use crate::catchup::{CatchUpPlan, PlanStatus};
use crate::money::{AmountDue, Cents};
use crate::nightly::LeaseSnapshot;
use crate::payoff::PayoffQuote;
use crate::rules::{LeaseTerms, ServicingRules};
use crate::schedule::{build_schedule, Components, ItemKind, ScheduleItem};
use crate::ServicingError;

pub use crate::status::{LeaseStatus, StatusChange};

/// One line of merchandise on the lease.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MerchandiseLine {
    /// The retailer's product id.
    pub product_id: String,
    /// What the customer sees on the agreement.
    pub name: String,
    /// How many (at least 1).
    pub quantity: u32,
    /// Cash price of one.
    pub unit_price: Cents,
}

impl MerchandiseLine {
    /// Quantity × unit price, or `None` on overflow.
    pub fn cash_price(&self) -> Option<Cents> {
        self.unit_price.checked_mul(i64::from(self.quantity))
    }
}

/// What a new lease is signed with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaseApplication {
    /// Two-letter state of the customer's address.
    pub state: String,
    /// The merchandise; the cash price is its total.
    pub merchandise: Vec<MerchandiseLine>,
    /// The approved amount; the cash price may not exceed it.
    pub approved_amount: Cents,
    /// The customer's pay frequency.
    pub frequency: PayFrequency,
    /// Term in months; `None` takes the rules' default term.
    #[serde(default)]
    pub term_months: Option<u8>,
    /// Signing day: the initial payment is due that day.
    pub signed_on: Date,
    /// The customer's first payday after signing: the first regular due date.
    pub first_due_date: Date,
    /// Enrolled in Benefits Plus from the start.
    #[serde(default)]
    pub benefits_plus: bool,
}

/// A lease and everything servicing needs to know about it.
///
/// Fields are public so the server can store and load them; change a lease through its
/// methods, which keep the money invariants (nothing paid beyond what is due, every
/// cent accounted for).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lease {
    /// The rules the lease was signed under (state, tax rate, fees, early purchase).
    pub terms: LeaseTerms,
    /// The merchandise.
    pub merchandise: Vec<MerchandiseLine>,
    /// Total cash price of the merchandise.
    pub cash_price: Cents,
    /// The approved amount at signing.
    pub approved_amount: Cents,
    /// Pay frequency; due dates follow the paydays.
    pub frequency: PayFrequency,
    /// Term in months.
    pub term_months: u8,
    /// Cash price × multiplier: the rent of the whole schedule, initial payment included.
    pub total_of_payments: Cents,
    /// Signing day.
    pub signed_on: Date,
    /// Delivery day (the 90-day window starts here); `None` while Pending.
    pub delivered_on: Option<Date>,
    /// Current status (as of the last change).
    pub status: LeaseStatus,
    /// The day the lease was paid out, returned or charged off.
    pub closed_on: Option<Date>,
    /// Who bought a charged-off lease's debt; the portal then shows only the dashboard.
    pub debt_buyer: Option<String>,
    /// Enrolled in Benefits Plus.
    pub benefits_plus: bool,
    /// The due payments, oldest first.
    pub schedule: Vec<ScheduleItem>,
    /// Every catch-up plan submitted, oldest first (the last may be active).
    pub catch_up_plans: Vec<CatchUpPlan>,
    /// Money received beyond everything owed, not applied to any payment (to refund).
    pub credit: Cents,
    /// The last day the nightly run serviced this lease.
    pub last_serviced_on: Option<Date>,
    /// True once the past-due notice went out for the current delinquency.
    pub past_due_notified: bool,
    /// The values stored by the last nightly run (the dashboard reads these).
    pub snapshot: Option<LeaseSnapshot>,
    /// Autopay: the nightly run charges what is due to the default payment method on each due
    /// date (see [`Lease::service`]).
    #[serde(default)]
    pub autopay: bool,
    /// The last day autopay charged (or the day before it was turned on): a due date after it
    /// is charged on its day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub autopay_through: Option<Date>,
}

/// The next payment due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextDue {
    /// Schedule position.
    pub seq: u32,
    /// Due date.
    pub date: Date,
    /// Still unpaid on it.
    pub amount: AmountDue,
}

/// Everything the portal shows about a lease, as of a day (`lease_details`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeaseSummary {
    /// The day the values are computed for.
    pub as_of: Date,
    /// Status as of that day.
    pub status: LeaseStatus,
    /// Remaining total: everything still unpaid on the schedule.
    pub balance: Cents,
    /// Unpaid rent.
    pub remaining_rent: Cents,
    /// Unpaid amounts whose due date passed.
    pub past_due: AmountDue,
    /// Days since the oldest missed due date.
    pub days_past_due: i64,
    /// The next payment due, if any.
    pub next_due: Option<NextDue>,
    /// Total cost to own: everything paid plus everything still due.
    pub total_cost_to_own: Cents,
    /// Everything paid so far.
    pub total_paid: Cents,
    /// Rent paid so far (the initial payment included).
    pub rent_paid: Cents,
    /// Regular rent per payment (the last payment may carry a few more cents).
    pub rent_per_payment: Cents,
    /// Number of payments not fully paid.
    pub remaining_payments: u32,
    /// Early purchase option quote (open leases).
    pub payoff: Option<PayoffQuote>,
    /// Enrolled in Benefits Plus.
    pub benefits_plus: bool,
    /// The active catch-up plan, if any.
    pub catch_up_plan: Option<CatchUpPlan>,
    /// Money to refund.
    pub credit: Cents,
}

impl Lease {
    /// Signs a new lease: checks the application against the rules (excluded states,
    /// term range, cash price within the approval), resolves the state's terms and
    /// builds the schedule. The lease starts Pending.
    pub fn originate(
        rules: &ServicingRules,
        application: &LeaseApplication,
    ) -> Result<Lease, ServicingError> {
        rules.validate()?;
        let terms = rules.terms_for(&application.state)?;
        let term_months = application.term_months.unwrap_or(rules.default_term_months);
        if !(rules.term_months_min..=rules.term_months_max).contains(&term_months) {
            return Err(ServicingError::TermOutOfRange {
                months: term_months,
                min: rules.term_months_min,
                max: rules.term_months_max,
            });
        }
        let mut cash_price = Cents::ZERO;
        for (index, line) in application.merchandise.iter().enumerate() {
            if line.quantity == 0 || line.unit_price.is_negative() {
                return Err(ServicingError::InvalidMerchandise(index));
            }
            cash_price = line
                .cash_price()
                .and_then(|price| cash_price.checked_add(price))
                .ok_or(ServicingError::Overflow)?;
        }
        if !cash_price.is_positive() {
            return Err(ServicingError::NonPositiveCashPrice);
        }
        if cash_price > application.approved_amount {
            return Err(ServicingError::ExceedsApproval {
                cash_price,
                approved: application.approved_amount,
            });
        }
        // Far beyond any approval, and keeps every later product inside i64.
        if cash_price > Cents::from_dollars(1_000_000_000) {
            return Err(ServicingError::Overflow);
        }
        if application.first_due_date <= application.signed_on {
            return Err(ServicingError::FirstDueNotAfterSigning {
                signed_on: application.signed_on,
                first_due_date: application.first_due_date,
            });
        }
        let (total_of_payments, schedule) = build_schedule(
            &terms,
            cash_price,
            application.frequency,
            term_months,
            application.signed_on,
            application.first_due_date,
            application.benefits_plus,
        )?;
        Ok(Lease {
            terms,
            merchandise: application.merchandise.clone(),
            cash_price,
            approved_amount: application.approved_amount,
            frequency: application.frequency,
            term_months,
            total_of_payments,
            signed_on: application.signed_on,
            delivered_on: None,
            status: LeaseStatus::Pending,
            closed_on: None,
            debt_buyer: None,
            benefits_plus: application.benefits_plus,
            schedule,
            catch_up_plans: Vec::new(),
            credit: Cents::ZERO,
            last_serviced_on: None,
            past_due_notified: false,
            snapshot: None,
            autopay: false,
            autopay_through: None,
        })
    }

    /// Two-letter state code.
    pub fn state(&self) -> &str {
        &self.terms.state
    }

    /// Remaining total: everything still unpaid on the schedule (rent, tax, fees).
    pub fn balance(&self) -> Cents {
        self.schedule.iter().map(|i| i.unpaid().total()).sum()
    }

    /// Everything unpaid, per component.
    pub fn unpaid(&self) -> Components {
        self.schedule
            .iter()
            .fold(Components::ZERO, |acc, i| acc + i.unpaid())
    }

    /// Unpaid rent on the whole schedule.
    pub fn remaining_rent(&self) -> Cents {
        self.schedule.iter().map(|i| i.unpaid().rent).sum()
    }

    /// Rent paid so far, the initial payment included.
    pub fn rent_paid(&self) -> Cents {
        self.schedule.iter().map(|i| i.paid.rent).sum()
    }

    /// Everything paid and applied so far.
    pub fn total_paid(&self) -> Cents {
        self.schedule.iter().map(|i| i.paid.total()).sum()
    }

    /// Total cost to own: every payment with its tax and fees, as scheduled now
    /// (paid plus still due; amounts waived by an early purchase excluded).
    pub fn total_cost_to_own(&self) -> Cents {
        self.schedule.iter().map(|i| i.due().total()).sum()
    }

    /// Regular rent per payment (the first regular payment's rent).
    pub fn rent_per_payment(&self) -> Cents {
        self.schedule
            .iter()
            .find(|i| i.kind == ItemKind::Regular)
            .map_or(Cents::ZERO, |i| i.rent)
    }

    /// The day values are computed for: `as_of`, but never after the day a closed
    /// lease was closed (a charged-off or returned lease's past due stops growing).
    pub fn valuation_date(&self, as_of: Date) -> Date {
        match self.closed_on {
            Some(closed) if !self.status.is_open() => as_of.min(closed),
            _ => as_of,
        }
    }

    /// Unpaid amounts whose due date passed (due before `as_of`; frozen at closing).
    pub fn past_due(&self, as_of: Date) -> AmountDue {
        let as_of = self.valuation_date(as_of);
        self.schedule
            .iter()
            .filter(|i| i.due_date < as_of)
            .fold(Components::ZERO, |acc, i| acc + i.unpaid())
            .amount()
    }

    /// Days since the oldest payment whose rent or tax is still unpaid after its due
    /// date; 0 when none is (frozen at closing).
    pub fn days_past_due(&self, as_of: Date) -> i64 {
        let as_of = self.valuation_date(as_of);
        self.schedule
            .iter()
            .filter(|i| i.due_date < as_of && i.delinquent().is_positive())
            .map(|i| days_between(i.due_date, as_of))
            .max()
            .unwrap_or(0)
    }

    /// The next payment due on or after `as_of` with something unpaid (a prepaid
    /// payment is skipped; a partly prepaid one shows what is left). `None` for closed
    /// leases.
    pub fn next_due(&self, as_of: Date) -> Option<NextDue> {
        if !self.status.is_open() {
            return None;
        }
        self.schedule
            .iter()
            .find(|i| i.due_date >= as_of && i.unpaid().total().is_positive())
            .map(|i| NextDue {
                seq: i.seq,
                date: i.due_date,
                amount: i.unpaid().amount(),
            })
    }

    /// Everything the portal shows, as of a day.
    pub fn summary(&self, as_of: Date) -> LeaseSummary {
        LeaseSummary {
            as_of,
            status: self.status_as_of(as_of),
            balance: self.balance(),
            remaining_rent: self.remaining_rent(),
            past_due: self.past_due(as_of),
            days_past_due: self.days_past_due(as_of),
            next_due: self.next_due(as_of),
            total_cost_to_own: self.total_cost_to_own(),
            total_paid: self.total_paid(),
            rent_paid: self.rent_paid(),
            rent_per_payment: self.rent_per_payment(),
            remaining_payments: self
                .schedule
                .iter()
                .filter(|i| i.unpaid().total().is_positive())
                .count() as u32,
            payoff: self.payoff_quote(as_of),
            benefits_plus: self.benefits_plus,
            catch_up_plan: self.active_catch_up_plan().cloned(),
            credit: self.credit,
        }
    }

    /// The active catch-up plan, if any.
    pub fn active_catch_up_plan(&self) -> Option<&CatchUpPlan> {
        self.catch_up_plans
            .last()
            .filter(|plan| plan.status == PlanStatus::Active)
    }
}
