//! A plain-text board for mails and terminals: eight ranks and the file letters,
//! seen from the chosen side. White pieces are uppercase (`KQRBNP`), black
//! lowercase, empty squares `.`.

use shakmaty::{Board, Color, File, Rank, Square};

/// The board of `board` seen from `side`'s chair (White: rank 8 on top, a-file on
/// the left; Black: rank 1 on top, h-file on the left). Nine lines, each ending in
/// a newline.
pub fn text(board: &Board, side: Color) -> String {
    let ranks: Vec<Rank> = match side {
        Color::White => Rank::ALL.into_iter().rev().collect(),
        Color::Black => Rank::ALL.into_iter().collect(),
    };
    let files: Vec<File> = match side {
        Color::White => File::ALL.into_iter().collect(),
        Color::Black => File::ALL.into_iter().rev().collect(),
    };
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
