//! Autopay: the nightly run charges what is due on each due date to the default payment
//! method (the server records and charges it; see `Lease::service`).

use time::Date;

use crate::lease::Lease;
use crate::money::AmountDue;
use crate::schedule::Components;

impl Lease {
    /// Turns autopay on or off as of `today`. Turned on, it charges due dates from today
    /// (never one it charged before, nor one that fell while it was off). True when it changed.
    pub fn set_autopay(&mut self, on: bool, today: Date) -> bool {
        if on == self.autopay {
            return false;
        }
        if on {
            let yesterday = today.previous_day().unwrap_or(today);
            self.autopay_through =
                Some(self.autopay_through.map_or(yesterday, |d| d.max(yesterday)));
        }
        self.autopay = on;
        true
    }

    /// What autopay charges as of a day: everything unpaid that is due by then, when an unpaid
    /// due date fell since the last charge (`autopay_through`); None otherwise, and for a lease
    /// without autopay or not being serviced.
    pub fn autopay_due(&self, as_of: Date) -> Option<AmountDue> {
        if !self.autopay || !self.status.is_servicing() {
            return None;
        }
        let through = self.autopay_through;
        let fell = self.schedule.iter().any(|i| {
            i.due_date <= as_of
                && through.is_none_or(|t| i.due_date > t)
                && i.unpaid().total().is_positive()
        });
        if !fell {
            return None;
        }
        let due = self
            .schedule
            .iter()
            .filter(|i| i.due_date <= as_of)
            .fold(Components::ZERO, |acc, i| acc + i.unpaid())
            .amount();
        Some(due).filter(|d| d.total.is_positive())
    }
}
