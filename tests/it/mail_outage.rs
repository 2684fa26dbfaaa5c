//! A server that cannot be reached or fails pauses the queue instead of pushing every
//! message back, and all waiting mail goes out as soon as a delivery works again; a
//! message the server refuses backs off alone.

use std::time::Duration;

use corrchess::{
    mail::{
        refusal_streak::REFUSALS_IN_A_ROW,
        worker::{self, Delivered},
    },
    store::outbox,
};
use time::OffsetDateTime;

use crate::support::{mail_queue::MailQueue, scripted_smtp::ScriptedSmtp};

const STOPPED: Delivered = Delivered {
    sent: 0,
    server_failed: true,
};

fn sent(n: usize) -> Delivered {
    Delivered {
        sent: n,
        server_failed: false,
    }
}

#[tokio::test]
async fn a_stopped_server_leaves_the_queue_alone_and_one_run_sends_it_all_when_back() {
    let server = ScriptedSmtp::start().await;
    server.stop();
    let queue = MailQueue::new(&server.url()).await;
    let to = queue.push("outage", 45).await;
    let mut transport = queue.transport();
    let before = queue.rows().await;

    for _ in 0..3 {
        let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
            .await
            .unwrap();
        assert_eq!(run, STOPPED);
    }
    let after = queue.rows().await;
    for (was, is) in before.iter().zip(&after) {
        assert_eq!(is.attempts, 0, "{}: no attempt counted", is.subject);
        assert_eq!(
            is.next_attempt_at, was.next_attempt_at,
            "{}: not pushed back",
            is.subject
        );
        assert_eq!(is.locked_until, None, "{}: released", is.subject);
    }
    assert!(
        after[0]
            .last_error
            .as_deref()
            .is_some_and(|e| e.contains("could not be reached")),
        "{:?}",
        after[0].last_error
    );

    server.resume().await;
    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, sent(45));
    assert_eq!(server.inbox.mails_to(&to).len(), 45);
}

#[tokio::test]
async fn a_server_that_never_greets_counts_nothing_against_the_mail() {
    let server = ScriptedSmtp::start().await;
    server.mute(true);
    let queue = MailQueue::new(&server.url()).await;
    let to = queue.push("silent", 3).await;
    let mut transport = queue.transport().with_timeout(Duration::from_millis(500));
    let before = queue.rows().await;

    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, STOPPED);
    let after = queue.rows().await;
    for (was, is) in before.iter().zip(&after) {
        assert_eq!(
            (is.attempts, is.next_attempt_at, is.locked_until),
            (0, was.next_attempt_at, None),
            "{} untouched",
            is.subject
        );
    }
    assert!(
        after[0]
            .last_error
            .as_deref()
            .is_some_and(|e| e.contains("no answer")),
        "{:?}",
        after[0].last_error
    );

    server.mute(false);
    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, sent(3));
    assert_eq!(server.inbox.mails_to(&to).len(), 3);
}

#[tokio::test]
async fn mail_held_back_by_a_failing_server_goes_out_as_soon_as_it_works_again() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    let first = queue.push("held", 1).await;
    let rest = queue.push("waiting", 3).await;
    server.hang_up_on(&first);
    let mut transport = queue.transport();

    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, STOPPED);
    let held = queue.row("held 0").await;
    assert_eq!(held.attempts, 1, "the server failed while taking it");
    assert_eq!(held.failure.as_deref(), Some("unavailable"));
    assert!(held.last_error.is_some_and(|e| e.contains("failed")));
    assert!(held.next_attempt_at > OffsetDateTime::now_utc() + time::Duration::seconds(20));
    for row in queue
        .rows()
        .await
        .iter()
        .filter(|r| r.subject.starts_with("waiting"))
    {
        assert_eq!(
            (row.attempts, row.locked_until, row.last_error.as_deref()),
            (0, None, None),
            "{} untouched",
            row.subject
        );
    }

    server.accept_all();
    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, sent(4), "no waiting out a back-off");
    assert_eq!(server.inbox.mails_to(&first).len(), 1);
    assert_eq!(server.inbox.mails_to(&rest).len(), 3);
    let held = queue.row("held 0").await;
    assert_eq!((held.attempts, held.failure), (2, None));
}

#[tokio::test]
async fn a_refused_message_backs_off_alone() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    let good = queue.push("before", 1).await;
    let bad = queue.push("refused", 1).await;
    let busy = queue.push("deferred", 1).await;
    let after = queue.push("after", 2).await;
    server.reject(&bad);
    server.defer(&busy);
    let mut transport = queue.transport();

    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, sent(3), "the others still go");
    let mut backed_off = Vec::new();
    for (subject, code) in [("refused 0", "550"), ("deferred 0", "451")] {
        let row = queue.row(subject).await;
        assert_eq!(row.attempts, 1, "{subject}");
        assert_eq!(row.failure.as_deref(), Some("refused"), "{subject}");
        assert!(
            row.last_error.as_deref().is_some_and(|e| e.contains(code)),
            "{subject}: {:?}",
            row.last_error
        );
        assert!(row.next_attempt_at > OffsetDateTime::now_utc() + time::Duration::seconds(20));
        backed_off.push(row.next_attempt_at);
    }

    // Later deliveries do not bring a refused message forward.
    queue.push("later", 1).await;
    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, sent(1));
    for (subject, until) in [("refused 0", backed_off[0]), ("deferred 0", backed_off[1])] {
        let row = queue.row(subject).await;
        assert_eq!(
            (row.attempts, row.next_attempt_at, row.sent_at),
            (1, until, None),
            "{subject}"
        );
    }
    assert_eq!(server.inbox.mails_to(&good).len(), 1);
    assert_eq!(server.inbox.mails_to(&after).len(), 2);
    assert!(server.inbox.mails_to(&bad).is_empty());
    assert!(server.inbox.mails_to(&busy).is_empty());
}

#[tokio::test]
async fn a_message_the_server_always_fails_on_is_not_retried_on_every_run() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    let mut transport = queue.transport();

    let mut delivered = 0;
    for run in 0..6 {
        let good = queue.push(&format!("fine{run}"), 1).await;
        if run == 0 {
            let bad = queue.push("poison", 1).await;
            server.hang_up_on(&bad);
        }
        let done = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
            .await
            .unwrap();
        delivered += done.sent;
        assert_eq!(server.inbox.mails_to(&good).len(), 1, "run {run}");
    }
    assert_eq!(delivered, 6, "the other mail always goes");
    let poison = queue.row("poison 0").await;
    assert_eq!(
        poison.attempts,
        1 + outbox::EARLY_RETRIES,
        "tried once, then early again only a bounded number of times"
    );
    assert_eq!(poison.failure.as_deref(), Some("unavailable"));
    assert!(poison.next_attempt_at > OffsetDateTime::now_utc() + time::Duration::seconds(20));

    // The next run that delivers leaves it to its own back-off.
    queue.push("fine-again", 1).await;
    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, sent(1));
    assert_eq!(queue.row("poison 0").await.attempts, poison.attempts);
}

#[tokio::test]
async fn a_server_refusing_every_message_pauses_the_queue_instead_of_backing_it_all_off() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    let to = queue.push("suspended", 10).await;
    server.refuse_everyone("554 5.7.1 account suspended\r\n");
    let mut transport = queue.transport();

    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(
        run, STOPPED,
        "three refusals in a row: the server is failing"
    );
    let rows = queue.rows().await;
    for row in &rows[..REFUSALS_IN_A_ROW] {
        assert_eq!(row.attempts, 1, "{}", row.subject);
        assert_eq!(
            row.failure.as_deref(),
            Some("unavailable"),
            "{}",
            row.subject
        );
        assert!(
            row.last_error.as_deref().is_some_and(|e| e.contains("554")),
            "{}: {:?}",
            row.subject,
            row.last_error
        );
    }
    for row in &rows[REFUSALS_IN_A_ROW..] {
        assert_eq!(
            (row.attempts, row.locked_until, row.last_error.as_deref()),
            (0, None, None),
            "{} untouched",
            row.subject
        );
    }

    server.accept_all();
    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(
        run,
        sent(10),
        "the refused ones need not wait out a back-off"
    );
    assert_eq!(server.inbox.mails_to(&to).len(), 10);
}

#[tokio::test]
async fn an_authentication_reply_is_the_servers_failure_at_once() {
    let server = ScriptedSmtp::start().await;
    let queue = MailQueue::new(&server.url()).await;
    let to = queue.push("locked-out", 4).await;
    server.refuse_everyone("530 5.7.0 authentication required\r\n");
    let mut transport = queue.transport();

    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, STOPPED);
    let rows = queue.rows().await;
    assert_eq!(
        (rows[0].attempts, rows[0].failure.as_deref()),
        (1, Some("unavailable"))
    );
    assert!(rows[1..].iter().all(|r| r.attempts == 0));

    server.accept_all();
    let run = worker::deliver_due(&queue.pool, &mut transport, &queue.from)
        .await
        .unwrap();
    assert_eq!(run, sent(4));
    assert_eq!(server.inbox.mails_to(&to).len(), 4);
}
