//! The outbox: mail survives a broken SMTP server (kept, retried, the error recorded),
//! and two workers never send one message twice.

use corrchess::{mail::worker, store::outbox};
use time::OffsetDateTime;

use crate::support::{TestApp, email_of, mail_queue::MailQueue, scripted_smtp::ScriptedSmtp, smtp};

#[tokio::test]
async fn a_failing_smtp_server_delays_mail_and_loses_nothing() {
    let server = ScriptedSmtp::start().await;
    server.stop();
    let app = TestApp::spawn_with(|c| c.smtp_url = Some(server.url().into())).await;
    let (_, username) = app.unverified_user("ursula").await;
    let mut row = None;
    for _ in 0..200 {
        let r: (i32, Option<String>, Option<OffsetDateTime>, OffsetDateTime) =
            sqlx::query_as("SELECT attempts, last_error, sent_at, next_attempt_at FROM outbox")
                .fetch_one(&app.pool)
                .await
                .unwrap();
        if r.1.is_some() {
            row = Some(r);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let (attempts, last_error, sent_at, next_attempt_at) = row.expect("a delivery attempt");
    assert_eq!(
        attempts, 0,
        "an unreachable server counts nothing against the message"
    );
    assert!(
        next_attempt_at <= OffsetDateTime::now_utc(),
        "not pushed back"
    );
    assert!(sent_at.is_none(), "kept for a retry");
    assert!(last_error.is_some_and(|e| e.contains("could not be reached")));

    server.resume().await;
    let mail = server
        .inbox
        .wait_for_subject(&email_of(&username), "confirm")
        .await;
    assert!(mail.link_starting_with(crate::support::BASE_URL).is_some());
}

#[tokio::test]
async fn two_workers_send_each_message_once() {
    let queue = MailQueue::new(&smtp().url()).await;
    let to = queue.push("twice", 30).await;
    let (mut ta, mut tb) = (queue.transport(), queue.transport());
    let (a, b) = tokio::join!(
        worker::deliver_due(&queue.pool, &mut ta, &queue.from),
        worker::deliver_due(&queue.pool, &mut tb, &queue.from)
    );
    assert_eq!(a.unwrap().sent + b.unwrap().sent, 30);
    let mails = smtp().wait_for(&to, 30).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(smtp().mails_to(&to).len(), 30, "no duplicates");
    let mut subjects: Vec<String> = mails.into_iter().map(|m| m.subject).collect();
    subjects.sort();
    subjects.dedup();
    assert_eq!(subjects.len(), 30);
    assert_eq!(outbox::pending_count(&queue.pool).await.unwrap(), 0);
}
