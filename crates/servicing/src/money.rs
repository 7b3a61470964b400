//! Exact money and rates.
//!
//! Money is an integer number of cents and every rate is an integer number of parts per
//! million, so every rule is exact and reproducible: no floats anywhere. Amounts are
//! stored as BIGINT cents by the server.

use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Sub, SubAssign};

use serde::{Deserialize, Serialize};

/// An amount of US dollars in whole cents (`Cents(195_000)` is $1,950.00).
///
/// JSON: a plain integer number of cents. The `+`/`-` operators panic on `i64`
/// overflow (about 92 quadrillion dollars, never reached by a lease); use the
/// `checked_*` helpers on untrusted input.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Cents(pub i64);

/// Where the cents left over by an even split go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remainder {
    /// On the first part (catch-up plans: the first plan payment takes the odd cents).
    First,
    /// On the last part (lease schedules: the last payment takes the odd cents).
    Last,
}

impl Cents {
    /// Nothing.
    pub const ZERO: Cents = Cents(0);

    /// An amount from cents.
    pub const fn new(cents: i64) -> Self {
        Cents(cents)
    }

    /// An amount from whole dollars (`from_dollars(49)` is $49.00).
    pub const fn from_dollars(dollars: i64) -> Self {
        Cents(dollars * 100)
    }

    /// The amount in cents.
    pub const fn get(self) -> i64 {
        self.0
    }

    /// True for $0.00.
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// True above $0.00.
    pub const fn is_positive(self) -> bool {
        self.0 > 0
    }

    /// True below $0.00.
    pub const fn is_negative(self) -> bool {
        self.0 < 0
    }

    /// `self + other`, or `None` on overflow.
    pub const fn checked_add(self, other: Cents) -> Option<Cents> {
        match self.0.checked_add(other.0) {
            Some(v) => Some(Cents(v)),
            None => None,
        }
    }

    /// `self - other`, or `None` on overflow.
    pub const fn checked_sub(self, other: Cents) -> Option<Cents> {
        match self.0.checked_sub(other.0) {
            Some(v) => Some(Cents(v)),
            None => None,
        }
    }

    /// `self × n`, or `None` on overflow (a quantity times a unit price).
    pub const fn checked_mul(self, n: i64) -> Option<Cents> {
        match self.0.checked_mul(n) {
            Some(v) => Some(Cents(v)),
            None => None,
        }
    }

    /// `self - other`, never below zero ("rent already paid ... never below zero").
    pub fn sub_floor_zero(self, other: Cents) -> Cents {
        (self - other).max(Cents::ZERO)
    }

    /// `self × rate`, rounded half-up to the cent (half away from zero for negative
    /// amounts). This is how tax is computed on each payment and each payoff, and how
    /// multipliers and percentages are applied.
    pub fn apply_rate(self, rate: Rate) -> Cents {
        let product = i128::from(self.0) * i128::from(rate.ppm());
        let half = i128::from(Rate::PPM_PER_UNIT / 2);
        let unit = i128::from(Rate::PPM_PER_UNIT);
        let rounded = if product >= 0 {
            (product + half) / unit
        } else {
            -((-product + half) / unit)
        };
        // |self| × rate / 1e6 fits in i64 for every rate up to 9.2×, and every rate
        // in the rules is far below that; saturate rather than wrap otherwise.
        Cents(i64::try_from(rounded).unwrap_or(if rounded > 0 { i64::MAX } else { i64::MIN }))
    }

    /// Splits a non-negative amount into `parts` equal amounts, cents rounded down, the
    /// remainder on the first or the last part. The parts always sum to `self`.
    /// `parts == 0` gives an empty list.
    pub fn split(self, parts: u32, remainder: Remainder) -> Vec<Cents> {
        if parts == 0 {
            return Vec::new();
        }
        let n = i64::from(parts);
        let each = self.0.div_euclid(n);
        let rest = self.0 - each * n;
        let mut out = vec![Cents(each); parts as usize];
        let idx = match remainder {
            Remainder::First => 0,
            Remainder::Last => out.len() - 1,
        };
        out[idx] = Cents(each + rest);
        out
    }
}

impl Add for Cents {
    type Output = Cents;
    fn add(self, rhs: Cents) -> Cents {
        self.checked_add(rhs).expect("money overflow")
    }
}

impl Sub for Cents {
    type Output = Cents;
    fn sub(self, rhs: Cents) -> Cents {
        self.checked_sub(rhs).expect("money overflow")
    }
}

impl AddAssign for Cents {
    fn add_assign(&mut self, rhs: Cents) {
        *self = *self + rhs;
    }
}

impl SubAssign for Cents {
    fn sub_assign(&mut self, rhs: Cents) {
        *self = *self - rhs;
    }
}

impl Sum for Cents {
    fn sum<I: Iterator<Item = Cents>>(iter: I) -> Cents {
        iter.fold(Cents::ZERO, Add::add)
    }
}

impl<'a> Sum<&'a Cents> for Cents {
    fn sum<I: Iterator<Item = &'a Cents>>(iter: I) -> Cents {
        iter.copied().sum()
    }
}

/// `$1,950.00`, `-$5.00` (for logs, tests and notices; the web app formats per locale).
impl fmt::Display for Cents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        let dollars = (abs / 100).to_string();
        let mut grouped = String::with_capacity(dollars.len() + dollars.len() / 3);
        for (i, ch) in dollars.chars().enumerate() {
            if i > 0 && (dollars.len() - i).is_multiple_of(3) {
                grouped.push(',');
            }
            grouped.push(ch);
        }
        write!(f, "{sign}${grouped}.{:02}", abs % 100)
    }
}

/// A non-negative ratio in parts per million: `1_000_000` is 100 % (×1).
///
/// One exact unit for every rate in the rules: sales tax (6.25 % = `62_500`; Minnesota's
/// 6.875 % needs the fourth decimal that basis points lack), early-purchase percentages
/// (60 % = `600_000`) and the lease multiplier (1.95× = `1_950_000`). JSON: a plain
/// integer number of parts per million.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Rate(u32);

impl Rate {
    /// Parts per million in 100 % (×1).
    pub const PPM_PER_UNIT: u32 = 1_000_000;
    /// 0 %.
    pub const ZERO: Rate = Rate(0);
    /// 100 % (×1).
    pub const ONE: Rate = Rate(Self::PPM_PER_UNIT);

    /// A rate in parts per million (`from_ppm(62_500)` is 6.25 %).
    pub const fn from_ppm(ppm: u32) -> Self {
        Rate(ppm)
    }

    /// A rate in basis points, hundredths of a percent (`from_basis_points(625)` is 6.25 %).
    pub const fn from_basis_points(bp: u32) -> Self {
        Rate(bp * 100)
    }

    /// A rate in whole percent (`from_percent(60)` is 60 %).
    pub const fn from_percent(percent: u32) -> Self {
        Rate(percent * 10_000)
    }

    /// The rate in parts per million.
    pub const fn ppm(self) -> u32 {
        self.0
    }
}

/// `6.25%`, `195%` (trailing zeros trimmed).
impl fmt::Display for Rate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 10_000;
        let frac = self.0 % 10_000;
        if frac == 0 {
            write!(f, "{whole}%")
        } else {
            let digits = format!("{frac:04}");
            write!(f, "{whole}.{}%", digits.trim_end_matches('0'))
        }
    }
}

/// An amount to pay: the pretax part, the tax on it, and their sum.
///
/// Payment amounts are shown and submitted pretax (`c_pretax_total_amount`) with the
/// tax beside them; `total` is what is charged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct AmountDue {
    /// Rent and fees.
    pub pretax: Cents,
    /// Sales tax.
    pub tax: Cents,
    /// `pretax + tax`.
    pub total: Cents,
}

impl AmountDue {
    /// Nothing due.
    pub const ZERO: AmountDue = AmountDue {
        pretax: Cents::ZERO,
        tax: Cents::ZERO,
        total: Cents::ZERO,
    };

    /// An amount from its pretax part and its tax.
    pub fn new(pretax: Cents, tax: Cents) -> Self {
        AmountDue {
            pretax,
            tax,
            total: pretax + tax,
        }
    }

    /// True when nothing is due.
    pub fn is_zero(&self) -> bool {
        self.total.is_zero()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tax_rounds_half_up_per_amount() {
        // $162.50 at 6.25 % = $10.15625 → $10.16; $10.00 at 6.25 % = $0.625 → $0.63.
        assert_eq!(
            Cents(16_250).apply_rate(Rate::from_basis_points(625)),
            Cents(1_016)
        );
        assert_eq!(
            Cents(1_000).apply_rate(Rate::from_basis_points(625)),
            Cents(63)
        );
        // Exactly half a cent goes up: $0.10 at 5 % = 0.5 cent → 1 cent.
        assert_eq!(Cents(10).apply_rate(Rate::from_percent(5)), Cents(1));
        // Just under half goes down: $0.09 at 5 % = 0.45 cent → 0.
        assert_eq!(Cents(9).apply_rate(Rate::from_percent(5)), Cents(0));
        // Minnesota 6.875 %: $49.00 → $3.36875 → $3.37.
        assert_eq!(Cents(4_900).apply_rate(Rate::from_ppm(68_750)), Cents(337));
        // Negative amounts round half away from zero.
        assert_eq!(Cents(-10).apply_rate(Rate::from_percent(5)), Cents(-1));
    }

    #[test]
    fn multiplier_is_exact() {
        assert_eq!(
            Cents::from_dollars(1_000).apply_rate(Rate::from_ppm(1_950_000)),
            Cents::from_dollars(1_950)
        );
    }

    #[test]
    fn split_puts_the_remainder_where_asked() {
        assert_eq!(
            Cents(1_000).split(3, Remainder::Last),
            vec![Cents(333), Cents(333), Cents(334)]
        );
        assert_eq!(
            Cents(1_000).split(3, Remainder::First),
            vec![Cents(334), Cents(333), Cents(333)]
        );
        assert!(Cents(5).split(0, Remainder::First).is_empty());
    }

    #[test]
    fn display() {
        assert_eq!(Cents(195_000).to_string(), "$1,950.00");
        assert_eq!(Cents(-500).to_string(), "-$5.00");
        assert_eq!(Cents(5).to_string(), "$0.05");
        assert_eq!(Cents(123_456_789).to_string(), "$1,234,567.89");
        assert_eq!(Rate::from_ppm(62_500).to_string(), "6.25%");
        assert_eq!(Rate::from_ppm(1_950_000).to_string(), "195%");
        assert_eq!(Rate::from_ppm(68_750).to_string(), "6.875%");
    }
}
