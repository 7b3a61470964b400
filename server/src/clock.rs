//! Time, from the state: features never read the system clock themselves, so tests move time
//! with a `TestClock` instead of editing rows.

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

pub trait Clock: Send + Sync + 'static {
    /// Milliseconds since the Unix epoch.
    fn now_ms(&self) -> i64;

    /// Whole seconds since the Unix epoch (JWT claims are in seconds).
    fn now_s(&self) -> i64 {
        self.now_ms().div_euclid(1000)
    }
}

/// An epoch-milliseconds time as RFC 3339 (`2026-11-27T12:00:00Z`), as the APIs write times;
/// none for a time out of range.
pub fn rfc3339(ms: i64) -> Option<String> {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .ok()?
        .format(&time::format_description::well_known::Rfc3339)
        .ok()
}

/// A YYYY-MM-DD day, as the commands take one.
pub fn parse_day(value: &str) -> Result<time::Date, String> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(value, format).map_err(|_| format!("'{value}' is not a YYYY-MM-DD date"))
}

/// The real time.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0)
    }
}

/// A clock that stands still until a test moves it.
#[derive(Debug)]
pub struct TestClock {
    now_ms: AtomicI64,
}

impl TestClock {
    /// Starts at the real time, so tokens and rows look ordinary.
    pub fn new() -> Self {
        Self::at_ms(SystemClock.now_ms())
    }

    pub fn at_ms(now_ms: i64) -> Self {
        Self {
            now_ms: AtomicI64::new(now_ms),
        }
    }

    pub fn advance(&self, by: Duration) {
        self.now_ms
            .fetch_add(by.as_millis() as i64, Ordering::SeqCst);
    }
}

impl Default for TestClock {
    fn default() -> Self {
        Self::new()
    }
}

impl Clock for TestClock {
    fn now_ms(&self) -> i64 {
        self.now_ms.load(Ordering::SeqCst)
    }
}

/// Seconds as milliseconds, for durations written as constants in seconds.
pub const fn seconds(s: i64) -> i64 {
    s * 1000
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_clock_moves_only_when_told() {
        let clock = TestClock::at_ms(1_000);
        assert_eq!(clock.now_ms(), 1_000);
        assert_eq!(clock.now_s(), 1);
        clock.advance(Duration::from_secs(90));
        assert_eq!(clock.now_ms(), 91_000);
        assert_eq!(clock.now_s(), 91);
    }
}
