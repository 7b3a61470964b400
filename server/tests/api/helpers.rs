//! The test harness: the real router over a fresh database per test — SQLite always, and
//! PostgreSQL when `TEST_POSTGRES_URL` is set. Each test's database is a copy of a template
//! migrated (and loaded with the demo data) once per run, so a test starts in milliseconds.
//! Time comes from a `TestClock` the test moves.
#![allow(dead_code)]

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use axum::Router;
use base64::Engine;
use http_body_util::BodyExt;
use leasefront::app::router;
use leasefront::clock::{Clock, SystemClock, TestClock};
use leasefront::startup::{build_state, Settings};
use leasefront::state::AppState;
use serde_json::Value;
use sha2::Digest;
use sqlx::{AnyConnection, Connection, Executor};
use tokio::sync::OnceCell;
use tower::ServiceExt;

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

/// A signed-in customer's access token.
pub async fn token(app: &TestApp, (email, password): (&str, &str)) -> String {
    s(&app.login(email, password).await["access_token"]).to_owned()
}

pub struct TestApp {
    pub router: Router,
    pub state: AppState,
    pub clock: Arc<TestClock>,
    /// PostgreSQL: the server URL and the database to drop at the end.
    postgres: Option<(String, String)>,
    _dir: tempfile::TempDir,
}

#[derive(Debug)]
pub struct TestResponse {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
}

impl TestResponse {
    pub fn json(&self) -> Value {
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

    /// `name=value` of a Set-Cookie header, for sending it back.
    pub fn cookie(&self, name: &str) -> String {
        self.headers
            .get_all("set-cookie")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .find(|v| v.starts_with(&format!("{name}=")))
            .unwrap_or_else(|| panic!("no {name} cookie in {:?}", self.headers))
            .split(';')
            .next()
            .unwrap()
            .to_owned()
    }

    /// The query parameters of the Location header of a redirect.
    pub fn location_params(&self) -> HashMap<String, String> {
        assert_eq!(self.status, 303, "{}", self.text());
        let location = self.header("location");
        let query = location.split_once('?').map(|(_, q)| q).unwrap_or("");
        form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect()
    }
}

/// A request being built: `app.call("POST", uri).bearer(t).json(body).send().await`.
pub struct TestRequest<'a> {
    app: &'a TestApp,
    builder: axum::http::request::Builder,
    body: Body,
    peer: Option<SocketAddr>,
}

impl TestRequest<'_> {
    pub fn header(mut self, name: &str, value: &str) -> Self {
        self.builder = self.builder.header(name, value);
        self
    }

    pub fn bearer(self, token: &str) -> Self {
        self.header("authorization", &format!("Bearer {token}"))
    }

    pub fn cookie(self, pair: &str) -> Self {
        self.header("cookie", pair)
    }

    pub fn json(mut self, body: Value) -> Self {
        self.builder = self.builder.header("content-type", "application/json");
        self.body = Body::from(body.to_string());
        self
    }

    pub fn form(mut self, pairs: &[(&str, &str)]) -> Self {
        self.builder = self
            .builder
            .header("content-type", "application/x-www-form-urlencoded");
        self.body = Body::from(form(pairs));
        self
    }

    pub fn raw(mut self, content_type: &str, body: &str) -> Self {
        self.builder = self.builder.header("content-type", content_type);
        self.body = Body::from(body.to_owned());
        self
    }

    /// As if the connection came from this address (the client-address rules read it).
    pub fn peer(mut self, address: &str) -> Self {
        self.peer = Some(address.parse().expect("ip:port"));
        self
    }

    pub fn build(self) -> Request<Body> {
        let mut request = self.builder.body(self.body).unwrap();
        if let Some(peer) = self.peer {
            request.extensions_mut().insert(ConnectInfo(peer));
        }
        request
    }

    pub async fn send(self) -> TestResponse {
        let app = self.app;
        app.request(self.build()).await
    }
}

pub fn form(pairs: &[(&str, &str)]) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

/// A tiny built web app: index.html with the config placeholder, one hashed asset and the
/// service worker.
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
        dir.join("sw.js"),
        "self.addEventListener('fetch', () => {})",
    )
    .unwrap();
    std::fs::write(
        dir.join("static/translations/compiled/es-US.json"),
        "{\"home.title\":\"Hola\"}",
    )
    .unwrap();
}

/// Migrations and demo data decide what a template holds: their hash names it.
fn template_fingerprint() -> String {
    let mut hasher = sha2::Sha256::new();
    for dialect in ["sqlite", "postgres"] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("migrations")
            .join(dialect);
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for file in files {
            hasher.update(file.file_name().unwrap().as_encoded_bytes());
            hasher.update(std::fs::read(file).unwrap());
        }
    }
    hasher.update(leasefront::demo::DEMO_DATA.as_bytes());
    for seed in [
        leasefront::catalog::seed::DEMO_CATALOG,
        leasefront::marketplace::seed::DEMO_MARKETPLACE,
        leasefront::stores::seed::DEMO_STORES,
    ] {
        hasher.update(seed.as_bytes());
    }
    for (name, text) in leasefront::content::import::DEMO_PAGES {
        hasher.update(name.as_bytes());
        hasher.update(text.as_bytes());
    }
    hasher.finalize()[..6]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Migrates a new database at `url` and, for `demo`, loads the demo data.
async fn build_template(url: &str, demo: bool) {
    let db = leasefront::db::Db::connect(url).await.expect("template db");
    if demo {
        let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA).unwrap();
        leasefront::demo::load(&db, &set, SystemClock.now_ms())
            .await
            .expect("demo data");
    }
    if db.backend == leasefront::db::Backend::Sqlite {
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(&db.pool)
            .await
            .unwrap();
    }
    db.close().await;
}

static SQLITE_TEMPLATES: OnceCell<(tempfile::TempDir, PathBuf, PathBuf)> = OnceCell::const_new();

/// The SQLite template files (demo, empty), made once per test run.
async fn sqlite_template(demo: bool) -> PathBuf {
    let (_, with_demo, empty) = SQLITE_TEMPLATES
        .get_or_init(|| async {
            let dir = tempfile::tempdir().unwrap();
            let with_demo = dir.path().join("demo.db");
            let empty = dir.path().join("empty.db");
            build_template(&format!("sqlite://{}", with_demo.display()), true).await;
            build_template(&format!("sqlite://{}", empty.display()), false).await;
            (dir, with_demo, empty)
        })
        .await;
    if demo {
        with_demo.clone()
    } else {
        empty.clone()
    }
}

static POSTGRES_TEMPLATES: OnceCell<(String, String)> = OnceCell::const_new();

/// postgres://user@host:5432/test?x=y → postgres://user@host:5432/{name}?x=y
pub fn with_database(url: &str, name: &str) -> String {
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

async fn admin(server_url: &str) -> AnyConnection {
    sqlx::any::install_default_drivers();
    AnyConnection::connect(server_url)
        .await
        .expect("TEST_POSTGRES_URL is set but PostgreSQL is unreachable")
}

/// The PostgreSQL template databases (demo, empty), named by the fingerprint: made once and
/// kept on the server for the next run. Built under a temporary name and renamed, so a
/// half-built template is never used.
async fn postgres_template(server_url: &str, demo: bool) -> String {
    let (with_demo, empty) = POSTGRES_TEMPLATES
        .get_or_init(|| async {
            let fingerprint = template_fingerprint();
            let mut names = Vec::new();
            for kind in ["demo", "empty"] {
                let name = format!("lf_tpl_{fingerprint}_{kind}");
                let mut conn = admin(server_url).await;
                let exists: Option<i32> =
                    sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
                        .bind(&name)
                        .fetch_optional(&mut conn)
                        .await
                        .unwrap();
                if exists.is_none() {
                    let building = format!("lf_build_{}", uuid::Uuid::new_v4().simple());
                    conn.execute(format!("CREATE DATABASE {building}").as_str())
                        .await
                        .unwrap();
                    build_template(&with_database(server_url, &building), kind == "demo").await;
                    let renamed = conn
                        .execute(format!("ALTER DATABASE {building} RENAME TO {name}").as_str())
                        .await;
                    if renamed.is_err() {
                        // Another run made it first.
                        conn.execute(format!("DROP DATABASE IF EXISTS {building}").as_str())
                            .await
                            .ok();
                    }
                }
                conn.close().await.ok();
                names.push(name);
            }
            // Templates of older migrations are of no more use, nor are the databases of an
            // earlier run's failed tests (every test of this run waits for this first).
            let mut conn = admin(server_url).await;
            let stale: Vec<String> = sqlx::query_scalar(
                "SELECT datname::text FROM pg_database WHERE (datname LIKE 'lf_tpl_%' AND datname NOT LIKE $1) \
                 OR datname LIKE 'lf_test_%'",
            )
            .bind(format!("lf_tpl_{fingerprint}_%"))
            .fetch_all(&mut conn)
            .await
            .unwrap_or_default();
            for name in stale {
                conn.execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
                    .await
                    .ok();
            }
            conn.close().await.ok();
            (names[0].clone(), names[1].clone())
        })
        .await;
    if demo {
        with_demo.clone()
    } else {
        empty.clone()
    }
}

/// What a test may change in the settings before the app starts.
pub type Tweak = fn(&mut Settings);

impl TestApp {
    async fn start(database_url: &str, dir: tempfile::TempDir, demo: bool, tweak: Tweak) -> Self {
        let web_dir = dir.path().join("web");
        write_web_dir(&web_dir);
        let clock = Arc::new(TestClock::new());
        let mut settings = Settings::new(database_url, PUBLIC_URL);
        settings.demo = demo;
        settings.web_dir = web_dir;
        settings.clock = clock.clone();
        tweak(&mut settings);
        let state = build_state(settings).await.expect("app state");
        Self {
            router: router(state.clone()),
            state,
            clock,
            postgres: None,
            _dir: dir,
        }
    }

    pub async fn sqlite() -> Self {
        Self::sqlite_with(true, |_| {}).await
    }

    pub async fn sqlite_with(demo: bool, tweak: Tweak) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("leasefront.db");
        std::fs::copy(sqlite_template(demo).await, &path).unwrap();
        let url = format!("sqlite://{}", path.display());
        Self::start(&url, dir, demo, tweak).await
    }

    /// None when `TEST_POSTGRES_URL` is unset; panics when it is set but unreachable.
    pub async fn postgres() -> Option<Self> {
        Self::postgres_with(true, |_| {}).await
    }

    pub async fn postgres_with(demo: bool, tweak: Tweak) -> Option<Self> {
        let server_url = std::env::var("TEST_POSTGRES_URL").ok()?;
        let template = postgres_template(&server_url, demo).await;
        let name = format!("lf_test_{}", uuid::Uuid::new_v4().simple());
        let mut conn = admin(&server_url).await;
        conn.execute(format!("CREATE DATABASE {name} TEMPLATE {template}").as_str())
            .await
            .expect("create test database");
        conn.close().await.ok();
        let url = with_database(&server_url, &name);
        let mut app = Self::start(&url, tempfile::tempdir().unwrap(), demo, tweak).await;
        app.postgres = Some((server_url, name));
        Some(app)
    }

    /// Drops the PostgreSQL test database (SQLite's folder goes with the TempDir).
    pub async fn finish(self) {
        let Some((server_url, name)) = self.postgres else {
            return;
        };
        self.state.db.close().await;
        let mut conn = admin(&server_url).await;
        conn.execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
            .await
            .expect("drop test database");
    }

    pub fn advance(&self, by: Duration) {
        self.clock.advance(by);
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

    pub fn call(&self, method: &str, uri: &str) -> TestRequest<'_> {
        TestRequest {
            app: self,
            builder: Request::builder()
                .method(Method::from_bytes(method.as_bytes()).unwrap())
                .uri(uri),
            body: Body::empty(),
            peer: None,
        }
    }

    pub async fn get(&self, uri: &str) -> TestResponse {
        self.call("GET", uri).send().await
    }

    /// Runs requests at the same time (each on its own task), answers in order.
    pub async fn concurrently(&self, requests: Vec<Request<Body>>) -> Vec<TestResponse> {
        let handles: Vec<_> = requests
            .into_iter()
            .map(|request| {
                let router = self.router.clone();
                tokio::spawn(async move {
                    let response = router.oneshot(request).await.unwrap();
                    let status = response.status();
                    let headers = response.headers().clone();
                    let body = response.into_body().collect().await.unwrap().to_bytes();
                    TestResponse {
                        status,
                        headers,
                        body: body.to_vec(),
                    }
                })
            })
            .collect();
        let mut out = Vec::new();
        for handle in handles {
            out.push(handle.await.unwrap());
        }
        out
    }

    /// The messages the outbox holds for a recipient, newest first (demo mode).
    pub async fn outbox(&self, recipient: &str) -> Vec<Value> {
        let res = self
            .get(&format!("/dev/outbox?format=json&recipient={recipient}"))
            .await;
        assert_eq!(res.status, 200, "{}", res.text());
        res.json()["messages"].as_array().unwrap().clone()
    }

    /// Sets one of the demo site's custom preferences (its stored JSON value).
    pub async fn set_preference(&self, preference_id: &str, value_json: &str) {
        sqlx::query(
            "UPDATE custom_preferences SET value_json = $1 WHERE site_id = $2 AND preference_id = $3",
        )
        .bind(value_json)
        .bind("northwind")
        .bind(preference_id)
        .execute(&self.state.db.pool)
        .await
        .unwrap();
    }
}

pub struct Pkce {
    pub verifier: String,
    pub challenge: String,
}

/// A fresh PKCE verifier and its S256 challenge.
pub fn pkce() -> Pkce {
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

/// JWT payload without checking the signature (the server checks it).
pub fn jwt_claims(token: &str) -> Value {
    let payload = token.split('.').nth(1).unwrap();
    serde_json::from_slice(
        &base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(payload)
            .unwrap(),
    )
    .unwrap()
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

impl TestApp {
    pub fn authorize_uri(&self, client: &str, redirect: &str, challenge: &str) -> String {
        format!(
            "{AUTH}/authorize?{}",
            form(&[
                ("client_id", client),
                ("channel_id", "northwind"),
                ("redirect_uri", redirect),
                ("response_type", "code"),
                ("hint", "guest"),
                ("code_challenge", challenge),
            ])
        )
    }

    pub async fn exchange(
        &self,
        client: &str,
        redirect: &str,
        code: &str,
        verifier: &str,
    ) -> TestResponse {
        self.call("POST", &format!("{AUTH}/token"))
            .form(&[
                ("grant_type", "authorization_code_pkce"),
                ("client_id", client),
                ("channel_id", "northwind"),
                ("code", code),
                ("code_verifier", verifier),
                ("redirect_uri", redirect),
            ])
            .send()
            .await
    }

    /// A call with the shopper's bearer token and, when given, a JSON body.
    pub async fn call_as(
        &self,
        method: &str,
        uri: &str,
        token: &str,
        body: Option<Value>,
    ) -> TestResponse {
        let mut request = self.call(method, uri).bearer(token);
        if let Some(body) = body {
            request = request.json(body);
        }
        request.send().await
    }

    /// A guest session through the web app's client: its tokens and the refresh cookie that
    /// proves its usid.
    pub async fn web_guest(&self) -> (Value, String) {
        let p = pkce();
        let res = self
            .call(
                "GET",
                &self.authorize_uri(WEB_CLIENT, WEB_REDIRECT, &p.challenge),
            )
            .header("host", "127.0.0.1:8080")
            .send()
            .await;
        let code = res.location_params()["code"].clone();
        let tokens = self
            .exchange(WEB_CLIENT, WEB_REDIRECT, &code, &p.verifier)
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        let cookie = tokens.cookie("lf_refresh");
        (tokens.json(), cookie)
    }

    /// A guest session through the app client: the token response.
    pub async fn guest_session(&self) -> Value {
        let p = pkce();
        let res = self
            .get(&self.authorize_uri(APP_CLIENT, APP_REDIRECT, &p.challenge))
            .await;
        let params = res.location_params();
        let tokens = self
            .exchange(APP_CLIENT, APP_REDIRECT, &params["code"], &p.verifier)
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        tokens.json()
    }

    pub fn login_request(&self, email: &str, password: &str, challenge: &str) -> TestRequest<'_> {
        let basic = format!(
            "Basic {}",
            base64::engine::general_purpose::STANDARD.encode(format!("{email}:{password}"))
        );
        self.call("POST", &format!("{AUTH}/login"))
            .header("authorization", &basic)
            .form(&[
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("redirect_uri", APP_REDIRECT),
                ("code_challenge", challenge),
            ])
    }

    /// A registered session through the app client: the token response.
    pub async fn login(&self, email: &str, password: &str) -> Value {
        let p = pkce();
        let res = self
            .login_request(email, password, &p.challenge)
            .send()
            .await;
        let params = res.location_params();
        let tokens = self
            .exchange(APP_CLIENT, APP_REDIRECT, &params["code"], &p.verifier)
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        tokens.json()
    }

    pub async fn refresh(&self, token: &str) -> TestResponse {
        self.call("POST", &format!("{AUTH}/token"))
            .form(&[
                ("grant_type", "refresh_token"),
                ("client_id", APP_CLIENT),
                ("channel_id", "northwind"),
                ("refresh_token", token),
            ])
            .send()
            .await
    }

    pub async fn profile_of(&self, tokens: &Value) -> TestResponse {
        self.call(
            "GET",
            &format!(
                "{CUSTOMERS}/customers/{}?siteId=northwind",
                s(&tokens["customer_id"])
            ),
        )
        .bearer(s(&tokens["access_token"]))
        .send()
        .await
    }
}

/// A browser signing in at the identity provider: its PKCE pair and state.
pub struct ProviderBrowser {
    pub pkce: Pkce,
    pub state: String,
}

impl ProviderBrowser {
    pub fn new() -> Self {
        Self {
            pkce: pkce(),
            state: format!("st-{}", uuid::Uuid::new_v4().simple()),
        }
    }

    /// The binding fields every sign-in start carries.
    pub fn bind(&self, mut body: Value) -> Value {
        body["codeChallenge"] = Value::String(self.pkce.challenge.clone());
        body["state"] = Value::String(self.state.clone());
        body
    }
}

impl Default for ProviderBrowser {
    fn default() -> Self {
        Self::new()
    }
}

impl TestApp {
    pub async fn idp_post(&self, path: &str, body: Value, cookie: Option<&str>) -> TestResponse {
        let mut request = self.call("POST", path).json(body);
        if let Some(c) = cookie {
            request = request.cookie(c);
        }
        request.send().await
    }

    /// Provider code + the browser's verifier → provider tokens (asserted 200).
    pub async fn provider_tokens(&self, code: &str, verifier: &str) -> Value {
        let tokens = self
            .idp_post(
                "/idp/api/token",
                serde_json::json!({"code": code, "codeVerifier": verifier}),
                None,
            )
            .await;
        assert_eq!(tokens.status, 200, "{}", tokens.text());
        tokens.json()
    }

    /// Provider code → provider tokens → shopper session. (id token claims, access token).
    pub async fn complete_provider_sign_in(&self, code: &str, verifier: &str) -> (Value, String) {
        let tokens = self.provider_tokens(code, verifier).await;
        let exchanged = self
            .get(&format!(
                "/api/token-exchange?subject_token={}",
                s(&tokens["access_token"])
            ))
            .await;
        assert_eq!(exchanged.status, 200, "{}", exchanged.text());
        assert!(
            exchanged.cookie("lf_refresh").len() > 20,
            "web session cookie"
        );
        (
            jwt_claims(s(&tokens["id_token"])),
            s(&exchanged.json()["access_token"]).to_owned(),
        )
    }

    /// Email + password at the provider from a new browser: (response, browser).
    pub async fn provider_password(
        &self,
        email: &str,
        password: &str,
    ) -> (TestResponse, ProviderBrowser) {
        let browser = ProviderBrowser::new();
        let res = self
            .idp_post(
                "/idp/api/password",
                browser.bind(serde_json::json!({"email": email, "password": password})),
                None,
            )
            .await;
        (res, browser)
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
