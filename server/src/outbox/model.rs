//! The outbox's types: channels, the messages' texts (in the customer's language), and the
//! outside services that deliver them — traits with built-in implementations (SMTP for
//! email; an SMS gateway plugs in through `SmsSender`, a CRM through `CrmSender`).

use std::future::Future;
use std::pin::Pin;

use serde::Serialize;
use sqlx::FromRow;

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Delivers an email (built in: `smtp::SmtpMailer`, when `SMTP_URL` is set).
pub trait MailSender: Send + Sync {
    fn send<'a>(
        &'a self,
        to: &'a str,
        subject: &'a str,
        body: &'a str,
    ) -> BoxFuture<'a, anyhow::Result<()>>;
}

/// Delivers a text message to a 10-digit US phone.
pub trait SmsSender: Send + Sync {
    fn send<'a>(&'a self, to: &'a str, text: &'a str) -> BoxFuture<'a, anyhow::Result<()>>;
}

/// Hands a lead to the CRM. Built in: none, so leads are stored only (they stay in the outbox
/// and in `leads export`); a provider plugs its CRM in here.
pub trait CrmSender: Send + Sync {
    /// `lead_id` is the lead's id (the CRM's external id); `payload_json` the lead as the
    /// forms' API took it.
    fn send<'a>(
        &'a self,
        lead_id: &'a str,
        payload_json: &'a str,
    ) -> BoxFuture<'a, anyhow::Result<()>>;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Email,
    Sms,
    /// A lead for the CRM: the row's id is the lead's, its body the lead's payload.
    Crm,
}

impl Channel {
    pub fn as_str(self) -> &'static str {
        match self {
            Channel::Email => "email",
            Channel::Sms => "sms",
            Channel::Crm => "crm",
        }
    }
}

#[derive(Debug, Serialize, FromRow)]
pub struct OutboxEntry {
    pub id: String,
    pub channel: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub created_at_ms: i64,
}

/// A message claimed for delivery.
#[derive(Debug, FromRow)]
pub struct PendingMessage {
    pub id: String,
    pub channel: String,
    pub recipient: String,
    pub subject: String,
    pub body: String,
    pub attempts: i64,
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

/// Escapes text for the demo page.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Makes escaped http(s) URLs clickable.
pub fn linkify(escaped: &str) -> String {
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
