//! The provider's custom calls carry an API name in their path, `{short name}{suffix}`
//! (`northwind-payments`): the short name is the organization's configuration, never a
//! literal, so any other name answers 404 as if the call did not exist.

use std::collections::HashMap;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

use crate::error::AppError;
use crate::state::AppState;

/// Checks the path's `api` is this organization's short name followed by `suffix`.
pub async fn ensure(parts: &mut Parts, state: &AppState, suffix: &str) -> Result<(), AppError> {
    let super::Path(params) =
        super::Path::<HashMap<String, String>>::from_request_parts(parts, state)
            .await
            .map_err(|_| AppError::not_found("Not found."))?;
    let organization = params
        .get("organization_id")
        .and_then(|id| state.sites.organization(id).ok());
    let expected = organization.map(|o| format!("{}{suffix}", o.brand.short_name));
    match (params.get("api"), expected) {
        (Some(api), Some(expected)) if *api == expected => Ok(()),
        _ => Err(AppError::not_found("Not found.")),
    }
}
