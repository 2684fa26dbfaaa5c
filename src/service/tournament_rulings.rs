//! A director's rulings in a running tournament that end games: withdrawing a player
//! (their running games aborted or forfeited) and adjudicating a game. Each ends games
//! through `after_game`, so the tournament moves on in the same transaction.

use super::{
    Context, Missing, ServiceError, after_game, game_mails,
    tournaments::{
        self,
        conduct::{Adjudication, lock_running_with},
        require_runs,
    },
};
use crate::{
    chess::GameResult,
    domain::{
        TournamentId, Words,
        game_state::{Conclusion, Ending, GameStatus},
        standings::{WithdrawalEffect, withdrawal_effect},
    },
    store::{self, users::User},
};

/// Withdraws a player: before half of their games are played every result of theirs is
/// deleted (running games are aborted); otherwise their remaining games are lost by
/// forfeit.
pub async fn withdraw(
    ctx: Context<'_>,
    admin: &User,
    id: TournamentId,
    username: &str,
) -> Result<WithdrawalEffect, ServiceError> {
    require_runs(ctx.pool, admin, id).await?;
    let player = tournaments::user_named(ctx.pool, username).await?;
    let mut tx = ctx.pool.begin().await?;
    let running = store::tournaments::lock_running_games_of(&mut tx, id, player.id).await?;
    let (t, _) = lock_running_with(&mut tx, id, &player).await?;
    let all = store::tournaments::games(&mut *tx, id).await?;
    let mine: Vec<_> = all.iter().filter(|g| g.game.is_player(player.id)).collect();
    let played = mine
        .iter()
        .filter(|g| g.game.state.status() == GameStatus::Finished)
        .count();
    // A knockout has no table to delete results from: the match is lost by forfeit.
    let effect = if t.knockout.is_some() {
        WithdrawalEffect::ForfeitRest
    } else {
        withdrawal_effect(played, mine.len())
    };
    store::tournaments::mark_withdrawn(&mut *tx, id, player.id, effect == WithdrawalEffect::Annul)
        .await?;
    for game in running {
        let Some(row) = store::games::lock(&mut tx, game).await? else {
            continue;
        };
        let conclusion = match effect {
            WithdrawalEffect::Annul => Conclusion::Aborted,
            WithdrawalEffect::ForfeitRest => {
                let winner = if row.white_id == player.id {
                    shakmaty::Color::Black
                } else {
                    shakmaty::Color::White
                };
                Conclusion::Decided(GameResult::win_for(winner), Ending::Forfeit)
            }
        };
        after_game::end_game(&mut ctx.within(&mut tx), &row, conclusion).await?;
    }
    tournaments::audit(&mut tx, admin, "tournament.withdraw", id, &player.username).await?;
    tx.commit().await?;
    tracing::info!(tournament = %id, player = %player.id, ?effect, "player withdrawn");
    Ok(effect)
}

/// Decides a running tournament game by the director's ruling; the players see the
/// reason on the tournament page and in a mail.
pub async fn adjudicate(
    ctx: Context<'_>,
    admin: &User,
    id: TournamentId,
    decision: Adjudication<'_>,
) -> Result<(), ServiceError> {
    require_runs(ctx.pool, admin, id).await?;
    let (result, reason) = decision.checked().map_err(ServiceError::Invalid)?;
    let game = decision.game;
    let mut tx = ctx.pool.begin().await?;
    let row = store::games::lock(&mut tx, game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if store::tournaments::of_game(&mut *tx, game).await? != Some(id) {
        return Err(ServiceError::NotFound(Missing::Game));
    }
    if !row.is_running() {
        return Err(ServiceError::conflict("admin-adjudicate-ended"));
    }
    store::tournaments::set_adjudication_reason(&mut *tx, game, reason).await?;
    for player in [row.white_id, row.black_id] {
        let headline = Words::new("notice-adjudicated")
            .arg("result", result.to_string())
            .arg("reason", reason);
        let kind = game_mails::Notice::Event;
        game_mails::queue_notice(&mut ctx.within(&mut tx), &row, player, headline, kind).await?;
    }
    // Ends the game, mails both players, and ends the tournament after its last game.
    let conclusion = Conclusion::Decided(result, Ending::Adjudication);
    after_game::end_game(&mut ctx.within(&mut tx), &row, conclusion).await?;
    let detail = format!("game {game}: {result}, {reason}");
    tournaments::audit(&mut tx, admin, "tournament.adjudicate", id, &detail).await?;
    tx.commit().await?;
    Ok(())
}
