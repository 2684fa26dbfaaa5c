//! Mail is not tried for ever: a message that keeps failing for reasons of its own is
//! given up after a few days and kept for the operator; sent and given-up mail is deleted
//! by housekeeping after a while, since its bodies hold sign-in and reset links.

use corrchess::{
    jobs::housekeeping,
    mail::worker,
    store::outbox::{self, GIVE_UP_AFTER, KEEP_FOR},
};
use time::{Duration, OffsetDateTime};

use crate::support::{mail_queue::MailQueue, scripted_smtp::ScriptedSmtp};

/// Moves the message's `column` back by `age` (as if it happened that long ago).
async fn age(queue: &MailQueue, subject: &str, column: &'static str, age: Duration) {
    // `column` is one of this file's literals.
    let sql = format!(
        "UPDATE outbox SET {column} = now() - make_interval(secs => $2) WHERE subject = $1"
    );
    let done = sqlx::query(sqlx::AssertSqlSafe(sql))
        .bind(subject)
        .bind(age.as_seconds_f64())
        .execute(&queue.pool)
        .await
        .unwrap();
    assert_eq!(done.rows_affected(), 1, "{subject}");
}

#[tokio::test]
async fn mail_refused_for_days_is_given_up_and_kept() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    let old = queue.push("ancient", 1).await;
    let young = queue.push("young", 1).await;
    server.reject(&old);
    server.reject(&young);
    age(
        &queue,
        "ancient 0",
        "created_at",
        GIVE_UP_AFTER + Duration::hours(1),
    )
    .await;
    let mut transport = queue.transport();

    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!((run.sent, run.server_failed), (0, false));
    let ancient = queue.row("ancient 0").await;
    assert_eq!(ancient.attempts, 1);
    assert_eq!(ancient.failure.as_deref(), Some("refused"));
    assert!(
        ancient.given_up_at.is_some(),
        "refused after {GIVE_UP_AFTER}"
    );
    assert!(ancient.last_error.is_some_and(|e| e.contains("550")));
    assert_eq!(queue.row("young 0").await.given_up_at, None);
    assert_eq!(outbox::pending_count(&queue.pool).await.unwrap(), 1);
    assert_eq!(outbox::given_up_count(&queue.pool).await.unwrap(), 1);

    // Long after both back-offs ran out, only the young one is tried again.
    server.accept_all();
    let later = OffsetDateTime::now_utc() + Duration::hours(7);
    let run = worker::deliver_due_at(&queue.pool, &mut transport, &queue.from, Some(later))
        .await
        .unwrap();
    assert_eq!(run.sent, 1);
    assert_eq!(server.inbox.mails_to(&young).len(), 1);
    assert!(server.inbox.mails_to(&old).is_empty());
    let ancient = queue.row("ancient 0").await;
    assert_eq!(
        (ancient.attempts, ancient.sent_at),
        (1, None),
        "not tried again"
    );
}

#[tokio::test]
async fn housekeeping_deletes_mail_sent_or_given_up_long_ago_and_keeps_waiting_mail() {
    let queue = MailQueue::new("smtp://127.0.0.1:9").await;
    for name in [
        "old-sent",
        "new-sent",
        "old-given-up",
        "new-given-up",
        "old-waiting",
    ] {
        queue.push(name, 1).await;
    }
    let day = Duration::days(1);
    age(&queue, "old-sent 0", "sent_at", KEEP_FOR + day).await;
    age(&queue, "new-sent 0", "sent_at", KEEP_FOR - day).await;
    age(&queue, "old-given-up 0", "given_up_at", KEEP_FOR + day).await;
    age(&queue, "new-given-up 0", "given_up_at", KEEP_FOR - day).await;
    age(&queue, "old-waiting 0", "created_at", KEEP_FOR * 2).await;

    housekeeping::run(&queue.pool).await.unwrap();

    let left: Vec<String> = queue.rows().await.into_iter().map(|r| r.subject).collect();
    assert_eq!(left, ["new-sent 0", "new-given-up 0", "old-waiting 0"]);
}
