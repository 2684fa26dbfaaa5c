//! Team matches between two clubs: their vocabulary (status, start rule, side, why a
//! match ended without play) and the pure rules of the line-up (boards by rating order,
//! reserves) and of the score, shared by the store, the services, pages, API and mails.

use serde::{Deserialize, Serialize};

use crate::chess::StartNumber;
use crate::domain::Words;

/// A team match's database id.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, sqlx::Type,
)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct MatchId(pub i64);

impl std::fmt::Display for MatchId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// The fewest and most boards a match may fix.
pub const BOARDS: std::ops::RangeInclusive<i32> = 2..=100;
/// The fewest and most days registration may stay open.
pub const REGISTRATION_DAYS: std::ops::RangeInclusive<i32> = 1..=60;

/// Where a match stands; stored as `team_matches.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchStatus {
    /// Challenged, waiting for the other club's admins.
    Proposed,
    /// Accepted: members sign up until the deadline.
    Registration,
    Running,
    Finished,
    Declined,
    Aborted,
}

impl MatchStatus {
    /// Every status, as the CHECK constraint lists them.
    pub const ALL: [Self; 6] = [
        Self::Proposed,
        Self::Registration,
        Self::Running,
        Self::Finished,
        Self::Declined,
        Self::Aborted,
    ];

    /// The stored word (also the API's).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Proposed => "proposed",
            Self::Registration => "registration",
            Self::Running => "running",
            Self::Finished => "finished",
            Self::Declined => "declined",
            Self::Aborted => "aborted",
        }
    }

    /// Reads the stored word.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// The catalog id of the status in words.
    pub fn msg_id(self) -> &'static str {
        match self {
            Self::Proposed => "match-status-proposed",
            Self::Registration => "match-status-registration",
            Self::Running => "match-status-running",
            Self::Finished => "match-status-finished",
            Self::Declined => "match-status-declined",
            Self::Aborted => "match-status-aborted",
        }
    }
}

impl TryFrom<String> for MatchStatus {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        Self::parse(&text).ok_or_else(|| format!("unknown match status {text:?}"))
    }
}

/// Which start positions the boards play: one random per board, one random for the
/// whole match, or a chosen one. Both games of a board always share theirs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartRule {
    PerBoard,
    One,
    Number(StartNumber),
}

impl StartRule {
    /// The stored word of `team_matches.start_rule` (the number is its own column).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::PerBoard => "per_board",
            Self::One => "one",
            Self::Number(_) => "number",
        }
    }

    /// The rule from its stored columns.
    pub fn from_columns(word: &str, number: Option<i32>) -> Result<Self, String> {
        match word {
            "per_board" => Ok(Self::PerBoard),
            "one" => Ok(Self::One),
            "number" => number
                .and_then(|n| u16::try_from(n).ok())
                .and_then(|n| StartNumber::new(n).ok())
                .map(Self::Number)
                .ok_or_else(|| format!("start rule number without a number: {number:?}")),
            other => Err(format!("unknown start rule {other:?}")),
        }
    }

    /// The chosen number, stored beside the word.
    pub fn number(self) -> Option<StartNumber> {
        match self {
            Self::Number(n) => Some(n),
            _ => None,
        }
    }

    /// The position of each of `boards` boards, drawn with `random`.
    pub fn positions(
        self,
        boards: usize,
        mut random: impl FnMut() -> StartNumber,
    ) -> Vec<StartNumber> {
        match self {
            Self::PerBoard => (0..boards).map(|_| random()).collect(),
            Self::One => vec![random(); boards],
            Self::Number(n) => vec![n; boards],
        }
    }

    /// The rule in words.
    pub fn words(self) -> Words {
        match self {
            Self::PerBoard => Words::new("match-start-per-board"),
            Self::One => Words::new("match-start-one"),
            Self::Number(n) => Words::new("match-start-number").arg("number", i64::from(n.get())),
        }
    }
}

/// A club's side in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The club that challenged.
    Home,
    Away,
}

impl Side {
    /// The stored word of `team_match_players.side`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Home => "home",
            Self::Away => "away",
        }
    }
}

impl TryFrom<String> for Side {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        match text.as_str() {
            "home" => Ok(Self::Home),
            "away" => Ok(Self::Away),
            _ => Err(format!("unknown side {text:?}")),
        }
    }
}

/// Why a match ended without being played, stored as a code in `team_matches.reason`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// The other club's admins declined.
    Declined,
    /// The deadline passed before the other club accepted.
    NotAccepted,
    /// The deadline passed with fewer than two boards filled.
    TooFewBoards { boards: u32 },
    /// A site admin closed one of the clubs before the start.
    ClubClosed,
}

impl EndReason {
    /// The stored code.
    pub fn stored(self) -> String {
        match self {
            Self::Declined => "declined".into(),
            Self::NotAccepted => "not-accepted".into(),
            Self::TooFewBoards { boards } => format!("too-few:{boards}"),
            Self::ClubClosed => "club-closed".into(),
        }
    }

    /// The reason a stored code names.
    pub fn from_stored(text: &str) -> Option<Self> {
        match text {
            "declined" => Some(Self::Declined),
            "not-accepted" => Some(Self::NotAccepted),
            "club-closed" => Some(Self::ClubClosed),
            _ => text
                .strip_prefix("too-few:")
                .and_then(|n| n.parse().ok())
                .map(|boards| Self::TooFewBoards { boards }),
        }
    }

    /// The reason in words.
    pub fn words(self) -> Words {
        match self {
            Self::Declined => Words::new("match-reason-declined"),
            Self::NotAccepted => Words::new("match-reason-not-accepted"),
            Self::TooFewBoards { boards } => {
                Words::new("match-reason-too-few").arg("boards", i64::from(boards))
            }
            Self::ClubClosed => Words::new("match-reason-club-closed"),
        }
    }
}

/// How many boards a match plays: its fixed number, or when open the smaller side's
/// count up to the most a fixed match may have ([`BOARDS`]), and never more than either
/// side has players.
pub fn board_count(fixed: Option<i32>, home: usize, away: usize) -> usize {
    let most = usize::try_from(*BOARDS.end()).unwrap_or(0);
    let fixed = fixed.map_or(most, |n| usize::try_from(n).unwrap_or(0));
    fixed.min(home).min(away)
}

/// One side's sign-ups in board order: highest rating first, earlier sign-up first
/// among equals. `rating` and `order` read an entry.
pub fn board_order<T>(entries: &mut [T], rating: impl Fn(&T) -> i32, order: impl Fn(&T) -> i64) {
    entries.sort_by_key(|e| (std::cmp::Reverse(rating(e)), order(e)));
}

/// A score in half points, so a draw adds exactly one to each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Score {
    pub home_halves: i32,
    pub away_halves: i32,
}

impl Score {
    /// Adds one game's result as the PGN writes it, from the view of the side with
    /// white (`home_white`): `1-0`, `0-1`, `1/2-1/2`; anything else adds nothing.
    pub fn add(&mut self, result: Option<&str>, home_white: bool) {
        let (white, black) = match result {
            Some("1-0") => (2, 0),
            Some("0-1") => (0, 2),
            Some("1/2-1/2") => (1, 1),
            _ => return,
        };
        let (home, away) = if home_white {
            (white, black)
        } else {
            (black, white)
        };
        self.home_halves += home;
        self.away_halves += away;
    }

    /// Half points as points: `3.5`.
    pub fn points(halves: i32) -> f64 {
        f64::from(halves) / 2.0
    }

    /// Half points as a score line prints them: `3½`, `½`, `4`.
    pub fn label(halves: i32) -> String {
        match (halves / 2, halves % 2) {
            (0, 1) => "½".into(),
            (n, 1) => format!("{n}½"),
            (n, _) => n.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_the_fixed_number_or_the_smaller_side() {
        assert_eq!(board_count(None, 5, 3), 3);
        assert_eq!(board_count(Some(4), 5, 6), 4);
        assert_eq!(board_count(Some(4), 2, 6), 2);
        assert_eq!(board_count(None, 0, 6), 0);
        // An open match stops at the most boards a fixed one may have.
        assert_eq!(board_count(None, 500, 300), 100);
    }

    #[test]
    fn board_order_is_by_rating_then_sign_up() {
        let mut e = vec![(1500, 1), (1700, 2), (1500, 0), (1800, 3)];
        board_order(&mut e, |e| e.0, |e| e.1);
        assert_eq!(e, vec![(1800, 3), (1700, 2), (1500, 0), (1500, 1)]);
    }

    #[test]
    fn start_rules_give_each_board_a_position() {
        let mut n = 0;
        let mut next = || {
            n += 1;
            StartNumber::new(n).unwrap()
        };
        let per = StartRule::PerBoard.positions(3, &mut next);
        assert_eq!(per.iter().map(|s| s.get()).collect::<Vec<_>>(), [1, 2, 3]);
        let one = StartRule::One.positions(3, &mut next);
        assert!(one.iter().all(|s| s.get() == 4));
        let fixed = StartRule::Number(StartNumber::CLASSICAL).positions(2, &mut next);
        assert!(fixed.iter().all(|s| *s == StartNumber::CLASSICAL));
        for rule in [
            StartRule::PerBoard,
            StartRule::One,
            StartRule::Number(StartNumber::CLASSICAL),
        ] {
            assert_eq!(
                StartRule::from_columns(rule.as_str(), rule.number().map(|n| i32::from(n.get()))),
                Ok(rule)
            );
        }
    }

    #[test]
    fn the_score_counts_half_points_from_each_side() {
        let mut s = Score::default();
        s.add(Some("1-0"), true);
        s.add(Some("1-0"), false);
        s.add(Some("1/2-1/2"), true);
        s.add(None, true);
        assert_eq!(
            s,
            Score {
                home_halves: 3,
                away_halves: 3
            }
        );
        assert_eq!(Score::label(3), "1½");
        assert_eq!(Score::label(1), "½");
        assert_eq!(Score::label(4), "2");
        assert_eq!(Score::points(3), 1.5);
    }

    #[test]
    fn reasons_and_statuses_go_in_and_out_of_storage() {
        for r in [
            EndReason::Declined,
            EndReason::NotAccepted,
            EndReason::TooFewBoards { boards: 1 },
            EndReason::ClubClosed,
        ] {
            assert_eq!(EndReason::from_stored(&r.stored()), Some(r));
        }
        for s in MatchStatus::ALL {
            assert_eq!(MatchStatus::parse(s.as_str()), Some(s));
        }
    }
}
