//! Booked vacations.

use std::collections::HashMap;

use sqlx::PgExecutor;
use time::{Date, OffsetDateTime};

use crate::domain::{UserId, VacationId, clock::DateRange};

/// A booked vacation.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Vacation {
    pub id: VacationId,
    pub user_id: UserId,
    pub start_date: Date,
    pub end_date: Date,
    pub notified_at: Option<OffsetDateTime>,
}

impl Vacation {
    pub fn range(&self) -> DateRange {
        DateRange {
            start: self.start_date,
            end: self.end_date,
        }
    }
}

/// Every vacation of a user, earliest first.
pub async fn for_user(db: impl PgExecutor<'_>, user: UserId) -> sqlx::Result<Vec<Vacation>> {
    sqlx::query_as(
        "SELECT id, user_id, start_date, end_date, notified_at FROM vacations WHERE user_id = $1 ORDER BY start_date",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    user: UserId,
    range: DateRange,
) -> sqlx::Result<VacationId> {
    sqlx::query_scalar(
        "INSERT INTO vacations (user_id, start_date, end_date) VALUES ($1, $2, $3) RETURNING id",
    )
    .bind(user)
    .bind(range.start)
    .bind(range.end)
    .fetch_one(db)
    .await
}

pub async fn delete(db: impl PgExecutor<'_>, id: VacationId) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM vacations WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

pub async fn set_end(db: impl PgExecutor<'_>, id: VacationId, end: Date) -> sqlx::Result<()> {
    sqlx::query("UPDATE vacations SET end_date = $2 WHERE id = $1")
        .bind(id)
        .bind(end)
        .execute(db)
        .await?;
    Ok(())
}

/// Vacations that have begun but whose opponents were not yet told, locked.
pub async fn claim_started_unnotified(
    tx: &mut sqlx::PgConnection,
    today: Date,
) -> sqlx::Result<Vec<Vacation>> {
    sqlx::query_as(
        "SELECT id, user_id, start_date, end_date, notified_at FROM vacations
         WHERE notified_at IS NULL AND start_date <= $1 AND end_date >= $1
         ORDER BY id LIMIT 100 FOR UPDATE SKIP LOCKED",
    )
    .bind(today)
    .fetch_all(tx)
    .await
}

pub async fn mark_notified(db: impl PgExecutor<'_>, id: VacationId) -> sqlx::Result<()> {
    sqlx::query("UPDATE vacations SET notified_at = now() WHERE id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// For each of `users` on vacation at `today`, the last day of that vacation: one query
/// for a whole list of games (the "my games" page) or both players of one game.
pub async fn on_vacation_until_each(
    db: impl PgExecutor<'_>,
    users: &[UserId],
    today: Date,
) -> sqlx::Result<HashMap<UserId, Date>> {
    let ids: Vec<i64> = users.iter().map(|u| u.0).collect();
    let rows: Vec<(UserId, Date)> = sqlx::query_as(
        "SELECT user_id, max(end_date) FROM vacations \
         WHERE user_id = ANY($1) AND start_date <= $2 AND end_date >= $2 GROUP BY user_id",
    )
    .bind(ids)
    .bind(today)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().collect())
}
