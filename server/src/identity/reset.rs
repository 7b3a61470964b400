//! Password reset, shared by the shopper-customers API (`customers/password/actions/...`)
//! and the shopper-auth API (`oauth2/password/reset`, `oauth2/password/action`).

use super::customers::is_valid_email;
use super::tokens::random_token;
use super::{password, store};
use crate::app::AppState;
use crate::error::{AppError, AppResult};
use crate::outbox;
use crate::sites::Site;

pub const RESET_TOKEN_MINUTES: i64 = 30;

/// Emails a single-use reset link (in `locale`, opening the site's reset page) when the login
/// belongs to a customer. Answers the same whether it does or not.
pub async fn request_reset(
    state: &AppState,
    organization_id: &str,
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
    let Some(customer) = store::customer_by_login(&state.db, organization_id, login).await? else {
        return Ok(());
    };
    let token = random_token();
    store::insert_reset_token(&state.db, &token, &customer.id, RESET_TOKEN_MINUTES * 60).await?;
    let query = form_urlencoded::Serializer::new(String::new())
        .append_pair("token", &token)
        .append_pair("email", &customer.email)
        .finish();
    let link = format!(
        "{}/{}/{}/reset-password?{query}",
        state.runtime.public_url, site.id, locale
    );
    let brand = state
        .sites
        .brand
        .as_ref()
        .map(|b| b.name.as_str())
        .unwrap_or("");
    let email = outbox::password_reset_email(
        locale,
        brand,
        &customer.first_name,
        &link,
        RESET_TOKEN_MINUTES,
    );
    outbox::enqueue(
        &state.db,
        outbox::Channel::Email,
        &customer.email,
        &email.subject,
        &email.body,
    )
    .await
}

/// Names of the request fields, for error messages in each API's words.
pub struct ResetFields {
    pub token: &'static str,
    pub password: &'static str,
}

/// Sets the new password when the token is live and the login's; ends every session.
pub async fn apply_reset(
    state: &AppState,
    organization_id: &str,
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
    let customer = store::customer_by_login(&state.db, organization_id, login)
        .await?
        .ok_or_else(invalid)?;
    if !store::consume_reset_token(&state.db, token, &customer.id).await? {
        return Err(invalid());
    }
    let hash = password::hash(new_password).await?;
    store::update_password_hash(&state.db, &customer.id, &hash).await?;
    store::revoke_customer_sessions(&state.db, &customer.id).await
}
