//! A stored game as PGN, with the players, dates, start number, result and how it ended.

use std::collections::HashMap;

use sqlx::PgExecutor;

use super::ServiceError;
use crate::{
    chess::{
        self,
        pgn::{PgnGame, PgnTags},
    },
    domain::{GameId, analysis::Eval},
    service::analysis::AnalysisView,
    store::{self, games::GameRow, pgn_events::GameEvent},
};

/// The event a game was played in, as its PGN names it: `Event`, `Round` and, for a
/// group of a groups event, `Section`. Every export of a game (its page, the API, the
/// player's archive, the data export, the tournament's file) names the same event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub name: String,
    pub round: String,
    pub section: Option<String>,
}

impl Event {
    /// A game's event: its tournament's (`stored`, from `store::pgn_events`), or for
    /// a game outside tournaments the site's game number and no round.
    pub fn of(row: &GameRow, stored: Option<&GameEvent>) -> Self {
        match stored {
            Some(e) => Self::in_tournament(&e.name, e.round, e.stage, e.group_no),
            None => Self {
                name: format!("corrchess game {}", row.id),
                round: "-".into(),
                section: None,
            },
        }
    }

    /// A tournament's game: Round is the round, or `stage.round` with the group as the
    /// Section in a groups event.
    pub fn in_tournament(name: &str, round: i32, stage: Option<i32>, group: Option<i32>) -> Self {
        match (stage, group) {
            (Some(stage), Some(group)) => Self {
                name: name.to_owned(),
                round: format!("{stage}.{round}"),
                section: Some(format!("Group {group}")),
            },
            _ => Self {
                name: name.to_owned(),
                round: round.to_string(),
                section: None,
            },
        }
    }
}

/// The event of `row`, read for a tournament's game (no query for any other).
pub async fn event_of(db: impl PgExecutor<'_>, row: &GameRow) -> Result<Event, ServiceError> {
    if row.tournament_id.is_none() {
        return Ok(Event::of(row, None));
    }
    let found = store::pgn_events::of_each(db, &[row.id]).await?;
    Ok(Event::of(row, found.get(&row.id)))
}

/// The events of `rows`, in one query for the tournament games among them.
pub async fn events_of_each(
    db: impl PgExecutor<'_>,
    rows: &[GameRow],
) -> Result<HashMap<GameId, Event>, ServiceError> {
    let in_tournaments: Vec<GameId> = rows
        .iter()
        .filter(|r| r.tournament_id.is_some())
        .map(|r| r.id)
        .collect();
    let found = if in_tournaments.is_empty() {
        HashMap::new()
    } else {
        store::pgn_events::of_each(db, &in_tournaments).await?
    };
    Ok(rows
        .iter()
        .map(|r| (r.id, Event::of(r, found.get(&r.id))))
        .collect())
}

/// Renders the PGN of `row`, whose moves are replayed in `game`, played in `event`.
pub fn render(row: &GameRow, game: &chess::Game, site: &str, event: &Event) -> String {
    chess::pgn::export(&pgn_of(row, game, site, event))
}

/// Renders the PGN of an ended `row` from its recorded SAN (`sans`), without replaying
/// it: the same text as [`render`] at a fraction of the work, for archives of many
/// games, with the record's head (`seq:hash`) as its `RecordHead` tag when it has one.
/// `None` for a game still running (no result recorded): replay that one.
pub fn render_recorded<S: AsRef<str>>(
    row: &GameRow,
    sans: &[S],
    site: &str,
    event: &Event,
    record_head: Option<&str>,
) -> Option<String> {
    let conclusion = row.state.conclusion()?;
    let start = chess::Game::new(row.start_number);
    let mut pgn = pgn_of(row, &start, site, event);
    if let Some(head) = record_head {
        pgn.tags.extra.push(("RecordHead".into(), head.to_owned()));
    }
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
pub fn render_with_note(
    row: &GameRow,
    game: &chess::Game,
    site: &str,
    event: &Event,
    note: &str,
) -> String {
    let extras = Extras {
        note: Some(note),
        analysis: None,
        record_head: None,
    };
    render_with(row, game, site, event, extras)
}

/// The extras of a download: a player's private `note` (a comment before the first
/// move) and the computer analysis (`[%eval]` comments and NAGs, when done).
#[derive(Clone, Copy, Debug, Default)]
pub struct Extras<'a> {
    pub note: Option<&'a str>,
    pub analysis: Option<&'a AnalysisView>,
    /// The head of the game's record, `seq:hash` (the `RecordHead` tag; docs/RECORD.md).
    pub record_head: Option<&'a str>,
}

/// Renders the PGN of `row` with `extras`.
pub fn render_with(
    row: &GameRow,
    game: &chess::Game,
    site: &str,
    event: &Event,
    extras: Extras<'_>,
) -> String {
    let mut pgn = pgn_of(row, game, site, event);
    if let Some(head) = extras.record_head {
        pgn.tags.extra.push(("RecordHead".into(), head.to_owned()));
    }
    if let Some(note) = extras.note {
        pgn.comments.push((0, note.to_owned()));
    }
    if let Some(view) = extras.analysis {
        annotate(&mut pgn, view);
    }
    chess::pgn::export(&pgn)
}

/// Adds the analysis to `pgn`: after each move its evaluation as `[%eval 0.35]` or
/// `[%eval #3]` (none after a mating move), and a marked move's NAG (`$6` `?!`,
/// `$2` `?`, `$4` `??`), as lichess and python-chess read them.
fn annotate(pgn: &mut PgnGame<'_>, view: &AnalysisView) {
    for p in &view.plies {
        if let Some(mark) = p.mark {
            pgn.nags.push((p.ply, mark.nag()));
        }
        let eval = match p.eval {
            Eval::Mate(0) => continue,
            Eval::Mate(n) => format!("#{n}"),
            Eval::Cp(cp) => format!("{:.2}", f64::from(cp) / 100.0),
        };
        pgn.comments.push((p.ply, format!("[%eval {eval}]")));
    }
}

/// The PGN of `row` before export: tags, result and termination.
fn pgn_of<'a>(row: &GameRow, game: &'a chess::Game, site: &str, event: &Event) -> PgnGame<'a> {
    let date = row.created_at.date();
    let tags = PgnTags {
        event: event.name.clone(),
        site: site.to_owned(),
        date: format!(
            "{:04}.{:02}.{:02}",
            date.year(),
            u8::from(date.month()),
            date.day()
        ),
        round: event.round.clone(),
        white: row.white.clone(),
        black: row.black.clone(),
        extra: rating_tags(row)
            .into_iter()
            .chain([
                ("TimeControl".into(), row.time_control.pgn()),
                ("TimeControlText".into(), time_control_text(row)),
                ("GameId".into(), row.id.to_string()),
            ])
            .chain(event.section.clone().map(|s| ("Section".into(), s)))
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

/// The `TimeControlText` tag: the time control in English words, which say what the
/// standard's `TimeControl` forms cannot (carry-over, double counting, a Fischer cap,
/// the silence rule): `10 moves in 50 days, at most 40 days without a move`.
fn time_control_text(row: &GameRow) -> String {
    row.time_control
        .describe_with_silence(crate::domain::Lang::En, row.max_silence_days)
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
    fn a_tournament_game_names_its_event_round_and_group() {
        let row = new_game("ann", "bob");
        let game = chess::Game::new(row.start_number);
        let casual = render(&row, &game, "s", &Event::of(&row, None));
        assert!(casual.contains(&format!("[Event \"corrchess game {}\"]", row.id)));
        assert!(casual.contains("[Round \"-\"]") && !casual.contains("Section"));
        let stored = GameEvent {
            game_id: row.id,
            name: "Wintercup Münster 2026".into(),
            round: 3,
            stage: Some(2),
            group_no: Some(4),
        };
        let grouped = render(&row, &game, "s", &Event::of(&row, Some(&stored)));
        let tags = tags_of(&grouped);
        assert!(
            tags.contains(&"[Event \"Wintercup Münster 2026\"]"),
            "{grouped}"
        );
        assert!(tags.contains(&"[Round \"2.3\"]"), "{grouped}");
        assert!(tags.contains(&"[Section \"Group 4\"]"), "{grouped}");
        let plain = Event::in_tournament("Cup", 5, None, None);
        assert_eq!((plain.round.as_str(), plain.section), ("5", None));
    }

    #[test]
    fn an_analysed_game_carries_evals_and_nags() {
        use crate::domain::analysis::Mark;
        use crate::service::analysis::PlyView;
        let row = new_game("ann", "bob");
        let mut game = chess::Game::new(row.start_number);
        for m in ["e4", "e5"] {
            game.play_input(m).unwrap();
        }
        let ply = |ply, eval, mark| PlyView {
            ply,
            eval,
            white_percent: 50.0,
            best_uci: None,
            best_san: None,
            mark,
        };
        let view = AnalysisView {
            status: "done".into(),
            reason: None,
            retry_due: false,
            positions_done: 3,
            positions: 3,
            start_percent: 50.0,
            plies: vec![
                ply(1, Eval::Cp(35), None),
                ply(2, Eval::Mate(3), Some(Mark::Blunder)),
            ],
            white_accuracy: None,
            black_accuracy: None,
            engine: Vec::new(),
        };
        let extras = Extras {
            note: None,
            analysis: Some(&view),
            record_head: Some("4:9f3a"),
        };
        let text = render_with(&row, &game, "s", &Event::of(&row, None), extras);
        assert!(text.contains("[RecordHead \"4:9f3a\"]"), "{text}");
        assert!(text.contains("{[%eval 0.35]}"), "{text}");
        assert!(text.contains(" $4 {[%eval #3]}"), "{text}");
    }

    #[test]
    fn ratings_become_elo_and_diff_tags() {
        let mut row = new_game("ann", "bob");
        let game = chess::Game::new(row.start_number);
        let casual = Event::of(&row, None);
        let plain = render(&row, &game, "https://example.org", &casual);
        assert!(!plain.contains("Elo"), "no ratings, no tags: {plain}");
        row.ratings = GameRatings {
            white_rating: Some(1500),
            black_rating: Some(1723),
            white_provisional: Some(true),
            black_provisional: Some(false),
            white_rating_diff: None,
            black_rating_diff: None,
        };
        let started = render(&row, &game, "https://example.org", &casual);
        let tags = tags_of(&started);
        assert!(tags.contains(&"[WhiteElo \"1500\"]"), "{started}");
        assert!(tags.contains(&"[BlackElo \"1723\"]"), "{started}");
        assert!(!started.contains("RatingDiff"));
        row.ratings.white_rating_diff = Some(12);
        row.ratings.black_rating_diff = Some(-12);
        let ended = render(&row, &game, "https://example.org", &casual);
        let tags = tags_of(&ended);
        assert!(tags.contains(&"[WhiteRatingDiff \"+12\"]"), "{ended}");
        assert!(tags.contains(&"[BlackRatingDiff \"-12\"]"), "{ended}");
    }
}
