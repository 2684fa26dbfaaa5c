//! Filters for the browser of all 960 start positions: where the king stands and
//! which pieces stand on the outer files. Parsed from query parameters at the edge,
//! so the page only ever filters with values that make sense.

use shakmaty::Role;

use crate::chess::{StartNumber, role_name};

/// The files the king can start on (never a or h: it stands between the rooks).
pub const KING_FILES: [char; 6] = ['b', 'c', 'd', 'e', 'f', 'g'];

/// The pieces that can start on the a- or h-file (never the king).
pub const OUTER_ROLES: [Role; 4] = [Role::Rook, Role::Knight, Role::Bishop, Role::Queen];

/// Which start positions to list; `None` means "any".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PositionFilter {
    /// The king's file, `'b'..='g'`.
    pub king: Option<char>,
    /// The piece on the a-file.
    pub a_file: Option<Role>,
    /// The piece on the h-file.
    pub h_file: Option<Role>,
}

/// A filter value that names no possible choice; its words say what would.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FilterError {
    King,
    AFile,
    HFile,
}

impl FilterError {
    /// What the field would take, as a catalog id for the page to word.
    pub fn words(&self) -> crate::domain::Words {
        use crate::domain::Words;
        match self {
            Self::King => Words::new("positions-error-king"),
            Self::AFile => Words::new("positions-error-a-file"),
            Self::HFile => Words::new("positions-error-h-file"),
        }
    }
}

/// Reads a king file; empty means "any".
pub fn parse_king(text: &str) -> Result<Option<char>, FilterError> {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Ok(None);
    }
    let mut chars = t.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if KING_FILES.contains(&c) => Ok(Some(c)),
        _ => Err(FilterError::King),
    }
}

/// Reads an outer-file piece by name (`rook`) or letter (`R`); empty means "any".
/// `err` is the error for this field.
fn parse_outer(text: &str, err: FilterError) -> Result<Option<Role>, FilterError> {
    let t = text.trim().to_ascii_lowercase();
    if t.is_empty() {
        return Ok(None);
    }
    OUTER_ROLES
        .into_iter()
        .find(|&r| t == role_name(r) || t == r.char().to_string())
        .map(Some)
        .ok_or(err)
}

impl PositionFilter {
    /// Builds a filter from the three query values (empty = any). Returns every
    /// problem at once so the form can show each next to its field.
    pub fn parse(king: &str, a_file: &str, h_file: &str) -> Result<Self, Vec<FilterError>> {
        let mut errors = Vec::new();
        let king = parse_king(king).unwrap_or_else(|e| {
            errors.push(e);
            None
        });
        let mut outer = |text: &str, err: FilterError| {
            parse_outer(text, err).unwrap_or_else(|e| {
                errors.push(e);
                None
            })
        };
        let a_file = outer(a_file, FilterError::AFile);
        let h_file = outer(h_file, FilterError::HFile);
        if errors.is_empty() {
            Ok(Self {
                king,
                a_file,
                h_file,
            })
        } else {
            Err(errors)
        }
    }

    /// No condition set: every position matches.
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }

    /// Does start position `s` pass every condition set?
    pub fn matches(&self, s: StartNumber) -> bool {
        let rank = s.back_rank_roles();
        let king_ok = self.king.is_none_or(|f| {
            let i = (f as u8 - b'a') as usize;
            rank[i] == Role::King
        });
        king_ok
            && self.a_file.is_none_or(|r| rank[0] == r)
            && self.h_file.is_none_or(|r| rank[7] == r)
    }

    /// The matching start positions in numeric order.
    pub fn apply(&self) -> Vec<StartNumber> {
        StartNumber::all().filter(|&s| self.matches(s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_filter_lists_all() {
        let f = PositionFilter::parse("", " ", "").unwrap();
        assert!(f.is_empty());
        assert_eq!(f.apply().len(), 960);
    }

    #[test]
    fn king_filter_counts() {
        // Counts of king files over all 960 positions, derived from the rules core.
        let mut total = 0;
        for c in KING_FILES {
            let f = PositionFilter::parse(&c.to_string(), "", "").unwrap();
            let list = f.apply();
            assert!(!list.is_empty());
            for s in &list {
                assert_eq!(
                    s.back_rank().chars().position(|x| x == 'K'),
                    Some((c as u8 - b'a') as usize)
                );
            }
            total += list.len();
        }
        assert_eq!(total, 960, "every position has its king on b..g");
    }

    #[test]
    fn outer_files_and_combination() {
        let f = PositionFilter::parse("e", "rook", "R").unwrap();
        let list = f.apply();
        assert!(list.contains(&StartNumber::CLASSICAL));
        for s in &list {
            let r = s.back_rank();
            assert!(
                r.starts_with('R') && r.ends_with('R') && &r[4..5] == "K",
                "{r}"
            );
        }
        // Two queens cannot both be in the corners, but a queen and a knight can.
        let f = PositionFilter::parse("", "queen", "knight").unwrap();
        assert!(f.apply().iter().all(|s| s.back_rank().starts_with('Q')));
        assert!(!f.apply().is_empty());
        // 0 is BBQNNRKR: a bishop on a, a rook on h, the king on g.
        let f = PositionFilter::parse("G", "b", "rook").unwrap();
        assert!(f.apply().contains(&StartNumber::new(0).unwrap()));
    }

    #[test]
    fn bad_values_are_reported_per_field() {
        assert_eq!(
            PositionFilter::parse("a", "king", "x"),
            Err(vec![
                FilterError::King,
                FilterError::AFile,
                FilterError::HFile
            ])
        );
        assert_eq!(
            PositionFilter::parse("bb", "", ""),
            Err(vec![FilterError::King])
        );
        assert_eq!(
            PositionFilter::parse("", "", "pawn"),
            Err(vec![FilterError::HFile])
        );
    }
}
