//! Writes a game as PGN text.

use shakmaty::Color;

use crate::chess::game::Game;
use crate::chess::outcome::GameResult;
use crate::chess::start::StartNumber;

/// The tag values a caller knows about a game (players, event, date ...).
/// Values are free text; they are escaped on output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnTags {
    /// Tournament or match name; `"?"` if unknown.
    pub event: String,
    /// Where it was played, e.g. the server's URL.
    pub site: String,
    /// Start date as `YYYY.MM.DD`; `"????.??.??"` if unknown.
    pub date: String,
    /// Round within the event; `"-"` if not applicable.
    pub round: String,
    /// White player's name.
    pub white: String,
    /// Black player's name.
    pub black: String,
    /// More tags (TimeControl, WhiteElo, Annotator ...), written in this order
    /// after the standard ones. Names are reduced to letters, digits and `_`;
    /// names that clash with tags this module writes itself are skipped.
    pub extra: Vec<(String, String)>,
}

impl Default for PgnTags {
    fn default() -> Self {
        PgnTags {
            event: "?".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            round: "-".into(),
            white: "?".into(),
            black: "?".into(),
            extra: Vec::new(),
        }
    }
}

/// Everything needed to export one game.
#[derive(Clone, Debug)]
pub struct PgnGame<'a> {
    /// The game with its moves.
    pub game: &'a Game,
    /// Caller-supplied tags.
    pub tags: PgnTags,
    /// The result when the game ended off the board (resignation, time, agreed or
    /// claimed draw). `None` uses the result by rule, or `*` while the game runs.
    pub result: Option<GameResult>,
    /// Text for the `Termination` tag. `None` writes `"normal"` for a finished
    /// game and `"unterminated"` for one in progress (the PGN standard's values).
    pub termination: Option<String>,
    /// Comments by ply: `(0, ..)` stands before the first move, `(n, ..)` after
    /// move n. Braces cannot appear inside a PGN comment and are dropped.
    pub comments: Vec<(u32, String)>,
    /// Numeric annotation glyphs by ply: `(n, 2)` writes `$2` (`?`) after move n.
    pub nags: Vec<(u32, u8)>,
}

impl<'a> PgnGame<'a> {
    /// A game with default tags and no comments.
    pub fn new(game: &'a Game) -> Self {
        PgnGame {
            game,
            tags: PgnTags::default(),
            result: None,
            termination: None,
            comments: Vec::new(),
            nags: Vec::new(),
        }
    }
}

/// Tags this module writes itself; extra tags with these names are ignored.
const OWN_TAGS: [&str; 12] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Variant",
    "SetUp",
    "FEN",
    "StartNumber",
    "Termination",
];

/// Escapes a tag value: backslash and double quote get a backslash, control
/// characters (newlines, tabs) become spaces.
pub fn escape_tag_value(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn tag_name(name: &str) -> Option<String> {
    let clean: String = name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    (!clean.is_empty() && !OWN_TAGS.contains(&clean.as_str())).then_some(clean)
}

fn comment_text(text: &str) -> String {
    text.replace(['{', '}'], "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The longest line of move text: the PGN standard (8.2.2.2) wants lines of fewer
/// than 80 characters.
const WIDTH: usize = 79;

/// Writes the game as PGN: tags, an empty line, the move text wrapped in lines of
/// fewer than 80 characters, ending with the result and a newline.
pub fn export(pgn: &PgnGame<'_>) -> String {
    let game = pgn.game;
    let result = pgn.result.or(game.outcome().map(|e| e.result));
    let moves = game.moves().iter().map(|m| MoveText {
        ply: m.ply,
        number: m.move_number,
        white: m.color == Color::White,
        san: &m.san,
    });
    let setup = SetUp {
        fen: game.initial_fen(),
        start: game.start(),
    };
    write(pgn, &setup, result, moves)
}

/// A game as it was recorded, for exporting many without replaying each: its start
/// number and every move's SAN as stored when it was played.
#[derive(Clone, Copy, Debug)]
pub struct RecordedGame<'a, S> {
    /// The start position's number.
    pub start: StartNumber,
    /// Every move's SAN, White's first first.
    pub sans: &'a [S],
}

/// [`export`] for a game ended with `result`, from its recorded SAN: the same text
/// without replaying a move (a player's archive of thousands of games). `pgn.game` is
/// only the start position (its moves are not read), `pgn.result` is not used.
pub fn export_recorded<S: AsRef<str>>(
    pgn: &PgnGame<'_>,
    recorded: RecordedGame<'_, S>,
    result: GameResult,
) -> String {
    let moves = (1u32..).zip(recorded.sans).map(|(ply, san)| MoveText {
        ply,
        number: ply.div_ceil(2),
        white: ply % 2 == 1,
        san: san.as_ref(),
    });
    let setup = SetUp {
        fen: recorded.start.initial_fen(),
        start: Some(recorded.start),
    };
    write(pgn, &setup, Some(result), moves)
}

/// Where the game began.
struct SetUp {
    fen: String,
    start: Option<StartNumber>,
}

/// One move in the move text.
struct MoveText<'a> {
    ply: u32,
    number: u32,
    white: bool,
    san: &'a str,
}

/// The PGN of `pgn`'s tags and comments with `moves`, from `setup`, ending in `result`
/// (`*` when undecided).
fn write<'m>(
    pgn: &PgnGame<'_>,
    setup: &SetUp,
    result: Option<GameResult>,
    moves: impl Iterator<Item = MoveText<'m>>,
) -> String {
    let result_text = result.map_or("*", |r| r.as_pgn());
    let mut out = String::new();
    for (name, value) in &tags(pgn, setup, result_text, result.is_some()) {
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        out.push_str(&escape_tag_value(value));
        out.push_str("\"]\n");
    }
    out.push('\n');
    let mut tokens = movetext_tokens(pgn, moves);
    tokens.push(result_text.to_string());
    out.push_str(&wrap(&tokens));
    out
}

/// The tag pairs in export order: the seven-tag roster in its order, then every other
/// tag (the Chess960 set-up, the start number, the termination and the extra tags, each
/// name once, invalid names left out) in ASCII order of its name, as PGN 8.1.1 asks.
fn tags(
    pgn: &PgnGame<'_>,
    setup: &SetUp,
    result_text: &str,
    decided: bool,
) -> Vec<(String, String)> {
    let termination = pgn
        .termination
        .clone()
        .unwrap_or_else(|| if decided { "normal" } else { "unterminated" }.to_string());
    let t = &pgn.tags;
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), t.event.clone()),
        ("Site".into(), t.site.clone()),
        ("Date".into(), t.date.clone()),
        ("Round".into(), t.round.clone()),
        ("White".into(), t.white.clone()),
        ("Black".into(), t.black.clone()),
        ("Result".into(), result_text.into()),
        ("Variant".into(), "Chess960".into()),
        ("SetUp".into(), "1".into()),
        ("FEN".into(), setup.fen.clone()),
    ];
    if let Some(start) = setup.start {
        tags.push(("StartNumber".into(), start.to_string()));
    }
    tags.push(("Termination".into(), termination));
    let mut seen: Vec<String> = Vec::new();
    for (name, value) in &t.extra {
        if let Some(name) = tag_name(name)
            && !seen.contains(&name)
        {
            seen.push(name.clone());
            tags.push((name, value.clone()));
        }
    }
    tags[SEVEN_TAG_ROSTER..].sort_by(|a, b| a.0.cmp(&b.0));
    tags
}

/// Event, Site, Date, Round, White, Black, Result: the tags that come first, in order.
const SEVEN_TAG_ROSTER: usize = 7;

/// Move numbers, SAN and comments as separate tokens (a comment word by word, so the
/// wrapping can break inside it); after a comment Black's move gets its own "N...".
fn movetext_tokens<'m>(
    pgn: &PgnGame<'_>,
    moves: impl Iterator<Item = MoveText<'m>>,
) -> Vec<String> {
    let mut tokens: Vec<String> = Vec::new();
    let comments_at = |ply: u32| {
        pgn.comments
            .iter()
            .filter(move |(p, _)| *p == ply)
            .map(|(_, c)| comment_text(c))
            .filter(|c| !c.is_empty())
    };
    let mut need_number = true;
    for c in comments_at(0) {
        push_comment(&mut tokens, &c);
    }
    for m in moves {
        if m.white {
            tokens.push(format!("{}.", m.number));
        } else if need_number {
            tokens.push(format!("{}...", m.number));
        }
        tokens.push(m.san.to_owned());
        for (_, nag) in pgn.nags.iter().filter(|(p, _)| *p == m.ply) {
            tokens.push(format!("${nag}"));
        }
        need_number = false;
        for c in comments_at(m.ply) {
            push_comment(&mut tokens, &c);
            need_number = true;
        }
    }
    tokens
}

/// Adds a comment as `{first … last}`, one token per word.
fn push_comment(tokens: &mut Vec<String>, text: &str) {
    let words: Vec<&str> = text.split(' ').collect();
    let last = words.len() - 1;
    for (i, w) in words.iter().enumerate() {
        let mut tok = String::new();
        if i == 0 {
            tok.push('{');
        }
        tok.push_str(w);
        if i == last {
            tok.push('}');
        }
        tokens.push(tok);
    }
}

/// Joins tokens with spaces into lines of at most [`WIDTH`] columns (a longer token
/// stands alone), each ending with a newline.
fn wrap(tokens: &[String]) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for tok in tokens {
        if !line.is_empty() && line.len() + 1 + tok.len() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(tok);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::StartNumber;

    #[test]
    fn scholars_mate_in_518() {
        let mut game = Game::new(StartNumber::CLASSICAL);
        for m in ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"] {
            game.play_input(m).unwrap();
        }
        let mut pgn = PgnGame::new(&game);
        pgn.tags.event = "Club \"Open\" 2024".into();
        pgn.tags.white = "Anna\\B".into();
        pgn.tags.black = "Bob\nSmith".into();
        pgn.tags.extra = vec![
            ("TimeControl".into(), "1/259200".into()),
            ("Event".into(), "ignored".into()),
            ("White Elo".into(), "1500".into()),
        ];
        pgn.comments = vec![(3, "A classic {trap}".into())];
        let text = export(&pgn);
        let expected = "[Event \"Club \\\"Open\\\" 2024\"]\n\
[Site \"?\"]\n\
[Date \"????.??.??\"]\n\
[Round \"-\"]\n\
[White \"Anna\\\\B\"]\n\
[Black \"Bob Smith\"]\n\
[Result \"1-0\"]\n\
[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\
[SetUp \"1\"]\n\
[StartNumber \"518\"]\n\
[Termination \"normal\"]\n\
[TimeControl \"1/259200\"]\n\
[Variant \"Chess960\"]\n\
[WhiteElo \"1500\"]\n\
\n\
1. e4 e5 2. Bc4 {A classic trap} 2... Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
        assert_eq!(text, expected);
    }

    #[test]
    fn long_games_wrap_below_80() {
        let mut game = Game::new(StartNumber::new(0).unwrap());
        let cycle = ["Nc3", "Nc6", "Nd1", "Nd8"];
        // Knights shuffle; stop before repetitions end the game.
        for m in cycle.iter().cycle().take(15) {
            game.play_input(m).unwrap();
        }
        let mut pgn = PgnGame::new(&game);
        pgn.comments = vec![(0, "word ".repeat(40))];
        let text = export(&pgn);
        let body = text.split("\n\n").nth(1).unwrap();
        assert!(body.lines().all(|l| l.len() < 80), "{body}");
        assert!(body.lines().count() > 2);
        assert!(body.trim_end().ends_with(" *"));
        assert!(text.contains("[Termination \"unterminated\"]"));
        assert!(text.contains("[StartNumber \"0\"]"));
        assert!(
            text.contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]")
        );
    }

    #[test]
    fn a_recorded_game_exports_as_its_replay_does() {
        let start = StartNumber::new(0).unwrap();
        let mut game = Game::new(start);
        for m in ["Nc3", "Nc6", "e4", "e5", "Nd5", "Nd4", "c3"] {
            game.play_input(m).unwrap();
        }
        let sans: Vec<String> = game.moves().iter().map(|m| m.san.clone()).collect();
        let mut pgn = PgnGame::new(&game);
        pgn.tags.white = "ann".into();
        pgn.result = Some(GameResult::Draw);
        pgn.termination = Some("agreed".into());
        let replayed = export(&pgn);
        let start_only = Game::new(start);
        let recorded = PgnGame {
            game: &start_only,
            ..pgn.clone()
        };
        let text = export_recorded(
            &recorded,
            RecordedGame { start, sans: &sans },
            GameResult::Draw,
        );
        assert_eq!(text, replayed);
        assert!(text.contains("4. c3"), "{text}");
        assert!(text.trim_end().ends_with("1/2-1/2"), "{text}");
    }

    #[test]
    fn a_line_that_would_be_80_characters_long_is_broken() {
        // 39 tokens of one letter and a space make 77 characters; a two-letter token
        // would make 80.
        let mut tokens: Vec<String> = std::iter::repeat_n("x".to_string(), 39).collect();
        tokens.push("yy".into());
        let text = wrap(&tokens);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert_eq!(lines[0].len(), 77);
        assert_eq!(lines[1], "yy");
    }

    #[test]
    fn the_tags_after_the_roster_are_in_ascii_order() {
        let game = Game::new(StartNumber::CLASSICAL);
        let mut pgn = PgnGame::new(&game);
        pgn.tags.extra = vec![
            ("WhiteElo".into(), "1500".into()),
            ("BlackElo".into(), "1600".into()),
            ("GameId".into(), "7".into()),
            ("Annotator".into(), "x".into()),
        ];
        let text = export(&pgn);
        let names: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix('['))
            .filter_map(|l| l.split(' ').next())
            .collect();
        let roster = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];
        assert_eq!(names[..7], roster);
        let mut rest = names[7..].to_vec();
        rest.sort_unstable();
        assert_eq!(names[7..], rest[..], "{text}");
        assert!(names.contains(&"Variant") && names.contains(&"Annotator"));
    }

    #[test]
    fn a_token_longer_than_a_line_stands_alone() {
        let long = "x".repeat(WIDTH + 5);
        let tokens = vec!["1.".to_string(), long.clone(), "*".to_string()];
        assert_eq!(wrap(&tokens), format!("1.\n{long}\n*\n"));
        assert_eq!(wrap(&[]), "\n");
    }
}
