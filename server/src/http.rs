//! Request extractors shared by the features: bodies whose bad input answers a JSON 400
//! (never axum's plain-text rejection), the client address, the request origin.

use std::collections::HashMap;
use std::net::SocketAddr;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::header::{CONTENT_TYPE, HOST};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use crate::error::AppError;

/// A JSON body; malformed or mistyped JSON is a 400 naming what is wrong.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|_| AppError::bad_parameter("body", "The request body could not be read."))?;
        serde_json::from_slice(&bytes).map(JsonBody).map_err(|e| {
            AppError::bad_parameter("body", format!("The request body is not valid: {e}."))
        })
    }
}

/// An `application/x-www-form-urlencoded` body (or JSON object of strings) as a map.
pub struct FormBody(pub HashMap<String, String>);

impl<S: Send + Sync> FromRequest<S> for FormBody {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        let is_json = request
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("application/json"));
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|_| AppError::bad_parameter("body", "The request body could not be read."))?;
        if is_json {
            let map: HashMap<String, serde_json::Value> =
                serde_json::from_slice(&bytes).map_err(|e| {
                    AppError::bad_parameter("body", format!("The request body is not valid: {e}."))
                })?;
            return Ok(FormBody(
                map.into_iter()
                    .map(|(k, v)| match v {
                        serde_json::Value::String(s) => (k, s),
                        other => (k, other.to_string()),
                    })
                    .collect(),
            ));
        }
        Ok(FormBody(
            form_urlencoded::parse(&bytes).into_owned().collect(),
        ))
    }
}

impl FormBody {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .get(name)
            .map(String::as_str)
            .filter(|v| !v.is_empty())
    }

    pub fn require(&self, name: &str) -> Result<&str, AppError> {
        self.get(name).ok_or_else(|| {
            AppError::bad_parameter(name, format!("The parameter '{name}' is required."))
        })
    }
}

/// The peer address of the connection ("unknown" when not served over TCP, e.g. in tests).
pub struct ClientAddress(pub String);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientAddress(
            parts
                .extensions
                .get::<ConnectInfo<SocketAddr>>()
                .map(|c| c.0.ip().to_string())
                .unwrap_or_else(|| "unknown".to_owned()),
        ))
    }
}

/// `scheme://host[:port]` the request was sent to.
pub struct RequestOrigin(pub String);

impl<S: Send + Sync> FromRequestParts<S> for RequestOrigin {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let host = parts
            .headers
            .get(HOST)
            .and_then(|v| v.to_str().ok())
            .or_else(|| parts.uri.authority().map(|a| a.as_str()))
            .unwrap_or("localhost");
        let scheme = parts
            .headers
            .get("x-forwarded-proto")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("http");
        Ok(RequestOrigin(format!("{scheme}://{host}")))
    }
}
