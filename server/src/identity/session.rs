//! What identity offers the other features: the signed-in shopper (`Shopper`, the extractor
//! every signed-in call takes), the check of a caller's `client_id`, the one credential check
//! and session start that the portal's sign-in shares (and the session's tokens and refresh
//! cookie, which identity's own token calls use too), and the end of a customer's other
//! sessions after a password change.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};

use super::model::{AuthClient, CustomerRecord, RefreshSession, TokenResponse};
use super::password;
use super::store;
use super::tokens::{
    random_token, Claims, CustomerType, ACCESS_TOKEN_SECONDS, GUEST_REFRESH_SECONDS,
    REGISTERED_REFRESH_SECONDS,
};
use crate::clock::seconds;
use crate::error::{AppError, AppResult};
use crate::http::bearer_token;
use crate::rate_limits::{self, model as limits};
use crate::state::{AppState, SessionCookie};

/// The web app's refresh-token cookie: HttpOnly, SameSite=Strict, sent only to the token calls.
pub const REFRESH_COOKIE: SessionCookie = crate::session_cookie!("lf_refresh");
/// The session cookie of every other client (an app on the commerce SDK, in a browser): the
/// same refresh token its body carries, HttpOnly, SameSite=Strict, sent only to the token
/// calls. It is how that browser proves, when the shopper signs in naming the guest's usid,
/// that the guest session is its own: a usid alone proves nothing.
pub const SESSION_PROOF_COOKIE: SessionCookie = crate::session_cookie!("lf_session");
pub(crate) const REFRESH_COOKIE_PATH: &str = "/mobify/proxy/api/shopper/auth";

/// A valid, unrevoked shopper access token (guest or registered).
#[derive(Debug, Clone)]
pub struct Shopper(pub Claims);

impl Shopper {
    pub fn customer_id(&self) -> &str {
        &self.0.sub
    }

    pub fn is_registered(&self) -> bool {
        self.0.customer_type == CustomerType::Registered
    }

    /// Registered and the customer named in the path: anything else is forbidden.
    pub fn ensure_is(&self, customer_id: &str) -> Result<(), AppError> {
        if self.is_registered() && self.customer_id() == customer_id {
            Ok(())
        } else {
            Err(AppError::Forbidden(
                "This token does not belong to that customer.".to_owned(),
            ))
        }
    }

    /// A registered customer (the portal's calls).
    pub fn ensure_registered(&self) -> Result<(), AppError> {
        if self.is_registered() {
            Ok(())
        } else {
            Err(AppError::Forbidden(
                "Sign in to use the customer portal.".to_owned(),
            ))
        }
    }
}

impl FromRequestParts<AppState> for Shopper {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let token = bearer_token(&parts.headers).ok_or_else(AppError::unauthorized)?;
        let claims = state
            .keys
            .verify(token, state.clock.now_s())
            .ok_or_else(AppError::unauthorized)?;
        // Logout, refresh-token reuse and password changes revoke the session: its access
        // tokens stop at once.
        if store::session_revoked(&state.db.pool, &claims.sid).await? {
            return Err(AppError::unauthorized());
        }
        Ok(Shopper(claims))
    }
}

/// A `client_id` a caller names itself with (header or query) must be one of the
/// organization's clients; none is fine.
pub async fn known_client_id(
    state: &AppState,
    organization_id: &str,
    client_id: Option<&str>,
    parameter: &str,
) -> Result<(), AppError> {
    let Some(client_id) = client_id.filter(|c| !c.is_empty()) else {
        return Ok(());
    };
    match store::find_client(&state.db.pool, organization_id, client_id).await? {
        Some(_) => Ok(()),
        None => Err(AppError::bad_parameter(
            parameter,
            format!("Unknown client '{client_id}'."),
        )),
    }
}

/// After a password change or reset: every other session of the customer ends — refresh
/// families (all but `keep_family`), the portal provider's sessions, outstanding reset links.
pub async fn end_other_sessions(
    state: &AppState,
    customer_id: &str,
    keep_family: Option<&str>,
) -> AppResult<()> {
    let now = state.clock.now_ms();
    let mut tx = state.db.begin_write().await?;
    store::revoke_customer_sessions(&mut *tx, customer_id, keep_family, now).await?;
    store::revoke_provider_sessions(&mut *tx, customer_id, now).await?;
    store::revoke_reset_tokens(&mut *tx, customer_id, now).await?;
    tx.commit().await?;
    Ok(())
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
        if !rate_limits::operations::reserve_attempt(pool, key, limit, now).await? {
            let wait = rate_limits::operations::lock_remaining(pool, key, limit, now).await?;
            tracing::info!(address, "sign-in refused: locked out");
            return Err(limits::locked_out(wait));
        }
    }
    let customer = store::customer_by_login(pool, organization_id, login).await?;
    let verified =
        password::verify(password, customer.as_ref().map(|c| c.password_hash.clone())).await;
    let now = state.clock.now_ms();
    let Some(customer) = customer.filter(|_| verified) else {
        rate_limits::operations::attempt_failed(pool, &account_key, limits::PER_ACCOUNT, now)
            .await?;
        rate_limits::operations::attempt_failed(pool, &address_key, limits::PER_ADDRESS, now)
            .await?;
        tracing::info!(address, "sign-in failed");
        return Err(AppError::unauthorized());
    };
    rate_limits::operations::attempt_succeeded(pool, &account_key, &address_key).await?;
    Ok(customer)
}

pub(crate) fn refresh_ms(customer_type: CustomerType) -> i64 {
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
pub(crate) fn session_tokens(
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
    let cookie = if client.refresh_cookie {
        REFRESH_COOKIE
    } else {
        SESSION_PROOF_COOKIE
    };
    let jar = jar.add(session_cookie(
        state,
        cookie,
        refresh_token,
        refresh_seconds,
    ));
    Ok((jar, body))
}

/// The client's session cookie (`REFRESH_COOKIE` or `SESSION_PROOF_COOKIE`) holding `value`.
pub(crate) fn session_cookie(
    state: &AppState,
    cookie: SessionCookie,
    value: String,
    max_age_seconds: i64,
) -> Cookie<'static> {
    Cookie::build((state.config.cookie_name(cookie), value))
        .path(REFRESH_COOKIE_PATH)
        .http_only(true)
        .same_site(SameSite::Strict)
        .secure(state.config.secure_cookies)
        .max_age(time::Duration::seconds(max_age_seconds))
        .build()
}
