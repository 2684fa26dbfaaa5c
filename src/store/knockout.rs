//! The matches of a knockout and which game belongs to which match.

use sqlx::PgExecutor;

use crate::domain::{GameId, TournamentId};

/// A match of a knockout: its place in the bracket and its players by seed.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct MatchRow {
    pub round: i32,
    pub slot: i32,
    pub high_seed: i32,
    /// `None`: a bye.
    pub low_seed: Option<i32>,
    pub winner_seed: Option<i32>,
    /// Level after every tie-break pair: the higher seed went through on seeding.
    pub decided_by_seed: bool,
}

/// Every match of a knockout, by round and slot.
pub async fn matches(db: impl PgExecutor<'_>, id: TournamentId) -> sqlx::Result<Vec<MatchRow>> {
    sqlx::query_as(
        "SELECT round, slot, high_seed, low_seed, winner_seed, decided_by_seed
         FROM knockout_matches WHERE tournament_id = $1 ORDER BY round, slot",
    )
    .bind(id)
    .fetch_all(db)
    .await
}

/// Adds a match (a bye is won by its only player at once).
pub async fn insert_match(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    m: &MatchRow,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO knockout_matches (tournament_id, round, slot, high_seed, low_seed, winner_seed)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id)
    .bind(m.round)
    .bind(m.slot)
    .bind(m.high_seed)
    .bind(m.low_seed)
    .bind(m.winner_seed)
    .execute(db)
    .await?;
    Ok(())
}

/// Records a match's winner.
pub async fn set_winner(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    m: &MatchRow,
    winner_seed: i32,
    by_seed: bool,
) -> sqlx::Result<()> {
    sqlx::query(
        "UPDATE knockout_matches SET winner_seed = $4, decided_by_seed = $5
         WHERE tournament_id = $1 AND round = $2 AND slot = $3 AND winner_seed IS NULL",
    )
    .bind(id)
    .bind(m.round)
    .bind(m.slot)
    .bind(winner_seed)
    .bind(by_seed)
    .execute(db)
    .await?;
    Ok(())
}

/// Records that `game` is game of pair `pair` of match (`round`, `slot`).
pub async fn insert_game(
    db: impl PgExecutor<'_>,
    id: TournamentId,
    round: i32,
    slot: i32,
    pair: i32,
    game: GameId,
) -> sqlx::Result<()> {
    sqlx::query(
        "INSERT INTO knockout_games (game_id, tournament_id, round, slot, pair_no)
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(game)
    .bind(id)
    .bind(round)
    .bind(slot)
    .bind(pair)
    .execute(db)
    .await?;
    Ok(())
}
