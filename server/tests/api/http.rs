//! Every answer carries the security headers — a rendered page, the app shell, a 404 page, a
//! static file, API JSON, an API error, robots.txt, the sitemap, the demo outbox — with HSTS
//! in production only; and a query string axum cannot read answers the API's JSON error.

use crate::both_databases;
use crate::helpers::{TestApp, TestResponse, ORG};

const PRODUCTS: &str = "/mobify/proxy/api/product/shopper-products/v1/organizations";

/// The headers every answer must carry (HSTS aside).
fn assert_secured(what: &str, res: &TestResponse) {
    let csp = res.header("content-security-policy");
    let directive = |name: &str| {
        csp.split(';')
            .map(str::trim)
            .find(|d| d.split(' ').next() == Some(name))
            .unwrap_or_else(|| panic!("{what}: no {name} in {csp:?}"))
            .to_owned()
    };
    // No inline script, whatever else the policy allows.
    assert_eq!(directive("script-src"), "script-src 'self'", "{what}");
    assert_eq!(directive("default-src"), "default-src 'self'", "{what}");
    assert_eq!(directive("object-src"), "object-src 'none'", "{what}");
    assert_eq!(directive("base-uri"), "base-uri 'none'", "{what}");
    assert_eq!(directive("report-uri"), "report-uri /csp-report", "{what}");
    assert_eq!(directive("report-to"), "report-to csp", "{what}");
    assert_eq!(
        res.header("reporting-endpoints"),
        r#"csp="/csp-report""#,
        "{what}"
    );
    assert_eq!(directive("form-action"), "form-action 'self'", "{what}");
    assert_eq!(
        directive("frame-ancestors"),
        "frame-ancestors 'self'",
        "{what}"
    );
    assert_eq!(directive("connect-src"), "connect-src 'self'", "{what}");
    assert_eq!(directive("img-src"), "img-src 'self' data:", "{what}");
    assert_eq!(res.header("x-content-type-options"), "nosniff", "{what}");
    assert_eq!(res.header("x-frame-options"), "SAMEORIGIN", "{what}");
    assert_eq!(
        res.header("referrer-policy"),
        "strict-origin-when-cross-origin",
        "{what}"
    );
    let permissions = res.header("permissions-policy");
    for feature in [
        "geolocation=(self)",
        "camera=()",
        "microphone=()",
        "payment=()",
    ] {
        assert!(
            permissions.split(", ").any(|f| f == feature),
            "{what}: {feature} in {permissions:?}"
        );
    }
}

async fn rendered_pages_carry_the_headers(app: &TestApp) {
    let res = app.get("/").await;
    assert_eq!(res.status, 200);
    assert!(res.text().contains("data-ssr"), "rendered: {}", res.text());
    assert_secured("a rendered page", &res);
    // Served again from the page cache: the same headers.
    assert_secured("a cached page", &app.get("/").await);
    let res = app.get("/no-such-page").await;
    assert_eq!(res.status, 404);
    assert_secured("the 404 page", &res);
    // The page's data blocks are not script the browser runs, so the policy allows them.
    let html = app.get("/es/").await.text();
    for script in html.split("<script").skip(1) {
        let tag = &script[..script.find('>').unwrap()];
        assert!(
            tag.contains(r#"type="application/json""#) || tag.contains(" src="),
            "an inline script the policy would block: <script{tag}>"
        );
    }
    // Development: no HSTS (plain HTTP on this machine).
    assert_eq!(res.header("strict-transport-security"), "");
}
both_databases!(
    rendered_pages_carry_the_headers,
    demo = true,
    tweak = crate::ssr::with_bundle
);

async fn every_kind_of_answer_carries_the_headers(app: &TestApp) {
    let cases = [
        ("/", 200, "text/html"),
        ("/dashboard", 200, "text/html"),
        ("/assets/index-abc123.js", 200, "text/javascript"),
        ("/assets/missing.js", 404, ""),
        ("/api/health", 200, "application/json"),
        ("/api/no-such-call", 404, "application/json"),
        ("/robots.txt", 200, "text/plain"),
        ("/sitemap.xml", 200, "application/xml"),
        ("/dev/outbox", 200, "text/html"),
    ];
    for (path, status, content_type) in cases {
        let res = app.get(path).await;
        assert_eq!(res.status, status, "{path}: {}", res.text());
        assert!(
            res.header("content-type").starts_with(content_type),
            "{path}: {}",
            res.header("content-type")
        );
        assert_secured(path, &res);
        assert_eq!(res.header("strict-transport-security"), "", "{path}");
    }
    // The outbox page styles itself and runs no script: nothing the policy would block.
    let outbox = app.get("/dev/outbox").await.text();
    assert!(!outbox.contains("<script"), "{outbox}");
    let handler = outbox.split(" on").skip(1).find(|rest| {
        let name_len = rest.chars().take_while(char::is_ascii_alphabetic).count();
        name_len > 0 && rest[name_len..].starts_with('=')
    });
    assert_eq!(handler, None, "an inline event handler in {outbox}");
}
both_databases!(every_kind_of_answer_carries_the_headers);

/// Production settings: behind TLS, never demo mode (with `demo = true` the demo's data is in
/// the database all the same).
pub fn production(settings: &mut leasefront::startup::Settings) {
    settings.development = false;
}

async fn production_answers_require_https(app: &TestApp) {
    for path in ["/", "/api/health", "/api/no-such-call", "/robots.txt"] {
        let res = app.get(path).await;
        assert_secured(path, &res);
        assert_eq!(
            res.header("strict-transport-security"),
            "max-age=31536000; includeSubDomains",
            "{path}"
        );
    }
}
// Production refuses demo mode: an empty database.
both_databases!(
    production_answers_require_https,
    demo = false,
    tweak = super::production
);

async fn a_query_string_axum_cannot_read_answers_json(app: &TestApp) {
    let cases = [
        (
            format!("{PRODUCTS}/{ORG}/products/sofas-001?siteId=northwind&allImages=maybe"),
            "allImages",
        ),
        ("/dev/outbox?page=abc".to_owned(), "page"),
    ];
    for (path, parameter) in cases {
        let res = app.get(&path).await;
        assert_eq!(res.status, 400, "{path}: {}", res.text());
        assert!(
            res.header("content-type").starts_with("application/json"),
            "{path}: {} {}",
            res.header("content-type"),
            res.text()
        );
        let body = res.json();
        assert_eq!(body["type"], "bad-request", "{body}");
        assert_eq!(body["title"], "Bad Request", "{body}");
        assert_eq!(body["parameter"], parameter, "{body}");
        let detail = body["detail"].as_str().unwrap();
        assert!(detail.contains(parameter), "{body}");
        assert_eq!(body["message"], detail, "{body}");
        assert_secured(&path, &res);
    }
    // A path segment that is not UTF-8 (axum's path rejection) is JSON too.
    let res = app.get("/images/catalog/%FF/0b6e4f.svg").await;
    assert_eq!(res.status, 400, "{}", res.text());
    assert!(res.header("content-type").starts_with("application/json"));
    assert_eq!(res.json()["type"], "bad-request");
    // The request id the server adds outside survives the rewrite.
    assert!(!res.header("x-request-id").is_empty());
}
both_databases!(a_query_string_axum_cannot_read_answers_json);

/// The policy with no third-party script configured (the demo): our own origin only.
const PLAIN_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; \
     connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; \
     frame-ancestors 'self'; report-uri /csp-report; report-to csp";

async fn configure(app: &TestApp, preference_id: &str, value: serde_json::Value) {
    crate::helpers::insert_preference(app, preference_id, &value.to_string()).await;
}

/// The Content-Security-Policy lists exactly the origins of the third-party scripts a site
/// configures — none in the demo — on every kind of answer, and follows a change within 5 s.
async fn the_policy_lists_exactly_the_configured_script_origins(app: &TestApp) {
    let paths = ["/", "/api/health", "/api/no-such-call", "/robots.txt"];
    for path in paths {
        let res = app.get(path).await;
        assert_eq!(
            res.header("content-security-policy"),
            PLAIN_POLICY,
            "{path}"
        );
    }

    configure(
        app,
        "heatmapScriptUrl",
        serde_json::json!("https://heat.example/h.js"),
    )
    .await;
    configure(
        app,
        "videoEmbedScriptUrl",
        serde_json::json!("https://video.example:8443/p.js"),
    )
    .await;
    // Not loadable, so not let through: plain HTTP, a same-site path ('self' has it), a chat
    // without its id, a feedback survey switched off.
    configure(
        app,
        "tagManagerScriptUrl",
        serde_json::json!("http://tags.example/t.js"),
    )
    .await;
    configure(
        app,
        "accessibilityScriptUrl",
        serde_json::json!("/overlay.js"),
    )
    .await;
    configure(
        app,
        "chatScriptUrl",
        serde_json::json!("https://chat.example/c.js"),
    )
    .await;
    configure(
        app,
        "medalliaFeedbackURL",
        serde_json::json!("https://survey.example/s.js"),
    )
    .await;
    configure(app, "enableMedalliaFeedback", serde_json::json!(false)).await;

    // The policy read a moment ago is still used...
    let res = app.get("/").await;
    assert_eq!(res.header("content-security-policy"), PLAIN_POLICY);
    // ...for at most 5 seconds.
    app.advance(std::time::Duration::from_secs(5));
    let configured = "default-src 'self'; \
        script-src 'self' https://heat.example https://video.example:8443; \
        style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; \
        connect-src 'self' https://heat.example https://video.example:8443; \
        object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'; \
        report-uri /csp-report; report-to csp; frame-src 'self' https://video.example:8443";
    for path in paths {
        let res = app.get(path).await;
        assert_eq!(res.header("content-security-policy"), configured, "{path}");
        assert_eq!(res.header("x-content-type-options"), "nosniff", "{path}");
    }

    // The chat gets its id: its origin is let through too.
    configure(app, "chatDeploymentId", serde_json::json!("deployment-7")).await;
    app.advance(std::time::Duration::from_secs(5));
    let csp = app
        .get("/")
        .await
        .header("content-security-policy")
        .to_owned();
    assert!(
        csp.contains("script-src 'self' https://chat.example https://heat.example https://video.example:8443;"),
        "{csp}"
    );
}
both_databases!(the_policy_lists_exactly_the_configured_script_origins);
