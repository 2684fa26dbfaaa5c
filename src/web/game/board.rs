//! The server-rendered board (an SVG drawn by templates/board.html), shared by the game
//! page, the start-position pages and the rules page.

use fluent_bundle::FluentArgs;
use shakmaty::{Board, Color, Square};

use crate::chess::board_layout::layout;
use crate::i18n::{Lang, chess::piece_word};

/// One square as the template draws it.
pub struct SquareView {
    /// "e4": for the click-to-move script and the accessible label.
    pub name: String,
    /// Top-left corner in board units (each square is 10 by 10).
    pub x: u32,
    pub y: u32,
    pub dark: bool,
    /// The piece's image name ("wK", "bN": `/static/piece-wK.svg`), or "" when empty.
    pub piece: &'static str,
    /// Part of the last move.
    pub marked: bool,
    /// The king in check stands here.
    pub check: bool,
    /// What a screen reader says: "e4, white knight" or "e4, empty" (in the page's
    /// language: "e4, weißer Springer").
    pub label: String,
    /// File letter to print in this square's corner (bottom row only).
    pub file_label: String,
    /// Rank digit to print in this square's corner (left column only).
    pub rank_label: String,
}

/// A whole board, seen from one side.
pub struct BoardView {
    pub squares: Vec<SquareView>,
    /// What the board shows, for the SVG's accessible title.
    pub title: String,
}

/// A square's label for screen readers, in `lang`: "e4, white knight", "e4, empty".
fn square_label(lang: Lang, name: &str, piece: Option<shakmaty::Piece>) -> String {
    let Some(p) = piece else {
        return lang.t1("analysis-square-empty", "square", name);
    };
    let color = if p.color == Color::White {
        "white"
    } else {
        "black"
    };
    let mut args = FluentArgs::with_capacity(4);
    args.set("square", name);
    args.set("color", color);
    args.set("name", piece_word(lang, p.role));
    args.set(
        "piece",
        format!("{color}-{}", crate::chess::role_name(p.role)),
    );
    lang.format(crate::msg!("analysis-square-piece"), &args)
}

impl BoardView {
    /// Draws `board` from `side`'s chair, marking `marked` squares (the last move)
    /// and `check` (the checked king's square); the squares are named in `lang`.
    pub fn new(
        board: &Board,
        side: Color,
        marked: &[Square],
        check: Option<Square>,
        title: String,
        lang: Lang,
    ) -> Self {
        let squares = layout(board, side, marked)
            .into_iter()
            .map(|p| {
                let name = p.square.to_string();
                SquareView {
                    x: p.x(),
                    y: p.y(),
                    dark: p.dark,
                    piece: p.image(),
                    marked: p.marked,
                    check: check == Some(p.square),
                    label: square_label(lang, &name, p.piece),
                    file_label: if p.row == 7 {
                        p.square.file().char().to_string()
                    } else {
                        String::new()
                    },
                    rank_label: if p.col == 0 {
                        p.square.rank().char().to_string()
                    } else {
                        String::new()
                    },
                    name,
                }
            })
            .collect();
        Self { squares, title }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    #[test]
    fn white_sees_a1_bottom_left_black_sees_h8_there() {
        let pos = Chess::default();
        let w = BoardView::new(
            pos.board(),
            Color::White,
            &[],
            None,
            String::new(),
            Lang::En,
        );
        assert_eq!(w.squares[56].name, "a1");
        assert_eq!(w.squares[0].name, "a8");
        assert_eq!(w.squares[56].file_label, "a");
        assert_eq!(w.squares[0].rank_label, "8");
        assert!(w.squares[56].dark, "a1 is dark");
        let b = BoardView::new(
            pos.board(),
            Color::Black,
            &[],
            None,
            String::new(),
            Lang::En,
        );
        assert_eq!(b.squares[56].name, "h8");
        assert_eq!(b.squares[0].name, "h1");
        assert_eq!(b.squares[0].label, "h1, white rook");
        assert_eq!(w.squares.iter().filter(|s| !s.piece.is_empty()).count(), 32);
        assert_eq!(w.squares[60].piece, "wK", "e1 holds the white king");
        assert_eq!(w.squares[3].piece, "bQ", "d8 holds the black queen");
        let de = BoardView::new(
            pos.board(),
            Color::White,
            &[],
            None,
            String::new(),
            Lang::De,
        );
        assert_eq!(de.squares[59].label, "d1, weiße Dame");
        assert_eq!(de.squares[1].label, "b8, schwarzer Springer");
        assert_eq!(de.squares[36].label, "e4, leer");
        assert_eq!(w.squares[36].label, "e4, empty");
    }

    #[test]
    fn marks_last_move_and_check() {
        let pos = Chess::default();
        let v = BoardView::new(
            pos.board(),
            Color::White,
            &[Square::E2, Square::E4],
            Some(Square::E1),
            String::new(),
            Lang::En,
        );
        assert_eq!(v.squares.iter().filter(|s| s.marked).count(), 2);
        assert!(v.squares.iter().find(|s| s.name == "e1").unwrap().check);
    }
}
