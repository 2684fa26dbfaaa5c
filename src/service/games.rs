//! Playing a game: moves, resignation, draws, abort. Each action is one transaction on
//! the locked game row, and queues the mails it causes.

use crate::service::Context;
use crate::service::Tx;

use sqlx::{PgConnection, PgPool};
use time::OffsetDateTime;

pub use super::draw_decision::DrawAction;
use super::{
    Missing, ServiceError,
    draw_decision::{self, DrawSituation, DrawStep},
    game_mails, pgn,
};

pub use super::move_decision::{MoveSubmission, replay};
pub use super::play::{AfterMove, MoveOutcome, play_move};
use crate::{
    chess::{self, GameResult, StartNumber},
    domain::{
        GameId, UserId, Words, clock,
        game_state::{Conclusion, Ending, GameState},
        record::events::DrawStep as RecordDraw,
    },
    mail::{MailContent, game_messages},
    store::{self, games::GameRow},
};

/// What a new game is played under.
#[derive(Clone, Debug)]
pub struct GameTerms {
    pub time_control: clock::TimeControl,
    /// The silence rule's days, if the game has one.
    pub max_silence_days: Option<i32>,
    pub rated: bool,
    pub vacation_allowed: bool,
    /// A tournament's cap on the vacation days that count in its games.
    pub vacation_cap: Option<clock::VacationCap>,
}

/// Where a new game comes from: an accepted challenge, a tournament round, or a team
/// match's board (its board row names the game).
#[derive(Clone, Copy, Debug)]
pub enum GameOrigin {
    Challenge(crate::domain::ChallengeId),
    Tournament {
        id: crate::domain::TournamentId,
        round: i32,
    },
    TeamMatch,
}

/// Creates a running game in the caller's transaction (a challenge accepted, a
/// tournament started): white to move, with a deadline from white's clock and vacations.
pub async fn start_game(
    tx: &mut PgConnection,
    white: UserId,
    black: UserId,
    start: StartNumber,
    terms: &GameTerms,
    origin: GameOrigin,
) -> Result<GameId, ServiceError> {
    let (challenge, tournament) = match origin {
        GameOrigin::Challenge(c) => (Some(c), None),
        GameOrigin::Tournament { id, round } => (None, Some((id, round))),
        GameOrigin::TeamMatch => (None, None),
    };
    let now = OffsetDateTime::now_utc();
    let bank = terms.time_control.initial_bank();
    let vacations: Vec<clock::DateRange> = if terms.vacation_allowed {
        let booked: Vec<clock::DateRange> = store::vacations::for_user(&mut *tx, white)
            .await?
            .iter()
            .map(|v| v.range())
            .collect();
        clock::capped(&booked, terms.vacation_cap)
    } else {
        Vec::new()
    };
    let new_game = store::games::NewGame {
        white,
        black,
        start_number: start,
        time_control: terms.time_control,
        rated: terms.rated,
        fen: &start.initial_fen(),
        challenge,
        deadline: terms
            .time_control
            .turn_deadlines(now, bank, terms.max_silence_days, &vacations)
            .earliest(),
        vacation_allowed: terms.vacation_allowed,
        bank_seconds: bank.whole_seconds(),
        started_at: now,
        tournament,
        vacation_cap: terms.vacation_cap,
        max_silence_days: terms.max_silence_days,
    };
    let id = store::games::insert(&mut *tx, &new_game).await?;
    super::record::started(&mut *tx, id, &new_game, origin).await?;
    metrics::counter!("corrchess_games_started_total").increment(1);
    Ok(id)
}

/// A stored game, its moves and the replayed position, read in one statement (the PGN
/// downloads).
pub async fn snapshot(
    pool: &PgPool,
    id: GameId,
) -> Result<(GameRow, Vec<store::games::MoveRow>, chess::Game), ServiceError> {
    let (row, moves) = store::games::with_moves(pool, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    let ucis: Vec<String> = moves.iter().map(|m| m.uci.clone()).collect();
    let game = replay(&row, &ucis)?;
    Ok((row, moves, game))
}

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

/// A deadline in words in UTC, in English: for the tests of values the services keep
/// (pages and mails word deadlines in the reader's zone and language,
/// `TimeZone::format_deadline_in`).
#[cfg(test)]
pub(crate) fn format_deadline(at: OffsetDateTime) -> String {
    crate::domain::TimeZone::utc().format_deadline_in(crate::domain::Lang::En, at)
}

/// Queues the end-of-game mail to both players (result, how, PGN).
pub async fn queue_game_over(
    tx: &mut Tx<'_>,
    row: &GameRow,
    game: &chess::Game,
) -> Result<(), ServiceError> {
    let event = pgn::event_of(&mut *tx.conn, row).await?;
    let pgn_text = pgn::render(row, game, tx.links.site(), &event);
    let conclusion = row.state.conclusion();
    for (player, color) in [
        (row.white_id, shakmaty::Color::White),
        (row.black_id, shakmaty::Color::Black),
    ] {
        let Some(user) = store::users::by_id(&mut *tx.conn, player).await? else {
            continue;
        };
        let lang = user.language.for_mail();
        let mail = game_messages::GameOver {
            recipient: user.username.clone(),
            game: game_mails::game_ref(row),
            white_rating: row.ratings.white_label(),
            black_rating: row.ratings.black_label(),
            rating_change: match color {
                shakmaty::Color::White => row.ratings.white_diff(),
                shakmaty::Color::Black => row.ratings.black_diff(),
            },
            result: row.state.result().to_string(),
            verdict: conclusion.map(|c| c.verdict_for(color)),
            conclusion,
            pgn: pgn_text.clone(),
            link: tx.links.game(row.id),
        };
        let envelope = game_mails::envelope(&user.email, tx.links, row, user.id).in_language(lang);
        store::outbox::enqueue(&mut *tx.conn, &mail.to_mail(&envelope)?).await?;
        super::push_notices::game_over(tx, row, user.id, lang).await?;
    }
    Ok(())
}

/// Ends a locked game (by the rules, resignation, agreement, claim, abort, adjudication,
/// forfeit), mails both players, and ends its tournament when it was the last game
/// running. Returns the game as it is now.
pub async fn end_game(
    tx: &mut Tx<'_>,
    row: &GameRow,
    conclusion: Conclusion,
) -> Result<GameRow, ServiceError> {
    let ucis: Vec<String> = store::games::moves(&mut *tx.conn, row.id)
        .await?
        .into_iter()
        .map(|m| m.uci)
        .collect();
    let game = replay(row, &ucis)?;
    conclude(tx, row, conclusion, &game).await
}

/// [`end_game`] for a caller that holds the game's position already (the move that
/// ended it), so it is not read and replayed again.
pub async fn conclude(
    tx: &mut Tx<'_>,
    row: &GameRow,
    conclusion: Conclusion,
    game: &chess::Game,
) -> Result<GameRow, ServiceError> {
    // Before both players moved, a resignation or an adjudication is no result (in
    // a tournament or a team match it keeps its result, which the table needs).
    let team_match = store::team_matches::of_game(&mut *tx.conn, row.id).await?;
    let in_event = row.tournament_id.is_some() || team_match.is_some();
    let early = conclusion.before_both_moved(row.ply, in_event);
    let conclusion = early.conclusion;
    let mut finished =
        store::games::finish(&mut *tx.conn, row.id, conclusion, early.unrated).await?;
    super::record::ended(&mut *tx.conn, &finished, conclusion).await?;
    metrics::counter!("corrchess_games_ended_total", "termination" => conclusion.termination())
        .increment(1);
    super::ratings::rate_ended_game(&mut *tx.conn, &mut finished, conclusion).await?;
    // Conditional lines are never played, nor shown, after the end.
    super::conditionals::drop_all(&mut *tx.conn, row.id).await?;
    queue_game_over(tx, &finished, game).await?;
    super::tournaments::finish::after_game(tx, row.id).await?;
    if let Some(id) = team_match {
        super::team_matches::finish::after_game(tx, id).await?;
    }
    Ok(finished)
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
    let row = load_locked(&mut tx, game_id, user).await?;
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    let winner = if user == row.white_id {
        shakmaty::Color::Black
    } else {
        shakmaty::Color::White
    };
    let conclusion = Conclusion::Decided(GameResult::win_for(winner), Ending::Resignation);
    let ended = end_game(&mut ctx.within(&mut tx), &row, conclusion).await?;
    tx.commit().await?;
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
    end_game(&mut ctx.within(&mut tx), &row, Conclusion::Aborted).await?;
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
    let mut tx = ctx.pool.begin().await?;
    let row = load_locked(&mut tx, game_id, user).await?;
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    let claimable = if action == DrawAction::Claim {
        let ucis: Vec<String> = store::games::moves(&mut *tx, game_id)
            .await?
            .into_iter()
            .map(|m| m.uci)
            .collect();
        replay(&row, &ucis)?.can_claim_draw()
    } else {
        None
    };
    let opponent = row.opponent_of(user);
    let situation = DrawSituation {
        user,
        opponent,
        on_move: row.player_on_move(),
        offer_by: row.draw_offer_by,
        claimable,
    };
    let step = draw_decision::decide(action, situation)?;
    if let Some(text) = &message {
        if store::blocks::blocks(&mut *tx, opponent, user).await? {
            return Err(super::safety::message_refused(row.name_of(opponent)));
        }
        store::games::add_message(&mut *tx, game_id, user, None, text).await?;
        super::record::message(&mut *tx, &row, user, text).await?;
    }
    let name = row.name_of(user);
    match step {
        DrawStep::Offer => {
            store::games::set_draw_offer(&mut *tx, game_id, Some(user)).await?;
            super::record::draw(&mut *tx, &row, user, RecordDraw::Offer).await?;
            let headline = Words::new("notice-draw-offer").arg("name", name);
            let kind = game_mails::Notice::DrawOffer(message.as_deref().unwrap_or(""));
            game_mails::queue_notice(&mut ctx.within(&mut tx), &row, opponent, headline, kind)
                .await?;
        }
        DrawStep::Decline => {
            store::games::set_draw_offer(&mut *tx, game_id, None).await?;
            super::record::draw(&mut *tx, &row, user, RecordDraw::Decline).await?;
            let headline = Words::new("notice-draw-declined").arg("name", name);
            let kind = game_mails::Notice::Event;
            game_mails::queue_notice(&mut ctx.within(&mut tx), &row, opponent, headline, kind)
                .await?;
        }
        DrawStep::End(conclusion) => {
            end_game(&mut ctx.within(&mut tx), &row, conclusion).await?;
        }
    }
    tx.commit().await?;
    Ok(step)
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

    #[test]
    fn deadlines_in_words() {
        let at = time::macros::datetime!(2026-12-03 14:05 UTC);
        assert_eq!(format_deadline(at), "Thu, 03 Dec 2026, 14:05 UTC");
    }
}
