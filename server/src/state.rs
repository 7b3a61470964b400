//! The application state every handler gets: the database, the clock, the site catalog, the
//! signing keys, the settings read at request time, and the outside services as traits with
//! built-in implementations (mail and SMS senders, the payment gateway). `startup` builds it.

use std::sync::Arc;

use ipnet::IpNet;

use crate::client_log::model::LogRateLimiter;
use crate::clock::Clock;
use crate::db::Db;
use crate::identity::tokens::TokenKeys;
use crate::outbox::model::{CrmSender, MailSender, SmsSender};
use crate::payment_gateway::PaymentGateway;
use crate::sites::SiteCatalog;
use crate::web::app::WebApp;

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub clock: Arc<dyn Clock>,
    pub sites: Arc<SiteCatalog>,
    pub web: Arc<WebApp>,
    pub keys: TokenKeys,
    pub config: Arc<Config>,
    pub client_log_limiter: Arc<LogRateLimiter>,
    /// Content-Security-Policy reports counted per client address.
    pub csp_report_limiter: Arc<LogRateLimiter>,
    /// Delivers the outbox's emails; None keeps them in the outbox.
    pub mail: Option<Arc<dyn MailSender>>,
    /// Delivers the outbox's text messages; None keeps them in the outbox.
    pub sms: Option<Arc<dyn SmsSender>>,
    /// Forwards the outbox's leads to the CRM; None keeps them stored only.
    pub crm: Option<Arc<dyn CrmSender>>,
    /// The product search index (built on first use, follows the catalog change feed).
    pub search: Arc<crate::search::kept::Search>,
    /// The payment processor (built in: the sandbox).
    pub gateway: Arc<dyn PaymentGateway>,
    /// The marketplace's retailers and categories, read again every few seconds.
    pub marketplace: Arc<crate::marketplace::kept::Kept>,
    /// The servicing rules lease quotes are worked out under, read again every few seconds,
    /// with the quotes already worked out.
    pub quoting_rules: Arc<crate::preapproval::estimate::kept::KeptRules>,
    /// What the catalog said of basket lines' products, kept for a second for the other lines
    /// of a basket change's answer.
    pub line_products: Arc<crate::basket::kept::KeptLineProducts>,
    /// Shopper activity intake (its queue and writer) and the recommendation model.
    pub recs: Arc<crate::recs::kept::Recs>,
    /// The routes the server renderer answers its pages' queries with, in-process (the API's,
    /// and the web app's files behind them); None when the app has no server bundle.
    pub render_routes: Option<axum::Router<AppState>>,
}

/// Settings the features read at request time.
#[derive(Debug, Clone)]
pub struct Config {
    /// Where people reach this server (no trailing slash); links in emails and SMS, and the
    /// origin every redirect must stay on.
    pub public_url: String,
    /// Cookies get `Secure` (production, behind TLS).
    pub secure_cookies: bool,
    /// Demo mode: the demo data is loaded and `/dev/outbox` is shown.
    pub demo_mode: bool,
    pub development: bool,
    /// Proxies whose `X-Forwarded-For` is believed.
    pub trusted_proxies: Vec<IpNet>,
}

/// A cookie that carries a session (a refresh token, the portal sign-in's session). In
/// production its name has the `__Secure-` prefix: a browser keeps a cookie of that name only
/// when it was set over HTTPS with `Secure`, so a plain-HTTP page or a man in the middle cannot
/// plant one of their own for the server to read. In development (plain HTTP on localhost) the
/// browser would refuse the prefix, so the plain name is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionCookie {
    plain: &'static str,
    secure: &'static str,
}

/// `session_cookie!("lf_refresh")`: the cookie and its `__Secure-` name, both fixed at compile time.
#[macro_export]
macro_rules! session_cookie {
    ($name:literal) => {
        $crate::state::SessionCookie::new($name, concat!("__Secure-", $name))
    };
}

impl SessionCookie {
    #[doc(hidden)]
    pub const fn new(plain: &'static str, secure: &'static str) -> Self {
        Self { plain, secure }
    }
}

impl Config {
    /// The name `cookie` goes by here: prefixed `__Secure-` when cookies are `Secure`.
    pub fn cookie_name(&self, cookie: SessionCookie) -> &'static str {
        if self.secure_cookies {
            cookie.secure
        } else {
            cookie.plain
        }
    }

    /// `scheme://host[:port]` of the public URL.
    pub fn public_origin(&self) -> String {
        url::Url::parse(&self.public_url)
            .map(|u| u.origin().ascii_serialization())
            .unwrap_or_else(|_| self.public_url.clone())
    }

    /// Resolves a redirect target against the public URL and keeps it only when it stays on
    /// our origin; answers the path (and query) to redirect to. Anything else — another host,
    /// `//host`, `/\host`, `javascript:` — is None.
    pub fn same_origin_target(&self, target: &str) -> Option<String> {
        let base = url::Url::parse(&format!("{}/", self.public_url)).ok()?;
        let resolved = base.join(target).ok()?;
        if resolved.origin() != base.origin() {
            return None;
        }
        let mut path = resolved.path().to_owned();
        if let Some(query) = resolved.query() {
            path.push('?');
            path.push_str(query);
        }
        // A path that a browser could still read as another host is refused too.
        if path.starts_with("//") || path.starts_with("/\\") {
            return None;
        }
        Some(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_session_cookie_is_secure_prefixed_in_production_only() {
        const COOKIE: SessionCookie = crate::session_cookie!("lf_test");
        assert_eq!(config().cookie_name(COOKIE), "__Secure-lf_test");
        let development = Config {
            secure_cookies: false,
            ..config()
        };
        assert_eq!(development.cookie_name(COOKIE), "lf_test");
    }

    fn config() -> Config {
        Config {
            public_url: "https://shop.example".into(),
            secure_cookies: true,
            demo_mode: false,
            development: false,
            trusted_proxies: vec![],
        }
    }

    #[test]
    fn redirects_stay_on_our_origin() {
        let c = config();
        assert_eq!(c.same_origin_target("/es/").as_deref(), Some("/es/"));
        assert_eq!(c.same_origin_target("/a?b=1").as_deref(), Some("/a?b=1"));
        assert_eq!(
            c.same_origin_target("https://shop.example/nw/home")
                .as_deref(),
            Some("/nw/home")
        );
        for evil in [
            "https://evil.example/",
            "//evil.example",
            "/\\evil.example",
            "\\\\evil.example",
            "javascript:alert(1)",
            "http://shop.example/",
            "https://shop.example.evil.example/",
        ] {
            assert_eq!(c.same_origin_target(evil), None, "{evil}");
        }
        // Still encoded, a backslash is only a character of a path on our host.
        assert_eq!(
            c.same_origin_target("/%5Cevil.example").as_deref(),
            Some("/%5Cevil.example")
        );
        assert_eq!(c.public_origin(), "https://shop.example");
    }
}
