//! Pieces of the game page that are only presentation: the move list with a link and a
//! time per move, the messages with their times, and the data the board script reads.

use crate::i18n::Lang;
use time::OffsetDateTime;

use crate::web::game::board::BoardView;
use crate::{
    domain::TimeZone,
    service::{
        ServiceError,
        game_view::{self, GameView, color_name},
    },
    store::games::{MessageRow, MoveRow},
};

/// One half-move in the move list: its SAN, the link to the position after it, and
/// when it was played.
pub struct MoveCell {
    pub ply: u32,
    pub san: String,
    /// "3 Dec 11:15", in the viewer's time zone (the list's note names it).
    pub at: String,
    /// The machine-readable time for `<time datetime>`.
    pub datetime: String,
}

/// One full move of the move list: White's half-move and Black's.
pub struct MoveLine {
    pub number: u32,
    pub white: Option<MoveCell>,
    pub black: Option<MoveCell>,
}

/// A message as the page shows it.
pub struct MessageLine {
    /// The message's id, for its report link.
    pub id: i64,
    pub author: String,
    /// "with 12...O-O" style note for a message sent with a move, or "".
    pub with_move: String,
    pub body: String,
    pub at: String,
    pub datetime: String,
}

/// What the board script reads from the page (`data-` attributes of the board).
pub struct BoardData {
    /// The game's start position.
    pub initial_fen: String,
    /// Every move played, in UCI (castling king onto rook), separated by spaces.
    pub moves: String,
    /// "white" or "black": the side at the bottom.
    pub orientation: &'static str,
    /// A move made on the board waits for "Play".
    pub confirm: bool,
    /// The scripts' words in the page's language (`web::game::board_words`), as JSON.
    pub words: String,
}

impl BoardData {
    /// The board script's data for game view `v`; `confirm`: the viewer's setting.
    pub fn of(v: &GameView, confirm: bool, lang: Lang) -> Self {
        BoardData {
            initial_fen: v.initial_fen.clone(),
            moves: v
                .moves
                .iter()
                .map(|m| m.uci.as_str())
                .collect::<Vec<_>>()
                .join(" "),
            orientation: color_name(v.side),
            confirm,
            words: crate::web::game::board_words::json(lang),
        }
    }
}

/// The board the page draws: the position now, or after an earlier half-move.
pub struct ShownBoard {
    pub board: BoardView,
    pub fen: String,
    /// "Last move: …" for the move that led to the position shown.
    pub last_move: String,
    /// Half-moves played before the position shown.
    pub ply: u32,
}

impl ShownBoard {
    /// The position `ply` asks for (a `?ply=` value), else the current one; the board's
    /// words in `lang`.
    pub fn of(v: &GameView, ply: Option<&str>, lang: Lang) -> Result<Self, ServiceError> {
        let Some(ply) = game_view::requested(ply, v.played()) else {
            let board = BoardView::new(
                &v.board,
                v.side,
                &v.marked,
                v.check,
                v.board_title.clone(),
                lang,
            );
            return Ok(ShownBoard {
                board,
                fen: v.fen.clone(),
                last_move: v.last_move.clone(),
                ply: v.played(),
            });
        };
        let p = v.at_ply(ply)?;
        let title = lang.t2("game-board-title", "ply", ply, "side", color_name(v.side));
        Ok(ShownBoard {
            board: BoardView::new(&p.board, v.side, &p.marked, p.check, title, lang),
            fen: p.fen,
            last_move: p.last_move,
            ply,
        })
    }
}

/// A time for a `datetime` attribute (RFC 3339).
pub fn machine_time(at: OffsetDateTime) -> String {
    at.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

/// The moves paired by full move (White plays the odd plies).
pub fn move_lines(moves: &[MoveRow], zone: &TimeZone, lang: Lang) -> Vec<MoveLine> {
    let mut lines: Vec<MoveLine> = Vec::new();
    for m in moves {
        let ply = u32::try_from(m.ply).unwrap_or(0);
        let cell = MoveCell {
            ply,
            san: m.san.clone(),
            at: zone.format_in_list_in(lang, m.played_at),
            datetime: machine_time(m.played_at),
        };
        if ply % 2 == 1 || lines.is_empty() {
            lines.push(MoveLine {
                number: ply.div_ceil(2),
                white: None,
                black: None,
            });
        }
        let line = lines.last_mut().expect("pushed above");
        if ply % 2 == 1 {
            line.white = Some(cell);
        } else {
            line.black = Some(cell);
        }
    }
    lines
}

/// The messages with their times, and the move each went with.
pub fn message_lines(
    messages: Vec<MessageRow>,
    moves: &[MoveRow],
    zone: &TimeZone,
    lang: Lang,
) -> Vec<MessageLine> {
    messages
        .into_iter()
        .map(|m| {
            let with_move = m
                .ply
                .and_then(|p| moves.iter().find(|mv| mv.ply == p))
                .map(|mv| {
                    let ply = u32::try_from(mv.ply).unwrap_or(0);
                    let label = crate::chess::move_number_label(ply);
                    let san = crate::i18n::chess::san(lang, &mv.san);
                    lang.t1("game-with-move", "move", format!("{label}{san}"))
                })
                .unwrap_or_default();
            MessageLine {
                id: m.id,
                author: m.author,
                with_move,
                body: m.body,
                at: zone.format_short_in(lang, m.created_at),
                datetime: machine_time(m.created_at),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::UserId;
    use time::macros::datetime;

    fn mv(ply: i32, san: &str) -> MoveRow {
        MoveRow {
            ply,
            san: san.into(),
            uci: String::new(),
            played_by: UserId(1),
            played_at: datetime!(2026-12-03 10:15 UTC) + time::Duration::hours(i64::from(ply)),
            seconds_used: 0,
        }
    }

    #[test]
    fn moves_pair_by_full_move_with_links_and_times() {
        let lines = move_lines(
            &[mv(1, "e4"), mv(2, "e5"), mv(3, "O-O")],
            &TimeZone::utc(),
            Lang::En,
        );
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].number, 1);
        let white = lines[0].white.as_ref().expect("white's move");
        assert_eq!((white.ply, white.san.as_str()), (1, "e4"));
        assert_eq!(white.at, "3 Dec 11:15");
        assert_eq!(white.datetime, "2026-12-03T11:15:00Z");
        assert_eq!(lines[0].black.as_ref().map(|c| c.ply), Some(2));
        assert_eq!(lines[1].number, 2);
        assert!(lines[1].black.is_none());
        let berlin = TimeZone::parse("Europe/Berlin").unwrap();
        let lines = move_lines(&[mv(1, "e4")], &berlin, Lang::En);
        assert_eq!(lines[0].white.as_ref().unwrap().at, "3 Dec 12:15");
    }

    #[test]
    fn a_message_names_the_move_it_went_with() {
        let moves = [mv(1, "e4"), mv(2, "e5")];
        let message = |ply| MessageRow {
            id: 1,
            author: "wanda".into(),
            ply,
            body: "hi".into(),
            created_at: datetime!(2026-12-04 08:02 UTC),
        };
        let lines = message_lines(
            vec![message(Some(2)), message(None)],
            &moves,
            &TimeZone::utc(),
            Lang::En,
        );
        assert_eq!(lines[0].with_move, "with 1...e5");
        assert_eq!(lines[0].at, "4 Dec 08:02 UTC");
        assert_eq!(lines[1].with_move, "");
    }
}
