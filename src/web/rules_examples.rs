//! The castling examples on the rules page. Each one starts from a written-down
//! position and plays the castling through the rules core, so the "after" boards
//! show what the server really does with that input, never a hand-drawn guess.

use shakmaty::{Chess, Square};

use crate::chess::{Castling, Game};
use crate::i18n::Lang;

/// The four ways king and rook can move when castling in Chess960.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingCase {
    /// Both pieces move to other squares (as in classical chess).
    BothMove,
    /// King and rook swap their squares.
    Swap,
    /// The rook already stands on its target square.
    OnlyKing,
    /// The king already stands on its target square.
    OnlyRook,
}

impl CastlingCase {
    /// Which case a played castling was, from where the pieces went.
    pub fn of(c: &Castling) -> CastlingCase {
        if c.king_from == c.king_to {
            CastlingCase::OnlyRook
        } else if c.rook_from == c.rook_to {
            CastlingCase::OnlyKing
        } else if c.king_to == c.rook_from && c.rook_to == c.king_from {
            CastlingCase::Swap
        } else {
            CastlingCase::BothMove
        }
    }

    /// The id of the example's section on the rules page.
    pub fn slug(self) -> &'static str {
        match self {
            CastlingCase::BothMove => "castling-both-move",
            CastlingCase::Swap => "castling-swap",
            CastlingCase::OnlyKing => "castling-only-king",
            CastlingCase::OnlyRook => "castling-only-rook",
        }
    }

    /// The example's heading in `lang`.
    pub fn heading(self, lang: Lang) -> &'static str {
        match self {
            CastlingCase::BothMove => lang.t("rules-case-both-move"),
            CastlingCase::Swap => lang.t("rules-case-swap"),
            CastlingCase::OnlyKing => lang.t("rules-case-only-king"),
            CastlingCase::OnlyRook => lang.t("rules-case-only-rook"),
        }
    }

    /// What the example shows, in `lang`.
    pub fn note(self, lang: Lang) -> &'static str {
        match self {
            CastlingCase::BothMove => lang.t("rules-case-both-move-note"),
            CastlingCase::Swap => lang.t("rules-case-swap-note"),
            CastlingCase::OnlyKing => lang.t("rules-case-only-king-note"),
            CastlingCase::OnlyRook => lang.t("rules-case-only-rook-note"),
        }
    }
}

/// A position to castle in: white to move, only kings, rooks and pawns, black
/// set up as the mirror image. Castling rights are written as rook files.
struct Setup {
    fen: &'static str,
    /// The king-onto-rook input.
    king_onto_rook: &'static str,
    /// The same castling in SAN.
    san: &'static str,
}

const SETUPS: [Setup; 4] = [
    Setup {
        fen: "r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R w HAha - 0 1",
        king_onto_rook: "d1h1",
        san: "O-O",
    },
    Setup {
        fen: "1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1",
        king_onto_rook: "f1g1",
        san: "O-O",
    },
    Setup {
        fen: "3rk2r/pppppppp/8/8/8/8/PPPPPPPP/3RK2R w HDhd - 0 1",
        king_onto_rook: "e1d1",
        san: "O-O-O",
    },
    Setup {
        fen: "r1k4r/pppppppp/8/8/8/8/PPPPPPPP/R1K4R w HAha - 0 1",
        king_onto_rook: "c1a1",
        san: "O-O-O",
    },
];

/// One worked example: the position before, the input, and what the core made of it.
pub struct CastlingExample {
    pub case: CastlingCase,
    pub before: Chess,
    pub after: Chess,
    /// What the core reports about the castling (squares of king and rook).
    pub castling: Castling,
    pub king_onto_rook: &'static str,
    pub san: &'static str,
    pub fen_before: String,
    pub fen_after: String,
}

impl CastlingExample {
    /// The squares to highlight: where king and rook came from and went.
    pub fn marked(&self) -> [Square; 4] {
        let c = &self.castling;
        [c.king_from, c.king_to, c.rook_from, c.rook_to]
    }
}

/// Why an example could not be built (a mistake in [`SETUPS`], caught by the tests).
#[derive(Debug, thiserror::Error)]
#[error("castling example {fen}: {reason}")]
pub struct ExampleError {
    fen: &'static str,
    reason: String,
}

fn build(s: &Setup) -> Result<CastlingExample, ExampleError> {
    let fail = |reason: String| ExampleError { fen: s.fen, reason };
    let mut game = Game::from_fen(s.fen).map_err(|e| fail(e.to_string()))?;
    let before = game.position().clone();
    let played = game
        .play_input(s.king_onto_rook)
        .map_err(|e| fail(e.to_string()))?;
    let castling = played
        .castling
        .ok_or_else(|| fail(format!("{} is not castling", s.king_onto_rook)))?;
    // The SAN spelling must give exactly the same move.
    let mut by_san = Game::from_fen(s.fen).map_err(|e| fail(e.to_string()))?;
    let same = by_san.play_input(s.san).map_err(|e| fail(e.to_string()))?;
    if same.mv != played.mv {
        return Err(fail(format!("{} and {} differ", s.san, s.king_onto_rook)));
    }
    Ok(CastlingExample {
        case: CastlingCase::of(&castling),
        fen_before: game.initial_fen(),
        fen_after: game.fen(),
        before,
        after: game.position().clone(),
        castling,
        king_onto_rook: s.king_onto_rook,
        san: s.san,
    })
}

/// All four examples, in the order the rules page shows them.
pub fn castling_examples() -> Result<Vec<CastlingExample>, ExampleError> {
    SETUPS.iter().map(build).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingSide, Color, Piece, Position, Role};

    fn piece_at(pos: &Chess, sq: Square) -> Option<Piece> {
        pos.board().piece_at(sq)
    }

    #[test]
    fn each_case_appears_once_in_order() {
        let ex = castling_examples().unwrap();
        let cases: Vec<CastlingCase> = ex.iter().map(|e| e.case).collect();
        assert_eq!(
            cases,
            [
                CastlingCase::BothMove,
                CastlingCase::Swap,
                CastlingCase::OnlyKing,
                CastlingCase::OnlyRook
            ]
        );
    }

    #[test]
    fn after_boards_are_what_the_core_plays() {
        // (king from, rook from, side) for each example, and where they must end.
        let expected = [
            (Square::D1, Square::H1, CastlingSide::KingSide),
            (Square::F1, Square::G1, CastlingSide::KingSide),
            (Square::E1, Square::D1, CastlingSide::QueenSide),
            (Square::C1, Square::A1, CastlingSide::QueenSide),
        ];
        let king = Piece {
            color: Color::White,
            role: Role::King,
        };
        let rook = Piece {
            color: Color::White,
            role: Role::Rook,
        };
        for (ex, (king_from, rook_from, side)) in castling_examples().unwrap().iter().zip(expected)
        {
            let (king_to, rook_to) = match side {
                CastlingSide::KingSide => (Square::G1, Square::F1),
                CastlingSide::QueenSide => (Square::C1, Square::D1),
            };
            assert_eq!(piece_at(&ex.before, king_from), Some(king));
            assert_eq!(piece_at(&ex.before, rook_from), Some(rook));
            assert_eq!(piece_at(&ex.after, king_to), Some(king), "{}", ex.fen_after);
            assert_eq!(piece_at(&ex.after, rook_to), Some(rook), "{}", ex.fen_after);
            assert_eq!(ex.castling.side, side);
            assert_eq!(
                (ex.castling.king_from, ex.castling.rook_from),
                (king_from, rook_from)
            );
            // Nothing else moved, and white lost both castling rights.
            assert_eq!(
                ex.before.board().occupied().count(),
                ex.after.board().occupied().count()
            );
            assert_eq!(ex.after.turn(), Color::Black);
            assert!(!ex.after.castles().has(Color::White, CastlingSide::KingSide));
            assert!(
                !ex.after
                    .castles()
                    .has(Color::White, CastlingSide::QueenSide)
            );
            // The page's after-FEN is the core's FEN of the after position.
            assert_eq!(ex.fen_after, crate::chess::fen_of(&ex.after));
        }
    }
}
