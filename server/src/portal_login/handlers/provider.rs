//! The provider's OpenID-shaped side: the code-for-token trade, the id-token hint, logout and
//! the login entry (`/idp/auth`).

use super::*;

pub(super) fn provider_claims(
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
    let customer =
        identity::operations::customer_by_id(&state.db.pool, &org.id, &issued.customer_id)
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

/// An id token for the provider logout's `id_token_hint`, from the browser's live provider
/// session: exchanged at logout time, never kept in the page.
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
    let customer = identity::operations::customer_by_id(&state.db.pool, &org.id, &customer_id)
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

pub(super) fn see_other(target: &str) -> Response {
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
    if let Some(hash) = session_cookie_hash(&state, &jar) {
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
        Cookie::build((state.config.cookie_name(SESSION_COOKIE), ""))
            .path(SESSION_COOKIE_PATH)
            .secure(state.config.secure_cookies)
            .build(),
    );
    Ok((jar, see_other(&target)).into_response())
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuthorizeQuery {
    /// Our `/idpcallback` or `/login-redirect` (any site/locale prefix), on our origin.
    #[param(
        required = true,
        pattern = r"^(/[A-Za-z0-9-]+){0,2}/(idpcallback|login-redirect)$"
    )]
    redirect_uri: Option<String>,
    /// The browser's state, returned with the code.
    #[param(required = true, pattern = r"^[A-Za-z0-9._~-]{8,256}$")]
    state: Option<String>,
    /// The S256 challenge of the browser's PKCE verifier.
    #[param(required = true, pattern = r"^[A-Za-z0-9_-]{43}$")]
    code_challenge: Option<String>,
    /// `S256`.
    #[param(inline, value_type = Option<CodeChallengeMethod>)]
    code_challenge_method: Option<String>,
    /// `code`.
    #[param(inline, value_type = Option<ResponseType>)]
    response_type: Option<String>,
}

/// The only PKCE method the provider takes.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
enum CodeChallengeMethod {
    S256,
}

/// The only OAuth response the provider gives.
#[derive(utoipa::ToSchema)]
#[allow(dead_code, non_camel_case_types)]
enum ResponseType {
    code,
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
