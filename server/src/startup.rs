//! Start-up: the settings of a server, the state built from them (database and its
//! migrations, demo data, site catalog, web app, signing keys, outside services), the
//! renderer's data routes, and serving with the background jobs until a shutdown signal.
//! `main.rs` only reads the command line into `Settings`.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use axum::Router;
use ipnet::IpNet;

use crate::client_log::model::{LogRateLimiter, CSP_REPORTS_PER_MINUTE};
use crate::clock::{Clock, SystemClock};
use crate::db::Db;
use crate::demo;
use crate::identity::tokens::TokenKeys;
use crate::outbox::model::{CrmSender, MailSender, SmsSender};
use crate::payment_gateway::{PaymentGateway, Sandbox};
use crate::sites::SiteCatalog;
use crate::ssr::engine::EngineLimits;
use crate::state::{AppState, Config};
use crate::web::app::WebApp;
use crate::{app, jobs, web};

/// What `build_state` needs; `Settings::new` gives the defaults of `leasefront serve`.
pub struct Settings {
    pub database_url: String,
    /// Load the demo data into an empty database and open `/dev/outbox`. Never in production.
    pub demo: bool,
    pub web_dir: PathBuf,
    pub development: bool,
    /// HS256 signing key for access tokens; made once and kept in the database when None.
    pub jwt_secret: Option<String>,
    /// Keys that verify (but no longer sign) tokens, during a rotation.
    pub jwt_previous_secrets: Vec<String>,
    pub public_url: String,
    pub trusted_proxies: Vec<IpNet>,
    pub clock: Arc<dyn Clock>,
    pub mail: Option<Arc<dyn MailSender>>,
    pub sms: Option<Arc<dyn SmsSender>>,
    /// The CRM leads are forwarded to; None keeps them stored only.
    pub crm: Option<Arc<dyn CrmSender>>,
    /// The payment processor; None is the built-in sandbox (its ledger in this database).
    pub gateway: Option<Arc<dyn PaymentGateway>>,
    /// How long one server render may run before the page is answered with the app shell.
    pub render_budget: Duration,
}

impl Settings {
    pub fn new(database_url: &str, public_url: &str) -> Self {
        Self {
            database_url: database_url.to_owned(),
            demo: false,
            web_dir: PathBuf::from("web/dist"),
            development: true,
            jwt_secret: None,
            jwt_previous_secrets: Vec::new(),
            public_url: public_url.to_owned(),
            trusted_proxies: Vec::new(),
            clock: Arc::new(SystemClock),
            mail: None,
            sms: None,
            crm: None,
            gateway: None,
            render_budget: EngineLimits::default().time_budget,
        }
    }
}

/// Connects and migrates the database, loads the demo data into an empty one (demo mode),
/// reads the configuration model, and loads the web app with its renderer's data routes.
pub async fn build_state(settings: Settings) -> anyhow::Result<AppState> {
    anyhow::ensure!(
        !settings.demo || settings.development,
        "demo mode (--demo) shows every reset link and sign-in code at /dev/outbox: \
         it cannot run in production"
    );
    let db = Db::connect(&settings.database_url).await?;
    if settings.demo {
        let set = demo::DataSet::parse(demo::DEMO_DATA)?;
        if demo::load_if_empty(&db, &set, settings.clock.now_ms()).await? {
            tracing::info!("demo data loaded");
        }
    }
    let sites = SiteCatalog::load(&db).await?;
    let config = sites.app_config(settings.development);
    let web = WebApp::load(&settings.web_dir, config.as_ref(), settings.render_budget);
    let render_routes = web.renderer().is_some().then(renderer_routes);
    if !settings.development && settings.jwt_secret.is_none() {
        tracing::warn!(
            "no LEASEFRONT_JWT_SECRET: the token signing key is kept in the database; \
             supply it from your secret store in production (README: key rotation)"
        );
    }
    let keys = TokenKeys::load(&db, settings.jwt_secret.as_deref(), "leasefront")
        .await?
        .with_previous(&settings.jwt_previous_secrets);
    let gateway = settings
        .gateway
        .unwrap_or_else(|| Arc::new(Sandbox::new(db.clone())));
    let state = AppState {
        db,
        clock: settings.clock,
        sites: Arc::new(sites),
        web: Arc::new(web),
        keys,
        config: Arc::new(Config {
            public_url: settings.public_url.trim_end_matches('/').to_owned(),
            secure_cookies: !settings.development,
            demo_mode: settings.demo,
            development: settings.development,
            trusted_proxies: settings.trusted_proxies,
        }),
        client_log_limiter: Arc::new(LogRateLimiter::default()),
        csp_report_limiter: Arc::new(LogRateLimiter::per_minute(CSP_REPORTS_PER_MINUTE)),
        mail: settings.mail,
        sms: settings.sms,
        crm: settings.crm,
        search: Arc::default(),
        marketplace: Arc::default(),
        quoting_rules: Arc::default(),
        line_products: Arc::default(),
        recs: Arc::default(),
        gateway,
        render_routes,
    };
    jobs::recs_intake::spawn(&state);
    Ok(state)
}

/// What the server renderer answers its pages' queries with, in-process: every API route,
/// and the web app's files (the compiled messages) behind them.
fn renderer_routes() -> Router<AppState> {
    let (routes, _) = app::api_routes().split_for_parts();
    routes.fallback(web::serve)
}

/// Starts the background jobs and serves the app on `addr` until SIGINT or SIGTERM, letting
/// requests in flight finish.
pub async fn serve(state: AppState, addr: SocketAddr) -> anyhow::Result<()> {
    jobs::spawn(&state);
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .with_context(|| format!("cannot listen on {addr}"))?;
    tracing::info!("Leasefront is serving at http://{}", listener.local_addr()?);
    // Connection info gives the sign-in rate limit its per-address key.
    axum::serve(
        listener,
        app::router(state).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown_signal())
    .await?;
    tracing::info!("stopped");
    Ok(())
}

/// Finishes in-flight requests on SIGINT (Ctrl+C) or SIGTERM.
async fn shutdown_signal() {
    let ctrl_c = async {
        tokio::signal::ctrl_c().await.ok();
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("shutting down");
}
