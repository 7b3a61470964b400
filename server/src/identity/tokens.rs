//! Access tokens (short-lived HS256 JWTs, checked against the state's clock), opaque refresh
//! tokens and codes (stored as SHA-256 hashes), PKCE verification.
//!
//! Signing-key rotation: tokens carry the key id (`kid`, a hash prefix of the key). The
//! current key signs; keys listed as previous still verify until the tokens they signed have
//! expired (30 minutes for access tokens), after which they can be dropped.

use anyhow::Context;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine;
use hmac::{Hmac, Mac};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::db::Db;
use crate::error::AppResult;

pub const ACCESS_TOKEN_SECONDS: i64 = 30 * 60;
pub const GUEST_REFRESH_SECONDS: i64 = 30 * 24 * 3600;
pub const REGISTERED_REFRESH_SECONDS: i64 = 90 * 24 * 3600;
pub const AUTH_CODE_SECONDS: i64 = 5 * 60;
/// The name the signing key is kept under when it is made by the server.
const SIGNING_KEY_SECRET: &str = "jwt_signing_key";
/// Clock skew allowed between app servers when checking `exp`.
const LEEWAY_SECONDS: i64 = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CustomerType {
    Guest,
    Registered,
}

impl CustomerType {
    pub fn as_str(self) -> &'static str {
        match self {
            CustomerType::Guest => "guest",
            CustomerType::Registered => "registered",
        }
    }

    /// A stored customer type; anything else is corrupt data.
    pub fn parse(s: &str) -> anyhow::Result<Self> {
        match s {
            "guest" => Ok(CustomerType::Guest),
            "registered" => Ok(CustomerType::Registered),
            other => anyhow::bail!("unknown customer type '{other}'"),
        }
    }
}

/// What an access token says about its bearer.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Claims {
    pub iss: String,
    /// The customer id.
    pub sub: String,
    pub iat: i64,
    pub exp: i64,
    pub customer_type: CustomerType,
    /// The shopper's unique session id, made by the server (kept across guest → registered
    /// only when the session proves it owns it).
    pub usid: String,
    /// The refresh-token family this session belongs to; revoked on logout.
    pub sid: String,
    /// The site (channel) the session was made for.
    pub chid: String,
    pub client_id: String,
}

/// Anything with an expiry, so verification can check it against our clock.
pub trait Expiring {
    fn exp(&self) -> i64;
}

impl Expiring for Claims {
    fn exp(&self) -> i64 {
        self.exp
    }
}

#[derive(Clone)]
struct SigningKey {
    id: String,
    encoding: EncodingKey,
    decoding: DecodingKey,
    secret: Vec<u8>,
}

impl SigningKey {
    fn new(secret: &[u8]) -> Self {
        let id = token_hash_bytes(secret)[..8].to_owned();
        Self {
            id,
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            secret: secret.to_vec(),
        }
    }
}

#[derive(Clone)]
pub struct TokenKeys {
    current: SigningKey,
    previous: Vec<SigningKey>,
    issuer: String,
}

impl std::fmt::Debug for TokenKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("TokenKeys(..)")
    }
}

impl TokenKeys {
    pub fn new(secret: &[u8], issuer: &str) -> Self {
        Self {
            current: SigningKey::new(secret),
            previous: Vec::new(),
            issuer: issuer.to_owned(),
        }
    }

    /// Keys that still verify tokens signed before a rotation.
    pub fn with_previous(mut self, secrets: &[String]) -> Self {
        self.previous = secrets
            .iter()
            .filter(|s| !s.is_empty())
            .map(|s| SigningKey::new(s.as_bytes()))
            .collect();
        self
    }

    /// The signing key comes from configuration (`LEASEFRONT_JWT_SECRET`), or is made once
    /// and kept in the database so every app server shares it.
    pub async fn load(db: &Db, configured: Option<&str>, issuer: &str) -> anyhow::Result<Self> {
        if let Some(secret) = configured.filter(|s| !s.is_empty()) {
            anyhow::ensure!(
                secret.len() >= 32,
                "the JWT secret must be at least 32 characters"
            );
            return Ok(Self::new(secret.as_bytes(), issuer));
        }
        super::store::insert_secret(&db.pool, SIGNING_KEY_SECRET, &random_token()).await?;
        let secret = super::store::secret(&db.pool, SIGNING_KEY_SECRET)
            .await?
            .context("the signing key was kept and then not found")?;
        Ok(Self::new(secret.as_bytes(), issuer))
    }

    pub fn issuer(&self) -> &str {
        &self.issuer
    }

    pub fn sign<T: Serialize>(&self, claims: &T) -> AppResult<String> {
        let mut header = Header::new(Algorithm::HS256);
        header.kid = Some(self.current.id.clone());
        jsonwebtoken::encode(&header, claims, &self.current.encoding)
            .map_err(|e| anyhow::anyhow!("token signing failed: {e}").into())
    }

    /// Any claims type signed by one of our keys for `issuer`, unexpired at `now_s`.
    pub fn verify_as<T: DeserializeOwned + Expiring>(
        &self,
        token: &str,
        issuer: &str,
        now_s: i64,
    ) -> Option<T> {
        let kid = jsonwebtoken::decode_header(token).ok()?.kid;
        let key = std::iter::once(&self.current)
            .chain(&self.previous)
            .find(|k| kid.as_deref().is_none_or(|kid| kid == k.id))?;
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[issuer]);
        validation.validate_aud = false;
        // Expiry is checked against the state's clock below, not the system clock.
        validation.validate_exp = false;
        validation.required_spec_claims.clear();
        let claims = jsonwebtoken::decode::<T>(token, &key.decoding, &validation)
            .ok()?
            .claims;
        (claims.exp() + LEEWAY_SECONDS > now_s).then_some(claims)
    }

    /// A shopper access token: signature, issuer and expiry checked; None for anything else.
    pub fn verify(&self, token: &str, now_s: i64) -> Option<Claims> {
        self.verify_as(token, &self.issuer, now_s)
    }

    /// The refresh token that replaces `token` on rotation. Derived, not random, so a replay
    /// of `token` inside the grace period can be answered with the same successor without
    /// storing any token in the clear, and without minting a second live token.
    pub fn refresh_successor(&self, token: &str) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.current.secret)
            .expect("HMAC accepts keys of any length");
        mac.update(b"refresh-successor:");
        mac.update(token.as_bytes());
        URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
    }
}

/// 32 random bytes, URL-safe base64: refresh tokens, codes, reset tokens, secrets.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

fn token_hash_bytes(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// How tokens are stored: only their SHA-256, so a database leak gives no usable token.
pub fn token_hash(token: &str) -> String {
    token_hash_bytes(token.as_bytes())
}

/// A PKCE S256 challenge: 43 characters of base64url (RFC 7636 §4.2).
pub fn is_code_challenge(challenge: &str) -> bool {
    challenge.len() == 43
        && challenge
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// RFC 7636 S256: BASE64URL(SHA256(verifier)) == challenge.
pub fn pkce_matches(verifier: &str, challenge: &str) -> bool {
    if !(43..=128).contains(&verifier.len()) {
        return false;
    }
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes())) == challenge
}

/// `Basic base64(user:password)` → (user, password). The password may contain ':'.
pub fn parse_basic(header: &str) -> Option<(String, String)> {
    let encoded = header
        .strip_prefix("Basic ")
        .or_else(|| header.strip_prefix("basic "))?;
    let decoded = String::from_utf8(STANDARD.decode(encoded.trim()).ok()?).ok()?;
    let (user, password) = decoded.split_once(':')?;
    Some((user.to_owned(), password.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_800_000_000;

    fn claims(exp: i64) -> Claims {
        Claims {
            iss: "leasefront".into(),
            sub: "c1".into(),
            iat: NOW,
            exp,
            customer_type: CustomerType::Guest,
            usid: "u1".into(),
            sid: "f1".into(),
            chid: "northwind".into(),
            client_id: "web".into(),
        }
    }

    #[test]
    fn pkce_follows_rfc_7636() {
        // RFC 7636, appendix B.
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        assert!(pkce_matches(
            verifier,
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        ));
        assert!(is_code_challenge(
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        ));
        assert!(!is_code_challenge("short"));
        assert!(!pkce_matches(
            verifier,
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cN"
        ));
        // Too short a verifier never matches, whatever its hash.
        let short = "abc";
        assert!(!pkce_matches(
            short,
            &URL_SAFE_NO_PAD.encode(Sha256::digest(short.as_bytes()))
        ));
    }

    #[test]
    fn basic_credentials_keep_colons_in_the_password() {
        let header = format!("Basic {}", STANDARD.encode("a@b.example:pa:ss"));
        assert_eq!(
            parse_basic(&header).unwrap(),
            ("a@b.example".into(), "pa:ss".into())
        );
        assert!(parse_basic("Bearer x").is_none());
        assert!(parse_basic("Basic !!!").is_none());
    }

    #[test]
    fn tokens_verify_only_with_the_right_key_issuer_and_time() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef", "leasefront");
        let token = keys.sign(&claims(NOW + 60)).unwrap();
        assert_eq!(keys.verify(&token, NOW).unwrap().sub, "c1");
        assert!(
            keys.verify(&token, NOW + 120).is_none(),
            "expired by our clock"
        );
        let other = TokenKeys::new(b"another-key-another-key-another-k", "leasefront");
        assert!(other.verify(&token, NOW).is_none());
        let foreign = keys
            .sign(&Claims {
                iss: "elsewhere".into(),
                ..claims(NOW + 60)
            })
            .unwrap();
        assert!(keys.verify(&foreign, NOW).is_none());
    }

    #[test]
    fn previous_keys_still_verify_after_a_rotation() {
        let old = TokenKeys::new(b"0123456789abcdef0123456789abcdef", "leasefront");
        let token = old.sign(&claims(NOW + 60)).unwrap();
        let rotated = TokenKeys::new(b"the-new-key-the-new-key-the-new-k", "leasefront")
            .with_previous(&["0123456789abcdef0123456789abcdef".to_owned()]);
        assert!(rotated.verify(&token, NOW).is_some());
        let fresh = rotated.sign(&claims(NOW + 60)).unwrap();
        assert!(
            old.verify(&fresh, NOW).is_none(),
            "new tokens need the new key"
        );
    }

    #[test]
    fn refresh_successors_are_stable_per_token_and_key() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef", "leasefront");
        assert_eq!(keys.refresh_successor("a"), keys.refresh_successor("a"));
        assert_ne!(keys.refresh_successor("a"), keys.refresh_successor("b"));
        let other = TokenKeys::new(b"another-key-another-key-another-k", "leasefront");
        assert_ne!(keys.refresh_successor("a"), other.refresh_successor("a"));
    }

    #[test]
    fn token_hashes_are_stable_and_distinct() {
        assert_eq!(token_hash("a"), token_hash("a"));
        assert_ne!(token_hash("a"), token_hash("b"));
        assert_eq!(token_hash("a").len(), 64);
        assert_ne!(random_token(), random_token());
    }
}
