//! The per-address token bucket that limits activity intake, counted in memory under one lock.

use std::collections::HashMap;

/// Activities one client address may report in a burst, and refilled per second: plenty for
/// a shopper clicking through pages, not for a flood.
pub const BURST: f64 = 100.0;
pub const PER_SECOND: f64 = 20.0;
/// Past this many addresses, the limiter forgets those whose bucket is full again.
const MAX_TRACKED: usize = 50_000;

/// A token bucket: `tokens` left at `at_ms`.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at_ms: i64,
}

/// Token buckets per client address. Counting and the check happen under one lock, so
/// parallel requests cannot slip past the limit.
#[derive(Default)]
pub struct ActivityLimiter {
    buckets: std::sync::Mutex<HashMap<String, Bucket>>,
}

impl ActivityLimiter {
    /// Takes one token for `address`; false when its bucket is empty.
    pub fn allow(&self, address: &str, now_ms: i64) -> bool {
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() > MAX_TRACKED {
            buckets.retain(|_, b| refilled(*b, now_ms) < BURST);
        }
        let bucket = buckets.entry(address.to_owned()).or_insert(Bucket {
            tokens: BURST,
            at_ms: now_ms,
        });
        let tokens = refilled(*bucket, now_ms);
        if tokens < 1.0 {
            *bucket = Bucket {
                tokens,
                at_ms: now_ms.max(bucket.at_ms),
            };
            return false;
        }
        *bucket = Bucket {
            tokens: tokens - 1.0,
            at_ms: now_ms.max(bucket.at_ms),
        };
        true
    }
}

fn refilled(bucket: Bucket, now_ms: i64) -> f64 {
    let elapsed_s = (now_ms - bucket.at_ms).max(0) as f64 / 1000.0;
    (bucket.tokens + elapsed_s * PER_SECOND).min(BURST)
}
