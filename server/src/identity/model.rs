//! Identity's types and pure rules: clients, customers, the SCAPI request and response
//! shapes, registration checks.

use std::collections::BTreeMap;

use rand::Rng;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::password;
use super::tokens::CustomerType;
use crate::error::{AppError, AppResult};
use crate::sites::Brand;

/// An OAuth client of the shopper auth API.
#[derive(Debug, Clone)]
pub struct AuthClient {
    pub id: String,
    pub redirect_uris: Vec<String>,
    /// The refresh token travels in an HttpOnly cookie (the web app), not in the body.
    pub refresh_cookie: bool,
}

impl AuthClient {
    /// A registered absolute URI matches exactly. A registered path (`/callback`) matches
    /// that path on one of `origins` (the public URL's origin; in development also the origin
    /// the request came to), so no code is ever sent to another host.
    pub fn allows_redirect(&self, redirect_uri: &str, origins: &[&str]) -> bool {
        self.redirect_uris.iter().any(|registered| {
            if registered.starts_with('/') {
                origins
                    .iter()
                    .any(|origin| redirect_uri == format!("{origin}{registered}"))
            } else {
                redirect_uri == registered
            }
        })
    }
}

/// A registered customer as stored.
#[derive(Debug, Clone)]
pub struct CustomerRecord {
    pub id: String,
    pub customer_no: String,
    pub login: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone: Option<String>,
    pub password_hash: String,
    pub accepts_marketing: bool,
    pub lease_customer_guid: Option<String>,
}

pub struct NewCustomer<'a> {
    pub email: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub phone: Option<&'a str>,
    pub password_hash: &'a str,
    pub accepts_marketing: bool,
    pub lease_customer_guid: Option<&'a str>,
}

/// Logins are email addresses, compared without case.
pub fn normalize_login(login: &str) -> String {
    login.trim().to_lowercase()
}

/// A customer number people can read out on the phone: eight digits, never starting with 0.
pub fn new_customer_no() -> String {
    rand::rngs::OsRng
        .gen_range(10_000_000..100_000_000u32)
        .to_string()
}

/// Ten digits of a US phone number, whatever the formatting.
pub fn digits_only(s: &str) -> String {
    s.chars().filter(char::is_ascii_digit).collect()
}

/// A plausible email: one @, a dot in the domain, no spaces.
pub fn is_valid_email(email: &str) -> bool {
    let email = email.trim();
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email.chars().any(char::is_whitespace)
        && email.len() <= 254
}

/// A usid the client sent is kept only when the session proves it owns it; otherwise the
/// server makes a new one (nobody can pick another shopper's usid).
pub fn choose_usid(requested: Option<&str>, proven: Option<&str>) -> String {
    match (requested, proven) {
        (Some(requested), Some(proven)) if requested == proven => requested.to_owned(),
        _ => uuid::Uuid::new_v4().to_string(),
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenResponse {
    pub access_token: String,
    pub id_token: String,
    /// Absent for the web app's client: its refresh token is an HttpOnly cookie.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
    pub expires_in: i64,
    pub refresh_token_expires_in: i64,
    pub token_type: String,
    pub usid: String,
    pub customer_id: String,
    pub enc_user_id: String,
    pub idp_access_token: String,
}

/// A shopper session as a refresh-token family carries it.
#[derive(Debug, Clone)]
pub struct RefreshSession {
    pub family_id: String,
    pub client_id: String,
    pub channel_id: String,
    pub customer_id: String,
    pub customer_type: CustomerType,
    pub usid: String,
}

/// What presenting a refresh token did.
pub enum Rotation {
    /// The token was live and is now rotated: mint this successor for the session.
    Rotated {
        session: RefreshSession,
        successor: String,
    },
    /// A replay within the grace period (two tabs refreshing together): answer once more
    /// with the successor already issued; nothing new is minted.
    Replayed {
        session: RefreshSession,
        successor: String,
    },
    /// A rotated token presented again after the grace period, or a second time within it:
    /// someone replayed it. The family is now revoked.
    Reused,
    /// Unknown, expired or revoked.
    Invalid,
}

/// Two tabs refreshing at once present the same token: within this many seconds of its
/// rotation a token is answered (once) with its successor instead of counting as theft.
pub const ROTATION_GRACE_MS: i64 = 10_000;

/// What an authorization code stands for.
#[derive(Debug, Clone)]
pub struct AuthCode {
    pub client_id: String,
    pub channel_id: String,
    pub redirect_uri: String,
    pub code_challenge: String,
    pub customer_id: String,
    pub customer_type: CustomerType,
    pub usid: String,
}

/// A registered customer. The lease-customer GUID is `c_{shortName}CustomerGuid`
/// (`c_northwindCustomerGuid` in the demo), present once the customer has leases.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Customer {
    pub customer_id: String,
    pub customer_no: String,
    pub customer_type: String,
    pub auth_type: String,
    pub is_registered: bool,
    pub is_guest: bool,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub login: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phone_mobile: Option<String>,
    /// Custom attributes, e.g. `c_northwindCustomerGuid`.
    #[serde(flatten)]
    pub custom: BTreeMap<String, serde_json::Value>,
}

impl Customer {
    pub fn of(record: CustomerRecord, brand: &Brand) -> Self {
        let mut custom = BTreeMap::new();
        if let Some(guid) = record.lease_customer_guid {
            custom.insert(
                format!("c_{}CustomerGuid", brand.short_name),
                serde_json::Value::String(guid),
            );
        }
        Customer {
            customer_id: record.id,
            customer_no: record.customer_no,
            customer_type: "registered".to_owned(),
            auth_type: "registered".to_owned(),
            is_registered: true,
            is_guest: false,
            first_name: record.first_name,
            last_name: record.last_name,
            email: record.email,
            login: record.login,
            phone_mobile: record.phone,
            custom,
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationCustomer {
    #[serde(default)]
    #[schema(required = true, pattern = r"\S")]
    pub first_name: String,
    #[serde(default)]
    #[schema(required = true, pattern = r"\S")]
    pub last_name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub login: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegistrationRequest {
    pub customer: RegistrationCustomer,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub accepts_marketing: bool,
}

/// The registration rules (names, email, password strength), first failure first.
pub fn check_registration(request: &RegistrationRequest) -> AppResult<()> {
    let c = &request.customer;
    check_names(&c.first_name, &c.last_name)?;
    if !is_valid_email(&c.email) {
        return Err(AppError::bad_parameter(
            "email",
            "Please enter a valid email address.",
        ));
    }
    if let Some(login) = &c.login {
        if normalize_login(login) != normalize_login(&c.email) {
            return Err(AppError::bad_parameter(
                "login",
                "The login must be the email address.",
            ));
        }
    }
    password::check_new_password("password", &request.password)
}

pub fn check_names(first_name: &str, last_name: &str) -> AppResult<()> {
    if first_name.trim().is_empty() {
        return Err(AppError::bad_parameter(
            "firstName",
            "Please enter your first name.",
        ));
    }
    if last_name.trim().is_empty() {
        return Err(AppError::bad_parameter(
            "lastName",
            "Please enter your last name.",
        ));
    }
    Ok(())
}

/// A 10-digit phone, or the spec's message.
pub fn phone_digits(parameter: &str, phone: &str) -> AppResult<String> {
    let digits = digits_only(phone);
    if digits.len() == 10 {
        Ok(digits)
    } else {
        Err(AppError::bad_parameter(
            parameter,
            "Please enter a valid 10-digit phone number.",
        ))
    }
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerUpdate {
    #[schema(pattern = r"\S")]
    pub first_name: Option<String>,
    #[schema(pattern = r"\S")]
    pub last_name: Option<String>,
    /// Ten digits, in any punctuation.
    #[schema(pattern = r"^[^0-9]*([0-9][^0-9]*){10}$")]
    pub phone_mobile: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordChange {
    #[serde(default)]
    pub current_password: String,
    #[serde(default)]
    pub password: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResetTokenRequest {
    /// The account's email.
    #[serde(default)]
    #[schema(required = true)]
    pub login: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetTokenAccepted {
    pub login: String,
    pub expires_in_minutes: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordReset {
    #[serde(default)]
    #[schema(required = true, min_length = 1)]
    pub reset_token: String,
    #[serde(default)]
    pub new_password: String,
    #[serde(default)]
    pub login: String,
}

pub const RESET_TOKEN_MINUTES: i64 = 30;

/// Names of the request fields, for error messages in each API's words.
pub struct ResetFields {
    pub token: &'static str,
    pub password: &'static str,
}

/// The form fields of the SLAS calls (`application/x-www-form-urlencoded`), for the OpenAPI
/// document; the handlers read them by name.
#[derive(Debug, Deserialize, ToSchema)]
pub struct SlasForm {
    pub client_id: Option<String>,
    pub channel_id: Option<String>,
    pub redirect_uri: Option<String>,
    pub code_challenge: Option<String>,
    /// `authorization_code_pkce` or `refresh_token` (token).
    pub grant_type: Option<String>,
    pub code: Option<String>,
    pub code_verifier: Option<String>,
    pub refresh_token: Option<String>,
    pub usid: Option<String>,
    /// Password reset: the login, `mode=email`, the locale of the email.
    pub user_id: Option<String>,
    pub mode: Option<String>,
    pub locale: Option<String>,
    pub pwd_action_token: Option<String>,
    pub new_password: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_need_a_local_part_and_a_dotted_domain() {
        for ok in ["a@b.co", "first.last+tag@sub.example.com"] {
            assert!(is_valid_email(ok), "{ok}");
        }
        for bad in [
            "", "a", "a@b", "@b.co", "a@.co", "a@b.", "a b@c.co", "a@b@c.co",
        ] {
            assert!(!is_valid_email(bad), "{bad}");
        }
    }

    #[test]
    fn a_client_usid_needs_proof() {
        assert_eq!(choose_usid(Some("u-1"), Some("u-1")), "u-1");
        assert_ne!(choose_usid(Some("u-1"), None), "u-1");
        assert_ne!(choose_usid(Some("u-1"), Some("u-2")), "u-1");
        assert_eq!(choose_usid(None, Some("u-2")).len(), 36);
    }

    #[test]
    fn customer_numbers_have_eight_digits() {
        for _ in 0..100 {
            let no = new_customer_no();
            assert_eq!(no.len(), 8);
            assert!(!no.starts_with('0'));
        }
    }

    #[test]
    fn registered_paths_match_only_the_allowed_origins() {
        let client = AuthClient {
            id: "web".into(),
            redirect_uris: vec!["/callback".into(), "http://localhost:3000/callback".into()],
            refresh_cookie: true,
        };
        let origins = ["https://shop.example"];
        assert!(client.allows_redirect("https://shop.example/callback", &origins));
        assert!(client.allows_redirect("http://localhost:3000/callback", &origins));
        assert!(!client.allows_redirect("https://evil.example/callback", &origins));
        assert!(!client.allows_redirect("https://shop.example/callback/x", &origins));
    }
}
