//! Serves the built web app: hashed assets cached forever; page URLs rendered on the server
//! when the app has a server bundle (`ssr`), else the plain `index.html` (never cached,
//! carrying the app configuration), which the browser renders itself.

pub mod app;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::ServeDir;

use crate::error::AppError;
use crate::ssr;
use crate::state::AppState;
use app::SERVER_BUNDLE;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const NO_CACHE: &str = "no-cache";
/// The service worker, at the root so that it serves every page (its scope is `/`). Never
/// cached like the other files outside `/assets/`: the browser checks it on every visit, and a
/// deploy's new worker is what replaces the old one and its caches.
const SERVICE_WORKER: &str = "/sw.js";
/// Whether the built app may hold a file at `path`: every file the build writes has an
/// extension, and the asset folders answer 404 for what they lack. A page URL goes straight to
/// the page: looking for it on disk took a thread of the blocking pool on every page.
fn may_name_a_file(path: &str) -> bool {
    if is_build_internal(path) {
        return false;
    }
    in_asset_folder(path)
        || path
            .rsplit('/')
            .next()
            .is_some_and(|last| last.contains('.'))
}

/// What the build writes for the server alone, never served as a file: the render bundle (the
/// whole app's server code) and the dot folders (the chunk manifest, the build's marker).
fn is_build_internal(path: &str) -> bool {
    let bundle_folder = SERVER_BUNDLE.split('/').next();
    path.split('/').nth(1) == bundle_folder
        || path.split('/').any(|segment| segment.starts_with('.'))
}

/// The built app's asset folders: what they lack is a 404, never the page.
fn in_asset_folder(path: &str) -> bool {
    path.starts_with("/assets/") || path.starts_with("/static/")
}

/// API prefixes answer JSON, never the SPA.
fn is_api_path(path: &str) -> bool {
    path == "/api"
        || path.starts_with("/api/")
        || path.starts_with("/mobify/")
        || path.starts_with("/idp/")
        || path.starts_with("/dev/")
}

/// The page at `url`: rendered on the server when possible, else the app shell.
async fn page(state: &AppState, url: &str) -> Response {
    let web = &state.web;
    let Some(renderer) = web.renderer() else {
        return web.index();
    };
    match ssr::page(state, renderer, web.render_shell(), url).await {
        ssr::Page::Rendered(response) => response,
        ssr::Page::Shell(status) => {
            let mut response = web.index();
            if response.status().is_success() {
                *response.status_mut() = status;
            }
            response
        }
    }
}

pub async fn serve(State(state): State<AppState>, request: Request) -> Response {
    let path = request.uri().path().to_owned();
    if is_api_path(&path) {
        return AppError::not_found(format!("No API at '{path}'.")).into_response();
    }
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return StatusCode::METHOD_NOT_ALLOWED.into_response();
    }
    let url = request
        .uri()
        .path_and_query()
        .map_or_else(|| path.clone(), |pq| pq.as_str().to_owned());
    if path == "/index.html" {
        let url = url.replacen("/index.html", "/", 1);
        return page(&state, &url).await;
    }
    if !may_name_a_file(&path) {
        return page(&state, &url).await;
    }
    let served = ServeDir::new(state.web.dir())
        .append_index_html_on_directories(false)
        .oneshot(request)
        .await;
    let Ok(response) = served;
    if response.status() == StatusCode::NOT_FOUND {
        // A missing asset must not come back as HTML: the browser would run it as script.
        if in_asset_folder(&path) || path == SERVICE_WORKER {
            return StatusCode::NOT_FOUND.into_response();
        }
        return page(&state, &url).await;
    }
    let mut response = response.map(Body::new);
    let cache = if path.starts_with("/assets/") {
        IMMUTABLE
    } else {
        NO_CACHE
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_with_an_extension_or_in_the_asset_folders_are_looked_for_on_disk() {
        for file in [
            "/sw.js",
            "/favicon.svg",
            "/offline/en-US.html",
            "/assets/x",
            "/static/y",
        ] {
            assert!(may_name_a_file(file), "{file}");
        }
        for page in [
            "/product/sofas-001",
            "/es-US/",
            "/category/furniture",
            "/search",
            "/",
        ] {
            assert!(!may_name_a_file(page), "{page}");
        }
    }

    #[test]
    fn the_render_bundle_and_the_build_manifest_are_never_looked_for_on_disk() {
        for internal in [
            "/server/entry-server.js",
            "/server",
            "/.vite/manifest.json",
            "/.built",
            "/assets/../.vite/manifest.json",
        ] {
            assert!(!may_name_a_file(internal), "{internal}");
        }
        for file in [
            "/serverless.js",
            "/assets/server-abc.js",
            "/offline/en-US.html",
        ] {
            assert!(may_name_a_file(file), "{file}");
        }
    }

    #[test]
    fn api_prefixes_are_recognised() {
        assert!(is_api_path("/api/nope"));
        assert!(is_api_path("/mobify/proxy/api/x"));
        assert!(!is_api_path("/apply"));
        assert!(!is_api_path("/es-US/"));
    }
}
