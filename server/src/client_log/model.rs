//! The log entry and the per-process flood limit.

use std::collections::HashMap;
use std::sync::Mutex;

use serde::Deserialize;
use utoipa::ToSchema;

pub const MAX_MESSAGE_CHARS: usize = 2000;
pub const PER_MINUTE: u32 = 30;
const MINUTE_MS: i64 = 60_000;

#[derive(Debug, Deserialize, ToSchema)]
pub struct LogEntry {
    #[serde(default)]
    #[schema(required = true, pattern = "^(error|warn|info|debug)$")]
    pub level: String,
    #[serde(default)]
    #[schema(required = true, pattern = r"\S")]
    pub message: String,
}

/// Browser reports of a Content-Security-Policy violation a client address may send a minute.
pub const CSP_REPORTS_PER_MINUTE: u32 = 10;
/// Most clients a limiter keeps a count for: beyond that a new client is refused until a minute
/// has passed for the others, so a flood from many addresses cannot grow the server's memory.
const MAX_CLIENTS: usize = 10_000;

/// Per-process window counter: enough to stop one client flooding the log. Counting and the
/// check happen under one lock, and it never holds more than `MAX_CLIENTS` counts.
pub struct LogRateLimiter {
    per_minute: u32,
    windows: Mutex<HashMap<String, (i64, u32)>>,
}

impl Default for LogRateLimiter {
    fn default() -> Self {
        Self::per_minute(PER_MINUTE)
    }
}

impl LogRateLimiter {
    pub fn per_minute(per_minute: u32) -> Self {
        Self {
            per_minute,
            windows: Mutex::default(),
        }
    }

    pub fn allow(&self, key: &str, now_ms: i64) -> bool {
        let mut windows = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        if windows.len() >= MAX_CLIENTS && !windows.contains_key(key) {
            windows.retain(|_, (start, _)| now_ms - *start < MINUTE_MS);
            if windows.len() >= MAX_CLIENTS {
                return false;
            }
        }
        let entry = windows.entry(key.to_owned()).or_insert((now_ms, 0));
        if now_ms - entry.0 >= MINUTE_MS {
            *entry = (now_ms, 0);
        }
        entry.1 = entry.1.saturating_add(1);
        entry.1 <= self.per_minute
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thirty_a_minute_per_customer() {
        let limiter = LogRateLimiter::default();
        let start = 1_000_000;
        for _ in 0..30 {
            assert!(limiter.allow("a", start));
        }
        assert!(!limiter.allow("a", start));
        assert!(limiter.allow("b", start));
        assert!(limiter.allow("a", start + 61_000));
    }

    #[test]
    fn a_full_limiter_refuses_new_clients_until_a_minute_has_passed() {
        let limiter = LogRateLimiter::per_minute(1);
        let start = 1_000_000;
        for client in 0..MAX_CLIENTS {
            assert!(limiter.allow(&client.to_string(), start));
        }
        assert!(!limiter.allow("one more", start + 59_000));
        assert!(limiter.allow("one more", start + 60_000));
        assert_eq!(limiter.windows.lock().unwrap().len(), 1);
    }
}
