//! A worker killed while the SMTP server holds a message: every message is delivered,
//! each once, except at most the one that was in flight; another worker goes on with the
//! rest at once and never sends a message a live lease holds.

use corrchess::{
    mail::worker::{self, Delivered, LEASE},
    store::outbox::{self, Failure},
};
use time::OffsetDateTime;

use crate::support::{mail_queue::MailQueue, scripted_smtp::ScriptedSmtp};

#[tokio::test]
async fn a_crash_mid_batch_resends_at_most_the_message_in_flight() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    let to = queue.push("crash", 12).await;

    // The fifth message reaches the server, which then hangs before answering; the
    // worker is killed there, as by kill -9 (its task is dropped mid-send).
    server.stall_at(5);
    let (pool, mut transport, from) = (queue.pool.clone(), queue.transport(), queue.from.clone());
    let dying =
        tokio::spawn(async move { worker::deliver_due(&pool, &mut transport, &from).await });
    server.wait_until_stalled().await;
    dying.abort();
    assert!(dying.await.unwrap_err().is_cancelled());
    assert_eq!(server.inbox.mails_to(&to).len(), 5);

    // Each accepted message was marked sent at once; only the one in flight is leased.
    let rows = queue.rows().await;
    let now = OffsetDateTime::now_utc();
    for row in &rows[..4] {
        assert!(row.sent_at.is_some(), "{} marked sent", row.subject);
    }
    assert!(rows[4].sent_at.is_none());
    assert!(rows[4].locked_until.is_some_and(|t| t > now), "in flight");
    for row in &rows[5..] {
        assert_eq!(
            (row.sent_at, row.locked_until),
            (None, None),
            "{} untouched",
            row.subject
        );
    }

    // A new process at once sends the rest, but not the message the dead worker's lease
    // still holds.
    let mut transport = queue.transport();
    let early = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(
        early,
        Delivered {
            sent: 7,
            server_failed: false
        }
    );
    assert_eq!(outbox::pending_count(&queue.pool).await.unwrap(), 1);

    // Once the lease ran out, the message in flight goes again.
    let later = OffsetDateTime::now_utc() + LEASE + time::Duration::seconds(1);
    let run = worker::deliver_due_at(&queue.pool, &mut transport, &queue.from, Some(later))
        .await
        .unwrap();
    assert_eq!(run.sent, 1, "the one in flight");
    let mails = server.inbox.mails_to(&to);
    for i in 0..12 {
        let subject = format!("crash {i}");
        let copies = mails.iter().filter(|m| m.subject == subject).count();
        let expected = if i == 4 { 2 } else { 1 };
        assert_eq!(copies, expected, "{subject} delivered {copies} times");
    }
    assert_eq!(outbox::pending_count(&queue.pool).await.unwrap(), 0);
}

#[tokio::test]
async fn a_worker_that_lost_its_lease_changes_nothing() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    queue.push("contested", 1).await;

    // A stalls past its lease; B claims the message after the lease ran out.
    let now = OffsetDateTime::now_utc();
    let stale = outbox::claim_next(&queue.pool, LEASE, Some(now))
        .await
        .unwrap()
        .unwrap();
    let later = now + LEASE + time::Duration::seconds(1);
    let live = outbox::claim_next(&queue.pool, LEASE, Some(later))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(live.id, stale.id);
    let held = queue.row("contested 0").await;
    assert_eq!(held.locked_until, Some(live.locked_until));

    // Whatever A reports now leaves B's claim as it is.
    assert!(!outbox::release(&queue.pool, &stale, "late").await.unwrap());
    let failed = outbox::mark_failed(&queue.pool, &stale, Failure::Refused, "late", None);
    assert!(!failed.await.unwrap());
    assert!(!outbox::mark_sent(&queue.pool, &stale, None).await.unwrap());
    assert_eq!(queue.row("contested 0").await, held);

    // B's own report counts.
    assert!(outbox::mark_sent(&queue.pool, &live, None).await.unwrap());
    let done = queue.row("contested 0").await;
    assert!(done.sent_at.is_some());
    assert_eq!((done.attempts, done.locked_until), (1, None));
}

#[tokio::test]
async fn marking_a_message_sent_claims_the_next_in_the_same_statement() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    queue.push("pair", 2).await;
    let now = OffsetDateTime::now_utc();
    let first = outbox::claim_next(&queue.pool, LEASE, Some(now))
        .await
        .unwrap()
        .unwrap();

    // A worker past its lease marks nothing, and the message it would claim next is one
    // no live lease holds (here: the second; the first is another worker's now).
    let later = now + LEASE + time::Duration::seconds(1);
    let taken_over = outbox::claim_next(&queue.pool, LEASE, Some(later))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(taken_over.id, first.id);
    let (ours, next) = outbox::mark_sent_and_claim_next(&queue.pool, &first, LEASE, Some(later))
        .await
        .unwrap();
    assert!(!ours, "the lease was lost");
    let next = next.expect("the second message is due");
    assert_ne!(next.id, first.id);
    assert!(queue.row("pair 0").await.sent_at.is_none());

    // The live worker's mark counts; nothing is left to claim.
    let (ours, none) =
        outbox::mark_sent_and_claim_next(&queue.pool, &taken_over, LEASE, Some(later))
            .await
            .unwrap();
    assert!(ours);
    assert!(none.is_none(), "the only other message is leased");
    let done = queue.row("pair 0").await;
    assert!(done.sent_at.is_some());
    assert_eq!((done.attempts, done.locked_until), (1, None));
    let second = queue.row("pair 1").await;
    assert_eq!(second.locked_until, Some(next.locked_until));
}
