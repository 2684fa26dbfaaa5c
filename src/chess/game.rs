//! A game in progress: the start, the moves played, the current position, and
//! what the rules say about it (check, end, claimable draws).
//!
//! The database stores the start number, the moves (UCI with castling as king onto
//! rook, and SAN) and the current FEN; [`Game::replay`] rebuilds the whole history from
//! the moves where a rule needs it (validating a move, a repetition). A page that only
//! shows the position reads the FEN (see [`super::MoveMark`] for the last move).

use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, Move, Position, PositionError,
    fen::{Fen, ParseFenError},
    san::SanPlus,
    uci::UciMove,
    zobrist::Zobrist64,
};

use super::castling::Castling;
use super::diagram;
use super::input::{self, MoveError};
use super::outcome::{DrawClaim, GameEnd, GameResult, Termination};
use super::start::StartNumber;

/// One move as it was played, with everything pages and mails show about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// 1-based half-move index in this game: ply 1 is the first move played.
    pub ply: u32,
    /// Fullmove number of the move ("12" in "12...O-O").
    pub move_number: u32,
    /// Who played it.
    pub color: Color,
    /// SAN with check or mate sign, e.g. `"Nxf7+"`, `"O-O"`.
    pub san: String,
    /// UCI with castling as king-onto-rook (`"e1h1"`); this is what is stored.
    pub uci: String,
    /// For castling, where king and rook went.
    pub castling: Option<Castling>,
    /// The move itself, for callers that work with shakmaty.
    pub mv: Move,
}

impl PlayedMove {
    /// `"12."` or `"12..."`, for "bob played 12...O-O".
    pub fn label(&self) -> String {
        number_label(self.move_number, self.color)
    }

    /// The castling in words (`"O-O (kingside): king e1→g1, rook h1→f1"`), if this
    /// move was castling.
    pub fn castling_description(&self) -> Option<String> {
        self.castling.map(|c| c.describe())
    }
}

/// A legal move in the current position, in both notations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMove {
    /// SAN with check or mate sign.
    pub san: String,
    /// UCI, castling as king-onto-rook.
    pub uci: String,
    /// The move itself.
    pub mv: Move,
}

/// `"12."` for White's or `"12..."` for Black's move at ply `ply` of a game from a
/// start position (ply 1 = White's first move).
pub fn move_number_label(ply: u32) -> String {
    let ply = ply.max(1);
    let color = if ply % 2 == 1 {
        Color::White
    } else {
        Color::Black
    };
    number_label(ply.div_ceil(2), color)
}

fn number_label(number: u32, color: Color) -> String {
    match color {
        Color::White => format!("{number}."),
        Color::Black => format!("{number}..."),
    }
}

/// A stored move could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {label} ({text}, ply {ply}) cannot be replayed: {reason}")]
pub struct ReplayError {
    /// 1-based ply of the failing move.
    pub ply: u32,
    /// `"12..."`.
    pub label: String,
    /// The stored text.
    pub text: String,
    /// Why it is not legal.
    pub reason: MoveError,
}

/// A FEN could not be used as a game start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Not FEN syntax.
    #[error("not a valid FEN: {0}")]
    Syntax(String),
    /// FEN syntax, but not a legal position.
    #[error("the FEN is not a legal position: {0}")]
    Illegal(String),
}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> Self {
        FenError::Syntax(e.to_string())
    }
}

impl<P> From<PositionError<P>> for FenError {
    fn from(e: PositionError<P>) -> Self {
        FenError::Illegal(e.to_string())
    }
}

/// Reads a FEN (X-FEN or Shredder-FEN castling letters) as a Chess960 position.
pub fn position_from_fen(fen: &str) -> Result<Chess, FenError> {
    let fen: Fen = fen.trim().parse()?;
    Ok(fen.into_position(CastlingMode::Chess960)?)
}

/// The FEN of `pos` as we write it everywhere: X-FEN castling letters where
/// unambiguous, Shredder rook files otherwise (shakmaty's choice), and an
/// en-passant square only when an en-passant capture is actually legal.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

/// The legal moves of a position in both notations (a page that shows a stored
/// position needs no game around it).
pub fn legal_moves_in(pos: &Chess) -> Vec<LegalMove> {
    pos.legal_moves()
        .iter()
        .map(|&mv| LegalMove {
            san: SanPlus::from_move(pos.clone(), mv).to_string(),
            uci: uci_of(mv),
            mv,
        })
        .collect()
}

/// A game: start position, moves, current position.
#[derive(Clone, Debug)]
pub struct Game {
    start: Option<StartNumber>,
    initial: Chess,
    pos: Chess,
    moves: Vec<PlayedMove>,
    /// Repetition keys of every position so far, the initial one first: Zobrist
    /// hash over pieces, side to move, castling rights and *legal* en-passant.
    keys: Vec<u64>,
    end: Option<GameEnd>,
}

fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

impl Game {
    /// A new game from a Chess960 start position.
    pub fn new(start: StartNumber) -> Game {
        // The number is known: no search for it over the 960 positions.
        Game::starting_at(start.position(), Some(start))
    }

    /// A game from any legal position (imports, tests). Recognises a start position
    /// and remembers its number.
    pub fn from_position(pos: Chess) -> Game {
        let start = StartNumber::from_position(&pos);
        Game::starting_at(pos, start)
    }

    fn starting_at(pos: Chess, start: Option<StartNumber>) -> Game {
        let mut game = Game {
            start,
            initial: pos.clone(),
            keys: vec![key(&pos)],
            pos,
            moves: Vec::new(),
            end: None,
        };
        game.end = game.compute_end();
        game
    }

    /// A game from a FEN (Chess960 castling mode).
    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(position_from_fen(fen)?))
    }

    /// Rebuilds a game from its start number and the stored moves (UCI,
    /// king-onto-rook castling). The error names the first bad ply and why.
    pub fn replay<S: AsRef<str>>(start: StartNumber, moves: &[S]) -> Result<Game, ReplayError> {
        let mut game = Game::new(start);
        game.play_all(moves)?;
        Ok(game)
    }

    /// Plays stored moves one after another (see [`Game::replay`]).
    pub fn play_all<S: AsRef<str>>(&mut self, moves: &[S]) -> Result<(), ReplayError> {
        for text in moves {
            let text = text.as_ref();
            if let Err(reason) = self.play_input(text) {
                let ply = self.ply() + 1;
                return Err(ReplayError {
                    ply,
                    label: number_label(self.pos.fullmoves().get(), self.pos.turn()),
                    text: text.chars().take(40).collect(),
                    reason,
                });
            }
        }
        Ok(())
    }

    /// The start number, if the game began from one of the 960 start positions.
    pub fn start(&self) -> Option<StartNumber> {
        self.start
    }

    /// The position the game started from.
    pub fn initial_position(&self) -> &Chess {
        &self.initial
    }

    /// FEN of the starting position.
    pub fn initial_fen(&self) -> String {
        fen_of(&self.initial)
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Color {
        self.pos.turn()
    }

    /// How many half-moves have been played in this game.
    pub fn ply(&self) -> u32 {
        u32::try_from(self.moves.len()).unwrap_or(u32::MAX)
    }

    /// FEN of the current position (see [`fen_of`]).
    pub fn fen(&self) -> String {
        fen_of(&self.pos)
    }

    /// Is the side to move in check?
    pub fn is_check(&self) -> bool {
        self.pos.is_check()
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The current board as text for mails, seen from `side` (see [`diagram::text`]).
    pub fn diagram(&self, side: Color) -> String {
        diagram::text(self.pos.board(), side)
    }

    /// The most recent move.
    pub fn last_move(&self) -> Option<&PlayedMove> {
        self.moves.last()
    }

    /// The stored form of the game: UCI moves, castling as king-onto-rook.
    pub fn uci_moves(&self) -> Vec<String> {
        self.moves.iter().map(|m| m.uci.clone()).collect()
    }

    /// All legal moves with SAN (including `+`/`#`) and king-onto-rook UCI.
    /// Empty once the game is over.
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        if self.end.is_some() {
            return Vec::new();
        }
        legal_moves_in(&self.pos)
    }

    /// The end of the game by rule, if it has ended: checkmate, stalemate, dead
    /// position, fivefold repetition or the 75-move rule.
    pub fn outcome(&self) -> Option<GameEnd> {
        self.end
    }

    /// Is the game over by rule?
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// How often the current position has occurred (including now).
    pub fn repetitions(&self) -> usize {
        let now = key(&self.pos);
        self.keys.iter().filter(|&&k| k == now).count()
    }

    /// Whether any draw claim is possible in a position reached `halfmoves` plies after
    /// the last capture or pawn move: a threefold repetition needs at least eight
    /// reversible plies (each side leaves and comes back twice), the 50-move rule a
    /// hundred. Lets a reader holding only the current position skip the replay that
    /// [`Game::can_claim_draw`] needs.
    pub fn claim_possible(halfmoves: u32) -> bool {
        halfmoves >= 8
    }

    /// A draw the player to move may claim now, if any (threefold repetition is
    /// reported before the 50-move rule). `None` once the game is over.
    pub fn can_claim_draw(&self) -> Option<DrawClaim> {
        if self.end.is_some() {
            None
        } else if self.repetitions() >= 3 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if self.pos.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoveRule)
        } else {
            None
        }
    }

    /// Reads a move typed by the player to move (see [`input::parse_move`]).
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        if self.end.is_some() {
            return Err(MoveError::GameOver);
        }
        input::parse_move(&self.pos, text)
    }

    /// Parses, validates and plays a typed move.
    pub fn play_input(&mut self, text: &str) -> Result<PlayedMove, MoveError> {
        let mv = self.parse_move(text)?;
        self.play(&mv)
    }

    /// Plays a move. Refuses (without changing anything) a move that is not legal
    /// here, e.g. one parsed against an older position, or any move once the game
    /// is over.
    pub fn play(&mut self, mv: &Move) -> Result<PlayedMove, MoveError> {
        if self.end.is_some() {
            return Err(MoveError::GameOver);
        }
        let mv = *mv;
        if !self.pos.is_legal(mv) {
            return Err(MoveError::Illegal(mv.to_string()));
        }
        let color = self.pos.turn();
        let move_number = self.pos.fullmoves().get();
        let san = SanPlus::from_move_and_play_unchecked(&mut self.pos, mv).to_string();
        self.keys.push(key(&self.pos));
        let played = PlayedMove {
            ply: self.ply() + 1,
            move_number,
            color,
            san,
            uci: uci_of(mv),
            castling: Castling::from_move(color, mv),
            mv,
        };
        self.moves.push(played.clone());
        self.end = self.compute_end();
        Ok(played)
    }

    fn compute_end(&self) -> Option<GameEnd> {
        let pos = &self.pos;
        let termination = if pos.legal_moves().is_empty() {
            if pos.is_check() {
                Termination::Checkmate
            } else {
                Termination::Stalemate
            }
        } else if pos.is_insufficient_material() {
            Termination::InsufficientMaterial
        } else if self.repetitions() >= 5 {
            Termination::FivefoldRepetition
        } else if pos.halfmoves() >= 150 {
            Termination::SeventyFiveMoveRule
        } else {
            return None;
        };
        let result = match termination {
            Termination::Checkmate => GameResult::win_for(!pos.turn()),
            _ => GameResult::Draw,
        };
        Some(GameEnd {
            result,
            termination,
        })
    }
}

/// UCI text of a move with castling as king-onto-rook.
pub fn uci_of(mv: Move) -> String {
    UciMove::from_chess960(mv).to_string()
}

#[cfg(test)]
mod tests;
