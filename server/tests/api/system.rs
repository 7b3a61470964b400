//! The frame: health, app configuration, the SPA, the OpenAPI document, demo mode, JSON-only
//! bodies, what reaches the log.

use std::io::Write;
use std::sync::{Arc, Mutex};

use serde_json::json;

use crate::both_databases;
use crate::helpers::{with_database, TestApp, ORG};

async fn health_reports_the_database(app: &TestApp) {
    let res = app.get("/api/health").await;
    assert_eq!(res.status, 200);
    let body = res.json();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["database"], "reachable");

    app.state.db.pool.close().await;
    let res = app.get("/api/health").await;
    assert_eq!(res.status, 503);
    assert_eq!(res.json()["database"], "unreachable");
}
both_databases!(health_reports_the_database);

async fn app_config_comes_from_the_data_set(app: &TestApp) {
    let body = app.get("/api/app-config").await.json();
    assert_eq!(body["organizationId"], ORG);
    assert_eq!(body["brand"]["name"], "Northwind Lease");
    assert_eq!(body["brand"]["shortName"], "northwind");
    assert_eq!(body["defaultSiteId"], "northwind");
    let sites: Vec<_> = body["sites"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(sites, ["northwind", "northwind-partners"]);
    assert_eq!(body["sites"][0]["alias"], "nw");
    assert_eq!(
        body["sites"][0]["l10n"]["supportedLocales"][1]["alias"],
        "es"
    );
    assert_eq!(body["links"]["keycloakLogin"], "/idp/auth");
}
both_databases!(app_config_comes_from_the_data_set);

async fn demo_data_loads_once(app: &TestApp) {
    let set = leasefront::demo::DataSet::parse(leasefront::demo::DEMO_DATA).unwrap();
    assert!(!leasefront::demo::load_if_empty(&app.state.db, &set, 0)
        .await
        .unwrap());
    // Even a forced second load changes nothing.
    leasefront::demo::load(&app.state.db, &set, 0)
        .await
        .unwrap();
    let sites: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM sites")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(sites, 2);
    let customers: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM customers")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(customers, set.customers.len() as i64);
    let leases: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM leases")
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap();
    assert_eq!(leases, set.leases.len() as i64);
}
both_databases!(demo_data_loads_once);

async fn the_spa_is_served_with_cache_rules(app: &TestApp) {
    let index = app.get("/").await;
    assert_eq!(index.status, 200);
    assert_eq!(index.header("cache-control"), "no-cache");
    let html = index.text();
    assert!(html.contains(r#"<script id="app-config" type="application/json">{"organizationId":"f_ecom_northwind""#), "{html}");

    // Client routes fall back to the app, with any prefix.
    for path in [
        "/northwind/es-US/",
        "/es/cart",
        "/some/unknown/page",
        "/callback?code=x",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, 200, "{path}");
        assert!(res.text().contains("app-config"), "{path}");
    }

    let asset = app.get("/assets/index-abc123.js").await;
    assert_eq!(asset.status, 200);
    assert_eq!(
        asset.header("cache-control"),
        "public, max-age=31536000, immutable"
    );

    let translations = app.get("/static/translations/compiled/es-US.json").await;
    assert_eq!(translations.status, 200);
    assert_eq!(translations.header("cache-control"), "no-cache");

    // A missing asset is a 404, never the HTML page.
    assert_eq!(app.get("/assets/gone-999.js").await.status, 404);

    // API paths never fall back to HTML.
    for path in [
        "/api/nope",
        "/mobify/proxy/api/custom/unknown/v1/x",
        "/mobify/other",
        "/idp/nothing",
    ] {
        let res = app.get(path).await;
        assert_eq!(res.status, 404, "{path}");
        assert!(
            res.header("content-type").starts_with("application/json"),
            "{path}"
        );
    }
}
both_databases!(the_spa_is_served_with_cache_rules);

/// The service worker is a script at the root, so it may control every page (scope `/`), and
/// it is never cached: the browser checks it on each visit, which is how a deploy replaces it.
async fn the_service_worker_is_served_from_the_root_uncached(app: &TestApp) {
    let worker = app.get("/sw.js").await;
    assert_eq!(worker.status, 200);
    assert_eq!(worker.header("cache-control"), "no-cache");
    assert!(
        worker.header("content-type").starts_with("text/javascript"),
        "{}",
        worker.header("content-type")
    );
    assert_eq!(worker.text(), "self.addEventListener('fetch', () => {})");
}
both_databases!(the_service_worker_is_served_from_the_root_uncached);

/// An app built without the worker answers 404 for it, never the app's HTML page as a script.
async fn a_missing_service_worker_is_not_found(app: &TestApp) {
    let worker = app.get("/sw.js").await;
    assert_eq!(worker.status, 404);
    assert!(!worker.text().contains("app-config"));
}
both_databases!(
    a_missing_service_worker_is_not_found,
    demo = true,
    tweak = |s| std::fs::remove_file(s.web_dir.join("sw.js")).unwrap()
);

async fn responses_carry_a_request_id(app: &TestApp) {
    let res = app.get("/api/health").await;
    assert_eq!(res.header("x-request-id").len(), 36);
}
both_databases!(responses_carry_a_request_id);

async fn json_calls_refuse_other_content_types(app: &TestApp) {
    // A cross-site form can post text/plain without a preflight: such bodies are refused
    // even when they hold valid JSON.
    let body = r#"{"email":"maria.lopez@northwind-lease.example","password":"Lease#2026"}"#;
    for content_type in ["text/plain", "application/x-www-form-urlencoded"] {
        let res = app
            .call("POST", "/idp/api/password")
            .raw(content_type, body)
            .send()
            .await;
        assert_eq!(res.status, 415, "{content_type}: {}", res.text());
        assert_eq!(res.json()["type"], "unsupported-media-type");
    }
    let guest = app.guest_session().await;
    let res = app
        .call(
            "POST",
            &format!("{}/customers?siteId=northwind", crate::helpers::CUSTOMERS),
        )
        .bearer(guest["access_token"].as_str().unwrap())
        .raw(
            "text/plain",
            &json!({"customer": {"firstName": "A", "lastName": "B", "email": "ab@example.com"}, "password": "Abcdefg1!"}).to_string(),
        )
        .send()
        .await;
    assert_eq!(res.status, 415);
    // The account was not created.
    let created: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM customers WHERE login = 'ab@example.com'")
            .fetch_one(&app.state.db.pool)
            .await
            .unwrap();
    assert_eq!(created, 0);
}
both_databases!(json_calls_refuse_other_content_types);

#[tokio::test]
async fn without_demo_mode_nothing_is_loaded_and_the_outbox_is_closed() {
    let app = TestApp::sqlite_with(false, |_| {}).await;
    let res = app
        .get("/mobify/proxy/api/custom-prefs/v1/organizations/f_ecom_northwind/getcustompreferences?siteId=northwind")
        .await;
    assert_eq!(res.status, 404);
    assert_eq!(app.get("/api/app-config").await.status, 404);
    assert_eq!(app.get("/dev/outbox").await.status, 404);
    assert_eq!(app.get("/dev/outbox?format=json").await.status, 404);
    // The page still loads; with no configuration it carries none.
    assert!(!app.get("/").await.text().contains("app-config\" type"));

    let demo = TestApp::sqlite().await;
    let page = demo.get("/dev/outbox").await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<h1>Outbox (demo mode)</h1>"));
}

#[tokio::test]
async fn demo_mode_is_refused_in_production() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/x.db", dir.path().display());
    let mut settings = leasefront::startup::Settings::new(&url, "https://shop.example");
    settings.demo = true;
    settings.development = false;
    let refused = leasefront::startup::build_state(settings).await;
    let error = refused
        .err()
        .expect("demo mode in production must not start");
    assert!(
        error.to_string().contains("cannot run in production"),
        "{error}"
    );
    // Production without demo mode starts.
    let mut settings = leasefront::startup::Settings::new(&url, "https://shop.example");
    settings.development = false;
    assert!(leasefront::startup::build_state(settings).await.is_ok());
}

#[tokio::test]
async fn the_openapi_document_lists_the_calls() {
    let app = TestApp::sqlite().await;
    let doc = app.get("/api/openapi.json").await.json();
    let paths = doc["paths"].as_object().unwrap();
    for path in [
        "/mobify/proxy/api/custom-prefs/v1/organizations/{organization_id}/getcustompreferences",
        "/mobify/proxy/api/custom/custom-prefs/v1/organizations/{organization_id}/getcustompreferences",
        "/mobify/proxy/ocapi/s/{site_id}/dw/shop/v22_8/content/{content_id}",
        "/api/health",
        "/api/token-exchange",
        "/idp/api/id-token-hint",
        "/idp/auth",
        "/idp/logout",
    ] {
        assert!(paths.contains_key(path), "{path}");
    }
    // The SLAS calls document their form bodies.
    let login = &paths
        ["/mobify/proxy/api/shopper/auth/v1/organizations/{organization_id}/oauth2/login"]["post"];
    assert!(login["requestBody"]["content"]["application/x-www-form-urlencoded"].is_object());
    for schema in [
        "ContentAsset",
        "CustomPreferencesResponse",
        "ErrorBody",
        "AppConfig",
        "Health",
        "TokenResponse",
        "Customer",
        "ShopperContext",
    ] {
        assert!(
            doc["components"]["schemas"].get(schema).is_some(),
            "{schema}"
        );
    }
    // The same calls and schemas as the document the CLI prints (the web app's types come
    // from it); the served one also states this deployment's organization, sites and locales.
    let printed = leasefront::app::openapi_document();
    assert_eq!(
        doc["paths"].as_object().unwrap().keys().collect::<Vec<_>>(),
        printed["paths"]
            .as_object()
            .unwrap()
            .keys()
            .collect::<Vec<_>>()
    );
    let details = &paths
        ["/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/lease_details"]["get"];
    let parameter = |name: &str| {
        details["parameters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == name)
            .unwrap()
            .clone()
    };
    assert_eq!(
        parameter("organization_id")["schema"]["enum"],
        serde_json::json!(["f_ecom_northwind"])
    );
    assert_eq!(parameter("siteId")["required"], true);
    assert_eq!(
        parameter("siteId")["schema"]["enum"],
        serde_json::json!(["northwind", "nw", "northwind-partners", "nwp"])
    );
    assert_eq!(
        parameter("locale")["schema"]["enum"],
        serde_json::json!(["", "default", "en", "en-US", "es", "es-US"])
    );
    assert_eq!(
        printed["paths"]
            ["/mobify/proxy/api/custom/lease/v1/organizations/{organization_id}/lease_details"]
            ["get"]["parameters"][1]["schema"]["type"],
        "string"
    );
    // Every call answers what its shared parts can give, with the error body: a signed-in
    // call says it takes the bearer token and answers 401.
    assert_eq!(details["security"], serde_json::json!([{ "bearer": [] }]));
    for status in ["400", "401", "404"] {
        assert_eq!(
            details["responses"][status]["content"]["application/json"]["schema"]["$ref"],
            "#/components/schemas/ErrorBody",
            "{status}"
        );
    }
}

#[test]
fn postgres_urls_swap_the_database() {
    assert_eq!(
        with_database("postgres://postgres@127.0.0.1:5432/test", "x"),
        "postgres://postgres@127.0.0.1:5432/x"
    );
    assert_eq!(
        with_database("postgres://u:p@h/test?sslmode=disable", "x"),
        "postgres://u:p@h/x?sslmode=disable"
    );
}

/// A log writer the test reads back.
#[derive(Clone, Default)]
pub struct CapturedLog(Arc<Mutex<Vec<u8>>>);

impl Write for CapturedLog {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl CapturedLog {
    /// Captures what this thread logs (at INFO and above) until the guard is dropped.
    pub fn start() -> (Self, tracing::subscriber::DefaultGuard) {
        let log = CapturedLog::default();
        let writer = log.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .with_max_level(tracing::Level::INFO)
            .finish();
        (log, tracing::subscriber::set_default(subscriber))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

async fn secrets_in_urls_never_reach_the_log(app: &TestApp) {
    let (log, _guard) = CapturedLog::start();
    let secrets = [
        "/api/token-exchange?subject_token=eyJTOP.SECRET.subject",
        "/es/magic-link?token=MAGIC-secret-123",
        "/reset-password?token=RESET-secret-456&email=ana%40example.com",
    ];
    for uri in secrets {
        app.get(uri).await;
    }
    app.refresh("REFRESH-secret-789").await;
    let text = log.text();
    assert!(
        text.contains("/api/token-exchange"),
        "the path is logged: {text}"
    );
    for secret in [
        "eyJTOP.SECRET.subject",
        "MAGIC-secret-123",
        "RESET-secret-456",
        "ana%40example.com",
        "REFRESH-secret-789",
    ] {
        assert!(!text.contains(secret), "{secret} leaked: {text}");
    }
    assert!(text.contains("subject_token=%5Bredacted%5D"), "{text}");
}
both_databases!(secrets_in_urls_never_reach_the_log);
