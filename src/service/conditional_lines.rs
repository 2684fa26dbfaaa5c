//! Conditional lines, decided without I/O: reading a typed line against the game,
//! checking it agrees with the lines already stored, and what the opponent's move does
//! to the stored lines (the reply to play, the lines that go on, the rest dropped).

use super::{FieldErrors, ServiceError};
use crate::{
    chess,
    domain::{Arg, Words},
    store::conditionals::LineRow,
};

/// The most moves a line may hold (both players' together).
pub const MAX_LINE_MOVES: usize = 40;
/// The most lines a player may keep in one game.
pub const MAX_LINES: usize = 50;

/// A line read from the game's current position: the same moves in UCI (stored) and SAN
/// (shown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadLine {
    pub ucis: Vec<String>,
    pub sans: Vec<String>,
}

fn refused(message: Words) -> ServiceError {
    ServiceError::Invalid(FieldErrors::single("line", message))
}

/// Reads `text` (moves separated by spaces, in any notation the move form takes) as a
/// line from `game`'s position, where the opponent is to move. The line must end with
/// the player's own reply. A refusal names its moves as values (the edge words them in
/// the reader's notation).
pub fn read_line(game: &chess::Game, text: &str) -> Result<ReadLine, ServiceError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 2 {
        let example = Arg::San("Nf6 Nc3".into());
        return Err(refused(
            Words::new("analysis-line-too-short").arg("example", example),
        ));
    }
    if words.len() > MAX_LINE_MOVES {
        return Err(refused(
            Words::new("analysis-line-too-long").arg("max", MAX_LINE_MOVES),
        ));
    }
    if words.len() % 2 == 1 {
        let last = words[words.len() - 1];
        return Err(refused(Words::new("analysis-line-odd").arg("move", last)));
    }
    let mut game = game.clone();
    let mut line = ReadLine {
        ucis: Vec::with_capacity(words.len()),
        sans: Vec::with_capacity(words.len()),
    };
    for (i, word) in words.iter().enumerate() {
        let played = game
            .play_input(word)
            .map_err(|e| refused(bad_move(i, word, e)))?;
        line.ucis.push(played.uci);
        line.sans.push(played.san);
    }
    Ok(line)
}

/// "Move 2 of the line, "Ke3" (your reply), cannot be played: …" as words; `index`
/// counts from 0.
fn bad_move(index: usize, word: &str, error: chess::MoveError) -> Words {
    let whose = if index.is_multiple_of(2) {
        "opponent"
    } else {
        "reply"
    };
    Words::new("analysis-line-bad-move")
        .arg("number", index + 1)
        .arg("move", word)
        .arg("whose", whose)
        .arg("reason", Arg::MoveReason(error))
}

/// Refuses a line that answers a position differently from a stored line that reaches
/// it by the same moves (the lines form one tree: one reply per position).
pub fn check_agrees(line: &ReadLine, ply: i32, stored: &[LineRow]) -> Result<(), ServiceError> {
    if stored.len() >= MAX_LINES {
        return Err(refused(
            Words::new("analysis-line-too-many").arg("max", MAX_LINES),
        ));
    }
    for other in stored.iter().filter(|l| l.ply == ply) {
        let shared = line
            .ucis
            .iter()
            .zip(&other.moves)
            .take_while(|(a, b)| a == b)
            .count();
        // They part at one of my replies: the same position, two answers.
        if shared % 2 == 1 && shared < line.ucis.len() && shared < other.moves.len() {
            let san = |s: &str| Arg::San(s.to_owned());
            return Err(refused(
                Words::new("analysis-line-disagrees")
                    .arg("before", san(&line.sans[..shared].join(" ")))
                    .arg("stored", san(&other.sans[shared]))
                    .arg("typed", san(&line.sans[shared])),
            ));
        }
    }
    Ok(())
}

/// What the opponent's move does to the stored lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The reply to play now (UCI), and the note to send with it, if a line matched.
    pub reply: Option<(String, Option<String>)>,
    /// Lines that matched: they go on from after the reply.
    pub advanced: Vec<i64>,
}

/// Matches the opponent's move `uci`, played when the game had `ply` half-moves, against
/// the owner's `lines`. Lines made for another ply or that expected another move are
/// not in `advanced`, so they are dropped.
pub fn answer(lines: &[LineRow], ply: i32, uci: &str) -> Answer {
    let matching: Vec<&LineRow> = lines
        .iter()
        .filter(|l| l.ply == ply && l.moves.first().is_some_and(|m| m == uci))
        .collect();
    let reply = matching.first().and_then(|l| {
        let note = matching.iter().find_map(|m| m.note.clone());
        l.moves.get(1).map(|r| (r.clone(), note))
    });
    Answer {
        advanced: matching
            .iter()
            .filter(|l| {
                reply
                    .as_ref()
                    .is_some_and(|(r, _)| l.moves.get(1) == Some(r))
            })
            .map(|l| l.id)
            .collect(),
        reply,
    }
}

/// The owner's lines kept when the opponent's move `their_uci` (played at `ply`)
/// carried a draw offer or a message and so was not answered at once: the owner has
/// now played `my_uci` by hand. The lines whose reply it was go on (as if they had
/// played it); every other line of the owner is dropped.
pub fn followed(lines: &[LineRow], ply: i32, their_uci: &str, my_uci: &str) -> Vec<i64> {
    let answer = answer(lines, ply, their_uci);
    match answer.reply {
        Some((reply, _)) if reply == my_uci => answer.advanced,
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests;
