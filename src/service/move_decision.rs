//! What a submitted move does, decided without I/O: given the locked game row, its moves,
//! the time and both players' vacations, either refuse (and say why), recognise a double
//! submit, find the mover's time already up, or plan the exact rows to write and whether
//! to mail the opponent. `play_move` reads, calls [`decide`] and writes what it says.

use crate::domain::Words;
use time::OffsetDateTime;

use super::{FieldErrors, ServiceError};
use crate::{
    chess::{self, GameEnd, PlayedMove},
    domain::{
        UserId,
        clock::{self, DateRange},
        games::{MAX_MESSAGE_CHARS, is_plain_text},
    },
    store::games::{GameRow, MoveRow, NewMove},
};

/// Rebuilds the rules core's game from the stored start number and moves (pure: the
/// decisions here and the actions in `games` share it).
pub fn replay<S: AsRef<str>>(row: &GameRow, ucis: &[S]) -> Result<chess::Game, ServiceError> {
    chess::Game::replay(row.start_number, ucis)
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("game {}: {e}", row.id)))
}

/// A move as the player sent it: the text typed, the ply the form was shown at (the
/// number of half-moves played then), an optional message to the opponent, whether a
/// draw offer comes with it, and whether it came by mail (the mover is then answered
/// by mail).
#[derive(Clone, Copy, Debug)]
pub struct MoveSubmission<'a> {
    pub user: UserId,
    pub input: &'a str,
    pub ply: i32,
    pub message: &'a str,
    /// Offer a draw with the move (the "Offer a draw" tick box).
    pub offer_draw: bool,
    /// The move came by mail: its mover is answered by mail.
    pub by_mail: bool,
}

impl<'a> MoveSubmission<'a> {
    /// `input` by `user` at `ply`, with no message, offer or mail.
    pub fn new(user: UserId, input: &'a str, ply: i32) -> Self {
        Self {
            user,
            input,
            ply,
            message: "",
            offer_draw: false,
            by_mail: false,
        }
    }
}

/// Everything the decision reads, loaded inside the move's transaction.
#[derive(Clone, Copy, Debug)]
pub struct MoveContext<'a> {
    /// The game row, locked.
    pub row: &'a GameRow,
    /// Its moves in ply order.
    pub moves: &'a [MoveRow],
    pub now: OffsetDateTime,
    /// The mover's vacations that stop this game's clock (empty when it forbids them).
    pub mover_vacations: &'a [DateRange],
    /// The same for the opponent, whose deadline the move sets.
    pub opponent_vacations: &'a [DateRange],
    /// The opponent asked for a mail after each move.
    pub opponent_wants_each_move: bool,
}

/// What the submission does.
#[derive(Debug)]
pub enum MoveDecision {
    /// The same move was already played at that ply (a double click): nothing to write.
    AlreadyPlayed,
    /// The mover's deadline passed before the move arrived: the game is lost on time.
    LostOnTime,
    /// A legal move to record.
    Play(Box<PlannedMove>),
}

/// A legal move and everything it writes.
#[derive(Debug)]
pub struct PlannedMove {
    /// The move row and the game's new state.
    pub record: NewMove,
    /// The message to store with the move (trimmed), if any.
    pub message: Option<String>,
    /// The game after the move.
    pub game: chess::Game,
    /// The move as the rules core played it.
    pub played: PlayedMove,
    /// The rule that ended the game with this move, if one did.
    pub end: Option<GameEnd>,
    /// Mail the opponent about the move (their preference, and the game goes on).
    pub mail_opponent: bool,
    /// The move makes a new draw offer: tell the opponent.
    pub offers_draw: bool,
    /// The move came by mail: its mover gets a confirmation by mail.
    pub by_mail: bool,
    /// The opponent's stored conditional lines may answer the move at once. A move
    /// that carries a draw offer or a message does not trigger them (as at ICCF and
    /// chessmail): the opponent reads it and answers himself, and his lines are kept
    /// (docs/design/conditional-moves.md).
    pub lines_may_answer: bool,
}

/// Decides what `submission` does in `ctx`. Errors are refusals with the reason the
/// player reads; nothing has been written.
pub fn decide(
    ctx: MoveContext<'_>,
    submission: MoveSubmission<'_>,
) -> Result<MoveDecision, ServiceError> {
    let MoveSubmission {
        user, input, ply, ..
    } = submission;
    let message = checked_message(submission.message)?;
    let row = ctx.row;
    let ucis: Vec<String> = ctx.moves.iter().map(|m| m.uci.clone()).collect();
    if ply != row.ply {
        return if is_double_submit(row, ctx.moves, &ucis, submission)? {
            Ok(MoveDecision::AlreadyPlayed)
        } else {
            Err(ServiceError::StalePly { current: row.ply })
        };
    }
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    if row.seats().player_on_move() != user {
        return Err(ServiceError::NotYourTurn);
    }
    if row.is_overdue(ctx.now) {
        return Ok(MoveDecision::LostOnTime);
    }
    let mut game = replay(row, &ucis)?;
    let played = game.play_input(input).map_err(ServiceError::IllegalMove)?;
    let opponent = row.seats().opponent_of(user);
    let used = clock::time_used(row.turn_started_at, ctx.now, ctx.mover_vacations);
    let mover_bank = row.time_control.bank_after(
        row.seats().bank_of(user),
        used,
        row.seats().moves_made_by(user) + 1,
    );
    let deadline = row
        .time_control
        .turn_deadlines(
            ctx.now,
            row.seats().bank_of(opponent),
            row.max_silence_days,
            ctx.opponent_vacations,
        )
        .earliest();
    let end = game.outcome();
    let offer_stands = row.draw_offer_by == Some(user);
    let offers_draw = submission.offer_draw && !offer_stands && end.is_none();
    let keep_draw_offer = offer_stands || offers_draw;
    let record = NewMove {
        game: row.id,
        ply: played.ply as i32,
        san: played.san.clone(),
        uci: played.uci.clone(),
        by: user,
        seconds_used: used.whole_seconds(),
        fen: game.fen(),
        deadline,
        // A standing offer by the mover survives, and one made with the move stands;
        // the opponent's lapses when this player moves.
        keep_draw_offer,
        mover_bank_seconds: mover_bank.whole_seconds(),
        at: ctx.now,
    };
    Ok(MoveDecision::Play(Box::new(PlannedMove {
        lines_may_answer: message.is_none() && !keep_draw_offer,
        record,
        message,
        mail_opponent: end.is_none() && ctx.opponent_wants_each_move,
        offers_draw,
        by_mail: submission.by_mail,
        end,
        game,
        played,
    })))
}

/// The message trimmed, `None` when empty; refused when too long or holding control
/// characters.
pub(crate) fn checked_message(message: &str) -> Result<Option<String>, ServiceError> {
    let message = message.trim();
    if message.chars().count() > MAX_MESSAGE_CHARS {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "message",
            Words::new("refusal-message-long").arg("max", MAX_MESSAGE_CHARS),
        )));
    }
    if !is_plain_text(message) {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "message",
            Words::new("analysis-message-control"),
        )));
    }
    Ok((!message.is_empty()).then(|| message.to_owned()))
}

/// The same player's same move, already recorded at the submitted ply.
fn is_double_submit(
    row: &GameRow,
    moves: &[MoveRow],
    ucis: &[String],
    submission: MoveSubmission<'_>,
) -> Result<bool, ServiceError> {
    let ply = submission.ply;
    let Some(done) = usize::try_from(ply).ok().and_then(|p| moves.get(p)) else {
        return Ok(false);
    };
    if ply >= row.ply || done.played_by != submission.user {
        return Ok(false);
    }
    let before = replay(row, &ucis[..ply as usize])?;
    Ok(before
        .parse_move(submission.input)
        .is_ok_and(|mv| chess::uci_of(mv) == done.uci))
}

#[cfg(test)]
mod tests;
