//! Email and SMS go through the outbox table. In demo mode `/dev/outbox` shows them, so a
//! developer can follow reset links and read one-time codes without a mail server.

use axum::extract::{Query, State};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::FromRow;

use crate::app::AppState;
use crate::db::Db;
use crate::error::{AppError, AppResult};

#[derive(Debug, Clone, Copy)]
pub enum Channel {
    Email,
    Sms,
}

impl Channel {
    fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
        }
    }
}

pub async fn enqueue(
    db: &Db,
    channel: Channel,
    recipient: &str,
    subject: &str,
    body: &str,
) -> AppResult<()> {
    sqlx::query(
        "INSERT INTO outbox (id, channel, recipient, subject, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(uuid::Uuid::new_v4().to_string())
    .bind(channel.as_str())
    .bind(recipient)
    .bind(subject)
    .bind(body)
    .bind(crate::identity::tokens::now_seconds() * 1000)
    .execute(&db.pool)
    .await?;
    Ok(())
}

pub struct Message {
    pub subject: String,
    pub body: String,
}

/// The password-reset email in the customer's language.
pub fn password_reset_email(
    locale: &str,
    brand: &str,
    first_name: &str,
    link: &str,
    minutes: i64,
) -> Message {
    if locale.starts_with("es") {
        Message {
            subject: format!("Restablezca su contraseña de {brand}"),
            body: format!(
                "Hola, {first_name}:\n\nRecibimos una solicitud para restablecer su contraseña. \
                 Abra este enlace para elegir una nueva (vence en {minutes} minutos):\n\n{link}\n\n\
                 Si usted no lo solicitó, ignore este mensaje: su contraseña no cambiará."
            ),
        }
    } else {
        Message {
            subject: format!("Reset your {brand} password"),
            body: format!(
                "Hi {first_name},\n\nWe received a request to reset your password. \
                 Open this link to choose a new one (it expires in {minutes} minutes):\n\n{link}\n\n\
                 If you didn't ask for this, ignore this message: your password won't change."
            ),
        }
    }
}

/// The sign-in code text message.
pub fn sms_code_text(locale: &str, brand: &str, code: &str, minutes: i64) -> String {
    if locale.starts_with("es") {
        format!("{brand}: su código de acceso es {code}. Vence en {minutes} minutos. No lo comparta con nadie.")
    } else {
        format!("{brand}: your sign-in code is {code}. It expires in {minutes} minutes. Don't share it with anyone.")
    }
}

/// The magic-link email.
pub fn magic_link_email(
    locale: &str,
    brand: &str,
    first_name: &str,
    link: &str,
    minutes: i64,
) -> Message {
    if locale.starts_with("es") {
        Message {
            subject: format!("Su enlace para iniciar sesión en {brand}"),
            body: format!(
                "Hola, {first_name}:\n\nAbra este enlace para iniciar sesión. Funciona una sola vez \
                 y vence en {minutes} minutos:\n\n{link}\n\nSi usted no lo pidió, ignore este mensaje."
            ),
        }
    } else {
        Message {
            subject: format!("Your {brand} sign-in link"),
            body: format!(
                "Hi {first_name},\n\nOpen this link to sign in. It works once and expires in \
                 {minutes} minutes:\n\n{link}\n\nIf you didn't ask for this, ignore this message."
            ),
        }
    }
}

pub fn routes() -> Router<AppState> {
    Router::new().route("/dev/outbox", get(show_outbox))
}

#[derive(Debug, Deserialize)]
pub struct OutboxQuery {
    page: Option<i64>,
    format: Option<String>,
    recipient: Option<String>,
}

#[derive(Debug, Serialize, FromRow)]
pub struct OutboxEntry {
    pub id: String,
    pub channel: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub created_at: i64,
}

const PAGE_SIZE: i64 = 25;

/// Newest first, 25 a page; `?recipient=` filters; `?format=json` for scripts and tests.
async fn show_outbox(
    State(state): State<AppState>,
    Query(query): Query<OutboxQuery>,
) -> AppResult<Response> {
    if !state.runtime.demo_mode {
        return Err(AppError::not_found(
            "The outbox is only shown in demo mode.",
        ));
    }
    let page = query.page.unwrap_or(1).max(1);
    let recipient = query.recipient.unwrap_or_default();
    let entries: Vec<OutboxEntry> = sqlx::query_as(
        "SELECT id, channel, recipient, subject, body, created_at FROM outbox \
         WHERE ($1 = '' OR recipient = $1) ORDER BY created_at DESC, id LIMIT $2 OFFSET $3",
    )
    .bind(&recipient)
    .bind(PAGE_SIZE)
    .bind((page - 1) * PAGE_SIZE)
    .fetch_all(&state.db.pool)
    .await?;
    if query.format.as_deref() == Some("json") {
        return Ok(Json(
            serde_json::json!({ "page": page, "pageSize": PAGE_SIZE, "messages": entries }),
        )
        .into_response());
    }
    let rows: String = entries
        .iter()
        .map(|e| {
            format!(
                "<article><h2>{}</h2><p><strong>{}</strong> to {}</p><pre>{}</pre></article>",
                escape(&e.subject),
                escape(&e.channel),
                escape(&e.recipient),
                linkify(&escape(&e.body))
            )
        })
        .collect();
    let next = if entries.len() as i64 == PAGE_SIZE {
        format!(
            "<a href=\"/dev/outbox?page={}\">Older messages</a>",
            page + 1
        )
    } else {
        String::new()
    };
    Ok(Html(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Outbox</title>\
         <style>body{{font-family:system-ui;max-width:48rem;margin:2rem auto;padding:0 1rem}}pre{{white-space:pre-wrap}}article{{border-bottom:1px solid #ddd}}</style>\
         </head><body><main><h1>Outbox (demo mode)</h1>{rows}{next}</main></body></html>"
    ))
    .into_response())
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Makes escaped http(s) URLs clickable.
fn linkify(escaped: &str) -> String {
    escaped
        .split_inclusive(char::is_whitespace)
        .map(|word| {
            let trimmed = word.trim_end();
            if trimmed.starts_with("http://") || trimmed.starts_with("https://") {
                format!(
                    "<a href=\"{trimmed}\">{trimmed}</a>{}",
                    &word[trimmed.len()..]
                )
            } else {
                word.to_owned()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reset_emails_speak_the_customer_language() {
        let en = password_reset_email("en-US", "Northwind Lease", "Ana", "http://x/r?t=1", 30);
        assert_eq!(en.subject, "Reset your Northwind Lease password");
        assert!(en.body.contains("http://x/r?t=1") && en.body.contains("30 minutes"));
        let es = password_reset_email("es-US", "Northwind Lease", "Ana", "http://x/r?t=1", 30);
        assert!(es.subject.starts_with("Restablezca"));
    }

    #[test]
    fn outbox_html_is_escaped_and_links_work() {
        assert_eq!(escape("<b>&"), "&lt;b&gt;&amp;");
        assert_eq!(
            linkify("go http://x/a?b=1&amp;c=2 now"),
            "go <a href=\"http://x/a?b=1&amp;c=2\">http://x/a?b=1&amp;c=2</a> now"
        );
    }
}
