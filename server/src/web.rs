//! Serves the built web app: hashed assets cached forever; page URLs rendered on the server
//! when the app has a server bundle (`ssr`), else the plain `index.html` (never cached,
//! carrying the app configuration), which the browser renders itself.

use std::path::{Path, PathBuf};

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::Router;
use tower::ServiceExt;
use tower_http::services::ServeDir;

use std::sync::Arc;
use std::time::Duration;

use crate::error::AppError;
use crate::sites::AppConfig;
use crate::ssr::assets::{inlinable_css, ChunkManifest};
use crate::ssr::engine::EngineLimits;
use crate::ssr::{self, Renderer};
use crate::state::AppState;

const CONFIG_PLACEHOLDER: &str = "<!--app-config-->";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const NO_CACHE: &str = "no-cache";
/// The service worker, at the root so that it serves every page (its scope is `/`). Never
/// cached like the other files outside `/assets/`: the browser checks it on every visit, and a
/// deploy's new worker is what replaces the old one and its caches.
const SERVICE_WORKER: &str = "/sw.js";
/// The server bundle inside the built app folder.
pub const SERVER_BUNDLE: &str = "server/entry-server.js";

#[derive(Debug, Clone)]
pub struct WebApp {
    dir: PathBuf,
    /// index.html with the configuration injected; None when the app isn't built. Bytes, so
    /// each request shares it instead of copying the page.
    index_html: Option<Bytes>,
    /// Present when the app was built with its server bundle.
    renderer: Option<Arc<Renderer>>,
    /// The shell rendered pages go into: `index_html` with its stylesheet inlined, so the
    /// server's HTML paints without waiting for another request.
    render_shell: String,
}

impl WebApp {
    /// `data_routes` gives the routes a server render answers its queries with; it is called
    /// only when the app has a server bundle.
    pub fn load(
        dir: &Path,
        config: Option<&AppConfig>,
        render_budget: Duration,
        data_routes: impl FnOnce() -> Router<AppState>,
    ) -> Self {
        let index_html = std::fs::read_to_string(dir.join("index.html"))
            .ok()
            .map(|html| Bytes::from(inject_config(&html, config)));
        if index_html.is_none() {
            tracing::warn!(dir = %dir.display(), "web app not built: no index.html");
        }
        let renderer =
            match (&index_html, config) {
                (Some(_), Some(config)) => std::fs::read_to_string(dir.join(SERVER_BUNDLE))
                    .ok()
                    .map(|bundle| {
                        let config = serde_json::to_value(config).unwrap_or_default();
                        Arc::new(Renderer::start(
                            bundle.into(),
                            config,
                            ChunkManifest::load(dir),
                            EngineLimits {
                                time_budget: render_budget,
                                ..EngineLimits::default()
                            },
                            data_routes(),
                        ))
                    }),
                _ => None,
            };
        if index_html.is_some() && renderer.is_none() {
            tracing::warn!(
                bundle = SERVER_BUNDLE,
                "no server bundle: pages are rendered in the browser only"
            );
        }
        let render_shell = index_html
            .as_ref()
            .map(|html| inline_stylesheets(std::str::from_utf8(html).unwrap_or_default(), dir))
            .unwrap_or_default();
        Self {
            dir: dir.to_owned(),
            index_html,
            renderer,
            render_shell,
        }
    }

    /// The page at `url`: rendered on the server when possible, else the app shell.
    async fn page(&self, state: &AppState, url: &str) -> Response {
        let Some(renderer) = &self.renderer else {
            return self.index();
        };
        match ssr::page(state, renderer, &self.render_shell, url).await {
            ssr::Page::Rendered(response) => response,
            ssr::Page::Shell(status) => {
                let mut response = self.index();
                if response.status().is_success() {
                    *response.status_mut() = status;
                }
                response
            }
        }
    }

    pub fn renderer(&self) -> Option<&Renderer> {
        self.renderer.as_deref()
    }

    /// The shell a rendered page goes into.
    pub fn render_shell(&self) -> &str {
        &self.render_shell
    }

    fn index(&self) -> Response {
        match &self.index_html {
            Some(html) => (
                [(header::CACHE_CONTROL, HeaderValue::from_static(NO_CACHE))],
                Html(html.clone()),
            )
                .into_response(),
            None => (
                StatusCode::SERVICE_UNAVAILABLE,
                Html("<!doctype html><title>Leasefront</title><p>The web app is not built. Run <code>make run</code>.</p>"),
            )
                .into_response(),
        }
    }
}

/// Puts the configuration into the page as a JSON data block (not executable script).
fn inject_config(html: &str, config: Option<&AppConfig>) -> String {
    let Some(config) = config else {
        return html.to_owned();
    };
    // `<` escaped so no value can close the script element.
    let json = serde_json::to_string(config)
        .unwrap_or_else(|_| "null".to_owned())
        .replace('<', "\\u003c");
    html.replace(
        CONFIG_PLACEHOLDER,
        &format!(r#"<script id="app-config" type="application/json">{json}</script>"#),
    )
}

/// Replaces the built app's stylesheet links (`/assets/*.css`) with the stylesheet itself. A
/// stylesheet that is missing, too big or could close the style element stays a link.
fn inline_stylesheets(html: &str, dir: &Path) -> String {
    let mut out = html.to_owned();
    let mut from = 0;
    while let Some(start) = out[from..]
        .find("<link rel=\"stylesheet\"")
        .map(|i| i + from)
    {
        let Some(len) = out[start..].find('>') else {
            break;
        };
        let end = start + len + 1;
        let tag = &out[start..end];
        let css = tag
            .split("href=\"/")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .and_then(|file| inlinable_css(dir, file));
        match css {
            Some(css) => {
                let style = format!("<style>{css}</style>");
                out.replace_range(start..end, &style);
                from = start + style.len();
            }
            None => from = end,
        }
    }
    out
}

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
        return state.web.page(&state, &url).await;
    }
    if !may_name_a_file(&path) {
        return state.web.page(&state, &url).await;
    }
    let served = ServeDir::new(&state.web.dir)
        .append_index_html_on_directories(false)
        .oneshot(request)
        .await;
    let Ok(response) = served;
    if response.status() == StatusCode::NOT_FOUND {
        // A missing asset must not come back as HTML: the browser would run it as script.
        if in_asset_folder(&path) || path == SERVICE_WORKER {
            return StatusCode::NOT_FOUND.into_response();
        }
        return state.web.page(&state, &url).await;
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
    use crate::sites::Brand;

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
    fn config_is_injected_and_cannot_close_the_script() {
        let config = AppConfig {
            organization_id: "o".into(),
            brand: Brand {
                name: "</script><script>alert(1)</script>".into(),
                short_name: "b".into(),
            },
            default_site_id: "s".into(),
            sites: vec![],
            development: false,
            web_client_id: None,
            links: Default::default(),
        };
        let html = inject_config("<head><!--app-config--></head>", Some(&config));
        assert!(html.starts_with(r#"<head><script id="app-config" type="application/json">{"#));
        assert_eq!(html.matches("</script>").count(), 1, "{html}");
        assert_eq!(
            inject_config("<head><!--app-config--></head>", None),
            "<head><!--app-config--></head>"
        );
    }

    #[test]
    fn stylesheets_are_inlined_unless_they_could_close_the_element() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("assets")).unwrap();
        std::fs::write(dir.path().join("assets/a.css"), "body{color:red}").unwrap();
        std::fs::write(dir.path().join("assets/b.css"), "x{}</style><script>").unwrap();
        let html = r#"<head><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" href="/assets/b.css"><link rel="stylesheet" href="/assets/missing.css"><link rel="stylesheet" href="/etc/passwd.css"></head>"#;
        assert_eq!(
            inline_stylesheets(html, dir.path()),
            r#"<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/b.css"><link rel="stylesheet" href="/assets/missing.css"><link rel="stylesheet" href="/etc/passwd.css"></head>"#
        );
    }

    #[test]
    fn api_prefixes_are_recognised() {
        assert!(is_api_path("/api/nope"));
        assert!(is_api_path("/mobify/proxy/api/x"));
        assert!(!is_api_path("/apply"));
        assert!(!is_api_path("/es-US/"));
    }
}
