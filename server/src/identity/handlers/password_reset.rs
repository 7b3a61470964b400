//! Password resets by emailed link — the SLAS calls (`oauth2/password/reset`, `/action`) and
//! the shopper-customers ones — and ending every other session after a password changes.

use super::*;

/// Asks for a password-reset email (`mode=email`; `user_id` is the login). The answer is the
/// same whether the login exists or not.
#[utoipa::path(post, path = "/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/password/reset", operation_id = "shopper_password_reset",
    params(("organization_id" = String, Path, description = "Organization id")),
    request_body(content = crate::identity::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
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
    request_body(content = crate::identity::model::SlasForm, content_type = "application/x-www-form-urlencoded"),
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

/// Emails a reset link when the login exists. The answer is the same either way.
#[utoipa::path(post, path = "/mobify/proxy/api/customer/shopper-customers/v1/organizations/{organization_id}/customers/password/actions/create-reset-token",
    params(("organization_id" = String, Path, description = "Organization id"), SiteLocaleQuery),
    request_body = ResetTokenRequest,
    responses((status = 200, body = ResetTokenAccepted), (status = 400, body = ErrorBody),
        (status = 429, body = ErrorBody)),
    security(("bearer" = [])),
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
    security(("bearer" = [])),
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

/// Emails a single-use reset link (in `locale`, opening the site's reset page) when the login
/// belongs to a customer. Answers the same whether it does or not; sends to one login are
/// throttled (counted before anything is looked up, so the throttle tells nothing either).
pub(super) async fn request_reset(
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
    let key = limits::send_key(
        "password_reset",
        &crate::identity::model::normalize_login(login),
    );
    rate_limits::operations::reserve_send(pool, &key, limits::SENDS, now).await??;
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
    outbox::operations::send(
        pool,
        outbox::model::Channel::Email,
        &customer.email,
        &email.subject,
        &email.body,
        now,
    )
    .await
}

/// Sets the new password when the token is live and the login's; ends every session.
pub(super) async fn apply_reset(
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
    session::end_other_sessions(state, &customer.id, None).await
}
