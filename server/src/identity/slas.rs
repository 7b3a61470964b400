//! Shopper login (SLAS-shaped): `shopper/auth/v1/organizations/{org}/oauth2/...` —
//! guest and registered PKCE flows, token and refresh (with rotation), logout.

use axum::extract::{Path, Query, State};
use axum::http::header::{AUTHORIZATION, LOCATION};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Serialize;
use std::collections::HashMap;
use utoipa::ToSchema;

use super::auth::Shopper;
use super::rate_limit;
use super::reset;
use super::store::{self, AuthClient, CodeGrant, RefreshSession, Rotation};
use super::tokens::{
    now_seconds, parse_basic, pkce_matches, random_token, Claims, CustomerType,
    ACCESS_TOKEN_SECONDS, AUTH_CODE_SECONDS, GUEST_REFRESH_SECONDS, REGISTERED_REFRESH_SECONDS,
};
use crate::app::AppState;
use crate::error::{AppError, AppResult};
use crate::http::{ClientAddress, FormBody, RequestOrigin};

pub const REFRESH_COOKIE: &str = "lf_refresh";
const REFRESH_COOKIE_PATH: &str = "/mobify/proxy/api/shopper/auth";

pub fn routes() -> Router<AppState> {
    let base = "/shopper/auth/v1/organizations/{organization_id}/oauth2";
    Router::new()
        .route(&format!("{base}/authorize"), get(authorize))
        .route(&format!("{base}/login"), post(login))
        .route(&format!("{base}/token"), post(token))
        .route(&format!("{base}/logout"), get(logout).post(logout))
        .route(&format!("{base}/password/reset"), post(password_reset))
        .route(&format!("{base}/password/action"), post(password_action))
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

async fn client_for(
    state: &AppState,
    organization_id: &str,
    client_id: Option<&str>,
) -> AppResult<AuthClient> {
    state.sites.check_organization(organization_id)?;
    let client_id = client_id.ok_or_else(|| AppError::missing_parameter("client_id"))?;
    store::find_client(&state.db, organization_id, client_id)
        .await?
        .ok_or_else(|| {
            AppError::bad_parameter("client_id", format!("Unknown client '{client_id}'."))
        })
}

fn channel(state: &AppState, channel_id: Option<&str>) -> AppResult<String> {
    let channel_id = channel_id.ok_or_else(|| AppError::missing_parameter("channel_id"))?;
    state
        .sites
        .site(channel_id)
        .map(|s| s.id.clone())
        .ok_or_else(|| {
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

struct Authorization<'a> {
    client: AuthClient,
    channel_id: String,
    redirect_uri: &'a str,
    code_challenge: &'a str,
}

async fn check_authorization<'a>(
    state: &AppState,
    organization_id: &str,
    params: &'a FormBody,
    origin: &str,
) -> AppResult<Authorization<'a>> {
    let client = client_for(state, organization_id, params.get("client_id")).await?;
    let channel_id = channel(state, params.get("channel_id"))?;
    let redirect_uri = params.require("redirect_uri")?;
    if !client.allows_redirect(redirect_uri, origin) {
        return Err(AppError::bad_parameter(
            "redirect_uri",
            "The redirect_uri is not registered for this client.",
        ));
    }
    let code_challenge = params.require("code_challenge")?;
    Ok(Authorization {
        client,
        channel_id,
        redirect_uri,
        code_challenge,
    })
}

async fn issue_code(
    state: &AppState,
    auth: &Authorization<'_>,
    customer_id: &str,
    customer_type: CustomerType,
    usid: &str,
) -> AppResult<Response> {
    let code = random_token();
    store::insert_code(
        &state.db,
        &code,
        CodeGrant {
            client_id: &auth.client.id,
            channel_id: &auth.channel_id,
            redirect_uri: auth.redirect_uri,
            code_challenge: auth.code_challenge,
            customer_id,
            customer_type,
            usid,
        },
        AUTH_CODE_SECONDS,
    )
    .await?;
    Ok(redirect_with_code(auth.redirect_uri, &code, usid))
}

fn new_usid(given: Option<&str>) -> String {
    given
        .filter(|u| u.len() <= 64)
        .map(str::to_owned)
        .unwrap_or_else(|| uuid::Uuid::new_v4().to_string())
}

/// Guest sessions: `hint=guest` answers 303 to the redirect URI with `code` and `usid`.
#[utoipa::path(get, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/authorize", operation_id = "shopper_authorize",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 303, description = "Redirect to redirect_uri with code and usid"),
        (status = 400, body = crate::error::ErrorBody)), tag = "shopper-auth")]
pub async fn authorize(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    RequestOrigin(origin): RequestOrigin,
) -> AppResult<Response> {
    let params = FormBody(query);
    let auth = check_authorization(&state, &organization_id, &params, &origin).await?;
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
    let usid = new_usid(params.get("usid"));
    let customer_id = uuid::Uuid::new_v4().to_string();
    issue_code(&state, &auth, &customer_id, CustomerType::Guest, &usid).await
}

/// Registered shoppers: Basic credentials; 303 with `code` and `usid`, 401 on any mismatch,
/// 429 while the account or address is locked out.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/login", operation_id = "shopper_login",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 303, description = "Redirect to redirect_uri with code and usid"),
        (status = 401, body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)),
    tag = "shopper-auth")]
pub async fn login(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    RequestOrigin(origin): RequestOrigin,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    params: FormBody,
) -> AppResult<Response> {
    let auth = check_authorization(&state, &organization_id, &params, &origin).await?;
    let (login, secret) = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(parse_basic)
        .ok_or_else(AppError::unauthorized)?;
    let org = state.sites.organization_id.clone().unwrap_or_default();
    let customer = rate_limit::check_credentials(&state.db, &org, &login, secret, &address).await?;
    let usid = new_usid(params.get("usid"));
    issue_code(&state, &auth, &customer.id, CustomerType::Registered, &usid).await
}

/// `authorization_code_pkce` and `refresh_token` grants.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/token", operation_id = "shopper_token",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, body = TokenResponse), (status = 400, body = crate::error::ErrorBody),
        (status = 401, body = crate::error::ErrorBody)), tag = "shopper-auth")]
pub async fn token(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    jar: CookieJar,
    params: FormBody,
) -> AppResult<Response> {
    let client = client_for(&state, &organization_id, params.get("client_id")).await?;
    let session = match params.require("grant_type")? {
        "authorization_code_pkce" => {
            let code = params.require("code")?;
            let verifier = params.require("code_verifier")?;
            let redirect_uri = params.require("redirect_uri")?;
            let invalid = || {
                AppError::bad_parameter("code", "The authorization code is invalid or has expired.")
            };
            let grant = store::consume_code(&state.db, code)
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
            RefreshSession {
                family_id: uuid::Uuid::new_v4().to_string(),
                client_id: client.id.clone(),
                channel_id: grant.channel_id,
                customer_id: grant.customer_id,
                customer_type: grant.customer_type,
                usid: grant.usid,
            }
        }
        "refresh_token" => {
            let cookie = client
                .refresh_cookie
                .then(|| jar.get(REFRESH_COOKIE).map(|c| c.value().to_owned()))
                .flatten();
            let presented = params.get("refresh_token").map(str::to_owned).or(cookie);
            let presented =
                presented.ok_or_else(|| AppError::missing_parameter("refresh_token"))?;
            match store::rotate_refresh_token(&state.db, &presented).await? {
                Rotation::Rotated(session) if session.client_id == client.id => session,
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
    mint_tokens(&state, &client, session, jar).await
}

async fn mint_tokens(
    state: &AppState,
    client: &AuthClient,
    session: RefreshSession,
    jar: CookieJar,
) -> AppResult<Response> {
    let (jar, body) = mint_session(state, client, session, jar).await?;
    Ok((jar, Json(body)).into_response())
}

/// Starts a session: stores a new refresh token in the session's family and signs the
/// access and id tokens. For a cookie client the refresh token goes into the jar instead of
/// the body.
pub async fn mint_session(
    state: &AppState,
    client: &AuthClient,
    session: RefreshSession,
    jar: CookieJar,
) -> AppResult<(CookieJar, TokenResponse)> {
    let customer_type = CustomerType::parse(&session.customer_type);
    let refresh_seconds = match customer_type {
        CustomerType::Guest => GUEST_REFRESH_SECONDS,
        CustomerType::Registered => REGISTERED_REFRESH_SECONDS,
    };
    let refresh_token = random_token();
    store::insert_refresh_token(&state.db, &refresh_token, &session, refresh_seconds).await?;
    let now = now_seconds();
    let claims = Claims {
        iss: state.keys.issuer().to_owned(),
        sub: session.customer_id.clone(),
        iat: now,
        exp: now + ACCESS_TOKEN_SECONDS,
        customer_type,
        usid: session.usid.clone(),
        sid: session.family_id.clone(),
        chid: session.channel_id.clone(),
        client_id: client.id.clone(),
    };
    let access_token = state.keys.sign(&claims)?;
    let id_token = state.keys.sign(&serde_json::json!({
        "iss": claims.iss, "sub": claims.sub, "aud": client.id, "iat": now,
        "exp": now + ACCESS_TOKEN_SECONDS, "customer_type": customer_type,
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
        .secure(state.runtime.secure_cookies)
        .max_age(time::Duration::seconds(max_age_seconds))
        .build()
}

/// Revokes the session (and the refresh token named, if it is the same customer's) and
/// clears the web app's cookie.
#[utoipa::path(get, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/logout", operation_id = "shopper_logout",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, description = "Logged out"), (status = 401, body = crate::error::ErrorBody)),
    tag = "shopper-auth")]
pub async fn logout(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    jar: CookieJar,
    shopper: Shopper,
) -> AppResult<Response> {
    state.sites.check_organization(&organization_id)?;
    store::revoke_family(&state.db, &shopper.0.sid).await?;
    let named = query.get("refresh_token").cloned();
    let cookie = jar.get(REFRESH_COOKIE).map(|c| c.value().to_owned());
    for token in [named, cookie].into_iter().flatten() {
        if let Some((family, customer_id)) = store::family_of(&state.db, &token).await? {
            if customer_id == shopper.customer_id() {
                store::revoke_family(&state.db, &family).await?;
            }
        }
    }
    let removal = Cookie::build((REFRESH_COOKIE, ""))
        .path(REFRESH_COOKIE_PATH)
        .build();
    Ok((jar.remove(removal), Json(serde_json::json!({}))).into_response())
}

/// Asks for a password-reset email (`mode=email`; `user_id` is the login). The answer is the
/// same whether the login exists or not.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/password/reset", operation_id = "shopper_password_reset",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, description = "Accepted"), (status = 400, body = crate::error::ErrorBody)),
    tag = "shopper-auth")]
pub async fn password_reset(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    params: FormBody,
) -> AppResult<Json<serde_json::Value>> {
    client_for(&state, &organization_id, params.get("client_id")).await?;
    let channel_id = channel(&state, params.get("channel_id"))?;
    if params.get("mode").unwrap_or("email") != "email" {
        return Err(AppError::bad_parameter(
            "mode",
            "Only mode=email is supported.",
        ));
    }
    let site = state
        .sites
        .site(&channel_id)
        .ok_or_else(|| AppError::bad_parameter("channel_id", "Unknown channel."))?;
    let locale = site.locale_param(params.get("locale"))?;
    let login = params.require("user_id")?;
    reset::request_reset(&state, &organization_id, site, locale, login, "user_id").await?;
    Ok(Json(serde_json::json!({})))
}

/// Sets a new password with the emailed token (`pwd_action_token`).
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/password/action", operation_id = "shopper_password_action",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, description = "Password changed"), (status = 400, body = crate::error::ErrorBody)),
    tag = "shopper-auth")]
pub async fn password_action(
    State(state): State<AppState>,
    Path(organization_id): Path<String>,
    params: FormBody,
) -> AppResult<Json<serde_json::Value>> {
    client_for(&state, &organization_id, params.get("client_id")).await?;
    channel(&state, params.get("channel_id"))?;
    reset::apply_reset(
        &state,
        &organization_id,
        params.require("user_id")?,
        params.require("pwd_action_token")?,
        params.get("new_password").unwrap_or("").to_owned(),
        reset::ResetFields {
            token: "pwd_action_token",
            password: "new_password",
        },
    )
    .await?;
    Ok(Json(serde_json::json!({})))
}
