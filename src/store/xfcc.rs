//! What the Xfcc service reads beyond the games' rows: the opponents' last messages.

use std::collections::HashMap;

use sqlx::PgExecutor;

use crate::domain::{GameId, UserId};

/// The last message written to `reader` in each of `games` (by the other player), for
/// the games that have one.
pub async fn last_messages_to(
    db: impl PgExecutor<'_>,
    reader: UserId,
    games: &[GameId],
) -> sqlx::Result<HashMap<GameId, String>> {
    let ids: Vec<i64> = games.iter().map(|g| g.0).collect();
    let rows: Vec<(GameId, String)> = sqlx::query_as(
        "SELECT DISTINCT ON (m.game_id) m.game_id, m.body FROM game_messages m
         WHERE m.game_id = ANY($1) AND m.author_id <> $2
         ORDER BY m.game_id, m.id DESC",
    )
    .bind(ids)
    .bind(reader)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().collect())
}
