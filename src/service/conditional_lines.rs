//! Conditional lines, decided without I/O: reading a typed line against the game,
//! checking it agrees with the lines already stored, and what the opponent's move does
//! to the stored lines (the reply to play, the lines that go on, the rest dropped).

use super::{FieldErrors, ServiceError};
use crate::{chess, store::conditionals::LineRow};

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

fn refused(message: String) -> ServiceError {
    ServiceError::Invalid(FieldErrors::single("line", message))
}

/// Reads `text` (moves separated by spaces, in any notation the move form takes) as a
/// line from `game`'s position, where the opponent is to move. The line must end with
/// the player's own reply.
pub fn read_line(game: &chess::Game, text: &str) -> Result<ReadLine, ServiceError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() < 2 {
        return Err(refused(
            "A line needs your opponent's move and your reply to it, e.g. \"Nf6 Nc3\".".into(),
        ));
    }
    if words.len() > MAX_LINE_MOVES {
        return Err(refused(format!(
            "A line may hold at most {MAX_LINE_MOVES} moves."
        )));
    }
    if words.len() % 2 == 1 {
        return Err(refused(format!(
            "A line ends with your reply: add your answer to \"{}\", or leave that move out.",
            words[words.len() - 1]
        )));
    }
    let mut game = game.clone();
    let mut line = ReadLine {
        ucis: Vec::with_capacity(words.len()),
        sans: Vec::with_capacity(words.len()),
    };
    for (i, word) in words.iter().enumerate() {
        let whose = if i % 2 == 0 {
            "your opponent's move"
        } else {
            "your reply"
        };
        let played = game.play_input(word).map_err(|e| {
            refused(format!(
                "Move {} of the line, \"{word}\" ({whose}), cannot be played: {e}.",
                i + 1
            ))
        })?;
        line.ucis.push(played.uci);
        line.sans.push(played.san);
    }
    Ok(line)
}

/// Refuses a line that answers a position differently from a stored line that reaches
/// it by the same moves (the lines form one tree: one reply per position).
pub fn check_agrees(line: &ReadLine, ply: i32, stored: &[LineRow]) -> Result<(), ServiceError> {
    if stored.len() >= MAX_LINES {
        return Err(refused(format!(
            "You keep {MAX_LINES} lines in this game already; delete some first."
        )));
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
            return Err(refused(format!(
                "After {} you answer {} in a line you stored already; here you answer {}. \
                 Delete one of them first.",
                line.sans[..shared].join(" "),
                other.sans[shared],
                line.sans[shared]
            )));
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

#[cfg(test)]
mod tests;
