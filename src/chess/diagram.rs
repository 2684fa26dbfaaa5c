//! Boards for mails and terminals, seen from the chosen side: plain text (eight ranks
//! and the file letters; White pieces uppercase `KQRBNP`, black lowercase, empty
//! squares `.`; [`Diagram::text_with`] takes another language's letters) and a
//! [`Diagram`] that also holds the squares for an HTML table (mail clients show neither
//! SVG nor scripts), with the last move's two squares marked as the site's board does.

use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

/// One square of a [`Diagram`] row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramSquare {
    /// A Unicode chess glyph (outlined for White, solid for Black), or "" when empty.
    pub glyph: &'static str,
    /// A dark square.
    pub dark: bool,
    /// Where it is on the board.
    pub square: Square,
    /// The piece on it, if any.
    pub piece: Option<Piece>,
    /// One of the last move's two squares ([`Diagram::marking`]).
    pub marked: bool,
}

/// One rank of a [`Diagram`], in the order it is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramRow {
    /// The rank's digit, `'1'`..`'8'`.
    pub rank: char,
    /// Its eight squares, left to right as seen from the chosen side.
    pub squares: Vec<DiagramSquare>,
}

/// A board seen from one side, as text and as rows of squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The board as [`text`] draws it.
    pub text: String,
    /// The ranks from top to bottom.
    pub rows: Vec<DiagramRow>,
    /// The file letters, left to right.
    pub files: Vec<char>,
}

impl Diagram {
    /// The board of `board` seen from `side`'s chair.
    pub fn new(board: &Board, side: Color) -> Self {
        let (ranks, files) = axes(side);
        let rows = ranks
            .iter()
            .map(|&rank| DiagramRow {
                rank: rank.char(),
                squares: files
                    .iter()
                    .map(|&file| {
                        let square = Square::from_coords(file, rank);
                        DiagramSquare {
                            glyph: board.piece_at(square).map_or("", glyph),
                            dark: square.is_dark(),
                            square,
                            piece: board.piece_at(square),
                            marked: false,
                        }
                    })
                    .collect(),
            })
            .collect();
        Self {
            text: text(board, side),
            rows,
            files: files.iter().map(|f| f.char()).collect(),
        }
    }

    /// The same board with `from` and `to` marked: the last move's squares (for
    /// castling, the king's and the rook's, as the move is stored).
    pub fn marking(mut self, from: Square, to: Square) -> Self {
        for sq in self.rows.iter_mut().flat_map(|r| r.squares.iter_mut()) {
            sq.marked = sq.square == from || sq.square == to;
        }
        self
    }

    /// Whether some square is marked (the board shows a last move).
    pub fn is_marked(&self) -> bool {
        self.rows.iter().flat_map(|r| &r.squares).any(|s| s.marked)
    }

    /// The board as [`text`] draws it, with the piece letters `letter` gives (White's
    /// upper case, Black's lower case): another language's letters.
    pub fn text_with(&self, letter: impl Fn(Role) -> char) -> String {
        let mut out = String::with_capacity(9 * 20);
        for row in &self.rows {
            out.push(row.rank);
            for sq in &row.squares {
                out.push(' ');
                out.push(sq.piece.map_or('.', |p| match p.color {
                    Color::White => letter(p.role).to_ascii_uppercase(),
                    Color::Black => letter(p.role).to_ascii_lowercase(),
                }));
            }
            out.push('\n');
        }
        out.push(' ');
        for file in &self.files {
            out.push(' ');
            out.push(*file);
        }
        out.push('\n');
        out
    }
}

/// The glyph of a piece: the outlined set for White, the solid set for Black (so no
/// colour is needed to tell them apart); the pawn is kept from turning into an emoji.
fn glyph(piece: Piece) -> &'static str {
    match (piece.color, piece.role) {
        (Color::White, Role::King) => "\u{2654}",
        (Color::White, Role::Queen) => "\u{2655}",
        (Color::White, Role::Rook) => "\u{2656}",
        (Color::White, Role::Bishop) => "\u{2657}",
        (Color::White, Role::Knight) => "\u{2658}",
        (Color::White, Role::Pawn) => "\u{2659}",
        (Color::Black, Role::King) => "\u{265A}",
        (Color::Black, Role::Queen) => "\u{265B}",
        (Color::Black, Role::Rook) => "\u{265C}",
        (Color::Black, Role::Bishop) => "\u{265D}",
        (Color::Black, Role::Knight) => "\u{265E}",
        (Color::Black, Role::Pawn) => "\u{265F}\u{FE0E}",
    }
}

/// The ranks top to bottom and the files left to right, as `side` sees the board.
fn axes(side: Color) -> (Vec<Rank>, Vec<File>) {
    match side {
        Color::White => (
            Rank::ALL.into_iter().rev().collect(),
            File::ALL.into_iter().collect(),
        ),
        Color::Black => (
            Rank::ALL.into_iter().collect(),
            File::ALL.into_iter().rev().collect(),
        ),
    }
}

/// The board of `board` seen from `side`'s chair (White: rank 8 on top, a-file on
/// the left; Black: rank 1 on top, h-file on the left). Nine lines, each ending in
/// a newline.
pub fn text(board: &Board, side: Color) -> String {
    let (ranks, files) = axes(side);
    let mut out = String::with_capacity(9 * 20);
    for rank in ranks {
        out.push(rank.char());
        for &file in &files {
            out.push(' ');
            out.push(
                board
                    .piece_at(Square::from_coords(file, rank))
                    .map_or('.', |p| p.char()),
            );
        }
        out.push('\n');
    }
    out.push(' ');
    for file in files {
        out.push(' ');
        out.push(file.char());
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::StartNumber;
    use shakmaty::Position;

    #[test]
    fn the_diagram_rows_match_the_text_from_both_sides() {
        let pos = StartNumber::CLASSICAL.position();
        for side in [Color::White, Color::Black] {
            let d = Diagram::new(pos.board(), side);
            assert_eq!(d.text, text(pos.board(), side));
            assert_eq!(d.rows.len(), 8);
            for (row, line) in d.rows.iter().zip(d.text.lines()) {
                assert_eq!(line.chars().next(), Some(row.rank));
                assert_eq!(row.squares.len(), 8);
                for (sq, c) in row.squares.iter().zip(line.chars().skip(2).step_by(2)) {
                    assert_eq!(sq.glyph.is_empty(), c == '.', "{line}");
                }
            }
            let files: String = d.files.iter().collect();
            let expected = if side == Color::White {
                "abcdefgh"
            } else {
                "hgfedcba"
            };
            assert_eq!(files, expected);
        }
        let white = Diagram::new(pos.board(), Color::White);
        // a8 (top left for White) is light, a1 dark; the black king stands on e8.
        assert!(!white.rows[0].squares[0].dark);
        assert!(white.rows[7].squares[0].dark);
        assert_eq!(white.rows[0].squares[4].glyph, "\u{265A}");
        assert_eq!(white.rows[7].squares[4].glyph, "\u{2654}");
        let black = Diagram::new(pos.board(), Color::Black);
        assert_eq!(black.rows[0].rank, '1');
        assert_eq!(black.rows[0].squares[3].glyph, "\u{2654}");
    }

    #[test]
    fn the_text_takes_other_letters_and_the_last_move_is_marked() {
        let pos = StartNumber::CLASSICAL.position();
        for side in [Color::White, Color::Black] {
            let d = Diagram::new(pos.board(), side);
            assert_eq!(d.text_with(|r| r.upper_char()), d.text, "English as before");
        }
        let d = Diagram::new(pos.board(), Color::White);
        let german = d.text_with(|r| match r {
            Role::Knight => 'S',
            other => other.upper_char(),
        });
        assert!(german.starts_with("8 r s b q k b s r\n"), "{german}");
        assert!(!d.is_marked());
        let marked = d.marking(Square::E2, Square::E4);
        assert!(marked.is_marked());
        let squares: Vec<Square> = marked
            .rows
            .iter()
            .flat_map(|r| &r.squares)
            .filter(|s| s.marked)
            .map(|s| s.square)
            .collect();
        assert_eq!(squares, [Square::E4, Square::E2], "top to bottom for White");
    }

    #[test]
    fn classical_from_both_sides() {
        let pos = StartNumber::CLASSICAL.position();
        assert_eq!(
            text(pos.board(), Color::White),
            "8 r n b q k b n r\n\
             7 p p p p p p p p\n\
             6 . . . . . . . .\n\
             5 . . . . . . . .\n\
             4 . . . . . . . .\n\
             3 . . . . . . . .\n\
             2 P P P P P P P P\n\
             1 R N B Q K B N R\n  \
             a b c d e f g h\n"
        );
        assert_eq!(
            text(pos.board(), Color::Black),
            "1 R N B K Q B N R\n\
             2 P P P P P P P P\n\
             3 . . . . . . . .\n\
             4 . . . . . . . .\n\
             5 . . . . . . . .\n\
             6 . . . . . . . .\n\
             7 p p p p p p p p\n\
             8 r n b k q b n r\n  \
             h g f e d c b a\n"
        );
    }
}
