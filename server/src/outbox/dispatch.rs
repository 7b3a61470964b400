//! Delivery: the dispatcher claims unsent messages of the channels it has a sender for (email,
//! SMS, leads for the CRM) and hands them to the senders; a failed one waits longer before each
//! new try. Any number of app servers may run it against one database (`jobs::outbox` runs it
//! every few seconds).

use std::sync::Arc;

use super::model::{Channel, CrmSender, MailSender, SmsSender};
use super::store;
use crate::clock::{seconds, Clock};
use crate::db::Db;
use crate::state::AppState;

const BATCH: i64 = 20;
const CLAIM_MS: i64 = seconds(120);

pub struct OutboxDispatcher {
    db: Db,
    clock: Arc<dyn Clock>,
    mail: Option<Arc<dyn MailSender>>,
    sms: Option<Arc<dyn SmsSender>>,
    crm: Option<Arc<dyn CrmSender>>,
    worker_id: String,
}

impl OutboxDispatcher {
    /// None when the state has no sender: the messages then stay in the outbox.
    pub fn from_state(state: &AppState) -> Option<Self> {
        (state.mail.is_some() || state.sms.is_some() || state.crm.is_some()).then(|| Self {
            db: state.db.clone(),
            clock: state.clock.clone(),
            mail: state.mail.clone(),
            sms: state.sms.clone(),
            crm: state.crm.clone(),
            worker_id: uuid::Uuid::new_v4().to_string(),
        })
    }

    /// Claims and sends one batch; returns how many went out.
    pub async fn send_batch(&self) -> anyhow::Result<usize> {
        let mut channels = Vec::new();
        if self.mail.is_some() {
            channels.push(Channel::Email);
        }
        if self.sms.is_some() {
            channels.push(Channel::Sms);
        }
        if self.crm.is_some() {
            channels.push(Channel::Crm);
        }
        let pool = &self.db.pool;
        let batch = store::claim(
            pool,
            &channels,
            &self.worker_id,
            BATCH,
            CLAIM_MS,
            self.clock.now_ms(),
        )
        .await?;
        let mut sent = 0;
        for message in batch {
            let outcome = match message.channel.as_str() {
                "email" => match &self.mail {
                    Some(mail) => {
                        mail.send(&message.recipient, &message.subject, &message.body)
                            .await
                    }
                    None => Err(anyhow::anyhow!("no mail sender")),
                },
                "sms" => match &self.sms {
                    Some(sms) => sms.send(&message.recipient, &message.body).await,
                    None => Err(anyhow::anyhow!("no SMS sender")),
                },
                "crm" => match &self.crm {
                    Some(crm) => crm.send(&message.id, &message.body).await,
                    None => Err(anyhow::anyhow!("no CRM sender")),
                },
                other => Err(anyhow::anyhow!("no sender for channel '{other}'")),
            };
            match outcome {
                Ok(()) => {
                    store::mark_sent(pool, &message.id, self.clock.now_ms()).await?;
                    sent += 1;
                }
                Err(e) => {
                    // The id only: the recipient and the body (codes, links) stay out of logs.
                    tracing::warn!(id = %message.id, attempt = message.attempts + 1, error = %e, "message not sent");
                    store::release_failed(
                        pool,
                        &message.id,
                        message.attempts + 1,
                        &e.to_string(),
                        self.clock.now_ms(),
                    )
                    .await?;
                }
            }
        }
        Ok(sent)
    }
}
