//! How a game ends: by the rules on the board (mate, stalemate, dead position,
//! fivefold repetition, 75-move rule) or by a claim (threefold, 50 moves).
//! The string forms are stable: they are stored in the database.

use std::fmt;

use shakmaty::Color;

/// The score of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// 1-0.
    WhiteWins,
    /// 0-1.
    BlackWins,
    /// ½-½.
    Draw,
}

impl GameResult {
    /// The PGN form: `"1-0"`, `"0-1"` or `"1/2-1/2"`.
    pub fn as_pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// Reads the PGN form; `None` for `"*"` or anything else.
    pub fn from_pgn(s: &str) -> Option<GameResult> {
        match s.trim() {
            "1-0" => Some(GameResult::WhiteWins),
            "0-1" => Some(GameResult::BlackWins),
            "1/2-1/2" => Some(GameResult::Draw),
            _ => None,
        }
    }

    /// A win for `color`.
    pub fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The winner, or `None` for a draw.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_pgn())
    }
}

/// A rule that ended the game by itself, without anybody claiming anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is mated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Neither side can ever mate (the FIDE dead positions shakmaty detects).
    InsufficientMaterial,
    /// The same position occurred for the fifth time (FIDE 9.6.1).
    FivefoldRepetition,
    /// 75 moves by each side without a capture or pawn move (FIDE 9.6.2).
    SeventyFiveMoveRule,
}

impl Termination {
    /// Stable snake_case name for the database and URLs.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoveRule => "seventy_five_moves",
        }
    }

    /// Reads [`Termination::as_str`] back.
    pub fn from_str_opt(s: &str) -> Option<Termination> {
        [
            Termination::Checkmate,
            Termination::Stalemate,
            Termination::InsufficientMaterial,
            Termination::FivefoldRepetition,
            Termination::SeventyFiveMoveRule,
        ]
        .into_iter()
        .find(|t| t.as_str() == s)
    }

    /// An English sentence for pages and mails.
    pub fn describe(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate: the side to move has no legal move",
            Termination::InsufficientMaterial => {
                "draw: neither side has enough material left to checkmate"
            }
            Termination::FivefoldRepetition => {
                "draw: the same position occurred for the fifth time"
            }
            Termination::SeventyFiveMoveRule => {
                "draw: 75 moves by each side without a capture or a pawn move"
            }
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A finished game: score and the rule that ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    /// The score.
    pub result: GameResult,
    /// Why the game ended.
    pub termination: Termination,
}

/// A draw the side to move may claim (FIDE 9.2 and 9.3); the game goes on
/// unless somebody claims it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// The current position has occurred three times (same side to move, same
    /// castling rights, same legal en-passant captures).
    ThreefoldRepetition,
    /// 50 moves by each side without a capture or pawn move.
    FiftyMoveRule,
}

impl DrawClaim {
    /// Stable snake_case name for the database.
    pub fn as_str(self) -> &'static str {
        match self {
            DrawClaim::ThreefoldRepetition => "threefold_repetition",
            DrawClaim::FiftyMoveRule => "fifty_moves",
        }
    }

    /// An English sentence for pages and mails.
    pub fn describe(self) -> &'static str {
        match self {
            DrawClaim::ThreefoldRepetition => {
                "draw claimed: the same position occurred three times"
            }
            DrawClaim::FiftyMoveRule => {
                "draw claimed: 50 moves by each side without a capture or a pawn move"
            }
        }
    }
}

impl fmt::Display for DrawClaim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_stable() {
        assert_eq!(GameResult::WhiteWins.as_pgn(), "1-0");
        assert_eq!(GameResult::BlackWins.as_pgn(), "0-1");
        assert_eq!(GameResult::Draw.as_pgn(), "1/2-1/2");
        for r in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ] {
            assert_eq!(GameResult::from_pgn(r.as_pgn()), Some(r));
        }
        assert_eq!(GameResult::from_pgn("*"), None);
        assert_eq!(
            GameResult::win_for(Color::Black).winner(),
            Some(Color::Black)
        );
        let names = [
            (Termination::Checkmate, "checkmate"),
            (Termination::Stalemate, "stalemate"),
            (Termination::InsufficientMaterial, "insufficient_material"),
            (Termination::FivefoldRepetition, "fivefold_repetition"),
            (Termination::SeventyFiveMoveRule, "seventy_five_moves"),
        ];
        for (t, s) in names {
            assert_eq!(t.as_str(), s);
            assert_eq!(Termination::from_str_opt(s), Some(t));
            assert!(!t.describe().is_empty());
        }
        assert_eq!(
            DrawClaim::ThreefoldRepetition.as_str(),
            "threefold_repetition"
        );
        assert_eq!(DrawClaim::FiftyMoveRule.as_str(), "fifty_moves");
    }
}
