//! Identity's handlers: the SLAS-shaped shopper login
//! (`shopper/auth/v1/organizations/{org}/oauth2/...`: guest and registered PKCE flows, token
//! and refresh with rotation, logout, password reset) and the shopper customers
//! (`customer/shopper-customers/v1/organizations/{org}/customers...`).

use axum::extract::{Path, State};
use axum::http::header::{AUTHORIZATION, LOCATION};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

use super::model::{
    check_names, check_registration, choose_usid, is_valid_email, phone_digits, AuthClient,
    AuthCode, Customer, CustomerRecord, CustomerUpdate, NewCustomer, PasswordChange, PasswordReset,
    RefreshSession, RegistrationRequest, ResetFields, ResetTokenAccepted, ResetTokenRequest,
    Rotation, TokenResponse, RESET_TOKEN_MINUTES,
};
use super::password;
use super::store;
use super::tokens::{
    parse_basic, pkce_matches, random_token, Claims, CustomerType, ACCESS_TOKEN_SECONDS,
    AUTH_CODE_SECONDS, GUEST_REFRESH_SECONDS, REGISTERED_REFRESH_SECONDS,
};
use crate::clock::seconds;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{
    bearer_token, ClientAddress, FormBody, JsonBody, Org, OrgSite, RedirectOrigins, Shopper,
};
use crate::identity::model::SiteLocaleQuery;
use crate::outbox;
use crate::rate_limits::{self, model as limits};
use crate::sites::{Organization, Site};
use crate::state::AppState;

pub const REFRESH_COOKIE: &str = "lf_refresh";
const REFRESH_COOKIE_PATH: &str = "/mobify/proxy/api/shopper/auth";

async fn client_for(
    state: &AppState,
    organization: &Organization,
    client_id: Option<&str>,
) -> AppResult<AuthClient> {
    let client_id = client_id.ok_or_else(|| AppError::missing_parameter("client_id"))?;
    store::find_client(&state.db.pool, &organization.id, client_id)
        .await?
        .ok_or_else(|| {
            AppError::bad_parameter("client_id", format!("Unknown client '{client_id}'."))
        })
}

fn channel<'s>(state: &'s AppState, channel_id: Option<&str>) -> AppResult<&'s Site> {
    let channel_id = channel_id.ok_or_else(|| AppError::missing_parameter("channel_id"))?;
    state.sites.site(channel_id).ok_or_else(|| {
        AppError::bad_parameter("channel_id", format!("Unknown channel '{channel_id}'."))
    })
}

fn redirect_with_code(redirect_uri: &str, code: &str, usid: &str) -> Response {
    let separator = if redirect_uri.contains('?') { '&' } else { '?' };
    let query: String = form_urlencoded::Serializer::new(String::new())
        .append_pair("code", code)
        .append_pair("usid", usid)
        .finish();
    (
        StatusCode::SEE_OTHER,
        [(LOCATION, format!("{redirect_uri}{separator}{query}"))],
    )
        .into_response()
}

struct Authorization {
    client: AuthClient,
    channel_id: String,
    redirect_uri: String,
    code_challenge: String,
}

async fn check_authorization(
    state: &AppState,
    organization: &Organization,
    params: &FormBody,
    origins: &RedirectOrigins,
) -> AppResult<Authorization> {
    let client = client_for(state, organization, params.get("client_id")).await?;
    let channel_id = channel(state, params.get("channel_id"))?.id.clone();
    let redirect_uri = params.require("redirect_uri")?;
    let origins: Vec<&str> = origins.0.iter().map(String::as_str).collect();
    if !client.allows_redirect(redirect_uri, &origins) {
        return Err(AppError::bad_parameter(
            "redirect_uri",
            "The redirect_uri is not registered for this client.",
        ));
    }
    Ok(Authorization {
        channel_id,
        redirect_uri: redirect_uri.to_owned(),
        code_challenge: params.require("code_challenge")?.to_owned(),
        client,
    })
}

async fn issue_code(
    state: &AppState,
    auth: Authorization,
    customer_id: &str,
    customer_type: CustomerType,
    usid: String,
) -> AppResult<Response> {
    let code = random_token();
    let now = state.clock.now_ms();
    let grant = AuthCode {
        client_id: auth.client.id,
        channel_id: auth.channel_id,
        redirect_uri: auth.redirect_uri,
        code_challenge: auth.code_challenge,
        customer_id: customer_id.to_owned(),
        customer_type,
        usid,
    };
    store::insert_code(
        &state.db.pool,
        &code,
        &grant,
        now + seconds(AUTH_CODE_SECONDS),
    )
    .await?;
    Ok(redirect_with_code(&grant.redirect_uri, &code, &grant.usid))
}

/// The usid the web app's refresh cookie proves this browser owns, if any.
async fn usid_proven_by_cookie(
    state: &AppState,
    client: &AuthClient,
    jar: &CookieJar,
) -> AppResult<Option<String>> {
    let Some(cookie) = jar.get(REFRESH_COOKIE).filter(|_| client.refresh_cookie) else {
        return Ok(None);
    };
    store::usid_of_live_refresh(&state.db.pool, cookie.value(), state.clock.now_ms()).await
}

/// Guest sessions: `hint=guest` answers 303 to the redirect URI with `code` and `usid`. A
/// `usid` is kept only when the caller's own session proves it (its bearer token, or the web
/// app's refresh cookie); otherwise the server makes one.
#[utoipa::path(get, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/authorize", operation_id = "shopper_authorize",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 303, description = "Redirect to redirect_uri with code and usid"),
        (status = 400, body = ErrorBody)), tag = "shopper-auth")]
pub async fn authorize(
    State(state): State<AppState>,
    Org(organization): Org,
    origins: RedirectOrigins,
    uri: Uri,
    headers: HeaderMap,
    jar: CookieJar,
) -> AppResult<Response> {
    let params = FormBody::from_query(uri.query());
    let auth = check_authorization(&state, &organization, &params, &origins).await?;
    if params.get("response_type") != Some("code") {
        return Err(AppError::bad_parameter(
            "response_type",
            "The response_type must be 'code'.",
        ));
    }
    if params.get("hint") != Some("guest") {
        return Err(AppError::bad_parameter(
            "hint",
            "Only hint=guest is supported here; registered shoppers sign in with oauth2/login.",
        ));
    }
    let by_token = bearer_token(&headers).and_then(|t| state.keys.verify(t, state.clock.now_s()));
    let proven = match by_token {
        Some(claims) if !store::session_revoked(&state.db.pool, &claims.sid).await? => {
            Some(claims.usid)
        }
        _ => usid_proven_by_cookie(&state, &auth.client, &jar).await?,
    };
    let usid = choose_usid(params.get("usid"), proven.as_deref());
    let customer_id = uuid::Uuid::new_v4().to_string();
    issue_code(&state, auth, &customer_id, CustomerType::Guest, usid).await
}

/// The one credential check of every password sign-in (shopper login and the portal's
/// identity provider). The attempt is counted for the account and the client address
/// before the password is checked (one atomic statement each), so parallel guesses can't
/// pass the limit; a locked key is refused without checking. The password is verified as
/// slowly for unknown logins. Every failure is the same "Unauthorized".
pub async fn check_credentials(
    state: &AppState,
    organization_id: &str,
    login: &str,
    password: String,
    address: &str,
) -> AppResult<CustomerRecord> {
    let pool = &state.db.pool;
    let account_key = limits::account_key(login);
    let address_key = limits::address_key(address);
    // The address first: a locked-out address can't go on counting failures against
    // other people's accounts.
    for (key, limit) in [
        (&address_key, limits::PER_ADDRESS),
        (&account_key, limits::PER_ACCOUNT),
    ] {
        let now = state.clock.now_ms();
        if !rate_limits::store::reserve_attempt(pool, key, limit, now).await? {
            let wait = rate_limits::store::lock_remaining(pool, key, limit, now).await?;
            tracing::info!(address, "sign-in refused: locked out");
            return Err(limits::locked_out(wait));
        }
    }
    let customer = store::customer_by_login(pool, organization_id, login).await?;
    let verified =
        password::verify(password, customer.as_ref().map(|c| c.password_hash.clone())).await;
    let now = state.clock.now_ms();
    let Some(customer) = customer.filter(|_| verified) else {
        rate_limits::store::attempt_failed(pool, &account_key, limits::PER_ACCOUNT, now).await?;
        rate_limits::store::attempt_failed(pool, &address_key, limits::PER_ADDRESS, now).await?;
        tracing::info!(address, "sign-in failed");
        return Err(AppError::unauthorized());
    };
    rate_limits::store::attempt_succeeded(pool, &account_key, &address_key).await?;
    Ok(customer)
}

/// Registered shoppers: Basic credentials; 303 with `code` and `usid`, 401 on any mismatch,
/// 429 while the account or address is locked out.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/login", operation_id = "shopper_login",
    params(("organization_id" = String, Path, description = "Organization id")),
    request_body(content = super::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 303, description = "Redirect to redirect_uri with code and usid"),
        (status = 401, body = ErrorBody), (status = 429, body = ErrorBody)),
    tag = "shopper-auth")]
pub async fn login(
    State(state): State<AppState>,
    Org(organization): Org,
    origins: RedirectOrigins,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    jar: CookieJar,
    params: FormBody,
) -> AppResult<Response> {
    let auth = check_authorization(&state, &organization, &params, &origins).await?;
    let (login, secret) = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(parse_basic)
        .ok_or_else(AppError::unauthorized)?;
    let customer = check_credentials(&state, &organization.id, &login, secret, &address).await?;
    let proven = usid_proven_by_cookie(&state, &auth.client, &jar).await?;
    let usid = choose_usid(params.get("usid"), proven.as_deref());
    issue_code(&state, auth, &customer.id, CustomerType::Registered, usid).await
}

/// `authorization_code_pkce` and `refresh_token` grants.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/token", operation_id = "shopper_token",
    params(("organization_id" = String, Path, description = "Organization id")),
    request_body(content = super::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, body = TokenResponse), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)), tag = "shopper-auth")]
pub async fn token(
    State(state): State<AppState>,
    Org(organization): Org,
    jar: CookieJar,
    params: FormBody,
) -> AppResult<Response> {
    let client = client_for(&state, &organization, params.get("client_id")).await?;
    let now = state.clock.now_ms();
    let (session, refresh_token) = match params.require("grant_type")? {
        "authorization_code_pkce" => {
            let code = params.require("code")?;
            let verifier = params.require("code_verifier")?;
            let redirect_uri = params.require("redirect_uri")?;
            let invalid = || {
                AppError::bad_parameter("code", "The authorization code is invalid or has expired.")
            };
            let grant = store::consume_code(&mut *state.db.pool.acquire().await?, code, now)
                .await?
                .ok_or_else(invalid)?;
            if grant.client_id != client.id
                || grant.redirect_uri != redirect_uri
                || !pkce_matches(verifier, &grant.code_challenge)
            {
                return Err(invalid());
            }
            if let Some(channel_id) = params.get("channel_id") {
                if state.sites.site(channel_id).map(|s| s.id.as_str())
                    != Some(grant.channel_id.as_str())
                {
                    return Err(invalid());
                }
            }
            let session = RefreshSession {
                family_id: uuid::Uuid::new_v4().to_string(),
                client_id: client.id.clone(),
                channel_id: grant.channel_id,
                customer_id: grant.customer_id,
                customer_type: grant.customer_type,
                usid: grant.usid,
            };
            let refresh_token = random_token();
            store::insert_refresh_token(
                &state.db.pool,
                &refresh_token,
                &session,
                now,
                now + refresh_ms(session.customer_type),
            )
            .await?;
            (session, refresh_token)
        }
        "refresh_token" => {
            let cookie = client
                .refresh_cookie
                .then(|| jar.get(REFRESH_COOKIE).map(|c| c.value().to_owned()))
                .flatten();
            let presented = params.get("refresh_token").map(str::to_owned).or(cookie);
            let presented =
                presented.ok_or_else(|| AppError::missing_parameter("refresh_token"))?;
            let rotation = store::rotate_refresh_token(
                &mut *state.db.pool.acquire().await?,
                &presented,
                |t| state.keys.refresh_successor(t),
                now,
                |customer_type| now + refresh_ms(customer_type),
            )
            .await?;
            match rotation {
                Rotation::Rotated { session, successor }
                | Rotation::Replayed { session, successor }
                    if session.client_id == client.id =>
                {
                    (session, successor)
                }
                Rotation::Reused => {
                    tracing::warn!("refresh token reused: session revoked");
                    return Err(AppError::Unauthorized(
                        "The refresh token was already used; the session is revoked.".to_owned(),
                    ));
                }
                _ => {
                    return Err(AppError::Unauthorized(
                        "The refresh token is invalid, expired or revoked.".to_owned(),
                    ))
                }
            }
        }
        other => {
            return Err(AppError::bad_parameter(
                "grant_type",
                format!("Unsupported grant_type '{other}'."),
            ))
        }
    };
    let (jar, body) = session_tokens(&state, &client, session, refresh_token, jar)?;
    Ok((jar, Json(body)).into_response())
}

fn refresh_ms(customer_type: CustomerType) -> i64 {
    seconds(match customer_type {
        CustomerType::Guest => GUEST_REFRESH_SECONDS,
        CustomerType::Registered => REGISTERED_REFRESH_SECONDS,
    })
}

/// Starts a new session family for the customer (the portal's token exchange): a new refresh
/// token, then the access and id tokens.
pub async fn start_session(
    state: &AppState,
    client: &AuthClient,
    session: RefreshSession,
    jar: CookieJar,
) -> AppResult<(CookieJar, TokenResponse)> {
    let refresh_token = random_token();
    let now = state.clock.now_ms();
    store::insert_refresh_token(
        &state.db.pool,
        &refresh_token,
        &session,
        now,
        now + refresh_ms(session.customer_type),
    )
    .await?;
    session_tokens(state, client, session, refresh_token, jar)
}

/// Signs the access and id tokens of a session whose refresh token is stored. For a cookie
/// client the refresh token goes into the jar instead of the body.
fn session_tokens(
    state: &AppState,
    client: &AuthClient,
    session: RefreshSession,
    refresh_token: String,
    jar: CookieJar,
) -> AppResult<(CookieJar, TokenResponse)> {
    let refresh_seconds = refresh_ms(session.customer_type) / 1000;
    let now = state.clock.now_s();
    let claims = Claims {
        iss: state.keys.issuer().to_owned(),
        sub: session.customer_id.clone(),
        iat: now,
        exp: now + ACCESS_TOKEN_SECONDS,
        customer_type: session.customer_type,
        usid: session.usid.clone(),
        sid: session.family_id.clone(),
        chid: session.channel_id.clone(),
        client_id: client.id.clone(),
    };
    let access_token = state.keys.sign(&claims)?;
    let id_token = state.keys.sign(&serde_json::json!({
        "iss": claims.iss, "sub": claims.sub, "aud": client.id, "iat": now,
        "exp": now + ACCESS_TOKEN_SECONDS, "customer_type": session.customer_type,
    }))?;
    let body = TokenResponse {
        access_token,
        id_token,
        refresh_token: (!client.refresh_cookie).then(|| refresh_token.clone()),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token_expires_in: refresh_seconds,
        token_type: "BEARER".to_owned(),
        usid: session.usid,
        enc_user_id: base64::Engine::encode(
            &base64::engine::general_purpose::URL_SAFE_NO_PAD,
            session.customer_id.as_bytes(),
        ),
        customer_id: session.customer_id,
        idp_access_token: String::new(),
    };
    let jar = if client.refresh_cookie {
        jar.add(refresh_cookie(state, refresh_token, refresh_seconds))
    } else {
        jar
    };
    Ok((jar, body))
}

fn refresh_cookie(state: &AppState, value: String, max_age_seconds: i64) -> Cookie<'static> {
    Cookie::build((REFRESH_COOKIE, value))
        .path(REFRESH_COOKIE_PATH)
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(state.config.secure_cookies)
        .max_age(time::Duration::seconds(max_age_seconds))
        .build()
}

/// Revokes the session (and the refresh token named, if it is the same customer's) and
/// clears the web app's cookie.
#[utoipa::path(get, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/logout", operation_id = "shopper_logout",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, description = "Logged out"), (status = 401, body = ErrorBody)),
    tag = "shopper-auth")]
pub async fn logout(
    State(state): State<AppState>,
    Org(_organization): Org,
    uri: Uri,
    jar: CookieJar,
    shopper: Shopper,
) -> AppResult<Response> {
    let now = state.clock.now_ms();
    let pool = &state.db.pool;
    store::revoke_family(pool, &shopper.0.sid, now).await?;
    let query = FormBody::from_query(uri.query());
    let named = query.get("refresh_token").map(str::to_owned);
    let cookie = jar.get(REFRESH_COOKIE).map(|c| c.value().to_owned());
    for token in [named, cookie].into_iter().flatten() {
        if let Some((family, customer_id)) = store::family_of(pool, &token).await? {
            if customer_id == shopper.customer_id() {
                store::revoke_family(pool, &family, now).await?;
            }
        }
    }
    let removal = Cookie::build((REFRESH_COOKIE, ""))
        .path(REFRESH_COOKIE_PATH)
        .build();
    Ok((jar.remove(removal), Json(serde_json::json!({}))).into_response())
}

/// POST variant of logout (the SDK's).
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/logout", operation_id = "shopper_logout_post",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, description = "Logged out"), (status = 401, body = ErrorBody)),
    tag = "shopper-auth")]
pub async fn logout_post(
    state: State<AppState>,
    organization: Org,
    uri: Uri,
    jar: CookieJar,
    shopper: Shopper,
) -> AppResult<Response> {
    logout(state, organization, uri, jar, shopper).await
}

/// Asks for a password-reset email (`mode=email`; `user_id` is the login). The answer is the
/// same whether the login exists or not.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/password/reset", operation_id = "shopper_password_reset",
    params(("organization_id" = String, Path, description = "Organization id")),
    request_body(content = super::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, description = "Accepted"), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody)),
    tag = "shopper-auth")]
pub async fn password_reset(
    State(state): State<AppState>,
    Org(organization): Org,
    params: FormBody,
) -> AppResult<Json<serde_json::Value>> {
    client_for(&state, &organization, params.get("client_id")).await?;
    let site = channel(&state, params.get("channel_id"))?;
    if params.get("mode").unwrap_or("email") != "email" {
        return Err(AppError::bad_parameter(
            "mode",
            "Only mode=email is supported.",
        ));
    }
    let locale = site.locale_param(params.get("locale"))?;
    let login = params.require("user_id")?;
    request_reset(&state, &organization, site, locale, login, "user_id").await?;
    Ok(Json(serde_json::json!({})))
}

/// Sets a new password with the emailed token (`pwd_action_token`).
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/password/action", operation_id = "shopper_password_action",
    params(("organization_id" = String, Path, description = "Organization id")),
    request_body(content = super::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
    responses((status = 200, description = "Password changed"), (status = 400, body = ErrorBody)),
    tag = "shopper-auth")]
pub async fn password_action(
    State(state): State<AppState>,
    Org(organization): Org,
    params: FormBody,
) -> AppResult<Json<serde_json::Value>> {
    client_for(&state, &organization, params.get("client_id")).await?;
    channel(&state, params.get("channel_id"))?;
    apply_reset(
        &state,
        &organization,
        params.require("user_id")?,
        params.require("pwd_action_token")?,
        params.get("new_password").unwrap_or("").to_owned(),
        ResetFields {
            token: "pwd_action_token",
            password: "new_password",
        },
    )
    .await?;
    Ok(Json(serde_json::json!({})))
}

/// Emails a single-use reset link (in `locale`, opening the site's reset page) when the login
/// belongs to a customer. Answers the same whether it does or not; sends to one login are
/// throttled (counted before anything is looked up, so the throttle tells nothing either).
async fn request_reset(
    state: &AppState,
    organization: &Organization,
    site: &Site,
    locale: &str,
    login: &str,
    login_parameter: &str,
) -> AppResult<()> {
    if !is_valid_email(login) {
        return Err(AppError::bad_parameter(
            login_parameter,
            "Please enter a valid email address.",
        ));
    }
    let pool = &state.db.pool;
    let now = state.clock.now_ms();
    let key = limits::send_key("password_reset", &super::model::normalize_login(login));
    rate_limits::store::reserve_send(pool, &key, limits::SENDS, now).await??;
    let Some(customer) = store::customer_by_login(pool, &organization.id, login).await? else {
        return Ok(());
    };
    let token = random_token();
    store::insert_reset_token(
        pool,
        &token,
        &customer.id,
        now + seconds(RESET_TOKEN_MINUTES * 60),
    )
    .await?;
    let query = form_urlencoded::Serializer::new(String::new())
        .append_pair("token", &token)
        .append_pair("email", &customer.email)
        .finish();
    let link = format!(
        "{}/{}/{}/reset-password?{query}",
        state.config.public_url, site.id, locale
    );
    let email = outbox::model::password_reset_email(
        locale,
        &organization.brand.name,
        &customer.first_name,
        &link,
        RESET_TOKEN_MINUTES,
    );
    outbox::store::enqueue(
        pool,
        outbox::model::Channel::Email,
        &customer.email,
        &email.subject,
        &email.body,
        now,
    )
    .await
}

/// After a password change or reset: every other session of the customer ends — refresh
/// families (all but `keep_family`), identity-provider sessions, outstanding reset links.
async fn end_other_sessions(
    state: &AppState,
    customer_id: &str,
    keep_family: Option<&str>,
) -> AppResult<()> {
    let now = state.clock.now_ms();
    let mut tx = state.db.pool.begin().await?;
    store::revoke_customer_sessions(&mut *tx, customer_id, keep_family, now).await?;
    crate::portal_login::store::revoke_provider_sessions(&mut *tx, customer_id, now).await?;
    store::revoke_reset_tokens(&mut *tx, customer_id, now).await?;
    tx.commit().await?;
    Ok(())
}

/// Sets the new password when the token is live and the login's; ends every session.
async fn apply_reset(
    state: &AppState,
    organization: &Organization,
    login: &str,
    token: &str,
    new_password: String,
    fields: ResetFields,
) -> AppResult<()> {
    password::check_new_password(fields.password, &new_password)?;
    let invalid = || {
        AppError::bad_parameter(
            fields.token,
            "This password reset link is invalid or has expired.",
        )
    };
    let pool = &state.db.pool;
    let customer = store::customer_by_login(pool, &organization.id, login)
        .await?
        .ok_or_else(invalid)?;
    if !store::consume_reset_token(pool, token, &customer.id, state.clock.now_ms()).await? {
        return Err(invalid());
    }
    let hash = password::hash(new_password).await?;
    store::update_password_hash(pool, &customer.id, &hash, state.clock.now_ms()).await?;
    end_other_sessions(state, &customer.id, None).await
}

async fn existing_customer(
    state: &AppState,
    organization_id: &str,
    customer_id: &str,
) -> AppResult<CustomerRecord> {
    store::customer_by_id(&state.db.pool, organization_id, customer_id)
        .await?
        .ok_or_else(|| AppError::not_found("Customer not found."))
}

/// Registers a customer (with a guest or registered shopper token).
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = RegistrationRequest,
    responses((status = 200, body = Customer), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody)), tag = "shopper-customers")]
pub async fn register(
    State(state): State<AppState>,
    context: OrgSite,
    _shopper: Shopper,
    JsonBody(request): JsonBody<RegistrationRequest>,
) -> AppResult<Json<Customer>> {
    check_registration(&request)?;
    let hash = password::hash(request.password.clone()).await?;
    let c = &request.customer;
    let org = &context.organization;
    let mut tx = state.db.pool.begin().await?;
    let id = store::insert_customer(
        &mut tx,
        &org.id,
        &NewCustomer {
            email: &c.email,
            first_name: &c.first_name,
            last_name: &c.last_name,
            phone: None,
            password_hash: &hash,
            accepts_marketing: request.accepts_marketing,
            lease_customer_guid: None,
        },
        state.clock.now_ms(),
    )
    .await?;
    let record = store::customer_by_id(&mut *tx, &org.id, &id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("customer vanished after insert"))?;
    tx.commit().await?;
    Ok(Json(Customer::of(record, &org.brand)))
}

/// The signed-in customer's profile.
#[utoipa::path(get, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    responses((status = 200, body = Customer), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)), tag = "shopper-customers")]
pub async fn get_customer(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
) -> AppResult<Json<Customer>> {
    let customer_id = path.1;
    shopper.ensure_is(&customer_id)?;
    let org = &context.organization;
    let record = existing_customer(&state, &org.id, &customer_id).await?;
    Ok(Json(Customer::of(record, &org.brand)))
}

/// Updates names and phone. A phone is unique per organization (it signs in by SMS).
#[utoipa::path(patch, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    request_body = CustomerUpdate,
    responses((status = 200, body = Customer), (status = 400, body = ErrorBody),
        (status = 409, body = ErrorBody)),
    tag = "shopper-customers")]
pub async fn update_customer(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
    JsonBody(update): JsonBody<CustomerUpdate>,
) -> AppResult<Json<Customer>> {
    let customer_id = path.1;
    shopper.ensure_is(&customer_id)?;
    let org = &context.organization;
    let current = existing_customer(&state, &org.id, &customer_id).await?;
    let first_name = update.first_name.unwrap_or(current.first_name);
    let last_name = update.last_name.unwrap_or(current.last_name);
    check_names(&first_name, &last_name)?;
    let phone = update
        .phone_mobile
        .as_deref()
        .map(|p| phone_digits("phoneMobile", p))
        .transpose()?;
    store::update_profile(
        &state.db.pool,
        &customer_id,
        &first_name,
        &last_name,
        phone.as_deref(),
        state.clock.now_ms(),
    )
    .await?;
    let record = existing_customer(&state, &org.id, &customer_id).await?;
    Ok(Json(Customer::of(record, &org.brand)))
}

/// Changes the password after checking the current one. Every other session of the customer
/// ends (this one stays signed in).
#[utoipa::path(put, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/{customer_id}/password",
    params(("organization_id" = String, Path, description = "Organization id"),
        ("customer_id" = String, Path, description = "Customer id"), SiteLocaleQuery),
    request_body = PasswordChange,
    responses((status = 204, description = "Changed"), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)), tag = "shopper-customers")]
pub async fn change_password(
    State(state): State<AppState>,
    context: OrgSite,
    Path(path): Path<(String, String)>,
    shopper: Shopper,
    JsonBody(change): JsonBody<PasswordChange>,
) -> AppResult<StatusCode> {
    let customer_id = path.1;
    shopper.ensure_is(&customer_id)?;
    let current = existing_customer(&state, &context.organization.id, &customer_id).await?;
    if !password::verify(change.current_password, Some(current.password_hash)).await {
        return Err(AppError::bad_parameter(
            "currentPassword",
            "The current password is not correct.",
        ));
    }
    password::check_new_password("password", &change.password)?;
    let hash = password::hash(change.password).await?;
    store::update_password_hash(&state.db.pool, &customer_id, &hash, state.clock.now_ms()).await?;
    end_other_sessions(&state, &customer_id, Some(&shopper.0.sid)).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Emails a reset link when the login exists. The answer is the same either way.
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/password/actions/create-reset-token",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = ResetTokenRequest,
    responses((status = 200, body = ResetTokenAccepted), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody)),
    tag = "shopper-customers")]
pub async fn create_reset_token(
    State(state): State<AppState>,
    context: OrgSite,
    _shopper: Shopper,
    JsonBody(request): JsonBody<ResetTokenRequest>,
) -> AppResult<Json<ResetTokenAccepted>> {
    request_reset(
        &state,
        &context.organization,
        &context.site,
        &context.locale,
        &request.login,
        "login",
    )
    .await?;
    Ok(Json(ResetTokenAccepted {
        login: request.login.trim().to_owned(),
        expires_in_minutes: RESET_TOKEN_MINUTES,
    }))
}

/// Sets a new password with an emailed token; signs the customer out everywhere.
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/password/actions/reset",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = PasswordReset,
    responses((status = 204, description = "Password changed"), (status = 400, body = ErrorBody)),
    tag = "shopper-customers")]
pub async fn reset_password(
    State(state): State<AppState>,
    context: OrgSite,
    _shopper: Shopper,
    JsonBody(reset): JsonBody<PasswordReset>,
) -> AppResult<StatusCode> {
    apply_reset(
        &state,
        &context.organization,
        &reset.login,
        &reset.reset_token,
        reset.new_password,
        ResetFields {
            token: "resetToken",
            password: "newPassword",
        },
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}
