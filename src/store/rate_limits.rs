//! Fixed-window rate-limit counters in PostgreSQL, so every server process shares them.

use sqlx::PgExecutor;

use crate::config::RateLimit;

/// The metric that counts refusals by limit (`metrics` lists it with the others).
pub const REFUSALS_METRIC: &str = "corrchess_rate_limit_refusals_total";

/// Every limit, as the first part of its keys names it: the refusal metric's `limit`
/// label takes one of these (anything else counts as `other`, so no key can make new
/// series), and each is registered at zero when metrics start.
pub const LIMITS: [&str; 12] = [
    "api",
    "archive",
    "entry",
    "login",
    "mail_reply",
    "notify",
    "report",
    "resend",
    "reset",
    "reset-confirm",
    "signup",
    "other",
];

/// The `limit` label of a refusal on `key`.
pub fn limit_of(key: &str) -> &'static str {
    let first = key.split(':').next().unwrap_or("");
    LIMITS.into_iter().find(|l| *l == first).unwrap_or("other")
}

/// Counts one hit on `key`; `Err(seconds)` says how long until the window resets when
/// the limit is exceeded.
pub async fn hit(
    db: impl PgExecutor<'_>,
    key: &str,
    limit: RateLimit,
) -> sqlx::Result<Result<(), u64>> {
    if limit.max == u32::MAX {
        return Ok(Ok(()));
    }
    let window = i64::try_from(limit.window.as_secs()).unwrap_or(i64::MAX);
    let (hits, retry_after): (i32, f64) = sqlx::query_as(
        "INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN r.window_start + make_interval(secs => $2) <= now()
                         THEN 1 ELSE r.hits + 1 END,
             window_start = CASE WHEN r.window_start + make_interval(secs => $2) <= now()
                                 THEN now() ELSE r.window_start END
         RETURNING hits,
             extract(epoch FROM (window_start + make_interval(secs => $2) - now()))::float8",
    )
    .bind(key)
    .bind(window as f64)
    .fetch_one(db)
    .await?;
    if i64::from(hits) > i64::from(limit.max) {
        // Every limit's refusal passes here, whatever the way in (page, API, mail).
        metrics::counter!(REFUSALS_METRIC, "limit" => limit_of(key)).increment(1);
        Ok(Err(retry_after.ceil().max(1.0) as u64))
    } else {
        Ok(Ok(()))
    }
}

/// Takes back one hit on `key` (an attempt that turned out to be legitimate, such as a
/// login with the right password), so only failures use up a budget.
pub async fn refund(db: impl PgExecutor<'_>, key: &str) -> sqlx::Result<()> {
    sqlx::query("UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE key = $1")
        .bind(key)
        .execute(db)
        .await?;
    Ok(())
}

/// Forgets counters whose window ended long ago (housekeeping job).
pub async fn delete_stale(db: impl PgExecutor<'_>) -> sqlx::Result<u64> {
    let done = sqlx::query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'")
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
