//! The built-in identity provider for the customer portal (it plays Keycloak's part): email +
//! password (acr `email_password`), SMS one-time code (`sms_otp`), magic link by email
//! (`magick_link`), and a returning browser's live session (`cookie`). Each method ends in a
//! provider code bound to the browser that began it (PKCE challenge + state); the web app
//! redeems it at `/idp/api/token` with its verifier, and `/api/token-exchange` turns the
//! provider's access token (once) into a shopper session. Then the portal's profile calls:
//! `create_customer` and `login_source`.

use std::collections::BTreeMap;

use axum::extract::{Query, State};
use axum::http::header::LOCATION;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use utoipa::IntoParams;

use super::model::{
    check_flags, login_page_for, six_digit_code, sms_secret_hash, Acr, Binding, ChallengeStarted,
    CustomerProfileResponse, IdTokenHint, LoginSourceResponse, MagicLinkStart, MagicLinkVerify,
    PasswordSignIn, ProviderClaims, ProviderCode, ProviderCodeExchange, ProviderTokens,
    SessionResume, SmsStart, SmsVerify, TokenExchangeResponse, CODE_MS, IDP_ISSUER,
    IDP_TOKEN_SECONDS, MAGIC_LINK_MS, SESSION_COOKIE, SESSION_COOKIE_PATH, SESSION_MS, SMS_CODE_MS,
    SMS_MAX_ATTEMPTS,
};
use super::model::{LoginSourceData, StandardizedCustomer};
use super::store::{self, NewChallenge};
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{ClientAddress, JsonBody, OrgSite, Shopper};
use crate::identity::handlers::{check_credentials, start_session};
use crate::identity::model::{digits_only, is_valid_email, normalize_login, RefreshSession};
use crate::identity::tokens::{pkce_matches, random_token, token_hash, CustomerType};
use crate::identity::{self};
use crate::outbox;
use crate::rate_limits::{self, model as limits};
use crate::sites::Organization;
use crate::state::AppState;

/// Ends a sign-in: a provider session cookie (not for `cookie`, which already has one) and a
/// two-minute code bound to the browser.
async fn finish_sign_in(
    state: &AppState,
    jar: CookieJar,
    customer_id: &str,
    acr: Acr,
    binding: &Binding,
) -> AppResult<(CookieJar, Json<ProviderCode>)> {
    let now = state.clock.now_ms();
    let jar = if acr == Acr::Cookie {
        jar
    } else {
        let session = random_token();
        store::insert_session(
            &state.db.pool,
            &token_hash(&session),
            customer_id,
            now,
            now + SESSION_MS,
        )
        .await?;
        jar.add(
            Cookie::build((SESSION_COOKIE, session))
                .path(SESSION_COOKIE_PATH)
                .http_only(true)
                .same_site(SameSite::Lax)
                .secure(state.config.secure_cookies)
                .max_age(time::Duration::milliseconds(SESSION_MS))
                .build(),
        )
    };
    let code = random_token();
    store::insert_code(
        &state.db.pool,
        &token_hash(&code),
        customer_id,
        acr,
        binding,
        now + CODE_MS,
    )
    .await?;
    Ok((
        jar,
        Json(ProviderCode {
            code,
            acr,
            state: binding.state.clone(),
        }),
    ))
}

/// Email and password; rate-limited and locked out like the shopper login.
#[utoipa::path(post, path = "/idp/api/password", operation_id = "idp_sign_in_with_password", request_body = PasswordSignIn,
    responses((status = 200, body = ProviderCode), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 429, body = ErrorBody)), tag = "identity-provider")]
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
    let binding = Binding::parse(&body.code_challenge, &body.state)?;
    let org = state.sites.the_organization()?.clone();
    let customer = check_credentials(&state, &org.id, &body.email, body.password, &address).await?;
    finish_sign_in(&state, jar, &customer.id, Acr::EmailPassword, &binding).await
}

/// Texts a six-digit code to the phone when it belongs to a customer. The answer is the
/// same either way. Sends to one phone are counted (atomically) before anything is sent.
#[utoipa::path(post, path = "/idp/api/sms/start", operation_id = "idp_start_sms", request_body = SmsStart,
    responses((status = 200, body = ChallengeStarted), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody)), tag = "identity-provider")]
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
    let binding = Binding::parse(&body.code_challenge, &body.state)?;
    let org = state.sites.the_organization()?.clone();
    let pool = &state.db.pool;
    let now = state.clock.now_ms();
    rate_limits::store::reserve_send(
        pool,
        &limits::send_key("sms_otp", &phone),
        limits::SENDS,
        now,
    )
    .await??;
    let customer = identity::store::customer_by_phone(pool, &org.id, &phone).await?;
    let challenge_id = uuid::Uuid::new_v4().to_string();
    let code = six_digit_code();
    store::insert_challenge(
        pool,
        &NewChallenge {
            id: &challenge_id,
            kind: Acr::SmsOtp,
            recipient: &phone,
            customer_id: customer.as_ref().map(|c| c.id.as_str()),
            secret_hash: &sms_secret_hash(&challenge_id, &code),
            binding: &binding,
            now_ms: now,
            expires_at_ms: now + SMS_CODE_MS,
        },
    )
    .await?;
    if customer.is_some() {
        let text = outbox::model::sms_code_text(
            body.locale.as_deref().unwrap_or("en-US"),
            &org.brand.name,
            &code,
            SMS_CODE_MS / 60_000,
        );
        outbox::store::enqueue(pool, outbox::model::Channel::Sms, &phone, "", &text, now).await?;
    }
    Ok(Json(ChallengeStarted {
        challenge_id: Some(challenge_id),
        expires_in_seconds: SMS_CODE_MS / 1000,
        resend_after_seconds: limits::SENDS.resend_after_ms / 1000,
    }))
}

/// Checks the six-digit code: at most five tries, within five minutes, once.
#[utoipa::path(post, path = "/idp/api/sms/verify", operation_id = "idp_verify_sms", request_body = SmsVerify,
    responses((status = 200, body = ProviderCode), (status = 400, body = ErrorBody)),
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
    let pool = &state.db.pool;
    let expired = || {
        AppError::bad_parameter("code", "This code has expired. Please request a new one.")
            .with_reason("code_expired")
    };
    let too_many = || {
        AppError::bad_parameter("code", "Too many wrong codes. Please request a new one.")
            .with_reason("too_many_wrong_codes")
    };
    let challenge = store::sms_challenge(pool, &body.challenge_id)
        .await?
        .ok_or_else(expired)?;
    if challenge.used_at_ms.is_some() || challenge.expires_at_ms <= state.clock.now_ms() {
        return Err(expired());
    }
    if challenge.attempts >= SMS_MAX_ATTEMPTS {
        return Err(too_many());
    }
    if !store::count_sms_try(pool, &body.challenge_id, SMS_MAX_ATTEMPTS).await? {
        return Err(too_many());
    }
    let matches = sms_secret_hash(&body.challenge_id, &code) == challenge.secret_hash;
    let customer_id = match (matches, &challenge.customer_id) {
        (true, Some(id)) => id.clone(),
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
    if !store::use_challenge(pool, &body.challenge_id, state.clock.now_ms()).await? {
        return Err(expired());
    }
    finish_sign_in(&state, jar, &customer_id, Acr::SmsOtp, &challenge.binding()).await
}

/// Emails a single-use sign-in link (15 minutes) when the email belongs to a customer. The
/// answer is the same either way. The link only completes in the browser that asked (it
/// holds the verifier of `codeChallenge`).
#[utoipa::path(post, path = "/idp/api/magic-link/start", operation_id = "idp_start_magic_link", request_body = MagicLinkStart,
    responses((status = 200, body = ChallengeStarted), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody)), tag = "identity-provider")]
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
    let binding = Binding::parse(&body.code_challenge, &body.state)?;
    let org = state.sites.the_organization()?.clone();
    let site = state
        .sites
        .site(body.site_id.as_deref().unwrap_or(""))
        .or_else(|| state.sites.sites.first())
        .ok_or_else(|| AppError::not_found("No site is configured."))?;
    let locale = site.locale_param(body.locale.as_deref())?.to_owned();
    let email = normalize_login(&body.email);
    let pool = &state.db.pool;
    let now = state.clock.now_ms();
    rate_limits::store::reserve_send(
        pool,
        &limits::send_key("magick_link", &email),
        limits::SENDS,
        now,
    )
    .await??;
    let customer = identity::store::customer_by_login(pool, &org.id, &email).await?;
    let token = random_token();
    store::insert_challenge(
        pool,
        &NewChallenge {
            id: &uuid::Uuid::new_v4().to_string(),
            kind: Acr::MagickLink,
            recipient: &email,
            customer_id: customer.as_ref().map(|c| c.id.as_str()),
            secret_hash: &token_hash(&token),
            binding: &binding,
            now_ms: now,
            expires_at_ms: now + MAGIC_LINK_MS,
        },
    )
    .await?;
    if let Some(customer) = customer {
        let link = format!(
            "{}/{}/{}/magic-link?token={token}",
            state.config.public_url, site.id, locale
        );
        let message = outbox::model::magic_link_email(
            &locale,
            &org.brand.name,
            &customer.first_name,
            &link,
            MAGIC_LINK_MS / 60_000,
        );
        outbox::store::enqueue(
            pool,
            outbox::model::Channel::Email,
            &customer.email,
            &message.subject,
            &message.body,
            now,
        )
        .await?;
    }
    Ok(Json(ChallengeStarted {
        challenge_id: None,
        expires_in_seconds: MAGIC_LINK_MS / 1000,
        resend_after_seconds: limits::SENDS.resend_after_ms / 1000,
    }))
}

/// Uses a magic link's token: once, within 15 minutes.
#[utoipa::path(post, path = "/idp/api/magic-link/verify", operation_id = "idp_verify_magic_link", request_body = MagicLinkVerify,
    responses((status = 200, body = ProviderCode), (status = 400, body = ErrorBody)),
    tag = "identity-provider")]
pub async fn verify_magic_link(
    State(state): State<AppState>,
    jar: CookieJar,
    JsonBody(body): JsonBody<MagicLinkVerify>,
) -> AppResult<impl IntoResponse> {
    let (customer_id, binding) = store::use_magic_link(
        &mut *state.db.pool.acquire().await?,
        &token_hash(&body.token),
        state.clock.now_ms(),
    )
    .await?
    .ok_or_else(|| {
        AppError::bad_parameter("token", "This sign-in link is invalid or has expired.")
            .with_reason("link_invalid")
    })?;
    finish_sign_in(&state, jar, &customer_id, Acr::MagickLink, &binding).await
}

fn session_cookie_hash(jar: &CookieJar) -> Option<String> {
    jar.get(SESSION_COOKIE).map(|c| token_hash(c.value()))
}

async fn live_session_customer(state: &AppState, jar: &CookieJar) -> AppResult<Option<String>> {
    match session_cookie_hash(jar) {
        Some(hash) => store::session_customer(&state.db.pool, &hash, state.clock.now_ms()).await,
        None => Ok(None),
    }
}

/// A returning browser with a live provider session signs in without asking (acr `cookie`).
#[utoipa::path(post, path = "/idp/api/session", operation_id = "idp_resume_session", request_body = SessionResume,
    responses((status = 200, body = ProviderCode), (status = 401, body = ErrorBody)),
    tag = "identity-provider")]
pub async fn resume_session(
    State(state): State<AppState>,
    jar: CookieJar,
    JsonBody(body): JsonBody<SessionResume>,
) -> AppResult<impl IntoResponse> {
    let binding = Binding::parse(&body.code_challenge, &body.state)?;
    let customer_id = live_session_customer(&state, &jar)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    finish_sign_in(&state, jar, &customer_id, Acr::Cookie, &binding).await
}

fn provider_claims(
    state: &AppState,
    customer: &identity::model::CustomerRecord,
    acr: Acr,
    audience: &str,
    jti: Option<String>,
) -> ProviderClaims {
    let now = state.clock.now_s();
    ProviderClaims {
        iss: IDP_ISSUER.to_owned(),
        sub: customer.id.clone(),
        aud: audience.to_owned(),
        iat: now,
        exp: now + IDP_TOKEN_SECONDS,
        acr: acr.as_str().to_owned(),
        jti,
        email: Some(customer.email.clone()),
        name: Some(format!("{} {}", customer.first_name, customer.last_name)),
    }
}

/// Trades a provider code (single use, two minutes) and the verifier of the challenge that
/// began the sign-in for an id token and an access token.
#[utoipa::path(post, path = "/idp/api/token", operation_id = "idp_token", request_body = ProviderCodeExchange,
    responses((status = 200, body = ProviderTokens), (status = 400, body = ErrorBody)),
    tag = "identity-provider")]
pub async fn token(
    State(state): State<AppState>,
    JsonBody(body): JsonBody<ProviderCodeExchange>,
) -> AppResult<Json<ProviderTokens>> {
    let invalid = || {
        AppError::bad_parameter("code", "The sign-in code is invalid or has expired.")
            .with_reason("provider_code_invalid")
    };
    let issued = store::consume_code(
        &mut *state.db.pool.acquire().await?,
        &token_hash(&body.code),
        state.clock.now_ms(),
    )
    .await?
    .ok_or_else(invalid)?;
    if !pkce_matches(&body.code_verifier, &issued.code_challenge) {
        return Err(invalid());
    }
    let org = state.sites.the_organization()?;
    let customer = identity::store::customer_by_id(&state.db.pool, &org.id, &issued.customer_id)
        .await?
        .ok_or_else(invalid)?;
    let id_claims = provider_claims(&state, &customer, issued.acr, "portal", None);
    let access_claims = provider_claims(
        &state,
        &customer,
        issued.acr,
        "token-exchange",
        Some(uuid::Uuid::new_v4().to_string()),
    );
    Ok(Json(ProviderTokens {
        id_token: state.keys.sign(&id_claims)?,
        access_token: state.keys.sign(&access_claims)?,
        token_type: "Bearer".to_owned(),
        expires_in: IDP_TOKEN_SECONDS,
        acr: issued.acr,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TokenExchangeQuery {
    /// The identity provider's access token (works once).
    subject_token: Option<String>,
}

/// `GET /api/token-exchange?subject_token=` — a provider access token becomes a registered
/// shopper session for the web app (its refresh token set as the HttpOnly cookie). Each
/// subject token works once.
#[utoipa::path(get, path = "/api/token-exchange", operation_id = "token_exchange",
    params(TokenExchangeQuery),
    responses((status = 200, body = TokenExchangeResponse), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)), tag = "identity-provider")]
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
        .verify_as(&subject, IDP_ISSUER, state.clock.now_s())
        .ok_or_else(AppError::unauthorized)?;
    let jti = claims
        .jti
        .as_deref()
        .filter(|_| claims.aud == "token-exchange");
    let Some(jti) = jti else {
        return Err(AppError::unauthorized());
    };
    if !store::first_exchange(
        &mut *state.db.pool.acquire().await?,
        jti,
        (claims.exp + 5) * 1000,
        state.clock.now_ms(),
    )
    .await?
    {
        tracing::warn!("a provider subject token was presented twice");
        return Err(AppError::Unauthorized(
            "This sign-in was already completed.".to_owned(),
        ));
    }
    let org = state.sites.the_organization()?;
    let client_id = state
        .sites
        .web_client_id
        .clone()
        .ok_or_else(|| AppError::not_found("No web client is configured."))?;
    let client = identity::store::find_client(&state.db.pool, &org.id, &client_id)
        .await?
        .ok_or_else(|| AppError::not_found("No web client is configured."))?;
    let channel_id = state
        .sites
        .sites
        .first()
        .map(|s| s.id.clone())
        .unwrap_or_default();
    let session = RefreshSession {
        family_id: uuid::Uuid::new_v4().to_string(),
        client_id: client.id.clone(),
        channel_id,
        customer_id: claims.sub,
        customer_type: CustomerType::Registered,
        usid: uuid::Uuid::new_v4().to_string(),
    };
    let (jar, tokens) = start_session(&state, &client, session, jar).await?;
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

/// An id token for the provider logout's `id_token_hint`, from the browser's live provider
/// session (portal spec §4: exchanged at logout time, never kept in the page).
#[utoipa::path(post, path = "/idp/api/id-token-hint", operation_id = "idp_id_token_hint",
    responses((status = 200, body = IdTokenHint), (status = 401, body = ErrorBody)),
    tag = "identity-provider")]
pub async fn id_token_hint(
    State(state): State<AppState>,
    jar: CookieJar,
) -> AppResult<Json<IdTokenHint>> {
    let customer_id = live_session_customer(&state, &jar)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    let org = state.sites.the_organization()?;
    let customer = identity::store::customer_by_id(&state.db.pool, &org.id, &customer_id)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    let claims = provider_claims(&state, &customer, Acr::Cookie, "portal", None);
    Ok(Json(IdTokenHint {
        id_token: state.keys.sign(&claims)?,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LogoutQuery {
    id_token_hint: Option<String>,
    /// Where to go afterwards: a path (or URL) on this site; anything else goes home.
    post_logout_redirect_uri: Option<String>,
}

fn see_other(target: &str) -> Response {
    (StatusCode::SEE_OTHER, [(LOCATION, target.to_owned())]).into_response()
}

/// Ends the provider session and returns to the app — only to a target that resolves on our
/// own origin.
#[utoipa::path(get, path = "/idp/logout", operation_id = "idp_logout", params(LogoutQuery),
    responses((status = 303, description = "Back to the app")), tag = "identity-provider")]
pub async fn logout(
    State(state): State<AppState>,
    jar: CookieJar,
    Query(query): Query<LogoutQuery>,
) -> AppResult<Response> {
    if let Some(hash) = session_cookie_hash(&jar) {
        store::revoke_session(&state.db.pool, &hash, state.clock.now_ms()).await?;
    }
    if let Some(claims) = query.id_token_hint.as_deref().and_then(|t| {
        state
            .keys
            .verify_as::<ProviderClaims>(t, IDP_ISSUER, state.clock.now_s())
    }) {
        tracing::info!(customer_id = %claims.sub, "identity-provider logout");
    }
    let target = query
        .post_logout_redirect_uri
        .as_deref()
        .and_then(|t| state.config.same_origin_target(t))
        .unwrap_or_else(|| "/".to_owned());
    let jar = jar.remove(
        Cookie::build((SESSION_COOKIE, ""))
            .path(SESSION_COOKIE_PATH)
            .build(),
    );
    Ok((jar, see_other(&target)).into_response())
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuthorizeQuery {
    /// Our `/idpcallback` or `/login-redirect` (any site/locale prefix), on our origin.
    redirect_uri: Option<String>,
    state: Option<String>,
    code_challenge: Option<String>,
    /// `S256`.
    code_challenge_method: Option<String>,
    /// `code`.
    response_type: Option<String>,
}

/// The provider's login entry (what `enableKeycloak` sends Customer Login to, configured as
/// the `keycloakLogin` link): a browser with a live provider session goes straight back to
/// `redirect_uri?code=&state=` (acr `cookie`); any other goes to the provider's login page on
/// the same prefix (`/customer-login`).
#[utoipa::path(get, path = "/idp/auth", operation_id = "idp_authorize", params(AuthorizeQuery),
    responses((status = 303, description = "To the callback with a code, or to the login page"),
        (status = 400, body = ErrorBody)), tag = "identity-provider")]
pub async fn authorize(
    State(state): State<AppState>,
    jar: CookieJar,
    Query(query): Query<AuthorizeQuery>,
) -> AppResult<Response> {
    let redirect = query
        .redirect_uri
        .as_deref()
        .and_then(|uri| state.config.same_origin_target(uri))
        .filter(|path| !path.contains('?'))
        .and_then(|path| login_page_for(&path).map(|login| (path, login)));
    let Some((callback, login_page)) = redirect else {
        return Err(AppError::bad_parameter(
            "redirect_uri",
            "The redirect_uri must be this site's /idpcallback.",
        ));
    };
    if query.response_type.as_deref().unwrap_or("code") != "code"
        || query.code_challenge_method.as_deref().unwrap_or("S256") != "S256"
    {
        return Err(AppError::bad_parameter(
            "response_type",
            "Only response_type=code with code_challenge_method=S256 is supported.",
        ));
    }
    let binding = Binding::parse(
        query.code_challenge.as_deref().unwrap_or(""),
        query.state.as_deref().unwrap_or(""),
    )?;
    let Some(customer_id) = live_session_customer(&state, &jar).await? else {
        return Ok(see_other(&login_page));
    };
    let (jar, Json(code)) =
        finish_sign_in(&state, jar, &customer_id, Acr::Cookie, &binding).await?;
    let query = form_urlencoded::Serializer::new(String::new())
        .append_pair("code", &code.code)
        .append_pair("state", &code.state)
        .finish();
    Ok((jar, see_other(&format!("{callback}?{query}"))).into_response())
}

fn customer_not_found() -> AppError {
    AppError::not_found("Customer not found.")
}

async fn signed_in_customer(
    state: &AppState,
    organization: &Organization,
    shopper: &Shopper,
) -> AppResult<identity::model::CustomerRecord> {
    shopper.ensure_registered()?;
    identity::store::customer_by_id(&state.db.pool, &organization.id, shopper.customer_id())
        .await?
        .ok_or_else(customer_not_found)
}

/// Makes sure the signed-in customer has a lease-customer profile (GUID); idempotent.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/create_customer",
    params(("organization_id" = String, Path, description = "Organization id"), crate::identity::model::SiteLocaleQuery),
    responses((status = 200, body = CustomerProfileResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)), tag = "customer-profile")]
pub async fn create_customer(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
) -> AppResult<Json<CustomerProfileResponse>> {
    shopper.ensure_registered()?;
    identity::store::give_lease_customer_guid(
        &state.db.pool,
        shopper.customer_id(),
        &uuid::Uuid::new_v4().to_string(),
    )
    .await?;
    let customer = signed_in_customer(&state, &context.organization, &shopper).await?;
    Ok(Json(CustomerProfileResponse {
        status_code: 200,
        message: "OK".to_owned(),
        standardized: StandardizedCustomer {
            customer_id: customer.id,
            customer_guid: customer.lease_customer_guid,
            first_name: customer.first_name,
            last_name: customer.last_name,
            email: customer.email,
        },
    }))
}

/// Records how the customer signed in (browser and method flags).
#[utoipa::path(patch, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/login_source",
    params(("organization_id" = String, Path, description = "Organization id"), crate::identity::model::SiteLocaleQuery),
    request_body(content = BTreeMap<String, bool>, description = "The browser and method flags (portal spec §4)"),
    responses((status = 200, body = LoginSourceResponse), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)), tag = "customer-profile")]
pub async fn login_source(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    JsonBody(flags): JsonBody<BTreeMap<String, serde_json::Value>>,
) -> AppResult<Json<LoginSourceResponse>> {
    shopper.ensure_registered()?;
    check_flags(&flags)?;
    let flags_json = serde_json::to_string(&flags).map_err(anyhow::Error::from)?;
    store::insert_login_source(
        &state.db.pool,
        shopper.customer_id(),
        &flags_json,
        state.clock.now_ms(),
    )
    .await?;
    Ok(Json(LoginSourceResponse {
        ok: true,
        status: 200,
        data: LoginSourceData {
            customer_id: shopper.customer_id().to_owned(),
            flags: flags
                .into_iter()
                .filter_map(|(name, value)| value.as_bool().map(|v| (name, v)))
                .collect(),
        },
    }))
}
