//! Reads what a person typed into the move box into a structured [`Notation`],
//! without looking at the position yet. Lenient where the meaning is certain
//! (`0-0`, `e8Q`, `nf3`, missing or extra punctuation), strict where it is not
//! (lowercase `b` is always the b-file, never a bishop).

use shakmaty::{CastlingSide, File, Rank, Role, Square};

/// Inputs longer than this are not moves; refusing them early keeps error
/// messages short and parsing cheap.
pub(crate) const MAX_INPUT: usize = 40;

/// A promotion suffix as typed; kept even when it names an impossible piece so the
/// error can say why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Promo {
    /// `=Q`, `Q`, `q` ...
    Piece(Role),
}

/// What the player wrote, before checking it against the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Notation {
    /// `O-O`, `0-0-0` ...
    Castle(CastlingSide),
    /// `e2e4`, `e2-e4`, `e7e8q`, `e7e8=Q`, `e1h1` (king onto rook).
    Coords {
        from: Square,
        to: Square,
        promotion: Option<Promo>,
    },
    /// `Nf3`, `exd5`, `Nbd2`, `R1e2`, `e8=Q`, `Ng1-f3`.
    San(SanMove),
}

/// A move in standard algebraic notation as written: the piece, the hints about where
/// it comes from, whether a capture was written, the target and a promotion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SanMove {
    pub role: Role,
    pub file: Option<File>,
    pub rank: Option<Rank>,
    pub capture: bool,
    pub to: Square,
    pub promotion: Option<Promo>,
}

impl SanMove {
    /// Whether `sq` fits the file and rank written to tell pieces apart (if any).
    pub(crate) fn hints_fit(&self, sq: Square) -> bool {
        self.file.is_none_or(|f| f == sq.file()) && self.rank.is_none_or(|r| r == sq.rank())
    }

    /// Whether the move may start on `from`: the hints fit, and a pawn named without
    /// its file moves straight ahead, or captures only when a capture was written
    /// ("xd5").
    pub(crate) fn may_start_on(&self, from: Square) -> bool {
        self.hints_fit(from)
            && (self.role != Role::Pawn
                || self.file.is_some()
                || self.capture
                || from.file() == self.to.file())
    }
}

/// [`clean_latin`] of the first Latin reading of `input` (the tests' shorthand).
#[cfg(test)]
pub(crate) fn clean(input: &str) -> String {
    clean_latin(&super::cyrillic::to_latin(input))
}

/// Strips what people add around a move: spaces, check and mate signs, annotation
/// glyphs, "e.p.", from a text already read into Latin letters (one of
/// [`super::cyrillic::readings`]: Russian letters are read as Latin ones first).
pub(crate) fn clean_latin(latin: &str) -> String {
    let mut s: String = latin.chars().filter(|c| !c.is_whitespace()).collect();
    loop {
        let before = s.len();
        while s.ends_with(['+', '#', '!', '?']) {
            s.pop();
        }
        for suffix in ["e.p.", "ep", "e.p"] {
            if s.len() > suffix.len() + 1
                && s.get(s.len() - suffix.len()..)
                    .is_some_and(|t| t.eq_ignore_ascii_case(suffix))
            {
                s.truncate(s.len() - suffix.len());
            }
        }
        if s.len() == before {
            return s;
        }
    }
}

/// Parses a cleaned move text. `None` means "not a move at all".
pub(crate) fn parse(cleaned: &str) -> Option<Notation> {
    if !cleaned.is_ascii() || cleaned.is_empty() || cleaned.len() > MAX_INPUT {
        return None;
    }
    parse_castle(cleaned)
        .or_else(|| parse_coords(cleaned))
        .or_else(|| parse_san(cleaned))
}

fn parse_castle(s: &str) -> Option<Notation> {
    if !s.chars().all(|c| matches!(c, 'O' | 'o' | '0' | '-')) {
        return None;
    }
    let letters = s.chars().filter(|&c| c != '-').count();
    // Dashes only between letters: "O-O", "OO", "0-0-0".
    let shape_ok = !s.starts_with('-') && !s.ends_with('-') && !s.contains("--");
    match (letters, shape_ok) {
        (2, true) => Some(Notation::Castle(CastlingSide::KingSide)),
        (3, true) => Some(Notation::Castle(CastlingSide::QueenSide)),
        _ => None,
    }
}

fn file(c: u8) -> Option<File> {
    (b'a'..=b'h')
        .contains(&c)
        .then(|| File::new(u32::from(c - b'a')))
}

fn rank(c: u8) -> Option<Rank> {
    (b'1'..=b'8')
        .contains(&c)
        .then(|| Rank::new(u32::from(c - b'1')))
}

fn square(f: u8, r: u8) -> Option<Square> {
    Some(Square::from_coords(file(f)?, rank(r)?))
}

/// Any letter that names a piece after a pawn's destination square, in English,
/// German or Danish (`e8=D`; Russian letters are Latin by now). After the square a `b` or a `d` can only mean a piece, so both
/// cases are accepted here.
fn promo_piece(c: u8) -> Option<Promo> {
    let role = match c.to_ascii_lowercase() {
        b'q' | b'd' => Role::Queen,
        b'r' | b't' => Role::Rook,
        b'b' | b'l' => Role::Bishop,
        b'n' | b's' => Role::Knight,
        b'k' => Role::King,
        b'p' => Role::Pawn,
        _ => return None,
    };
    Some(Promo::Piece(role))
}

/// Splits a trailing promotion (`=Q`, `Q`, `q`, `(Q)`, `/Q`) off `s`.
fn split_promotion(s: &[u8]) -> Option<(&[u8], Option<Promo>)> {
    let n = s.len();
    if n >= 4 && s[n - 1] == b')' && s[n - 3] == b'(' {
        return Some((&s[..n - 3], Some(promo_piece(s[n - 2])?)));
    }
    match s.last() {
        Some(c) if c.is_ascii_alphabetic() && n >= 3 => {
            let promo = promo_piece(*c)?;
            let rest = &s[..n - 1];
            let rest = rest
                .strip_suffix(b"=")
                .or_else(|| rest.strip_suffix(b"/"))
                .unwrap_or(rest);
            // The letter must follow a destination square's rank digit.
            rest.last()
                .is_some_and(u8::is_ascii_digit)
                .then_some((rest, Some(promo)))
        }
        _ => Some((s, None)),
    }
}

fn parse_coords(s: &str) -> Option<Notation> {
    let (body, promotion) = split_promotion(s.as_bytes())?;
    let from = square(*body.first()?, *body.get(1)?)?;
    let rest = &body[2..];
    let rest = match rest.first() {
        Some(b'-' | b'x' | b':') => &rest[1..],
        _ => rest,
    };
    if rest.len() != 2 {
        return None;
    }
    let to = square(rest[0], rest[1])?;
    Some(Notation::Coords {
        from,
        to,
        promotion,
    })
}

/// The piece a SAN move starts with, in English (K Q R B N P) or German and Danish
/// letters (K D T L S: König, Dame, Turm, Läufer, Springer; konge, dronning, tårn,
/// løber, springer). The sets share only K, the king in all of them, so they are read
/// at once; Russian letters arrive here as English ones ([`super::cyrillic`]).
fn lead_role(c: u8) -> Option<Role> {
    match c {
        b'K' | b'k' => Some(Role::King),
        b'Q' | b'q' | b'D' => Some(Role::Queen),
        b'R' | b'r' | b'T' | b't' => Some(Role::Rook),
        b'B' | b'L' | b'l' => Some(Role::Bishop),
        b'N' | b'n' | b'S' | b's' => Some(Role::Knight),
        b'P' => Some(Role::Pawn),
        // Lowercase b and d are files (a pawn's move), by the common convention.
        _ => None,
    }
}

fn parse_san(s: &str) -> Option<Notation> {
    let bytes = s.as_bytes();
    let (role, rest) = match lead_role(bytes[0]) {
        Some(role) => (role, &bytes[1..]),
        None => (Role::Pawn, bytes),
    };
    let (rest, promotion) = split_promotion(rest)?;
    if rest.len() < 2 {
        return None;
    }
    let to = square(rest[rest.len() - 2], rest[rest.len() - 1])?;
    let mut middle = &rest[..rest.len() - 2];
    let mut capture = false;
    if let Some((last, init)) = middle.split_last() {
        match last {
            b'x' | b'X' | b':' => {
                capture = true;
                middle = init;
            }
            b'-' => middle = init,
            _ => {}
        }
    }
    let mut file_hint = None;
    let mut rank_hint = None;
    let mut it = middle.iter().copied().peekable();
    if let Some(f) = it.peek().copied().and_then(file) {
        file_hint = Some(f);
        it.next();
    }
    if let Some(r) = it.peek().copied().and_then(rank) {
        rank_hint = Some(r);
        it.next();
    }
    if it.next().is_some() {
        return None;
    }
    if role == Role::Pawn && rank_hint.is_some() && file_hint.is_none() {
        return None;
    }
    Some(Notation::San(SanMove {
        role,
        file: file_hint,
        rank: rank_hint,
        capture,
        to,
        promotion,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Option<Notation> {
        parse(&clean(s))
    }

    fn san(
        role: Role,
        file: Option<File>,
        rank: Option<Rank>,
        capture: bool,
        to: Square,
    ) -> Option<Notation> {
        Some(Notation::San(SanMove {
            role,
            file,
            rank,
            capture,
            to,
            promotion: None,
        }))
    }

    #[test]
    fn cleaning() {
        assert_eq!(clean("  Nf3+ "), "Nf3");
        assert_eq!(clean("Qxf7#"), "Qxf7");
        assert_eq!(clean("e4!?"), "e4");
        assert_eq!(clean("exd6 e.p."), "exd6");
        assert_eq!(clean("exd6ep+"), "exd6");
        assert_eq!(clean("e2 - e4"), "e2-e4");
    }

    #[test]
    fn castling_forms() {
        for s in ["O-O", "0-0", "o-o", "OO", "00", " O-O+ "] {
            assert_eq!(p(s), Some(Notation::Castle(CastlingSide::KingSide)), "{s}");
        }
        for s in ["O-O-O", "0-0-0", "o-o-o", "OOO", "O-O-O#"] {
            assert_eq!(p(s), Some(Notation::Castle(CastlingSide::QueenSide)), "{s}");
        }
        for s in ["O", "O-", "-O-O", "O--O", "OOOO", "O-0-O-O"] {
            assert_eq!(p(s), None, "{s}");
        }
    }

    #[test]
    fn coordinates() {
        let c = |from, to, promotion| {
            Some(Notation::Coords {
                from,
                to,
                promotion,
            })
        };
        assert_eq!(p("e2e4"), c(Square::E2, Square::E4, None));
        assert_eq!(p("e2-e4"), c(Square::E2, Square::E4, None));
        assert_eq!(p("e4xd5"), c(Square::E4, Square::D5, None));
        let q = Some(Promo::Piece(Role::Queen));
        assert_eq!(p("e7e8q"), c(Square::E7, Square::E8, q));
        assert_eq!(p("e7e8=Q"), c(Square::E7, Square::E8, q));
        assert_eq!(p("e7e8Q"), c(Square::E7, Square::E8, q));
        assert_eq!(
            p("e7e8b"),
            c(Square::E7, Square::E8, Some(Promo::Piece(Role::Bishop)))
        );
        assert_eq!(p("e1h1"), c(Square::E1, Square::H1, None));
        assert_eq!(p("e2e9"), None);
        assert_eq!(p("i2i4"), None);
        assert_eq!(p("e7e8z"), None);
    }

    #[test]
    fn san_forms() {
        assert_eq!(p("Nf3"), san(Role::Knight, None, None, false, Square::F3));
        assert_eq!(p("nf3"), san(Role::Knight, None, None, false, Square::F3));
        assert_eq!(p("Nxf3"), san(Role::Knight, None, None, true, Square::F3));
        assert_eq!(p("N:f3"), san(Role::Knight, None, None, true, Square::F3));
        assert_eq!(
            p("Nbd2"),
            san(Role::Knight, Some(File::B), None, false, Square::D2)
        );
        assert_eq!(
            p("R1e2"),
            san(Role::Rook, None, Some(Rank::First), false, Square::E2)
        );
        assert_eq!(
            p("Qh4xe1"),
            san(
                Role::Queen,
                Some(File::H),
                Some(Rank::Fourth),
                true,
                Square::E1
            )
        );
        assert_eq!(
            p("Ng1-f3"),
            san(
                Role::Knight,
                Some(File::G),
                Some(Rank::First),
                false,
                Square::F3
            )
        );
        assert_eq!(p("e4"), san(Role::Pawn, None, None, false, Square::E4));
        assert_eq!(p("Pe4"), san(Role::Pawn, None, None, false, Square::E4));
        assert_eq!(
            p("exd5"),
            san(Role::Pawn, Some(File::E), None, true, Square::D5)
        );
        assert_eq!(
            p("ed5"),
            san(Role::Pawn, Some(File::E), None, false, Square::D5)
        );
        // Lowercase b is a pawn on the b-file, uppercase B a bishop.
        assert_eq!(
            p("bc3"),
            san(Role::Pawn, Some(File::B), None, false, Square::C3)
        );
        assert_eq!(
            p("bxc3"),
            san(Role::Pawn, Some(File::B), None, true, Square::C3)
        );
        assert_eq!(p("Bc3"), san(Role::Bishop, None, None, false, Square::C3));
        assert_eq!(p("b4"), san(Role::Pawn, None, None, false, Square::B4));
        let promo = |s, r| match p(s) {
            Some(Notation::San(SanMove { promotion, .. })) => {
                assert_eq!(promotion, Some(Promo::Piece(r)), "{s}")
            }
            other => panic!("{s}: {other:?}"),
        };
        promo("e8=Q", Role::Queen);
        promo("e8Q", Role::Queen);
        promo("e8q", Role::Queen);
        promo("e8(Q)", Role::Queen);
        promo("e8/N", Role::Knight);
        promo("exd8=R+", Role::Rook);
        promo("bxa8b", Role::Bishop);
        promo("e8=K", Role::King);
    }

    #[test]
    fn german_piece_letters() {
        assert_eq!(p("Sf3"), san(Role::Knight, None, None, false, Square::F3));
        assert_eq!(p("sf3"), san(Role::Knight, None, None, false, Square::F3));
        assert_eq!(p("Lxe5"), san(Role::Bishop, None, None, true, Square::E5));
        assert_eq!(p("Tf1"), san(Role::Rook, None, None, false, Square::F1));
        assert_eq!(p("Kf1"), san(Role::King, None, None, false, Square::F1));
        assert_eq!(
            p("Dd1-h5"),
            san(
                Role::Queen,
                Some(File::D),
                Some(Rank::First),
                false,
                Square::H5
            )
        );
        // Lowercase d stays the d-file, as lowercase b does.
        assert_eq!(
            p("dxe5"),
            san(Role::Pawn, Some(File::D), None, true, Square::E5)
        );
        assert_eq!(p("d4"), san(Role::Pawn, None, None, false, Square::D4));
        for (text, role) in [
            ("e8=D", Role::Queen),
            ("e8D", Role::Queen),
            ("exd8=T", Role::Rook),
            ("a1=L", Role::Bishop),
            ("h8(S)", Role::Knight),
        ] {
            match p(text) {
                Some(Notation::San(SanMove { promotion, .. })) => {
                    assert_eq!(promotion, Some(Promo::Piece(role)), "{text}")
                }
                other => panic!("{text}: {other:?}"),
            }
        }
        assert_eq!(
            p("e7e8d"),
            Some(Notation::Coords {
                from: Square::E7,
                to: Square::E8,
                promotion: Some(Promo::Piece(Role::Queen)),
            })
        );
    }

    #[test]
    fn not_moves() {
        for s in [
            "", "hello", "Nf", "N", "Zf3", "Nf9", "Nz3", "e", "1. e4", "Ke1g1g1", "ééé", "--",
            "e2e4e5", "2e4", "e7e8=",
        ] {
            assert_eq!(p(s), None, "{s:?} should not parse");
        }
    }
}
