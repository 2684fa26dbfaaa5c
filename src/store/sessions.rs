//! Server-side login sessions: the cookie holds a random token, the table its hash.

use sqlx::PgExecutor;
use time::{Duration, OffsetDateTime};

use super::{
    games::my_turn_count,
    users::{User, user_columns},
};
use crate::domain::{SecretToken, UserId};

/// How long a session lives without use; every request within a day renews it.
pub const LIFETIME: Duration = Duration::days(30);

/// Starts a session and returns the token for the cookie.
pub async fn create(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<SecretToken> {
    let token = SecretToken::generate();
    sqlx::query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)")
        .bind(token.hash())
        .bind(user)
        .bind(OffsetDateTime::now_utc() + LIFETIME)
        .execute(db)
        .await?;
    Ok(token)
}

/// A live session's user, with what every page shows about them.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct SessionUser {
    #[sqlx(flatten)]
    pub user: User,
    /// Running games waiting for the user's move (the navigation's count).
    pub my_turn: i64,
    /// Open challenges addressed to the user, waiting for an answer (the navigation's
    /// other count).
    pub challenges_waiting: i64,
}

/// The user of a live session, their games on move and the challenges waiting for
/// their answer, in one round trip. Most requests
/// only read: the row is written (a durable commit) only when `last_seen_at` is over an
/// hour old, and then the expiry is pushed to 30 days from now if it was last set over a
/// day ago.
pub async fn user_for(
    db: impl PgExecutor<'_>,
    token: &SecretToken,
) -> sqlx::Result<Option<SessionUser>> {
    sqlx::query_as(concat!(
        "WITH live AS (
             SELECT user_id FROM sessions WHERE token_hash = $1 AND expires_at > now()
         ), touched AS (
             UPDATE sessions
             SET last_seen_at = now(),
                 expires_at = CASE WHEN expires_at < now() + interval '29 days'
                                   THEN now() + interval '30 days' ELSE expires_at END
             WHERE token_hash = $1 AND expires_at > now()
               AND (last_seen_at < now() - interval '1 hour'
                    OR expires_at < now() + interval '29 days')
         )
         SELECT ",
        user_columns!(),
        ", (",
        my_turn_count!("u.id"),
        ") AS my_turn,
         (SELECT count(*) FROM challenges c
          WHERE c.opponent_id = u.id AND c.status = 'open') AS challenges_waiting
         FROM live JOIN users u ON u.id = live.user_id AND u.suspended_at IS NULL"
    ))
    .bind(token.hash())
    .fetch_optional(db)
    .await
}

/// Ends one session (logout).
pub async fn delete(db: impl PgExecutor<'_>, token: &SecretToken) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
        .bind(token.hash())
        .execute(db)
        .await?;
    Ok(())
}

/// Ends every session of a user (password change or reset), except `keep` if given.
pub async fn delete_all_for_user(
    db: impl PgExecutor<'_>,
    user: UserId,
    keep: Option<&SecretToken>,
) -> sqlx::Result<u64> {
    let keep_hash = keep.map(|t| t.hash());
    let done = sqlx::query(
        "DELETE FROM sessions WHERE user_id = $1 AND ($2::bytea IS NULL OR token_hash <> $2)",
    )
    .bind(user)
    .bind(keep_hash)
    .execute(db)
    .await?;
    Ok(done.rows_affected())
}

/// Removes expired sessions (housekeeping job).
pub async fn delete_expired(db: impl PgExecutor<'_>) -> sqlx::Result<u64> {
    let done = sqlx::query("DELETE FROM sessions WHERE expires_at <= now()")
        .execute(db)
        .await?;
    Ok(done.rows_affected())
}
