//! All games of a tournament as one PGN file, read in one snapshot so a move landing
//! during the download cannot make one game's header disagree with its moves.

use sqlx::PgPool;

use super::{Missing, ServiceError};
use crate::{
    domain::TournamentId,
    service::{move_decision::replay, pgn},
    store::{self, tournaments::TournamentRow},
};

/// The tournament and its games' PGN (Event = the tournament's name, Round = the round,
/// or `stage.round` with the group as `Section` in a groups event),
/// from one read-only snapshot and one moves query for all games.
pub async fn export(
    pool: &PgPool,
    id: TournamentId,
    site: &str,
) -> Result<(TournamentRow, String), ServiceError> {
    let mut tx = pool.begin().await?;
    store::read_only_snapshot(&mut tx).await?;
    let t = store::tournaments::by_id(&mut *tx, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Tournament))?;
    let tournament_games = store::tournaments::games(&mut *tx, id).await?;
    let ids: Vec<_> = tournament_games.iter().map(|g| g.game.id).collect();
    let mut moves = store::games::moves_of_each(&mut *tx, &ids).await?;
    tx.commit().await?;
    let mut text = String::new();
    for g in &tournament_games {
        let ucis: Vec<String> = moves
            .remove(&g.game.id)
            .unwrap_or_default()
            .into_iter()
            .map(|m| m.uci)
            .collect();
        let game = replay(&g.game, &ucis)?;
        let event = pgn::Event::in_tournament(&t.name, g.round, g.stage, g.group_no);
        text.push_str(&pgn::render(&g.game, &game, site, &event));
        if !text.ends_with("\n\n") {
            text.push('\n');
        }
    }
    Ok((t, text))
}
