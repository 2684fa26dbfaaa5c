//! The mail outbox: mail is queued in the same transaction as the event that causes it
//! and delivered afterwards by the worker, so no mail is lost and none blocks an action.

use sqlx::{PgConnection, PgExecutor};
use time::{Duration, OffsetDateTime};

/// A rendered message, ready to queue.
#[derive(Clone, Debug)]
pub struct NewMail {
    pub kind: &'static str,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// A queued message claimed for delivery.
#[derive(Debug, sqlx::FromRow)]
pub struct QueuedMail {
    pub id: i64,
    pub kind: String,
    pub to_address: String,
    pub subject: String,
    pub body_text: String,
    pub body_html: String,
    pub attempts: i32,
}

/// Queues a message (call inside the action's transaction).
pub async fn enqueue(db: impl PgExecutor<'_>, mail: &NewMail) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO outbox (kind, to_address, subject, body_text, body_html)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(mail.kind)
    .bind(&mail.to)
    .bind(&mail.subject)
    .bind(&mail.text)
    .bind(&mail.html)
    .execute(db)
    .await?;
    Ok(())
}

/// Claims due messages, locking them so no other worker sends them meanwhile.
pub async fn claim_due(tx: &mut PgConnection, batch: i64) -> sqlx::Result<Vec<QueuedMail>> {
    sqlx::query_as(
        "SELECT id, kind, to_address, subject, body_text, body_html, attempts
         FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT $1 FOR UPDATE SKIP LOCKED",
    )
    .bind(batch)
    .fetch_all(tx)
    .await
}

pub async fn mark_sent(tx: &mut PgConnection, id: i64) -> sqlx::Result<()> {
    sqlx::query("UPDATE outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1")
        .bind(id)
        .execute(tx)
        .await?;
    Ok(())
}

/// Back-off after the n-th failed attempt: 30 s doubling, at most 6 hours. Never gives up.
pub fn retry_delay(attempts: i32) -> Duration {
    let exponent = attempts.clamp(0, 20) as u32;
    let seconds = 30i64.saturating_mul(1i64 << exponent.min(20));
    Duration::seconds(seconds.min(6 * 3600))
}

pub async fn mark_failed(
    tx: &mut PgConnection,
    id: i64,
    attempts: i32,
    error: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1",
    )
    .bind(id)
    .bind(error)
    .bind(OffsetDateTime::now_utc() + retry_delay(attempts))
    .execute(tx)
    .await?;
    Ok(())
}

/// Messages not yet delivered (admin overview, tests).
pub async fn pending_count(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE sent_at IS NULL")
        .fetch_one(db)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_off_doubles_and_caps() {
        assert_eq!(retry_delay(0), Duration::seconds(30));
        assert_eq!(retry_delay(1), Duration::seconds(60));
        assert_eq!(retry_delay(3), Duration::seconds(240));
        assert_eq!(retry_delay(50), Duration::hours(6));
        assert!(retry_delay(-3) > Duration::ZERO);
    }
}
