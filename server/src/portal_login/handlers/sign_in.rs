//! The provider's sign-in methods: email + password, SMS code, magic link, a returning
//! browser's live session. Each ends in `finish_sign_in`.

use super::*;

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
    // The text's language: a locale of the first site (its default when none is given); one
    // that does not exist is refused.
    let locale = state
        .sites
        .sites
        .first()
        .ok_or_else(|| AppError::not_found("No site is configured."))?
        .locale_param(body.locale.as_deref())?
        .to_owned();
    let org = state.sites.the_organization()?.clone();
    let pool = &state.db.pool;
    let now = state.clock.now_ms();
    rate_limits::operations::reserve_send(
        pool,
        &limits::send_key("sms_otp", &phone),
        limits::SENDS,
        now,
    )
    .await??;
    let customer = identity::operations::customer_by_phone(pool, &org.id, &phone).await?;
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
        let text =
            outbox::model::sms_code_text(&locale, &org.brand.name, &code, SMS_CODE_MS / 60_000);
        outbox::operations::send(pool, outbox::model::Channel::Sms, &phone, "", &text, now).await?;
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
    // A site or locale that does not exist is refused, never replaced by another.
    let site = match body.site_id.as_deref().filter(|id| !id.is_empty()) {
        Some(id) => state
            .sites
            .site(id)
            .ok_or_else(|| AppError::bad_parameter("siteId", format!("Site '{id}' not found.")))?,
        None => state
            .sites
            .sites
            .first()
            .ok_or_else(|| AppError::not_found("No site is configured."))?,
    };
    let locale = site.locale_param(body.locale.as_deref())?.to_owned();
    let email = normalize_login(&body.email);
    let pool = &state.db.pool;
    let now = state.clock.now_ms();
    rate_limits::operations::reserve_send(
        pool,
        &limits::send_key("magick_link", &email),
        limits::SENDS,
        now,
    )
    .await??;
    let customer = identity::operations::customer_by_login(pool, &org.id, &email).await?;
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
        outbox::operations::send(
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
