//! A game's life in the caller's transaction: its start, its end (rated, mailed, and
//! recorded as an [`Effect::GameEnded`] for `service::after_game`, which the caller
//! runs before it commits), and its stored snapshot. The players' actions on a game
//! are above: `play` (a move) and `game_actions` (resign, abort, draw).

use crate::service::Tx;
use crate::service::context::Effect;

use sqlx::{PgConnection, PgPool};
use time::OffsetDateTime;

use super::{Missing, ServiceError, game_mails, move_decision::replay, pgn};

use crate::{
    chess::{self, StartNumber},
    domain::{GameId, UserId, clock, game_state::Conclusion},
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

impl GameOrigin {
    /// Where the game came from, as its record's first entry says it.
    fn record_event(self) -> String {
        match self {
            GameOrigin::Challenge(c) => format!("challenge {}", c.0),
            GameOrigin::Tournament { id, round } => format!("tournament {} round {round}", id.0),
            GameOrigin::TeamMatch => "team match".to_owned(),
        }
    }
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
    let record_event = origin.record_event();
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
    super::record::started(&mut *tx, id, &new_game, &record_event).await?;
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
        super::push_notices::game_over(tx, &mail.game, row, user.id, lang).await?;
    }
    Ok(())
}

/// Ends a locked game (by the rules, resignation, agreement, claim, abort, adjudication,
/// forfeit), mails both players, and records the end for `service::after_game` (which
/// ends its tournament when it was the last game running). Returns the game as it is now.
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
    super::record::ended(tx, &finished, conclusion).await?;
    metrics::counter!("corrchess_games_ended_total", "termination" => conclusion.termination())
        .increment(1);
    super::ratings::rate_ended_game(&mut *tx.conn, &mut finished, conclusion).await?;
    // Conditional lines are never played, nor shown, after the end.
    super::conditionals::drop_all(&mut *tx.conn, row.id).await?;
    queue_game_over(tx, &finished, game).await?;
    tx.record(Effect::GameEnded {
        game: row.id,
        tournament: row.tournament_id,
        team_match,
    });
    Ok(finished)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deadlines_in_words() {
        let at = time::macros::datetime!(2026-12-03 14:05 UTC);
        assert_eq!(format_deadline(at), "Thu, 03 Dec 2026, 14:05 UTC");
    }
}
