//! The Content-Security-Policy for the configured third-party scripts, kept in memory and read
//! again at most every `FRESH_MS`: the layer that sets it runs for every answer, the
//! preferences change rarely (the demo loader, or an operator's edit of the table), and a change
//! shows within a few seconds without a restart.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

use axum::http::HeaderValue;

use super::scripts;
use super::store;
use crate::db::Db;
use crate::http::security_headers::content_security_policy;

/// How long a policy is used before the preferences are read again.
pub const FRESH_MS: i64 = 5_000;

#[derive(Debug, Default)]
pub struct KeptPolicy {
    /// The policy with when it was read; none before the first read.
    kept: Mutex<Option<(i64, HeaderValue)>>,
    /// One read at a time: the others use the policy kept meanwhile.
    reading: AtomicBool,
}

impl KeptPolicy {
    /// The policy now: the kept one while fresh, else read again. A failed read keeps the last
    /// policy (the one with no third-party origin before any) and tries again after `FRESH_MS`.
    pub async fn current(&self, db: &Db, now_ms: i64) -> HeaderValue {
        let kept = self.kept.lock().ok().and_then(|kept| kept.clone());
        let fresh = kept
            .as_ref()
            .is_some_and(|(read_at, _)| now_ms >= *read_at && now_ms - read_at < FRESH_MS);
        let last = kept.map(|(_, value)| value);
        if fresh || self.reading.swap(true, Ordering::AcqRel) {
            return last.unwrap_or_else(default_policy);
        }
        // Let go of the read even when this answer is dropped while it waits (the client left).
        let _reading = Reading(&self.reading);
        let value = match store::preferences_named(&db.pool, &scripts::preference_ids()).await {
            Ok(rows) => HeaderValue::from_str(&content_security_policy(&scripts::sources(rows)))
                .unwrap_or_else(|_| default_policy()),
            Err(error) => {
                tracing::warn!(%error, "cannot read the third-party script preferences");
                last.unwrap_or_else(default_policy)
            }
        };
        if let Ok(mut kept) = self.kept.lock() {
            *kept = Some((now_ms, value.clone()));
        }
        value
    }
}

struct Reading<'a>(&'a AtomicBool);

impl Drop for Reading<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::Release);
    }
}

fn default_policy() -> HeaderValue {
    HeaderValue::from_str(&content_security_policy(&Default::default()))
        .expect("the policy is ASCII")
}
