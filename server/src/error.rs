//! One error type for every request path, mapped to an HTTP status and a JSON body.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

/// The JSON body of every error answer. `message` is for people; `type`/`title`/`detail`
/// follow the SCAPI error shape so commerce clients can read it too.
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorBody {
    /// A short, stable machine-readable kind, e.g. `bad-request`, `not-found`.
    #[serde(rename = "type")]
    pub kind: String,
    /// A short human title for the kind.
    pub title: String,
    /// What went wrong, for people.
    pub detail: String,
    /// Same as `detail`: the custom APIs' clients read `message`.
    pub message: String,
    /// The request parameter at fault, when one is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parameter: Option<String>,
    /// A stable machine-readable reason (e.g. `code_wrong`, `link_invalid`), so clients
    /// show their own translated text instead of matching `message`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// With reason `code_wrong`: how many tries the one-time code has left.
    #[serde(rename = "triesLeft", skip_serializing_if = "Option::is_none")]
    pub tries_left: Option<i64>,
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{message}")]
    BadRequest {
        parameter: Option<String>,
        message: String,
    },
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    Conflict(String),
    /// A payment the card issuer or bank declined: nothing was charged.
    #[error("{0}")]
    PaymentDeclined(String),
    /// Well-formed but not acceptable (e.g. an idempotency key reused for another request).
    #[error("{0}")]
    Unprocessable(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    #[error("{message}")]
    TooManyRequests {
        message: String,
        retry_after_seconds: i64,
    },
    #[error("the database is unreachable")]
    Unavailable,
    /// Any error, tagged with a machine-readable reason (see `ErrorBody::reason`).
    #[error("{inner}")]
    WithReason {
        reason: &'static str,
        tries_left: Option<i64>,
        inner: Box<AppError>,
    },
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type AppResult<T> = Result<T, AppError>;

impl AppError {
    pub fn bad_parameter(parameter: &str, message: impl Into<String>) -> Self {
        AppError::BadRequest {
            parameter: Some(parameter.to_owned()),
            message: message.into(),
        }
    }

    pub fn missing_parameter(parameter: &str) -> Self {
        Self::bad_parameter(
            parameter,
            format!("The query parameter '{parameter}' is required."),
        )
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        AppError::NotFound(message.into())
    }

    /// Sign-in failures all read "Unauthorized": nothing tells whether the account exists.
    pub fn unauthorized() -> Self {
        AppError::Unauthorized("Unauthorized".to_owned())
    }

    /// Tags the error with a stable reason for clients.
    pub fn with_reason(self, reason: &'static str) -> Self {
        AppError::WithReason {
            reason,
            tries_left: None,
            inner: Box::new(self),
        }
    }

    /// Tags a wrong one-time code with the tries it has left.
    pub fn with_tries_left(self, tries_left: i64) -> Self {
        match self {
            AppError::WithReason { reason, inner, .. } => AppError::WithReason {
                reason,
                tries_left: Some(tries_left),
                inner,
            },
            other => other.with_reason("code_wrong").with_tries_left(tries_left),
        }
    }

    /// 429 with the seconds to wait and a reason for clients.
    pub fn too_many(
        message: impl Into<String>,
        retry_after_seconds: i64,
        reason: &'static str,
    ) -> Self {
        AppError::TooManyRequests {
            message: message.into(),
            retry_after_seconds,
        }
        .with_reason(reason)
    }

    fn status(&self) -> StatusCode {
        match self {
            AppError::WithReason { inner, .. } => inner.status(),
            AppError::BadRequest { .. } => StatusCode::BAD_REQUEST,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::PaymentDeclined(_) => StatusCode::PAYMENT_REQUIRED,
            AppError::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Database(e) if database_unreachable(e) => StatusCode::SERVICE_UNAVAILABLE,
            AppError::Database(_) | AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// The database is away (restarting, unreachable, refusing connections), not wrong: the
/// request may succeed again in a moment, so it answers 503. The pool reconnects by itself.
fn database_unreachable(error: &sqlx::Error) -> bool {
    match error {
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => true,
        // PostgreSQL's connection exceptions (08…) and operator intervention (57P…: shut
        // down, restarting, cannot connect now).
        sqlx::Error::Database(e) => e
            .code()
            .is_some_and(|code| code.starts_with("08") || code.starts_with("57P")),
        _ => false,
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (reason, tries_left, this) = match self {
            AppError::WithReason {
                reason,
                tries_left,
                inner,
            } => (Some(reason.to_owned()), tries_left, *inner),
            other => (None, None, other),
        };
        let status = this.status();
        let (kind, title) = match status {
            StatusCode::BAD_REQUEST => ("bad-request", "Bad Request"),
            StatusCode::NOT_FOUND => ("not-found", "Not Found"),
            StatusCode::UNAUTHORIZED => ("unauthorized", "Unauthorized"),
            StatusCode::FORBIDDEN => ("forbidden", "Forbidden"),
            StatusCode::CONFLICT => ("conflict", "Conflict"),
            StatusCode::UNPROCESSABLE_ENTITY => ("unprocessable-entity", "Unprocessable Entity"),
            StatusCode::PAYMENT_REQUIRED => ("payment-declined", "Payment Declined"),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => {
                ("unsupported-media-type", "Unsupported Media Type")
            }
            StatusCode::TOO_MANY_REQUESTS => ("too-many-requests", "Too Many Requests"),
            StatusCode::SERVICE_UNAVAILABLE => ("service-unavailable", "Service Unavailable"),
            _ => ("internal-error", "Internal Server Error"),
        };
        let detail = match &this {
            AppError::Database(e) if status == StatusCode::SERVICE_UNAVAILABLE => {
                tracing::warn!(error = %e, "database unreachable");
                "The service is briefly unavailable. Please try again in a moment.".to_owned()
            }
            // Never leak internals (SQL, paths) to the client; the log has them.
            AppError::Database(e) => {
                tracing::error!(error = %e, "database error");
                "Something went wrong on our side. Please try again later.".to_owned()
            }
            AppError::Internal(e) => {
                tracing::error!(error = ?e, "internal error");
                "Something went wrong on our side. Please try again later.".to_owned()
            }
            other => other.to_string(),
        };
        let retry_after = match &this {
            AppError::TooManyRequests {
                retry_after_seconds,
                ..
            } => Some(*retry_after_seconds),
            _ => None,
        };
        let bearer_challenge = matches!(this, AppError::Unauthorized(_));
        let parameter = match this {
            AppError::BadRequest { parameter, .. } => parameter,
            _ => None,
        };
        let body = ErrorBody {
            kind: kind.to_owned(),
            title: title.to_owned(),
            message: detail.clone(),
            detail,
            parameter,
            reason,
            tries_left,
        };
        let mut response = (status, Json(body)).into_response();
        if let Some(seconds) = retry_after {
            response.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from(seconds.max(1)),
            );
        }
        if bearer_challenge {
            response.headers_mut().insert(
                axum::http::header::WWW_AUTHENTICATE,
                axum::http::HeaderValue::from_static("Bearer"),
            );
        }
        response
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_that_is_away_is_a_503_and_a_wrong_query_a_500() {
        let away = AppError::Database(sqlx::Error::PoolTimedOut).into_response();
        assert_eq!(away.status(), StatusCode::SERVICE_UNAVAILABLE);
        let gone = AppError::Database(sqlx::Error::Io(std::io::Error::from(
            std::io::ErrorKind::ConnectionRefused,
        )));
        assert_eq!(
            gone.into_response().status(),
            StatusCode::SERVICE_UNAVAILABLE
        );
        let wrong = AppError::Database(sqlx::Error::RowNotFound).into_response();
        assert_eq!(wrong.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }
}
