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

/// The days per move a new challenge form suggests.
pub const DEFAULT_DAYS_PER_MOVE: i32 = 3;
/// The longest note a challenge may carry, and the longest message with a move.
pub const MAX_NOTE_CHARS: usize = 500;
pub const MAX_MESSAGE_CHARS: usize = 2000;

/// Whether free text (a note, a message) is fit to store and show: no control
/// characters but line breaks and tabs (the rule of [`super::MultiLine`]).
pub fn is_plain_text(text: &str) -> bool {
    super::MultiLine::parse(text).is_ok()
}

/// How a game ended; stored as `games.termination`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// One of the endings the rules core detects by itself.
    Rule(crate::chess::Termination),
    Resignation,
    DrawAgreed,
    DrawClaimed(crate::chess::DrawClaim),
    TimeForfeit,
    Aborted,
    Adjudication,
    /// Lost without play: the player withdrew from the tournament.
    Forfeit,
}

impl Ending {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Rule(t) => t.as_str(),
            Self::Resignation => "resignation",
            Self::DrawAgreed => "draw_agreement",
            Self::DrawClaimed(c) => c.as_str(),
            Self::TimeForfeit => "time_forfeit",
            Self::Aborted => "aborted",
            Self::Adjudication => "adjudication",
            Self::Forfeit => "forfeit",
        }
    }
}

/// Words for a stored termination, for pages and mails.
pub fn describe_termination(stored: &str) -> &'static str {
    use crate::chess::{DrawClaim, Termination};
    if let Some(t) = Termination::from_str_opt(stored) {
        return t.describe();
    }
    match stored {
        "resignation" => "resignation",
        "draw_agreement" => "draw by agreement",
        s if s == DrawClaim::ThreefoldRepetition.as_str() => {
            DrawClaim::ThreefoldRepetition.describe()
        }
        s if s == DrawClaim::FiftyMoveRule.as_str() => DrawClaim::FiftyMoveRule.describe(),
        "time_forfeit" => "time forfeit",
        "aborted" => "aborted before it really started",
        "adjudication" => "adjudicated by the tournament director",
        "forfeit" => "forfeit: a player withdrew from the tournament",
        _ => "unknown",
    }
}

/// The PGN `[Termination]` value for a stored termination.
pub fn pgn_termination(stored: &str) -> &'static str {
    match stored {
        "time_forfeit" => "time forfeit",
        "adjudication" | "forfeit" => "adjudication",
        "aborted" => "abandoned",
        _ => "normal",
    }
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
    use crate::chess::{DrawClaim, Termination};

    #[test]
    fn every_ending_has_words() {
        let all = [
            Ending::Rule(Termination::Checkmate),
            Ending::Rule(Termination::Stalemate),
            Ending::Rule(Termination::InsufficientMaterial),
            Ending::Rule(Termination::FivefoldRepetition),
            Ending::Rule(Termination::SeventyFiveMoveRule),
            Ending::Resignation,
            Ending::DrawAgreed,
            Ending::DrawClaimed(DrawClaim::ThreefoldRepetition),
            Ending::DrawClaimed(DrawClaim::FiftyMoveRule),
            Ending::TimeForfeit,
            Ending::Aborted,
            Ending::Adjudication,
            Ending::Forfeit,
        ];
        for e in all {
            assert_ne!(describe_termination(e.as_str()), "unknown", "{e:?}");
        }
        assert_eq!(pgn_termination("time_forfeit"), "time forfeit");
        assert_eq!(pgn_termination("checkmate"), "normal");
    }

    #[test]
    fn colour_choices_round_trip() {
        for c in [ColorChoice::White, ColorChoice::Black, ColorChoice::Random] {
            assert_eq!(ColorChoice::parse(c.as_str()), Some(c));
        }
        assert_eq!(ColorChoice::parse("green"), None);
    }
}
