//! An earlier position of a game (`/games/{id}?ply=N`): the stored moves replayed up to
//! half-move N, for stepping back through a running or finished game.

use shakmaty::{Board, Position, Square};

use super::GameView;
use crate::{
    chess::{self, MoveMark},
    service::{ServiceError, move_decision::replay},
};

/// The position after one half-move of the game, as the page draws it.
#[derive(Debug)]
pub struct PlyView {
    /// Half-moves played before this position (0: the start position).
    pub ply: u32,
    pub board: Board,
    /// The squares of the move that led here (king and rook for castling).
    pub marked: Vec<Square>,
    /// The square of the king in check, if any.
    pub check: Option<Square>,
    pub fen: String,
    /// The move that led here, if any (the page words it).
    pub last: Option<MoveMark>,
}

/// The ply a `?ply=` value asks for in a game of `played` half-moves: `None` for the
/// current position (no value, one that is no number, or one at or past the end).
pub fn requested(text: Option<&str>, played: u32) -> Option<u32> {
    let ply: u32 = text?.trim().parse().ok()?;
    (ply < played).then_some(ply)
}

impl GameView {
    /// Half-moves played so far.
    pub fn played(&self) -> u32 {
        u32::try_from(self.row.ply).unwrap_or(0)
    }

    /// The position after `ply` half-moves, replayed from the start position and the
    /// stored moves (`ply` at most [`GameView::played`]).
    pub fn at_ply(&self, ply: u32) -> Result<PlyView, ServiceError> {
        let ucis: Vec<&str> = self
            .moves
            .iter()
            .take(ply as usize)
            .map(|m| m.uci.as_str())
            .collect();
        let game = replay(&self.row, &ucis)?;
        let position = game.position();
        let last = game.last_move().map(MoveMark::of);
        Ok(PlyView {
            ply: game.ply(),
            board: position.board().clone(),
            marked: last.as_ref().map(MoveMark::squares).unwrap_or_default(),
            check: super::checked_king(position),
            fen: chess::fen_of(position),
            last,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::requested;

    #[test]
    fn only_earlier_plies_are_history() {
        assert_eq!(requested(None, 10), None);
        assert_eq!(requested(Some("0"), 10), Some(0));
        assert_eq!(requested(Some(" 9 "), 10), Some(9));
        assert_eq!(requested(Some("10"), 10), None, "the current position");
        assert_eq!(requested(Some("11"), 10), None);
        assert_eq!(requested(Some("-1"), 10), None);
        assert_eq!(requested(Some("x"), 10), None);
        assert_eq!(requested(Some("0"), 0), None, "no moves: only the start");
    }
}
