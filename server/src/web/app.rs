//! The built web app as the server keeps it: its folder, `index.html` with the configuration
//! injected, the shell rendered pages go into (its stylesheet inlined) and, when the app was
//! built with its server bundle, the server renderer. It holds nothing of the application
//! state, which holds it.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{Html, IntoResponse, Response};

use crate::sites::AppConfig;
use crate::ssr::assets::{inlinable_css, ChunkManifest};
use crate::ssr::engine::EngineLimits;
use crate::ssr::renderer::Renderer;

const NO_CACHE: &str = "no-cache";

const CONFIG_PLACEHOLDER: &str = "<!--app-config-->";

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
    pub fn load(dir: &Path, config: Option<&AppConfig>, render_budget: Duration) -> Self {
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

    /// The built app's folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn renderer(&self) -> Option<&Renderer> {
        self.renderer.as_deref()
    }

    /// The shell a rendered page goes into.
    pub fn render_shell(&self) -> &str {
        &self.render_shell
    }

    /// The app shell (`index.html` with the configuration), or a 503 page when the app is not
    /// built.
    pub fn index(&self) -> Response {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sites::Brand;

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
}
