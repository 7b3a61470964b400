//! Early purchase option: what it costs to own the merchandise today.
//!
//! Inside the window (90 days from delivery, day 90 included): cash price + fee
//! ($10.00) − rent already paid (never below zero) + tax. After it: the remaining rent ×
//! the state's early-purchase percentage (default 60 %; SC 55 %, MA and RI 80 %) + tax.
//! Either way the payoff is never more than the remaining total. Unpaid late fees are not
//! added to a payoff: they are waived when the lease is bought out.

use serde::{Deserialize, Serialize};
use time::Date;

use crate::allocation::{allocate, Allocation};
use crate::calendar::{add_days, days_between};
use crate::lease::{Lease, LeaseStatus};
use crate::money::{AmountDue, Cents, Rate};
use crate::rules::ServicingRules;
use crate::ServicingError;

/// Which early purchase formula applies.
///
/// JSON: `"same_as_cash"`, `"early_purchase"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PayoffOption {
    /// Inside the 90-day window: cash price + fee − rent paid.
    SameAsCash,
    /// After the window: a percentage of the remaining rent.
    EarlyPurchase,
}

/// An early purchase option quote.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PayoffQuote {
    /// The day quoted.
    pub as_of: Date,
    /// The formula used.
    pub option: PayoffOption,
    /// Days since delivery (signing while not delivered).
    pub days_since_delivery: i64,
    /// The last day of the 90-day window.
    pub window_ends_on: Date,
    /// The early-purchase percentage (after the window).
    pub percent: Option<Rate>,
    /// The pretax amount of the formula, before the remaining-total cap.
    pub formula_pretax: Cents,
    /// What to pay: pretax, tax, total.
    pub amount: AmountDue,
    /// The remaining total (everything unpaid on the schedule).
    pub remaining_total: Cents,
    /// True when the formula exceeded the remaining total, so the quote is the
    /// remaining total.
    pub capped: bool,
}

/// The bounds of a custom payment amount, pretax.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomAmountBounds {
    /// At least this (default $1.00).
    pub min: Cents,
    /// At most the payoff's pretax amount.
    pub max: Cents,
}

impl Lease {
    /// The early purchase option as of a day; `None` for a closed lease.
    pub fn payoff_quote(&self, as_of: Date) -> Option<PayoffQuote> {
        if !self.status.is_open() {
            return None;
        }
        let start = self.delivered_on.unwrap_or(self.signed_on);
        let days_since_delivery = days_between(start, as_of);
        let window_days = i64::from(self.terms.same_as_cash_days);
        let window_ends_on = add_days(start, window_days).unwrap_or(start);
        let (option, percent, formula_pretax) = if days_since_delivery <= window_days {
            let price = self.cash_price + self.terms.same_as_cash_fee;
            (
                PayoffOption::SameAsCash,
                None,
                price.sub_floor_zero(self.rent_paid()),
            )
        } else {
            let percent = self.terms.early_purchase_percent;
            (
                PayoffOption::EarlyPurchase,
                Some(percent),
                self.remaining_rent().apply_rate(percent),
            )
        };
        let formula = AmountDue::new(
            formula_pretax,
            formula_pretax.apply_rate(self.terms.tax_rate),
        );
        let remaining_total = self.balance();
        let capped = formula.total > remaining_total;
        let amount = if capped {
            self.unpaid().amount()
        } else {
            formula
        };
        Some(PayoffQuote {
            as_of,
            option,
            days_since_delivery,
            window_ends_on,
            percent,
            formula_pretax,
            amount,
            remaining_total,
            capped,
        })
    }

    /// Takes the early purchase option: a payment of at least the quoted total is
    /// allocated as usual, whatever is still unpaid afterwards is waived, and the lease
    /// is PaidOut. A payment beyond the remaining total goes to the credit.
    pub fn pay_off(&mut self, paid_on: Date, amount: Cents) -> Result<Allocation, ServicingError> {
        let quote = self
            .payoff_quote(paid_on)
            .ok_or(ServicingError::InvalidStatus {
                action: "pay off",
                status: self.status,
            })?;
        if amount < quote.amount.total {
            return Err(ServicingError::BelowPayoff {
                amount,
                payoff: quote.amount.total,
            });
        }
        let (lines, unapplied) = allocate(&mut self.schedule, paid_on, amount);
        self.credit = self
            .credit
            .checked_add(unapplied)
            .ok_or(ServicingError::Overflow)?;
        for item in &mut self.schedule {
            let rest = item.unpaid();
            if !rest.is_zero() {
                item.waived += rest;
                item.sync_settled(paid_on);
            }
        }
        let status_change = (self.status != LeaseStatus::PaidOut)
            .then(|| self.set_status(LeaseStatus::PaidOut, paid_on));
        Ok(Allocation {
            paid_on,
            amount,
            lines,
            unapplied,
            status_change,
        })
    }

    /// The range a custom payment amount (pretax) must fall in: from the rules' minimum
    /// ($1.00) to the payoff's pretax amount. `None` when the payoff is below the
    /// minimum or the lease is closed.
    pub fn custom_amount_bounds(
        &self,
        as_of: Date,
        rules: &ServicingRules,
    ) -> Option<CustomAmountBounds> {
        let quote = self.payoff_quote(as_of)?;
        let min = rules.custom_amount_min.max(Cents::new(1));
        let max = quote.amount.pretax;
        (max >= min).then_some(CustomAmountBounds { min, max })
    }

    /// A custom payment amount with its tax (half-up, never more than the payoff's tax),
    /// or an error outside the bounds.
    pub fn custom_amount(
        &self,
        as_of: Date,
        rules: &ServicingRules,
        pretax: Cents,
    ) -> Result<AmountDue, ServicingError> {
        let quote = self
            .payoff_quote(as_of)
            .ok_or(ServicingError::InvalidStatus {
                action: "pay",
                status: self.status,
            })?;
        let min = rules.custom_amount_min.max(Cents::new(1));
        let max = quote.amount.pretax;
        if pretax < min || pretax > max {
            return Err(ServicingError::CustomAmountOutOfBounds {
                amount: pretax,
                min,
                max,
            });
        }
        let tax = pretax.apply_rate(self.terms.tax_rate).min(quote.amount.tax);
        Ok(AmountDue::new(pretax, tax))
    }
}
