//! The outbox sender speaks SMTP to a tiny in-test mail server and marks what it sent.

mod common;

use common::TestApp;
use leasefront::jobs::OutboxSender;
use leasefront::outbox::{self, Channel};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

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

async fn emails_leave_through_smtp_and_sms_stays(app: &TestApp) {
    let db = &app.state.db;
    outbox::enqueue(
        db,
        Channel::Email,
        "ana@example.com",
        "Reset your password",
        "Open http://x/r",
    )
    .await
    .unwrap();
    outbox::enqueue(db, Channel::Sms, "5125550142", "", "code 123456")
        .await
        .unwrap();

    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let server = tokio::spawn(one_smtp_session(listener));
    let sender = OutboxSender::new(
        db.clone(),
        &format!("smtp://127.0.0.1:{port}"),
        "Northwind Lease <no-reply@localhost>",
    )
    .unwrap();
    assert_eq!(sender.send_batch().await.unwrap(), 1);
    drop(sender);
    let data = tokio::time::timeout(std::time::Duration::from_secs(10), server)
        .await
        .unwrap()
        .unwrap();
    assert!(data.contains("Subject: Reset your password"), "{data}");
    assert!(data.contains("To: ana@example.com"), "{data}");
    assert!(data.contains("Open http://x/r"), "{data}");

    let unsent: Vec<(String,)> = sqlx::query_as("SELECT channel FROM outbox WHERE sent_at IS NULL")
        .fetch_all(&db.pool)
        .await
        .unwrap();
    assert_eq!(unsent, vec![("sms".to_owned(),)]);
}
both_databases!(emails_leave_through_smtp_and_sms_stays);

async fn a_failed_send_is_kept_for_another_try(app: &TestApp) {
    let db = &app.state.db;
    outbox::enqueue(db, Channel::Email, "ana@example.com", "Hi", "Body")
        .await
        .unwrap();
    // Nothing listens on this port.
    let closed = TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let sender = OutboxSender::new(
        db.clone(),
        &format!("smtp://127.0.0.1:{closed}"),
        "a@localhost",
    )
    .unwrap();
    assert_eq!(sender.send_batch().await.unwrap(), 0);
    let (attempts, error, claimed): (i64, Option<String>, Option<i64>) =
        sqlx::query_as("SELECT attempts, last_error, claimed_at FROM outbox")
            .fetch_one(&db.pool)
            .await
            .unwrap();
    assert_eq!(attempts, 1);
    assert!(error.is_some());
    assert_eq!(claimed, None, "released for the next run");
}
both_databases!(a_failed_send_is_kept_for_another_try);
