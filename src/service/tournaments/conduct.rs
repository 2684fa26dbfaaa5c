//! After the start: an admin replaces a player; what withdrawing one or adjudicating a
//! game needs (the actions end games, so they are above: `service::tournament_rulings`).
//! Lock order as everywhere: game rows first, then the tournament row.

use crate::domain::Words;
use crate::service::Context;
use sqlx::PgConnection;

use super::{Missing, ServiceError, require_runs};
use crate::{
    chess::GameResult,
    domain::{
        GameId, TournamentId,
        tournaments::{MAX_REASON_CHARS, TournamentStatus},
    },
    mail::tournament_messages::{GameLine, StartTerms, TournamentStarted},
    service::FieldErrors,
    store::{
        self,
        tournaments::{PlayerRow, TournamentRow},
        users::User,
    },
};

/// Locks a running tournament and finds `user`'s current seat in it.
pub(crate) async fn lock_running_with(
    tx: &mut PgConnection,
    id: TournamentId,
    user: &User,
) -> Result<(TournamentRow, PlayerRow), ServiceError> {
    let t = store::tournaments::lock(tx, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Tournament))?;
    if t.status != TournamentStatus::Running {
        return Err(ServiceError::conflict("admin-withdraw-not-running"));
    }
    let player = store::tournaments::players(&mut *tx, id)
        .await?
        .into_iter()
        .find(|p| p.user_id == user.id && p.replaced_by.is_none())
        .ok_or_else(|| {
            ServiceError::Conflict(Words::new("admin-not-playing").arg("name", &user.username))
        })?;
    if player.withdrawn_at.is_some() {
        return Err(ServiceError::Conflict(
            Words::new("admin-withdrawn-already").arg("name", &user.username),
        ));
    }
    Ok((t, player))
}

/// Hands a player's seat to someone new: their finished games stay in the seat's
/// record, their running games continue with the new player, who is mailed them.
pub async fn replace(
    ctx: Context<'_>,
    admin: &User,
    id: TournamentId,
    username: &str,
    replacement: &str,
) -> Result<(), ServiceError> {
    require_runs(ctx.pool, admin, id).await?;
    let old = super::user_named(ctx.pool, username).await?;
    let new = super::user_named(ctx.pool, replacement).await?;
    let mut tx = ctx.pool.begin().await?;
    let running = store::tournaments::lock_running_games_of(&mut tx, id, old.id).await?;
    let (t, seat) = lock_running_with(&mut tx, id, &old).await?;
    let players = store::tournaments::players(&mut *tx, id).await?;
    if players.iter().any(|p| p.user_id == new.id) {
        return Err(ServiceError::Conflict(
            Words::new("admin-already-playing").arg("name", &new.username),
        ));
    }
    let seed = seat
        .seed
        .ok_or_else(|| anyhow::anyhow!("seated player without seed"))?;
    for game in &running {
        store::tournaments::transfer_game(&mut *tx, *game, old.id, new.id).await?;
    }
    store::tournaments::replace_player(&mut tx, id, old.id, new.id, seed).await?;
    store::stages::transfer_seat(&mut *tx, id, old.id, new.id).await?;
    let mut lines = Vec::new();
    for g in store::tournaments::games(&mut *tx, id).await? {
        if running.contains(&g.game.id) {
            let white = g.game.white_id == new.id;
            lines.push(GameLine {
                round: g.round,
                color: if white { "white" } else { "black" },
                opponent: if white { g.game.black } else { g.game.white },
                start_number: g.game.start_number.get(),
                link: ctx.links.game(g.game.id),
            });
        }
    }
    let mail = TournamentStarted {
        recipient: new.username.clone(),
        tournament: t.name.clone(),
        terms: StartTerms::Replacing {
            name: old.username.clone(),
        },
        games: lines,
        link: ctx.links.tournament(id),
    };
    ctx.within(&mut tx)
        .queue_mail(&new.email, new.language.for_mail(), &mail)
        .await?;
    let detail = format!("{} replaced by {}", old.username, new.username);
    super::audit(&mut tx, admin, "tournament.replace", id, &detail).await?;
    tx.commit().await?;
    Ok(())
}

/// The adjudication's refusal of a result that is none of the three.
pub fn result_refused() -> Words {
    Words::new("admin-adjudicate-result")
}

/// The adjudication's refusal of an empty or overlong reason.
pub fn reason_refused() -> Words {
    Words::new("admin-adjudicate-reason").arg("max", MAX_REASON_CHARS)
}

/// A director's decision of a running game, as the form gives it.
#[derive(Clone, Copy, Debug)]
pub struct Adjudication<'a> {
    pub game: GameId,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'a str,
    /// Why, for the players (1 to [`MAX_REASON_CHARS`] characters).
    pub reason: &'a str,
}

impl<'a> Adjudication<'a> {
    /// The result and the trimmed reason, or what is wrong with them.
    pub(crate) fn checked(&self) -> Result<(GameResult, &'a str), FieldErrors> {
        let mut errors = FieldErrors::default();
        let result = GameResult::from_pgn(self.result);
        if result.is_none() {
            errors.add("result", result_refused());
        }
        let reason = self.reason.trim();
        if reason.is_empty() || reason.chars().count() > MAX_REASON_CHARS {
            errors.add("reason", reason_refused());
        }
        match result {
            Some(result) if errors.is_empty() => Ok((result, reason)),
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ruling<'a>(result: &'a str, reason: &'a str) -> Adjudication<'a> {
        Adjudication {
            game: GameId(1),
            result,
            reason,
        }
    }

    #[test]
    fn a_ruling_needs_a_result_and_a_reason_of_bounded_length() {
        assert_eq!(
            ruling("1/2-1/2", "  both agreed by mail ").checked(),
            Ok((GameResult::Draw, "both agreed by mail"))
        );
        let long = "x".repeat(MAX_REASON_CHARS + 1);
        for (result, reason, fields) in [
            ("2-0", "why", vec!["result"]),
            ("1-0", "   ", vec!["reason"]),
            ("1-0", long.as_str(), vec!["reason"]),
            ("", "", vec!["reason", "result"]),
        ] {
            let errors = ruling(result, reason).checked().unwrap_err();
            assert_eq!(errors.0.keys().copied().collect::<Vec<_>>(), fields);
        }
    }
}
