//! The security headers every answer carries — pages, the app shell, assets, API JSON, errors,
//! 404s, `/robots.txt`, `/sitemap.xml`, `/dev/outbox` — set by one layer around the whole
//! router, so no route can forget them. A header a handler set itself is left as it is.

use std::sync::Arc;

use axum::http::{HeaderMap, HeaderName, HeaderValue};
use axum::response::Response;
use tower::util::MapResponseLayer;

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
/// - No plugins (`object-src`), no `<base>` pointing elsewhere, forms post only to us.
/// - Only our own pages may frame a page (a lease window will), never another site: no
///   clickjacking of the payment pages.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
     script-src 'self'; \
     style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; \
     font-src 'self'; \
     connect-src 'self'; \
     object-src 'none'; \
     base-uri 'self'; \
     form-action 'self'; \
     frame-ancestors 'self'";

/// The browser features a page may use: the store finder may ask for the location (our own
/// pages only, frames included); cameras, microphones, the Payment Request API and the
/// sensors are never used, so nothing on our pages (nor anything injected) can ask for them.
const PERMISSIONS_POLICY: &str = "geolocation=(self), camera=(), microphone=(), payment=(), \
     usb=(), accelerometer=(), gyroscope=(), magnetometer=()";

/// A year of HTTPS-only. Only in production, which runs behind TLS: in development the server
/// is plain HTTP on localhost, and a browser that saw this there would refuse the next plain
/// run. Subdomains are not included: other hosts under the operator's domain are not ours.
const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// The headers for this server's environment.
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
    if !config.development {
        set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
    }
    headers
}

/// The layer: adds each header the answer does not carry yet.
pub fn layer(
    config: &Config,
) -> MapResponseLayer<impl Fn(Response) -> Response + Clone + Send + Sync + 'static> {
    let headers = Arc::new(headers(config));
    MapResponseLayer::new(move |mut response: Response| {
        for (name, value) in headers.iter() {
            if !response.headers().contains_key(name) {
                response.headers_mut().insert(name.clone(), value.clone());
            }
        }
        response
    })
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
}
