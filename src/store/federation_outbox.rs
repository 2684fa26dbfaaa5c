//! The queue of messages to peers (migration 0124): written inside the action's
//! transaction, delivered by the federation worker in order per peer.

use std::time::Duration;

use sqlx::{PgConnection, PgPool};

use crate::domain::federation::Envelope;

/// Queues `envelope` for its `to` host, in the caller's transaction.
pub async fn enqueue(conn: &mut PgConnection, envelope: &Envelope) -> sqlx::Result<()> {
    let body = serde_json::to_value(envelope).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query("INSERT INTO federation_outbox (peer, message_id, envelope) VALUES ($1, $2, $3)")
        .bind(envelope.to.as_str())
        .bind(&envelope.id)
        .bind(body)
        .execute(conn)
        .await?;
    Ok(())
}

/// The outcomes `corrchess_federation_deliveries_total` counts: taken (2xx), taken
/// before (409 duplicate), refused (another 4xx), tried again later (no answer, 5xx).
pub const OUTCOMES: [&str; 4] = ["delivered", "duplicate", "refused", "retry"];

/// A message claimed for delivery.
#[derive(Clone, Debug)]
pub struct Queued {
    pub seq: i64,
    pub peer: String,
    pub envelope: serde_json::Value,
    /// Attempts made before this one.
    pub attempts: i32,
}

/// Claims, for every peer, its oldest undelivered message when it is due and nobody
/// holds it, for `lease`: a later message never goes before an earlier one to the same
/// peer, and two workers never post one message at once.
pub async fn claim_heads(pool: &PgPool, lease: Duration) -> sqlx::Result<Vec<Queued>> {
    let rows: Vec<(i64, String, serde_json::Value, i32)> = sqlx::query_as(
        "UPDATE federation_outbox o SET leased_until = now() + make_interval(secs => $1)
          WHERE o.seq IN (SELECT DISTINCT ON (peer) seq FROM federation_outbox
                           WHERE delivered_at IS NULL ORDER BY peer, seq)
            AND o.delivered_at IS NULL
            AND o.next_attempt_at <= now()
            AND (o.leased_until IS NULL OR o.leased_until < now())
          RETURNING o.seq, o.peer, o.envelope, o.attempts",
    )
    .bind(lease.as_secs_f64())
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(seq, peer, envelope, attempts)| Queued {
            seq,
            peer,
            envelope,
            attempts,
        })
        .collect())
}

/// The peer answered (2xx, or 4xx when `refused`): the message is done, its answer kept.
pub async fn mark_delivered(
    pool: &PgPool,
    seq: i64,
    refused: bool,
    answer: &serde_json::Value,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE federation_outbox SET delivered_at = now(), refused = $2, answer = $3,
                attempts = attempts + 1, leased_until = NULL
          WHERE seq = $1",
    )
    .bind(seq)
    .bind(refused)
    .bind(answer)
    .execute(pool)
    .await?;
    Ok(())
}

/// The attempt failed (no answer, 5xx): try again after `wait`.
pub async fn retry_later(pool: &PgPool, seq: i64, wait: Duration, error: &str) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE federation_outbox SET attempts = attempts + 1, last_error = $3, leased_until = NULL,
                next_attempt_at = now() + make_interval(secs => $2)
          WHERE seq = $1",
    )
    .bind(seq)
    .bind(wait.as_secs_f64())
    .bind(error)
    .execute(pool)
    .await?;
    Ok(())
}

/// Messages not delivered yet (the metric `corrchess_federation_outbox_pending`).
pub async fn pending(pool: &PgPool) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM federation_outbox WHERE delivered_at IS NULL")
        .fetch_one(pool)
        .await
}
