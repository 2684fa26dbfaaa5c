//! Turns what a player typed into a legal move of the current position, or into a
//! reason the player can act on ("your knight on c3 is pinned", "which one? Nbd2
//! or Nfd2", "you cannot castle: f1 is attacked").
//!
//! Accepted: SAN as people type it (`Nf3`, `exd5`, `e8=Q`, `e8Q`, `O-O`, `0-0`,
//! with or without `+ # ! ?`, missing `x`), coordinates (`e2e4`, `e2-e4`,
//! `e7e8q`), and Chess960 castling entered king-onto-rook (`e1h1`, `b1a1`) as on
//! chessmail. `e1g1`/`e1c1` mean castling only in the classical layout. Piece
//! letters may be English, German or Danish (`Sf3`, `Dd1`) or Russian (`Кf3`, `Крg1`,
//! `e8=Ф`): see `docs/MOVES.md` for how an ambiguous letter is read.

use std::fmt;

use shakmaty::{
    CastlingSide, Chess, Color, File, Move, Piece, Position, Rank, Role, Square, attacks, san::San,
};

use super::castling::{self, CastlingBlock, side_name, side_notation};
use super::notation::{self, Notation, Promo, SanMove};

/// Why a typed move was refused. The `Display` text is an English sentence meant
/// for the player; the variants let the web layer pick a field or a status.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Nothing was typed.
    #[error("please enter a move, for example Nf3, exd5, O-O or e2e4")]
    Empty,
    /// The text is not a move in any notation we know.
    #[error("\"{0}\" is not a move; write it like Nf3, exd5, e8=Q, O-O or e2e4")]
    Unreadable(String),
    /// A move object that is not legal in the current position (e.g. built
    /// against an older position).
    #[error("{0} is not a legal move in the current position")]
    Illegal(String),
    /// The game has already ended.
    #[error("the game is over; no more moves can be played")]
    GameOver,
    /// Coordinates started on an empty square.
    #[error("there is no piece on {0}")]
    NoPieceOn(Square),
    /// Coordinates started on an opponent's piece.
    #[error("the {} on {square} belongs to {}; you play {}", role_name(piece.role), color_name(piece.color), color_name(!piece.color))]
    NotYourPiece {
        /// Where the piece stands.
        square: Square,
        /// The opponent's piece found there.
        piece: Piece,
    },
    /// SAN named a kind of piece the player does not have (any more).
    #[error("you have no {} on the board", role_name(*.0))]
    NoSuchPiece(Role),
    /// SAN named a piece kind and square that none of the player's pieces reaches.
    #[error("{}", cannot_reach(*role, *to))]
    CannotReach {
        /// The piece kind named.
        role: Role,
        /// The destination named.
        to: Square,
    },
    /// A specific piece does not move that way.
    #[error("your {} on {from} cannot move to {to}", role_name(*role))]
    PieceCannotGo {
        /// The piece kind.
        role: Role,
        /// Its square.
        from: Square,
        /// The destination asked for.
        to: Square,
    },
    /// The destination holds one of the player's own pieces.
    #[error("your own {} stands on {to}", role_name(*role))]
    OwnPieceOnTarget {
        /// The destination.
        to: Square,
        /// The own piece standing there.
        role: Role,
    },
    /// A capture was written but nothing stands on the destination.
    #[error("there is nothing to capture on {0}")]
    NothingToCapture(Square),
    /// The move would uncover an attack on the player's own king.
    #[error("your {} on {from} is pinned: moving it would expose your king to check", role_name(*role))]
    Pinned {
        /// The pinned piece kind.
        role: Role,
        /// Its square.
        from: Square,
    },
    /// The player is in check and the move does not resolve it.
    #[error("your king is in check, and {0} does not get it out of check")]
    StillInCheck(String),
    /// The king would move onto an attacked square.
    #[error("your king cannot go to {0}: that square is attacked")]
    KingToAttackedSquare(Square),
    /// Several pieces fit; the candidates are full SAN moves.
    #[error("that move is ambiguous: did you mean {}?", join_or(.0))]
    Ambiguous(Vec<String>),
    /// A lower-case Cyrillic `с` read as the c-file and read as a bishop gives two legal
    /// moves (full SAN, [`super::cyrillic::to_latin`]'s reading first).
    #[error("a lower-case с is the c-file or a bishop, and both moves are legal: did you mean {}? Type a capital С for the bishop", join_or(.0))]
    FileOrBishop(Vec<String>),
    /// A pawn reaches the last rank but no promotion piece was given.
    #[error("a pawn reaching {0} must promote: add the piece, for example {0}=Q (Q, R, B or N)")]
    PromotionMissing(Square),
    /// A promotion piece was given where it is not possible.
    #[error("{0}")]
    PromotionInvalid(PromotionProblem),
    /// Castling was asked for but is not possible.
    #[error("you cannot castle {} ({}): {reason}", side_name(*side), side_notation(*side))]
    Castling {
        /// Which castling.
        side: CastlingSide,
        /// Why not.
        reason: CastlingBlock,
    },
    /// A classical castling notation (`e1g1`) used in a Chess960 layout where it
    /// means nothing; tells the player how to castle instead.
    #[error("{king}{target} is not a move here; to castle {}, move your king onto the rook ({king}{rook}) or type {}", side_name(*side), side_notation(*side))]
    UseKingOntoRook {
        /// Which castling the player probably meant.
        side: CastlingSide,
        /// The king's square.
        king: Square,
        /// The classical target typed (g1/c1).
        target: Square,
        /// The castling rook's square.
        rook: Square,
    },
}

/// What was wrong with a promotion suffix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromotionProblem {
    /// Only pawns promote, and only on the last rank.
    NotAPromotion,
    /// A king or pawn was named as the new piece.
    BadPiece(Role),
}

impl fmt::Display for PromotionProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PromotionProblem::NotAPromotion => f.write_str(
                "only a pawn reaching the last rank promotes; leave out the promotion piece",
            ),
            PromotionProblem::BadPiece(role) => write!(
                f,
                "a pawn cannot promote to a {}; choose a queen, rook, bishop or knight",
                role_name(*role)
            ),
        }
    }
}

/// English name of a piece kind (`knight`): the messages' word, and also the catalogs'
/// selector word, the square labels' and the position filter's query value, so that
/// one list serves them all.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// "White" or "Black".
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn cannot_reach(role: Role, to: Square) -> String {
    match role {
        Role::King => format!("your king cannot move to {to}"),
        Role::Queen => format!("your queen cannot move to {to}"),
        _ => format!("none of your {}s can move to {to}", role_name(role)),
    }
}

fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

/// Reads `input` as a move in `pos` (side to move = the player).
///
/// Never panics, whatever the text.
pub fn parse_move(pos: &Chess, input: &str) -> Result<Move, MoveError> {
    if input.trim().is_empty() {
        return Err(MoveError::Empty);
    }
    let mut readings = super::cyrillic::readings(input).into_iter();
    let first = readings
        .next()
        .map_or(Err(MoveError::Empty), |r| parse_reading(pos, input, &r));
    // A lower-case Cyrillic `с` is the c-file or a bishop: the other readings count
    // when they are legal moves, and two different ones leave the choice to the player.
    let mut legal: Vec<Move> = first.iter().cloned().collect();
    for other in readings {
        if let Ok(m) = parse_reading(pos, input, &other)
            && !legal.contains(&m)
        {
            legal.push(m);
        }
    }
    match legal.len() {
        0 => first,
        1 => Ok(legal.remove(0)),
        _ => Err(MoveError::FileOrBishop(
            legal
                .into_iter()
                .map(|m| San::from_move(pos, m).to_string())
                .collect(),
        )),
    }
}

/// Reads one Latin reading `latin` of `input` as a move in `pos`.
fn parse_reading(pos: &Chess, input: &str, latin: &str) -> Result<Move, MoveError> {
    let cleaned = notation::clean_latin(latin);
    let Some(parsed) = notation::parse(&cleaned) else {
        return Err(MoveError::Unreadable(shorten(input.trim())));
    };
    match parsed {
        Notation::Castle(side) => castle(pos, side),
        Notation::Coords {
            from,
            to,
            promotion,
        } => coords(pos, from, to, promotion),
        Notation::San(written) => san(pos, written),
    }
}

fn shorten(s: &str) -> String {
    let mut out: String = s.chars().take(notation::MAX_INPUT).collect();
    if s.chars().count() > notation::MAX_INPUT {
        out.push('…');
    }
    out
}

fn castle(pos: &Chess, side: CastlingSide) -> Result<Move, MoveError> {
    castling::castling_move(pos, side).ok_or_else(|| MoveError::Castling {
        side,
        reason: castling::why_not(pos, side),
    })
}

/// The castling move with the rook on `rook`, if castling on that side with that
/// rook is legal; otherwise the reason.
fn castle_with(pos: &Chess, side: CastlingSide, rook: Square) -> Result<Move, MoveError> {
    if pos.castles().rook(pos.turn(), side) != Some(rook) {
        return Err(MoveError::Castling {
            side,
            reason: CastlingBlock::RightLost,
        });
    }
    castle(pos, side)
}

fn coords(
    pos: &Chess,
    from: Square,
    to: Square,
    promotion: Option<Promo>,
) -> Result<Move, MoveError> {
    let us = pos.turn();
    let board = pos.board();
    let piece = board.piece_at(from).ok_or(MoveError::NoPieceOn(from))?;
    if piece.color != us {
        return Err(MoveError::NotYourPiece {
            square: from,
            piece,
        });
    }
    if promotion.is_some() && piece.role != Role::Pawn {
        return Err(MoveError::PromotionInvalid(PromotionProblem::NotAPromotion));
    }

    if piece.role == Role::King {
        let back = us.backrank();
        // King onto its own rook on the back rank: Chess960 castling (chessmail style).
        if from.rank() == back && to.rank() == back && board.piece_at(to) == Some(us.rook()) {
            let side = CastlingSide::from_king_side(from < to);
            return castle_with(pos, side, to);
        }
        // e1g1 / e1c1 in the classical layout.
        if let Some(m) = classical_castling(pos, from, to)? {
            return Ok(m);
        }
    }

    let mut candidates = pos.legal_moves();
    candidates.retain(|m| !m.is_castle() && m.from() == Some(from) && m.to() == to);
    if candidates.is_empty() {
        return Err(diagnose_piece(pos, piece.role, from, to));
    }
    pick_promotion(candidates.as_slice(), to, promotion)
}

/// `e1g1`/`e1c1` (`e8g8`/`e8c8`): castling when the king stands on e1 and that
/// side's castling rook on h1/a1. A king on e1 never has a plain two-square move,
/// so there is no clash with ordinary king moves.
fn classical_castling(pos: &Chess, from: Square, to: Square) -> Result<Option<Move>, MoveError> {
    let us = pos.turn();
    let e = us.fold_wb(Square::E1, Square::E8);
    if from != e || to.rank() != us.backrank() {
        return Ok(None);
    }
    let side = match to.file() {
        File::G => CastlingSide::KingSide,
        File::C => CastlingSide::QueenSide,
        _ => return Ok(None),
    };
    let corner = Square::from_coords(
        match side {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        },
        us.backrank(),
    );
    match pos.castles().rook(us, side) {
        Some(rook) if rook == corner => castle(pos, side).map(Some),
        Some(rook) => Err(MoveError::UseKingOntoRook {
            side,
            king: from,
            target: to,
            rook,
        }),
        // The right is gone; if a rook still waits in the corner the player surely
        // meant castling, otherwise let the ordinary diagnosis speak.
        None if pos.board().piece_at(corner) == Some(us.rook()) => Err(MoveError::Castling {
            side,
            reason: CastlingBlock::RightLost,
        }),
        None => Ok(None),
    }
}

/// Chooses among moves that differ only in the promotion piece.
fn pick_promotion(
    candidates: &[Move],
    to: Square,
    promotion: Option<Promo>,
) -> Result<Move, MoveError> {
    let promotes = candidates.iter().any(|m| m.is_promotion());
    match (promotion, promotes) {
        (None, false) => candidates
            .first()
            .copied()
            .ok_or(MoveError::PromotionMissing(to)),
        (None, true) => Err(MoveError::PromotionMissing(to)),
        (Some(_), false) => Err(MoveError::PromotionInvalid(PromotionProblem::NotAPromotion)),
        (Some(Promo::Piece(role)), true) => candidates
            .iter()
            .find(|m| m.promotion() == Some(role))
            .copied()
            .ok_or(MoveError::PromotionInvalid(PromotionProblem::BadPiece(
                role,
            ))),
    }
}

fn san(pos: &Chess, written: SanMove) -> Result<Move, MoveError> {
    let SanMove {
        role,
        capture,
        to,
        promotion,
        ..
    } = written;
    if promotion.is_some() && role != Role::Pawn {
        return Err(MoveError::PromotionInvalid(PromotionProblem::NotAPromotion));
    }
    let mut candidates = pos.legal_moves();
    candidates.retain(|m| {
        !m.is_castle()
            && m.role() == role
            && m.to() == to
            && m.from().is_some_and(|from| written.may_start_on(from))
            && (!capture || m.is_capture())
    });

    let mut froms: Vec<Square> = candidates.iter().filter_map(|m| m.from()).collect();
    froms.sort();
    froms.dedup();
    match froms.len() {
        0 => Err(diagnose_san(pos, written)),
        1 => pick_promotion(candidates.as_slice(), to, promotion),
        _ => {
            let mut names: Vec<String> = Vec::new();
            for m in candidates.iter() {
                let wanted = match promotion {
                    Some(Promo::Piece(r)) => Some(r),
                    None => m.promotion().map(|_| Role::Queen),
                };
                if m.promotion() == wanted {
                    let name = San::from_move(pos, *m).to_string();
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
            }
            Err(MoveError::Ambiguous(names))
        }
    }
}

/// Can the piece on `from` move to `to` by its movement rules, ignoring whether
/// the own king is left in check? (Castling excluded.)
fn pseudo_legal(pos: &Chess, from: Square, to: Square) -> bool {
    let board = pos.board();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    if board.by_color(piece.color).contains(to) {
        return false;
    }
    let occupied = board.occupied();
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied).contains(to);
    }
    let forward = piece.color.fold_wb(1i32, -1i32);
    let step = |sq: Square| sq.offset(forward * 8);
    if to.file() == from.file() {
        let one = step(from);
        if one == Some(to) {
            return !occupied.contains(to);
        }
        let home = piece.color.relative_rank(Rank::Second);
        return from.rank() == home
            && one.is_some_and(|o| !occupied.contains(o))
            && one.and_then(step) == Some(to)
            && !occupied.contains(to);
    }
    attacks::pawn_attacks(piece.color, from).contains(to)
        && (board.by_color(!piece.color).contains(to)
            || pos.ep_square(shakmaty::EnPassantMode::Always) == Some(to))
}

/// The reason a pseudo-legal move is illegal: it leaves the own king in check.
fn king_safety_reason(pos: &Chess, role: Role, from: Square, to: Square) -> MoveError {
    if role == Role::King {
        MoveError::KingToAttackedSquare(to)
    } else if pos.is_check() {
        let name = if role == Role::Pawn {
            format!("{from}{to}")
        } else {
            format!("{}{}{}", role.upper_char(), from, to)
        };
        MoveError::StillInCheck(name)
    } else {
        MoveError::Pinned { role, from }
    }
}

/// Explains why the piece on `from` cannot go to `to`.
fn diagnose_piece(pos: &Chess, role: Role, from: Square, to: Square) -> MoveError {
    let board = pos.board();
    if let Some(own) = board.piece_at(to).filter(|p| p.color == pos.turn()) {
        return MoveError::OwnPieceOnTarget { to, role: own.role };
    }
    if pseudo_legal(pos, from, to) {
        return king_safety_reason(pos, role, from, to);
    }
    if role == Role::Pawn
        && from.file() != to.file()
        && attacks::pawn_attacks(pos.turn(), from).contains(to)
        && !board.occupied().contains(to)
    {
        return MoveError::NothingToCapture(to);
    }
    MoveError::PieceCannotGo { role, from, to }
}

fn diagnose_san(pos: &Chess, written: SanMove) -> MoveError {
    let SanMove {
        role, capture, to, ..
    } = written;
    let board = pos.board();
    let us = pos.turn();
    if let Some(own) = board.piece_at(to).filter(|p| p.color == us) {
        return MoveError::OwnPieceOnTarget { to, role: own.role };
    }
    let ep = pos.ep_square(shakmaty::EnPassantMode::Always) == Some(to) && role == Role::Pawn;
    if capture && !board.by_color(!us).contains(to) && !ep {
        return MoveError::NothingToCapture(to);
    }
    let ours = board.by_piece(Piece { color: us, role });
    if ours.is_empty() {
        return MoveError::NoSuchPiece(role);
    }
    let named: Vec<Square> = ours
        .into_iter()
        .filter(|&sq| written.hints_fit(sq))
        .collect();
    if let [only] = named.as_slice()
        && (written.file.is_some() || written.rank.is_some())
        && !pseudo_legal(pos, *only, to)
    {
        return MoveError::PieceCannotGo {
            role,
            from: *only,
            to,
        };
    }
    let reaching: Vec<Square> = named
        .into_iter()
        .filter(|&sq| pseudo_legal(pos, sq, to) && written.may_start_on(sq))
        .collect();
    match reaching.first() {
        Some(&from) => king_safety_reason(pos, role, from, to),
        None => MoveError::CannotReach { role, to },
    }
}

#[cfg(test)]
mod tests;
