//! What may reach a log line. Secrets travel in some query strings (reset and magic-link
//! tokens, subject tokens, refresh tokens, codes): the request span logs the path with their
//! values replaced. Text from clients is escaped so it can't forge log lines.

use axum::http::Uri;

/// Query parameters whose values are never logged.
const SECRET_PARAMETERS: &[&str] = &[
    "token",
    "subject_token",
    "refresh_token",
    "access_token",
    "id_token_hint",
    "code",
    "code_verifier",
    "pwd_action_token",
    "password",
    "new_password",
    "email",
    "state",
    "usid",
];

pub const REDACTED: &str = "[redacted]";

/// The path and query of `uri`, with the values of secret parameters redacted.
pub fn loggable_uri(uri: &Uri) -> String {
    let path = uri.path();
    let Some(query) = uri.query() else {
        return path.to_owned();
    };
    let mut out = form_urlencoded::Serializer::new(String::new());
    for (name, value) in form_urlencoded::parse(query.as_bytes()) {
        if SECRET_PARAMETERS.contains(&name.as_ref()) {
            out.append_pair(&name, REDACTED);
        } else {
            out.append_pair(&name, &value);
        }
    }
    format!("{path}?{}", out.finish())
}

/// Control characters (newlines, escape sequences) become visible escapes: a client's text
/// stays on its own log line.
pub fn escape_control(text: &str) -> String {
    text.chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secret_parameters_never_reach_the_log() {
        let uri: Uri = "/api/token-exchange?subject_token=eyJsecret&siteId=northwind"
            .parse()
            .unwrap();
        let logged = loggable_uri(&uri);
        assert_eq!(
            logged,
            "/api/token-exchange?subject_token=%5Bredacted%5D&siteId=northwind"
        );
        assert!(!logged.contains("eyJsecret"));
        let uri: Uri = "/es/magic-link?token=abc123&x=1".parse().unwrap();
        assert!(!loggable_uri(&uri).contains("abc123"));
        let uri: Uri = "/reset-password?token=t0k&email=a%40b.co".parse().unwrap();
        let logged = loggable_uri(&uri);
        assert!(
            !logged.contains("t0k") && !logged.contains("a%40b.co"),
            "{logged}"
        );
        assert_eq!(loggable_uri(&"/api/health".parse().unwrap()), "/api/health");
    }

    #[test]
    fn client_text_cannot_start_a_new_log_line() {
        let forged = "ok\n2026-11-23T00:00:00Z  INFO admin logged in\r\x1b[2J";
        let escaped = escape_control(forged);
        assert!(!escaped.contains('\n') && !escaped.contains('\r') && !escaped.contains('\x1b'));
        assert!(escaped.starts_with("ok\\n2026"), "{escaped}");
        assert_eq!(escape_control("Señor «ok»"), "Señor «ok»");
    }
}
