//! The test harness: the real router over a fresh database per test — SQLite always, and
//! PostgreSQL when `TEST_POSTGRES_URL` is set. Each test's database is a copy of a template
//! migrated (and loaded with the demo data) once per run, so a test starts in milliseconds.
//! Time comes from a `TestClock` the test moves. Each part has its file — the app and its
//! requests, the templates, signing in, a basket's way through the checkout, and the few
//! calls into the library's own stores — and every name is used as `crate::helpers::name`.
#![allow(dead_code)]

mod app;
mod checkout;
mod internals;
mod sign_in;
mod templates;

pub use app::*;
pub use checkout::*;
pub use internals::*;
pub use sign_in::*;
pub use templates::with_database;

use std::collections::HashMap;

use serde_json::Value;

pub const ORG: &str = "f_ecom_northwind";
pub const PUBLIC_URL: &str = "http://127.0.0.1:8080";
pub const AUTH: &str = "/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_northwind/oauth2";
pub const CUSTOMERS: &str =
    "/mobify/proxy/api/customer/shopper-customers/v1/organizations/f_ecom_northwind";
pub const PROFILE: &str =
    "/mobify/proxy/api/custom/customer-profile/v1/organizations/f_ecom_northwind";
pub const APP_CLIENT: &str = "northwind-app";
pub const APP_REDIRECT: &str = "http://localhost:3000/callback";
pub const WEB_CLIENT: &str = "northwind-web";
pub const WEB_REDIRECT: &str = "http://127.0.0.1:8080/callback";
pub const SHOPPER: (&str, &str) = ("shopper@northwind-lease.example", "Shopper#2026");
pub const MARIA: (&str, &str, &str) = (
    "maria.lopez@northwind-lease.example",
    "Lease#2026",
    "2105550187",
);
pub const MARIA_GUID: &str = "6f1c2a0e-3b7d-4c61-9a55-1d2e8f4b7a01";
// The portal's demo leases and customers (demo/northwind.json `leases`).
pub const LEASE: &str = "/mobify/proxy/api/custom/lease/v1/organizations/f_ecom_northwind";
pub const BASKETS: &str =
    "/mobify/proxy/api/checkout/shopper-baskets/v1/organizations/f_ecom_northwind/baskets";
pub const ORDERS: &str =
    "/mobify/proxy/api/checkout/shopper-orders/v1/organizations/f_ecom_northwind/orders";
pub const CHECKOUT: &str =
    "/mobify/proxy/api/custom/lease-checkout/v1/organizations/f_ecom_northwind/baskets";
pub const METHODS: &str =
    "/mobify/proxy/api/custom/payment-methods/v1/organizations/f_ecom_northwind";
pub const JAMES: (&str, &str) = ("james.carter@northwind-lease.example", "Lease#2026");
pub const AISHA: (&str, &str) = ("aisha.khan@northwind-lease.example", "Lease#2026");
/// María's leases: Active monthly (newest), and PastDue weekly.
pub const MARIA_TV: &str = "c41a9e3b-6d02-4f85-8a7c-0b3e5d9f2a13";
pub const MARIA_PAST_DUE: &str = "8b2e4c70-1f9d-4a36-b5e8-2c7d9a0f6e12";
/// James's lease sold to a debt buyer.
pub const JAMES_CHARGED_OFF: &str = "5e8d2b19-a4c7-4e60-93f1-7d2a6c0b8e14";
/// A well-formed lease guid nobody has.
pub const UNKNOWN: &str = "00000000-0000-4000-8000-000000000000";

pub fn form(pairs: &[(&str, &str)]) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

pub fn s(v: &Value) -> &str {
    v.as_str().unwrap_or_else(|| panic!("not a string: {v}"))
}

/// The first http(s) link in a message body.
pub fn link_in(body: &str) -> String {
    body.split_whitespace()
        .find(|w| w.starts_with("http"))
        .unwrap_or_else(|| panic!("no link in {body}"))
        .to_owned()
}

pub fn query_of(link: &str) -> HashMap<String, String> {
    let query = link.split_once('?').map(|(_, q)| q).unwrap_or("");
    form_urlencoded::parse(query.as_bytes())
        .into_owned()
        .collect()
}

/// The six digits in a text message.
pub fn sms_code(text: &str) -> String {
    text.split_whitespace()
        .map(|w| w.trim_end_matches(['.', ',']))
        .find(|w| w.len() == 6 && w.chars().all(|c| c.is_ascii_digit()))
        .unwrap_or_else(|| panic!("no code in {text}"))
        .to_owned()
}

/// Runs an async test body `async fn name(app: &TestApp)` on SQLite and, when
/// `TEST_POSTGRES_URL` is set, on PostgreSQL: `both_databases!(name);`
#[macro_export]
macro_rules! both_databases {
    ($case:ident) => {
        mod $case {
            #[tokio::test]
            async fn sqlite() {
                let app = $crate::helpers::TestApp::sqlite().await;
                super::$case(&app).await;
                app.finish().await;
            }

            #[tokio::test]
            async fn postgres() {
                let Some(app) = $crate::helpers::TestApp::postgres().await else {
                    eprintln!("TEST_POSTGRES_URL not set: PostgreSQL case skipped");
                    return;
                };
                super::$case(&app).await;
                app.finish().await;
            }
        }
    };
    ($case:ident, demo = $demo:expr, tweak = $tweak:expr) => {
        mod $case {
            #[tokio::test]
            async fn sqlite() {
                let app = $crate::helpers::TestApp::sqlite_with($demo, $tweak).await;
                super::$case(&app).await;
                app.finish().await;
            }

            #[tokio::test]
            async fn postgres() {
                let Some(app) = $crate::helpers::TestApp::postgres_with($demo, $tweak).await else {
                    eprintln!("TEST_POSTGRES_URL not set: PostgreSQL case skipped");
                    return;
                };
                super::$case(&app).await;
                app.finish().await;
            }
        }
    };
}
