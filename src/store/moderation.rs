//! What admins read and write about accounts: the search, a player's record for the
//! user page (games, sign-ups from the same network, losses on time), suspension.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{UserId, listing::PAGE_SIZE};

/// An account as the admin's search and user page show it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Account {
    pub id: UserId,
    pub username: String,
    pub email: String,
    pub is_admin: bool,
    pub email_verified_at: Option<OffsetDateTime>,
    pub created_at: OffsetDateTime,
    pub suspended_at: Option<OffsetDateTime>,
    pub suspension_reason: Option<String>,
    pub deleted_at: Option<OffsetDateTime>,
}

impl Account {
    pub fn is_suspended(&self) -> bool {
        self.suspended_at.is_some()
    }
}

/// The [`Account`] query up to its condition.
macro_rules! select_accounts {
    () => {
        "SELECT id, username, email, is_admin, email_verified_at, created_at,
                suspended_at, suspension_reason, deleted_at FROM users"
    };
}

/// The search's condition: undeleted, name or address starting with `$1`.
macro_rules! search_condition {
    () => {
        " WHERE deleted_at IS NULL
          AND (starts_with(lower(username), lower($1)) OR starts_with(lower(email), lower($1)))"
    };
}

/// Accounts whose name or address starts with `prefix` (any case), by name, one page,
/// and how many there are. Deleted accounts are not listed.
pub async fn search(
    db: &mut PgConnection,
    prefix: &str,
    offset: i64,
) -> sqlx::Result<(Vec<Account>, i64)> {
    let found = sqlx::query_as(concat!(
        select_accounts!(),
        search_condition!(),
        " ORDER BY lower(username) LIMIT $2 OFFSET $3"
    ))
    .bind(prefix.trim())
    .bind(PAGE_SIZE)
    .bind(offset)
    .fetch_all(&mut *db)
    .await?;
    let total = sqlx::query_scalar(concat!("SELECT count(*) FROM users", search_condition!()))
        .bind(prefix.trim())
        .fetch_one(&mut *db)
        .await?;
    Ok((found, total))
}

/// One account by id (deleted ones too, so the audit log's links lead somewhere).
pub async fn account(db: impl PgExecutor<'_>, id: UserId) -> sqlx::Result<Option<Account>> {
    sqlx::query_as(concat!(select_accounts!(), " WHERE id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// Keeps the keyed hash of the network an account signed up from.
pub async fn set_signup_network(
    db: impl PgExecutor<'_>,
    user: UserId,
    network: &[u8],
) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET signup_network = $2 WHERE id = $1")
        .bind(user)
        .bind(network)
        .execute(db)
        .await?;
    Ok(())
}

/// A related account: signed up from the same network.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Neighbour {
    pub id: UserId,
    pub username: String,
    pub created_at: OffsetDateTime,
    pub suspended: bool,
}

/// Other accounts that signed up from the network `user` signed up from.
pub async fn same_network(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<Neighbour>> {
    sqlx::query_as(
        "SELECT o.id, o.username, o.created_at, o.suspended_at IS NOT NULL AS suspended
         FROM users u JOIN users o ON o.signup_network = u.signup_network AND o.id <> u.id
         WHERE u.id = $1 AND o.deleted_at IS NULL
         ORDER BY o.created_at DESC LIMIT 100",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

/// A game of the player, as the admin's user page lists it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct PlayerGame {
    pub id: i64,
    pub white: String,
    pub black: String,
    pub status: String,
    pub result: String,
    pub termination: Option<String>,
    pub created_at: OffsetDateTime,
}

/// The player's latest 100 games, running or ended.
pub async fn games(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<PlayerGame>> {
    sqlx::query_as(
        "SELECT g.id, w.username AS white, b.username AS black, g.status, g.result,
                g.termination, g.created_at
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE g.white_id = $1 OR g.black_id = $1
         ORDER BY g.id DESC LIMIT 100",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

/// The condition of a game `$1` lost on time since `$2`.
macro_rules! lost_on_time {
    () => {
        "g.termination = 'time_forfeit' AND g.finished_at >= $2
         AND ((g.white_id = $1 AND g.result = '0-1') OR (g.black_id = $1 AND g.result = '1-0'))"
    };
}

/// The games `user` lost on time since `since`, newest first.
pub async fn time_losses(
    db: impl PgExecutor<'_>,
    user: UserId,
    since: OffsetDateTime,
) -> sqlx::Result<Vec<PlayerGame>> {
    sqlx::query_as(concat!(
        "SELECT g.id, w.username AS white, b.username AS black, g.status, g.result,
                g.termination, g.created_at
         FROM games g JOIN users w ON w.id = g.white_id JOIN users b ON b.id = g.black_id
         WHERE ",
        lost_on_time!(),
        " ORDER BY g.finished_at DESC"
    ))
    .bind(user)
    .bind(since)
    .fetch_all(db)
    .await
}

/// How many games `user` lost on time since `since` (the tournament entry check).
pub async fn time_loss_count(
    db: impl PgExecutor<'_>,
    user: UserId,
    since: OffsetDateTime,
) -> sqlx::Result<i64> {
    sqlx::query_scalar(concat!(
        "SELECT count(*) FROM games g WHERE ",
        lost_on_time!()
    ))
    .bind(user)
    .bind(since)
    .fetch_one(db)
    .await
}

/// Marks the (locked) account suspended with the reason; false when it already was.
pub async fn suspend(tx: &mut PgConnection, user: UserId, reason: &str) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE users SET suspended_at = now(), suspension_reason = $2
         WHERE id = $1 AND suspended_at IS NULL",
    )
    .bind(user)
    .bind(reason)
    .execute(&mut *tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Lifts a suspension; false when the account was not suspended.
pub async fn unsuspend(tx: &mut PgConnection, user: UserId) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE users SET suspended_at = NULL, suspension_reason = NULL
         WHERE id = $1 AND suspended_at IS NOT NULL AND deleted_at IS NULL",
    )
    .bind(user)
    .execute(&mut *tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Ends every way in of the account: sessions, API tokens, mailed links.
pub async fn end_access(tx: &mut PgConnection, user: UserId) -> sqlx::Result<()> {
    for sql in [
        "DELETE FROM sessions WHERE user_id = $1",
        "UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL",
        "DELETE FROM email_tokens WHERE user_id = $1",
    ] {
        sqlx::query(sql).bind(user).execute(&mut *tx).await?;
    }
    Ok(())
}

/// The suspension reason of the account, when it is suspended.
pub async fn suspension_of(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT suspension_reason FROM users WHERE id = $1")
        .bind(user)
        .fetch_optional(db)
        .await
        .map(Option::flatten)
}
