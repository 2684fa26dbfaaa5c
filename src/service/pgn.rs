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

/// Renders the PGN of an ended `row` from its recorded SAN (`sans`), without replaying
/// it: the same text as [`render`] at a fraction of the work, for archives of many
/// games. `None` for a game still running (no result recorded): replay that one.
pub fn render_recorded<S: AsRef<str>>(row: &GameRow, sans: &[S], site: &str) -> Option<String> {
    let conclusion = row.state.conclusion()?;
    let start = chess::Game::new(row.start_number);
    let pgn = pgn_of(
        row,
        &start,
        site,
        &format!("corrchess game {}", row.id),
        "-",
    );
    let recorded = chess::pgn::RecordedGame {
        start: row.start_number,
        sans,
    };
    Some(chess::pgn::export_recorded(
        &pgn,
        recorded,
        conclusion.result().0?,
    ))
}

/// Renders the PGN of `row` for one of its players, with their private `note` as a
/// comment before the first move.
pub fn render_with_note(row: &GameRow, game: &chess::Game, site: &str, note: &str) -> String {
    let mut pgn = pgn_of(row, game, site, &format!("corrchess game {}", row.id), "-");
    pgn.comments.push((0, note.to_owned()));
    chess::pgn::export(&pgn)
}

/// Renders the PGN of a game played in a section of an event (a stage's group): the
/// event's tags and a `Section` tag.
pub fn render_in_section(
    row: &GameRow,
    game: &chess::Game,
    site: &str,
    event: &str,
    round: &str,
    section: &str,
) -> String {
    let mut pgn = pgn_of(row, game, site, event, round);
    pgn.tags.extra.push(("Section".into(), section.to_owned()));
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
        extra: rating_tags(row)
            .into_iter()
            .chain([
                ("TimeControl".into(), row.time_control.pgn()),
                ("GameId".into(), row.id.to_string()),
            ])
            .collect(),
    };
    let mut pgn = PgnGame::new(game);
    pgn.tags = tags;
    if let Some(conclusion) = row.state.conclusion() {
        pgn.result = conclusion.result().0;
        pgn.termination = Some(conclusion.pgn_termination().to_owned());
    }
    pgn
}

/// `WhiteElo` and `BlackElo` (the ratings at the start, as numbers: PGN has no mark for
/// provisional), and once a rated game ended `WhiteRatingDiff` and `BlackRatingDiff`.
fn rating_tags(row: &GameRow) -> Vec<(String, String)> {
    let r = &row.ratings;
    let mut tags = Vec::new();
    if let (Some(w), Some(b)) = (r.white_rating, r.black_rating) {
        tags.push(("WhiteElo".into(), w.to_string()));
        tags.push(("BlackElo".into(), b.to_string()));
    }
    if let (Some(w), Some(b)) = (r.white_rating_diff, r.black_rating_diff) {
        tags.push(("WhiteRatingDiff".into(), format!("{w:+}")));
        tags.push(("BlackRatingDiff".into(), format!("{b:+}")));
    }
    tags
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{service::test_games::new_game, store::ratings::GameRatings};

    fn tags_of(text: &str) -> Vec<&str> {
        text.lines().filter(|l| l.starts_with('[')).collect()
    }

    #[test]
    fn ratings_become_elo_and_diff_tags() {
        let mut row = new_game("ann", "bob");
        let game = chess::Game::new(row.start_number);
        let plain = render(&row, &game, "https://example.org");
        assert!(!plain.contains("Elo"), "no ratings, no tags: {plain}");
        row.ratings = GameRatings {
            white_rating: Some(1500),
            black_rating: Some(1723),
            white_provisional: Some(true),
            black_provisional: Some(false),
            white_rating_diff: None,
            black_rating_diff: None,
        };
        let started = render(&row, &game, "https://example.org");
        let tags = tags_of(&started);
        assert!(tags.contains(&"[WhiteElo \"1500\"]"), "{started}");
        assert!(tags.contains(&"[BlackElo \"1723\"]"), "{started}");
        assert!(!started.contains("RatingDiff"));
        row.ratings.white_rating_diff = Some(12);
        row.ratings.black_rating_diff = Some(-12);
        let ended = render(&row, &game, "https://example.org");
        let tags = tags_of(&ended);
        assert!(tags.contains(&"[WhiteRatingDiff \"+12\"]"), "{ended}");
        assert!(tags.contains(&"[BlackRatingDiff \"-12\"]"), "{ended}");
    }
}
