//! The security headers every answer carries — pages, the app shell, assets, API JSON, errors,
//! 404s, `/robots.txt`, `/sitemap.xml`, `/dev/outbox` — set by one layer around the whole
//! router (app.rs), so no route can forget them. A header a handler set itself is left as it is.
//! The Content-Security-Policy also lets through the origins of the third-party scripts the
//! sites configure (prefs/scripts.rs, kept by prefs/kept.rs), and nothing else.

use std::collections::BTreeSet;

use axum::http::{HeaderMap, HeaderName, HeaderValue};
use axum::response::Response;

use crate::state::Config;

/// What the browser may load and run on our pages.
///
/// - Scripts only from our own origin: no inline script runs. The data a page carries (the
///   app configuration, the server render's query cache, structured data for search engines)
///   sits in `<script type="application/json">` / `application/ld+json` blocks, which the
///   browser never executes, so they need no hash or nonce, and a cached page stays valid.
/// - Styles may be inline: the server puts the page's stylesheet into the HTML (one request
///   fewer before the first paint), React writes `style` attributes and hoists small `<style>`
///   elements (the agreement's print rules), and the outbox page carries its own few rules. A
///   style cannot run code, so this is the one relaxation.
/// - Images are ours (the catalog drawings) or `data:` URLs (small icons in the stylesheet);
///   fonts are ours (the pages use the device's own font); calls go to our own API only.
/// - No plugins (`object-src`), no `<base>` element at all (the app never writes one, so an
///   injected one cannot move the page's relative links), forms post only to us.
/// - Only our own pages may frame a page (a lease window will), never another site: no
///   clickjacking of the payment pages.
///
/// - Violations are reported to us (`report-uri` for browsers without the Reporting API,
///   `report-to` naming the `Reporting-Endpoints` entry below), where they are logged.
///
/// With no third-party script configured this is the policy as written; otherwise
/// `content_security_policy` adds their origins.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self'; \
     style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; \
     font-src 'self'; \
     connect-src 'self'; \
     object-src 'none'; \
     base-uri 'none'; \
     form-action 'self'; \
     frame-ancestors 'self'; \
     report-uri /csp-report; \
     report-to csp";

/// The Reporting API's endpoint the policy's `report-to csp` names (our report intake,
/// client_log).
const REPORTING_ENDPOINTS: &str = "csp=\"/csp-report\"";

/// The browser features a page may use: the store finder may ask for the location (our own
/// pages only, frames included); cameras, microphones, the Payment Request API and the
/// sensors are never used, so nothing on our pages (nor anything injected) can ask for them.
const PERMISSIONS_POLICY: &str = "geolocation=(self), camera=(), microphone=(), payment=(), \
     usb=(), accelerometer=(), gyroscope=(), magnetometer=()";

/// A year of HTTPS-only, for every host under ours too: a subdomain left on plain HTTP could
/// set cookies for our domain or be used to strip TLS from a shopper's first visit. Only in
/// production, which runs behind TLS: in development the server is plain HTTP on localhost,
/// and a browser that saw this there would refuse the next plain run.
const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

/// Origins the configured third-party scripts need beyond our own: `script` may serve
/// scripts, `connect` may be called, `frame` may be framed. Each is `scheme://host[:port]`.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct ExtraSources {
    pub script: BTreeSet<String>,
    pub connect: BTreeSet<String>,
    pub frame: BTreeSet<String>,
}

impl ExtraSources {
    pub fn is_empty(&self) -> bool {
        self.script.is_empty() && self.connect.is_empty() && self.frame.is_empty()
    }
}

/// The policy with `extra`'s origins added to their directives (a `frame-src` of our own
/// pages and those origins when any may be framed; `default-src` covers frames otherwise).
/// With nothing extra, exactly `CONTENT_SECURITY_POLICY`.
pub fn content_security_policy(extra: &ExtraSources) -> String {
    if extra.is_empty() {
        return CONTENT_SECURITY_POLICY.to_owned();
    }
    let with = |directive: &str, origins: &BTreeSet<String>| {
        let mut text = directive.to_owned();
        for origin in origins {
            text.push(' ');
            text.push_str(origin);
        }
        text
    };
    let mut directives: Vec<String> = CONTENT_SECURITY_POLICY
        .split(';')
        .map(str::trim)
        .map(|directive| match directive {
            "script-src 'self'" => with(directive, &extra.script),
            "connect-src 'self'" => with(directive, &extra.connect),
            _ => directive.to_owned(),
        })
        .collect();
    if !extra.frame.is_empty() {
        directives.push(with("frame-src 'self'", &extra.frame));
    }
    directives.join("; ")
}

/// The headers for this server's environment (the policy without third-party origins).
pub fn headers(config: &Config) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let mut set = |name: &'static str, value: &'static str| {
        headers.insert(
            HeaderName::from_static(name),
            HeaderValue::from_static(value),
        );
    };
    set("content-security-policy", CONTENT_SECURITY_POLICY);
    // A response is only ever what its content type says: an upload or a JSON answer is
    // never run as script or styles because it happens to look like one.
    set("x-content-type-options", "nosniff");
    // `frame-ancestors` for browsers that don't read it.
    set("x-frame-options", "SAMEORIGIN");
    // Other sites learn our origin from a link, never the path and query (lease numbers,
    // sign-in links); a link to plain HTTP learns nothing.
    set("referrer-policy", "strict-origin-when-cross-origin");
    set("permissions-policy", PERMISSIONS_POLICY);
    set("reporting-endpoints", REPORTING_ENDPOINTS);
    if !config.development {
        set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
    headers
}

/// Adds each header the answer does not carry yet; `policy` is the Content-Security-Policy of
/// the moment (the configured scripts' origins), in place of the one in `headers`.
pub fn apply(headers: &HeaderMap, policy: HeaderValue, mut response: Response) -> Response {
    let answer = response.headers_mut();
    for (name, value) in headers.iter() {
        if answer.contains_key(name) {
            continue;
        }
        let value = if name == "content-security-policy" {
            policy.clone()
        } else {
            value.clone()
        };
        answer.insert(name.clone(), value);
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(development: bool) -> Config {
        Config {
            public_url: "https://shop.example".into(),
            secure_cookies: !development,
            demo_mode: false,
            development,
            trusted_proxies: vec![],
        }
    }

    #[test]
    fn scripts_are_ours_only_and_hsts_is_for_production() {
        let development = headers(&config(true));
        let csp = development["content-security-policy"].to_str().unwrap();
        let script = csp
            .split(';')
            .map(str::trim)
            .find(|d| d.starts_with("script-src"))
            .unwrap();
        assert_eq!(script, "script-src 'self'");
        assert!(csp.contains("frame-ancestors 'self'"), "{csp}");
        assert!(!development.contains_key("strict-transport-security"));
        assert_eq!(
            headers(&config(false))["strict-transport-security"],
            STRICT_TRANSPORT_SECURITY
        );
    }

    #[test]
    fn configured_origins_are_added_and_nothing_else_changes() {
        assert_eq!(
            content_security_policy(&ExtraSources::default()),
            CONTENT_SECURITY_POLICY
        );
        let extra = ExtraSources {
            script: ["https://a.example".into(), "https://v.example".into()].into(),
            connect: ["https://a.example".into()].into(),
            frame: ["https://v.example".into()].into(),
        };
        let csp = content_security_policy(&extra);
        assert_eq!(
            csp,
            "default-src 'self'; script-src 'self' https://a.example https://v.example; \
             style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; \
             connect-src 'self' https://a.example; object-src 'none'; base-uri 'none'; \
             form-action 'self'; frame-ancestors 'self'; report-uri /csp-report; \
             report-to csp; frame-src 'self' https://v.example"
        );
    }
}
