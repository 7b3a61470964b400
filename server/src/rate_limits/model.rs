//! The limits and what an exceeded one means for the client.

use crate::clock::seconds;
use crate::error::AppError;

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    /// Attempts that may fail within the window; the next one is refused.
    pub max_failures: i64,
    pub window_ms: i64,
    pub lock_ms: i64,
}

/// Five wrong passwords for one account within 15 minutes lock it for 15 minutes.
pub const PER_ACCOUNT: Limit = Limit {
    max_failures: 5,
    window_ms: seconds(15 * 60),
    lock_ms: seconds(15 * 60),
};

/// One address may fail 20 times in 15 minutes (across accounts) before it waits.
pub const PER_ADDRESS: Limit = Limit {
    max_failures: 20,
    window_ms: seconds(15 * 60),
    lock_ms: seconds(15 * 60),
};

#[derive(Debug, Clone, Copy)]
pub struct SendLimit {
    /// A new code or link for the same recipient waits this long.
    pub resend_after_ms: i64,
    /// And no more than this many in a window.
    pub per_window: i64,
    pub window_ms: i64,
}

pub const SENDS: SendLimit = SendLimit {
    resend_after_ms: seconds(30),
    per_window: 5,
    window_ms: seconds(3600),
};

/// One key per login however it is typed: spaces around it and letter case don't count (the
/// way identity matches logins).
pub fn account_key(login: &str) -> String {
    format!("login:{}", login.trim().to_lowercase())
}

pub fn address_key(address: &str) -> String {
    format!("ip:{address}")
}

pub fn send_key(kind: &str, recipient: &str) -> String {
    format!("{kind}:{recipient}")
}

/// Whole seconds to wait, at least one.
pub fn wait_seconds(ms: i64) -> i64 {
    ((ms + 999) / 1000).max(1)
}

pub fn locked_out(retry_after_ms: i64) -> AppError {
    AppError::too_many(
        "Too many sign-in attempts. Please wait 15 minutes and try again.",
        wait_seconds(retry_after_ms),
        "locked_out",
    )
}

/// Why a send was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendRefused {
    TooSoon { retry_after_ms: i64 },
    TooMany { retry_after_ms: i64 },
}

impl From<SendRefused> for AppError {
    fn from(refused: SendRefused) -> Self {
        match refused {
            SendRefused::TooSoon { retry_after_ms } => AppError::too_many(
                "Please wait a moment before asking for a new code.",
                wait_seconds(retry_after_ms),
                "wait_before_resend",
            ),
            SendRefused::TooMany { retry_after_ms } => AppError::too_many(
                "Too many codes were requested. Please try again in an hour.",
                wait_seconds(retry_after_ms),
                "too_many_sends",
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn account_keys_ignore_case_and_spaces() {
        assert_eq!(account_key(" Ana@Example.COM "), "login:ana@example.com");
    }

    #[test]
    fn waits_round_up_to_whole_seconds() {
        assert_eq!(wait_seconds(1), 1);
        assert_eq!(wait_seconds(1000), 1);
        assert_eq!(wait_seconds(1001), 2);
        assert_eq!(wait_seconds(-5), 1);
    }
}
