//! Test harness: the real router over a fresh database per test — a temporary SQLite file
//! always, and a freshly created PostgreSQL database when `TEST_POSTGRES_URL` is set.
#![allow(dead_code)]

use std::path::Path;

use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use leasefront::app::{router, AppState, Settings};
use sqlx::AnyConnection;
use sqlx::{Connection, Executor};
use tower::ServiceExt;

pub struct TestApp {
    pub router: Router,
    pub state: AppState,
    /// PostgreSQL: the server URL and the database to drop at the end.
    postgres: Option<(String, String)>,
    _dir: tempfile::TempDir,
}

pub struct TestResponse {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl TestResponse {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "body is not JSON ({e}): {}",
                String::from_utf8_lossy(&self.body)
            )
        })
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }
}

/// A tiny built web app: index.html with the config placeholder and one hashed asset.
fn write_web_dir(dir: &Path) {
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::create_dir_all(dir.join("static/translations/compiled")).unwrap();
    std::fs::write(
        dir.join("index.html"),
        "<!doctype html><html><head><!--app-config--></head><body><div id=\"root\"></div></body></html>",
    )
    .unwrap();
    std::fs::write(dir.join("assets/index-abc123.js"), "console.log('app')").unwrap();
    std::fs::write(
        dir.join("static/translations/compiled/es-US.json"),
        "{\"home.title\":\"Hola\"}",
    )
    .unwrap();
}

impl TestApp {
    async fn start(database_url: &str, dir: tempfile::TempDir, load_demo: bool) -> Self {
        let web_dir = dir.path().join("web");
        write_web_dir(&web_dir);
        let state = AppState::build(Settings {
            database_url,
            load_demo,
            web_dir: &web_dir,
            development: false,
            jwt_secret: None,
            public_url: "http://127.0.0.1:8080",
        })
        .await
        .expect("app state");
        Self {
            router: router(state.clone()),
            state,
            postgres: None,
            _dir: dir,
        }
    }

    pub async fn sqlite() -> Self {
        Self::sqlite_with(true).await
    }

    pub async fn sqlite_with(load_demo: bool) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}/leasefront.db", dir.path().display());
        Self::start(&url, dir, load_demo).await
    }

    /// None when `TEST_POSTGRES_URL` is unset; panics when it is set but unreachable.
    pub async fn postgres() -> Option<Self> {
        Self::postgres_with(true).await
    }

    pub async fn postgres_with(load_demo: bool) -> Option<Self> {
        let server_url = std::env::var("TEST_POSTGRES_URL").ok()?;
        sqlx::any::install_default_drivers();
        let name = format!("lf_test_{}", uuid::Uuid::new_v4().simple());
        let mut admin = AnyConnection::connect(&server_url)
            .await
            .expect("TEST_POSTGRES_URL is set but PostgreSQL is unreachable");
        admin
            .execute(format!("CREATE DATABASE {name}").as_str())
            .await
            .expect("create test database");
        admin.close().await.ok();
        let url = with_database(&server_url, &name);
        let mut app = Self::start(&url, tempfile::tempdir().unwrap(), load_demo).await;
        app.postgres = Some((server_url, name));
        Some(app)
    }

    /// Drops the PostgreSQL test database (SQLite's folder goes with the TempDir).
    pub async fn finish(self) {
        let Some((server_url, name)) = self.postgres else {
            return;
        };
        self.state.db.pool.close().await;
        let mut admin = AnyConnection::connect(&server_url).await.expect("connect");
        admin
            .execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
            .await
            .expect("drop test database");
    }

    pub async fn request(&self, request: Request<Body>) -> TestResponse {
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let headers = response.headers().clone();
        let body = response.into_body().collect().await.unwrap().to_bytes();
        TestResponse {
            status,
            headers,
            body: body.to_vec(),
        }
    }

    pub async fn get(&self, uri: &str) -> TestResponse {
        self.request(Request::get(uri).body(Body::empty()).unwrap())
            .await
    }
}

pub struct Pkce {
    pub verifier: String,
    pub challenge: String,
}

/// A fresh PKCE verifier and its S256 challenge.
pub fn pkce() -> Pkce {
    use base64::Engine;
    use sha2::Digest;
    let verifier = format!(
        "{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    );
    let challenge = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .encode(sha2::Sha256::digest(verifier.as_bytes()));
    Pkce {
        verifier,
        challenge,
    }
}

pub fn form(pairs: &[(&str, &str)]) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

pub const AUTH: &str = "/mobify/proxy/api/shopper/auth/v1/organizations/f_ecom_northwind/oauth2";
pub const APP_CLIENT: &str = "northwind-app";
pub const APP_REDIRECT: &str = "http://localhost:3000/callback";

impl TestApp {
    /// A guest session through the app client: the token response.
    pub async fn guest_session(&self) -> serde_json::Value {
        let p = pkce();
        let res = self
            .get(&format!(
                "{AUTH}/authorize?{}",
                form(&[
                    ("client_id", APP_CLIENT),
                    ("channel_id", "northwind"),
                    ("redirect_uri", APP_REDIRECT),
                    ("response_type", "code"),
                    ("hint", "guest"),
                    ("code_challenge", &p.challenge),
                ])
            ))
            .await;
        assert_eq!(res.status, 303, "{}", res.text());
        let query = res
            .header("location")
            .split_once('?')
            .expect("query")
            .1
            .to_owned();
        let params: std::collections::HashMap<String, String> =
            form_urlencoded::parse(query.as_bytes())
                .into_owned()
                .collect();
        let tokens = self
            .request(
                Request::post(format!("{AUTH}/token"))
                    .header("content-type", "application/x-www-form-urlencoded")
                    .body(Body::from(form(&[
                        ("grant_type", "authorization_code_pkce"),
                        ("client_id", APP_CLIENT),
                        ("channel_id", "northwind"),
                        ("code", &params["code"]),
                        ("code_verifier", &p.verifier),
                        ("redirect_uri", APP_REDIRECT),
                        ("usid", &params["usid"]),
                    ])))
                    .unwrap(),
            )
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        tokens.json()
    }
}

/// postgres://user@host:5432/test?x=y → postgres://user@host:5432/{name}?x=y
pub fn with_database_for_tests(url: &str, name: &str) -> String {
    with_database(url, name)
}

fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (url, None),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let host_part = match base[scheme_end..].find('/') {
        Some(i) => &base[..scheme_end + i],
        None => base,
    };
    match query {
        Some(q) => format!("{host_part}/{name}?{q}"),
        None => format!("{host_part}/{name}"),
    }
}

/// Runs an async test body `async fn name(app: &TestApp)` on SQLite and, when
/// `TEST_POSTGRES_URL` is set, on PostgreSQL: `both_databases!(name);`
#[macro_export]
macro_rules! both_databases {
    ($case:ident) => {
        mod $case {
            #[tokio::test]
            async fn sqlite() {
                let app = $crate::common::TestApp::sqlite().await;
                super::$case(&app).await;
                app.finish().await;
            }

            #[tokio::test]
            async fn postgres() {
                let Some(app) = $crate::common::TestApp::postgres().await else {
                    eprintln!("TEST_POSTGRES_URL not set: PostgreSQL case skipped");
                    return;
                };
                super::$case(&app).await;
                app.finish().await;
            }
        }
    };
}
