//! The router: every feature's routes (each path written once, for both the router and the
//! OpenAPI document), the middleware, the SPA fallback.

use std::time::Duration;

use axum::extract::Request;
use axum::http::{HeaderName, StatusCode};
use axum::routing::get;
use axum::Router;
use tower::ServiceBuilder;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;
use utoipa_axum::router::OpenApiRouter;

use crate::http::redact::loggable_uri;
use crate::state::AppState;
use crate::{
    catalog, client_log, content, identity, openapi, outbox, portal_login, prefs, shopper_context,
    system, web,
};

/// No request runs longer (its future is dropped): an unfinished idempotency claim older than
/// this belongs to no running request.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// Every feature's routes with their OpenAPI paths.
pub fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::base())
        .merge(system::routes())
        .merge(prefs::routes())
        .merge(content::routes())
        .merge(catalog::routes())
        .merge(crate::search::routes())
        .merge(identity::routes())
        .merge(portal_login::routes())
        .merge(crate::lease::routes())
        .merge(crate::payment_methods::routes())
        .merge(crate::payments::routes())
        .merge(crate::catchup::routes())
        .merge(shopper_context::routes())
        .merge(client_log::routes())
        .merge(outbox::routes())
        .merge(crate::seo::routes())
}

pub fn router(state: AppState) -> Router {
    let (routes, _) = api_routes().split_for_parts();
    let request_id = HeaderName::from_static("x-request-id");
    routes
        .route("/api/openapi.json", get(openapi::openapi_json))
        // API prefixes answer a JSON 404; everything else is the web app.
        .fallback(web::serve)
        .layer(axum::middleware::map_response(crate::error::json_rejections))
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
                            // The path with secret query values redacted: never a token.
                            tracing::info_span!("request", method = %request.method(), uri = %loggable_uri(request.uri()), request_id = %id)
                        })
                        .on_response(DefaultOnResponse::new().level(Level::INFO)),
                )
                .layer(PropagateRequestIdLayer::new(request_id))
                .layer(CompressionLayer::new())
                .layer(TimeoutLayer::with_status_code(
                    StatusCode::REQUEST_TIMEOUT,
                    REQUEST_TIMEOUT,
                )),
        )
        .layer(crate::http::security_headers::layer(&state.config))
        .with_state(state)
}
