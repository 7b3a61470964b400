//! The `Shopper` extractor: a valid, unrevoked bearer access token.

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;

use super::store;
use super::tokens::{Claims, CustomerType};
use crate::app::AppState;
use crate::error::AppError;

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
}

pub fn bearer_token(parts: &Parts) -> Option<&str> {
    parts
        .headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            v.strip_prefix("Bearer ")
                .or_else(|| v.strip_prefix("bearer "))
        })
        .map(str::trim)
}

impl FromRequestParts<AppState> for Shopper {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let token = bearer_token(parts).ok_or_else(AppError::unauthorized)?;
        let claims = state
            .keys
            .verify(token)
            .ok_or_else(AppError::unauthorized)?;
        // Logout and refresh-token reuse revoke the session: its access tokens stop at once.
        if store::session_revoked(&state.db, &claims.sid).await? {
            return Err(AppError::unauthorized());
        }
        Ok(Shopper(claims))
    }
}
