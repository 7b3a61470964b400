//! The built-in mail sender: SMTP through lettre (`SMTP_URL`).

use std::time::Duration;

use lettre::message::{header::ContentType, Mailbox};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::model::{BoxFuture, MailSender};

pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl SmtpMailer {
    /// `smtp_url`: `smtp://user:pass@host:587?tls=required`, `smtps://...` or `smtp://host:25`.
    pub fn new(smtp_url: &str, from: &str) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(smtp_url)
            .map_err(|e| anyhow::anyhow!("invalid SMTP_URL: {e}"))?
            .timeout(Some(Duration::from_secs(20)))
            .build();
        Ok(Self {
            transport,
            from: from
                .parse()
                .map_err(|e| anyhow::anyhow!("invalid MAIL_FROM '{from}': {e}"))?,
        })
    }
}

impl MailSender for SmtpMailer {
    fn send<'a>(
        &'a self,
        to: &'a str,
        subject: &'a str,
        body: &'a str,
    ) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            let message = Message::builder()
                .from(self.from.clone())
                .to(to.parse()?)
                .subject(subject)
                .header(ContentType::TEXT_PLAIN)
                .body(body.to_owned())?;
            self.transport.send(message).await?;
            Ok(())
        })
    }
}
