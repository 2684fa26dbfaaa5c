//! Where each square and piece of a board is drawn, seen from one side: the geometry
//! that the game page's SVG board and the games grid's mini-boards share, so the two
//! drawings cannot disagree about orientation, colours of squares or marks. Each
//! square is 10 by 10 units in an 80 by 80 `viewBox`, the top-left square first.

use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

/// One square of a board as it is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedSquare {
    /// The square on the board ("e4").
    pub square: Square,
    /// Column, 0 on the left, as the chosen side sees the board.
    pub col: u32,
    /// Row, 0 at the top.
    pub row: u32,
    /// A dark square.
    pub dark: bool,
    /// The piece standing here, if any.
    pub piece: Option<Piece>,
    /// Part of the last move (see [`layout`]).
    pub marked: bool,
}

impl PlacedSquare {
    /// Left edge in board units.
    pub fn x(&self) -> u32 {
        self.col * 10
    }

    /// Top edge in board units.
    pub fn y(&self) -> u32 {
        self.row * 10
    }

    /// The name of the piece's image in the cburnett set (`wK`, `bN`: served as
    /// `/static/piece-wK.svg`), or "" for an empty square.
    pub fn image(&self) -> &'static str {
        self.piece.map_or("", piece_image)
    }
}

/// The square drawn at column `col` and row `row` (0..8, top-left 0) from `side`'s
/// chair: White sees a8 top left, Black sees h1 there.
pub fn square_at(side: Color, col: u32, row: u32) -> Square {
    match side {
        Color::White => Square::from_coords(File::new(col), Rank::new(7 - row)),
        Color::Black => Square::from_coords(File::new(7 - col), Rank::new(row)),
    }
}

/// The 64 squares of `board` seen from `side`'s chair, row by row from the top-left;
/// the squares in `marked` (the last move's, see `MoveMark::squares`) are marked.
pub fn layout(board: &Board, side: Color, marked: &[Square]) -> Vec<PlacedSquare> {
    let mut squares = Vec::with_capacity(64);
    for row in 0..8u32 {
        for col in 0..8u32 {
            let square = square_at(side, col, row);
            squares.push(PlacedSquare {
                square,
                col,
                row,
                dark: square.is_dark(),
                piece: board.piece_at(square),
                marked: marked.contains(&square),
            });
        }
    }
    squares
}

/// The dark squares as one SVG path (`M x y h10 v10 h-10 z` each): a small drawing
/// however many boards a page shows. The same from both sides (a half turn keeps each
/// square's colour).
pub fn dark_squares_path() -> String {
    let mut d = String::with_capacity(32 * 20);
    for row in 0..8u32 {
        for col in 0..8u32 {
            if (row + col) % 2 == 1 {
                d.push_str(&format!("M{} {}h10v10h-10z", col * 10, row * 10));
            }
        }
    }
    d
}

/// The name of a piece's image in the cburnett set (`static/pieces/`).
pub fn piece_image(piece: Piece) -> &'static str {
    const WHITE: [&str; 6] = ["wP", "wN", "wB", "wR", "wQ", "wK"];
    const BLACK: [&str; 6] = ["bP", "bN", "bB", "bR", "bQ", "bK"];
    let index = match piece.role {
        Role::Pawn => 0,
        Role::Knight => 1,
        Role::Bishop => 2,
        Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
    };
    match piece.color {
        Color::White => WHITE[index],
        Color::Black => BLACK[index],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Game, MoveMark, StartNumber, position_from_fen};
    use shakmaty::Position;

    fn at(squares: &[PlacedSquare], sq: Square) -> PlacedSquare {
        *squares.iter().find(|p| p.square == sq).unwrap()
    }

    /// Every piece of `fen` stands where the FEN puts it, from both sides, and the
    /// drawing's piece at each (col, row) is the board's piece at that square.
    fn check_every_piece(fen: &str) {
        let pos = position_from_fen(fen).unwrap();
        for side in [Color::White, Color::Black] {
            let squares = layout(pos.board(), side, &[]);
            assert_eq!(squares.len(), 64);
            let drawn = squares.iter().filter(|p| p.piece.is_some()).count();
            assert_eq!(drawn, pos.board().occupied().count(), "{fen}");
            for p in &squares {
                assert_eq!(
                    p.piece,
                    pos.board().piece_at(p.square),
                    "{fen} {}",
                    p.square
                );
                assert_eq!(square_at(side, p.col, p.row), p.square);
                let (file, rank) = (u32::from(p.square.file()), u32::from(p.square.rank()));
                let expected = match side {
                    Color::White => (file, 7 - rank),
                    Color::Black => (7 - file, rank),
                };
                assert_eq!((p.col, p.row), expected, "{fen} {side:?} {}", p.square);
            }
        }
    }

    #[test]
    fn every_piece_is_drawn_on_its_square() {
        check_every_piece("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        check_every_piece("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
        check_every_piece("8/5k2/8/3Pp3/8/8/1K6/8 w - e6 0 40");
        check_every_piece("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    }

    #[test]
    fn white_sees_a8_top_left_and_black_sees_h1_there() {
        let pos = StartNumber::CLASSICAL.position();
        let white = layout(pos.board(), Color::White, &[]);
        assert_eq!(white[0].square, Square::A8);
        assert_eq!(white[63].square, Square::H1);
        assert_eq!((white[60].square, white[60].image()), (Square::E1, "wK"));
        assert_eq!((white[60].x(), white[60].y()), (40, 70));
        let black = layout(pos.board(), Color::Black, &[]);
        assert_eq!(black[0].square, Square::H1);
        assert_eq!(black[63].square, Square::A8);
        let king = at(&black, Square::E1);
        assert_eq!((king.x(), king.y(), king.image()), (30, 0, "wK"));
        let queen = at(&black, Square::D8);
        assert_eq!((queen.x(), queen.y(), queen.image()), (40, 70, "bQ"));
        // a1 is dark, h1 light: from either side the bottom-right square is light.
        assert!(at(&white, Square::A1).dark);
        assert!(!white[63].dark && !black[63].dark);
    }

    #[test]
    fn the_dark_path_covers_the_dark_squares_from_both_sides() {
        let d = dark_squares_path();
        assert_eq!(d.matches('M').count(), 32);
        let pos = StartNumber::CLASSICAL.position();
        for side in [Color::White, Color::Black] {
            for p in layout(pos.board(), side, &[]) {
                let cell = format!("M{} {}h10", p.x(), p.y());
                assert_eq!(d.contains(&cell), p.dark, "{side:?} {}", p.square);
            }
        }
    }

    #[test]
    fn the_last_move_marks_its_two_squares() {
        let pos = StartNumber::CLASSICAL.position();
        let mark = MoveMark::from_stored(1, "e4", "e2e4").unwrap();
        let squares = layout(pos.board(), Color::Black, &mark.squares());
        let marked: Vec<_> = squares.iter().filter(|p| p.marked).collect();
        assert_eq!(marked.len(), 2);
        assert_eq!(
            (at(&squares, Square::E2).x(), at(&squares, Square::E2).y()),
            (30, 10)
        );
        assert!(at(&squares, Square::E2).marked && at(&squares, Square::E4).marked);
    }

    #[test]
    fn chess960_castling_marks_where_king_and_rook_stood_and_went() {
        // Start RKNBBQNR (king b8, rook a8): Black's O-O-O puts the king on c8, the rook
        // on d8; stored as the king onto its rook, b8a8.
        let start = StartNumber::from_back_rank("RKNBBQNR").unwrap();
        let ucis = [
            "d2d4", "c8b6", "e2e3", "c7c6", "g2g3", "d8c7", "h2h3", "b8a8",
        ];
        let game = Game::replay(start, &ucis).unwrap();
        assert_eq!(game.last_move().unwrap().san, "O-O-O");
        let mark = MoveMark::from_stored(8, "O-O-O", "b8a8").unwrap();
        let squares = layout(game.position().board(), Color::Black, &mark.squares());
        let marked: Vec<Square> = marked_squares(&squares);
        assert_eq!(marked, vec![Square::D8, Square::C8, Square::B8, Square::A8]);
        assert_eq!(at(&squares, Square::C8).image(), "bK");
        assert_eq!(at(&squares, Square::D8).image(), "bR");
        assert!(at(&squares, Square::A8).piece.is_none());
        // From Black's chair the back rank is the bottom row, a8 on the right.
        assert_eq!(
            (at(&squares, Square::A8).x(), at(&squares, Square::A8).y()),
            (70, 70)
        );
    }

    #[test]
    fn castling_with_a_king_that_stays_marks_three_squares() {
        // Start NRBBQNKR (king g1, rook h1): O-O leaves the king on g1, the rook to f1.
        let start = StartNumber::from_back_rank("NRBBQNKR").unwrap();
        let game = Game::replay(start, &["f1e3", "f8e6", "g1h1"]).unwrap();
        assert_eq!(game.last_move().unwrap().san, "O-O");
        let mark = MoveMark::from_stored(3, "O-O", "g1h1").unwrap();
        let squares = layout(game.position().board(), Color::White, &mark.squares());
        assert_eq!(
            marked_squares(&squares),
            vec![Square::F1, Square::G1, Square::H1]
        );
        assert_eq!(at(&squares, Square::G1).image(), "wK");
        assert_eq!(at(&squares, Square::F1).image(), "wR");
    }

    fn marked_squares(squares: &[PlacedSquare]) -> Vec<Square> {
        squares
            .iter()
            .filter(|p| p.marked)
            .map(|p| p.square)
            .collect()
    }
}
