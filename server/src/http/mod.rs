//! Request plumbing shared by the features: the organization, site and locale of a call
//! (`site`); the provider-API check of the portal's custom calls (`provider_api`); bodies,
//! query strings and path parameters (`extract`) whose bad input answers a JSON 400 (never
//! axum's plain-text rejection); the client address
//! (forwarded headers only from trusted proxies); the bearer token; the request time limit.
//! The signed-in shopper is identity's (`identity::session::Shopper`).

pub mod extract;
pub mod provider_api;
pub mod redact;
pub mod security_headers;
pub mod site;
pub mod standardized;

pub use extract::{Path, Query};
pub use site::SiteLocaleQuery;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{ConnectInfo, FromRequest, FromRequestParts, Request};
use axum::http::header::{AUTHORIZATION, CONTENT_TYPE, HOST};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use ipnet::IpNet;
use serde::de::DeserializeOwned;

use crate::error::AppError;
use crate::sites::{Organization, Site};
use crate::state::AppState;

/// No request runs longer (the router drops its future): an unfinished idempotency claim
/// older than this belongs to no running request.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// True for `application/json` and `application/*+json`.
fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .map(|v| v.trim().to_ascii_lowercase())
        .is_some_and(|v| {
            v == "application/json" || (v.starts_with("application/") && v.ends_with("+json"))
        })
}

/// A JSON body. The content type must say JSON: a cross-site form can send `text/plain`
/// without a preflight, never `application/json`, so this keeps forged requests out.
/// Malformed or mistyped JSON is a 400 naming what is wrong.
pub struct JsonBody<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for JsonBody<T> {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        if !is_json(request.headers()) {
            return Err(AppError::UnsupportedMediaType(
                "Send the body as JSON (Content-Type: application/json).".to_owned(),
            ));
        }
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|_| AppError::bad_parameter("body", "The request body could not be read."))?;
        match serde_json::from_slice(&bytes) {
            Ok(body) => Ok(JsonBody(body)),
            // JSON has one kind of number: `2.0` is the whole number 2 wherever one is asked.
            Err(error) => serde_json::from_slice::<serde_json::Value>(&bytes)
                .ok()
                .map(whole_numbers)
                .and_then(|value| serde_json::from_value(value).ok())
                .map(JsonBody)
                .ok_or_else(|| {
                    AppError::bad_parameter(
                        "body",
                        format!("The request body is not valid: {error}."),
                    )
                }),
        }
    }
}

/// The value with every number that has no fraction written as a whole number.
fn whole_numbers(value: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match value {
        Value::Number(n) => match n.as_f64() {
            Some(f) if n.is_f64() && f.fract() == 0.0 && f.abs() < 9.0e15 => Value::from(f as i64),
            _ => Value::Number(n),
        },
        Value::Array(items) => Value::Array(items.into_iter().map(whole_numbers).collect()),
        Value::Object(map) => Value::Object(
            map.into_iter()
                .map(|(k, v)| (k, whole_numbers(v)))
                .collect(),
        ),
        other => other,
    }
}

/// An `application/x-www-form-urlencoded` body (or JSON object of strings) as a map: the
/// SLAS calls' shape.
pub struct FormBody(pub HashMap<String, String>);

impl<S: Send + Sync> FromRequest<S> for FormBody {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        let json = is_json(request.headers());
        let bytes = Bytes::from_request(request, state)
            .await
            .map_err(|_| AppError::bad_parameter("body", "The request body could not be read."))?;
        if json {
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
    /// The query string of a GET call, read the same way.
    pub fn from_query(query: Option<&str>) -> Self {
        FormBody(
            form_urlencoded::parse(query.unwrap_or("").as_bytes())
                .into_owned()
                .collect(),
        )
    }

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

/// The client's address. `X-Forwarded-For` is read only when the connection comes from a
/// configured trusted proxy (`--trusted-proxies`): then the address is the right-most entry
/// that is not itself a trusted proxy. Anyone else could write any address there.
pub struct ClientAddress(pub String);

pub fn client_address(peer: Option<IpAddr>, headers: &HeaderMap, trusted: &[IpNet]) -> String {
    let Some(peer) = peer else {
        return "unknown".to_owned();
    };
    let is_trusted = |ip: &IpAddr| trusted.iter().any(|net| net.contains(ip));
    if !is_trusted(&peer) {
        return peer.to_string();
    }
    let forwarded: Vec<IpAddr> = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|entry| entry.trim().parse().ok())
        .collect();
    forwarded
        .iter()
        .rev()
        .find(|ip| !is_trusted(ip))
        .or(forwarded.first())
        .unwrap_or(&peer)
        .to_string()
}

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip());
        Ok(ClientAddress(client_address(
            peer,
            &parts.headers,
            &state.config.trusted_proxies,
        )))
    }
}

/// `scheme://host[:port]` the request was sent to (from its Host header).
pub fn request_origin(parts: &Parts) -> String {
    let host = parts
        .headers
        .get(HOST)
        .and_then(|v| v.to_str().ok())
        .or_else(|| parts.uri.authority().map(|a| a.as_str()))
        .unwrap_or("localhost");
    format!("http://{host}")
}

/// The origins a registered redirect path may resolve on: the public URL's; in development
/// also the one the request came to when it is this machine (the Vite dev server on another
/// port). Never another host, whatever the Host header says.
pub struct RedirectOrigins(pub Vec<String>);

fn is_loopback_origin(origin: &str) -> bool {
    url::Url::parse(origin).is_ok_and(|u| match u.host() {
        Some(url::Host::Domain(d)) => d == "localhost",
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    })
}

impl FromRequestParts<AppState> for RedirectOrigins {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let mut origins = vec![state.config.public_origin()];
        let asked = request_origin(parts);
        if state.config.development && is_loopback_origin(&asked) {
            origins.push(asked);
        }
        Ok(RedirectOrigins(origins))
    }
}

async fn path_organization(
    parts: &mut Parts,
    state: &AppState,
) -> Result<Arc<Organization>, AppError> {
    // A segment that is not UTF-8 is the caller's fault: a 400.
    let Path(params) = Path::<HashMap<String, String>>::from_request_parts(parts, state).await?;
    let id = params
        .get("organization_id")
        .ok_or_else(|| AppError::Internal(anyhow::anyhow!("route has no organization_id")))?;
    state.sites.organization(id).cloned()
}

/// The organization named in the path; 404 when it is not the one this server serves.
pub struct Org(pub Arc<Organization>);

impl FromRequestParts<AppState> for Org {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        Ok(Org(path_organization(parts, state).await?))
    }
}

/// Organization (path), site (`siteId`, required, id or alias) and locale (`locale`, id or
/// alias, the site's default when absent): what every platform-proxy call takes.
pub struct OrgSite {
    pub organization: Arc<Organization>,
    pub site: Site,
    /// The locale id (`es-US`), whatever alias was asked.
    pub locale: String,
}

impl FromRequestParts<AppState> for OrgSite {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let organization = path_organization(parts, state).await?;
        let query = FormBody::from_query(parts.uri.query());
        let site = state.sites.site_param(query.get("siteId"))?;
        let locale = site.locale_param(query.get("locale"))?.to_owned();
        Ok(OrgSite {
            organization,
            site: site.clone(),
            locale,
        })
    }
}

pub fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| {
            v.strip_prefix("Bearer ")
                .or_else(|| v.strip_prefix("bearer "))
        })
        .map(str::trim)
}

#[cfg(test)]
mod tests {
    #[test]
    fn whole_numbers_written_with_a_fraction_are_whole() {
        let value = serde_json::json!({"quantity": 2.0, "lines": [{"n": 3.0}], "rate": 2.5});
        assert_eq!(
            whole_numbers(value),
            serde_json::json!({"quantity": 2, "lines": [{"n": 3}], "rate": 2.5})
        );
    }

    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (k, v) in pairs {
            map.append(*k, HeaderValue::from_str(v).unwrap());
        }
        map
    }

    #[test]
    fn forwarded_addresses_count_only_from_trusted_proxies() {
        let trusted: Vec<IpNet> = vec!["10.0.0.0/8".parse().unwrap()];
        let spoofed = headers(&[("x-forwarded-for", "1.2.3.4")]);
        // A client that is not a proxy can't choose its address.
        assert_eq!(
            client_address(Some("203.0.113.9".parse().unwrap()), &spoofed, &trusted),
            "203.0.113.9"
        );
        // Through the load balancer: the right-most untrusted entry.
        let chain = headers(&[("x-forwarded-for", "1.2.3.4, 198.51.100.7, 10.0.0.3")]);
        assert_eq!(
            client_address(Some("10.0.0.2".parse().unwrap()), &chain, &trusted),
            "198.51.100.7"
        );
        // Nothing forwarded: the proxy itself.
        assert_eq!(
            client_address(
                Some("10.0.0.2".parse().unwrap()),
                &HeaderMap::new(),
                &trusted
            ),
            "10.0.0.2"
        );
        assert_eq!(client_address(None, &spoofed, &trusted), "unknown");
    }

    #[test]
    fn only_this_machine_counts_as_a_development_origin() {
        assert!(is_loopback_origin("http://localhost:5173"));
        assert!(is_loopback_origin("http://127.0.0.1:8080"));
        assert!(is_loopback_origin("http://[::1]:8080"));
        assert!(!is_loopback_origin("http://evil.example"));
        assert!(!is_loopback_origin("http://localhost.evil.example"));
    }

    #[test]
    fn only_json_content_types_are_json() {
        assert!(is_json(&headers(&[("content-type", "application/json")])));
        assert!(is_json(&headers(&[(
            "content-type",
            "application/json; charset=utf-8"
        )])));
        assert!(is_json(&headers(&[(
            "content-type",
            "application/merge-patch+json"
        )])));
        assert!(!is_json(&headers(&[("content-type", "text/plain")])));
        assert!(!is_json(&HeaderMap::new()));
    }
}
