//! The "your turn" overview: a grid of mini-boards, one link per running game, drawn by
//! the server as small SVGs (no script) from the player's side with the last move
//! marked, the games on the player's move first. Shown on "my games" above the text
//! list and on the home page. The squares' geometry is the game page's
//! (`chess::board_layout`), so both boards agree.

use askama::Template;
use shakmaty::Color;
use time::OffsetDateTime;

use crate::{
    chess::{
        MoveMark,
        board_layout::{PlacedSquare, dark_squares_path, layout},
        position_from_fen,
    },
    domain::{GameId, UserId},
    i18n::Lang,
    store::game_boards::BoardGameRow,
    web::game::page::span,
};

/// One game of the grid: its board and what its link says.
pub struct GridCard {
    pub id: GameId,
    pub opponent: String,
    /// The opponent's rating at the game's start as printed ("1500?"), or "".
    pub rating: String,
    /// It is the player's move.
    pub my_move: bool,
    /// "2 d 4 h left" on the clock of the player on move, "time is up", or "".
    pub time_left: String,
    /// "Spring Cup, round 2" for a tournament game, else "".
    pub tournament: String,
    /// `white` or `black`: the side the board is seen from.
    pub side: &'static str,
    /// The 64 squares; the template draws the marked ones and the pieces.
    pub squares: Vec<PlacedSquare>,
}

impl GridCard {
    /// The card of `row` for `me`, in `lang`, at `now`.
    fn new(row: &BoardGameRow, me: UserId, lang: Lang, now: OffsetDateTime) -> Self {
        let g = &row.game;
        let white = g.white_id == me;
        let side = if white { Color::White } else { Color::Black };
        let marks = match (&row.last_san, &row.last_uci) {
            (Some(san), Some(uci)) => u32::try_from(g.ply)
                .ok()
                .and_then(|ply| MoveMark::from_stored(ply, san, uci))
                .map(|m| m.squares())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        // A stored FEN that does not read (never written so) shows an empty board
        // rather than failing the whole page.
        let squares = match position_from_fen(&g.fen) {
            Ok(pos) => layout(shakmaty::Position::board(&pos), side, &marks),
            Err(_) => layout(&shakmaty::Board::empty(), side, &marks),
        };
        let time_left = g.deadline.map_or_else(String::new, |d| {
            let left = d - now;
            if left.is_negative() {
                lang.t("time-is-up").to_owned()
            } else {
                lang.t1("time-left", "span", span(left, lang))
            }
        });
        let tournament = match (&row.tournament_name, g.round) {
            (Some(name), Some(round)) => lang.t2(
                "grid-tournament-round",
                "name",
                name.as_str(),
                "round",
                round,
            ),
            (Some(name), None) => name.clone(),
            _ => String::new(),
        };
        Self {
            id: g.id,
            opponent: g.name_of(g.seats().opponent_of(me)).to_owned(),
            rating: g.ratings.side_label(!white),
            my_move: g.seats().player_on_move() == me,
            time_left,
            tournament,
            side: if white { "white" } else { "black" },
            squares,
        }
    }
}

/// The grid of a player's running games, drawn by templates/games/board_grid.html and
/// placed in a page with `{{ grid|safe }}`.
#[derive(Template)]
#[template(path = "games/board_grid.html")]
pub struct BoardGrid {
    pub lang: Lang,
    /// The games on the player's move first, then the others; each group by deadline.
    pub cards: Vec<GridCard>,
    /// The dark squares' path, the same on every board.
    dark: String,
    /// The page lists only the games on move (the home page); for the empty state.
    pub on_move_only: bool,
}

impl BoardGrid {
    /// The grid of `rows` (a player's running games, nearest deadline first) for `me`:
    /// the games on `me`'s move first, each group keeping its order.
    pub fn new(rows: &[BoardGameRow], me: UserId, lang: Lang, now: OffsetDateTime) -> Self {
        let (mut cards, waiting): (Vec<_>, Vec<_>) = rows
            .iter()
            .map(|row| GridCard::new(row, me, lang, now))
            .partition(|c| c.my_move);
        cards.extend(waiting);
        Self {
            lang,
            cards,
            dark: dark_squares_path(),
            on_move_only: false,
        }
    }

    /// For the home page: only the games on the player's move, or every running game
    /// when none is.
    pub fn for_home_page(mut self) -> Self {
        if self.cards.iter().any(|c| c.my_move) {
            self.cards.retain(|c| c.my_move);
            self.on_move_only = true;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(side: Color, squares: Vec<PlacedSquare>, my_move: bool) -> GridCard {
        GridCard {
            id: GameId(7),
            opponent: "bob".into(),
            rating: "1500?".into(),
            my_move,
            time_left: "2 d 4 h left".into(),
            tournament: "Spring Cup, round 2".into(),
            side: if side == Color::White {
                "white"
            } else {
                "black"
            },
            squares,
        }
    }

    fn grid(cards: Vec<GridCard>, lang: Lang) -> String {
        BoardGrid {
            lang,
            cards,
            dark: dark_squares_path(),
            on_move_only: false,
        }
        .render()
        .unwrap()
    }

    #[test]
    fn a_card_is_a_link_around_a_hidden_svg_with_pieces_and_marks() {
        let pos = crate::chess::StartNumber::CLASSICAL.position();
        let board = shakmaty::Position::board(&pos);
        let marks = [shakmaty::Square::E2, shakmaty::Square::E4];
        let html = grid(
            vec![
                card(Color::White, layout(board, Color::White, &marks), true),
                card(Color::Black, layout(board, Color::Black, &marks), false),
            ],
            Lang::En,
        );
        assert_eq!(html.matches("<a href=\"/games/7\"").count(), 2);
        assert_eq!(
            html.matches("<svg viewBox=\"0 0 80 80\" aria-hidden=\"true\"")
                .count(),
            2
        );
        assert_eq!(
            html.matches("<image ").count(),
            64,
            "32 pieces on each board"
        );
        // White's board: its king on e1 at the bottom; black's: on the top row.
        let (white, black) = html.split_at(html.find("data-side=\"black\"").unwrap());
        assert!(
            white.contains("piece-wK.svg\" x=\"40\" y=\"70\""),
            "{white}"
        );
        assert!(black.contains("piece-wK.svg\" x=\"30\" y=\"0\""), "{black}");
        assert!(white.contains("data-square=\"e2\" x=\"40\" y=\"60\""));
        assert!(black.contains("data-square=\"e2\" x=\"30\" y=\"10\""));
        assert_eq!(html.matches("class=\"sq-mark\"").count(), 4);
        assert!(white.contains("Your move, 2 d 4 h left"));
        assert!(black.contains("Their move, 2 d 4 h left"));
        assert!(html.contains("bob (1500?)"));
        assert!(html.contains("Spring Cup, round 2"));
    }

    #[test]
    fn no_games_is_said_in_both_languages() {
        let en = grid(Vec::new(), Lang::En);
        assert!(!en.contains("board-grid\""), "{en}");
        assert!(en.contains("No running games"), "{en}");
        let de = grid(Vec::new(), Lang::De);
        assert!(de.contains("keine laufenden Partien"), "{de}");
    }
}
