//! Pieces of the game page that are only presentation: the move list with a link and a
//! time per move, the messages with their times, and the data the board script reads.

use crate::i18n::Lang;
use shakmaty::Color;
use time::{Date, Duration, OffsetDateTime};

use crate::web::game::board::BoardView;
use crate::{
    chess::MoveMark,
    domain::{
        TimeZone, UserId,
        clock::{self, TimeControl},
        game_state::{Conclusion, GameState},
    },
    service::{
        ServiceError,
        game_view::{self, GameView, color_name},
    },
    store::games::{GameRow, MessageRow, MoveRow},
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
    /// That move alone, numbered, in the reader's letters ("6…O-O-O"); "" at the start.
    pub shown_move: String,
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
                v.board_title(lang),
                lang,
            );
            return Ok(ShownBoard {
                board,
                fen: v.fen.clone(),
                last_move: v.last_move_in(lang),
                shown_move: numbered_move_in(v.last.as_ref(), lang),
                ply: v.played(),
            });
        };
        let p = v.at_ply(ply)?;
        let title = board_title(lang, ply, v.side);
        Ok(ShownBoard {
            board: BoardView::new(&p.board, v.side, &p.marked, p.check, title, lang),
            fen: p.fen,
            last_move: last_move_in(p.last.as_ref(), lang),
            shown_move: numbered_move_in(p.last.as_ref(), lang),
            ply,
        })
    }
}

/// A time for a `datetime` attribute: RFC 3339 in whole seconds, since HTML allows at
/// most three fractional digits and the stored times have six.
pub fn machine_time(at: OffsetDateTime) -> String {
    at.replace_nanosecond(0)
        .unwrap_or(at)
        .format(&time::format_description::well_known::Rfc3339)
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
                    let numbered = crate::i18n::chess::numbered(lang, ply, &mv.san);
                    lang.t1("game-with-move", "move", numbered)
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

    #[test]
    fn machine_times_are_whole_seconds() {
        let at = datetime!(2026-12-01 22:26:27.394896 UTC);
        assert_eq!(machine_time(at), "2026-12-01T22:26:27Z");
        let offset = datetime!(2026-12-01 23:26:27.5 +01:00);
        assert_eq!(machine_time(offset), "2026-12-01T23:26:27+01:00");
    }

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

impl GameView {
    /// The board's accessible title: "Position after 12 half-moves, seen from white".
    pub fn board_title(&self, lang: Lang) -> String {
        board_title(lang, self.played(), self.side)
    }

    /// "Last move: 12...O-O (castling: …)" in `lang`, or "".
    pub fn last_move_in(&self, lang: Lang) -> String {
        last_move_in(self.last.as_ref(), lang)
    }

    /// "The game is running.", "Result 0-1: resignation." in `lang`.
    pub fn status_line(&self, lang: Lang) -> String {
        match self.row.state {
            GameState::Running => lang.t("game-running").to_owned(),
            GameState::Over(Conclusion::Aborted) => lang.t("game-aborted-no-result").to_owned(),
            GameState::Over(c @ Conclusion::Decided(result, _)) => lang.t2(
                "game-result",
                "result",
                result.to_string(),
                "how",
                c.describe(lang),
            ),
        }
    }

    /// "2 d 4 h left", or "time is up" once the deadline has passed; "" without one.
    pub fn time_left(&self, lang: Lang) -> String {
        let Some(deadline) = self.row.deadline else {
            return String::new();
        };
        let left = deadline - self.now;
        let g = &self.row;
        let silence = g.max_silence_days.filter(|_| {
            g.time_control.silence_comes_first(
                g.seats().bank_of(g.seats().player_on_move()),
                g.max_silence_days,
            )
        });
        match silence {
            _ if left.is_negative() => lang.t("time-is-up").to_owned(),
            Some(days) => lang.t2("time-left-silence", "span", span(left, lang), "days", days),
            None => lang.t1("time-left", "span", span(left, lang)),
        }
    }

    /// For a moves-in-days game: where the pace of the player on move (their last ten
    /// moves) leads, "at the pace of alice (2 d 12 h per move over the last 10) move 20
    /// is reached on 2026-03-11; the time control allows until 2026-03-17", and a warning
    /// when that pace loses on time first; "" otherwise.
    pub fn forecast(&self, lang: Lang) -> String {
        let g = &self.row;
        if !g.is_running() {
            return String::new();
        }
        let player = g.seats().player_on_move();
        crate::service::clocks::forecast_of(g, &self.moves, player)
            .map(|f| crate::i18n::dates::forecast_words(lang, g.name_of(player), &f))
            .unwrap_or_default()
    }

    /// The game's time control in `lang`.
    pub fn time_control_in(&self, lang: Lang) -> String {
        self.row.time_control.describe(lang)
    }

    /// White's clock in words ("" once the game is over).
    pub fn white_clock(&self, lang: Lang) -> String {
        clock_words(self, self.row.white_id, lang)
    }

    /// Black's clock in words ("" once the game is over).
    pub fn black_clock(&self, lang: Lang) -> String {
        clock_words(self, self.row.black_id, lang)
    }

    /// "on vacation until …" for White, or "".
    pub fn white_vacation(&self, lang: Lang) -> String {
        vacation_note(&self.row, self.white_away, lang)
    }

    /// "on vacation until …" for Black, or "".
    pub fn black_vacation(&self, lang: Lang) -> String {
        vacation_note(&self.row, self.black_away, lang)
    }

    /// The draw the viewer may claim now, in words, or "".
    pub fn can_claim(&self, lang: Lang) -> String {
        self.claim
            .map(|c| crate::i18n::chess::draw_claim(lang, c).to_owned())
            .unwrap_or_default()
    }
}

/// "Position after 12 half-moves, seen from white" in `lang`.
fn board_title(lang: Lang, ply: u32, side: Color) -> String {
    lang.t2("game-board-title", "ply", ply, "side", color_name(side))
}

/// "12...O-O" in `lang`'s piece letters: a move with its number, as the replay names
/// the position after it; "" for none.
pub fn numbered_move_in(m: Option<&MoveMark>, lang: Lang) -> String {
    m.map(|m| format!("{}{}", m.label(), crate::i18n::chess::san(lang, &m.san)))
        .unwrap_or_default()
}

/// "Last move: 12...O-O (castling: …)" in `lang`, with its piece letters; "" for none.
pub fn last_move_in(m: Option<&MoveMark>, lang: Lang) -> String {
    let Some(m) = m else {
        return String::new();
    };
    let played = numbered_move_in(Some(m), lang);
    match &m.castling {
        Some(c) => lang.t2(
            "game-last-move-castling",
            "move",
            played,
            "castling",
            crate::i18n::chess::castling(lang, c),
        ),
        None => lang.t1("game-last-move", "move", played),
    }
}

/// A span in words: "2 d 4 h", "5 h 10 min", "12 min" ("2 T 4 Std." in German).
pub fn span(left: Duration, lang: Lang) -> String {
    crate::i18n::dates::span(left, lang)
}

/// A player's clock: time left on move, or the time for their next move.
fn clock_words(v: &GameView, player: UserId, lang: Lang) -> String {
    let g = &v.row;
    if !g.is_running() {
        return String::new();
    }
    if g.seats().player_on_move() == player {
        return match g.deadline {
            Some(d) => {
                let left = span((d - v.now).max(Duration::ZERO), lang);
                with_period(g, player, lang.t1("clock-on-move", "span", left), lang)
            }
            None => String::new(),
        };
    }
    let words = lang.t1(
        "clock-next-move",
        "span",
        span(g.seats().bank_of(player), lang),
    );
    with_period(g, player, words, lang)
}

/// `words`, followed for a moves-in-days clock by "12 days left for 4 moves (to move
/// 20)": the days `player` had when their turn began, and their period's end.
fn with_period(g: &GameRow, player: UserId, words: String, lang: Lang) -> String {
    let TimeControl::MovesInDays(p) = g.time_control else {
        return words;
    };
    let made = g.seats().moves_made_by(player);
    let mut args = fluent_bundle::FluentArgs::new();
    args.set(
        "days",
        clock::periods::whole_days(g.seats().bank_of(player)),
    );
    args.set("moves", p.moves_to_next_period(made));
    args.set("to", p.period_ends_at_move(made));
    let period = lang.format(crate::msg!("clock-period"), &args);
    format!("{words}; {period}")
}

/// The words for a player on vacation until `until` (if any) in game `g`.
pub fn vacation_note(g: &GameRow, until: Option<Date>, lang: Lang) -> String {
    let day = |end| crate::i18n::dates::calendar_day(lang, end);
    match until {
        Some(end) if g.is_running() && g.vacation_allowed => {
            lang.t1("vacation-until", "end", day(end))
        }
        Some(end) if g.is_running() => lang.t1("vacation-until-clock-runs", "end", day(end)),
        _ => String::new(),
    }
}

/// The words of the game view, for the views its own tests build.
#[cfg(test)]
mod view_words {
    use time::Duration;

    use super::*;
    use crate::{
        domain::{
            clock::TimeControl,
            game_state::{Conclusion, GameState},
        },
        service::game_view::tests::{
            BLACK, SHUFFLE, STARTED, WHITE, away_view, new_game, new_game_view, reads,
            resigned_view, three_moves_view, view,
        },
    };

    const EN: Lang = Lang::En;

    #[test]
    fn a_new_game_reads_its_clocks_status_and_title() {
        let v = new_game_view(Some(WHITE), STARTED + Duration::hours(3));
        assert_eq!(v.status_line(EN), "The game is running.");
        assert_eq!(v.white_clock(EN), "on move, 1 d 21 h left");
        assert_eq!(v.black_clock(EN), "2 d 0 h for the next move");
        assert_eq!(v.time_left(EN), "1 d 21 h left");
        assert_eq!(
            v.time_control_in(EN),
            TimeControl::PerMove { days: 2 }.describe(Lang::En)
        );
        assert_eq!(
            v.board_title(EN),
            "Position after 0 half-moves, seen from white"
        );
        assert!(v.last_move_in(EN).is_empty());
        assert_eq!(v.can_claim(EN), "");
        let black = new_game_view(Some(BLACK), STARTED);
        assert_eq!(
            black.board_title(EN),
            "Position after 0 half-moves, seen from black"
        );
    }

    #[test]
    fn the_last_move_is_named_and_castling_described() {
        let v = three_moves_view();
        assert_eq!(v.last_move_in(EN), "Last move: 2.Nf3");
        let ucis = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1"];
        let v = view(reads(new_game(), &ucis), None, STARTED);
        let last = v.last_move_in(EN);
        assert!(last.starts_with("Last move: 4.O-O (castling: "), "{last}");
    }

    #[test]
    fn a_passed_deadline_reads_time_is_up() {
        let v = new_game_view(None, STARTED + Duration::days(3));
        assert_eq!(v.time_left(EN), "time is up");
        assert_eq!(v.white_clock(EN), "on move, 0 min left");
    }

    #[test]
    fn only_the_player_on_move_reads_a_claim() {
        let on_move = view(reads(new_game(), &SHUFFLE), Some(WHITE), STARTED);
        assert_eq!(
            on_move.can_claim(EN),
            "draw claimed: the same position occurred three times"
        );
        let waiting = view(reads(new_game(), &SHUFFLE), Some(BLACK), STARTED);
        assert_eq!(waiting.can_claim(EN), "");
    }

    #[test]
    fn vacations_are_noted_per_player_and_say_when_the_game_forbids_them() {
        let v = away_view(BLACK, true);
        assert_eq!(v.white_vacation(EN), "");
        assert_eq!(v.black_vacation(EN), "on vacation until 2026-03-10");

        let v = away_view(WHITE, false);
        assert_eq!(
            v.white_vacation(EN),
            "on vacation until 2026-03-10 (this game forbids vacation: the clock runs)"
        );
    }

    #[test]
    fn a_finished_or_aborted_game_reads_its_result() {
        let v = resigned_view();
        assert_eq!(v.status_line(EN), "Result 0-1: resignation.");
        assert_eq!(
            (v.white_clock(EN), v.black_clock(EN)),
            ("".into(), "".into())
        );
        assert_eq!(v.white_vacation(EN), "");
        let mut row = new_game();
        row.state = GameState::Over(Conclusion::Aborted);
        let v = view(reads(row, &[]), Some(WHITE), STARTED);
        assert_eq!(v.status_line(EN), "The game was aborted; it has no result.");
    }

    #[test]
    fn an_earlier_ply_names_its_own_last_move() {
        let ucis = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1h1"];
        let v = view(reads(new_game(), &ucis), Some(WHITE), STARTED);
        let start = v.at_ply(0).expect("the start");
        assert!(last_move_in(start.last.as_ref(), EN).is_empty());
        let third = v.at_ply(3).expect("after 2. Nf3");
        assert_eq!(last_move_in(third.last.as_ref(), EN), "Last move: 2.Nf3");
        let now = v.at_ply(7).expect("the current position");
        let words = last_move_in(now.last.as_ref(), EN);
        assert!(words.contains("O-O"), "{words}");
    }
}
