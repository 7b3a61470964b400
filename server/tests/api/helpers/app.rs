//! The app under test: started over its own database, called through the router in process,
//! with what it answered read back.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use leasefront::app::router;
use leasefront::clock::TestClock;
use leasefront::startup::{build_state, Settings};
use leasefront::state::AppState;
use serde_json::Value;
use sqlx::{Connection, Executor};
use tower::ServiceExt;

use super::templates::{admin, postgres_template, sqlite_template, with_database};
use super::{form, PUBLIC_URL};

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
        // Production never runs in demo mode: a production test given the demo's data has it
        // in its database (copied from the demo template), served as production serves it.
        settings.demo &= settings.development;
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
