//! What the Xfcc service reads beyond the games' rows: the opponents' last messages
//! and the fair-play rules their tournaments state.

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

/// The rule on engine help each of `games` follows by its tournament (true: allowed),
/// for the games whose tournament states one; the others follow the site's policy.
pub async fn engine_rules(
    db: impl PgExecutor<'_>,
    games: &[GameId],
) -> sqlx::Result<HashMap<GameId, bool>> {
    let ids: Vec<i64> = games.iter().map(|g| g.0).collect();
    let rows: Vec<(GameId, bool)> = sqlx::query_as(
        "SELECT g.id, t.engines_allowed FROM games g JOIN tournaments t ON t.id = g.tournament_id
         WHERE g.id = ANY($1) AND t.engines_allowed IS NOT NULL",
    )
    .bind(ids)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().collect())
}
