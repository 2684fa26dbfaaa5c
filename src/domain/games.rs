//! Game and challenge vocabulary shared by pages, the API, mails and the store.

use serde::{Deserialize, Serialize};

/// A game's database id.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, sqlx::Type,
)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct GameId(pub i64);

/// A challenge's database id.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, sqlx::Type,
)]
#[sqlx(transparent)]
#[serde(transparent)]
pub struct ChallengeId(pub i64);

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::fmt::Display for ChallengeId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// The colour a challenger asks for; stored as `challenges.color`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

impl ColorChoice {
    /// Every choice, as the CHECK constraint lists them.
    pub const ALL: [Self; 3] = [Self::White, Self::Black, Self::Random];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.as_str() == text)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::White => "white",
            Self::Black => "black",
            Self::Random => "random",
        }
    }
}

/// Where a challenge stands; stored as `challenges.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeStatus {
    /// Waiting for someone to accept it.
    Open,
    Accepted,
    Declined,
    /// Withdrawn by the challenger.
    Cancelled,
}

impl ChallengeStatus {
    /// Every status, as the CHECK constraint lists them.
    pub const ALL: [Self; 4] = [Self::Open, Self::Accepted, Self::Declined, Self::Cancelled];

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.as_str() == text)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Accepted => "accepted",
            Self::Declined => "declined",
            Self::Cancelled => "cancelled",
        }
    }
}

super::stored_text::text_column!(ColorChoice, ChallengeStatus);

/// The time control a new challenge form suggests.
pub const DEFAULT_TIME_CONTROL: super::clock::TimeControl =
    super::clock::TimeControl::PerMove { days: 3 };
/// The longest note a challenge may carry, and the longest message with a move.
pub const MAX_NOTE_CHARS: usize = 500;
pub const MAX_MESSAGE_CHARS: usize = 2000;

/// Whether free text (a note, a message) is fit to store and show: no control
/// characters but line breaks and tabs (the rule of [`super::MultiLine`]).
pub fn is_plain_text(text: &str) -> bool {
    super::MultiLine::parse(text).is_ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn plain_text_refuses_control_characters() {
        use super::is_plain_text;
        assert!(is_plain_text("Good luck!\r\nHave fun\t:)"));
        assert!(is_plain_text("Viel Glück – ♞"));
        assert!(!is_plain_text("nul\0byte"));
        assert!(!is_plain_text("bell\u{7}"));
        assert!(!is_plain_text("escape\u{1b}[31m"));
    }

    use super::*;

    #[test]
    fn colour_choices_round_trip() {
        for c in [ColorChoice::White, ColorChoice::Black, ColorChoice::Random] {
            assert_eq!(ColorChoice::parse(c.as_str()), Some(c));
        }
        assert_eq!(ColorChoice::parse("green"), None);
    }
}
