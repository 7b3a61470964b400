//! The schedule of due payments.
//!
//! Total of payments = cash price × lease multiplier. The initial payment at signing is
//! the first item and counts as rent; the rest is spread evenly over the term's regular
//! payments, cents rounded down and the remainder on the last payment. Every item keeps
//! what is due and what was paid per component (fees, tax, rent), so allocation, payoff
//! and catch-up plans account for every cent.

use std::ops::{Add, AddAssign, Sub, SubAssign};

use serde::{Deserialize, Serialize};
use time::Date;

use crate::calendar::PayFrequency;
use crate::money::{AmountDue, Cents, Rate, Remainder};
use crate::rules::LeaseTerms;
use crate::ServicingError;

/// An amount broken down the way a payment is allocated inside a due item: fees first,
/// then tax, then rent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Components {
    /// Late fees and Benefits Plus fees.
    pub fees: Cents,
    /// Sales tax.
    pub tax: Cents,
    /// Rent.
    pub rent: Cents,
}

impl Components {
    /// Nothing.
    pub const ZERO: Components = Components {
        fees: Cents::ZERO,
        tax: Cents::ZERO,
        rent: Cents::ZERO,
    };

    /// Fees + tax + rent.
    pub fn total(&self) -> Cents {
        self.fees + self.tax + self.rent
    }

    /// Fees + rent (what is taxed or was taxed).
    pub fn pretax(&self) -> Cents {
        self.fees + self.rent
    }

    /// As an amount to pay.
    pub fn amount(&self) -> AmountDue {
        AmountDue::new(self.pretax(), self.tax)
    }

    /// True when every component is zero.
    pub fn is_zero(&self) -> bool {
        *self == Components::ZERO
    }

    /// Component-wise minimum.
    pub fn min(self, other: Components) -> Components {
        Components {
            fees: self.fees.min(other.fees),
            tax: self.tax.min(other.tax),
            rent: self.rent.min(other.rent),
        }
    }
}

impl Add for Components {
    type Output = Components;
    fn add(self, rhs: Components) -> Components {
        Components {
            fees: self.fees + rhs.fees,
            tax: self.tax + rhs.tax,
            rent: self.rent + rhs.rent,
        }
    }
}

impl Sub for Components {
    type Output = Components;
    fn sub(self, rhs: Components) -> Components {
        Components {
            fees: self.fees - rhs.fees,
            tax: self.tax - rhs.tax,
            rent: self.rent - rhs.rent,
        }
    }
}

impl AddAssign for Components {
    fn add_assign(&mut self, rhs: Components) {
        *self = *self + rhs;
    }
}

impl SubAssign for Components {
    fn sub_assign(&mut self, rhs: Components) {
        *self = *self - rhs;
    }
}

/// Which payment of the schedule an item is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ItemKind {
    /// The initial payment at signing (counts as rent).
    Initial,
    /// A regular payment on a payday.
    Regular,
}

/// One due payment of the schedule.
///
/// What is due = scheduled rent, Benefits Plus fee, late fee and their tax, plus any
/// catch-up share moved onto this payment, minus what was moved off it into a catch-up
/// plan or waived by an early purchase. `paid` never exceeds what is due, per component.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScheduleItem {
    /// Position in the schedule: 0 is the initial payment, then 1, 2, ...
    pub seq: u32,
    /// Initial or regular.
    pub kind: ItemKind,
    /// The due date (a payday).
    pub due_date: Date,
    /// Scheduled rent; never changes (the schedule always sums to the total of payments).
    pub rent: Cents,
    /// Benefits Plus fee on this payment (zero when not enrolled).
    #[serde(default, skip_serializing_if = "zero_cents")]
    pub benefits_plus_fee: Cents,
    /// Late fee assessed on this payment (zero or one fee).
    #[serde(default, skip_serializing_if = "zero_cents")]
    pub late_fee: Cents,
    /// Tax on rent + Benefits Plus fee, rounded half-up (late fees are not taxed).
    pub tax: Cents,
    /// Past-due amounts a catch-up plan moved onto this payment.
    #[serde(default, skip_serializing_if = "Components::is_zero")]
    pub catch_up: Components,
    /// Past-due amounts moved off this payment into a catch-up plan.
    #[serde(default, skip_serializing_if = "Components::is_zero")]
    pub deferred: Components,
    /// Amounts forgiven when the lease was paid off early.
    #[serde(default, skip_serializing_if = "Components::is_zero")]
    pub waived: Components,
    /// What has been paid, per component.
    #[serde(default, skip_serializing_if = "Components::is_zero")]
    pub paid: Components,
    /// When the late fee was assessed (set once: a payment earns at most one late fee).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub late_fee_assessed_on: Option<Date>,
    /// The day the rent and tax of this payment were fully paid (or moved into a plan).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub settled_on: Option<Date>,
    /// True once the "payment due" notice for this payment was produced.
    #[serde(default, skip_serializing_if = "is_false")]
    pub reminded: bool,
}

// Stored leases leave out what is zero or unset (most of a schedule): half the JSON to store
// and parse on every lease call and nightly run.
fn zero_cents(cents: &Cents) -> bool {
    cents.is_zero()
}

fn is_false(flag: &bool) -> bool {
    !*flag
}

impl ScheduleItem {
    /// A new unpaid item; tax computed on rent + Benefits Plus fee.
    pub fn new(
        seq: u32,
        kind: ItemKind,
        due_date: Date,
        rent: Cents,
        benefits_plus_fee: Cents,
        tax_rate: Rate,
    ) -> Self {
        let mut item = ScheduleItem {
            seq,
            kind,
            due_date,
            rent,
            benefits_plus_fee,
            late_fee: Cents::ZERO,
            tax: Cents::ZERO,
            catch_up: Components::ZERO,
            deferred: Components::ZERO,
            waived: Components::ZERO,
            paid: Components::ZERO,
            late_fee_assessed_on: None,
            settled_on: None,
            reminded: false,
        };
        item.retax(tax_rate);
        item
    }

    /// Recomputes the tax on rent + Benefits Plus fee, half-up.
    pub fn retax(&mut self, tax_rate: Rate) {
        self.tax = (self.rent + self.benefits_plus_fee).apply_rate(tax_rate);
    }

    /// The scheduled components before catch-up moves, waivers and payments.
    pub fn scheduled(&self) -> Components {
        Components {
            fees: self.late_fee + self.benefits_plus_fee,
            tax: self.tax,
            rent: self.rent,
        }
    }

    /// What is due on this payment, per component.
    pub fn due(&self) -> Components {
        self.scheduled() + self.catch_up - self.deferred - self.waived
    }

    /// What is still unpaid, per component.
    pub fn unpaid(&self) -> Components {
        self.due() - self.paid
    }

    /// Unpaid rent and tax: what makes a payment missed. Unpaid fees alone never make a
    /// lease past due (a late fee assessed after a late payment must not start a
    /// delinquency of its own).
    pub fn delinquent(&self) -> Cents {
        let unpaid = self.unpaid();
        unpaid.rent + unpaid.tax
    }

    /// True when nothing is left to pay on this item.
    pub fn is_settled(&self) -> bool {
        self.unpaid().total().is_zero()
    }

    /// Records `on` as the day rent and tax became fully paid (keeping an earlier day),
    /// or clears it when they are unpaid again.
    pub(crate) fn sync_settled(&mut self, on: Date) {
        if self.delinquent().is_zero() {
            if self.settled_on.is_none() {
                self.settled_on = Some(on);
            }
        } else {
            self.settled_on = None;
        }
    }
}

/// Total of payments = cash price × multiplier, rounded half-up to the cent.
pub fn total_of_payments(cash_price: Cents, multiplier: Rate) -> Cents {
    cash_price.apply_rate(multiplier)
}

/// Rent of each payment: the initial payment (at most the total), then the rest spread
/// over `regular_payments`, cents rounded down, the remainder on the last.
/// The result always sums to `total`.
pub fn spread_rent(total: Cents, initial: Cents, regular_payments: u32) -> (Cents, Vec<Cents>) {
    let initial = initial.clamp(Cents::ZERO, total.max(Cents::ZERO));
    let rest = total - initial;
    (initial, rest.split(regular_payments, Remainder::Last))
}

/// Builds the schedule of a new lease: the initial item due at signing, then the regular
/// items on the paydays from `first_due_date`.
#[allow(clippy::too_many_arguments)]
pub fn build_schedule(
    terms: &LeaseTerms,
    cash_price: Cents,
    frequency: PayFrequency,
    term_months: u8,
    signed_on: Date,
    first_due_date: Date,
    benefits_plus: bool,
) -> Result<(Cents, Vec<ScheduleItem>), ServicingError> {
    let total = total_of_payments(cash_price, terms.multiplier);
    let count = frequency.payments_in_term(term_months);
    let (initial, rents) = spread_rent(total, terms.initial_payment, count);
    let dates = frequency.due_dates(first_due_date, count)?;
    let fee = if benefits_plus {
        terms.benefits_plus_fee
    } else {
        Cents::ZERO
    };
    let mut items = Vec::with_capacity(rents.len() + 1);
    items.push(ScheduleItem::new(
        0,
        ItemKind::Initial,
        signed_on,
        initial,
        Cents::ZERO,
        terms.tax_rate,
    ));
    for (i, (rent, date)) in rents.into_iter().zip(dates).enumerate() {
        let seq = u32::try_from(i + 1).map_err(|_| ServicingError::Overflow)?;
        items.push(ScheduleItem::new(
            seq,
            ItemKind::Regular,
            date,
            rent,
            fee,
            terms.tax_rate,
        ));
    }
    Ok((total, items))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_1000_sofa_without_initial_payment_is_12_payments_of_162_50() {
        let total = total_of_payments(Cents::from_dollars(1_000), Rate::from_ppm(1_950_000));
        assert_eq!(total, Cents::from_dollars(1_950));
        let (initial, rents) = spread_rent(total, Cents::ZERO, 12);
        assert_eq!(initial, Cents::ZERO);
        assert_eq!(rents, vec![Cents(16_250); 12]);
    }

    #[test]
    fn the_initial_payment_counts_as_rent() {
        // $1,950.00 − $49.00 = $1,901.00 over 12: 11 × $158.41 and $158.49 last.
        let (initial, rents) = spread_rent(Cents(195_000), Cents(4_900), 12);
        assert_eq!(initial, Cents(4_900));
        assert_eq!(&rents[..11], &[Cents(15_841); 11]);
        assert_eq!(rents[11], Cents(15_849));
        assert_eq!(initial + rents.iter().sum::<Cents>(), Cents(195_000));
    }

    #[test]
    fn weekly_cents_round_down_and_the_remainder_is_last() {
        // $999.99 × 1.95 = $1,949.9805 → $1,949.98; no initial payment; 52 weekly:
        // $1,949.98 / 52 = $37.4996… → 51 × $37.49 and $37.99 last.
        let total = total_of_payments(Cents(99_999), Rate::from_ppm(1_950_000));
        assert_eq!(total, Cents(194_998));
        let (_, rents) = spread_rent(total, Cents::ZERO, 52);
        assert_eq!(&rents[..51], &[Cents(3_749); 51]);
        assert_eq!(rents[51], Cents(3_799));
    }

    #[test]
    fn an_initial_payment_above_the_total_is_clamped() {
        let (initial, rents) = spread_rent(Cents(3_000), Cents(4_900), 2);
        assert_eq!(initial, Cents(3_000));
        assert_eq!(rents, vec![Cents::ZERO, Cents::ZERO]);
    }
}
