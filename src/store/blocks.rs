//! Players' blocks: a blocked user can send the blocker no challenge and no message.

use sqlx::PgExecutor;

use crate::domain::UserId;

/// `blocker` blocks `blocked` (again is no change).
pub async fn add(db: impl PgExecutor<'_>, blocker: UserId, blocked: UserId) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    )
    .bind(blocker)
    .bind(blocked)
    .execute(db)
    .await?;
    Ok(())
}

/// `blocker` lifts their block of `blocked` (none is no change).
pub async fn remove(db: impl PgExecutor<'_>, blocker: UserId, blocked: UserId) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2")
        .bind(blocker)
        .bind(blocked)
        .execute(db)
        .await?;
    Ok(())
}

/// Whether `blocker` blocks `blocked`.
pub async fn blocks(
    db: impl PgExecutor<'_>,
    blocker: UserId,
    blocked: UserId,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2)",
    )
    .bind(blocker)
    .bind(blocked)
    .fetch_one(db)
    .await
}

/// Whether `player` takes no challenge from `challenger`: they block them, or their
/// account is suspended.
pub async fn refuses_challenges(
    db: impl PgExecutor<'_>,
    player: UserId,
    challenger: UserId,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM blocks WHERE blocker_id = $1 AND blocked_id = $2)
             OR EXISTS (SELECT 1 FROM users WHERE id = $1 AND suspended_at IS NOT NULL)",
    )
    .bind(player)
    .bind(challenger)
    .fetch_one(db)
    .await
}
