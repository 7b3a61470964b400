//! Which app paths are private (robots.txt), the site/locale prefixes they are answered
//! under, the canonical URL of a page, and which content assets are pages.

use super::*;

/// App routes only a signed-in customer (or a sign-in flow in progress) sees: the portal
/// (dashboard, payments, profile), account, cart and checkout, and the sign-in
/// callbacks. Disallowed in robots.txt at the root and under every site/locale prefix, and
/// never listed in a sitemap.
pub const PRIVATE_APP_PATHS: &[&str] = &[
    "/dashboard",
    "/account",
    "/checkout",
    "/cart",
    "/idpcallback",
    "/login-redirect",
    "/magic-link",
    "/payments",
    "/payment-methods",
    "/add-payment-method",
    "/make-a-payment",
    "/review-payment",
    "/catch-up-plans",
    "/review-catch-up-plan",
    "/submit-catch-up-plan",
    "/profile",
    "/plan-details",
];

/// Paths answered at the root only: the identity callback (never under a site or locale
/// prefix) and the server's own prefixes (API, proxy, identity provider, developer pages).
pub const ROOT_ONLY_PRIVATE_PATHS: &[&str] = &["/callback", "/api/", "/mobify/", "/idp/", "/dev/"];

/// Every site/locale path prefix the web app answers under (the server's copy of
/// `routePrefixes` in `web/src/lib/site-locale.ts`): `/{site}`, `/{site}/{locale}` for every
/// id and alias, and `/{locale}` for the locales of the default (first) site.
pub fn route_prefixes(sites: &[Site]) -> Vec<String> {
    fn keys<'a>(id: &'a str, alias: Option<&'a str>) -> Vec<&'a str> {
        let mut keys = vec![id];
        if let Some(alias) = alias.filter(|a| !a.is_empty() && *a != id) {
            keys.push(alias);
        }
        keys
    }
    let mut prefixes: Vec<String> = Vec::new();
    let mut add = |prefix: String| {
        if !prefixes.contains(&prefix) {
            prefixes.push(prefix);
        }
    };
    for site in sites {
        for site_key in keys(&site.id, site.alias.as_deref()) {
            add(format!("/{site_key}"));
            for locale in &site.l10n.supported_locales {
                for locale_key in keys(&locale.id, locale.alias.as_deref()) {
                    add(format!("/{site_key}/{locale_key}"));
                }
            }
        }
    }
    if let Some(default_site) = sites.first() {
        for locale in &default_site.l10n.supported_locales {
            for locale_key in keys(&locale.id, locale.alias.as_deref()) {
                add(format!("/{locale_key}"));
            }
        }
    }
    prefixes
}

/// Whether an app path (no prefix) is a private route or lies under one.
pub fn is_private(app_path: &str) -> bool {
    PRIVATE_APP_PATHS
        .iter()
        .chain(ROOT_ONLY_PRIVATE_PATHS)
        .any(|private| {
            let private = private.trim_end_matches('/');
            app_path == private
                || app_path
                    .strip_prefix(private)
                    .is_some_and(|rest| rest.starts_with('/'))
        })
}

/// robots.txt: everything allowed but the private routes (at the root and under every
/// prefix), and the sitemap index as an absolute URL.
pub fn robots_txt(origin: &str, prefixes: &[String]) -> String {
    let mut out = String::from("User-agent: *\nAllow: /\n");
    for path in ROOT_ONLY_PRIVATE_PATHS {
        out.push_str(&format!("Disallow: {path}\n"));
    }
    for prefix in std::iter::once("").chain(prefixes.iter().map(String::as_str)) {
        for path in PRIVATE_APP_PATHS {
            out.push_str(&format!("Disallow: {prefix}{path}\n"));
        }
    }
    out.push_str(&format!("\nSitemap: {origin}/sitemap.xml\n"));
    out
}

/// Percent-encodes one path segment (everything but RFC 3986 unreserved characters).
pub fn encode_segment(segment: &str) -> String {
    let mut out = String::with_capacity(segment.len());
    for byte in segment.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The canonical URL of an app path in a site and locale — the web app's rule
/// (`web/src/server/head.ts` `localizedPath`), so the sitemap and each page's
/// `<link rel="canonical">` name the same URL: full ids, and what the defaults give is left
/// out. The default site's default locale is `/path`, its other locales `/es-US/path`; another
/// site is `/{siteId}/path` and `/{siteId}/{localeId}/path`.
pub fn page_url(
    origin: &str,
    default_site_id: &str,
    site: &Site,
    locale_id: &str,
    app_path: &str,
) -> String {
    let mut prefix = String::new();
    if site.id != default_site_id {
        prefix.push('/');
        prefix.push_str(&encode_segment(&site.id));
    }
    if locale_id != site.l10n.default_locale {
        prefix.push('/');
        prefix.push_str(&encode_segment(locale_id));
    }
    format!("{origin}{prefix}{app_path}")
}

/// The app path of a content page: `/{pageId}` (the app's content-page catch-all answers
/// it), when the id is a clean lowercase slug that no private route takes.
pub fn content_page_path(content_id: &str) -> Option<String> {
    let slug = !content_id.is_empty()
        && content_id.len() <= 100
        && !content_id.starts_with('-')
        && !content_id.ends_with('-')
        && content_id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    let path = format!("/{content_id}");
    (slug && !is_private(&path)).then_some(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seo::model::test_site as site;

    #[test]
    fn prefixes_match_the_web_app() {
        let prefixes = route_prefixes(&[site("main", Some("m")), site("other", None)]);
        for expected in [
            "/main",
            "/main/en-US",
            "/main/es",
            "/m",
            "/m/en",
            "/m/es-US",
            "/other",
            "/other/es",
            "/en-US",
            "/es",
        ] {
            assert!(prefixes.iter().any(|p| p == expected), "{expected}");
        }
        // Bare locale prefixes come from the default (first) site only, and none repeats.
        assert_eq!(prefixes.len(), 5 + 5 + 5 + 4);
        assert!(route_prefixes(&[]).is_empty());
    }

    #[test]
    fn robots_disallows_private_routes_everywhere_and_names_the_sitemap() {
        let prefixes = route_prefixes(&[site("main", Some("m"))]);
        let robots = robots_txt("https://shop.example", &prefixes);
        assert!(robots.starts_with("User-agent: *\nAllow: /\n"));
        for line in [
            "Disallow: /dashboard",
            "Disallow: /m/es/dashboard",
            "Disallow: /main/en-US/checkout",
            "Disallow: /es-US/cart",
            "Disallow: /account",
            "Disallow: /callback",
            "Disallow: /api/",
            "Disallow: /mobify/",
            "Disallow: /idp/",
            "Disallow: /dev/",
        ] {
            assert!(robots.lines().any(|l| l == line), "{line}\n{robots}");
        }
        // The identity callback is never prefixed.
        assert!(!robots.contains("/m/callback"));
        assert!(robots.ends_with("Sitemap: https://shop.example/sitemap.xml\n"));
    }

    #[test]
    fn private_paths_are_recognised_by_segment() {
        assert!(is_private("/dashboard"));
        assert!(is_private("/account/wishlist"));
        assert!(is_private("/api/health"));
        assert!(is_private("/callback"));
        assert!(!is_private("/"));
        assert!(!is_private("/cartoons"));
        assert!(!is_private("/accounting"));
        assert!(!is_private("/about-us"));
    }

    #[test]
    fn page_urls_are_canonical_and_encoded() {
        let main = site("main", Some("m"));
        let other = site("other wind", None);
        let url = |site: &Site, locale: &str, path: &str| {
            page_url("https://s.example", "main", site, locale, path)
        };
        assert_eq!(url(&main, "en-US", "/"), "https://s.example/");
        assert_eq!(url(&main, "es-US", "/"), "https://s.example/es-US/");
        assert_eq!(
            url(&other, "en-US", "/about-us"),
            "https://s.example/other%20wind/about-us"
        );
        assert_eq!(
            url(&other, "es-US", "/about-us"),
            "https://s.example/other%20wind/es-US/about-us"
        );
        assert_eq!(
            child_sitemap_url("https://s.example", "a&b", "en-US", 2),
            "https://s.example/sitemaps/a%26b/en-US/2.xml"
        );
    }

    #[test]
    fn content_pages_are_slugs_outside_private_routes() {
        assert_eq!(content_page_path("about-us").as_deref(), Some("/about-us"));
        assert_eq!(
            content_page_path("news-2026").as_deref(),
            Some("/news-2026")
        );
        for bad in [
            "",
            "About",
            "a/b",
            "a b",
            "-x",
            "dashboard",
            "cart",
            "callback",
            "a?b",
        ] {
            assert_eq!(content_page_path(bad), None, "{bad}");
        }
    }
}
