//! The outbox: mail survives a broken SMTP server (kept, retried with back-off, the error
//! recorded), and two workers never send one message twice.

use corrchess::{
    mail::{MailTransport, worker},
    store::outbox::{self, NewMail},
};
use time::OffsetDateTime;

use crate::support::{TestApp, db, smtp, test_config};

#[tokio::test]
async fn a_failing_smtp_server_delays_mail_and_loses_nothing() {
    // Nothing listens on this port.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let app =
        TestApp::spawn_with(|c| c.smtp_url = Some(format!("smtp://127.0.0.1:{port}").into())).await;
    app.unverified_user("ursula").await;
    let mut row = None;
    for _ in 0..200 {
        let r: (i32, Option<String>, Option<OffsetDateTime>, OffsetDateTime) =
            sqlx::query_as("SELECT attempts, last_error, sent_at, next_attempt_at FROM outbox")
                .fetch_one(&app.pool)
                .await
                .unwrap();
        if r.0 >= 1 {
            row = Some(r);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let (attempts, last_error, sent_at, next_attempt_at) = row.expect("a delivery attempt");
    assert_eq!(attempts, 1);
    assert!(last_error.is_some_and(|e| !e.is_empty()));
    assert!(sent_at.is_none(), "kept for a retry");
    assert!(
        next_attempt_at > OffsetDateTime::now_utc() + time::Duration::seconds(20),
        "backed off"
    );
}

#[tokio::test]
async fn two_workers_send_each_message_once() {
    let url = db::fresh_database().await;
    let config = test_config(&url);
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let to = format!("{}@example.org", crate::support::unique("twice"));
    for i in 0..30 {
        let mail = NewMail {
            kind: "test",
            to: to.clone(),
            subject: format!("message {i}"),
            text: "hello".into(),
            html: "<p>hello</p>".into(),
        };
        outbox::enqueue(&pool, &mail).await.unwrap();
    }
    let transport = MailTransport::from_config(&config).unwrap();
    let from = corrchess::mail::transport::parse_from(&config.mail_from).unwrap();
    let (a, b) = tokio::join!(
        worker::deliver_due(&pool, &transport, &from),
        worker::deliver_due(&pool, &transport, &from)
    );
    assert_eq!(a.unwrap() + b.unwrap(), 30);
    let mails = smtp().wait_for(&to, 30).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(smtp().mails_to(&to).len(), 30, "no duplicates");
    let mut subjects: Vec<String> = mails.into_iter().map(|m| m.subject).collect();
    subjects.sort();
    subjects.dedup();
    assert_eq!(subjects.len(), 30);
    assert_eq!(outbox::pending_count(&pool).await.unwrap(), 0);
}
