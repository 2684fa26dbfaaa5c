//! Chess960 castling: what a castling move did (for the move list and the mail
//! to the opponent) and why castling is refused (for the error shown to a player).
//!
//! In Chess960 the king always ends on the g- or c-file and the rook next to it on
//! the f- or d-file, wherever they started. Either piece may already stand on its
//! target square, and king and rook may even swap squares.

use std::fmt;

use shakmaty::{Bitboard, CastlingSide, Chess, Color, Move, Position, Square, attacks};

/// The two squares each piece used in a castling move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Castling {
    /// Kingside (O-O, king to g) or queenside (O-O-O, king to c).
    pub side: CastlingSide,
    /// Where the king stood.
    pub king_from: Square,
    /// Where the king ends (g1/g8 or c1/c8); may equal `king_from`.
    pub king_to: Square,
    /// Where the rook stood.
    pub rook_from: Square,
    /// Where the rook ends (f1/f8 or d1/d8); may equal `rook_from`.
    pub rook_to: Square,
}

impl Castling {
    /// Describes `m` if it is a castling move by `color`.
    pub fn from_move(color: Color, m: Move) -> Option<Castling> {
        match m {
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_king_side(king < rook);
                Some(Castling {
                    side,
                    king_from: king,
                    king_to: side.king_to(color),
                    rook_from: rook,
                    rook_to: side.rook_to(color),
                })
            }
            _ => None,
        }
    }

    /// `"O-O"` or `"O-O-O"`.
    pub fn notation(&self) -> &'static str {
        side_notation(self.side)
    }

    /// `"kingside"` or `"queenside"`.
    pub fn side_name(&self) -> &'static str {
        side_name(self.side)
    }

    /// Where the pieces went, in words, for the game page and the mail:
    /// `"O-O (kingside): king e1→g1, rook h1→f1"`, or `"king stays on g1"` when the
    /// king already stood on its target square.
    pub fn describe(&self) -> String {
        format!(
            "{} ({}): {}, {}",
            self.notation(),
            self.side_name(),
            leg("king", self.king_from, self.king_to),
            leg("rook", self.rook_from, self.rook_to)
        )
    }
}

fn leg(piece: &str, from: Square, to: Square) -> String {
    if from == to {
        format!("{piece} stays on {from}")
    } else {
        format!("{piece} {from}→{to}")
    }
}

impl fmt::Display for Castling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// `"O-O"` or `"O-O-O"`.
pub fn side_notation(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    }
}

/// `"kingside"` or `"queenside"`.
pub fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "kingside",
        CastlingSide::QueenSide => "queenside",
    }
}

/// Why castling on one side is not possible right now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CastlingBlock {
    /// The king or this rook has moved, or the rook was captured.
    RightLost,
    /// Castling out of check is not allowed.
    InCheck,
    /// Squares the king or rook must cross or land on are occupied.
    PathOccupied(Vec<Square>),
    /// The king would cross or land on an attacked square.
    AttackedSquare(Square),
    /// Any other reason the king would stand in check afterwards.
    KingExposed,
}

impl fmt::Display for CastlingBlock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CastlingBlock::RightLost => f.write_str(
                "the right to castle on that side is lost (the king or that rook has moved, or the rook was captured)",
            ),
            CastlingBlock::InCheck => f.write_str("your king is in check, and you cannot castle out of check"),
            CastlingBlock::PathOccupied(squares) => {
                let list: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                if list.len() == 1 {
                    write!(f, "{} must be empty, but a piece stands there", list[0])
                } else {
                    write!(f, "{} must be empty, but pieces stand there", join_and(&list))
                }
            }
            CastlingBlock::AttackedSquare(sq) => write!(
                f,
                "the king would pass through or land on {sq}, which your opponent attacks"
            ),
            CastlingBlock::KingExposed => f.write_str("your king would be in check afterwards"),
        }
    }
}

/// "a, b and c" for short lists in messages.
pub(crate) fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

/// The legal castling move on `side` for the side to move, if there is one.
pub fn castling_move(pos: &Chess, side: CastlingSide) -> Option<Move> {
    pos.castling_moves(side).first().copied()
}

/// Explains why the side to move cannot castle on `side`. Call it only when
/// [`castling_move`] returned `None`; the checks follow the order a player would
/// look for them: right, check, blocked path, attacked squares.
pub fn why_not(pos: &Chess, side: CastlingSide) -> CastlingBlock {
    let us = pos.turn();
    let board = pos.board();
    let (Some(king), Some(rook)) = (board.king_of(us), pos.castles().rook(us, side)) else {
        return CastlingBlock::RightLost;
    };
    if pos.is_check() {
        return CastlingBlock::InCheck;
    }
    let blocked = pos.castles().path(us, side) & board.occupied();
    if blocked.any() {
        return CastlingBlock::PathOccupied(blocked.into_iter().collect());
    }
    let king_to = side.king_to(us);
    let rook_to = side.rook_to(us);
    let occupied = board.occupied();
    for sq in attacks::between(king, king_to) {
        if pos.king_attackers(sq, !us, occupied ^ king).any() {
            return CastlingBlock::AttackedSquare(sq);
        }
    }
    // On its target square the king no longer shields anything, the rook has left
    // its square and stands on its own target square.
    let after = (occupied ^ Bitboard::from(king) ^ Bitboard::from(rook)) | Bitboard::from(rook_to);
    if pos
        .king_attackers(king_to, !us, after.without(king_to))
        .any()
    {
        return CastlingBlock::AttackedSquare(king_to);
    }
    CastlingBlock::KingExposed
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Chess960)
            .unwrap()
    }

    #[test]
    fn describes_classical_and_960_castling() {
        let c = Castling::from_move(
            Color::White,
            Move::Castle {
                king: Square::E1,
                rook: Square::H1,
            },
        )
        .unwrap();
        assert_eq!(c.describe(), "O-O (kingside): king e1→g1, rook h1→f1");
        let c = Castling::from_move(
            Color::Black,
            Move::Castle {
                king: Square::G8,
                rook: Square::H8,
            },
        )
        .unwrap();
        assert_eq!(c.describe(), "O-O (kingside): king stays on g8, rook h8→f8");
        let c = Castling::from_move(
            Color::White,
            Move::Castle {
                king: Square::B1,
                rook: Square::A1,
            },
        )
        .unwrap();
        assert_eq!(c.side, CastlingSide::QueenSide);
        assert_eq!(c.describe(), "O-O-O (queenside): king b1→c1, rook a1→d1");
        let c = Castling::from_move(
            Color::White,
            Move::Castle {
                king: Square::E1,
                rook: Square::F1,
            },
        )
        .unwrap();
        assert_eq!(c.describe(), "O-O (kingside): king e1→g1, rook stays on f1");
        assert_eq!(
            Castling::from_move(
                Color::White,
                Move::Normal {
                    role: shakmaty::Role::King,
                    from: Square::E1,
                    to: Square::F1,
                    capture: None,
                    promotion: None
                }
            ),
            None
        );
    }

    #[test]
    fn reasons() {
        // Right lost: no castling rights at all.
        let p = pos("4k3/8/8/8/8/8/8/R3K2R w - - 0 1");
        assert_eq!(
            why_not(&p, CastlingSide::KingSide),
            CastlingBlock::RightLost
        );
        // In check from a rook on e8.
        let p = pos("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assert_eq!(why_not(&p, CastlingSide::KingSide), CastlingBlock::InCheck);
        // Blocked by a knight on b1 (queenside path b1, c1, d1).
        let p = pos("6k1/8/8/8/8/8/8/RN2K2R w KQ - 0 1");
        assert_eq!(
            why_not(&p, CastlingSide::QueenSide),
            CastlingBlock::PathOccupied(vec![Square::B1])
        );
        // f1 attacked by a black bishop on a6.
        let p = pos("6k1/8/b7/8/8/8/8/R3K2R w KQ - 0 1");
        assert_eq!(
            why_not(&p, CastlingSide::KingSide),
            CastlingBlock::AttackedSquare(Square::F1)
        );
        // Target square g1 attacked.
        let p = pos("1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        assert_eq!(
            why_not(&p, CastlingSide::KingSide),
            CastlingBlock::AttackedSquare(Square::G1)
        );
        // Chess960: king f1, rook g1 shields it from a queen on h1; after castling the
        // king would stand on g1, next to the queen.
        let p = pos("k7/p7/8/8/8/8/8/R4KRq w GA - 0 1");
        assert!(castling_move(&p, CastlingSide::KingSide).is_none());
        assert_eq!(
            why_not(&p, CastlingSide::KingSide),
            CastlingBlock::AttackedSquare(Square::G1)
        );
        assert!(
            CastlingBlock::PathOccupied(vec![Square::B1, Square::C1])
                .to_string()
                .contains("b1 and c1")
        );
    }
}
