//! Client log intake on both databases: checks its input, counts per customer, and never
//! lets a client forge a log line.

use serde_json::json;

use crate::both_databases;
use crate::helpers::{s, TestApp};
use crate::system::CapturedLog;

const URI: &str = "/mobify/proxy/api/custom/custom-logger/v1/organizations/f_ecom_northwind/logPOST?siteId=northwind&locale=en-US";

async fn the_client_logger_checks_its_input(app: &TestApp) {
    let tokens = app.guest_session().await;
    let access = s(&tokens["access_token"]);
    let post = |body: serde_json::Value| app.call("POST", URI).bearer(access).json(body).send();
    let anonymous = app
        .call("POST", URI)
        .json(json!({"level": "error", "message": "x"}))
        .send()
        .await;
    assert_eq!(anonymous.status, 401);
    assert_eq!(
        post(json!({"level": "shout", "message": "x"})).await.json()["parameter"],
        "level"
    );
    assert_eq!(
        post(json!({"level": "error", "message": ""})).await.status,
        400
    );
    let no_site = app
        .call("POST", &URI.replace("siteId=northwind&", ""))
        .bearer(access)
        .json(json!({"level": "info", "message": "x"}))
        .send()
        .await;
    assert_eq!(no_site.json()["parameter"], "siteId");
    for _ in 0..30 {
        assert_eq!(
            post(json!({"level": "error", "message": "Customer auth login failed: x"}))
                .await
                .status,
            204
        );
    }
    assert_eq!(
        post(json!({"level": "error", "message": "x"})).await.status,
        429
    );
}
both_databases!(the_client_logger_checks_its_input);

async fn client_messages_cannot_forge_log_lines(app: &TestApp) {
    let tokens = app.guest_session().await;
    let (log, _guard) = CapturedLog::start();
    let forged = "checkout failed\n2026-11-23T10:00:00Z  INFO leasefront: admin password changed";
    let res = app
        .call("POST", URI)
        .bearer(s(&tokens["access_token"]))
        .header("correlation-id", "c-1\tfake")
        .json(json!({"level": "warn", "message": forged}))
        .send()
        .await;
    assert_eq!(res.status, 204);
    let text = log.text();
    let line = text
        .lines()
        .find(|l| l.contains("checkout failed"))
        .unwrap_or_else(|| panic!("not logged: {text}"));
    assert!(line.contains("checkout failed\\n2026-11-23"), "{line}");
    assert!(
        !text.lines().any(|l| l.starts_with("2026-11-23T10:00:00Z")),
        "a forged line: {text}"
    );
    assert!(
        line.contains("correlation_id=") && !line.contains('\t'),
        "{line}"
    );
}
both_databases!(client_messages_cannot_forge_log_lines);

/// A browser's Content-Security-Policy report (either form) is logged as a warning with what
/// was blocked and where, never a page's query string; junk is a 400, a body over 16 kB a 413,
/// and an address sending more than 10 a minute is refused.
async fn csp_violation_reports_are_logged_without_secrets(app: &TestApp) {
    let (log, _guard) = CapturedLog::start();
    let legacy = json!({"csp-report": {
        "document-uri": "http://127.0.0.1:8080/magic-link?token=MAGIC-secret-1",
        "violated-directive": "script-src-elem",
        "blocked-uri": "https://evil.example/steal.js?c=1",
        "disposition": "enforce"
    }});
    let res = app
        .call("POST", "/csp-report")
        .raw("application/csp-report", &legacy.to_string())
        .send()
        .await;
    assert_eq!(res.status, 204, "{}", res.text());
    let reporting_api = json!([{"type": "csp-violation", "age": 1,
        "url": "http://127.0.0.1:8080/cart?token=T2",
        "body": {"documentURL": "http://127.0.0.1:8080/cart?token=T2", "blockedURL": "inline",
                 "effectiveDirective": "style-src-attr", "disposition": "enforce"}}]);
    let res = app
        .call("POST", "/csp-report")
        .raw("application/reports+json", &reporting_api.to_string())
        .send()
        .await;
    assert_eq!(res.status, 204, "{}", res.text());
    let text = log.text();
    let line = text
        .lines()
        .find(|l| l.contains("https://evil.example/steal.js"))
        .unwrap_or_else(|| panic!("not logged: {text}"));
    assert!(
        line.contains("WARN") && line.contains("script-src-elem"),
        "{line}"
    );
    assert!(line.contains("http://127.0.0.1:8080/magic-link"), "{line}");
    assert!(text.contains("style-src-attr"), "{text}");
    for secret in ["MAGIC-secret-1", "token=T2", "c=1"] {
        assert!(!text.contains(secret), "{secret} logged: {text}");
    }

    let post = |body: String| {
        app.call("POST", "/csp-report")
            .raw("application/csp-report", &body)
            .send()
    };
    assert_eq!(post("not a report".into()).await.status, 400);
    let big = json!({"csp-report": {"blocked-uri": "x".repeat(17 * 1024)}});
    assert_eq!(post(big.to_string()).await.status, 413);
    // Two counted above; eight more are taken, then the address is refused for the minute,
    // while another address still reports.
    for _ in 0..8 {
        assert_eq!(post(legacy.to_string()).await.status, 204);
    }
    let refused = post(legacy.to_string()).await;
    assert_eq!(refused.status, 429, "{}", refused.text());
    let elsewhere = app
        .call("POST", "/csp-report")
        .peer("203.0.113.9:5000")
        .raw("application/csp-report", &legacy.to_string())
        .send()
        .await;
    assert_eq!(elsewhere.status, 204);
    app.advance(std::time::Duration::from_secs(60));
    assert_eq!(post(legacy.to_string()).await.status, 204);
}
both_databases!(csp_violation_reports_are_logged_without_secrets);
