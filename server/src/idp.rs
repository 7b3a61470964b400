//! The built-in identity provider for the customer portal (it plays Keycloak's part):
//! email + password (acr `email_password`), SMS one-time code (`sms_otp`), magic link by
//! email (`magick_link`), and a returning browser's live session (`cookie`). Each method
//! ends in a one-time code the web app trades at `/idp/api/token` for an id token and a
//! provider access token, which `/api/token-exchange` turns into a shopper session.

use axum::extract::{Query, State};
use axum::http::header::LOCATION;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::Rng;
use serde::{Deserialize, Serialize};
use sqlx::FromRow;
use utoipa::ToSchema;

use crate::app::AppState;
use crate::error::{AppError, AppResult};
use crate::http::{ClientAddress, JsonBody};
use crate::identity::customers::is_valid_email;
use crate::identity::rate_limit;
use crate::identity::slas;
use crate::identity::store::{self, CustomerRow};
use crate::identity::tokens::{now_seconds, random_token, token_hash};
use crate::outbox;

pub const IDP_ISSUER: &str = "leasefront-idp";
const SESSION_COOKIE: &str = "lf_idp";
const SESSION_SECONDS: i64 = 8 * 3600;
const CODE_SECONDS: i64 = 2 * 60;
const IDP_TOKEN_SECONDS: i64 = 5 * 60;
pub const SMS_CODE_SECONDS: i64 = 5 * 60;
pub const SMS_MAX_ATTEMPTS: i64 = 5;
pub const MAGIC_LINK_SECONDS: i64 = 15 * 60;
/// A new code or link for the same phone or email waits this long.
pub const RESEND_AFTER_SECONDS: i64 = 30;
/// And no more than this many in an hour.
pub const SENDS_PER_HOUR: i64 = 5;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/idp/api/password", post(sign_in_with_password))
        .route("/idp/api/sms/start", post(start_sms))
        .route("/idp/api/sms/verify", post(verify_sms))
        .route("/idp/api/magic-link/start", post(start_magic_link))
        .route("/idp/api/magic-link/verify", post(verify_magic_link))
        .route("/idp/api/session", post(resume_session))
        .route("/idp/api/token", post(token))
        .route("/idp/logout", get(logout))
}

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

    fn parse(s: &str) -> Option<Self> {
        [
            Acr::EmailPassword,
            Acr::SmsOtp,
            Acr::MagickLink,
            Acr::Cookie,
        ]
        .into_iter()
        .find(|a| a.as_str() == s)
    }
}

/// The end of every sign-in method: a one-time code for `/idpcallback`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderCode {
    pub code: String,
    pub acr: Acr,
}

async fn finish_sign_in(
    state: &AppState,
    jar: CookieJar,
    customer_id: &str,
    acr: Acr,
) -> AppResult<(CookieJar, Json<ProviderCode>)> {
    let jar = if acr == Acr::Cookie {
        jar
    } else {
        let session = random_token();
        let now = now_seconds();
        sqlx::query("INSERT INTO idp_sessions (session_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)")
            .bind(token_hash(&session))
            .bind(customer_id)
            .bind(now)
            .bind(now + SESSION_SECONDS)
            .execute(&state.db.pool)
            .await?;
        jar.add(
            Cookie::build((SESSION_COOKIE, session))
                .path("/idp")
                .http_only(true)
                .same_site(SameSite::Lax)
                .secure(state.runtime.secure_cookies)
                .max_age(time::Duration::seconds(SESSION_SECONDS))
                .build(),
        )
    };
    let code = random_token();
    sqlx::query(
        "INSERT INTO idp_codes (code_hash, customer_id, acr, expires_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash(&code))
    .bind(customer_id)
    .bind(acr.as_str())
    .bind(now_seconds() + CODE_SECONDS)
    .execute(&state.db.pool)
    .await?;
    Ok((jar, Json(ProviderCode { code, acr })))
}

fn organization_id(state: &AppState) -> AppResult<String> {
    state
        .sites
        .organization_id
        .clone()
        .ok_or_else(|| AppError::not_found("No organization is configured."))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordSignIn {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// Email and password; rate-limited and locked out like the shopper login.
#[utoipa::path(post, path = "/idp/api/password", operation_id = "idp_sign_in_with_password", request_body = PasswordSignIn,
    responses((status = 200, body = ProviderCode), (status = 401, body = crate::error::ErrorBody),
        (status = 429, body = crate::error::ErrorBody)), tag = "identity-provider")]
pub async fn sign_in_with_password(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    jar: CookieJar,
    JsonBody(body): JsonBody<PasswordSignIn>,
) -> AppResult<impl IntoResponse> {
    if body.email.trim().is_empty() {
        return Err(
            AppError::bad_parameter("email", "Please enter your email address.")
                .with_reason("email_required"),
        );
    }
    if body.password.is_empty() {
        return Err(
            AppError::bad_parameter("password", "Please enter your password.")
                .with_reason("password_required"),
        );
    }
    let org = organization_id(&state)?;
    let customer =
        rate_limit::check_credentials(&state.db, &org, &body.email, body.password, &address)
            .await?;
    finish_sign_in(&state, jar, &customer.id, Acr::EmailPassword).await
}

/// Whether another code or link may be sent to this recipient now.
async fn check_send_throttle(state: &AppState, kind: &str, recipient: &str) -> AppResult<()> {
    let now = now_seconds();
    let recent: Vec<(i64,)> = sqlx::query_as(
        "SELECT created_at FROM idp_challenges WHERE kind = $1 AND recipient = $2 AND created_at > $3 \
         ORDER BY created_at DESC",
    )
    .bind(kind)
    .bind(recipient)
    .bind(now - 3600)
    .fetch_all(&state.db.pool)
    .await?;
    if let Some((latest,)) = recent.first() {
        if now - latest < RESEND_AFTER_SECONDS {
            return Err(AppError::TooManyRequests {
                message: "Please wait a moment before asking for a new code.".to_owned(),
                retry_after_seconds: RESEND_AFTER_SECONDS - (now - latest),
            }
            .with_reason("wait_before_resend"));
        }
    }
    if recent.len() as i64 >= SENDS_PER_HOUR {
        return Err(AppError::TooManyRequests {
            message: "Too many codes were requested. Please try again in an hour.".to_owned(),
            retry_after_seconds: 3600,
        }
        .with_reason("too_many_sends"));
    }
    Ok(())
}

async fn insert_challenge(
    state: &AppState,
    id: &str,
    kind: &str,
    recipient: &str,
    customer_id: Option<&str>,
    secret_hash: &str,
    ttl: i64,
) -> AppResult<()> {
    let now = now_seconds();
    sqlx::query(
        "INSERT INTO idp_challenges (id, kind, recipient, customer_id, secret_hash, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(id)
    .bind(kind)
    .bind(recipient)
    .bind(customer_id)
    .bind(secret_hash)
    .bind(now)
    .bind(now + ttl)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

/// A uniformly random six-digit code.
pub fn six_digit_code() -> String {
    format!("{:06}", rand::rngs::OsRng.gen_range(0..1_000_000))
}

fn sms_secret_hash(challenge_id: &str, code: &str) -> String {
    token_hash(&format!("{challenge_id}:{code}"))
}

pub fn digits_only(s: &str) -> String {
    s.chars().filter(char::is_ascii_digit).collect()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SmsStart {
    #[serde(default)]
    phone: String,
    locale: Option<String>,
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

/// Texts a six-digit code to the phone when it belongs to a customer. The answer is the
/// same either way.
#[utoipa::path(post, path = "/idp/api/sms/start", operation_id = "idp_start_sms", request_body = SmsStart,
    responses((status = 200, body = ChallengeStarted), (status = 400, body = crate::error::ErrorBody),
        (status = 429, body = crate::error::ErrorBody)), tag = "identity-provider")]
pub async fn start_sms(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<SmsStart>,
) -> AppResult<Json<ChallengeStarted>> {
    let phone = digits_only(&body.phone);
    if phone.len() != 10 {
        return Err(AppError::bad_parameter(
            "phone",
            "Please enter a valid 10-digit phone number.",
        )
        .with_reason("phone_invalid"));
    }
    let org = organization_id(&state)?;
    check_send_throttle(&state, "sms_otp", &phone).await?;
    let customer: Option<(String,)> =
        sqlx::query_as("SELECT id FROM customers WHERE organization_id = $1 AND phone = $2")
            .bind(&org)
            .bind(&phone)
            .fetch_optional(&state.db.pool)
            .await?;
    let challenge_id = uuid::Uuid::new_v4().to_string();
    let code = six_digit_code();
    insert_challenge(
        &state,
        &challenge_id,
        "sms_otp",
        &phone,
        customer.as_ref().map(|c| c.0.as_str()),
        &sms_secret_hash(&challenge_id, &code),
        SMS_CODE_SECONDS,
    )
    .await?;
    if customer.is_some() {
        let brand = state
            .sites
            .brand
            .as_ref()
            .map(|b| b.name.as_str())
            .unwrap_or("");
        let text = outbox::sms_code_text(
            body.locale.as_deref().unwrap_or("en-US"),
            brand,
            &code,
            SMS_CODE_SECONDS / 60,
        );
        outbox::enqueue(&state.db, outbox::Channel::Sms, &phone, "", &text).await?;
    }
    Ok(Json(ChallengeStarted {
        challenge_id: Some(challenge_id),
        expires_in_seconds: SMS_CODE_SECONDS,
        resend_after_seconds: RESEND_AFTER_SECONDS,
    }))
}

#[derive(Debug, FromRow)]
struct Challenge {
    customer_id: Option<String>,
    secret_hash: String,
    attempts: i64,
    expires_at: i64,
    used_at: Option<i64>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmsVerify {
    #[serde(default)]
    challenge_id: String,
    #[serde(default)]
    code: String,
}

/// Checks the six-digit code: at most five tries, within five minutes, once.
#[utoipa::path(post, path = "/idp/api/sms/verify", operation_id = "idp_verify_sms", request_body = SmsVerify,
    responses((status = 200, body = ProviderCode), (status = 400, body = crate::error::ErrorBody)),
    tag = "identity-provider")]
pub async fn verify_sms(
    State(state): State<AppState>,
    jar: CookieJar,
    JsonBody(body): JsonBody<SmsVerify>,
) -> AppResult<impl IntoResponse> {
    let code = digits_only(&body.code);
    if code.len() != 6 {
        return Err(
            AppError::bad_parameter("code", "Please enter the 6-digit code.")
                .with_reason("code_required"),
        );
    }
    let challenge: Option<Challenge> = sqlx::query_as(
        "SELECT customer_id, secret_hash, attempts, expires_at, used_at FROM idp_challenges \
         WHERE id = $1 AND kind = 'sms_otp'",
    )
    .bind(&body.challenge_id)
    .fetch_optional(&state.db.pool)
    .await?;
    let expired = || {
        AppError::bad_parameter("code", "This code has expired. Please request a new one.")
            .with_reason("code_expired")
    };
    let Some(challenge) = challenge else {
        return Err(expired());
    };
    if challenge.used_at.is_some() || challenge.expires_at <= now_seconds() {
        return Err(expired());
    }
    if challenge.attempts >= SMS_MAX_ATTEMPTS {
        return Err(AppError::bad_parameter(
            "code",
            "Too many wrong codes. Please request a new one.",
        )
        .with_reason("too_many_wrong_codes"));
    }
    // Count the try first, so parallel guesses can't exceed the limit.
    let counted = sqlx::query("UPDATE idp_challenges SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND used_at IS NULL")
        .bind(&body.challenge_id)
        .bind(SMS_MAX_ATTEMPTS)
        .execute(&state.db.pool)
        .await?;
    if counted.rows_affected() != 1 {
        return Err(AppError::bad_parameter(
            "code",
            "Too many wrong codes. Please request a new one.",
        )
        .with_reason("too_many_wrong_codes"));
    }
    let matches = sms_secret_hash(&body.challenge_id, &code) == challenge.secret_hash;
    let customer_id = match (matches, challenge.customer_id) {
        (true, Some(id)) => id,
        _ => {
            let left = SMS_MAX_ATTEMPTS - challenge.attempts - 1;
            return Err(if left > 0 {
                AppError::bad_parameter(
                    "code",
                    format!("That code isn't right. You have {left} tries left."),
                )
                .with_tries_left(left)
            } else {
                AppError::bad_parameter("code", "That code isn't right. Please request a new one.")
                    .with_reason("code_wrong_last")
            });
        }
    };
    let used =
        sqlx::query("UPDATE idp_challenges SET used_at = $1 WHERE id = $2 AND used_at IS NULL")
            .bind(now_seconds())
            .bind(&body.challenge_id)
            .execute(&state.db.pool)
            .await?;
    if used.rows_affected() != 1 {
        return Err(expired());
    }
    finish_sign_in(&state, jar, &customer_id, Acr::SmsOtp).await
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct MagicLinkStart {
    #[serde(default)]
    email: String,
    /// Site id and locale of the page asking, for the link and the email's language.
    #[serde(rename = "siteId")]
    site_id: Option<String>,
    locale: Option<String>,
}

/// Emails a single-use sign-in link (15 minutes) when the email belongs to a customer. The
/// answer is the same either way.
#[utoipa::path(post, path = "/idp/api/magic-link/start", operation_id = "idp_start_magic_link", request_body = MagicLinkStart,
    responses((status = 200, body = ChallengeStarted), (status = 400, body = crate::error::ErrorBody),
        (status = 429, body = crate::error::ErrorBody)), tag = "identity-provider")]
pub async fn start_magic_link(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<MagicLinkStart>,
) -> AppResult<Json<ChallengeStarted>> {
    if !is_valid_email(&body.email) {
        return Err(
            AppError::bad_parameter("email", "Please enter a valid email address.")
                .with_reason("email_invalid"),
        );
    }
    let org = organization_id(&state)?;
    let site = state
        .sites
        .site(body.site_id.as_deref().unwrap_or(""))
        .or_else(|| state.sites.sites.first())
        .ok_or_else(|| AppError::not_found("No site is configured."))?;
    let locale = site.locale_param(body.locale.as_deref())?.to_owned();
    let email = store::normalize_login(&body.email);
    check_send_throttle(&state, "magick_link", &email).await?;
    let customer: Option<CustomerRow> = store::customer_by_login(&state.db, &org, &email).await?;
    let token = random_token();
    insert_challenge(
        &state,
        &uuid::Uuid::new_v4().to_string(),
        "magick_link",
        &email,
        customer.as_ref().map(|c| c.id.as_str()),
        &token_hash(&token),
        MAGIC_LINK_SECONDS,
    )
    .await?;
    if let Some(customer) = customer {
        let link = format!(
            "{}/{}/{}/magic-link?token={token}",
            state.runtime.public_url, site.id, locale
        );
        let brand = state
            .sites
            .brand
            .as_ref()
            .map(|b| b.name.as_str())
            .unwrap_or("");
        let message = outbox::magic_link_email(
            &locale,
            brand,
            &customer.first_name,
            &link,
            MAGIC_LINK_SECONDS / 60,
        );
        outbox::enqueue(
            &state.db,
            outbox::Channel::Email,
            &customer.email,
            &message.subject,
            &message.body,
        )
        .await?;
    }
    Ok(Json(ChallengeStarted {
        challenge_id: None,
        expires_in_seconds: MAGIC_LINK_SECONDS,
        resend_after_seconds: RESEND_AFTER_SECONDS,
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct MagicLinkVerify {
    #[serde(default)]
    token: String,
}

/// Uses a magic link's token: once, within 15 minutes.
#[utoipa::path(post, path = "/idp/api/magic-link/verify", operation_id = "idp_verify_magic_link", request_body = MagicLinkVerify,
    responses((status = 200, body = ProviderCode), (status = 400, body = crate::error::ErrorBody)),
    tag = "identity-provider")]
pub async fn verify_magic_link(
    State(state): State<AppState>,
    jar: CookieJar,
    JsonBody(body): JsonBody<MagicLinkVerify>,
) -> AppResult<impl IntoResponse> {
    let invalid = || {
        AppError::bad_parameter("token", "This sign-in link is invalid or has expired.")
            .with_reason("link_invalid")
    };
    let now = now_seconds();
    let hash = token_hash(&body.token);
    let used = sqlx::query(
        "UPDATE idp_challenges SET used_at = $1 WHERE secret_hash = $2 AND kind = 'magick_link' \
         AND used_at IS NULL AND expires_at > $1 AND customer_id IS NOT NULL",
    )
    .bind(now)
    .bind(&hash)
    .execute(&state.db.pool)
    .await?;
    if used.rows_affected() != 1 {
        return Err(invalid());
    }
    let customer_id: Option<String> =
        sqlx::query_scalar("SELECT customer_id FROM idp_challenges WHERE secret_hash = $1")
            .bind(&hash)
            .fetch_one(&state.db.pool)
            .await?;
    finish_sign_in(
        &state,
        jar,
        &customer_id.ok_or_else(invalid)?,
        Acr::MagickLink,
    )
    .await
}

/// A returning browser with a live provider session signs in without asking (acr `cookie`).
#[utoipa::path(post, path = "/idp/api/session", operation_id = "idp_resume_session",
    responses((status = 200, body = ProviderCode), (status = 401, body = crate::error::ErrorBody)),
    tag = "identity-provider")]
pub async fn resume_session(
    State(state): State<AppState>,
    jar: CookieJar,
) -> AppResult<impl IntoResponse> {
    let session = jar
        .get(SESSION_COOKIE)
        .map(|c| c.value().to_owned())
        .ok_or_else(AppError::unauthorized)?;
    let customer_id: Option<String> = sqlx::query_scalar(
        "SELECT customer_id FROM idp_sessions WHERE session_hash = $1 AND revoked_at IS NULL AND expires_at > $2",
    )
    .bind(token_hash(&session))
    .bind(now_seconds())
    .fetch_optional(&state.db.pool)
    .await?;
    let customer_id = customer_id.ok_or_else(AppError::unauthorized)?;
    finish_sign_in(&state, jar, &customer_id, Acr::Cookie).await
}

/// The provider's tokens: `sub` is the customer id, `acr` how they signed in.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProviderClaims {
    pub iss: String,
    pub sub: String,
    pub aud: String,
    pub iat: i64,
    pub exp: i64,
    pub acr: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ProviderCodeExchange {
    #[serde(default)]
    code: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ProviderTokens {
    pub id_token: String,
    pub access_token: String,
    pub token_type: String,
    pub expires_in: i64,
    pub acr: Acr,
}

/// Trades a provider code (single use, two minutes) for an id token and an access token.
#[utoipa::path(post, path = "/idp/api/token", operation_id = "idp_token", request_body = ProviderCodeExchange,
    responses((status = 200, body = ProviderTokens), (status = 400, body = crate::error::ErrorBody)),
    tag = "identity-provider")]
pub async fn token(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<ProviderCodeExchange>,
) -> AppResult<Json<ProviderTokens>> {
    let invalid = || {
        AppError::bad_parameter("code", "The sign-in code is invalid or has expired.")
            .with_reason("provider_code_invalid")
    };
    let now = now_seconds();
    let hash = token_hash(&body.code);
    let used = sqlx::query("UPDATE idp_codes SET used_at = $1 WHERE code_hash = $2 AND used_at IS NULL AND expires_at > $1")
        .bind(now)
        .bind(&hash)
        .execute(&state.db.pool)
        .await?;
    if used.rows_affected() != 1 {
        return Err(invalid());
    }
    let (customer_id, acr): (String, String) =
        sqlx::query_as("SELECT customer_id, acr FROM idp_codes WHERE code_hash = $1")
            .bind(&hash)
            .fetch_one(&state.db.pool)
            .await?;
    let org = organization_id(&state)?;
    let customer = store::customer_by_id(&state.db, &org, &customer_id)
        .await?
        .ok_or_else(invalid)?;
    let acr = Acr::parse(&acr).ok_or_else(invalid)?;
    let claims = |aud: &str| ProviderClaims {
        iss: IDP_ISSUER.to_owned(),
        sub: customer.id.clone(),
        aud: aud.to_owned(),
        iat: now,
        exp: now + IDP_TOKEN_SECONDS,
        acr: acr.as_str().to_owned(),
        email: Some(customer.email.clone()),
        name: Some(format!("{} {}", customer.first_name, customer.last_name)),
    };
    Ok(Json(ProviderTokens {
        id_token: state.keys.sign(&claims("portal"))?,
        access_token: state.keys.sign(&claims("token-exchange"))?,
        token_type: "Bearer".to_owned(),
        expires_in: IDP_TOKEN_SECONDS,
        acr,
    }))
}

#[derive(Debug, Deserialize)]
pub struct TokenExchangeQuery {
    subject_token: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TokenExchangeResponse {
    pub access_token: String,
    pub customer_id: String,
    pub usid: String,
    pub expires_in: i64,
}

/// `GET /api/token-exchange?subject_token=` — a provider access token becomes a registered
/// shopper session for the web app (its refresh token set as the HttpOnly cookie).
#[utoipa::path(get, path = "/api/token-exchange", operation_id = "token_exchange",
    params(("subject_token" = String, Query, description = "The identity provider's access token")),
    responses((status = 200, body = TokenExchangeResponse), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody)), tag = "identity-provider")]
pub async fn token_exchange(
    State(state): State<AppState>,
    jar: CookieJar,
    Query(query): Query<TokenExchangeQuery>,
) -> AppResult<Response> {
    let subject = query
        .subject_token
        .filter(|t| !t.is_empty())
        .ok_or_else(|| AppError::missing_parameter("subject_token"))?;
    let claims: ProviderClaims = state
        .keys
        .verify_as(&subject, IDP_ISSUER)
        .ok_or_else(AppError::unauthorized)?;
    if claims.aud != "token-exchange" {
        return Err(AppError::unauthorized());
    }
    let org = organization_id(&state)?;
    let client_id = state
        .sites
        .web_client_id
        .clone()
        .ok_or_else(|| AppError::not_found("No web client is configured."))?;
    let client = store::find_client(&state.db, &org, &client_id)
        .await?
        .ok_or_else(|| AppError::not_found("No web client is configured."))?;
    let channel_id = state
        .sites
        .sites
        .first()
        .map(|s| s.id.clone())
        .unwrap_or_default();
    let session = store::RefreshSession {
        family_id: uuid::Uuid::new_v4().to_string(),
        client_id: client.id.clone(),
        channel_id,
        customer_id: claims.sub,
        customer_type: "registered".to_owned(),
        usid: uuid::Uuid::new_v4().to_string(),
    };
    let (jar, tokens) = slas::mint_session(&state, &client, session, jar).await?;
    Ok((
        jar,
        Json(TokenExchangeResponse {
            access_token: tokens.access_token,
            customer_id: tokens.customer_id,
            usid: tokens.usid,
            expires_in: tokens.expires_in,
        }),
    )
        .into_response())
}

#[derive(Debug, Deserialize)]
pub struct LogoutQuery {
    id_token_hint: Option<String>,
    post_logout_redirect_uri: Option<String>,
}

/// Ends the provider session and returns to the app (only to a path on this site).
pub async fn logout(
    State(state): State<AppState>,
    jar: CookieJar,
    Query(query): Query<LogoutQuery>,
) -> AppResult<Response> {
    if let Some(session) = jar.get(SESSION_COOKIE) {
        sqlx::query("UPDATE idp_sessions SET revoked_at = $1 WHERE session_hash = $2")
            .bind(now_seconds())
            .bind(token_hash(session.value()))
            .execute(&state.db.pool)
            .await?;
    }
    // The hint names whose sessions to end when the cookie is gone (another browser tab).
    if let Some(claims) = query
        .id_token_hint
        .as_deref()
        .and_then(|t| state.keys.verify_as::<ProviderClaims>(t, IDP_ISSUER))
    {
        tracing::info!(customer_id = %claims.sub, "identity-provider logout");
    }
    let target = query
        .post_logout_redirect_uri
        .filter(|u| u.starts_with('/') && !u.starts_with("//"))
        .unwrap_or_else(|| "/".to_owned());
    let jar = jar.remove(Cookie::build((SESSION_COOKIE, "")).path("/idp").build());
    Ok((jar, (StatusCode::SEE_OTHER, [(LOCATION, target)])).into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

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
            assert_eq!(Acr::parse(acr.as_str()), Some(acr));
        }
        assert_eq!(Acr::parse("magic_link"), None);
    }

    #[test]
    fn sms_hashes_are_bound_to_their_challenge() {
        assert_ne!(
            sms_secret_hash("a", "123456"),
            sms_secret_hash("b", "123456")
        );
        assert_eq!(digits_only("(512) 555-0142"), "5125550142");
    }
}
