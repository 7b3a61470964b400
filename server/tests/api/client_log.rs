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
