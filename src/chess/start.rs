//! Chess960 start positions, numbered 0..959 after Reinhard Scharnagl.
//!
//! The number is what the database stores and what players see ("position 518"),
//! so the numbering must match the published Scharnagl scheme exactly: 518 is the
//! classical RNBQKBNR, 0 is BBQNNRKR, 959 is RKRNNQBB.

use std::fmt;
use std::str::FromStr;

use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, File, Piece, Position, Rank, Role,
    Setup, Square, fen::Fen,
};

/// One of the 960 Chess960 start positions, by its Scharnagl number.
///
/// Parsed once at the edge (form field, database column) so that the rest of the
/// code never handles an out-of-range number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StartNumber(u16);

/// A number outside 0..959 was given where a start position was expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("start position {0} does not exist; Chess960 start positions are numbered 0 to 959")]
pub struct StartNumberError(pub u32);

/// Where the knights go among the five squares left after the bishops and the
/// queen are placed (Scharnagl's knight table, indexed by the remaining quotient).
const KNIGHT_TABLE: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

impl StartNumber {
    /// How many start positions exist.
    pub const COUNT: u16 = 960;

    /// The classical chess start position (RNBQKBNR), number 518.
    pub const CLASSICAL: StartNumber = StartNumber(518);

    /// Checks that `n` names one of the 960 positions.
    pub const fn new(n: u16) -> Result<StartNumber, StartNumberError> {
        if n < Self::COUNT {
            Ok(StartNumber(n))
        } else {
            Err(StartNumberError(n as u32))
        }
    }

    /// The Scharnagl number, 0..959.
    pub const fn get(self) -> u16 {
        self.0
    }

    /// All 960 start positions in numeric order (for tests and admin pages).
    pub fn all() -> impl Iterator<Item = StartNumber> {
        (0..Self::COUNT).map(StartNumber)
    }

    /// A start position drawn uniformly from all 960 with the operating system's
    /// cryptographic random source, so nobody can predict or steer the draw.
    ///
    /// If the OS source fails (practically never), falls back to `rand`'s
    /// thread-local CSPRNG, which is itself seeded from the OS.
    pub fn random() -> StartNumber {
        Self::try_random().unwrap_or_else(|_| {
            use rand::RngExt as _;
            StartNumber(rand::rng().random_range(0..Self::COUNT))
        })
    }

    /// Like [`StartNumber::random`], but reports a failing OS random source.
    pub fn try_random() -> Result<StartNumber, rand::rngs::SysError> {
        use rand::TryRng as _;
        // Rejection sampling keeps the draw exactly uniform: 2^32 is not a
        // multiple of 960, so values at or above the largest multiple are redrawn.
        const ZONE: u64 = (1u64 << 32) - (1u64 << 32) % 960;
        let mut rng = rand::rngs::SysRng;
        loop {
            let x = rng.try_next_u32()?;
            if u64::from(x) < ZONE {
                // `x % 960` is below 960, so the cast cannot truncate.
                return Ok(StartNumber((x % 960) as u16));
            }
        }
    }

    /// The eight back-rank pieces from the a-file to the h-file.
    pub fn back_rank_roles(self) -> [Role; 8] {
        let mut rank: [Option<Role>; 8] = [None; 8];
        let mut n = usize::from(self.0);

        // Light-squared bishop on b, d, f or h; dark-squared on a, c, e or g.
        rank[2 * (n % 4) + 1] = Some(Role::Bishop);
        n /= 4;
        rank[2 * (n % 4)] = Some(Role::Bishop);
        n /= 4;

        let free = |rank: &[Option<Role>; 8]| -> Vec<usize> {
            (0..8).filter(|&i| rank[i].is_none()).collect()
        };

        let queen = free(&rank)[n % 6];
        rank[queen] = Some(Role::Queen);
        n /= 6;

        let empty = free(&rank);
        let (a, b) = KNIGHT_TABLE[n];
        rank[empty[a]] = Some(Role::Knight);
        rank[empty[b]] = Some(Role::Knight);

        // The last three squares take rook, king, rook: the king between the rooks.
        let rest = free(&rank);
        rank[rest[0]] = Some(Role::Rook);
        rank[rest[1]] = Some(Role::King);
        rank[rest[2]] = Some(Role::Rook);

        rank.map(|r| r.unwrap_or(Role::Pawn))
    }

    /// The back rank as uppercase letters, e.g. `"RNBQKBNR"` for 518.
    pub fn back_rank(self) -> String {
        self.back_rank_roles()
            .iter()
            .map(|r| r.upper_char())
            .collect()
    }

    /// Finds the number of a back rank written as letters (`"BBQNNRKR"`, any case;
    /// `K Q R B N`). `None` if the letters are not a Chess960 start rank.
    pub fn from_back_rank(letters: &str) -> Option<StartNumber> {
        let letters = letters.trim();
        if letters.len() != 8 {
            return None;
        }
        let wanted: Vec<Role> = letters
            .chars()
            .map(|c| Role::from_char(c.to_ascii_lowercase()))
            .collect::<Option<_>>()?;
        Self::all().find(|s| s.back_rank_roles()[..] == wanted[..])
    }

    /// Recognises a position that is exactly this start position: initial
    /// pieces, white to move, all four castling rights, move 1.
    pub fn from_position(pos: &Chess) -> Option<StartNumber> {
        let board = pos.board();
        let roles: Vec<Role> = File::ALL
            .iter()
            .map(|&f| board.role_at(Square::from_coords(f, Rank::First)))
            .collect::<Option<_>>()?;
        let letters: String = roles.iter().map(|r| r.upper_char()).collect();
        let start = Self::from_back_rank(&letters)?;
        let fresh = start.position();
        (pos.to_setup(EnPassantMode::Legal) == fresh.to_setup(EnPassantMode::Legal))
            .then_some(start)
    }

    /// The start position as a shakmaty [`Setup`] (both castling rights per side).
    pub fn setup(self) -> Setup {
        let roles = self.back_rank_roles();
        let mut board = Board::empty();
        let mut rooks = Bitboard::EMPTY;
        for (file, role) in File::ALL.into_iter().zip(roles) {
            for color in Color::ALL {
                let back = Square::from_coords(file, color.backrank());
                let pawn = Square::from_coords(file, color.relative_rank(Rank::Second));
                board.set_piece_at(back, Piece { color, role });
                board.set_piece_at(pawn, color.pawn());
                if role == Role::Rook {
                    rooks.add(back);
                }
            }
        }
        Setup {
            board,
            castling_rights: rooks,
            ..Setup::empty()
        }
    }

    /// The playable start position, always in Chess960 castling mode (also for 518).
    pub fn position(self) -> Chess {
        // A Scharnagl setup is always a valid position; the fallback only keeps
        // this function free of panics.
        self.setup()
            .position(CastlingMode::Chess960)
            .unwrap_or_default()
    }

    /// The initial FEN. shakmaty writes X-FEN castling letters, and since a start
    /// position has exactly one rook on each side of the king these are always
    /// `KQkq`; Shredder letters (rook files such as `HFhf`) only appear later in
    /// a game when a castling rook is no longer the outermost rook on its side.
    pub fn initial_fen(self) -> String {
        Fen::from_position(&self.position(), EnPassantMode::Legal).to_string()
    }
}

impl fmt::Display for StartNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a text could not be read as a start number.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStartNumberError {
    /// Not a whole number.
    #[error("\"{0}\" is not a start position number (0 to 959)")]
    NotANumber(String),
    /// A number out of range.
    #[error(transparent)]
    OutOfRange(#[from] StartNumberError),
}

impl FromStr for StartNumber {
    type Err = ParseStartNumberError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let n: u32 = t
            .parse()
            .map_err(|_| ParseStartNumberError::NotANumber(t.chars().take(20).collect()))?;
        let small = u16::try_from(n).map_err(|_| StartNumberError(n))?;
        Ok(StartNumber::new(small)?)
    }
}

impl TryFrom<u16> for StartNumber {
    type Error = StartNumberError;
    fn try_from(n: u16) -> Result<Self, Self::Error> {
        StartNumber::new(n)
    }
}

impl From<StartNumber> for u16 {
    fn from(s: StartNumber) -> u16 {
        s.0
    }
}

/// The database keeps start numbers in a `smallint`.
impl TryFrom<i16> for StartNumber {
    type Error = StartNumberError;
    fn try_from(n: i16) -> Result<Self, Self::Error> {
        let small = u16::try_from(n).map_err(|_| StartNumberError(u32::from(n.unsigned_abs())))?;
        StartNumber::new(small)
    }
}

impl From<StartNumber> for i16 {
    fn from(s: StartNumber) -> i16 {
        // At most 959: always fits.
        s.0 as i16
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{FromSetup, Position};
    use std::collections::HashSet;

    fn sn(n: u16) -> StartNumber {
        StartNumber::new(n).unwrap()
    }

    #[test]
    fn known_numbers() {
        assert_eq!(sn(0).back_rank(), "BBQNNRKR");
        assert_eq!(sn(518).back_rank(), "RNBQKBNR");
        assert_eq!(sn(959).back_rank(), "RKRNNQBB");
        assert_eq!(StartNumber::CLASSICAL.back_rank(), "RNBQKBNR");
        // Further published examples of the Scharnagl scheme.
        assert_eq!(sn(631).back_rank(), "RNBKQRNB");
    }

    #[test]
    fn range_is_checked() {
        assert!(StartNumber::new(959).is_ok());
        assert_eq!(StartNumber::new(960), Err(StartNumberError(960)));
        assert!("960".parse::<StartNumber>().is_err());
        assert!("-1".parse::<StartNumber>().is_err());
        assert!("abc".parse::<StartNumber>().is_err());
        assert!("99999999999".parse::<StartNumber>().is_err());
        assert_eq!(" 518 ".parse::<StartNumber>(), Ok(StartNumber::CLASSICAL));
        assert_eq!(StartNumber::CLASSICAL.to_string(), "518");
    }

    #[test]
    fn all_distinct_and_legal() {
        let mut seen = HashSet::new();
        for s in StartNumber::all() {
            let r = s.back_rank_roles();
            assert!(seen.insert(r), "duplicate back rank for {s}");
            let files = |role| (0..8).filter(move |&i| r[i] == role).collect::<Vec<_>>();
            let b = files(Role::Bishop);
            assert_eq!(b.len(), 2);
            assert_ne!(b[0] % 2, b[1] % 2, "bishops on the same colour in {s}");
            let rooks = files(Role::Rook);
            let king = files(Role::King);
            assert_eq!((rooks.len(), king.len()), (2, 1));
            assert!(
                rooks[0] < king[0] && king[0] < rooks[1],
                "king not between rooks in {s}"
            );
            assert_eq!(files(Role::Queen).len(), 1);
            assert_eq!(files(Role::Knight).len(), 2);
        }
        assert_eq!(seen.len(), 960);
    }

    #[test]
    fn matches_shakmaty_independent_decoder() {
        // shakmaty has its own Scharnagl decoder; ours must agree on every number.
        for s in StartNumber::all() {
            let theirs = Board::chess960(u32::from(s.get()));
            assert_eq!(s.setup().board, theirs, "start {s}");
        }
    }

    #[test]
    fn reverse_lookup_round_trips() {
        for s in StartNumber::all() {
            assert_eq!(StartNumber::from_back_rank(&s.back_rank()), Some(s));
            assert_eq!(
                StartNumber::from_back_rank(&s.back_rank().to_lowercase()),
                Some(s)
            );
            assert_eq!(StartNumber::from_position(&s.position()), Some(s));
        }
        assert_eq!(StartNumber::from_back_rank("RNBQKRBN"), None); // bishops same colour
        assert_eq!(StartNumber::from_back_rank("RRKQBBNN"), None); // king not between
        assert_eq!(StartNumber::from_back_rank("RNBQKBN"), None);
        assert_eq!(StartNumber::from_back_rank("RNBQKBNÄ"), None);
        assert_eq!(
            StartNumber::from_position(&Chess::default()),
            Some(StartNumber::CLASSICAL)
        );
    }

    #[test]
    fn fens() {
        assert_eq!(
            StartNumber::CLASSICAL.initial_fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert_eq!(
            sn(0).initial_fen(),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
        );
        assert_eq!(
            sn(959).initial_fen(),
            "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"
        );
        for s in StartNumber::all() {
            let fen: Fen = s.initial_fen().parse().unwrap();
            let pos = Chess::from_setup(fen.into_setup(), CastlingMode::Chess960).unwrap();
            assert_eq!(pos, s.position(), "start {s}");
            assert_eq!(pos.castles().castling_rights().count(), 4);
            assert_eq!(pos.castles().mode(), CastlingMode::Chess960);
            // Shredder-FEN rook letters are read the same way.
            let r = s.back_rank_roles();
            let rook_files: Vec<char> = (0..8)
                .filter(|&i| r[i] == Role::Rook)
                .map(|i| (b'a' + i as u8) as char)
                .collect();
            let shredder = s.initial_fen().replace(
                "KQkq",
                &format!(
                    "{}{}{}{}",
                    rook_files[1].to_ascii_uppercase(),
                    rook_files[0].to_ascii_uppercase(),
                    rook_files[1],
                    rook_files[0]
                ),
            );
            let pos2: Chess = shredder
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Chess960)
                .unwrap();
            assert_eq!(pos2, pos);
        }
    }

    #[test]
    fn random_is_in_range_and_varies() {
        let draws: HashSet<u16> = (0..200).map(|_| StartNumber::random().get()).collect();
        assert!(draws.iter().all(|&n| n < 960));
        // 200 uniform draws from 960 values give far more than 50 distinct ones.
        assert!(
            draws.len() > 50,
            "suspiciously few distinct draws: {}",
            draws.len()
        );
        assert!(StartNumber::try_random().is_ok());
    }
}
