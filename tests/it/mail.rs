//! The outbox: mail survives a broken SMTP server (kept, retried, the error recorded),
//! and two workers never send one message twice.

use std::time::Duration;

use corrchess::{mail::worker, store::outbox};
use time::OffsetDateTime;

use crate::support::{
    TestApp, email_of, mail_queue::MailQueue, scripted_smtp::ScriptedSmtp, smtp,
    statements::StatementCounter,
};

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

/// The statement that claims a message to begin a delivery run.
const CLAIM: &str = "coalesce($1::timestamptz, now()) + make_interval(secs => $2)";

/// Queues `count` messages to a new address in one transaction (one `NOTIFY outbox`);
/// returns the address.
async fn queue_together(app: &TestApp, name: &str, count: usize) -> String {
    let to = email_of(&crate::support::unique(name));
    let mut tx = app.pool.begin().await.unwrap();
    for i in 0..count {
        let mail = outbox::NewMail {
            kind: "test",
            to: to.clone(),
            subject: format!("{name} {i}"),
            text: "hello".into(),
            html: "<p>hello</p>".into(),
            ..outbox::NewMail::default()
        };
        outbox::enqueue(&mut *tx, &mail).await.unwrap();
    }
    tx.commit().await.unwrap();
    to
}

/// The server's worker lets mail gather before a run: messages queued together go out in
/// one run, a statement each (the mark that claims the next) and one claim to begin;
/// once a delivery has worked, runs no longer look for mail a failing server held back.
#[tokio::test]
async fn mail_queued_together_goes_out_in_one_run() {
    // Only notifications begin runs here: an idle poll tick would claim too, and on a
    // loaded machine the window below can outlast the test poll interval.
    let app = TestApp::spawn_with(|c| c.mail_poll_interval = Duration::from_secs(600)).await;
    let first = queue_together(&app, "together-a", 2).await;
    smtp().wait_for(&first, 2).await;
    // A run that start-up began may leave a notification to answer: let it pass.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let counter = StatementCounter::new(&app.pool).await;
    let (_, ran) = counter
        .during(async {
            let to = queue_together(&app, "together-b", 6).await;
            smtp().wait_for(&to, 6).await;
        })
        .await;
    let calls = |needle: &str| -> i64 {
        ran.statements
            .iter()
            .filter(|(q, _)| q.contains(needle))
            .map(|(_, n)| n)
            .sum()
    };
    let claims = calls(CLAIM);
    assert_eq!(claims, 1, "one run:\n{}", ran.listing());
    assert_eq!(calls("WITH marked AS"), 6, "{}", ran.listing());
    assert_eq!(
        calls("early_retries = early_retries"),
        0,
        "{}",
        ran.listing()
    );
}

/// Mail queued one message at a time, as moves queue it (a notification each), gathers
/// for `MAIL_GATHER` and goes out in one run.
#[tokio::test]
async fn mail_queued_one_by_one_gathers_before_a_run() {
    let gather = Duration::from_secs(2);
    let app = TestApp::spawn_with(|c| {
        c.mail_gather = gather;
        // Only notifications begin runs: see `mail_queued_together_goes_out_in_one_run`.
        c.mail_poll_interval = Duration::from_secs(600);
    })
    .await;
    let first = queue_together(&app, "gather-warm", 1).await;
    smtp().wait_for(&first, 1).await;
    // A run that start-up began may leave a notification to answer: let it pass.
    tokio::time::sleep(gather + Duration::from_millis(300)).await;
    let counter = StatementCounter::new(&app.pool).await;
    let (_, ran) = counter
        .during(async {
            let mut each = Vec::new();
            for _ in 0..6 {
                each.push(queue_together(&app, "one-by-one", 1).await);
                tokio::time::sleep(Duration::from_millis(40)).await;
            }
            for to in &each {
                smtp().wait_for(to, 1).await;
            }
        })
        .await;
    let runs: i64 = ran
        .statements
        .iter()
        .filter(|(q, _)| q.contains(CLAIM))
        .map(|(_, n)| n)
        .sum();
    assert_eq!(runs, 1, "{}", ran.listing());
}

/// The tests' SMTP sink serves a session for every app at once: idle sessions that
/// other tests' apps keep open (lettre's pool holds one for a minute or two) must not
/// keep a new app's mail waiting (the `push::` tests' sign-up confirmations did not
/// come, now and then, in a full run).
#[tokio::test]
async fn idle_sessions_of_other_apps_do_not_hold_up_a_new_apps_mail() {
    use tokio::io::{AsyncBufReadExt, BufReader};
    let mut idle = Vec::new();
    for _ in 0..8 {
        let stream = tokio::net::TcpStream::connect(("127.0.0.1", smtp().port))
            .await
            .unwrap();
        let mut session = BufReader::new(stream);
        let mut greeting = String::new();
        tokio::time::timeout(Duration::from_secs(30), session.read_line(&mut greeting))
            .await
            .expect("the sink greets every session")
            .unwrap();
        assert!(greeting.starts_with("220"), "{greeting}");
        idle.push(session);
    }
    let app = TestApp::spawn().await;
    let (_, username) = app.verified_user("crowded").await;
    assert!(!smtp().mails_to(&email_of(&username)).is_empty());
    drop(idle);
}
