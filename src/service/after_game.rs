//! What follows a game's end, in the transaction that ended it and before its commit:
//! its tournament ends or moves on (a knockout's next round, a groups event's next
//! stage), its team match ends after its last game. `games::conclude` only records the
//! end ([`Effect::GameEnded`]); the actions that end games (a move, resignation, a
//! draw, a timeout, an adjudication, a moderator's ruling, an account's deletion) call
//! [`end_game`] or [`settle`] here, above `games`, `tournaments` and `team_matches`, so
//! calls go one way.

use super::{ServiceError, Tx, context::Effect, games, team_matches, tournaments};
use crate::{domain::game_state::Conclusion, store::games::GameRow};

/// Ends a locked game (`games::end_game`) and acts on its end at once.
pub async fn end_game(
    tx: &mut Tx<'_>,
    row: &GameRow,
    conclusion: Conclusion,
) -> Result<GameRow, ServiceError> {
    let ended = games::end_game(tx, row, conclusion).await?;
    settle(tx).await?;
    Ok(ended)
}

/// Acts on every effect recorded in `tx` so far, in their order (and on any they
/// record in turn), the tournament before the team match as each game's end had it.
pub async fn settle(tx: &mut Tx<'_>) -> Result<(), ServiceError> {
    loop {
        let effects = tx.take_effects();
        if effects.is_empty() {
            return Ok(());
        }
        for effect in effects {
            match effect {
                Effect::GameEnded {
                    game,
                    tournament,
                    team_match,
                } => {
                    if tournament.is_some() {
                        tournaments::finish::after_game(tx, game).await?;
                    }
                    if let Some(id) = team_match {
                        team_matches::finish::after_game(tx, id).await?;
                    }
                }
            }
        }
    }
}
