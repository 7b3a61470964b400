//! What identity offers the other features: the signed-in shopper (`Shopper`, the extractor
//! every signed-in call takes), the check of a caller's `client_id`, the one credential check
//! and session start that the portal's sign-in shares, and the end of a customer's other
//! sessions after a password change.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use super::tokens::{Claims, CustomerType};
use super::{session_store, store};
use crate::error::{AppError, AppResult};
use crate::http::bearer_token;
use crate::state::AppState;

pub use super::handlers::{check_credentials, start_session};

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
    let mut tx = state.db.pool.begin().await?;
    store::revoke_customer_sessions(&mut *tx, customer_id, keep_family, now).await?;
    session_store::revoke_provider_sessions(&mut *tx, customer_id, now).await?;
    store::revoke_reset_tokens(&mut *tx, customer_id, now).await?;
    tx.commit().await?;
    Ok(())
}
