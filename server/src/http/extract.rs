//! axum's `Query` and `Path`, answering bad input with our JSON error (never axum's plain-text
//! rejection): a query string that does not fit names the parameter and why. The only place
//! that may name axum's own (clippy.toml disallows them everywhere else).
#![allow(clippy::disallowed_types)]

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::FromRequestParts;

use crate::error::AppError;

/// The query string, deserialized; a malformed one is a 400 naming the parameter.
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(AppError))]
pub struct Query<T>(pub T);

/// The path's parameters; a segment that is not UTF-8 is a 400.
#[derive(Debug, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(AppError))]
pub struct Path<T>(pub T);

impl From<QueryRejection> for AppError {
    fn from(rejection: QueryRejection) -> Self {
        let text = rejection.body_text();
        match query_fault(&text) {
            Some((parameter, reason)) => AppError::bad_parameter(
                &parameter,
                format!("The query parameter '{parameter}' is not valid: {reason}."),
            ),
            None => AppError::BadRequest {
                parameter: None,
                message: text,
            },
        }
    }
}

impl From<PathRejection> for AppError {
    fn from(rejection: PathRejection) -> Self {
        AppError::BadRequest {
            parameter: None,
            message: rejection.body_text(),
        }
    }
}

/// The parameter and the reason of axum's "Failed to deserialize query string: NAME: REASON"
/// (or "...: missing field `NAME`").
fn query_fault(text: &str) -> Option<(String, String)> {
    let fault = text.strip_prefix("Failed to deserialize query string: ")?;
    let is_name = |n: &str| {
        !n.is_empty()
            && n.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
            && n != "."
    };
    if let Some((name, reason)) = fault.split_once(": ") {
        if is_name(name) {
            return Some((name.to_owned(), reason.to_owned()));
        }
    }
    let missing = fault.split("missing field `").nth(1)?.split('`').next()?;
    is_name(missing).then(|| (missing.to_owned(), "it is required".to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_rejections_name_their_parameter() {
        assert_eq!(
            query_fault("Failed to deserialize query string: page: invalid digit found in string"),
            Some(("page".into(), "invalid digit found in string".into()))
        );
        assert_eq!(
            query_fault("Failed to deserialize query string: missing field `c_lease_guid`"),
            Some(("c_lease_guid".into(), "it is required".into()))
        );
        assert_eq!(
            query_fault("Failed to deserialize query string: .: nope"),
            None
        );
        assert_eq!(query_fault("Invalid URL"), None);
    }
}
