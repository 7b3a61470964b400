//! The portal login's types and pure rules: sign-in methods (acr), the browser binding of
//! provider codes, request and response shapes, the login-source flags.

use std::collections::BTreeMap;

use rand::Rng;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::clock::seconds;
use crate::error::{AppError, AppResult};
use crate::http::standardized::standardized_response;
use crate::identity::tokens::{is_code_challenge, token_hash, Expiring};
use crate::state::SessionCookie;

pub const IDP_ISSUER: &str = "leasefront-idp";
/// The identity provider's sign-in session (HttpOnly, sent only to /idp).
pub const SESSION_COOKIE: SessionCookie = crate::session_cookie!("lf_idp");
pub const SESSION_COOKIE_PATH: &str = "/idp";
pub const SESSION_MS: i64 = seconds(8 * 3600);
pub const CODE_MS: i64 = seconds(2 * 60);
pub const IDP_TOKEN_SECONDS: i64 = 5 * 60;
pub const SMS_CODE_MS: i64 = seconds(5 * 60);
pub const SMS_MAX_ATTEMPTS: i64 = 5;
pub const MAGIC_LINK_MS: i64 = seconds(15 * 60);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum Acr {
    #[serde(rename = "email_password")]
    EmailPassword,
    #[serde(rename = "sms_otp")]
    SmsOtp,
    #[serde(rename = "magick_link")]
    MagickLink,
    #[serde(rename = "cookie")]
    Cookie,
}

impl Acr {
    pub fn as_str(self) -> &'static str {
        match self {
            Acr::EmailPassword => "email_password",
            Acr::SmsOtp => "sms_otp",
            Acr::MagickLink => "magick_link",
            Acr::Cookie => "cookie",
        }
    }

    /// A stored acr; anything else is corrupt data.
    pub fn parse(s: &str) -> anyhow::Result<Self> {
        [
            Acr::EmailPassword,
            Acr::SmsOtp,
            Acr::MagickLink,
            Acr::Cookie,
        ]
        .into_iter()
        .find(|a| a.as_str() == s)
        .ok_or_else(|| anyhow::anyhow!("unknown acr '{s}'"))
    }
}

/// What ties a provider code to the browser that began the sign-in: the S256 challenge of a
/// PKCE verifier only that browser holds, and its `state`. The code is redeemed only with
/// the verifier, and the browser checks the state before redeeming, so a code (or a magic
/// link) made in an attacker's browser can't sign a victim in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binding {
    pub code_challenge: String,
    pub state: String,
}

impl Binding {
    pub fn parse(code_challenge: &str, state: &str) -> AppResult<Self> {
        if !is_code_challenge(code_challenge) {
            return Err(AppError::bad_parameter(
                "codeChallenge",
                "The codeChallenge must be a PKCE S256 challenge (43 base64url characters).",
            )
            .with_reason("binding_invalid"));
        }
        let state_ok = (8..=256).contains(&state.len())
            && state
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b));
        if !state_ok {
            return Err(AppError::bad_parameter(
                "state",
                "The state must be 8 to 256 URL-safe characters.",
            )
            .with_reason("binding_invalid"));
        }
        Ok(Self {
            code_challenge: code_challenge.to_owned(),
            state: state.to_owned(),
        })
    }
}

/// The end of every sign-in method: a one-time code, redeemable at `/idp/api/token` with the
/// verifier of the browser's challenge, and the browser's `state` to check.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderCode {
    pub code: String,
    pub acr: Acr,
    pub state: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordSignIn {
    #[schema(required = true)]
    #[serde(default)]
    pub email: String,
    #[schema(required = true, min_length = 1)]
    #[serde(default)]
    pub password: String,
    #[schema(required = true, pattern = r"^[A-Za-z0-9_-]{43}$")]
    #[serde(default)]
    pub code_challenge: String,
    #[schema(required = true, pattern = r"^[A-Za-z0-9._~-]{8,256}$")]
    #[serde(default)]
    pub state: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmsStart {
    #[schema(required = true, pattern = r"^[^0-9]*([0-9][^0-9]*){10}$")]
    #[serde(default)]
    pub phone: String,
    pub locale: Option<String>,
    #[schema(required = true, pattern = r"^[A-Za-z0-9_-]{43}$")]
    #[serde(default)]
    pub code_challenge: String,
    #[schema(required = true, pattern = r"^[A-Za-z0-9._~-]{8,256}$")]
    #[serde(default)]
    pub state: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeStarted {
    /// Present for SMS: send it back with the code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub challenge_id: Option<String>,
    pub expires_in_seconds: i64,
    pub resend_after_seconds: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmsVerify {
    #[schema(required = true, min_length = 1)]
    #[serde(default)]
    pub challenge_id: String,
    #[schema(required = true, pattern = r"^[0-9]{6}$")]
    #[serde(default)]
    pub code: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MagicLinkStart {
    #[schema(required = true)]
    #[serde(default)]
    pub email: String,
    /// Site id and locale of the page asking, for the link and the email's language.
    pub site_id: Option<String>,
    pub locale: Option<String>,
    #[schema(required = true, pattern = r"^[A-Za-z0-9_-]{43}$")]
    #[serde(default)]
    pub code_challenge: String,
    #[schema(required = true, pattern = r"^[A-Za-z0-9._~-]{8,256}$")]
    #[serde(default)]
    pub state: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct MagicLinkVerify {
    #[schema(required = true, min_length = 1)]
    #[serde(default)]
    pub token: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionResume {
    #[schema(required = true, pattern = r"^[A-Za-z0-9_-]{43}$")]
    #[serde(default)]
    pub code_challenge: String,
    #[schema(required = true, pattern = r"^[A-Za-z0-9._~-]{8,256}$")]
    #[serde(default)]
    pub state: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProviderCodeExchange {
    #[serde(default)]
    pub code: String,
    /// The PKCE verifier whose challenge began the sign-in.
    #[serde(default)]
    pub code_verifier: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderTokens {
    pub id_token: String,
    pub access_token: String,
    pub token_type: String,
    pub expires_in: i64,
    pub acr: Acr,
}

/// The provider's tokens: `sub` is the customer id, `acr` how they signed in. Access tokens
/// (audience `token-exchange`) carry a `jti`: each is exchanged once.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProviderClaims {
    pub iss: String,
    pub sub: String,
    pub aud: String,
    pub iat: i64,
    pub exp: i64,
    pub acr: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jti: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

impl Expiring for ProviderClaims {
    fn exp(&self) -> i64 {
        self.exp
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenExchangeResponse {
    pub access_token: String,
    pub customer_id: String,
    pub usid: String,
    pub expires_in: i64,
}

/// An id token to name the customer at the provider's logout (`id_token_hint`).
#[derive(Debug, Serialize, ToSchema)]
pub struct IdTokenHint {
    pub id_token: String,
}

standardized_response!(
    CustomerProfileResponse = StandardizedCustomer,
    "The custom APIs' envelope."
);

/// The lease-customer profile: `customer_guid` is the lease-customer GUID.
#[derive(Debug, Serialize, ToSchema)]
pub struct StandardizedCustomer {
    pub customer_id: String,
    pub customer_guid: Option<String>,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoginSourceResponse {
    pub ok: bool,
    pub status: u16,
    pub data: LoginSourceData,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoginSourceData {
    pub customer_id: String,
    /// The flags recorded (browser and method).
    pub flags: BTreeMap<String, bool>,
}

/// The browser flags and the method flags the portal may send; any other flag is refused.
pub const BROWSER_FLAGS: [&str; 7] = [
    "desktop_browser",
    "mobile_browser",
    "chrome",
    "safari",
    "firefox",
    "edge",
    "other_browser",
];
pub const METHOD_FLAGS: [&str; 3] = ["username_password", "one_time_password", "magick_link"];

/// Checks the flags object: known names, true/false values, exactly one method.
pub fn check_flags(flags: &BTreeMap<String, serde_json::Value>) -> AppResult<()> {
    for (name, value) in flags {
        if !BROWSER_FLAGS.contains(&name.as_str()) && !METHOD_FLAGS.contains(&name.as_str()) {
            return Err(AppError::bad_parameter(
                name,
                format!("Unknown flag '{name}'."),
            ));
        }
        if !value.is_boolean() {
            return Err(AppError::bad_parameter(
                name,
                format!("The flag '{name}' must be true or false."),
            ));
        }
    }
    let methods = METHOD_FLAGS
        .iter()
        .filter(|m| flags.get(**m).and_then(|v| v.as_bool()) == Some(true))
        .count();
    if methods != 1 {
        return Err(AppError::bad_parameter(
            "body",
            "Exactly one of username_password, one_time_password, magick_link must be true.",
        ));
    }
    Ok(())
}

/// A uniformly random six-digit code.
pub fn six_digit_code() -> String {
    format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000))
}

/// SMS codes are hashed with their challenge id: the same code in another challenge differs.
pub fn sms_secret_hash(challenge_id: &str, code: &str) -> String {
    token_hash(&format!("{challenge_id}:{code}"))
}

/// Where a browser without a provider session signs in when it comes through `/idp/auth`:
/// the login page on the same site/locale prefix as the callback (`/es/idpcallback` →
/// `/es/customer-login`). Only our own callbacks qualify.
pub fn login_page_for(callback_path: &str) -> Option<String> {
    let (prefix, last) = callback_path.rsplit_once('/')?;
    matches!(last, "idpcallback" | "login-redirect").then(|| format!("{prefix}/customer-login"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn codes_are_six_digits() {
        for _ in 0..200 {
            let code = six_digit_code();
            assert_eq!(code.len(), 6);
            assert!(code.chars().all(|c| c.is_ascii_digit()));
        }
    }

    #[test]
    fn acr_values_round_trip() {
        for acr in [
            Acr::EmailPassword,
            Acr::SmsOtp,
            Acr::MagickLink,
            Acr::Cookie,
        ] {
            assert_eq!(Acr::parse(acr.as_str()).unwrap(), acr);
        }
        assert!(Acr::parse("magic_link").is_err());
    }

    #[test]
    fn sms_hashes_are_bound_to_their_challenge() {
        assert_ne!(
            sms_secret_hash("a", "123456"),
            sms_secret_hash("b", "123456")
        );
    }

    #[test]
    fn bindings_need_a_real_challenge_and_state() {
        let challenge = "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
        assert!(Binding::parse(challenge, "st4te-0123").is_ok());
        assert!(Binding::parse("", "st4te-0123").is_err());
        assert!(Binding::parse(challenge, "short").is_err());
        assert!(Binding::parse(challenge, "has space in it").is_err());
    }

    #[test]
    fn the_login_page_follows_the_callback_prefix() {
        assert_eq!(
            login_page_for("/idpcallback").as_deref(),
            Some("/customer-login")
        );
        assert_eq!(
            login_page_for("/nw/es/login-redirect").as_deref(),
            Some("/nw/es/customer-login")
        );
        assert_eq!(login_page_for("/dashboard"), None);
        assert_eq!(login_page_for("idpcallback"), None);
    }

    fn flags(pairs: &[(&str, serde_json::Value)]) -> BTreeMap<String, serde_json::Value> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), v.clone()))
            .collect()
    }

    #[test]
    fn one_method_and_known_boolean_flags() {
        assert!(check_flags(&flags(&[
            ("chrome", json!(true)),
            ("desktop_browser", json!(true)),
            ("one_time_password", json!(true))
        ]))
        .is_ok());
        assert!(
            check_flags(&flags(&[("chrome", json!(true))])).is_err(),
            "no method"
        );
        assert!(check_flags(&flags(&[
            ("magick_link", json!(true)),
            ("username_password", json!(true))
        ]))
        .is_err());
        assert!(check_flags(&flags(&[
            ("magick_link", json!(true)),
            ("opera", json!(true))
        ]))
        .is_err());
        assert!(check_flags(&flags(&[("magick_link", json!("yes"))])).is_err());
    }
}
