//! Application state and the router: every feature's routes, the middleware, the SPA.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::{HeaderName, StatusCode};
use axum::routing::get;
use axum::{Json, Router};
use tower::ServiceBuilder;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

use crate::db::Db;
use crate::error::{AppError, AppResult};
use crate::identity::tokens::TokenKeys;
use crate::logging::LogRateLimiter;
use crate::sites::{AppConfig, SiteCatalog};
use crate::web::WebApp;
use crate::{
    content, context, customer_profile, demo, health, identity, idp, logging, openapi, outbox,
    prefs, web,
};

#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub sites: Arc<SiteCatalog>,
    pub web: Arc<WebApp>,
    pub development: bool,
    pub keys: TokenKeys,
    pub runtime: Arc<Runtime>,
    pub log_limiter: Arc<LogRateLimiter>,
}

/// Settings the features read at request time.
#[derive(Debug, Clone)]
pub struct Runtime {
    /// Where people reach this server; used in links sent by email or SMS.
    pub public_url: String,
    /// Cookies get `Secure` (production, behind TLS).
    pub secure_cookies: bool,
    /// The demo data is loaded: `/dev/outbox` is shown.
    pub demo_mode: bool,
}

pub struct Settings<'a> {
    pub database_url: &'a str,
    pub load_demo: bool,
    pub web_dir: &'a Path,
    pub development: bool,
    /// HS256 signing key for access tokens; made once and kept in the database when None.
    pub jwt_secret: Option<&'a str>,
    pub public_url: &'a str,
}

impl AppState {
    /// Connects and migrates the database, loads the demo data into an empty one, and reads
    /// the configuration model.
    pub async fn build(settings: Settings<'_>) -> anyhow::Result<Self> {
        let db = Db::connect(settings.database_url).await?;
        if settings.load_demo {
            let set = demo::DataSet::parse(demo::DEMO_DATA)?;
            if demo::load_if_empty(&db, &set).await? {
                tracing::info!("demo data loaded");
            }
        }
        let sites = SiteCatalog::load(&db).await?;
        let config = sites.app_config(settings.development);
        let web = WebApp::load(settings.web_dir, config.as_ref());
        let keys = TokenKeys::load(&db, settings.jwt_secret, "leasefront").await?;
        Ok(Self {
            db,
            sites: Arc::new(sites),
            web: Arc::new(web),
            development: settings.development,
            keys,
            runtime: Arc::new(Runtime {
                public_url: settings.public_url.trim_end_matches('/').to_owned(),
                secure_cookies: !settings.development,
                demo_mode: settings.load_demo,
            }),
            log_limiter: Arc::new(LogRateLimiter::default()),
        })
    }
}

pub fn router(state: AppState) -> Router {
    let request_id = HeaderName::from_static("x-request-id");
    let platform_api = Router::new()
        .merge(prefs::routes())
        .merge(identity::routes())
        .merge(customer_profile::routes())
        .merge(context::routes())
        .merge(logging::routes());
    let mobify = Router::new()
        .nest("/proxy/api", platform_api)
        .nest("/proxy/ocapi", content::routes())
        .fallback(api_not_found);
    let api = Router::new()
        .route("/health", get(health::health))
        .route("/app-config", get(get_app_config))
        .route("/openapi.json", get(openapi::openapi_json))
        .route("/token-exchange", get(idp::token_exchange))
        .fallback(api_not_found);
    Router::new()
        .nest("/mobify", mobify)
        .nest("/api", api)
        .merge(outbox::routes())
        .merge(idp::routes())
        .fallback(web::serve)
        .layer(
            ServiceBuilder::new()
                .layer(SetRequestIdLayer::new(request_id.clone(), MakeRequestUuid))
                .layer(
                    TraceLayer::new_for_http()
                        .make_span_with(|request: &Request| {
                            let id = request
                                .headers()
                                .get("x-request-id")
                                .and_then(|v| v.to_str().ok())
                                .unwrap_or("-");
                            tracing::info_span!("request", method = %request.method(), uri = %request.uri(), request_id = %id)
                        })
                        .on_response(DefaultOnResponse::new().level(Level::INFO)),
                )
                .layer(PropagateRequestIdLayer::new(request_id))
                .layer(CompressionLayer::new())
                .layer(TimeoutLayer::with_status_code(
                    StatusCode::REQUEST_TIMEOUT,
                    Duration::from_secs(30),
                )),
        )
        .with_state(state)
}

async fn api_not_found(request: Request) -> AppError {
    AppError::not_found(format!("No API at '{}'.", request.uri().path()))
}

/// The organization, brand, sites and locales the web app resolves URLs against.
#[utoipa::path(
    get,
    path = "/api/app-config",
    responses(
        (status = 200, body = AppConfig),
        (status = 404, description = "No organization configured", body = crate::error::ErrorBody),
    ),
    tag = "system"
)]
pub async fn get_app_config(State(state): State<AppState>) -> AppResult<Json<AppConfig>> {
    state
        .sites
        .app_config(state.development)
        .map(Json)
        .ok_or_else(|| {
            AppError::not_found(
                "No organization is configured: load the demo data or seed the database.",
            )
        })
}
