//! A stored game as PGN, with the players, dates, start number, result and how it ended.

use crate::{
    chess::{
        self,
        pgn::{PgnGame, PgnTags},
    },
    store::games::GameRow,
};

/// Renders the PGN of `row`, whose moves are replayed in `game`.
pub fn render(row: &GameRow, game: &chess::Game, site: &str) -> String {
    render_in_event(row, game, site, &format!("corrchess game {}", row.id), "-")
}

/// Renders the PGN of `row` for one of its players, with their private `note` as a
/// comment before the first move.
pub fn render_with_note(row: &GameRow, game: &chess::Game, site: &str, note: &str) -> String {
    let mut pgn = pgn_of(row, game, site, &format!("corrchess game {}", row.id), "-");
    pgn.comments.push((0, note.to_owned()));
    chess::pgn::export(&pgn)
}

/// Renders the PGN of a game played in an event (a tournament name and round).
pub fn render_in_event(
    row: &GameRow,
    game: &chess::Game,
    site: &str,
    event: &str,
    round: &str,
) -> String {
    chess::pgn::export(&pgn_of(row, game, site, event, round))
}

/// The PGN of `row` before export: tags, result and termination.
fn pgn_of<'a>(
    row: &GameRow,
    game: &'a chess::Game,
    site: &str,
    event: &str,
    round: &str,
) -> PgnGame<'a> {
    let date = row.created_at.date();
    let tags = PgnTags {
        event: event.to_owned(),
        site: site.to_owned(),
        date: format!(
            "{:04}.{:02}.{:02}",
            date.year(),
            u8::from(date.month()),
            date.day()
        ),
        round: round.to_owned(),
        white: row.white.clone(),
        black: row.black.clone(),
        extra: vec![
            ("TimeControl".into(), row.time_control.pgn()),
            ("GameId".into(), row.id.to_string()),
        ],
    };
    let mut pgn = PgnGame::new(game);
    pgn.tags = tags;
    if let Some(conclusion) = row.state.conclusion() {
        pgn.result = conclusion.result().0;
        pgn.termination = Some(conclusion.pgn_termination().to_owned());
    }
    pgn
}
