//! Identity's handlers: the SLAS-shaped shopper login
//! (`shopper/auth/v1/organizations/{org}/oauth2/...`: guest and registered PKCE flows, token
//! and refresh with rotation, logout, password reset) and the shopper customers
//! (`customer/shopper-customers/v1/organizations/{org}/customers...`).
use super::model::{
    check_names, check_registration, choose_usid, is_valid_email, phone_digits, AuthClient,
    AuthCode, Customer, CustomerRecord, CustomerUpdate, NewCustomer, PasswordChange, PasswordReset,
    RefreshSession, RegistrationRequest, ResetFields, ResetTokenAccepted, ResetTokenRequest,
    Rotation, TokenResponse, RESET_TOKEN_MINUTES,
};
use super::password;
use super::session::{
    self, check_credentials, refresh_ms, session_tokens, Shopper, REFRESH_COOKIE,
    REFRESH_COOKIE_PATH, SESSION_PROOF_COOKIE,
};
use super::store;
use super::tokens::{parse_basic, pkce_matches, random_token, CustomerType, AUTH_CODE_SECONDS};
use crate::clock::seconds;
use crate::error::{AppError, AppResult, ErrorBody};
use crate::http::{
    bearer_token, ClientAddress, FormBody, JsonBody, Org, OrgSite, Path, RedirectOrigins,
    SiteLocaleQuery,
};
use crate::outbox;
use crate::rate_limits::{self, model as limits};
use crate::sites::{Organization, Site};
use crate::state::AppState;
use axum::extract::State;
use axum::http::header::{AUTHORIZATION, LOCATION};
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Json;
use axum_extra::extract::cookie::{Cookie, CookieJar};

mod customers;
mod oauth2;
mod password_reset;

pub use customers::*;
pub use oauth2::*;
pub use password_reset::*;

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
