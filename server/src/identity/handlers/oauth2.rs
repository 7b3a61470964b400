//! The SLAS-shaped shopper login (`shopper/auth/v1/organizations/{org}/oauth2/...`): guest
//! and registered PKCE flows, the one credential check, tokens and refresh with rotation,
//! logout.

use super::*;

pub(super) fn redirect_with_code(redirect_uri: &str, code: &str, usid: &str) -> Response {
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

pub(super) struct Authorization {
    client: AuthClient,
    channel_id: String,
    redirect_uri: String,
    code_challenge: String,
}

pub(super) async fn check_authorization(
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

pub(super) async fn issue_code(
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

/// The usid this browser's session cookie proves it owns, if any: the web app's refresh
/// cookie, or another client's session cookie (an app on the commerce SDK), each holding a
/// live refresh token of the session the usid was made for.
pub(super) async fn usid_proven_by_cookie(
    state: &AppState,
    client: &AuthClient,
    jar: &CookieJar,
) -> AppResult<Option<String>> {
    let name = if client.refresh_cookie {
        REFRESH_COOKIE
    } else {
        SESSION_PROOF_COOKIE
    };
    let Some(cookie) = jar.get(state.config.cookie_name(name)) else {
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

/// Registered shoppers: Basic credentials; 303 with `code` and `usid`, 401 on any mismatch,
/// 429 while the account or address is locked out.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/login", operation_id = "shopper_login",
    params(("organization_id" = String, Path, description = "Organization id")),
    request_body(content = crate::identity::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
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
    request_body(content = crate::identity::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
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
        "authorization_code_pkce" => code_grant(&state, &client, &params, now).await?,
        "refresh_token" => refresh_grant(&state, &client, &params, &jar, now).await?,
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

/// The `authorization_code_pkce` grant: the code is used once, by the client it was issued
/// to, with the same redirect URI, the verifier of its challenge and (when named) the same
/// site. A new session family starts with a new refresh token.
async fn code_grant(
    state: &AppState,
    client: &AuthClient,
    params: &FormBody,
    now: i64,
) -> AppResult<(RefreshSession, String)> {
    let code = params.require("code")?;
    let verifier = params.require("code_verifier")?;
    let redirect_uri = params.require("redirect_uri")?;
    let invalid =
        || AppError::bad_parameter("code", "The authorization code is invalid or has expired.");
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
        if state.sites.site(channel_id).map(|s| s.id.as_str()) != Some(grant.channel_id.as_str()) {
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
    Ok((session, refresh_token))
}

/// The `refresh_token` grant: the token from the form (or, for a cookie client, the cookie)
/// is rotated; a token used twice revokes its session.
async fn refresh_grant(
    state: &AppState,
    client: &AuthClient,
    params: &FormBody,
    jar: &CookieJar,
    now: i64,
) -> AppResult<(RefreshSession, String)> {
    let cookie = client
        .refresh_cookie
        .then(|| {
            jar.get(state.config.cookie_name(REFRESH_COOKIE))
                .map(|c| c.value().to_owned())
        })
        .flatten();
    let presented = params.get("refresh_token").map(str::to_owned).or(cookie);
    let presented = presented.ok_or_else(|| AppError::missing_parameter("refresh_token"))?;
    let rotation = store::rotate_refresh_token(
        &mut *state.db.pool.acquire().await?,
        &presented,
        |t| state.keys.refresh_successor(t),
        now,
        |customer_type| now + refresh_ms(customer_type),
    )
    .await?;
    match rotation {
        Rotation::Rotated { session, successor } | Rotation::Replayed { session, successor }
            if session.client_id == client.id =>
        {
            Ok((session, successor))
        }
        Rotation::Reused => {
            tracing::warn!("refresh token reused: session revoked");
            Err(AppError::Unauthorized(
                "The refresh token was already used; the session is revoked.".to_owned(),
            ))
        }
        _ => Err(AppError::Unauthorized(
            "The refresh token is invalid, expired or revoked.".to_owned(),
        )),
    }
}

/// Revokes the session (and the refresh token named, if it is the same customer's) and
/// clears the web app's cookie.
#[utoipa::path(get, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/logout", operation_id = "shopper_logout",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, description = "Logged out"), (status = 401, body = ErrorBody)),
    security(("bearer" = [])),
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
    let cookies = [REFRESH_COOKIE, SESSION_PROOF_COOKIE].map(|cookie| {
        jar.get(state.config.cookie_name(cookie))
            .map(|c| c.value().to_owned())
    });
    for token in [named].into_iter().chain(cookies).flatten() {
        if let Some((family, customer_id)) = store::family_of(pool, &token).await? {
            if customer_id == shopper.customer_id() {
                store::revoke_family(pool, &family, now).await?;
            }
        }
    }
    let jar = [REFRESH_COOKIE, SESSION_PROOF_COOKIE]
        .into_iter()
        .fold(jar, |jar, cookie| {
            jar.remove(
                Cookie::build((state.config.cookie_name(cookie), ""))
                    .path(REFRESH_COOKIE_PATH)
                    .secure(state.config.secure_cookies)
                    .build(),
            )
        });
    Ok((jar, Json(serde_json::json!({}))).into_response())
}

/// POST variant of logout (the SDK's).
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/logout", operation_id = "shopper_logout_post",
    params(("organization_id" = String, Path, description = "Organization id")),
    responses((status = 200, description = "Logged out"), (status = 401, body = ErrorBody)),
    security(("bearer" = [])),
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
