//! Pay frequencies and due dates.
//!
//! Due dates follow the customer's paydays, so the schedule is built from the first
//! payday after signing and the pay frequency. Dates are calendar dates in the lease's
//! time zone; the caller decides which day "today" is.

use serde::{Deserialize, Serialize};
use time::{Date, Month};

use crate::ServicingError;

/// How often the customer is paid, and so how often a lease payment is due.
///
/// JSON: `"weekly"`, `"bi_weekly"`, `"semi_monthly"`, `"monthly"`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PayFrequency {
    /// Every 7 days: 52 payments a year.
    Weekly,
    /// Every 14 days: 26 payments a year.
    BiWeekly,
    /// Twice a month, on the 15th and on the last day of the month: 24 payments a year.
    SemiMonthly,
    /// Once a month on the same day of the month (clamped to the month's last day):
    /// 12 payments a year.
    Monthly,
}

impl PayFrequency {
    /// Every frequency, in the order a form lists them.
    pub const ALL: [PayFrequency; 4] = [
        PayFrequency::Weekly,
        PayFrequency::BiWeekly,
        PayFrequency::SemiMonthly,
        PayFrequency::Monthly,
    ];

    /// Payments in a 12-month term: 52, 26, 24 or 12.
    pub const fn payments_per_year(self) -> u32 {
        match self {
            PayFrequency::Weekly => 52,
            PayFrequency::BiWeekly => 26,
            PayFrequency::SemiMonthly => 24,
            PayFrequency::Monthly => 12,
        }
    }

    /// Regular payments in a term of `months`: the yearly count pro rata, rounded down
    /// (the paydays that fit in the term). 12 months → 52/26/24/12; 18 → 78/39/36/18.
    pub const fn payments_in_term(self, months: u8) -> u32 {
        self.payments_per_year() * months as u32 / 12
    }

    /// The first payday on or after `date`. Weekly, bi-weekly and monthly paydays fall on
    /// any day, so the date itself; semi-monthly paydays are the 15th and the last day of
    /// the month, so the next of those.
    pub fn first_payday_on_or_after(self, date: Date) -> Date {
        match self {
            PayFrequency::SemiMonthly => {
                let last = last_day_of_month(date.year(), date.month());
                if date.day() <= 15 {
                    date.replace_day(15).unwrap_or(date)
                } else {
                    last
                }
            }
            _ => date,
        }
    }

    /// `count` due dates starting with `first` (snapped to a payday for semi-monthly).
    ///
    /// Monthly dates keep the first date's day of the month, clamped to shorter months
    /// (Jan 31 → Feb 28 → Mar 31), so a payday never drifts.
    pub fn due_dates(self, first: Date, count: u32) -> Result<Vec<Date>, ServicingError> {
        let first = self.first_payday_on_or_after(first);
        let mut dates = Vec::with_capacity(count as usize);
        for k in 0..count {
            let k = i64::from(k);
            let date = match self {
                PayFrequency::Weekly => add_days(first, 7 * k)?,
                PayFrequency::BiWeekly => add_days(first, 14 * k)?,
                PayFrequency::Monthly => add_months_clamped(first, first.day(), k)?,
                PayFrequency::SemiMonthly => {
                    // Paydays alternate 15th / last day; count half-months from `first`.
                    let starts_mid = first.day() == 15;
                    let half_months = k + if starts_mid { 0 } else { 1 };
                    let month_date = first
                        .replace_day(1)
                        .map_err(|_| ServicingError::DateOutOfRange)?;
                    let month = add_months_clamped(month_date, 1, half_months / 2)?;
                    if half_months % 2 == 0 {
                        month
                            .replace_day(15)
                            .map_err(|_| ServicingError::DateOutOfRange)?
                    } else {
                        last_day_of_month(month.year(), month.month())
                    }
                }
            };
            dates.push(date);
        }
        Ok(dates)
    }
}

/// `date` plus `days` (negative goes back), or an error past the calendar's range.
pub fn add_days(date: Date, days: i64) -> Result<Date, ServicingError> {
    let julian = i64::from(date.to_julian_day()) + days;
    i32::try_from(julian)
        .ok()
        .and_then(|j| Date::from_julian_day(j).ok())
        .ok_or(ServicingError::DateOutOfRange)
}

/// Whole days from `from` to `to` (negative when `to` is earlier).
pub fn days_between(from: Date, to: Date) -> i64 {
    i64::from(to.to_julian_day()) - i64::from(from.to_julian_day())
}

/// The last day of a month.
pub fn last_day_of_month(year: i32, month: Month) -> Date {
    Date::from_calendar_date(year, month, month.length(year))
        .expect("a month's length is a valid day")
}

/// The date `months` months after `date`'s month, on day `day` clamped to that month.
fn add_months_clamped(date: Date, day: u8, months: i64) -> Result<Date, ServicingError> {
    let index = i64::from(date.year()) * 12 + i64::from(date.month() as u8) - 1 + months;
    let year = i32::try_from(index.div_euclid(12)).map_err(|_| ServicingError::DateOutOfRange)?;
    let month_number = u8::try_from(index.rem_euclid(12) + 1).expect("1..=12");
    let month = Month::try_from(month_number).expect("1..=12");
    let day = day.min(month.length(year));
    Date::from_calendar_date(year, month, day).map_err(|_| ServicingError::DateOutOfRange)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u8, day: u8) -> Date {
        Date::from_calendar_date(y, Month::try_from(m).unwrap(), day).unwrap()
    }

    #[test]
    fn payments_per_term() {
        assert_eq!(PayFrequency::Weekly.payments_in_term(12), 52);
        assert_eq!(PayFrequency::BiWeekly.payments_in_term(12), 26);
        assert_eq!(PayFrequency::SemiMonthly.payments_in_term(12), 24);
        assert_eq!(PayFrequency::Monthly.payments_in_term(12), 12);
        assert_eq!(PayFrequency::Weekly.payments_in_term(18), 78);
        assert_eq!(PayFrequency::Monthly.payments_in_term(24), 24);
        assert_eq!(PayFrequency::Weekly.payments_in_term(13), 56);
    }

    #[test]
    fn weekly_and_bi_weekly_step_by_days() {
        let dates = PayFrequency::Weekly.due_dates(d(2025, 12, 26), 3).unwrap();
        assert_eq!(dates, vec![d(2025, 12, 26), d(2026, 1, 2), d(2026, 1, 9)]);
        let dates = PayFrequency::BiWeekly.due_dates(d(2025, 2, 21), 2).unwrap();
        assert_eq!(dates, vec![d(2025, 2, 21), d(2025, 3, 7)]);
    }

    #[test]
    fn monthly_keeps_the_payday_and_clamps_to_month_end() {
        let dates = PayFrequency::Monthly.due_dates(d(2024, 1, 31), 4).unwrap();
        assert_eq!(
            dates,
            vec![
                d(2024, 1, 31),
                d(2024, 2, 29),
                d(2024, 3, 31),
                d(2024, 4, 30)
            ]
        );
        let dates = PayFrequency::Monthly.due_dates(d(2025, 11, 15), 3).unwrap();
        assert_eq!(
            dates,
            vec![d(2025, 11, 15), d(2025, 12, 15), d(2026, 1, 15)]
        );
    }

    #[test]
    fn semi_monthly_is_the_15th_and_the_last_day() {
        let dates = PayFrequency::SemiMonthly
            .due_dates(d(2025, 1, 15), 5)
            .unwrap();
        assert_eq!(
            dates,
            vec![
                d(2025, 1, 15),
                d(2025, 1, 31),
                d(2025, 2, 15),
                d(2025, 2, 28),
                d(2025, 3, 15)
            ]
        );
        // A first date between paydays snaps to the next payday.
        let dates = PayFrequency::SemiMonthly
            .due_dates(d(2025, 2, 20), 3)
            .unwrap();
        assert_eq!(dates, vec![d(2025, 2, 28), d(2025, 3, 15), d(2025, 3, 31)]);
        let dates = PayFrequency::SemiMonthly
            .due_dates(d(2025, 12, 3), 3)
            .unwrap();
        assert_eq!(
            dates,
            vec![d(2025, 12, 15), d(2025, 12, 31), d(2026, 1, 15)]
        );
    }

    #[test]
    fn day_arithmetic() {
        assert_eq!(add_days(d(2024, 2, 28), 2).unwrap(), d(2024, 3, 1));
        assert_eq!(days_between(d(2025, 1, 1), d(2025, 4, 1)), 90);
        assert_eq!(days_between(d(2025, 4, 1), d(2025, 1, 1)), -90);
        assert!(add_days(Date::MAX, 1).is_err());
    }
}
