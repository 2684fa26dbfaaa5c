//! The outbox worker: runs in every server process, claims due mail with
//! `FOR UPDATE SKIP LOCKED` (so no message is sent twice), retries with back-off, never
//! drops a message, and wakes on `NOTIFY outbox` or a short poll.

use std::time::Duration;

use lettre::message::Mailbox;
use sqlx::{PgPool, postgres::PgListener};

use super::MailTransport;
use crate::{domain::account::mask_address, store::outbox};

const BATCH: i64 = 20;

/// Delivers everything due now; returns how many messages were sent.
pub async fn deliver_due(
    pool: &PgPool,
    transport: &MailTransport,
    from: &Mailbox,
) -> anyhow::Result<usize> {
    let mut sent = 0;
    loop {
        let mut tx = pool.begin().await?;
        let batch = outbox::claim_due(&mut tx, BATCH).await?;
        if batch.is_empty() {
            tx.commit().await?;
            return Ok(sent);
        }
        let claimed = batch.len();
        for mail in batch {
            match transport.send(from, &mail).await {
                Ok(()) => {
                    tracing::info!(id = mail.id, kind = %mail.kind, to = %mask_address(&mail.to_address), "mail sent");
                    outbox::mark_sent(&mut tx, mail.id).await?;
                    sent += 1;
                }
                Err(e) => {
                    tracing::warn!(id = mail.id, to = %mask_address(&mail.to_address), attempts = mail.attempts + 1, "mail delivery failed: {e:#}");
                    outbox::mark_failed(&mut tx, mail.id, mail.attempts, &format!("{e:#}")).await?;
                }
            }
        }
        tx.commit().await?;
        if claimed < BATCH as usize {
            return Ok(sent);
        }
    }
}

/// Runs forever: deliver, then wait for a notification or the poll interval.
pub async fn run(pool: PgPool, transport: MailTransport, from: Mailbox, poll: Duration) {
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
    loop {
        if let Err(e) = deliver_due(&pool, &transport, &from).await {
            tracing::error!("mail worker: {e:#}");
        }
        match listener.as_mut() {
            Some(l) => {
                tokio::select! {
                    n = l.recv() => if let Err(e) = n {
                        tracing::warn!("mail listener: {e:#}");
                        tokio::time::sleep(poll).await;
                    },
                    _ = tokio::time::sleep(poll) => {}
                }
            }
            None => tokio::time::sleep(poll).await,
        }
    }
}
