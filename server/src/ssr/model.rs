//! What the server bundle answers, and how a rendered page goes into the app's `index.html`.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// `plan(url)`: what the page at a URL needs.
#[derive(Debug, Clone, Deserialize)]
pub struct Plan {
    pub status: u16,
    /// False for signed-in-only routes: they get the app shell, never server-rendered data.
    pub render: bool,
    #[serde(default)]
    pub requests: Vec<DataRequest>,
}

/// One query the page needs, answered in-process by our own router.
#[derive(Debug, Clone, Deserialize, Serialize)]
pub struct DataRequest {
    pub key: Value,
    pub path: String,
    #[serde(default)]
    pub headers: std::collections::BTreeMap<String, String>,
}

impl DataRequest {
    /// Only our data surfaces: never a page (which would render again) nor another host.
    pub fn is_allowed(&self) -> bool {
        let path = &self.path;
        path.starts_with('/')
            && !path.starts_with("//")
            && !path.contains('\\')
            && ["/mobify/", "/api/", "/static/"]
                .iter()
                .any(|prefix| path.starts_with(prefix))
    }
}

/// A query's answer. The body goes to the bundle as the JSON text the route answered (checked to
/// be JSON), not parsed and written out again: the bundle keeps what it parsed of an answer that
/// comes again unchanged (the shell's catalogue, menu and footer on every page).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct DataResponse {
    pub key: Value,
    pub status: u16,
    /// The JSON text of a 200 answer; None for any other status.
    pub body: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct RenderInput<'a> {
    pub url: &'a str,
    pub config: &'a Value,
    /// `scheme://host[:port]` of the public URL: canonical and alternate links are absolute.
    pub origin: &'a str,
    pub responses: &'a [DataResponse],
}

/// `render(input)`: the page (read from the object the bundle answers, `engine::rendered`).
#[derive(Debug, Clone, Deserialize)]
pub struct Rendered {
    pub html: String,
    #[serde(default)]
    pub head: String,
    /// The dehydrated query cache, as JSON text.
    #[serde(default)]
    pub state: String,
    pub status: u16,
    /// The page's language for `<html lang>`.
    #[serde(default)]
    pub lang: Option<String>,
    /// The page module's source path (`src/app/routes/home.tsx`): its chunks are preloaded.
    #[serde(default)]
    pub module: Option<String>,
    /// The route the page was rendered as (`/category/:categoryId`), written on `#root` as
    /// `data-ssr`: the client loads that route's page before hydrating without matching the URL again.
    #[serde(default)]
    pub route: Option<String>,
    /// What the render wrote to its console.
    #[serde(default)]
    pub logs: Vec<String>,
}

const ROOT: &str = r#"<div id="root"></div>"#;

/// Puts a render into the app shell: markup into `#root` (marked `data-ssr` so the client
/// hydrates), the head tags and `preloads` (the page's chunks) before `</head>` (replacing the
/// shell's generic title), the query cache as a JSON data block. None when the shell lacks the
/// root element.
pub fn assemble(shell: &str, page: &Rendered, preloads: &str) -> Option<String> {
    if !shell.contains(ROOT) {
        return None;
    }
    // A rendered page reads and works as links without its code, and a module script never
    // blocks the first paint: the page's code loads at low priority, after what the page shows
    // (its images). Only here: the shell of a page that is not rendered needs its code to show
    // anything, so it keeps the browser's priority.
    let mut html = low_priority_code(shell);
    let preloads = low_priority_code(preloads);
    if page.head.contains("<title") {
        if let (Some(start), Some(end)) = (html.find("<title>"), html.find("</title>")) {
            if start < end {
                html.replace_range(start..end + "</title>".len(), "");
            }
        }
    }
    if let Some(lang) = page.lang.as_deref().filter(|l| is_language_tag(l)) {
        if let Some(start) = html.find("<html lang=\"") {
            let from = start + "<html lang=\"".len();
            if let Some(len) = html[from..].find('"') {
                html.replace_range(from..from + len, lang);
            }
        }
    }
    if let Some(at) = html.find("</head>") {
        html.insert_str(at, &format!("{}{preloads}", page.head));
    }
    // `<` escaped so no value can close the script element (it only occurs inside strings).
    let state = if page.state.is_empty() {
        String::new()
    } else {
        format!(
            r#"<script id="ssr-state" type="application/json">{}</script>"#,
            page.state.replace('<', "\\u003c")
        )
    };
    let route = page
        .route
        .as_deref()
        .filter(|r| is_route_path(r))
        .map(|r| format!(r#"="{r}""#))
        .unwrap_or_default();
    Some(html.replacen(
        ROOT,
        &format!(
            r#"<div id="root" data-ssr{route}>{}</div>{state}"#,
            page.html
        ),
        1,
    ))
}

/// The app's script and module preloads fetched at low priority.
fn low_priority_code(html: &str) -> String {
    html.replace(
        r#"<script type="module" "#,
        r#"<script type="module" fetchpriority="low" "#,
    )
    .replace(
        r#"<link rel="modulepreload" "#,
        r#"<link rel="modulepreload" fetchpriority="low" "#,
    )
}

/// A route path of the app's table (`/`, `/product/:productId`, `*`): nothing to escape.
fn is_route_path(path: &str) -> bool {
    !path.is_empty()
        && path.len() <= 100
        && path
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | ':' | '*' | '-' | '_'))
}

fn is_language_tag(tag: &str) -> bool {
    !tag.is_empty() && tag.len() <= 35 && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHELL: &str = r#"<!doctype html><html lang="en-US"><head><title>Leasefront</title><script id="app-config" type="application/json">{}</script><link rel="modulepreload" crossorigin href="/assets/runtime.js"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>"#;

    fn page() -> Rendered {
        Rendered {
            html: "<h1>Hola</h1>".into(),
            head: "<title>Northwind Lease</title><meta name=\"description\" content=\"d\">".into(),
            state: r#"{"queries":[{"data":"</script><script>alert(1)</script>"}]}"#.into(),
            status: 200,
            lang: Some("es-US".into()),
            module: None,
            route: None,
            logs: vec![],
        }
    }

    #[test]
    fn the_render_goes_into_the_shell() {
        let preload = r#"<link rel="modulepreload" crossorigin href="/assets/home.js">"#;
        let html = assemble(SHELL, &page(), preload).unwrap();
        assert!(html.contains(r#"<html lang="es-US">"#), "{html}");
        assert!(html.contains(r#"<div id="root" data-ssr><h1>Hola</h1></div>"#));
        assert_eq!(html.matches("<title>").count(), 1);
        assert!(html.contains(
            "<title>Northwind Lease</title><meta name=\"description\" content=\"d\">\
             <link rel=\"modulepreload\" fetchpriority=\"low\" crossorigin href=\"/assets/home.js\"></head>"
        ));
        // The page's code loads after what it shows.
        assert!(
            html.contains(r#"<script type="module" fetchpriority="low" src="/assets/index.js">"#)
        );
        assert!(html.contains(
            r#"<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js">"#
        ));
        // The state cannot close its script element; the app's own scripts stay.
        assert_eq!(html.matches("</script>").count(), 3, "{html}");
        assert!(html.contains(r#"\u003c/script>\u003cscript>alert(1)\u003c/script>"#));
    }

    #[test]
    fn the_route_is_written_on_the_root_and_anything_else_is_left_out() {
        let mut rendered = page();
        rendered.route = Some("/product/:productId".into());
        assert!(assemble(SHELL, &rendered, "")
            .unwrap()
            .contains(r#"<div id="root" data-ssr="/product/:productId"><h1>Hola</h1>"#));
        rendered.route = Some("/x\"><script>".into());
        assert!(assemble(SHELL, &rendered, "")
            .unwrap()
            .contains(r#"<div id="root" data-ssr><h1>Hola</h1>"#));
    }

    #[test]
    fn a_bad_language_or_a_shell_without_root_is_refused() {
        let mut bad = page();
        bad.lang = Some("\"><script>".into());
        assert!(assemble(SHELL, &bad, "")
            .unwrap()
            .contains(r#"<html lang="en-US">"#));
        assert_eq!(assemble("<html><body></body></html>", &page(), ""), None);
    }

    #[test]
    fn data_requests_stay_on_our_data_surfaces() {
        let request = |path: &str| DataRequest {
            key: Value::Null,
            path: path.into(),
            headers: Default::default(),
        };
        assert!(request("/mobify/proxy/api/x?siteId=northwind").is_allowed());
        assert!(request("/static/translations/compiled/es-US.json").is_allowed());
        for bad in [
            "//evil.example/x",
            "/es/",
            "https://evil.example/api/",
            "/api\\..\\x",
            "/dashboard",
        ] {
            assert!(!request(bad).is_allowed(), "{bad}");
        }
    }
}
