//! Reads one game from PGN text: tags, the start position (FEN/SetUp, our
//! StartNumber tag, or the classical start), and the SAN move text. Comments are
//! kept, NAGs, move numbers and variations are skipped. An illegal move is
//! refused with its move number and the reason.

use crate::chess::game::{FenError, Game};
use crate::chess::input::MoveError;
use crate::chess::outcome::GameResult;
use crate::chess::start::StartNumber;

/// A successfully imported game.
#[derive(Clone, Debug)]
pub struct ImportedGame {
    /// All tags in file order, values unescaped.
    pub tags: Vec<(String, String)>,
    /// The game with all its moves played.
    pub game: Game,
    /// The result written at the end of the move text (or in the Result tag);
    /// `None` for `*`.
    pub result: Option<GameResult>,
    /// Comments by ply, as in [`super::PgnGame::comments`].
    pub comments: Vec<(u32, String)>,
}

impl ImportedGame {
    /// The value of the first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a PGN text could not be imported.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PgnError {
    /// Nothing but whitespace.
    #[error("the PGN text is empty")]
    Empty,
    /// Larger than we accept.
    #[error("the PGN text is too long (at most {0} bytes)")]
    TooLong(usize),
    /// A malformed tag, comment or variation.
    #[error("PGN syntax error on line {line}: {message}")]
    Syntax {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A variant other than standard chess or Chess960.
    #[error("the variant \"{0}\" is not supported; only Chess960 and standard chess are")]
    UnsupportedVariant(String),
    /// The FEN tag is unusable.
    #[error("the FEN tag is unusable: {0}")]
    BadFen(FenError),
    /// The StartNumber tag is not 0..959 or contradicts the FEN tag.
    #[error(
        "the StartNumber tag \"{0}\" is not a start position number (0 to 959) matching the FEN"
    )]
    BadStartNumber(String),
    /// A move is illegal or unreadable.
    #[error("move {label} {text} is not possible: {reason}")]
    IllegalMove {
        /// 1-based ply of the move in this game.
        ply: u32,
        /// `"12."` or `"12..."`.
        label: String,
        /// The move as written.
        text: String,
        /// Why.
        reason: MoveError,
    },
    /// A second game follows the first.
    #[error("the text contains more than one game; import one game at a time")]
    MultipleGames,
}

/// Largest PGN text accepted (a long correspondence game is a few kilobytes).
pub const MAX_PGN_BYTES: usize = 1 << 20;

struct Cursor<'a> {
    s: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn peek(&self) -> Option<char> {
        self.s[self.pos..].chars().next()
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.pos += c.len_utf8();
        Some(c)
    }
    fn line(&self) -> usize {
        self.s[..self.pos].matches('\n').count() + 1
    }
    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }
    fn at_line_start(&self) -> bool {
        self.pos == 0 || self.s[..self.pos].ends_with('\n')
    }
    fn skip_line(&mut self) -> &'a str {
        let start = self.pos;
        while let Some(c) = self.bump() {
            if c == '\n' {
                return &self.s[start..self.pos - 1];
            }
        }
        &self.s[start..]
    }
    fn err(&self, message: &str) -> PgnError {
        PgnError::Syntax {
            line: self.line(),
            message: message.to_string(),
        }
    }
}

fn parse_tag(c: &mut Cursor<'_>) -> Result<(String, String), PgnError> {
    c.bump(); // '['
    c.skip_ws();
    let mut name = String::new();
    while let Some(ch) = c.peek() {
        if ch.is_ascii_alphanumeric() || ch == '_' {
            name.push(ch);
            c.bump();
        } else {
            break;
        }
    }
    if name.is_empty() {
        return Err(c.err("a tag needs a name, like [Event \"...\"]"));
    }
    c.skip_ws();
    if c.bump() != Some('"') {
        return Err(c.err("a tag value must be in double quotes"));
    }
    let mut value = String::new();
    loop {
        match c.bump() {
            Some('\\') => match c.bump() {
                Some(ch) => value.push(ch),
                None => return Err(c.err("unterminated tag value")),
            },
            Some('"') => break,
            Some('\n') | None => return Err(c.err("unterminated tag value")),
            Some(ch) => value.push(ch),
        }
    }
    c.skip_ws();
    if c.bump() != Some(']') {
        return Err(c.err("a tag must end with ]"));
    }
    Ok((name, value))
}

fn is_result(tok: &str) -> Option<Option<GameResult>> {
    match tok {
        "*" => Some(None),
        _ => GameResult::from_pgn(tok).map(Some),
    }
}

/// Strips a leading move number (`12.`, `12...`, `12.e4` → `e4`); `None` if the
/// token was only a number.
fn strip_number(tok: &str) -> Option<&str> {
    let digits = tok.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &tok[digits..];
    let dots = rest.bytes().take_while(|&b| b == b'.').count();
    if dots == 0 && digits > 0 && rest.is_empty() {
        // A bare number "12" without dots: treat as a move number too.
        return None;
    }
    if dots == 0 {
        return Some(tok);
    }
    let rest = &rest[dots..];
    (!rest.is_empty()).then_some(rest)
}

fn game_from_tags(tags: &[(String, String)]) -> Result<Game, PgnError> {
    let get = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim())
    };
    if let Some(variant) = get("Variant") {
        let norm: String = variant
            .to_ascii_lowercase()
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect();
        let ok = [
            "chess960",
            "960",
            "fischerandom",
            "fischerrandom",
            "frc",
            "standard",
            "chess",
            "normal",
            "fromposition",
        ];
        if !norm.is_empty() && !ok.contains(&norm.as_str()) {
            return Err(PgnError::UnsupportedVariant(
                variant.chars().take(40).collect(),
            ));
        }
    }
    let number = match get("StartNumber") {
        Some(text) => Some(
            text.parse::<StartNumber>()
                .map_err(|_| PgnError::BadStartNumber(text.chars().take(20).collect()))?,
        ),
        None => None,
    };
    match (get("FEN"), number) {
        (Some(fen), number) => {
            let game = Game::from_fen(fen).map_err(PgnError::BadFen)?;
            if let Some(n) = number
                && game.start() != Some(n)
            {
                return Err(PgnError::BadStartNumber(n.to_string()));
            }
            Ok(game)
        }
        (None, Some(n)) => Ok(Game::new(n)),
        (None, None) => Ok(Game::new(StartNumber::CLASSICAL)),
    }
}

/// Imports a single game. See the module documentation for what is accepted.
pub fn import(text: &str) -> Result<ImportedGame, PgnError> {
    if text.len() > MAX_PGN_BYTES {
        return Err(PgnError::TooLong(MAX_PGN_BYTES));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    if text.trim().is_empty() {
        return Err(PgnError::Empty);
    }
    let mut c = Cursor { s: text, pos: 0 };
    let mut tags = Vec::new();
    loop {
        c.skip_ws();
        match c.peek() {
            Some('[') => tags.push(parse_tag(&mut c)?),
            Some('%') if c.at_line_start() => {
                c.skip_line();
            }
            _ => break,
        }
    }
    let mut game = game_from_tags(&tags)?;
    let mut comments: Vec<(u32, String)> = Vec::new();
    let mut result: Option<Option<GameResult>> = None;
    let mut depth = 0usize;

    loop {
        c.skip_ws();
        let Some(ch) = c.peek() else { break };
        if result.is_some() {
            // Anything after the result marker except whitespace and comments
            // belongs to another game.
            match ch {
                '{' | ';' => {}
                _ => return Err(PgnError::MultipleGames),
            }
        }
        match ch {
            '{' => {
                c.bump();
                let start = c.pos;
                loop {
                    match c.bump() {
                        Some('}') => break,
                        Some(_) => {}
                        None => return Err(c.err("a comment { is never closed")),
                    }
                }
                let body = c.s[start..c.pos - 1]
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" ");
                if depth == 0 && result.is_none() && !body.is_empty() {
                    comments.push((game.ply(), body));
                }
            }
            ';' => {
                c.bump();
                let body = c.skip_line().trim().to_string();
                if depth == 0 && result.is_none() && !body.is_empty() {
                    comments.push((game.ply(), body));
                }
            }
            '%' if c.at_line_start() => {
                c.skip_line();
            }
            '(' => {
                c.bump();
                depth += 1;
            }
            ')' => {
                if depth == 0 {
                    return Err(c.err("a ) without a matching ("));
                }
                c.bump();
                depth -= 1;
            }
            '[' => return Err(PgnError::MultipleGames),
            _ => {
                let start = c.pos;
                while let Some(ch) = c.peek() {
                    if ch.is_whitespace() || "{}();[".contains(ch) {
                        break;
                    }
                    c.bump();
                }
                let tok = &c.s[start..c.pos];
                if tok.is_empty() {
                    // A lone '}' or ']' that starts no token.
                    return Err(c.err("unexpected character"));
                }
                if depth > 0 {
                    continue;
                }
                if let Some(r) = is_result(tok) {
                    result = Some(r);
                    continue;
                }
                if tok.starts_with('$') || tok.chars().all(|ch| "!?".contains(ch)) {
                    continue;
                }
                let Some(mv) = strip_number(tok) else {
                    continue;
                };
                if mv.chars().all(|ch| ch == '.') {
                    continue;
                }
                let ply = game.ply() + 1;
                let label = {
                    let pos = game.position();
                    let n = shakmaty::Position::fullmoves(pos).get();
                    match shakmaty::Position::turn(pos) {
                        shakmaty::Color::White => format!("{n}."),
                        shakmaty::Color::Black => format!("{n}..."),
                    }
                };
                if let Err(reason) = game.play_input(mv) {
                    return Err(PgnError::IllegalMove {
                        ply,
                        label,
                        text: mv.chars().take(40).collect(),
                        reason,
                    });
                }
            }
        }
    }
    if depth > 0 {
        return Err(c.err("a variation ( is never closed"));
    }
    let result = match result {
        Some(r) => r,
        None => tags
            .iter()
            .find(|(n, _)| n == "Result")
            .and_then(|(_, v)| GameResult::from_pgn(v)),
    };
    Ok(ImportedGame {
        tags,
        game,
        result,
        comments,
    })
}

#[cfg(test)]
mod tests;
