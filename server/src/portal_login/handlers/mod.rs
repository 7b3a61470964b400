//! The built-in identity provider for the customer portal (it plays Keycloak's part): email +
//! password (acr `email_password`), SMS one-time code (`sms_otp`), magic link by email
//! (`magick_link`), and a returning browser's live session (`cookie`). Each method ends in a
//! provider code bound to the browser that began it (PKCE challenge + state); the web app
//! redeems it at `/idp/api/token` with its verifier, and `/api/token-exchange` turns the
//! provider's access token (once) into a shopper session. Then the portal's profile calls:
//! `create_customer` and `login_source`.
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
use crate::http::{ClientAddress, JsonBody, OrgSite, Query};
use crate::identity::model::{digits_only, is_valid_email, normalize_login, RefreshSession};
use crate::identity::session::{check_credentials, start_session, Shopper};
use crate::identity::tokens::{pkce_matches, random_token, token_hash, CustomerType};
use crate::identity::{self};
use crate::outbox;
use crate::rate_limits::{self, model as limits};
use crate::sites::Organization;
use crate::state::AppState;
use axum::extract::State;
use axum::http::header::LOCATION;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use serde::Deserialize;
use std::collections::BTreeMap;
use utoipa::IntoParams;

mod exchange;
mod provider;
mod sign_in;

pub use exchange::*;
pub use provider::*;
pub use sign_in::*;

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
            Cookie::build((state.config.cookie_name(SESSION_COOKIE), session))
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

fn session_cookie_hash(state: &AppState, jar: &CookieJar) -> Option<String> {
    jar.get(state.config.cookie_name(SESSION_COOKIE))
        .map(|c| token_hash(c.value()))
}

async fn live_session_customer(state: &AppState, jar: &CookieJar) -> AppResult<Option<String>> {
    match session_cookie_hash(state, jar) {
        Some(hash) => store::session_customer(&state.db.pool, &hash, state.clock.now_ms()).await,
        None => Ok(None),
    }
}
