//! Accounts.

use sqlx::{PgExecutor, PgPool};
use time::OffsetDateTime;

use crate::domain::{EmailAddress, MailPreference, SecretToken, TimeZone, UserId, Username};
use crate::domain::{Lang, Setting};

/// An account as the rest of the app sees it (no password hash).
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct User {
    pub id: UserId,
    pub username: String,
    pub email: String,
    pub is_admin: bool,
    /// May create tournaments and run the ones they created.
    pub is_organizer: bool,
    pub email_verified_at: Option<OffsetDateTime>,
    pub mail_moves: MailPreference,
    pub created_at: OffsetDateTime,
    /// Hours before a deadline to send a reminder (0 = off).
    pub reminder_hours: i32,
    /// The user has made a calendar feed address (only its secret's hash is kept).
    pub has_calendar_feed: bool,
    /// A move made on the game page's board waits for "Play" (true) or is sent at once.
    pub confirm_board_moves: bool,
    /// The hour (0-23, in `time_zone`) of the daily digest, for `mail_moves = digest`.
    pub digest_hour: i16,
    /// Where the user's times are shown (pages, mails, the calendar feed).
    #[sqlx(try_from = "String")]
    pub time_zone: TimeZone,
    /// The language of the user's pages and mails.
    #[sqlx(try_from = "Option<String>")]
    pub language: Setting,
    /// The timeout sweep books vacation days instead of a loss on time (issue 32).
    pub auto_vacation: bool,
}

impl User {
    pub fn is_verified(&self) -> bool {
        self.email_verified_at.is_some()
    }

    /// A verified account with the default settings, for unit tests.
    #[cfg(test)]
    pub fn for_tests(id: UserId, username: &str) -> Self {
        User {
            id,
            username: username.to_owned(),
            email: format!("{username}@example.org"),
            is_admin: false,
            is_organizer: false,
            email_verified_at: Some(OffsetDateTime::UNIX_EPOCH),
            mail_moves: crate::domain::MailPreference::EachMove,
            created_at: OffsetDateTime::UNIX_EPOCH,
            reminder_hours: 0,
            has_calendar_feed: false,
            confirm_board_moves: true,
            digest_hour: 8,
            auto_vacation: false,
            time_zone: crate::domain::TimeZone::utc(),
            language: Setting(None),
        }
    }
}

/// The [`User`] columns of `users u`, for every query that reads accounts (joined with
/// sessions and tokens too), so the list is written once.
macro_rules! user_columns {
    () => {
        "u.id, u.username, u.email, u.is_admin, u.is_organizer, u.email_verified_at, u.mail_moves, u.created_at,
         u.reminder_hours, (u.calendar_token_hash IS NOT NULL) AS has_calendar_feed,
         u.confirm_board_moves, u.digest_hour, u.time_zone, u.language, u.auto_vacation"
    };
}
pub(crate) use user_columns;

/// Why an account could not be created or changed.
#[derive(Debug, thiserror::Error)]
pub enum AccountConflict {
    #[error("that username is taken")]
    UsernameTaken,
    #[error("an account with that email address exists")]
    EmailTaken,
    #[error(transparent)]
    Db(#[from] sqlx::Error),
}

fn map_conflict(err: sqlx::Error) -> AccountConflict {
    match super::unique_violation(&err).as_deref() {
        Some("users_username_key") => AccountConflict::UsernameTaken,
        Some("users_email_key") => AccountConflict::EmailTaken,
        _ => AccountConflict::Db(err),
    }
}

/// Creates an account; a taken username or address comes back as a conflict.
pub async fn insert(
    db: impl PgExecutor<'_>,
    username: &Username,
    email: &EmailAddress,
    password_hash: &str,
    is_admin: bool,
    verified: bool,
) -> Result<User, AccountConflict> {
    sqlx::query_as(
        "INSERT INTO users (username, email, password_hash, is_admin, email_verified_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END)
         RETURNING id, username, email, is_admin, is_organizer, email_verified_at, mail_moves, created_at, reminder_hours,
                   (calendar_token_hash IS NOT NULL) AS has_calendar_feed, confirm_board_moves,
                   digest_hour, time_zone, language, auto_vacation",
    )
    .bind(username.as_str())
    .bind(email.as_str())
    .bind(password_hash)
    .bind(is_admin)
    .bind(verified)
    .fetch_one(db)
    .await
    .map_err(map_conflict)
}

pub async fn by_id(db: impl PgExecutor<'_>, id: UserId) -> sqlx::Result<Option<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users u WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// The account if it exists and is not deleted: what acts for a player (a move by
/// mail) must not answer a deleted account, whose address is no one's.
pub async fn live_by_id(db: impl PgExecutor<'_>, id: UserId) -> sqlx::Result<Option<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users u WHERE id = $1 AND deleted_at IS NULL"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

pub async fn by_username(db: impl PgExecutor<'_>, username: &str) -> sqlx::Result<Option<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users u WHERE lower(username) = lower($1)"
    ))
    .bind(username.trim())
    .fetch_optional(db)
    .await
}

pub async fn by_email(db: impl PgExecutor<'_>, email: &str) -> sqlx::Result<Option<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users u WHERE lower(email) = lower($1)"
    ))
    .bind(email.trim())
    .fetch_optional(db)
    .await
}

/// The account, its password hash and its suspension reason if suspended, found by
/// username or email (for logging in).
pub async fn credentials_by_login(
    db: &PgPool,
    login: &str,
) -> sqlx::Result<Option<(UserId, String, Option<String>)>> {
    sqlx::query_as(
        "SELECT id, password_hash, suspension_reason FROM users
         WHERE lower(username) = lower($1) OR lower(email) = lower($1)
         ORDER BY (lower(username) = lower($1)) DESC LIMIT 1",
    )
    .bind(login.trim())
    .fetch_optional(db)
    .await
}

pub async fn password_hash(db: impl PgExecutor<'_>, id: UserId) -> sqlx::Result<String> {
    sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1")
        .bind(id)
        .fetch_one(db)
        .await
}

pub async fn set_password_hash(
    db: impl PgExecutor<'_>,
    id: UserId,
    hash: &str,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
        .bind(id)
        .bind(hash)
        .execute(db)
        .await?;
    Ok(())
}

/// Marks the address verified when it is still the account's address (a followed reset
/// link proves it too).
pub async fn mark_verified_if_address(
    db: impl PgExecutor<'_>,
    id: UserId,
    email: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
         WHERE id = $1 AND lower(email) = lower($2)",
    )
    .bind(id)
    .bind(email)
    .execute(db)
    .await?;
    Ok(())
}

/// Makes `email` the account's verified address (after its mailed link was followed).
pub async fn confirm_email(
    db: impl PgExecutor<'_>,
    id: UserId,
    email: &str,
) -> Result<(), AccountConflict> {
    sqlx::query("UPDATE users SET email = $2, email_verified_at = now() WHERE id = $1")
        .bind(id)
        .bind(email)
        .execute(db)
        .await
        .map_err(map_conflict)?;
    Ok(())
}

/// Stores the user's time zone, only if PostgreSQL knows it too (the digest's query
/// reads the hour there with `AT TIME ZONE`, and a zone newer than the server's tz
/// database would fail it); false when it does not.
/// Sets the language of the user's pages and mails.
pub async fn set_language(db: impl PgExecutor<'_>, user: UserId, lang: Lang) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET language = $2 WHERE id = $1")
        .bind(user)
        .bind(lang.code())
        .execute(db)
        .await?;
    Ok(())
}

/// Sets a new account's language and, when `zone` is one PostgreSQL knows too, its time
/// zone (else it stays UTC): sign-up's one statement for the settings the browser chose.
pub async fn set_start_settings(
    db: impl PgExecutor<'_>,
    user: UserId,
    lang: Lang,
    zone: Option<&TimeZone>,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE users SET language = $2,
                time_zone = CASE WHEN EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $3)
                                 THEN $3 ELSE time_zone END
         WHERE id = $1",
    )
    .bind(user)
    .bind(lang.code())
    .bind(zone.map(TimeZone::name))
    .execute(db)
    .await?;
    Ok(())
}

pub async fn set_time_zone(
    db: impl PgExecutor<'_>,
    id: UserId,
    zone: &TimeZone,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE users SET time_zone = $2 WHERE id = $1
           AND EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $2)",
    )
    .bind(id)
    .bind(zone.name())
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn set_mail_preference(
    db: impl PgExecutor<'_>,
    id: UserId,
    pref: MailPreference,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET mail_moves = $2 WHERE id = $1")
        .bind(id)
        .bind(pref)
        .execute(db)
        .await?;
    Ok(())
}

/// Grants the admin role; false when no such user exists.
pub async fn promote(db: impl PgExecutor<'_>, username: &str) -> sqlx::Result<bool> {
    let done = sqlx::query("UPDATE users SET is_admin = true WHERE lower(username) = lower($1)")
        .bind(username)
        .execute(db)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Grants (`true`) or takes the organiser role of account `id`; false when no such
/// account exists.
pub async fn set_organizer(db: impl PgExecutor<'_>, id: UserId, on: bool) -> sqlx::Result<bool> {
    let done =
        sqlx::query("UPDATE users SET is_organizer = $2 WHERE id = $1 AND deleted_at IS NULL")
            .bind(id)
            .bind(on)
            .execute(db)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// The id of the account named `username` (any case), if it exists.
pub async fn id_named(db: impl PgExecutor<'_>, username: &str) -> sqlx::Result<Option<UserId>> {
    sqlx::query_scalar(
        "SELECT id FROM users WHERE lower(username) = lower($1) AND deleted_at IS NULL",
    )
    .bind(username)
    .fetch_optional(db)
    .await
}

/// Every account, newest first (admin page).
pub async fn list(db: impl PgExecutor<'_>, limit: i64) -> sqlx::Result<Vec<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users u WHERE u.deleted_at IS NULL ORDER BY id DESC LIMIT $1"
    ))
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Sets the hour (0-23, UTC) of the daily digest.
pub async fn set_digest_hour(db: impl PgExecutor<'_>, id: UserId, hour: i16) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET digest_hour = $2 WHERE id = $1")
        .bind(id)
        .bind(hour)
        .execute(db)
        .await?;
    Ok(())
}

/// Players due their daily digest at `now`, locked for this worker (`SKIP LOCKED`: other
/// processes take the others): `mail_moves = 'digest'`, their hour reached today and no
/// digest yet today, both in the player's time zone.
pub async fn claim_due_digests(
    tx: &mut sqlx::PgConnection,
    now: OffsetDateTime,
    limit: i64,
) -> sqlx::Result<Vec<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users u
         WHERE u.mail_moves = 'digest'
           AND u.digest_hour <= extract(hour FROM $1 AT TIME ZONE u.time_zone)
           AND (u.last_digest_on IS NULL OR u.last_digest_on < ($1 AT TIME ZONE u.time_zone)::date)
         ORDER BY u.id LIMIT $2 FOR UPDATE OF u SKIP LOCKED"
    ))
    .bind(now)
    .bind(limit)
    .fetch_all(tx)
    .await
}

/// Notes that `user`'s digest of the day of `now` (in their time zone) is done.
pub async fn mark_digest_done(
    db: impl PgExecutor<'_>,
    id: UserId,
    now: OffsetDateTime,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE users SET last_digest_on = ($2 AT TIME ZONE time_zone)::date WHERE id = $1",
    )
    .bind(id)
    .bind(now)
    .execute(db)
    .await?;
    Ok(())
}

/// Sets the reminder warning time (0, 12, 24 or 48 hours).
/// Stores whether board moves wait for "Play".
pub async fn set_confirm_board_moves(
    db: impl PgExecutor<'_>,
    id: UserId,
    confirm: bool,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET confirm_board_moves = $2 WHERE id = $1")
        .bind(id)
        .bind(confirm)
        .execute(db)
        .await?;
    Ok(())
}

/// Turns the automatic vacation before a timeout on or off: the player's choice, since
/// it spends their yearly vacation days.
pub async fn set_auto_vacation(db: impl PgExecutor<'_>, id: UserId, on: bool) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET auto_vacation = $2 WHERE id = $1")
        .bind(id)
        .bind(on)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_reminder_hours(
    db: impl PgExecutor<'_>,
    id: UserId,
    hours: i32,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET reminder_hours = $2 WHERE id = $1")
        .bind(id)
        .bind(hours)
        .execute(db)
        .await?;
    Ok(())
}

/// Sets a new calendar secret, keeping only its hash (the old URL stops working).
pub async fn set_calendar_token(
    db: impl PgExecutor<'_>,
    id: UserId,
    token: &SecretToken,
) -> sqlx::Result<()> {
    sqlx::query("UPDATE users SET calendar_token_hash = $2 WHERE id = $1")
        .bind(id)
        .bind(token.hash())
        .execute(db)
        .await?;
    Ok(())
}

/// The account whose calendar feed has this secret.
pub async fn by_calendar_token(
    db: impl PgExecutor<'_>,
    token: &SecretToken,
) -> sqlx::Result<Option<User>> {
    sqlx::query_as(concat!(
        "SELECT ",
        user_columns!(),
        " FROM users u WHERE calendar_token_hash = $1"
    ))
    .bind(token.hash())
    .fetch_optional(db)
    .await
}

/// Locks `user`'s row until the transaction ends, so two actions on one account (two
/// vacation bookings at once) run one after the other.
pub async fn lock(tx: &mut sqlx::PgConnection, user: UserId) -> sqlx::Result<()> {
    sqlx::query("SELECT id FROM users WHERE id = $1 FOR UPDATE")
        .bind(user)
        .execute(tx)
        .await?;
    Ok(())
}

/// Locks `user`'s row unless another transaction holds it (false then): for the
/// timeout sweep, which holds a game's lock already and must not wait for a user
/// whose vacation booking waits in turn for that game. `NO KEY UPDATE` still waits
/// for a booking's `FOR UPDATE`, but not for the key-share locks that any row
/// referring to the user takes while it is written.
pub async fn try_lock(tx: &mut sqlx::PgConnection, user: UserId) -> sqlx::Result<bool> {
    let got: Option<UserId> =
        sqlx::query_scalar("SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE SKIP LOCKED")
            .bind(user)
            .fetch_optional(tx)
            .await?;
    Ok(got.is_some())
}
