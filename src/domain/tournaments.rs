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
    /// Every status, as the CHECK constraint lists them.
    pub const ALL: [Self; 4] = [
        Self::Registration,
        Self::Running,
        Self::Finished,
        Self::Cancelled,
    ];

    /// Reads the stored name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Registration => "registration",
            Self::Running => "running",
            Self::Finished => "finished",
            Self::Cancelled => "cancelled",
        }
    }
}

super::stored_text::text_column!(TournamentStatus);

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
            Some(TournamentStatus::Running)
        );
        assert_eq!(TournamentStatus::parse("??"), None);
    }
}
