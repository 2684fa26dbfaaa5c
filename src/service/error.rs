//! The one error every service action returns. Its `Display` is the sentence the user
//! reads, written here once; the web layer only chooses how to answer with it (an
//! error page with a status, or a problem document with a type).

use super::FieldErrors;

/// What a not-found refers to, so the answer can name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    Game,
    Challenge,
    Tournament,
    ConditionalLine,
    Player,
}

impl std::fmt::Display for Missing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Game => "There is no such game.",
            Self::Challenge => "There is no such challenge.",
            Self::Tournament => "There is no such tournament.",
            Self::ConditionalLine => "You have no such conditional line in this game.",
            Self::Player => "There is no player of that name.",
        })
    }
}

/// Why an action was refused (in words the user can act on), or that it failed inside.
/// Grouped by answer: not found, forbidden (`NotAPlayer`, `NotAdmin`, `NotOrganizer`, `Unverified`,
/// `RatingOutOfRange`, `EntryRefused`), conflict with the state (`NotYourTurn`, `NotRunning`, `StalePly`,
/// `Conflict`), input the rules refuse (`IllegalMove`, `Invalid`), and internal failures.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    NotFound(Missing),
    #[error("Only the players of this game can do that.")]
    NotAPlayer,
    #[error("This is for administrators only.")]
    NotAdmin,
    /// An organiser's action on a tournament someone else created.
    #[error("Only this tournament's organiser or an administrator can do that.")]
    NotOrganizer,
    #[error("Please confirm your email address first: follow the link we mailed you.")]
    Unverified,
    /// An open challenge limited to other ratings.
    #[error("This challenge is for players {range}; your rating is {rating}.")]
    RatingOutOfRange { rating: i32, range: String },
    /// A tournament's entry rules keep the player out; the reason says which.
    #[error("{0}")]
    EntryRefused(String),
    #[error("It is not your move; wait for your opponent.")]
    NotYourTurn,
    #[error("The game is over; no more moves or game actions are possible.")]
    NotRunning,
    #[error(
        "The position changed: {current} half-moves have been played. Look at the game again and decide anew."
    )]
    StalePly { current: i32 },
    /// The move cannot be read or is not legal; the reason names it (in English here;
    /// `i18n::chess::move_error` says it in the reader's language).
    #[error("{}", capitalised(&.0.to_string()))]
    IllegalMove(crate::chess::MoveError),
    /// The action does not fit the state (a challenge already accepted, a tournament
    /// already started, ...); the reason says why.
    #[error("{0}")]
    Conflict(String),
    /// A rate limit refuses the action for now (wrong entry passwords, reports): how
    /// many seconds until it is allowed again. Pages word it in the reader's language.
    #[error("Too many attempts. Try again in {retry_after} seconds.")]
    Limited { retry_after: u64 },
    /// Fields the rules refuse; each message names what to change.
    #[error("{}", .0.sentence())]
    Invalid(FieldErrors),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

/// The sentence with a capital first letter (the chess layer's reasons start small).
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

impl From<sqlx::Error> for ServiceError {
    fn from(e: sqlx::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("database"))
    }
}

impl From<askama::Error> for ServiceError {
    fn from(e: askama::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("mail template"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_reads_as_its_field_messages() {
        let mut errors = FieldErrors::default();
        errors.add("b", "B is wrong.");
        errors.add("a", "A is wrong.");
        assert_eq!(
            ServiceError::Invalid(errors).to_string(),
            "A is wrong. B is wrong."
        );
        assert_eq!(
            ServiceError::Invalid(FieldErrors::default()).to_string(),
            "Some fields are not valid."
        );
    }

    #[test]
    fn an_illegal_move_reads_as_a_sentence() {
        let e = ServiceError::IllegalMove(crate::chess::MoveError::GameOver);
        assert!(e.to_string().starts_with("The game is over"));
        assert_eq!(capitalised(""), "");
    }

    #[test]
    fn stale_ply_names_the_current_ply() {
        let e = ServiceError::StalePly { current: 7 };
        assert!(e.to_string().contains("7 half-moves"));
    }
}
