//! The outbox: messages are enqueued, then the dispatcher hands them to the senders — SMTP
//! to a tiny in-test mail server, SMS to a recording gateway — and marks what went out.

use std::sync::{Arc, Mutex};

use leasefront::clock::Clock;
use leasefront::outbox::model::{BoxFuture, Channel, SmsSender};
use leasefront::outbox::smtp::SmtpMailer;
use leasefront::outbox::OutboxDispatcher;
use leasefront::state::AppState;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

use crate::both_databases;
use crate::helpers::{enqueue, TestApp};

/// Accepts one SMTP session and returns the DATA it received.
async fn one_smtp_session(listener: TcpListener) -> String {
    let (socket, _) = listener.accept().await.unwrap();
    let (read, mut write) = socket.into_split();
    let mut lines = BufReader::new(read).lines();
    write.write_all(b"220 test ESMTP\r\n").await.unwrap();
    let mut data = String::new();
    let mut in_data = false;
    while let Ok(Some(line)) = lines.next_line().await {
        if in_data {
            if line == "." {
                in_data = false;
                write.write_all(b"250 queued\r\n").await.unwrap();
            } else {
                data.push_str(&line);
                data.push('\n');
            }
            continue;
        }
        let verb = line.split_whitespace().next().unwrap_or("").to_uppercase();
        let reply: &[u8] = match verb.as_str() {
            "EHLO" | "HELO" => b"250 test\r\n",
            "DATA" => {
                in_data = true;
                b"354 go ahead\r\n"
            }
            "QUIT" => {
                write.write_all(b"221 bye\r\n").await.unwrap();
                break;
            }
            _ => b"250 ok\r\n",
        };
        write.write_all(reply).await.unwrap();
    }
    data
}

fn with_smtp(app: &TestApp, port: u16) -> AppState {
    let mut state = app.state.clone();
    state.mail = Some(Arc::new(
        SmtpMailer::new(
            &format!("smtp://127.0.0.1:{port}"),
            "Northwind Lease <no-reply@localhost>",
        )
        .unwrap(),
    ));
    state
}

async fn emails_leave_through_smtp_and_sms_stays(app: &TestApp) {
    let pool = &app.state.db.pool;
    let now = app.clock.now_ms();
    enqueue(
        pool,
        Channel::Email,
        "ana@example.com",
        "Reset your password",
        "Open http://x/r",
        now,
    )
    .await
    .unwrap();
    enqueue(pool, Channel::Sms, "5125550142", "", "code 123456", now)
        .await
        .unwrap();

    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = tokio::spawn(one_smtp_session(listener));
    let dispatcher = OutboxDispatcher::from_state(&with_smtp(app, port)).expect("a sender");
    assert_eq!(dispatcher.send_batch().await.unwrap(), 1);
    drop(dispatcher);
    let data = tokio::time::timeout(std::time::Duration::from_secs(10), server)
        .await
        .unwrap()
        .unwrap();
    assert!(data.contains("Subject: Reset your password"), "{data}");
    assert!(data.contains("To: ana@example.com"), "{data}");
    assert!(data.contains("Open http://x/r"), "{data}");

    let unsent: Vec<(String,)> =
        sqlx::query_as("SELECT channel FROM outbox WHERE sent_at_ms IS NULL")
            .fetch_all(pool)
            .await
            .unwrap();
    assert_eq!(
        unsent,
        vec![("sms".to_owned(),)],
        "no SMS gateway: it stays"
    );
}
both_databases!(emails_leave_through_smtp_and_sms_stays);

async fn a_failed_send_is_kept_for_another_try(app: &TestApp) {
    let pool = &app.state.db.pool;
    enqueue(
        pool,
        Channel::Email,
        "ana@example.com",
        "Hi",
        "Body",
        app.clock.now_ms(),
    )
    .await
    .unwrap();
    // Nothing listens on this port.
    let closed = TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let dispatcher = OutboxDispatcher::from_state(&with_smtp(app, closed)).unwrap();
    assert_eq!(dispatcher.send_batch().await.unwrap(), 0);
    let (attempts, error, claimed): (i64, Option<String>, Option<i64>) =
        sqlx::query_as("SELECT attempts, last_error, claimed_at_ms FROM outbox")
            .fetch_one(pool)
            .await
            .unwrap();
    assert_eq!(attempts, 1);
    assert!(error.is_some());
    assert_eq!(claimed, None, "released for the next run");
}
both_databases!(a_failed_send_is_kept_for_another_try);

/// An SMS gateway that records what it was given.
#[derive(Default)]
struct RecordingGateway(Mutex<Vec<(String, String)>>);

impl SmsSender for RecordingGateway {
    fn send<'a>(&'a self, to: &'a str, text: &'a str) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            tokio::task::yield_now().await;
            self.0
                .lock()
                .unwrap()
                .push((to.to_owned(), text.to_owned()));
            Ok(())
        })
    }
}

async fn two_servers_deliver_each_message_once(app: &TestApp) {
    let pool = &app.state.db.pool;
    for i in 0..30 {
        enqueue(
            pool,
            Channel::Sms,
            &format!("51255501{i:02}"),
            "",
            &format!("code {i}"),
            app.clock.now_ms(),
        )
        .await
        .unwrap();
    }
    let gateway = Arc::new(RecordingGateway::default());
    let mut state = app.state.clone();
    state.sms = Some(gateway.clone());
    let first = OutboxDispatcher::from_state(&state).unwrap();
    let second = OutboxDispatcher::from_state(&state).unwrap();
    let (a, b) = tokio::join!(first.send_batch(), second.send_batch());
    let (a, b) = (a.unwrap(), b.unwrap());
    let (c, d) = tokio::join!(first.send_batch(), second.send_batch());
    let total = a + b + c.unwrap() + d.unwrap();
    assert_eq!(total, 30);
    let mut sent: Vec<String> = gateway
        .0
        .lock()
        .unwrap()
        .iter()
        .map(|(to, _)| to.clone())
        .collect();
    assert_eq!(sent.len(), 30);
    sent.sort();
    sent.dedup();
    assert_eq!(sent.len(), 30, "no message went out twice");
    let unsent: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE sent_at_ms IS NULL")
        .fetch_one(pool)
        .await
        .unwrap();
    assert_eq!(unsent, 0);
}
both_databases!(two_servers_deliver_each_message_once);
