//! Conditional lines (see migration 0013): a player's prepared answers to the opponent's
//! next moves in one game.

use sqlx::{PgConnection, PgExecutor};
use time::OffsetDateTime;

use crate::domain::{GameId, UserId};

/// A stored line: what is still ahead, from the opponent's move due at `ply`.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct LineRow {
    pub id: i64,
    /// The game's ply when the line's first move (the opponent's) is due.
    pub ply: i32,
    /// UCI, castling as king onto rook; the opponent's move first, then the reply, ….
    pub moves: Vec<String>,
    pub sans: Vec<String>,
    pub note: Option<String>,
    pub created_at: OffsetDateTime,
}

/// A line to store.
pub struct NewLine<'a> {
    pub game: GameId,
    pub user: UserId,
    pub ply: i32,
    pub moves: &'a [String],
    pub sans: &'a [String],
    pub note: Option<&'a str>,
}

/// `user`'s lines in `game`, oldest first.
pub async fn of_player(
    db: impl PgExecutor<'_>,
    game: GameId,
    user: UserId,
) -> sqlx::Result<Vec<LineRow>> {
    sqlx::query_as(
        "SELECT id, ply, moves, sans, note, created_at FROM conditional_lines
         WHERE game_id = $1 AND user_id = $2 ORDER BY id",
    )
    .bind(game)
    .bind(user)
    .fetch_all(db)
    .await
}

/// Stores a line; returns its id.
pub async fn insert(db: impl PgExecutor<'_>, line: &NewLine<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "INSERT INTO conditional_lines (game_id, user_id, ply, moves, sans, note)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(line.game)
    .bind(line.user)
    .bind(line.ply)
    .bind(line.moves)
    .bind(line.sans)
    .bind(line.note)
    .fetch_one(db)
    .await
}

/// Deletes one of `user`'s lines in `game`; false when there is no such line.
pub async fn delete(
    db: impl PgExecutor<'_>,
    game: GameId,
    user: UserId,
    line: i64,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "DELETE FROM conditional_lines WHERE id = $1 AND game_id = $2 AND user_id = $3",
    )
    .bind(line)
    .bind(game)
    .bind(user)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Applies what an opponent's move did to `owner`'s lines: `advanced` lose their first
/// two moves (and their note, once used), every other line of the owner in the game is
/// deleted. The other player's lines are theirs to settle (on their own move).
pub async fn settle(
    tx: &mut PgConnection,
    game: GameId,
    owner: UserId,
    advanced: &[i64],
) -> sqlx::Result<()> {
    sqlx::query(
        "DELETE FROM conditional_lines
         WHERE game_id = $1 AND user_id = $3 AND NOT (id = ANY($2) AND cardinality(moves) >= 4)",
    )
    .bind(game)
    .bind(advanced)
    .bind(owner)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE conditional_lines
         SET moves = moves[3:], sans = sans[3:], ply = ply + 2, note = NULL
         WHERE game_id = $1 AND user_id = $3 AND id = ANY($2)",
    )
    .bind(game)
    .bind(advanced)
    .bind(owner)
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Deletes every line of a game (it ended).
pub async fn delete_all(db: impl PgExecutor<'_>, game: GameId) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM conditional_lines WHERE game_id = $1")
        .bind(game)
        .execute(db)
        .await?;
    Ok(())
}
