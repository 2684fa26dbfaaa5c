//! The outbox worker: runs in every server process. It claims one due message at a time
//! with a lease (`FOR UPDATE SKIP LOCKED`, committed at once), hands it to SMTP and marks
//! it sent right after, claiming the next in that same short statement: a crash re-sends
//! at most the message in flight, and no two workers send one message while its lease holds. A server
//! that cannot be reached or fails pauses the whole queue instead of pushing every message
//! back; mail the server refused backs off on its own, unless the server refuses several
//! messages in a row (then it is failing, and the queue pauses). Wakes on `NOTIFY outbox`
//! or a short poll.

use std::time::Duration;

use futures_util::FutureExt;
use lettre::message::Mailbox;
use sqlx::{PgPool, postgres::PgListener};
use time::OffsetDateTime;

use super::{
    MailTransport,
    refusal_streak::{REFUSALS_IN_A_ROW, RefusalStreak},
    transport::SMTP_TIMEOUT,
};
use crate::{
    domain::account::mask_address,
    store::outbox::{self, Failure},
};

/// How long a claim holds a message. Longer than opening a session and handing the
/// message over may take together, so a live worker never loses the message it is
/// sending; after a crash the message in flight is free again after this long.
pub const LEASE: Duration = Duration::from_secs(300);
const _: () = assert!(LEASE.as_secs() > 2 * SMTP_TIMEOUT.as_secs());

/// What one delivery run did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Delivered {
    /// Messages the server accepted.
    pub sent: usize,
    /// The run stopped because the server could not be reached or failed; the rest of the
    /// queue is untouched.
    pub server_failed: bool,
}

/// Delivers everything due now (by the database's clock).
pub async fn deliver_due(
    pool: &PgPool,
    transport: &mut MailTransport,
    from: &Mailbox,
) -> anyhow::Result<Delivered> {
    deliver_due_at(pool, transport, from, None).await
}

/// Delivers everything due at `at` (`None`: the database's clock, shared by every
/// process). Tests pass a later instant to act as a worker starting after a lease ran out.
pub async fn deliver_due_at(
    pool: &PgPool,
    transport: &mut MailTransport,
    from: &Mailbox,
    at: Option<OffsetDateTime>,
) -> anyhow::Result<Delivered> {
    deliver(pool, transport, from, at, true).await
}

/// One delivery run. With `retry_held`, the first message delivered makes the mail a
/// failing server pushed back due again ([`outbox::retry_unavailable`]); the long-running
/// worker asks for that only while mail may be held, which spares a statement per run.
async fn deliver(
    pool: &PgPool,
    transport: &mut MailTransport,
    from: &Mailbox,
    at: Option<OffsetDateTime>,
    retry_held: bool,
) -> anyhow::Result<Delivered> {
    let mut run = Delivered::default();
    let mut session_checked = false;
    let mut refusals = RefusalStreak::default();
    let mut next = outbox::claim_next(pool, LEASE, at).await?;
    while let Some(mail) = next.take() {
        let to = mask_address(&mail.to_address);
        // The first message of a run opens the session on its own, so a server that
        // cannot be reached is told apart from one failing while it takes a message.
        let mut sent = match session_checked {
            true => Ok(()),
            false => transport.check().await,
        };
        if sent.is_ok() {
            session_checked = true;
            sent = transport.send(from, &mail).await;
        }
        match sent {
            Ok(()) => {
                let (ours, following) =
                    outbox::mark_sent_and_claim_next(pool, &mail, LEASE, at).await?;
                next = following;
                if !ours {
                    tracing::warn!(id = mail.id, %to, "mail sent after its lease ran out");
                }
                tracing::info!(id = mail.id, kind = %mail.kind, %to, "mail sent");
                run.sent += 1;
                metrics::counter!("corrchess_mail_sent_total").increment(1);
                refusals.delivered();
                if run.sent == 1 && retry_held {
                    let due = outbox::retry_unavailable(pool, at).await?;
                    if due > 0 {
                        tracing::info!(due, "the mail server works again; held mail is due");
                        if next.is_none() {
                            // The claim above ran before the held mail was due again.
                            next = outbox::claim_next(pool, LEASE, at).await?;
                        }
                    }
                }
            }
            Err(e) => {
                tracing::warn!(id = mail.id, %to, attempts = mail.attempts, "mail not delivered: {e}");
                let text = e.to_string();
                let mut server_failed = e.server_failed();
                let mut failure = e.failure();
                if failure == Some(Failure::Refused)
                    && let Some(earlier) = refusals.refused(mail.id)
                {
                    tracing::warn!(
                        "the mail server refused {REFUSALS_IN_A_ROW} messages in a row; \
                         treating it as failing"
                    );
                    outbox::refusals_were_unavailable(pool, &earlier).await?;
                    failure = Some(Failure::Unavailable);
                    server_failed = true;
                }
                let reason = failure.map_or("unknown", Failure::as_str);
                metrics::counter!("corrchess_mail_failed_total", "reason" => reason).increment(1);
                let ours = match failure {
                    Some(failure) => outbox::mark_failed(pool, &mail, failure, &text, at).await?,
                    None => outbox::release(pool, &mail, &text).await?,
                };
                if !ours {
                    tracing::warn!(id = mail.id, %to, "the lease ran out before the failure was noted");
                }
                if server_failed {
                    run.server_failed = true;
                    return Ok(run);
                }
                next = outbox::claim_next(pool, LEASE, at).await?;
            }
        }
    }
    Ok(run)
}

/// The pause after `failures` runs in a row found the server failing: 2 s doubling, at
/// most a minute. The whole queue waits, not each message.
pub fn pause_after(failures: u32) -> Duration {
    let seconds = 2u64 << failures.saturating_sub(1).min(5);
    Duration::from_secs(seconds.min(60))
}

/// Runs forever: deliver, then wait for a notification or the `poll` interval; after a
/// server failure, retry the queue after [`pause_after`]. After a notification it lets
/// mail `gather` (`MAIL_GATHER`, 20 ms by default) before the run: mail queued meanwhile
/// goes out in the same run, a statement each, where a run per message costs a claim
/// too; nobody reading mail notices 20 ms.
pub async fn run(
    pool: PgPool,
    mut transport: MailTransport,
    from: Mailbox,
    poll: Duration,
    gather: Duration,
) {
    let mut listener = match PgListener::connect_with(&pool).await {
        Ok(mut l) => match l.listen("outbox").await {
            Ok(()) => Some(l),
            Err(e) => {
                tracing::warn!("LISTEN outbox failed, polling only: {e:#}");
                None
            }
        },
        Err(e) => {
            tracing::warn!("mail listener connection failed, polling only: {e:#}");
            None
        }
    };
    let mut failures = 0;
    // Mail may be held (pushed back by a failing server) from before this process
    // started, or since a run here found the server failing; otherwise no run needs to
    // look for it. A held message another process pushed back waits for that process's
    // next delivery, or its own back-off.
    let mut held = true;
    loop {
        match deliver(&pool, &mut transport, &from, None, held).await {
            Ok(run) if run.server_failed => {
                held = true;
                failures = if run.sent > 0 { 1 } else { failures + 1 };
                let pause = pause_after(failures);
                tracing::warn!(
                    "mail server failing; retrying the queue in {} s",
                    pause.as_secs()
                );
                tokio::time::sleep(pause).await;
                continue;
            }
            Ok(run) => {
                failures = 0;
                if run.sent > 0 {
                    held = false;
                }
            }
            Err(e) => tracing::error!("mail worker: {e:#}"),
        }
        match listener.as_mut() {
            Some(l) => {
                tokio::select! {
                    n = l.recv() => match n {
                        Ok(_) => tokio::time::sleep(gather).await,
                        Err(e) => {
                            tracing::warn!("mail listener: {e:#}");
                            tokio::time::sleep(poll).await;
                        }
                    },
                    _ = tokio::time::sleep(poll) => {}
                }
                // One run delivers everything due: the notifications that queued up
                // meanwhile (one per queued mail) need no run each.
                drain(l);
            }
            None => tokio::time::sleep(poll).await,
        }
    }
}

/// Takes every notification already received, in the listener's buffer or waiting on
/// its socket, without waiting for more. A connection error is left for the next
/// `recv`, which reconnects.
fn drain(listener: &mut PgListener) {
    loop {
        while listener.next_buffered().is_some() {}
        match listener.recv().now_or_never() {
            Some(Ok(_)) => {}
            Some(Err(e)) => {
                tracing::warn!("mail listener: {e:#}");
                return;
            }
            None => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_queue_pauses_two_seconds_doubling_to_a_minute() {
        let pauses: Vec<u64> = (1..=7).map(|n| pause_after(n).as_secs()).collect();
        assert_eq!(pauses, [2, 4, 8, 16, 32, 60, 60]);
        assert_eq!(pause_after(0).as_secs(), 2);
        assert_eq!(pause_after(u32::MAX).as_secs(), 60);
    }
}
