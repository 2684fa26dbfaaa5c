//! Players' reports of a user or of one of their messages, open until an admin closes
//! them with a note.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{UserId, listing::PAGE_SIZE};

/// A new report.
#[derive(Clone, Copy, Debug)]
pub struct NewReport<'a> {
    pub reporter: UserId,
    pub reported: UserId,
    /// The reported message, when the report is about one.
    pub message: Option<i64>,
    pub reason: &'a str,
    pub text: &'a str,
}

/// Files a report; its id.
pub async fn insert(db: impl PgExecutor<'_>, r: NewReport<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO reports (reporter_id, reported_id, message_id, reason, text)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(r.reporter)
    .bind(r.reported)
    .bind(r.message)
    .bind(r.reason)
    .bind(r.text)
    .fetch_one(db)
    .await
}

/// The author of message `message` and the players of its game, when it exists.
pub async fn message_context(
    db: impl PgExecutor<'_>,
    message: i64,
) -> sqlx::Result<Option<(UserId, UserId, UserId)>> {
    sqlx::query_as(
        "SELECT m.author_id, g.white_id, g.black_id
         FROM game_messages m JOIN games g ON g.id = m.game_id WHERE m.id = $1",
    )
    .bind(message)
    .fetch_optional(db)
    .await
}

/// A report as the admin page lists it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Report {
    pub id: i64,
    pub reporter: String,
    pub reported_id: UserId,
    pub reported: String,
    pub message_id: Option<i64>,
    /// The reported message's text and game, when it still exists.
    pub message_body: Option<String>,
    pub message_game: Option<i64>,
    pub reason: String,
    pub text: String,
    pub created_at: OffsetDateTime,
    pub closed_at: Option<OffsetDateTime>,
    pub closed_by: Option<String>,
    pub close_note: Option<String>,
}

/// A page of open (or, with `closed`, closed) reports, oldest open first or newest
/// closed first, and how many there are.
pub async fn page(
    db: &mut PgConnection,
    closed: bool,
    offset: i64,
) -> sqlx::Result<(Vec<Report>, i64)> {
    let rows = sqlx::query_as(
        "SELECT r.id, rep.username AS reporter, r.reported_id, who.username AS reported,
                r.message_id, m.body AS message_body, m.game_id AS message_game,
                r.reason, r.text, r.created_at, r.closed_at, closer.username AS closed_by,
                r.close_note
         FROM reports r
         JOIN users rep ON rep.id = r.reporter_id
         JOIN users who ON who.id = r.reported_id
         LEFT JOIN game_messages m ON m.id = r.message_id
         LEFT JOIN users closer ON closer.id = r.closed_by
         WHERE (r.closed_at IS NOT NULL) = $1
         ORDER BY CASE WHEN $1 THEN -r.id ELSE r.id END
         LIMIT $2 OFFSET $3",
    )
    .bind(closed)
    .bind(PAGE_SIZE)
    .bind(offset)
    .fetch_all(&mut *db)
    .await?;
    let total =
        sqlx::query_scalar("SELECT count(*) FROM reports WHERE (closed_at IS NOT NULL) = $1")
            .bind(closed)
            .fetch_one(&mut *db)
            .await?;
    Ok((rows, total))
}

/// Closes an open report with the admin's note; false when it is not open.
pub async fn close(
    tx: &mut PgConnection,
    id: i64,
    admin: UserId,
    note: &str,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "UPDATE reports SET closed_at = now(), closed_by = $2, close_note = $3
         WHERE id = $1 AND closed_at IS NULL",
    )
    .bind(id)
    .bind(admin)
    .bind(note)
    .execute(&mut *tx)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether report `id` exists.
pub async fn exists(db: impl PgExecutor<'_>, id: i64) -> sqlx::Result<bool> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM reports WHERE id = $1)")
        .bind(id)
        .fetch_one(db)
        .await
}
