//! Password rules (the strength a new password needs) and argon2id hashing.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use serde::Serialize;
use std::sync::LazyLock;
use tokio::sync::{Semaphore, SemaphorePermit};
use utoipa::ToSchema;

use crate::error::{AppError, AppResult};

/// The special characters that count (spec: `!@#$%^&*(),.?":{}|<>`).
pub const SPECIAL_CHARACTERS: &str = "!@#$%^&*(),.?\":{}|<>";
pub const MIN_CHARS: usize = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordStrength {
    pub has_min_chars: bool,
    pub has_uppercase: bool,
    pub has_lowercase: bool,
    pub has_number: bool,
    pub has_special_char: bool,
}

pub fn strength(password: &str) -> PasswordStrength {
    PasswordStrength {
        has_min_chars: password.chars().count() >= MIN_CHARS,
        has_uppercase: password.chars().any(|c| c.is_uppercase()),
        has_lowercase: password.chars().any(|c| c.is_lowercase()),
        has_number: password.chars().any(|c| c.is_ascii_digit()),
        has_special_char: password.chars().any(|c| SPECIAL_CHARACTERS.contains(c)),
    }
}

/// The first unmet rule, with the spec's message; `parameter` names the field.
pub fn check_new_password(parameter: &str, password: &str) -> AppResult<()> {
    if password.is_empty() {
        return Err(AppError::bad_parameter(
            parameter,
            "Please create a password.",
        ));
    }
    let s = strength(password);
    let failure = if !s.has_min_chars {
        Some("Password must contain at least 8 characters.")
    } else if !s.has_uppercase {
        Some("Password must contain at least one uppercase letter.")
    } else if !s.has_lowercase {
        Some("Password must contain at least one lowercase letter.")
    } else if !s.has_number {
        Some("Password must contain at least one number.")
    } else if !s.has_special_char {
        Some("Password must contain at least one special character.")
    } else {
        None
    };
    match failure {
        Some(message) => Err(AppError::bad_parameter(parameter, message)),
        None => Ok(()),
    }
}

/// At most this many argon2 runs at once (19 MiB each): a burst of sign-ins waits its turn
/// instead of exhausting memory and every blocking thread.
static HASHING: LazyLock<Semaphore> = LazyLock::new(|| {
    Semaphore::new(
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(2)
            .max(2),
    )
});

async fn hashing_permit() -> AppResult<SemaphorePermit<'static>> {
    HASHING
        .acquire()
        .await
        .map_err(|e| anyhow::anyhow!("hashing semaphore closed: {e}").into())
}

/// argon2id (the crate's defaults: m=19 MiB, t=2, p=1) on a blocking thread.
pub async fn hash(password: String) -> AppResult<String> {
    let _permit = hashing_permit().await?;
    tokio::task::spawn_blocking(move || hash_blocking(&password))
        .await
        .map_err(|e| anyhow::anyhow!("hashing task failed: {e}"))?
}

pub fn hash_blocking(password: &str) -> AppResult<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("password hashing failed: {e}").into())
}

/// Verifies on a blocking thread. With no stored hash (unknown account) a dummy hash is
/// checked anyway, so the answer takes as long either way.
pub async fn verify(password: String, stored: Option<String>) -> bool {
    let Ok(_permit) = hashing_permit().await else {
        return false;
    };
    tokio::task::spawn_blocking(move || {
        let dummy;
        let stored = match &stored {
            Some(s) => s.as_str(),
            None => {
                dummy = DUMMY_HASH
                    .get_or_init(|| hash_blocking("dummy-Password1!").unwrap_or_default());
                dummy.as_str()
            }
        };
        let ok = PasswordHash::new(stored)
            .map(|parsed| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false);
        ok && stored != DUMMY_HASH.get().map(String::as_str).unwrap_or("")
    })
    .await
    .unwrap_or(false)
}

static DUMMY_HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();

#[cfg(test)]
mod tests {
    use super::*;

    fn message(password: &str) -> Option<String> {
        match check_new_password("password", password) {
            Ok(()) => None,
            Err(AppError::BadRequest { message, .. }) => Some(message),
            Err(other) => panic!("{other}"),
        }
    }

    #[test]
    fn each_rule_has_the_spec_message() {
        assert_eq!(message("").unwrap(), "Please create a password.");
        assert_eq!(
            message("Ab1!").unwrap(),
            "Password must contain at least 8 characters."
        );
        assert_eq!(
            message("abcdefg1!").unwrap(),
            "Password must contain at least one uppercase letter."
        );
        assert_eq!(
            message("ABCDEFG1!").unwrap(),
            "Password must contain at least one lowercase letter."
        );
        assert_eq!(
            message("Abcdefgh!").unwrap(),
            "Password must contain at least one number."
        );
        assert_eq!(
            message("Abcdefgh1").unwrap(),
            "Password must contain at least one special character."
        );
        assert_eq!(message("Abcdefg1!"), None);
    }

    #[test]
    fn only_the_listed_special_characters_count() {
        for c in SPECIAL_CHARACTERS.chars() {
            assert!(strength(&format!("Abcdefg1{c}")).has_special_char, "{c}");
        }
        for c in ['-', '_', '+', '=', '~', ' '] {
            assert!(!strength(&format!("Abcdefg1{c}")).has_special_char, "{c}");
        }
    }

    #[test]
    fn strength_reports_each_rule() {
        assert_eq!(
            strength("abc"),
            PasswordStrength {
                has_min_chars: false,
                has_uppercase: false,
                has_lowercase: true,
                has_number: false,
                has_special_char: false
            }
        );
    }

    #[tokio::test]
    async fn hashes_are_argon2id_and_verify() {
        let h = hash("Secret#123".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert!(verify("Secret#123".into(), Some(h.clone())).await);
        assert!(!verify("Secret#124".into(), Some(h)).await);
        assert!(!verify("dummy-Password1!".into(), None).await);
    }
}
