//! Server rendering of public pages: the web app's server bundle (`web/dist/server/
//! entry-server.js`) runs in QuickJS inside this binary.
//!
//! For a page URL the bundle first answers a plan (status, whether the route may be rendered,
//! the queries it needs); the server answers those queries in-process through the API routes
//! the state keeps for it (`AppState::render_routes`: no HTTP hop, no cookies: never a visitor's private data), hands the answers to the bundle's
//! render, and puts the markup, head tags and dehydrated query cache into `index.html`. The
//! browser hydrates it. Anything that goes wrong — no bundle, busy engines, a script error, a
//! render over its time budget — answers the plain app shell, which still works, and logs why.

pub mod assets;
pub mod bench;
pub mod cache;
pub mod engine;
pub mod intl;
pub mod model;
pub mod renderer;

use axum::body::{Body, Bytes};
use axum::http::{header, HeaderValue, Request, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use tower::ServiceExt;

use crate::state::AppState;
use cache::{CachedPage, FRESH_MS};
use engine::{Answer, Call, EngineError};
use model::{DataResponse, Plan, RenderInput, Rendered};
use renderer::Renderer;

/// Rendered pages may be held by a CDN for a minute and served stale while it revalidates.
const PAGE_CACHE_CONTROL: &str = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/// Longer URLs are not rendered (nor cached): the shell is enough for them.
const MAX_URL_LEN: usize = 2048;
/// A query's answer larger than this is left to the client.
const MAX_DATA_BYTES: usize = 4 * 1024 * 1024;

/// Why a page went out as the plain shell.
#[derive(Debug, thiserror::Error)]
pub(crate) enum RenderFailure {
    #[error(transparent)]
    Engine(#[from] EngineError),
    #[error("the bundle answered something unreadable: {0}")]
    Answer(#[from] serde_json::Error),
    #[error("the app shell has no root element")]
    Shell,
    #[error("the bundle answered {0} where the other was expected")]
    Unexpected(&'static str),
}

/// What `web::serve` sends for a page URL.
pub enum Page {
    Rendered(Response),
    /// The plain app shell, with this status (404 when the bundle knows no such route).
    Shell(StatusCode),
}

/// Renders the page at `url` (path and query), from the cache when its data has not changed.
pub async fn page(state: &AppState, renderer: &Renderer, shell: &str, url: &str) -> Page {
    if url.len() > MAX_URL_LEN {
        return Page::Shell(StatusCode::OK);
    }
    let now = state.clock.now_ms();
    let version = renderer
        .cache
        .content_version(now, || async {
            crate::content::operations::content_version(&state.db.pool)
                .await
                .ok()
        })
        .await;
    if let Some(cached) = renderer.cache.get(url) {
        if now - cached.checked_at_ms < FRESH_MS && cached.content_version == version {
            return Page::Rendered(page_response(cached.status, cached.html.clone()));
        }
        if cached.content_version == version {
            // This request checks the data again; the ones arriving meanwhile are served the
            // page as it is instead of all asking for the same answers at once.
            renderer.cache.touch(url, now, version);
        }
        if let Some(responses) = answer(state, &cached.requests).await {
            if cache::data_hash(&responses) == cached.data_hash {
                renderer.cache.touch(url, now, version);
                return Page::Rendered(page_response(cached.status, cached.html.clone()));
            }
        }
        renderer.cache.remove(url);
    }
    match render(state, renderer, shell, url, now, version).await {
        Ok(page) => page,
        Err(failure) => {
            tracing::warn!(%failure, "server render failed: serving the app shell");
            Page::Shell(StatusCode::OK)
        }
    }
}

/// A page's render input: the plan's queries answered in-process.
pub(crate) struct Prepared {
    /// The JSON handed to the bundle's `render`.
    pub input: String,
    requests: Vec<model::DataRequest>,
    responses: Vec<DataResponse>,
}

/// Plans the page at `url` and answers its queries. `Err(status)` when the route is not
/// rendered on the server (signed-in pages; a route the bundle does not know).
pub(crate) async fn prepare(
    state: &AppState,
    renderer: &Renderer,
    url: &str,
) -> Result<Result<Prepared, StatusCode>, RenderFailure> {
    let input = serde_json::json!({ "url": url, "config": renderer.config }).to_string();
    let Answer::Text(plan) = renderer.pool.call(Call::Plan, input).await? else {
        return Err(RenderFailure::Unexpected("a page"));
    };
    let plan: Plan = serde_json::from_str(&plan)?;
    let status = StatusCode::from_u16(plan.status).unwrap_or(StatusCode::OK);
    if !plan.render {
        return Ok(Err(status));
    }
    let requests: Vec<_> = plan
        .requests
        .into_iter()
        .filter(|request| {
            let allowed = request.is_allowed();
            if !allowed {
                tracing::warn!(path = %request.path, "server render asked for a path it may not read");
            }
            allowed
        })
        .collect();
    // A query that cannot be answered is left empty: the client fetches it after hydration.
    let responses = answer(state, &requests).await.unwrap_or_default();
    let origin = state.config.public_origin();
    let input = serde_json::to_string(&RenderInput {
        url,
        config: &renderer.config,
        origin: &origin,
        responses: &responses,
    })?;
    Ok(Ok(Prepared {
        input,
        requests,
        responses,
    }))
}

/// The bundle's render of a prepared input.
pub(crate) async fn render_prepared(
    renderer: &Renderer,
    input: String,
) -> Result<Rendered, RenderFailure> {
    match renderer.pool.call(Call::Render, input).await? {
        Answer::Page(page) => Ok(page),
        Answer::Text(_) => Err(RenderFailure::Unexpected("text")),
    }
}

async fn render(
    state: &AppState,
    renderer: &Renderer,
    shell: &str,
    url: &str,
    now: i64,
    content_version: i64,
) -> Result<Page, RenderFailure> {
    let prepared = match prepare(state, renderer, url).await? {
        Ok(prepared) => prepared,
        Err(status) => return Ok(Page::Shell(status)),
    };
    let Prepared {
        input,
        requests,
        responses,
    } = prepared;
    let complete = responses.len() == requests.len() && responses.iter().all(|r| r.status == 200);
    let rendered = render_prepared(renderer, input).await?;
    for line in &rendered.logs {
        tracing::debug!(url, console = %crate::http::redact::escape_control(line), "server render console");
    }
    let preloads = rendered
        .module
        .as_deref()
        .map(|module| renderer.assets.preload_links(module))
        .unwrap_or_default();
    let html =
        Bytes::from(model::assemble(shell, &rendered, &preloads).ok_or(RenderFailure::Shell)?);
    // Only a page made from complete data is kept.
    if complete {
        renderer.cache.put(
            url,
            CachedPage {
                html: html.clone(),
                status: rendered.status,
                data_hash: cache::data_hash(&responses),
                requests,
                checked_at_ms: now,
                content_version,
            },
        );
    }
    Ok(Page::Rendered(page_response(rendered.status, html)))
}

/// The answer's text when it is one JSON value (checked without building it).
fn json_text(bytes: Vec<u8>) -> Option<String> {
    serde_json::from_slice::<serde::de::IgnoredAny>(&bytes).ok()?;
    String::from_utf8(bytes).ok()
}

fn page_response(status: u16, html: Bytes) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::OK);
    let cache = if status.is_success() {
        HeaderValue::from_static(PAGE_CACHE_CONTROL)
    } else {
        HeaderValue::from_static("no-cache")
    };
    (status, [(header::CACHE_CONTROL, cache)], Html(html)).into_response()
}

/// Answers the queries in-process, as an anonymous visitor would get them. None when the
/// router itself failed (it does not: handlers answer errors as responses).
async fn answer(state: &AppState, requests: &[model::DataRequest]) -> Option<Vec<DataResponse>> {
    let router = state
        .render_routes
        .as_ref()?
        .clone()
        .with_state(state.clone());
    let mut responses = Vec::with_capacity(requests.len());
    for request in requests {
        let mut builder = Request::get(&request.path).header(header::ACCEPT, "application/json");
        for (name, value) in &request.headers {
            // Only plain request parameters (e.g. `client_id`); never credentials.
            let lower = name.to_ascii_lowercase();
            if !matches!(lower.as_str(), "cookie" | "authorization" | "host")
                && !lower.starts_with("x-forwarded")
            {
                builder = builder.header(name.as_str(), value.as_str());
            }
        }
        let Ok(http_request) = builder.body(Body::empty()) else {
            responses.push(DataResponse {
                key: request.key.clone(),
                status: 400,
                body: None,
            });
            continue;
        };
        let response = router.clone().oneshot(http_request).await.ok()?;
        let status = response.status().as_u16();
        let body = if status == 200 {
            axum::body::to_bytes(response.into_body(), MAX_DATA_BYTES)
                .await
                .ok()
                .and_then(|bytes| json_text(bytes.into()))
        } else {
            None
        };
        responses.push(DataResponse {
            key: request.key.clone(),
            status: if status == 200 && body.is_none() {
                502
            } else {
                status
            },
            body,
        });
    }
    Some(responses)
}
