//! A browser's report of a Content-Security-Policy violation, read from either form browsers
//! send: the older `report-uri` body (`application/csp-report`, one `{"csp-report": {…}}`)
//! and the Reporting API's (`application/reports+json`, a list of reports of which those of
//! type `csp-violation` count). What is logged keeps only what says which rule was broken
//! and by what: URLs lose their query and fragment (a page's address may carry a sign-in
//! token), and every value is clipped and escaped, so a report cannot forge log lines.

use serde_json::Value;

use crate::http::redact::escape_control;

/// Largest report body read; a bigger one is refused before it is parsed.
pub const MAX_REPORT_BYTES: usize = 16 * 1024;
/// Most violations one request may log (the Reporting API batches them).
const MAX_VIOLATIONS: usize = 5;
/// Longest value kept of any field.
const MAX_FIELD_CHARS: usize = 200;

/// One violation, each field already fit for the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// The directive the browser enforced (`script-src-elem`, `img-src`, …).
    pub directive: String,
    /// What was blocked: `inline`, `eval`, or a URL without query and fragment.
    pub blocked: String,
    /// The page it happened on, without query and fragment.
    pub document: String,
    /// `enforce` or `report`.
    pub disposition: String,
    /// The script and line that did it, when the browser says.
    pub source: String,
}

/// The violations in a report body; None when the body is not a report in either form.
pub fn read_report(body: &[u8]) -> Option<Vec<Violation>> {
    let value: Value = serde_json::from_slice(body).ok()?;
    let violations: Vec<Violation> = match &value {
        Value::Object(map) => {
            let report = map.get("csp-report")?.as_object()?;
            vec![violation(report, LEGACY_FIELDS)]
        }
        Value::Array(reports) => reports
            .iter()
            .filter(|report| report.get("type").and_then(Value::as_str) == Some("csp-violation"))
            .filter_map(|report| report.get("body")?.as_object())
            .take(MAX_VIOLATIONS)
            .map(|body| violation(body, REPORTING_API_FIELDS))
            .collect(),
        _ => return None,
    };
    Some(violations)
}

/// The names each form gives the fields: directive, blocked, document, disposition, source
/// file, line.
struct Fields {
    directive: [&'static str; 2],
    blocked: &'static str,
    document: &'static str,
    disposition: &'static str,
    source: &'static str,
    line: &'static str,
}

const LEGACY_FIELDS: Fields = Fields {
    directive: ["effective-directive", "violated-directive"],
    blocked: "blocked-uri",
    document: "document-uri",
    disposition: "disposition",
    source: "source-file",
    line: "line-number",
};

const REPORTING_API_FIELDS: Fields = Fields {
    directive: ["effectiveDirective", "violatedDirective"],
    blocked: "blockedURL",
    document: "documentURL",
    disposition: "disposition",
    source: "sourceFile",
    line: "lineNumber",
};

fn violation(report: &serde_json::Map<String, Value>, fields: Fields) -> Violation {
    let text = |name: &str| report.get(name).and_then(Value::as_str).unwrap_or("");
    let directive = fields
        .directive
        .iter()
        .map(|name| text(name))
        .find(|value| !value.is_empty())
        .unwrap_or("");
    // The older form's directive may come with its sources (`script-src 'self'`).
    let directive = directive.split_whitespace().next().unwrap_or("");
    let line = report
        .get(fields.line)
        .and_then(Value::as_u64)
        .map(|line| format!(":{line}"))
        .unwrap_or_default();
    let source = without_query(text(fields.source));
    Violation {
        directive: fit(directive),
        blocked: fit(&without_query(text(fields.blocked))),
        document: fit(&without_query(text(fields.document))),
        disposition: fit(text(fields.disposition)),
        source: if source.is_empty() {
            String::new()
        } else {
            fit(&format!("{source}{line}"))
        },
    }
}

/// A URL up to its query or fragment; a keyword (`inline`, `eval`) as it is.
fn without_query(value: &str) -> String {
    value
        .split(['?', '#'])
        .next()
        .unwrap_or_default()
        .to_owned()
}

fn fit(value: &str) -> String {
    let clipped: String = value.chars().take(MAX_FIELD_CHARS).collect();
    escape_control(&clipped)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_older_form_is_read_and_its_urls_lose_their_query() {
        let body = br#"{"csp-report": {
            "document-uri": "https://shop.example/magic-link?token=secret123#x",
            "violated-directive": "script-src-elem 'self'",
            "effective-directive": "script-src-elem",
            "blocked-uri": "https://evil.example/x.js?k=v",
            "disposition": "enforce",
            "source-file": "https://shop.example/assets/index.js?v=1",
            "line-number": 12
        }}"#;
        let violations = read_report(body).unwrap();
        assert_eq!(
            violations,
            vec![Violation {
                directive: "script-src-elem".into(),
                blocked: "https://evil.example/x.js".into(),
                document: "https://shop.example/magic-link".into(),
                disposition: "enforce".into(),
                source: "https://shop.example/assets/index.js:12".into(),
            }]
        );
        assert!(!format!("{violations:?}").contains("secret123"));
    }

    #[test]
    fn the_reporting_api_form_keeps_csp_violations_only_and_at_most_five() {
        let one = r#"{"type": "csp-violation", "url": "https://shop.example/cart?token=t",
            "body": {"documentURL": "https://shop.example/cart?token=t", "blockedURL": "inline",
                     "effectiveDirective": "style-src-attr", "disposition": "report"}}"#;
        let other = r#"{"type": "deprecation", "body": {"id": "x"}}"#;
        let body = format!("[{other}, {}]", [one; 7].join(","));
        let violations = read_report(body.as_bytes()).unwrap();
        assert_eq!(violations.len(), 5);
        assert_eq!(violations[0].directive, "style-src-attr");
        assert_eq!(violations[0].blocked, "inline");
        assert_eq!(violations[0].document, "https://shop.example/cart");
        assert_eq!(violations[0].source, "");
    }

    #[test]
    fn anything_else_is_not_a_report_and_a_forged_line_is_escaped() {
        assert_eq!(read_report(b"not json"), None);
        assert_eq!(read_report(br#"{"something": 1}"#), None);
        assert_eq!(read_report(b"42"), None);
        let forged = br#"{"csp-report": {"blocked-uri": "inline\nINFO forged line"}}"#;
        let violations = read_report(forged).unwrap();
        assert!(!violations[0].blocked.contains('\n'), "{violations:?}");
        let long = format!(
            r#"{{"csp-report": {{"blocked-uri": "{}"}}}}"#,
            "a".repeat(5000)
        );
        assert_eq!(read_report(long.as_bytes()).unwrap()[0].blocked.len(), 200);
    }
}
