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

/// Per-process window counter: enough to stop one client flooding the log. Counting and the
/// check happen under one lock.
#[derive(Default)]
pub struct LogRateLimiter {
    windows: Mutex<HashMap<String, (i64, u32)>>,
}

impl LogRateLimiter {
    pub fn allow(&self, key: &str, now_ms: i64) -> bool {
        let mut windows = self.windows.lock().unwrap_or_else(|p| p.into_inner());
        if windows.len() > 10_000 {
            windows.retain(|_, (start, _)| now_ms - *start < MINUTE_MS);
        }
        let entry = windows.entry(key.to_owned()).or_insert((now_ms, 0));
        if now_ms - entry.0 >= MINUTE_MS {
            *entry = (now_ms, 0);
        }
        entry.1 += 1;
        entry.1 <= PER_MINUTE
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
}
