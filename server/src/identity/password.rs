//! Password rules (the strength a new password needs) and argon2id hashing.

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{Output, ParamsString, PasswordHash, Salt, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use serde::Serialize;
use std::sync::LazyLock;
use std::sync::Mutex;
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
static HASHING: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(*HASHING_AT_ONCE));

static HASHING_AT_ONCE: LazyLock<usize> = LazyLock::new(|| {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .max(2)
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
    hash_with_workspace(password.as_bytes(), salt.as_salt())
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("password hashing failed: {e}").into())
}

/// argon2's working memory, kept between runs: one per run that may go on at once. Allocated
/// afresh, each run's 19 MiB came and went on whichever blocking thread ran it, and the
/// allocator kept what it freed on each of them (a server's memory grew by a third in half an
/// hour of sign-ins while its live heap stayed flat).
static WORKSPACES: Mutex<Vec<Vec<Block>>> = Mutex::new(Vec::new());

/// Runs `run` over at least `blocks` blocks of a kept workspace (one is made when none is free).
fn with_workspace<T>(blocks: usize, run: impl FnOnce(&mut [Block]) -> T) -> T {
    let kept = WORKSPACES.lock().unwrap_or_else(|p| p.into_inner()).pop();
    let mut memory = kept.unwrap_or_default();
    if memory.len() < blocks {
        memory.resize(blocks, Block::default());
    }
    let answer = run(&mut memory[..blocks]);
    let mut workspaces = WORKSPACES.lock().unwrap_or_else(|p| p.into_inner());
    // Runs outside the semaphore (the demo data's hashes) may make more; no more are kept.
    if workspaces.len() < *HASHING_AT_ONCE {
        workspaces.push(memory);
    }
    answer
}

/// argon2id with the crate's defaults, as `PasswordHasher::hash_password` writes it, in a kept
/// workspace.
fn hash_with_workspace<'a>(
    password: &[u8],
    salt: Salt<'a>,
) -> argon2::password_hash::Result<PasswordHash<'a>> {
    let argon2 = Argon2::default();
    let params = argon2.params().clone();
    let hash = compute(&argon2, password, salt, Params::DEFAULT_OUTPUT_LEN)?;
    Ok(PasswordHash {
        algorithm: Algorithm::Argon2id.ident(),
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params)?,
        salt: Some(salt),
        hash: Some(hash),
    })
}

fn compute(
    argon2: &Argon2<'_>,
    password: &[u8],
    salt: Salt<'_>,
    output_len: usize,
) -> argon2::password_hash::Result<Output> {
    let mut salt_bytes = [0u8; 64];
    let salt = salt.decode_b64(&mut salt_bytes)?;
    with_workspace(argon2.params().block_count(), |memory| {
        Output::init_with(output_len, |out| {
            Ok(argon2.hash_password_into_with_memory(password, salt, out, memory)?)
        })
    })
}

/// Whether `password` gives `stored` under the algorithm, version and parameters it names
/// (what `PasswordVerifier::verify_password` checks, in a kept workspace); outputs are compared
/// in constant time.
fn verify_with_workspace(password: &[u8], stored: &PasswordHash<'_>) -> bool {
    let (Some(salt), Some(expected)) = (stored.salt, stored.hash) else {
        return false;
    };
    let (Ok(algorithm), Ok(version), Ok(params)) = (
        Algorithm::try_from(stored.algorithm),
        stored
            .version
            .map_or(Ok(Version::default()), Version::try_from),
        Params::try_from(stored),
    ) else {
        return false;
    };
    let argon2 = Argon2::new(algorithm, version, params);
    compute(&argon2, password, salt, expected.len()).is_ok_and(|computed| computed == expected)
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
            .is_ok_and(|parsed| verify_with_workspace(password.as_bytes(), &parsed));
        ok && stored != DUMMY_HASH.get().map(String::as_str).unwrap_or("")
    })
    .await
    .unwrap_or(false)
}

static DUMMY_HASH: std::sync::OnceLock<String> = std::sync::OnceLock::new();

#[cfg(test)]
mod tests {
    use super::*;
    use argon2::password_hash::{PasswordHasher, PasswordVerifier};

    #[test]
    fn hashes_in_a_kept_workspace_are_the_crates_own_both_ways() {
        let mine = hash_blocking("Lease#2026").unwrap();
        assert!(
            mine.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{mine}"
        );
        let parsed = PasswordHash::new(&mine).unwrap();
        assert!(Argon2::default()
            .verify_password(b"Lease#2026", &parsed)
            .is_ok());
        let salt = SaltString::generate(&mut OsRng);
        let theirs = Argon2::default()
            .hash_password(b"Lease#2026", &salt)
            .unwrap()
            .to_string();
        let again = hash_with_workspace(b"Lease#2026", salt.as_salt()).unwrap();
        assert_eq!(again.to_string(), theirs);
        let theirs = PasswordHash::new(&theirs).unwrap();
        assert!(verify_with_workspace(b"Lease#2026", &theirs));
        assert!(!verify_with_workspace(b"Lease#2027", &theirs));
    }

    #[test]
    fn other_parameters_and_versions_named_by_the_stored_hash_are_followed() {
        let params = Params::new(8, 1, 1, None).unwrap();
        let salt = SaltString::generate(&mut OsRng);
        for (algorithm, version) in [
            (Algorithm::Argon2id, Version::V0x10),
            (Algorithm::Argon2i, Version::V0x13),
        ] {
            let stored = Argon2::new(algorithm, version, params.clone())
                .hash_password(b"Lease#2026", &salt)
                .unwrap()
                .to_string();
            let stored = PasswordHash::new(&stored).unwrap();
            assert!(verify_with_workspace(b"Lease#2026", &stored), "{stored}");
            assert!(!verify_with_workspace(b"lease#2026", &stored), "{stored}");
        }
    }

    #[tokio::test]
    async fn verify_accepts_the_right_password_only() {
        let stored = hash("Lease#2026".into()).await.unwrap();
        assert!(verify("Lease#2026".into(), Some(stored.clone())).await);
        assert!(!verify("Lease#2025".into(), Some(stored)).await);
        assert!(!verify("dummy-Password1!".into(), None).await);
    }

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
