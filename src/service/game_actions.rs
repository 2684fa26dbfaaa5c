//! A player's actions on a game besides a move: resignation, abort, draws. Each is one
//! transaction on the locked game row; it queues the mails it causes and, when it ends
//! the game, acts on the end (`after_game`) before it commits.

use sqlx::PgConnection;

pub use super::draw_decision::DrawAction;
use super::{
    Context, Missing, ServiceError, Tx, after_game,
    clocks::{Late, time_up},
    draw_decision::{self, DrawSituation, DrawStep},
    game_mails,
    move_decision::replay,
    record::Act as RecordAct,
    remote_games,
};
use crate::{
    chess::GameResult,
    domain::{
        GameId, UserId, Words,
        federation::Message,
        game_state::{Conclusion, Ending, GameState},
        record::events::DrawStep as RecordDraw,
    },
    store::{self, games::GameRow},
};

async fn load_locked(
    tx: &mut PgConnection,
    id: GameId,
    user: UserId,
) -> Result<GameRow, ServiceError> {
    let row = store::games::lock(tx, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if !row.is_player(user) {
        return Err(ServiceError::NotAPlayer);
    }
    Ok(row)
}

/// Resigns: the opponent wins; before both players have moved the game is aborted
/// instead (a tournament game keeps the result, unrated: see
/// [`Conclusion::before_both_moved`]). Returns how the game stands now.
pub async fn resign(
    ctx: Context<'_>,
    game_id: GameId,
    user: UserId,
) -> Result<GameState, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let state = resign_in(&mut ctx.within(&mut tx), game_id, user).await?;
    tx.commit().await?;
    Ok(state)
}

/// [`resign`] in the caller's transaction (a peer's `resign` runs it in the inbox's);
/// in a mirror game the resignation is sent to the game's home, and the game stands
/// as it is until home's state comes.
pub async fn resign_in(
    tx: &mut Tx<'_>,
    game_id: GameId,
    user: UserId,
) -> Result<GameState, ServiceError> {
    let row = load_locked(&mut *tx.conn, game_id, user).await?;
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    if row.home_host.is_some() {
        let by = row.name_of(user).to_owned();
        remote_games::outgoing::action_home(tx, &row, |game| Message::Resign { game, by }).await?;
        return Ok(row.state);
    }
    let winner = if user == row.white_id {
        shakmaty::Color::Black
    } else {
        shakmaty::Color::White
    };
    let conclusion = Conclusion::Decided(GameResult::win_for(winner), Ending::Resignation);
    let ended = after_game::end_game(tx, &row, conclusion).await?;
    Ok(ended.state)
}

/// Aborts a game in which fewer than two moves were played: no result, no rating.
pub async fn abort(ctx: Context<'_>, game_id: GameId, user: UserId) -> Result<(), ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let row = load_locked(&mut tx, game_id, user).await?;
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    if row.ply >= 2 {
        return Err(ServiceError::conflict("refusal-abort-too-late"));
    }
    // A team match's game counts for the clubs: it is played or resigned, not aborted.
    if store::team_matches::of_game(&mut *tx, game_id)
        .await?
        .is_some()
    {
        return Err(ServiceError::conflict("match-refuse-abort"));
    }
    after_game::end_game(&mut ctx.within(&mut tx), &row, Conclusion::Aborted).await?;
    tx.commit().await?;
    Ok(())
}

/// Offers, accepts, declines or claims a draw: the locked row (and, for a claim, the
/// position) decide the step; this writes it.
pub async fn draw(
    ctx: Context<'_>,
    game_id: GameId,
    user: UserId,
    action: DrawAction,
) -> Result<DrawStep, ServiceError> {
    draw_saying(ctx, game_id, user, action, "").await
}

/// [`draw`] with a message from `user` sent with the step ("" for none), as a reply by
/// mail may write one below its draw word: it is checked like a move's message, stored
/// with the game in the same transaction, and quoted in the offer's mail.
pub async fn draw_saying(
    ctx: Context<'_>,
    game_id: GameId,
    user: UserId,
    action: DrawAction,
    message: &str,
) -> Result<DrawStep, ServiceError> {
    let message = super::move_decision::checked_message(message)?;
    let message = message.as_deref();
    // Past the deadline the sweep's rule comes first, as for a late move: a draw must
    // not turn a loss on time into a draw. An automatic vacation that saves the game
    // lets the action be decided again against the new deadline.
    match draw_once(ctx, game_id, user, action, message, Late::TryVacation).await? {
        Some(step) => Ok(step),
        None => draw_once(ctx, game_id, user, action, message, Late::Lose)
            .await?
            .ok_or_else(|| ServiceError::conflict("refusal-draw-time-ran-out")),
    }
}

/// One try at a draw action, in one transaction; `None` when the deadline had passed
/// and an automatic vacation saved the game (see [`draw_saying`]).
async fn draw_once(
    ctx: Context<'_>,
    game_id: GameId,
    user: UserId,
    action: DrawAction,
    message: Option<&str>,
    late: Late,
) -> Result<Option<DrawStep>, ServiceError> {
    let mut tx = ctx.pool.begin().await?;
    let tried = draw_in(&mut ctx.within(&mut tx), game_id, user, action, message).await?;
    match tried {
        DrawIn::Done(step) => {
            tx.commit().await?;
            Ok(Some(step))
        }
        DrawIn::Late(row, now, refusal) => {
            time_up(ctx, tx, &row, now, late, refusal).await?;
            Ok(None)
        }
    }
}

/// How a draw action decided in the caller's transaction ended.
pub enum DrawIn {
    Done(DrawStep),
    /// The deadline had passed (the game as locked, the time, the refusal to give).
    Late(Box<GameRow>, time::OffsetDateTime, &'static str),
}

/// A draw action in the caller's transaction (a peer's `draw_offer`, `draw_accept` and
/// `draw_decline` run it in the inbox's); in a mirror game it is checked here and sent
/// to the game's home.
pub async fn draw_in(
    tx: &mut Tx<'_>,
    game_id: GameId,
    user: UserId,
    action: DrawAction,
    message: Option<&str>,
) -> Result<DrawIn, ServiceError> {
    let row = load_locked(&mut *tx.conn, game_id, user).await?;
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    let now = store::now();
    if row.is_overdue(now) {
        let refusal = if row.seats().player_on_move() == user {
            "refusal-draw-time-ran-out"
        } else {
            "refusal-draw-opponent-time-ran-out"
        };
        return Ok(DrawIn::Late(Box::new(row), now, refusal));
    }
    let claimable = if action == DrawAction::Claim {
        let ucis: Vec<String> = store::games::moves(&mut *tx.conn, game_id)
            .await?
            .into_iter()
            .map(|m| m.uci)
            .collect();
        replay(&row, &ucis)?.can_claim_draw()
    } else {
        None
    };
    let opponent = row.seats().opponent_of(user);
    let situation = DrawSituation {
        user,
        opponent,
        on_move: row.seats().player_on_move(),
        offer_by: row.draw_offer_by,
        claimable,
    };
    let step = draw_decision::decide(action, situation)?;
    if row.home_host.is_some() {
        draw_home(tx, &row, user, action, message).await?;
        return Ok(DrawIn::Done(step));
    }
    if let Some(text) = message {
        if store::blocks::blocks(&mut *tx.conn, opponent, user).await? {
            return Err(super::safety::message_refused(row.name_of(opponent)));
        }
        store::games::add_message(&mut *tx.conn, game_id, user, None, text).await?;
        super::record::acted(tx, &row, user, RecordAct::Message(text)).await?;
    }
    let name = row.name_of(user);
    match step {
        DrawStep::Offer => {
            store::games::set_draw_offer(&mut *tx.conn, game_id, Some(user)).await?;
            super::record::acted(tx, &row, user, RecordAct::Draw(RecordDraw::Offer)).await?;
            let headline = Words::new("notice-draw-offer").arg("name", name);
            let kind = game_mails::Notice::DrawOffer(message.unwrap_or(""));
            game_mails::queue_notice(tx, &row, opponent, headline, kind).await?;
        }
        DrawStep::Decline => {
            store::games::set_draw_offer(&mut *tx.conn, game_id, None).await?;
            super::record::acted(tx, &row, user, RecordAct::Draw(RecordDraw::Decline)).await?;
            let headline = Words::new("notice-draw-declined").arg("name", name);
            let kind = game_mails::Notice::Event;
            game_mails::queue_notice(tx, &row, opponent, headline, kind).await?;
        }
        DrawStep::End(conclusion) => {
            after_game::end_game(tx, &row, conclusion).await?;
        }
    }
    Ok(DrawIn::Done(step))
}

/// Sends a draw action on mirror game `row` to its home (a message with it first).
async fn draw_home(
    tx: &mut Tx<'_>,
    row: &GameRow,
    user: UserId,
    action: DrawAction,
    message: Option<&str>,
) -> Result<(), ServiceError> {
    // A claim is decided on home's position, by home's player only.
    if action == DrawAction::Claim {
        return Err(ServiceError::conflict("federation-claim-at-home"));
    }
    let by = row.name_of(user).to_owned();
    let ply = row.ply;
    if let Some(text) = message {
        let (by, text) = (by.clone(), text.to_owned());
        remote_games::outgoing::action_home(tx, row, |game| Message::Message { game, by, text })
            .await?;
    }
    let message = move |game| match action {
        DrawAction::Offer => Message::DrawOffer { game, by, ply },
        DrawAction::Decline => Message::DrawDecline { game, by, ply },
        DrawAction::Accept | DrawAction::Claim => Message::DrawAccept { game, by, ply },
    };
    remote_games::outgoing::action_home(tx, row, message).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_actions_parse() {
        assert_eq!(DrawAction::parse("offer"), Some(DrawAction::Offer));
        assert_eq!(DrawAction::parse("claim"), Some(DrawAction::Claim));
        assert_eq!(DrawAction::parse("please"), None);
    }
}
