//! Conditional moves and private notes: a player's own preparations for a game, never
//! shown to the opponent or anyone else. Storing a line checks it against the locked
//! game; the lines answer the opponent's move inside that move's transaction
//! (`play::play_move` calls [`answer_in`]).

use crate::domain::Words;
use sqlx::PgConnection;

use super::{
    FieldErrors, Missing, ServiceError,
    conditional_lines::{self, Answer},
    move_decision::replay,
};
use crate::{
    domain::{GameId, UserId, games::is_plain_text},
    store::{self, conditionals::LineRow, games::GameRow},
};

/// The longest private note, in characters.
pub const MAX_NOTE_CHARS: usize = 10_000;

/// A line to store: the moves as typed and an optional message for its first reply.
#[derive(Clone, Copy, Debug)]
pub struct LineSubmission<'a> {
    pub user: UserId,
    pub line: &'a str,
    pub message: &'a str,
}

/// The game, if `user` plays it.
async fn players_game(
    db: &mut PgConnection,
    game: GameId,
    user: UserId,
    lock: bool,
) -> Result<GameRow, ServiceError> {
    let row = if lock {
        store::games::lock(db, game).await?
    } else {
        store::games::by_id(&mut *db, game).await?
    }
    .ok_or(ServiceError::NotFound(Missing::Game))?;
    if !row.is_player(user) {
        return Err(ServiceError::NotAPlayer);
    }
    Ok(row)
}

/// Stores a conditional line for the player whose opponent is on move; returns its id.
pub async fn store_line(
    pool: &sqlx::PgPool,
    game: GameId,
    submission: LineSubmission<'_>,
) -> Result<i64, ServiceError> {
    let user = submission.user;
    let message = submission.message.trim();
    let max = crate::domain::games::MAX_MESSAGE_CHARS;
    if message.chars().count() > max || !is_plain_text(message) {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "message",
            Words::new("analysis-line-message-refused").arg("max", max),
        )));
    }
    let mut tx = pool.begin().await?;
    let row = players_game(&mut tx, game, user, true).await?;
    if !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    if row.seats().player_on_move() == user {
        return Err(ServiceError::Conflict(Words::new(
            "analysis-line-your-move",
        )));
    }
    let moves = store::games::moves(&mut *tx, game).await?;
    let ucis: Vec<&str> = moves.iter().map(|m| m.uci.as_str()).collect();
    let position = replay(&row, &ucis)?;
    let line = conditional_lines::read_line(&position, submission.line)?;
    let stored = store::conditionals::of_player(&mut *tx, game, user).await?;
    conditional_lines::check_agrees(&line, row.ply, &stored)?;
    let id = store::conditionals::insert(
        &mut *tx,
        &store::conditionals::NewLine {
            game,
            user,
            ply: row.ply,
            moves: &line.ucis,
            sans: &line.sans,
            note: (!message.is_empty()).then_some(message),
        },
    )
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// `user`'s lines in `game` that can still be played (oldest first).
pub async fn lines(
    pool: &sqlx::PgPool,
    game: GameId,
    user: UserId,
) -> Result<Vec<LineRow>, ServiceError> {
    let mut conn = pool.acquire().await?;
    let row = players_game(&mut conn, game, user, false).await?;
    let lines = store::conditionals::of_player(&mut *conn, game, user).await?;
    Ok(lines.into_iter().filter(|l| l.ply == row.ply).collect())
}

/// Deletes one of `user`'s lines.
pub async fn delete_line(
    pool: &sqlx::PgPool,
    game: GameId,
    user: UserId,
    line: i64,
) -> Result<(), ServiceError> {
    let mut conn = pool.acquire().await?;
    players_game(&mut conn, game, user, false).await?;
    if store::conditionals::delete(&mut *conn, game, user, line).await? {
        Ok(())
    } else {
        Err(ServiceError::NotFound(Missing::ConditionalLine))
    }
}

/// What the owner's lines do about the opponent's move `uci`, played when the locked
/// game had `ply` half-moves: the matching lines advance, every other line of the owner
/// is deleted. Returns the reply to play, if any; call [`drop_all`] when it cannot be.
pub async fn answer_in(
    tx: &mut PgConnection,
    game: GameId,
    owner: UserId,
    ply: i32,
    uci: &str,
) -> Result<Answer, ServiceError> {
    let lines = store::conditionals::of_player(&mut *tx, game, owner).await?;
    let answer = conditional_lines::answer(&lines, ply, uci);
    store::conditionals::settle(&mut *tx, game, owner, &answer.advanced).await?;
    Ok(answer)
}

/// `mover`'s own lines kept because the opponent's last move (`their_uci`, played at
/// `ply`) carried a draw offer or a message: now that `mover` has played `my_uci` by
/// hand, the lines whose reply it was go on and the others are deleted
/// ([`conditional_lines::followed`]). Nothing is written when `mover` has no lines.
pub async fn follow_own(
    tx: &mut PgConnection,
    game: GameId,
    mover: UserId,
    ply: i32,
    (their_uci, my_uci): (&str, &str),
) -> Result<(), ServiceError> {
    let lines = store::conditionals::of_player(&mut *tx, game, mover).await?;
    if lines.is_empty() {
        return Ok(());
    }
    let advanced = conditional_lines::followed(&lines, ply, their_uci, my_uci);
    store::conditionals::settle(&mut *tx, game, mover, &advanced).await?;
    Ok(())
}

/// Deletes every line of a game (it ended, or a reply could not be played).
pub async fn drop_all(tx: &mut PgConnection, game: GameId) -> Result<(), ServiceError> {
    store::conditionals::delete_all(&mut *tx, game).await?;
    Ok(())
}

/// `user`'s private note on `game` ("" when none).
pub async fn note(pool: &sqlx::PgPool, game: GameId, user: UserId) -> Result<String, ServiceError> {
    let mut conn = pool.acquire().await?;
    players_game(&mut conn, game, user, false).await?;
    Ok(store::notes::get(&mut *conn, game, user)
        .await?
        .unwrap_or_default())
}

/// Replaces `user`'s private note on `game` (empty deletes it); a refusal is worded in
/// `lang`.
pub async fn set_note(
    pool: &sqlx::PgPool,
    game: GameId,
    user: UserId,
    note: &str,
) -> Result<(), ServiceError> {
    let note = note.trim();
    if note.chars().count() > MAX_NOTE_CHARS {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "note",
            Words::new("analysis-note-too-long").arg("max", MAX_NOTE_CHARS),
        )));
    }
    if !is_plain_text(note) {
        return Err(ServiceError::Invalid(FieldErrors::single(
            "note",
            Words::new("analysis-note-control"),
        )));
    }
    let mut conn = pool.acquire().await?;
    players_game(&mut conn, game, user, false).await?;
    store::notes::set(&mut *conn, game, user, note).await?;
    Ok(())
}
