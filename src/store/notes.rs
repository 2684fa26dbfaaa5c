//! Private notes: one per player per game, seen only by its author.

use sqlx::PgExecutor;

use crate::domain::{GameId, UserId};

/// `user`'s note on `game`, if they wrote one.
pub async fn get(
    db: impl PgExecutor<'_>,
    game: GameId,
    user: UserId,
) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar("SELECT note FROM game_notes WHERE game_id = $1 AND user_id = $2")
        .bind(game)
        .bind(user)
        .fetch_optional(db)
        .await
}

/// Sets `user`'s note on `game`; an empty note deletes it.
pub async fn set(
    db: impl PgExecutor<'_>,
    game: GameId,
    user: UserId,
    note: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "WITH gone AS (
             DELETE FROM game_notes WHERE game_id = $1 AND user_id = $2 AND $3 = ''
         )
         INSERT INTO game_notes (game_id, user_id, note) SELECT $1, $2, $3 WHERE $3 <> ''
         ON CONFLICT (game_id, user_id) DO UPDATE SET note = excluded.note, updated_at = now()",
    )
    .bind(game)
    .bind(user)
    .bind(note)
    .execute(db)
    .await?;
    Ok(())
}
