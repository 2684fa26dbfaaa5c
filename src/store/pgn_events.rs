//! The tournament a game was played in, as its PGN's `Event`, `Round` and `Section`
//! tags need it: one query for a game, one for a batch.

use std::collections::HashMap;

use sqlx::PgExecutor;

use crate::domain::GameId;

/// A tournament game's event: the tournament's name, the round, and in a groups event
/// the stage and the group.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct GameEvent {
    pub game_id: GameId,
    pub name: String,
    pub round: i32,
    pub stage: Option<i32>,
    pub group_no: Option<i32>,
}

/// The events of those of `ids` that belong to a tournament.
pub async fn of_each(
    db: impl PgExecutor<'_>,
    ids: &[GameId],
) -> sqlx::Result<HashMap<GameId, GameEvent>> {
    let ids: Vec<i64> = ids.iter().map(|id| id.0).collect();
    let found: Vec<GameEvent> = sqlx::query_as(
        "SELECT g.id AS game_id, t.name, coalesce(g.round, 1) AS round, sg.stage, sg.group_no
         FROM games g JOIN tournaments t ON t.id = g.tournament_id
         LEFT JOIN stage_games sg ON sg.game_id = g.id
         WHERE g.id = ANY($1)",
    )
    .bind(ids)
    .fetch_all(db)
    .await?;
    Ok(found.into_iter().map(|e| (e.game_id, e)).collect())
}
