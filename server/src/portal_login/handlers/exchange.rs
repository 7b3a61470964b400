//! After the provider: its access token exchanged (once) for a shopper session, then the
//! portal's profile calls (`create_customer`, `login_source`).

use super::*;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TokenExchangeQuery {
    /// The identity provider's access token (works once).
    #[param(required = true)]
    subject_token: Option<String>,
}

/// `GET /api/token-exchange?subject_token=` — a provider access token becomes a registered
/// shopper session for the web app (its refresh token set as the HttpOnly cookie). Each
/// subject token works once.
#[utoipa::path(get, path = "/api/token-exchange", operation_id = "token_exchange",
    params(TokenExchangeQuery),
    responses((status = 200, body = TokenExchangeResponse), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)), tag = "identity-provider")]
pub async fn token_exchange(
    State(state): State<AppState>,
    jar: CookieJar,
    Query(query): Query<TokenExchangeQuery>,
) -> AppResult<Response> {
    let subject = query
        .subject_token
        .filter(|t| !t.is_empty())
        .ok_or_else(|| AppError::missing_parameter("subject_token"))?;
    let claims: ProviderClaims = state
        .keys
        .verify_as(&subject, IDP_ISSUER, state.clock.now_s())
        .ok_or_else(AppError::unauthorized)?;
    let jti = claims
        .jti
        .as_deref()
        .filter(|_| claims.aud == "token-exchange");
    let Some(jti) = jti else {
        return Err(AppError::unauthorized());
    };
    if !store::first_exchange(
        &mut *state.db.pool.acquire().await?,
        jti,
        (claims.exp + 5) * 1000,
        state.clock.now_ms(),
    )
    .await?
    {
        tracing::warn!("a provider subject token was presented twice");
        return Err(AppError::Unauthorized(
            "This sign-in was already completed.".to_owned(),
        ));
    }
    let org = state.sites.the_organization()?;
    let client_id = state
        .sites
        .web_client_id
        .clone()
        .ok_or_else(|| AppError::not_found("No web client is configured."))?;
    let client = identity::operations::find_client(&state.db.pool, &org.id, &client_id)
        .await?
        .ok_or_else(|| AppError::not_found("No web client is configured."))?;
    let channel_id = state
        .sites
        .sites
        .first()
        .map(|s| s.id.clone())
        .unwrap_or_default();
    let session = RefreshSession {
        family_id: uuid::Uuid::new_v4().to_string(),
        client_id: client.id.clone(),
        channel_id,
        customer_id: claims.sub,
        customer_type: CustomerType::Registered,
        usid: uuid::Uuid::new_v4().to_string(),
    };
    let (jar, tokens) = start_session(&state, &client, session, jar).await?;
    Ok((
        jar,
        Json(TokenExchangeResponse {
            access_token: tokens.access_token,
            customer_id: tokens.customer_id,
            usid: tokens.usid,
            expires_in: tokens.expires_in,
        }),
    )
        .into_response())
}

pub(super) fn customer_not_found() -> AppError {
    AppError::not_found("Customer not found.")
}

pub(super) async fn signed_in_customer(
    state: &AppState,
    organization: &Organization,
    shopper: &Shopper,
) -> AppResult<identity::model::CustomerRecord> {
    shopper.ensure_registered()?;
    identity::operations::customer_by_id(&state.db.pool, &organization.id, shopper.customer_id())
        .await?
        .ok_or_else(customer_not_found)
}

/// Makes sure the signed-in customer has a lease-customer profile (GUID); idempotent.
#[utoipa::path(post, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/create_customer",
    params(("organization_id" = String, Path, description = "Organization id"), crate::http::SiteLocaleQuery),
    responses((status = 200, body = CustomerProfileResponse), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)), security(("bearer" = [])), tag = "customer-profile")]
pub async fn create_customer(
    State(state): State<AppState>,
    context: OrgSite,
    shopper: Shopper,
) -> AppResult<Json<CustomerProfileResponse>> {
    shopper.ensure_registered()?;
    identity::operations::give_lease_customer_guid(
        &state.db.pool,
        shopper.customer_id(),
        &uuid::Uuid::new_v4().to_string(),
    )
    .await?;
    let customer = signed_in_customer(&state, &context.organization, &shopper).await?;
    Ok(Json(CustomerProfileResponse::ok(StandardizedCustomer {
        customer_id: customer.id,
        customer_guid: customer.lease_customer_guid,
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
    })))
}

/// Records how the customer signed in (browser and method flags).
#[utoipa::path(patch, path = "/mobify/proxy/api/custom/customer-profile/v1/organizations/{organization_id}/login_source",
    params(("organization_id" = String, Path, description = "Organization id"), crate::http::SiteLocaleQuery),
    request_body(content = BTreeMap<String, bool>, description = "The browser flags and the sign-in method flags"),
    responses((status = 200, body = LoginSourceResponse), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody)), security(("bearer" = [])), tag = "customer-profile")]
pub async fn login_source(
    State(state): State<AppState>,
    _context: OrgSite,
    shopper: Shopper,
    JsonBody(flags): JsonBody<BTreeMap<String, serde_json::Value>>,
) -> AppResult<Json<LoginSourceResponse>> {
    shopper.ensure_registered()?;
    check_flags(&flags)?;
    let flags_json = serde_json::to_string(&flags).map_err(anyhow::Error::from)?;
    store::insert_login_source(
        &state.db.pool,
        shopper.customer_id(),
        &flags_json,
        state.clock.now_ms(),
    )
    .await?;
    Ok(Json(LoginSourceResponse {
        ok: true,
        status: 200,
        data: LoginSourceData {
            customer_id: shopper.customer_id().to_owned(),
            flags: flags
                .into_iter()
                .filter_map(|(name, value)| value.as_bool().map(|v| (name, v)))
                .collect(),
        },
    }))
}
