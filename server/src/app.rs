//! The one composition root: every feature's routes (each path written once, for both the
//! router and the OpenAPI document), the middleware, the SPA fallback, and the OpenAPI
//! document made from those routes.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use axum::extract::Request;
use axum::extract::State;
use axum::http::{HeaderName, StatusCode};
use axum::middleware::Next;
use axum::response::Response;
use axum::routing::get;
use axum::{Json, Router};
use tower::ServiceBuilder;
use tower_http::compression::CompressionLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;
use utoipa_axum::router::OpenApiRouter;

use crate::http::redact::loggable_uri;
use crate::http::security_headers;
use crate::http::REQUEST_TIMEOUT;
use crate::state::AppState;
use crate::{
    account_deletion, addresses, basket, catalog, catchup, checkout, client_log, content, geo,
    identity, leads, lease, marketplace, openapi, orders, outbox, payment_methods, payments,
    portal_login, preapproval, prefs, recs, search, seo, shopper_context, stores, system, web,
    wishlist,
};

/// Every feature's routes with their OpenAPI paths.
pub fn api_routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(openapi::base())
        .merge(system::routes())
        .merge(prefs::routes())
        .merge(content::routes())
        .merge(catalog::routes())
        .merge(search::routes())
        .merge(identity::routes())
        .merge(portal_login::routes())
        .merge(lease::routes())
        .merge(payment_methods::routes())
        .merge(payments::routes())
        .merge(catchup::routes())
        .merge(shopper_context::routes())
        .merge(client_log::routes())
        .merge(leads::routes())
        .merge(outbox::routes())
        .merge(seo::routes())
        .merge(geo::routes())
        .merge(marketplace::routes())
        .merge(stores::routes())
        .merge(preapproval::routes())
        .merge(basket::routes())
        .merge(wishlist::routes())
        .merge(checkout::routes())
        .merge(orders::routes())
        .merge(addresses::routes())
        .merge(account_deletion::routes())
        .merge(recs::routes())
}

pub fn router(state: AppState) -> Router {
    let (routes, _) = api_routes().split_for_parts();
    let request_id = HeaderName::from_static("x-request-id");
    let security_headers = security_headers_layer(&state);
    routes
        .route("/api/openapi.json", get(openapi_json))
        // API prefixes answer a JSON 404; everything else is the web app.
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
        .layer(security_headers)
        .with_state(state)
}

type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;

/// The security headers on every answer, with the policy for the scripts configured now.
fn security_headers_layer(
    state: &AppState,
) -> axum::middleware::FromFnLayer<
    impl Fn(Request, Next) -> BoxFuture<Response> + Clone + Send + Sync + 'static,
    (),
    (Request,),
> {
    let headers = Arc::new(security_headers::headers(&state.config));
    let policy = Arc::new(prefs::kept::KeptPolicy::default());
    let state = state.clone();
    axum::middleware::from_fn(move |request: Request, next: Next| {
        let (headers, policy, state) = (headers.clone(), policy.clone(), state.clone());
        let answer: BoxFuture<Response> = Box::pin(async move {
            let response = next.run(request).await;
            let csp = policy.current(&state.db, state.clock.now_ms()).await;
            security_headers::apply(&headers, csp, response)
        });
        answer
    })
}

/// The OpenAPI document of every route (`leasefront openapi`; the web app's TypeScript types
/// are generated from it by `make gen`).
pub fn openapi_document() -> serde_json::Value {
    let mut doc =
        serde_json::to_value(api_routes().into_openapi()).expect("the OpenAPI document is JSON");
    openapi::contract::complete(&mut doc);
    doc
}

/// The document with this deployment's organization, sites and locales as the values of the
/// shared parameters.
async fn openapi_json(
    State(state): State<AppState>,
) -> crate::error::AppResult<Json<serde_json::Value>> {
    let mut doc = openapi_document();
    let clients = match state.sites.the_organization() {
        Ok(organization) => {
            identity::operations::client_ids(&state.db.pool, &organization.id).await?
        }
        Err(_) => Vec::new(),
    };
    openapi::deployment::for_deployment(&mut doc, &state.sites, &clients);
    Ok(Json(doc))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_link_names_a_call_and_its_parameters() {
        let doc = openapi_document();
        let mut parameters_of = std::collections::HashMap::new();
        for item in doc["paths"].as_object().unwrap().values() {
            for operation in item.as_object().unwrap().values() {
                let names: Vec<String> = operation["parameters"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|p| p["name"].as_str().unwrap().to_owned())
                    .collect();
                parameters_of.insert(operation["operationId"].as_str().unwrap().to_owned(), names);
            }
        }
        for (from, _, to, parameters) in openapi::links::LINKS {
            assert!(parameters_of.contains_key(*from), "no call {from}");
            let names = parameters_of
                .get(*to)
                .unwrap_or_else(|| panic!("no call {to}"));
            for (name, _) in *parameters {
                assert!(names.iter().any(|n| n == name), "{to} takes no {name}");
            }
        }
    }
}
