//! The mail outbox: mail is queued in the same transaction as the event that causes it
//! and delivered afterwards by the worker, so no mail is lost and none blocks an action.

use sqlx::PgExecutor;
use time::{Duration, OffsetDateTime};

/// RFC 3834's `Auto-Submitted` word of a mail: every mail the server sends is
/// automatic, so no well-behaved responder answers it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AutoSubmitted {
    /// A notification (`auto-generated`).
    #[default]
    Generated,
    /// An answer to a mail a player sent (`auto-replied`).
    Replied,
}

impl AutoSubmitted {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Generated => "auto-generated",
            Self::Replied => "auto-replied",
        }
    }
}

/// A rendered message, ready to queue.
#[derive(Clone, Debug, Default)]
pub struct NewMail {
    pub kind: &'static str,
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The key of the thread the mail belongs to: the first mail queued with a key
    /// takes it as its Message-ID, later ones refer to it.
    pub thread: Option<String>,
    /// The Reply-To address (replies that play a move).
    pub reply_to: Option<String>,
    /// The one-click unsubscribe link (List-Unsubscribe).
    pub unsubscribe: Option<String>,
    pub auto_submitted: AutoSubmitted,
}

/// The columns of a claimed message (`RETURNING` lists them).
macro_rules! queued_columns {
    () => {
        "id, kind, to_address, subject, body_text, body_html, attempts, locked_until,
         message_key, in_reply_to, reply_to, unsubscribe_url, auto_submitted"
    };
}

/// The statement that leases the oldest due message no live lease holds and returns
/// it, with the placeholders of the clock (`None`: the database's `now()`) and of the
/// lease in seconds: one text for a lone claim and for the claim after a sent message.
macro_rules! claim_statement {
    ($at:literal, $lease:literal) => {
        concat!(
            "UPDATE outbox
             SET locked_until = coalesce(",
            $at,
            "::timestamptz, now()) + make_interval(secs => ",
            $lease,
            ")
             WHERE id = (
                 SELECT id FROM outbox
                 WHERE sent_at IS NULL AND given_up_at IS NULL
                   AND next_attempt_at <= coalesce(",
            $at,
            "::timestamptz, now())
                   AND (locked_until IS NULL OR locked_until <= coalesce(",
            $at,
            "::timestamptz, now()))
                 ORDER BY next_attempt_at, id
                 LIMIT 1 FOR UPDATE SKIP LOCKED)
             RETURNING ",
            queued_columns!()
        )
    };
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
    /// The local part of its Message-ID, fixed when queued (`None` for mail queued
    /// before Message-IDs were stored: the transport makes one).
    pub message_key: Option<String>,
    /// The thread's root key this mail refers to (In-Reply-To, References).
    pub in_reply_to: Option<String>,
    pub reply_to: Option<String>,
    pub unsubscribe_url: Option<String>,
    pub auto_submitted: String,
    /// The end of this claim's lease, which is also its token: the updates that close a
    /// claim change the row only while it still holds this value, so a worker that stalled
    /// past its lease cannot undo the claim of the worker that took the message over.
    pub locked_until: OffsetDateTime,
}

/// Queues a message (call inside the action's transaction), in one statement: a mail
/// with a thread key that is the thread's first takes the key as its Message-ID and
/// records the thread; a later one refers to it. Every Message-ID is fixed here, so a
/// message sent again after a crash keeps it. Mail to an address nobody can receive
/// (see [`undeliverable`]: a deleted account's) is not queued at all.
pub async fn enqueue(db: impl PgExecutor<'_>, mail: &NewMail) -> sqlx::Result<()> {
    if undeliverable(&mail.to) {
        tracing::debug!(kind = mail.kind, "not queued: the address is no one's");
        return Ok(());
    }
    sqlx::query(
        "WITH first AS (
             INSERT INTO mail_threads (thread_key) SELECT $6 WHERE $6 IS NOT NULL
             ON CONFLICT DO NOTHING RETURNING thread_key
         )
         INSERT INTO outbox (kind, to_address, subject, body_text, body_html, message_key,
                             in_reply_to, reply_to, unsubscribe_url, auto_submitted)
         SELECT $1, $2, $3, $4, $5,
                coalesce((SELECT thread_key FROM first), 'corrchess.' || gen_random_uuid()),
                CASE WHEN NOT EXISTS (SELECT 1 FROM first) THEN $6 END,
                $7, $8, $9",
    )
    .bind(mail.kind)
    .bind(&mail.to)
    .bind(&mail.subject)
    .bind(&mail.text)
    .bind(&mail.html)
    .bind(&mail.thread)
    .bind(&mail.reply_to)
    .bind(&mail.unsubscribe)
    .bind(mail.auto_submitted.as_str())
    .execute(db)
    .await?;
    Ok(())
}

/// Whether `address` is in the `.invalid` top-level domain (RFC 2606), which no mail
/// reaches: a deleted account's address is `deleted-N@deleted.invalid`, so whatever
/// path would mail a deleted account, nothing is queued to it.
pub fn undeliverable(address: &str) -> bool {
    let domain = address.trim().rsplit_once('@').map_or("", |(_, d)| d);
    let domain = domain.trim_end_matches(['>', '.']).to_ascii_lowercase();
    domain == "invalid" || domain.ends_with(".invalid")
}

/// Claims the oldest due message no live lease holds and leases it until `lease` from now
/// (one short statement, committed at once: no transaction stays open while SMTP talks).
/// `at` is the clock: `None` is the database's `now()`, one clock for every process;
/// tests pass a later instant to act as a worker starting after a lease ran out.
pub async fn claim_next(
    db: impl PgExecutor<'_>,
    lease: std::time::Duration,
    at: Option<OffsetDateTime>,
) -> sqlx::Result<Option<QueuedMail>> {
    sqlx::query_as(claim_statement!("$1", "$2"))
        .bind(at)
        .bind(lease.as_secs_f64())
        .fetch_optional(db)
        .await
}

/// Frees a claimed message untouched (no attempt counted, not pushed back), noting why
/// it was not sent. False (and nothing changed): the claim's lease was lost.
pub async fn release(
    db: impl PgExecutor<'_>,
    mail: &QueuedMail,
    error: &str,
) -> sqlx::Result<bool> {
    let sql = "UPDATE outbox SET locked_until = NULL, last_error = $3
               WHERE id = $1 AND locked_until = $2 AND sent_at IS NULL";
    under_lease(db, sql, mail, error).await
}

/// Runs `sql`, an update of `mail`'s row that holds only while this worker's claim does
/// (`$1` the id, `$2` the lease, `$3` the value): whether it did (false: the lease was
/// lost and nothing changed).
async fn under_lease<'v, V>(
    db: impl PgExecutor<'_>,
    sql: &'static str,
    mail: &QueuedMail,
    value: V,
) -> sqlx::Result<bool>
where
    V: 'v + Send + sqlx::Encode<'v, sqlx::Postgres> + sqlx::Type<sqlx::Postgres>,
{
    let done = sqlx::query(sql)
        .bind(mail.id)
        .bind(mail.locked_until)
        .bind(value)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Records that the SMTP server accepted the message (its own statement, right away).
/// False (and nothing changed): the claim's lease was lost, another worker has it.
pub async fn mark_sent(
    db: impl PgExecutor<'_>,
    mail: &QueuedMail,
    at: Option<OffsetDateTime>,
) -> sqlx::Result<bool> {
    let sql = "UPDATE outbox
               SET sent_at = coalesce($3::timestamptz, now()), attempts = attempts + 1,
                   last_error = NULL, failure = NULL, locked_until = NULL
               WHERE id = $1 AND locked_until = $2 AND sent_at IS NULL";
    under_lease(db, sql, mail, at).await
}

/// [`mark_sent`] and [`claim_next`] in one statement (one round trip and one commit per
/// message in a run instead of two): the mark still lands before the next message is
/// sent, so a crash re-sends at most the message in flight. Returns whether the mark was
/// ours (see [`mark_sent`]) and the next message, if one is due.
pub async fn mark_sent_and_claim_next(
    db: impl PgExecutor<'_>,
    mail: &QueuedMail,
    lease: std::time::Duration,
    at: Option<OffsetDateTime>,
) -> sqlx::Result<(bool, Option<QueuedMail>)> {
    #[derive(sqlx::FromRow)]
    struct Row {
        marked: bool,
        id: Option<i64>,
        kind: Option<String>,
        to_address: Option<String>,
        subject: Option<String>,
        body_text: Option<String>,
        body_html: Option<String>,
        attempts: Option<i32>,
        locked_until: Option<OffsetDateTime>,
        message_key: Option<String>,
        in_reply_to: Option<String>,
        reply_to: Option<String>,
        unsubscribe_url: Option<String>,
        auto_submitted: Option<String>,
    }
    let row: Row = sqlx::query_as(concat!(
        "WITH marked AS (
             UPDATE outbox
             SET sent_at = coalesce($3::timestamptz, now()), attempts = attempts + 1,
                 last_error = NULL, failure = NULL, locked_until = NULL
             WHERE id = $1 AND locked_until = $2 AND sent_at IS NULL
             RETURNING id
         ), next AS (",
        claim_statement!("$3", "$4"),
        "
         )
         SELECT EXISTS (SELECT 1 FROM marked) AS marked, next.*
         FROM (SELECT 1) one LEFT JOIN next ON true"
    ))
    .bind(mail.id)
    .bind(mail.locked_until)
    .bind(at)
    .bind(lease.as_secs_f64())
    .fetch_one(db)
    .await?;
    let next = (|| {
        Some(QueuedMail {
            id: row.id?,
            kind: row.kind?,
            to_address: row.to_address?,
            subject: row.subject?,
            body_text: row.body_text?,
            body_html: row.body_html?,
            attempts: row.attempts?,
            locked_until: row.locked_until?,
            message_key: row.message_key,
            in_reply_to: row.in_reply_to,
            reply_to: row.reply_to,
            unsubscribe_url: row.unsubscribe_url,
            auto_submitted: row.auto_submitted?,
        })
    })();
    Ok((row.marked, next))
}

/// Back-off after the n-th failed attempt: 30 s doubling, at most 6 hours.
pub fn retry_delay(attempts: i32) -> Duration {
    let exponent = attempts.clamp(0, 20) as u32;
    let seconds = 30i64.saturating_mul(1i64 << exponent.min(20));
    Duration::seconds(seconds.min(6 * 3600))
}

/// Why a counted attempt failed, as stored in `outbox.failure`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The server failed while taking the message (the connection broke, 421, a
    /// time-out): the message waits out its back-off only until a delivery works again.
    Unavailable,
    /// The server answered this message with an error (4xx or 5xx): it keeps its own
    /// back-off.
    Refused,
}

impl Failure {
    /// Every kind of failure.
    pub const ALL: [Self; 2] = [Self::Unavailable, Self::Refused];

    /// The stored word (`unavailable`, `refused`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Unavailable => "unavailable",
            Self::Refused => "refused",
        }
    }
}

/// How long after it was queued a message is given up when it fails for reasons of its
/// own: refused, or failing the server again after its [`EARLY_RETRIES`]. Mail that old
/// is stale (its links have mostly expired), and a 5xx is not going to change.
/// A server that cannot be reached or is failing gives nothing up.
pub const GIVE_UP_AFTER: Duration = Duration::days(3);

/// How long sent and given-up mail is kept before housekeeping deletes it (its bodies
/// hold sign-in, reset and confirmation links).
pub const KEEP_FOR: Duration = Duration::days(30);

/// Counts a failed attempt against the message and pushes it back by [`retry_delay`];
/// gives it up (`given_up_at`) when the failure is its own and it was queued more than
/// [`GIVE_UP_AFTER`] ago. False (and nothing changed): the claim's lease was lost.
pub async fn mark_failed(
    db: impl PgExecutor<'_>,
    mail: &QueuedMail,
    failure: Failure,
    error: &str,
    at: Option<OffsetDateTime>,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE outbox
         SET attempts = attempts + 1, last_error = $3, failure = $4,
             next_attempt_at = coalesce($5::timestamptz, now()) + make_interval(secs => $6),
             locked_until = NULL,
             given_up_at = CASE
                 WHEN created_at <= coalesce($5::timestamptz, now()) - make_interval(secs => $7)
                      AND ($4 = 'refused' OR early_retries >= $8)
                 THEN coalesce($5::timestamptz, now()) END
         WHERE id = $1 AND locked_until = $2 AND sent_at IS NULL",
    )
    .bind(mail.id)
    .bind(mail.locked_until)
    .bind(error)
    .bind(failure.as_str())
    .bind(at)
    .bind(retry_delay(mail.attempts).as_seconds_f64())
    .bind(GIVE_UP_AFTER.as_seconds_f64())
    .bind(EARLY_RETRIES)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Records messages refused earlier as failed because the server was failing (it turned
/// out to refuse every message): they are due again as soon as a delivery works.
pub async fn refusals_were_unavailable(db: impl PgExecutor<'_>, ids: &[i64]) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "UPDATE outbox SET failure = 'unavailable', given_up_at = NULL
         WHERE id = ANY($1) AND sent_at IS NULL AND failure = 'refused' AND locked_until IS NULL",
    )
    .bind(ids)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// How often a message pushed back by a failing server is made due again early because
/// other mail was delivered. The first time, the server was most likely down; a message
/// that fails again each time the server works is itself the trouble (it hangs up or
/// stalls on it) and keeps its own back-off, instead of blocking every run.
pub const EARLY_RETRIES: i32 = 2;

/// Makes mail pushed back because the server failed due again now that a delivery
/// worked, at most [`EARLY_RETRIES`] times per message; returns how many. Refused
/// messages keep their back-off.
pub async fn retry_unavailable(
    db: impl PgExecutor<'_>,
    at: Option<OffsetDateTime>,
) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "UPDATE outbox
         SET next_attempt_at = coalesce($1::timestamptz, now()), early_retries = early_retries + 1
         WHERE sent_at IS NULL AND given_up_at IS NULL AND failure = 'unavailable'
           AND early_retries < $2
           AND next_attempt_at > coalesce($1::timestamptz, now())",
    )
    .bind(at)
    .bind(EARLY_RETRIES)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// Messages still to be delivered (admin overview, tests).
pub async fn pending_count(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE sent_at IS NULL AND given_up_at IS NULL")
        .fetch_one(db)
        .await
}

/// Messages delivery gave up on, still kept (admin overview: the operator may want to
/// look at `last_error`).
pub async fn given_up_count(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE given_up_at IS NOT NULL")
        .fetch_one(db)
        .await
}

/// Deletes mail sent or given up more than [`KEEP_FOR`] ago (housekeeping job); mail
/// still waiting is never deleted.
pub async fn delete_old(db: impl PgExecutor<'_>) -> sqlx::Result<u64> {
    let done = sqlx::query(
        "DELETE FROM outbox
         WHERE coalesce(sent_at, given_up_at) < now() - make_interval(secs => $1)",
    )
    .bind(KEEP_FOR.as_seconds_f64())
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// How many mails are due and not sent, and how long the oldest has waited (seconds;
/// 0 when none): the metrics' outbox gauges.
pub async fn due_stats(db: impl PgExecutor<'_>) -> sqlx::Result<(i64, f64)> {
    sqlx::query_as(
        "SELECT count(*), coalesce(extract(epoch FROM now() - min(next_attempt_at))::float8, 0)
         FROM outbox
         WHERE sent_at IS NULL AND given_up_at IS NULL AND next_attempt_at <= now()",
    )
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
