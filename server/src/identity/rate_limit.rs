//! Sign-in rate limits: failures counted per account and per client address in the
//! database (shared by every app server); past the limit the key is locked for a while.

use super::tokens::now_seconds;
use crate::db::Db;
use crate::error::{AppError, AppResult};

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub max_failures: i64,
    pub window_seconds: i64,
    pub lock_seconds: i64,
}

/// Five wrong passwords for one account within 15 minutes lock it for 15 minutes.
pub const PER_ACCOUNT: Limit = Limit {
    max_failures: 5,
    window_seconds: 15 * 60,
    lock_seconds: 15 * 60,
};

/// One address may fail 20 times in 15 minutes (across accounts) before it waits.
pub const PER_ADDRESS: Limit = Limit {
    max_failures: 20,
    window_seconds: 15 * 60,
    lock_seconds: 15 * 60,
};

pub fn account_key(login: &str) -> String {
    format!("login:{}", super::store::normalize_login(login))
}

pub fn address_key(address: &str) -> String {
    format!("ip:{address}")
}

/// The lock's end when `failures` (inside the window) reach the limit.
pub fn lock_until(limit: Limit, failures: i64, now: i64) -> Option<i64> {
    (failures >= limit.max_failures).then_some(now + limit.lock_seconds)
}

/// Fails with 429 while any of the keys is locked.
pub async fn ensure_not_locked(db: &Db, keys: &[&str]) -> AppResult<()> {
    let now = now_seconds();
    for key in keys {
        let locked_until: Option<Option<i64>> =
            sqlx::query_scalar("SELECT locked_until FROM sign_in_attempts WHERE attempt_key = $1")
                .bind(*key)
                .fetch_optional(&db.pool)
                .await?;
        if let Some(Some(until)) = locked_until {
            if until > now {
                return Err(AppError::TooManyRequests {
                    message: "Too many sign-in attempts. Please wait 15 minutes and try again."
                        .to_owned(),
                    retry_after_seconds: until - now,
                });
            }
        }
    }
    Ok(())
}

pub async fn record_failure(db: &Db, key: &str, limit: Limit) -> AppResult<()> {
    let now = now_seconds();
    let window_start = now - limit.window_seconds;
    sqlx::query(
        "INSERT INTO sign_in_attempts (attempt_key, window_started_at, failures, locked_until) \
         VALUES ($1, $2, 1, NULL) \
         ON CONFLICT (attempt_key) DO UPDATE SET \
           failures = CASE WHEN sign_in_attempts.window_started_at < $3 THEN 1 ELSE sign_in_attempts.failures + 1 END, \
           window_started_at = CASE WHEN sign_in_attempts.window_started_at < $3 THEN $2 ELSE sign_in_attempts.window_started_at END",
    )
    .bind(key)
    .bind(now)
    .bind(window_start)
    .execute(&db.pool)
    .await?;
    let failures: i64 =
        sqlx::query_scalar("SELECT failures FROM sign_in_attempts WHERE attempt_key = $1")
            .bind(key)
            .fetch_one(&db.pool)
            .await?;
    if let Some(until) = lock_until(limit, failures, now) {
        sqlx::query("UPDATE sign_in_attempts SET locked_until = $1 WHERE attempt_key = $2")
            .bind(until)
            .bind(key)
            .execute(&db.pool)
            .await?;
    }
    Ok(())
}

pub async fn clear(db: &Db, key: &str) -> AppResult<()> {
    sqlx::query("DELETE FROM sign_in_attempts WHERE attempt_key = $1")
        .bind(key)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// The one credential check of every password sign-in (shopper login and the portal's
/// identity provider): refuses while the account or address is locked out, verifies the
/// password (as slowly for unknown logins), counts failures, and clears the account's count on
/// success. Every failure is the same "Unauthorized".
pub async fn check_credentials(
    db: &Db,
    organization_id: &str,
    login: &str,
    password: String,
    address: &str,
) -> AppResult<super::store::CustomerRow> {
    let account_key = account_key(login);
    let address_key = address_key(address);
    ensure_not_locked(db, &[&account_key, &address_key]).await?;
    let customer = super::store::customer_by_login(db, organization_id, login).await?;
    let verified =
        super::password::verify(password, customer.as_ref().map(|c| c.password_hash.clone())).await;
    let Some(customer) = customer.filter(|_| verified) else {
        record_failure(db, &account_key, PER_ACCOUNT).await?;
        record_failure(db, &address_key, PER_ADDRESS).await?;
        tracing::info!(address, "sign-in failed");
        return Err(AppError::unauthorized());
    };
    clear(db, &account_key).await?;
    Ok(customer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fifth_failure_locks_the_account() {
        assert_eq!(lock_until(PER_ACCOUNT, 4, 1000), None);
        assert_eq!(lock_until(PER_ACCOUNT, 5, 1000), Some(1000 + 900));
        assert_eq!(lock_until(PER_ADDRESS, 19, 0), None);
        assert_eq!(lock_until(PER_ADDRESS, 20, 0), Some(900));
    }

    #[test]
    fn account_keys_ignore_case_and_spaces() {
        assert_eq!(account_key(" Ana@Example.COM "), "login:ana@example.com");
    }
}
