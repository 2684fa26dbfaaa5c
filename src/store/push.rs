//! Web Push: the browsers' subscriptions of each player, and the push outbox. A push is
//! queued in the transaction of the event that causes it, one row per subscription, and
//! delivered afterwards by `mail::push::worker` under a lease, like the mail outbox; a
//! delivered or given-up push is deleted.

use sqlx::PgExecutor;
use time::{Duration, OffsetDateTime};

use crate::domain::{UserId, push_subscription::PushSubscription};

/// The most browsers one account keeps subscribed: a new one beyond replaces the
/// oldest, so no account makes the server post each event to endless addresses.
pub const MAX_PER_USER: i64 = 10;

/// Failed attempts in a row after which a subscription is parked: no push is queued
/// for it or sent to it until its browser subscribes again (or a push in flight gets
/// through), so a dead or slow endpoint stops taking the worker's time.
pub const PARK_AFTER: i32 = 5;

/// Stores `subscription` for `user`, dropping their oldest beyond [`MAX_PER_USER`].
/// One row per account and endpoint: the same browser subscribed again by `user` (new
/// keys, or parked) gets the new keys, is re-armed and its history starts over; an
/// endpoint another account stored stays theirs, untouched (docs/design/push.md).
pub async fn subscribe(
    db: impl PgExecutor<'_>,
    user: UserId,
    subscription: &PushSubscription,
) -> sqlx::Result<()> {
    sqlx::query(
        "WITH saved AS (
             INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id, endpoint) DO UPDATE
             SET p256dh = $3, auth = $4, created_at = now(),
                 last_success_at = NULL, last_failure_at = NULL, last_error = NULL,
                 failures = 0, parked_at = NULL
             RETURNING id
         )
         DELETE FROM push_subscriptions
         WHERE user_id = $1 AND id NOT IN (SELECT id FROM saved)
           AND id NOT IN (SELECT id FROM push_subscriptions WHERE user_id = $1
                          ORDER BY created_at DESC, id DESC LIMIT $5 - 1)",
    )
    .bind(user)
    .bind(&subscription.endpoint)
    .bind(&subscription.p256dh)
    .bind(&subscription.auth)
    .bind(MAX_PER_USER)
    .execute(db)
    .await?;
    Ok(())
}

/// Removes `user`'s subscription at `endpoint`; whether there was one (another
/// account's is left alone).
pub async fn unsubscribe(
    db: impl PgExecutor<'_>,
    user: UserId,
    endpoint: &str,
) -> sqlx::Result<bool> {
    let done = sqlx::query("DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2")
        .bind(user)
        .bind(endpoint)
        .execute(db)
        .await?;
    Ok(done.rows_affected() > 0)
}

/// How many browsers `user` has subscribed, and how many of them are parked (the
/// settings page says so).
pub async fn count_for_user(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<(i64, i64)> {
    sqlx::query_as("SELECT count(*), count(parked_at) FROM push_subscriptions WHERE user_id = $1")
        .bind(user)
        .fetch_one(db)
        .await
}

/// How many subscriptions are parked, of all accounts (a metric).
pub async fn parked_count(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM push_subscriptions WHERE parked_at IS NOT NULL")
        .fetch_one(db)
        .await
}

/// Queues `payload` (the JSON the service worker shows) to every browser of `user` but
/// the parked ones, in the caller's transaction; how many pushes were queued (none
/// without a subscription).
pub async fn queue(
    db: impl PgExecutor<'_>,
    user: UserId,
    kind: &str,
    payload: &str,
) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "INSERT INTO push_outbox (subscription_id, kind, payload)
         SELECT id, $2, $3 FROM push_subscriptions WHERE user_id = $1 AND parked_at IS NULL",
    )
    .bind(user)
    .bind(kind)
    .bind(payload)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// A queued push claimed for delivery, with its subscription.
#[derive(Debug, sqlx::FromRow)]
pub struct QueuedPush {
    pub id: i64,
    pub kind: String,
    pub payload: String,
    pub attempts: i32,
    pub created_at: OffsetDateTime,
    /// The end of this claim's lease, also its token (see `store::outbox::QueuedMail`).
    pub locked_until: OffsetDateTime,
    pub subscription_id: i64,
    pub endpoint: String,
    /// The endpoint's host and port (the worker's cap per host counts by it).
    pub host: String,
    pub p256dh: Vec<u8>,
    pub auth: Vec<u8>,
}

/// Claims the oldest due push no live lease holds, for `lease`, of a subscription
/// that is not parked and whose host is not one of `busy_hosts` (those the worker
/// already sends as many pushes to as it may at once). One statement, committed at
/// once: no transaction stays open while the push service answers.
pub async fn claim_next(
    db: impl PgExecutor<'_>,
    lease: std::time::Duration,
    busy_hosts: &[String],
) -> sqlx::Result<Option<QueuedPush>> {
    sqlx::query_as(
        "UPDATE push_outbox o SET locked_until = now() + make_interval(secs => $1)
         FROM push_subscriptions s
         WHERE s.id = o.subscription_id AND o.id = (
             SELECT p.id FROM push_outbox p
             JOIN push_subscriptions ps ON ps.id = p.subscription_id
             WHERE p.next_attempt_at <= now()
               AND (p.locked_until IS NULL OR p.locked_until <= now())
               AND ps.parked_at IS NULL AND ps.host <> ALL($2)
             ORDER BY p.next_attempt_at, p.id
             LIMIT 1 FOR UPDATE OF p SKIP LOCKED)
         RETURNING o.id, o.kind, o.payload, o.attempts, o.created_at, o.locked_until,
                   s.id AS subscription_id, s.endpoint, s.host, s.p256dh, s.auth",
    )
    .bind(lease.as_secs_f64())
    .bind(busy_hosts)
    .fetch_optional(db)
    .await
}

/// The push service took the push: it is deleted, and the subscription notes the
/// success (its failures in a row start over, a parked one is re-armed: it works).
/// False: the lease was lost (another worker has the push).
pub async fn mark_delivered(db: impl PgExecutor<'_>, push: &QueuedPush) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "WITH gone AS (
             DELETE FROM push_outbox WHERE id = $1 AND locked_until = $2 RETURNING subscription_id
         ), noted AS (
             UPDATE push_subscriptions
             SET last_success_at = now(), last_error = NULL, failures = 0, parked_at = NULL
             WHERE id IN (SELECT subscription_id FROM gone)
         )
         SELECT EXISTS (SELECT 1 FROM gone)",
    )
    .bind(push.id)
    .bind(push.locked_until)
    .fetch_one(db)
    .await
}

/// How long a push is tried before it is given up: after a day the news is old (and
/// the push services drop what they hold longer than the TTL the push asked for).
pub const GIVE_UP_AFTER: Duration = Duration::days(1);

/// Back-off after the n-th failed attempt: 30 s doubling, at most an hour.
pub fn retry_delay(attempts: i32) -> Duration {
    let exponent = attempts.clamp(0, 10) as u32;
    Duration::seconds((30i64 << exponent).min(3600))
}

/// What [`mark_failed`] did.
#[derive(Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Failed {
    /// The push was deleted (refused for good, too old, or its subscription parked).
    pub given_up: bool,
    /// The subscription is parked now ([`PARK_AFTER`] failures in a row).
    pub parked: bool,
}

/// A push that failed: counted and pushed back by [`retry_delay`], or deleted when it
/// is older than [`GIVE_UP_AFTER`], `give_up` says so (the push service refused it
/// for good) or the subscription is parked; the subscription notes the failure and
/// counts it, parked at [`PARK_AFTER`] in a row.
pub async fn mark_failed(
    db: impl PgExecutor<'_>,
    push: &QueuedPush,
    error: &str,
    give_up: bool,
) -> sqlx::Result<Failed> {
    sqlx::query_as(
        "WITH noted AS (
             UPDATE push_subscriptions
             SET last_failure_at = now(), last_error = left($3, 500),
                 failures = failures + 1,
                 parked_at = CASE WHEN failures + 1 >= $8 THEN coalesce(parked_at, now())
                                  ELSE parked_at END
             WHERE id = $4
             RETURNING parked_at IS NOT NULL AS parked
         ), gone AS (
             DELETE FROM push_outbox
             WHERE id = $1 AND locked_until = $2
               AND ($5 OR created_at <= now() - make_interval(secs => $6)
                    OR coalesce((SELECT parked FROM noted), true))
             RETURNING id
         ), later AS (
             UPDATE push_outbox
             SET attempts = attempts + 1, last_error = left($3, 500), locked_until = NULL,
                 next_attempt_at = now() + make_interval(secs => $7)
             WHERE id = $1 AND locked_until = $2 AND NOT EXISTS (SELECT 1 FROM gone)
         )
         SELECT EXISTS (SELECT 1 FROM gone) AS given_up,
                coalesce((SELECT parked FROM noted), false) AS parked",
    )
    .bind(push.id)
    .bind(push.locked_until)
    .bind(error)
    .bind(push.subscription_id)
    .bind(give_up)
    .bind(GIVE_UP_AFTER.as_seconds_f64())
    .bind(retry_delay(push.attempts).as_seconds_f64())
    .bind(PARK_AFTER)
    .fetch_one(db)
    .await
}

/// Deletes the pushes still queued to a parked subscription (those in flight are
/// deleted when they fail); how many.
pub async fn drop_parked_pushes(db: impl PgExecutor<'_>, subscription: i64) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "DELETE FROM push_outbox o USING push_subscriptions s
         WHERE o.subscription_id = $1 AND s.id = o.subscription_id
           AND s.parked_at IS NOT NULL
           AND (o.locked_until IS NULL OR o.locked_until <= now())",
    )
    .bind(subscription)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// The push service says the subscription is gone (404 or 410): it is deleted, with
/// every push still queued to it.
pub async fn forget_subscription(db: impl PgExecutor<'_>, id: i64) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM push_subscriptions WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Pushes still to be delivered (tests).
pub async fn pending_count(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM push_outbox")
        .fetch_one(db)
        .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn back_off_doubles_to_an_hour() {
        assert_eq!(retry_delay(0), Duration::seconds(30));
        assert_eq!(retry_delay(2), Duration::seconds(120));
        assert_eq!(retry_delay(40), Duration::hours(1));
        assert_eq!(retry_delay(-1), Duration::seconds(30));
    }
}
