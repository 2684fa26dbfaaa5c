//! A played move as pages show it: its number, SAN, the squares to mark and, for
//! castling, where king and rook went. Made from the rules core's record of a move, or
//! from the stored SAN and UCI alone, so a page need not replay the game to show the
//! last move.

use shakmaty::{CastlingSide, Color, Square};

use super::castling::Castling;
use super::game::{PlayedMove, move_number_label};

/// What a page shows of one played move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveMark {
    /// 1-based half-move index (ply 1 is White's first move).
    pub ply: u32,
    /// SAN with check or mate sign.
    pub san: String,
    /// Where the moving piece (the king, for castling) stood.
    pub from: Square,
    /// Where it went (for castling, the rook's square: king onto rook).
    pub to: Square,
    /// For castling, where king and rook went.
    pub castling: Option<Castling>,
}

impl MoveMark {
    /// The mark of a move the rules core just played or replayed.
    pub fn of(m: &PlayedMove) -> MoveMark {
        MoveMark {
            ply: m.ply,
            san: m.san.clone(),
            from: m.mv.from().unwrap_or(m.mv.to()),
            to: m.mv.to(),
            castling: m.castling,
        }
    }

    /// The mark of a stored move of a game from a start position: its ply, its SAN and
    /// its UCI (castling as king onto rook, as stored). `None` when the UCI is not one.
    pub fn from_stored(ply: u32, san: &str, uci: &str) -> Option<MoveMark> {
        let from: Square = uci.get(0..2)?.parse().ok()?;
        let to: Square = uci.get(2..4)?.parse().ok()?;
        let color = if ply % 2 == 1 {
            Color::White
        } else {
            Color::Black
        };
        let castling = san.starts_with("O-O").then(|| {
            let side = CastlingSide::from_king_side(from < to);
            Castling {
                side,
                king_from: from,
                king_to: side.king_to(color),
                rook_from: to,
                rook_to: side.rook_to(color),
            }
        });
        Some(MoveMark {
            ply,
            san: san.to_owned(),
            from,
            to,
            castling,
        })
    }

    /// `"12."` or `"12..."`.
    pub fn label(&self) -> String {
        move_number_label(self.ply)
    }

    /// The castling in words, if this move was castling (see [`Castling::describe`]).
    pub fn castling_description(&self) -> Option<String> {
        self.castling.map(|c| c.describe())
    }

    /// The squares to highlight: from and to, or all four of a castling.
    pub fn squares(&self) -> Vec<Square> {
        match self.castling {
            Some(c) => vec![c.king_from, c.king_to, c.rook_from, c.rook_to],
            None => vec![self.from, self.to],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Game, StartNumber};

    fn last_of(start: &str, ucis: &[&str]) -> PlayedMove {
        let start = StartNumber::from_back_rank(start).unwrap();
        let game = Game::replay(start, ucis).unwrap();
        game.last_move().unwrap().clone()
    }

    #[test]
    fn an_ordinary_move_marks_from_and_to() {
        let m = last_of("RNBQKBNR", &["e2e4", "g8f6"]);
        let mark = MoveMark::from_stored(2, "Nf6", "g8f6").unwrap();
        assert_eq!(mark, MoveMark::of(&m));
        assert_eq!(mark.squares(), vec![Square::G8, Square::F6]);
        assert_eq!(mark.label(), "1...");
        assert_eq!(mark.castling_description(), None);
    }

    #[test]
    fn chess960_castling_is_read_from_king_onto_rook() {
        // Black castles queenside with king b8 and rook a8: king to c8, rook to d8.
        let ucis = [
            "d2d4", "c8b6", "e2e3", "c7c6", "g2g3", "d8c7", "h2h3", "b8a8",
        ];
        let m = last_of("RKNBBQNR", &ucis);
        assert_eq!(m.san, "O-O-O");
        let mark = MoveMark::from_stored(8, "O-O-O", "b8a8").unwrap();
        assert_eq!(mark, MoveMark::of(&m));
        assert_eq!(
            mark.squares(),
            vec![Square::B8, Square::C8, Square::A8, Square::D8]
        );
        assert_eq!(mark.label(), "4...");
    }

    #[test]
    fn what_is_not_a_stored_move_has_no_mark() {
        assert_eq!(MoveMark::from_stored(1, "e4", "e2"), None);
        assert_eq!(MoveMark::from_stored(1, "e4", "z9e4"), None);
    }
}
