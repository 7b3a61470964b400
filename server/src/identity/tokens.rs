//! Access tokens (short-lived HS256 JWTs), opaque refresh tokens and codes (stored as
//! SHA-256 hashes), PKCE verification.

use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::db::Db;
use crate::error::AppResult;

pub const ACCESS_TOKEN_SECONDS: i64 = 30 * 60;
pub const GUEST_REFRESH_SECONDS: i64 = 30 * 24 * 3600;
pub const REGISTERED_REFRESH_SECONDS: i64 = 90 * 24 * 3600;
pub const AUTH_CODE_SECONDS: i64 = 5 * 60;

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

    pub fn parse(s: &str) -> Self {
        if s == "registered" {
            CustomerType::Registered
        } else {
            CustomerType::Guest
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
    /// The shopper's unique session id (kept across guest → registered).
    pub usid: String,
    /// The refresh-token family this session belongs to; revoked on logout.
    pub sid: String,
    /// The site (channel) the session was made for.
    pub chid: String,
    pub client_id: String,
}

#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
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
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            issuer: issuer.to_owned(),
        }
    }

    /// The signing key comes from configuration, or is made once and kept in the database so
    /// every app server shares it.
    pub async fn load(db: &Db, configured: Option<&str>, issuer: &str) -> anyhow::Result<Self> {
        if let Some(secret) = configured.filter(|s| !s.is_empty()) {
            anyhow::ensure!(
                secret.len() >= 32,
                "the JWT secret must be at least 32 characters"
            );
            return Ok(Self::new(secret.as_bytes(), issuer));
        }
        sqlx::query("INSERT INTO server_secrets (name, value) VALUES ('jwt_signing_key', $1) ON CONFLICT DO NOTHING")
            .bind(random_token())
            .execute(&db.pool)
            .await?;
        let secret: String =
            sqlx::query_scalar("SELECT value FROM server_secrets WHERE name = 'jwt_signing_key'")
                .fetch_one(&db.pool)
                .await?;
        Ok(Self::new(secret.as_bytes(), issuer))
    }

    pub fn issuer(&self) -> &str {
        &self.issuer
    }

    pub fn sign<T: Serialize>(&self, claims: &T) -> AppResult<String> {
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), claims, &self.encoding)
            .map_err(|e| anyhow::anyhow!("token signing failed: {e}").into())
    }

    /// Any claims type signed by this server for `issuer`; signature and expiry checked.
    pub fn verify_as<T: serde::de::DeserializeOwned>(
        &self,
        token: &str,
        issuer: &str,
    ) -> Option<T> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[issuer]);
        validation.validate_aud = false;
        validation.leeway = 5;
        jsonwebtoken::decode::<T>(token, &self.decoding, &validation)
            .ok()
            .map(|d| d.claims)
    }

    /// Signature, expiry and issuer checked; None for anything else.
    pub fn verify(&self, token: &str) -> Option<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&[&self.issuer]);
        validation.leeway = 5;
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .ok()
            .map(|d| d.claims)
    }
}

/// 32 random bytes, URL-safe base64: refresh tokens, codes, reset tokens, secrets.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// How tokens are stored: only their SHA-256, so a database leak gives no usable token.
pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
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

pub fn now_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pkce_follows_rfc_7636() {
        // RFC 7636, appendix B.
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        assert!(pkce_matches(
            verifier,
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        ));
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
    fn tokens_verify_only_with_the_right_key_and_issuer() {
        let keys = TokenKeys::new(b"0123456789abcdef0123456789abcdef", "leasefront");
        let now = now_seconds();
        let claims = Claims {
            iss: "leasefront".into(),
            sub: "c1".into(),
            iat: now,
            exp: now + 60,
            customer_type: CustomerType::Guest,
            usid: "u1".into(),
            sid: "f1".into(),
            chid: "northwind".into(),
            client_id: "web".into(),
        };
        let token = keys.sign(&claims).unwrap();
        assert_eq!(keys.verify(&token).unwrap().sub, "c1");
        let other = TokenKeys::new(b"another-key-another-key-another-k", "leasefront");
        assert!(other.verify(&token).is_none());
        let expired = keys
            .sign(&Claims {
                exp: now - 60,
                ..claims.clone()
            })
            .unwrap();
        assert!(keys.verify(&expired).is_none());
        let foreign = keys
            .sign(&Claims {
                iss: "elsewhere".into(),
                ..claims
            })
            .unwrap();
        assert!(keys.verify(&foreign).is_none());
    }

    #[test]
    fn token_hashes_are_stable_and_distinct() {
        assert_eq!(token_hash("a"), token_hash("a"));
        assert_ne!(token_hash("a"), token_hash("b"));
        assert_eq!(token_hash("a").len(), 64);
        assert_ne!(random_token(), random_token());
    }
}
