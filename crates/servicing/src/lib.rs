//! Lease servicing rules of a lease-to-own provider, as pure functions.
//!
//! No database, no HTTP, no async, no clock: every rule takes an explicit as-of date
//! (a calendar date in the lease's time zone) and works on exact integer money. The
//! server loads a [`Lease`] and the [`ServicingRules`] from its database, calls these
//! functions, and stores the results.
//!
//! * [`money`]: [`Cents`], [`Rate`] (parts per million), half-up rounding, even splits.
//! * [`calendar`]: [`PayFrequency`] and due dates that follow paydays.
//! * [`rules`]: [`ServicingRules`] (configuration, JSON, per state) and [`LeaseTerms`].
//! * [`schedule`]: the due payments and their components.
//! * [`lease`]: the lease, its status transitions and derived values.
//! * [`payoff`]: the 90-day and after-90-day early purchase option, custom amounts.
//! * [`allocation`]: where a payment goes.
//! * [`catchup`]: catch-up plan options, submission, and breaking.
//! * [`nightly`]: the idempotent nightly run for one lease, and the next day it has work.

#![warn(missing_docs)]

pub mod allocation;
pub mod autopay;
pub mod benefits_plus;
pub mod calendar;
pub mod catchup;
pub mod lease;
pub mod money;
pub mod nightly;
pub mod payoff;
pub mod rules;
pub mod schedule;
pub mod status;

pub use allocation::{Allocation, AllocationLine};
pub use benefits_plus::BenefitsPlusChange;
pub use calendar::PayFrequency;
pub use catchup::{CatchUpOption, CatchUpPayment, CatchUpPlan, PlanEvent, PlanStatus};
pub use lease::{
    Lease, LeaseApplication, LeaseStatus, LeaseSummary, MerchandiseLine, NextDue, StatusChange,
};
pub use money::{AmountDue, Cents, Rate, Remainder};
pub use nightly::{Change, LeaseSnapshot, NightlyOutcome, Notice};
pub use payoff::{CustomAmountBounds, PayoffOption, PayoffQuote};
pub use rules::{LeaseTerms, ServicingRules, StateRules};
pub use schedule::{Components, ItemKind, ScheduleItem};

use time::Date;

/// Why a servicing rule refused. Every variant is bad input or a lease in the wrong
/// state (a 400/409/422 for the server), never a bug.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ServicingError {
    /// Lease-to-own is not offered in the state.
    #[error("lease-to-own is not offered in {0}")]
    ExcludedState(String),
    /// No rules are configured for the state.
    #[error("no servicing rules for state {0}")]
    UnknownState(String),
    /// The term is outside the configured range.
    #[error("a term of {months} months is outside {min} to {max} months")]
    TermOutOfRange {
        /// Asked for.
        months: u8,
        /// Shortest.
        min: u8,
        /// Longest.
        max: u8,
    },
    /// A merchandise line has no quantity or a negative price (its index).
    #[error("merchandise line {0} needs a quantity of at least 1 and a price of at least zero")]
    InvalidMerchandise(usize),
    /// The merchandise costs nothing.
    #[error("the cash price must be more than zero")]
    NonPositiveCashPrice,
    /// The cash price is above the approved amount.
    #[error("the cash price {cash_price} is more than the approved amount {approved}")]
    ExceedsApproval {
        /// The cash price.
        cash_price: Cents,
        /// The approval.
        approved: Cents,
    },
    /// The first regular payment must come after signing.
    #[error("the first due date {first_due_date} must be after the signing day {signed_on}")]
    FirstDueNotAfterSigning {
        /// Signing day.
        signed_on: Date,
        /// First due date asked for.
        first_due_date: Date,
    },
    /// Delivery cannot come before signing.
    #[error("the delivery day is before the signing day")]
    DeliveryBeforeSigning,
    /// Delivery needs the initial payment first.
    #[error("the initial payment is not paid")]
    InitialPaymentUnpaid,
    /// A date beyond the calendar's range.
    #[error("date out of range")]
    DateOutOfRange,
    /// An amount beyond what money can hold.
    #[error("amount too large")]
    Overflow,
    /// A payment must be more than zero.
    #[error("the amount must be more than zero")]
    NonPositiveAmount,
    /// The action is not allowed in the lease's status.
    #[error("cannot {action} a lease that is {status:?}")]
    InvalidStatus {
        /// What was tried.
        action: &'static str,
        /// The lease's status.
        status: LeaseStatus,
    },
    /// A debt buyer needs a name.
    #[error("the debt buyer needs a name")]
    EmptyDebtBuyer,
    /// The nightly run was asked for a day before the last serviced day.
    #[error("cannot service {as_of}: the lease was already serviced for {last}")]
    OutOfOrder {
        /// Asked for.
        as_of: Date,
        /// Last serviced day.
        last: Date,
    },
    /// A catch-up plan needs a past-due amount.
    #[error("nothing is past due")]
    NothingPastDue,
    /// No plan over that many payments is on offer.
    #[error("no catch-up plan over {0} payments is offered")]
    CatchUpNotOffered(u8),
    /// A plan is already being kept.
    #[error("a catch-up plan is already active")]
    CatchUpPlanActive,
    /// A custom amount outside its bounds.
    #[error("the custom amount {amount} must be between {min} and {max}")]
    CustomAmountOutOfBounds {
        /// Asked for.
        amount: Cents,
        /// Smallest.
        min: Cents,
        /// Largest.
        max: Cents,
    },
    /// Less than the payoff was offered to pay off.
    #[error("{amount} is less than the payoff amount {payoff}")]
    BelowPayoff {
        /// Offered.
        amount: Cents,
        /// The payoff total.
        payoff: Cents,
    },
    /// The configuration is not usable.
    #[error("invalid servicing rules: {0}")]
    InvalidRules(String),
}
