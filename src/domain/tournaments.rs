//! Tournament vocabulary shared by pages, the API, mails and the store.

use serde::{Deserialize, Serialize};

/// A tournament's database id.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, sqlx::Type,
)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct TournamentId(pub i64);

impl std::fmt::Display for TournamentId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// Where a tournament stands; stored as `tournaments.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentStatus {
    /// Open for registration.
    Registration,
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    /// Reads the stored name (unknown names count as cancelled: nothing can be done).
    pub fn parse(text: &str) -> Self {
        match text {
            "registration" => Self::Registration,
            "running" => Self::Running,
            "finished" => Self::Finished,
            _ => Self::Cancelled,
        }
    }

    /// In words for lists and pages.
    pub fn describe(self) -> &'static str {
        match self {
            Self::Registration => "open for registration",
            Self::Running => "running",
            Self::Finished => "finished",
            Self::Cancelled => "cancelled",
        }
    }
}

/// The fewest and most players a round robin may have.
pub const PLAYERS: std::ops::RangeInclusive<u32> = 3..=16;
/// The longest tournament name and description.
pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_DESCRIPTION_CHARS: usize = 4000;
/// The longest adjudication reason.
pub const MAX_REASON_CHARS: usize = 500;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_parse() {
        assert_eq!(
            TournamentStatus::parse("running"),
            TournamentStatus::Running
        );
        assert_eq!(
            TournamentStatus::parse("registration").describe(),
            "open for registration"
        );
        assert_eq!(TournamentStatus::parse("??"), TournamentStatus::Cancelled);
    }
}
