//! The one error every service action returns. It says *what* was refused, as data
//! (a [`Words`] id with arguments, or a variant the edge words itself); the web layer
//! chooses how to answer with it (an error page with a status, or a problem document
//! with a type) and words its [`Refusal`] in the reader's language.

use super::FieldErrors;
use crate::domain::{Refusal, Words};

/// What a not-found refers to, so the answer can name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    Game,
    Challenge,
    Tournament,
    ConditionalLine,
    Player,
    TeamMatch,
    Club,
}

impl Missing {
    /// The catalog id of "there is no such …".
    pub fn msg_id(self) -> &'static str {
        match self {
            Self::Game => "error-no-such-game",
            Self::Challenge => "error-no-such-challenge",
            Self::Tournament => "error-no-such-tournament",
            Self::ConditionalLine => "error-no-such-line",
            Self::Player => "error-no-such-player",
            Self::TeamMatch => "match-refuse-no-match",
            Self::Club => "error-no-such-club",
        }
    }
}

/// Why an action was refused, or that it failed inside. Grouped by answer: not found,
/// forbidden (`NotAPlayer`, `NotAdmin`, `NotOrganizer`, `Unverified`,
/// `RatingOutOfRange`, `EntryRefused`), conflict with the state (`NotYourTurn`,
/// `NotRunning`, `StalePly`, `Conflict`), input the rules refuse (`IllegalMove`,
/// `Invalid`), and internal failures. `Display` is for logs only (ids, not sentences).
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("not found: {0:?}")]
    NotFound(Missing),
    #[error("not a player")]
    NotAPlayer,
    #[error("not an admin")]
    NotAdmin,
    /// An organiser's action on a tournament someone else created.
    #[error("not the organiser")]
    NotOrganizer,
    #[error("unverified")]
    Unverified,
    /// An open challenge limited to other ratings (`range` in the challenge's words).
    #[error("rating {rating} out of range")]
    RatingOutOfRange { rating: i32, range: Words },
    /// A tournament's entry rules keep the player out; the reason says which.
    #[error("entry refused: {}", .0.id)]
    EntryRefused(Words),
    /// A club's rules refuse the action (issue 34); each refusal is its own API
    /// problem type.
    #[error("club refusal: {0:?}")]
    Club(crate::domain::clubs::ClubRefusal),
    #[error("not your turn")]
    NotYourTurn,
    #[error("game not running")]
    NotRunning,
    #[error("stale ply (now {current})")]
    StalePly { current: i32 },
    /// The move cannot be read or is not legal; the reason names it
    /// (the edge says it in the reader's language).
    #[error("illegal move: {0}")]
    IllegalMove(crate::chess::MoveError),
    /// The action does not fit the state (a challenge already accepted, a tournament
    /// already started, ...); the reason says why.
    #[error("conflict: {}", .0.id)]
    Conflict(Words),
    /// A rate limit refuses the action for now (wrong entry passwords, reports): how
    /// many seconds until it is allowed again. Pages word it in the reader's language.
    #[error("rate limited: {retry_after} s")]
    Limited { retry_after: u64 },
    /// Fields the rules refuse; each message names what to change.
    #[error("invalid: {:?}", .0.0.keys().collect::<Vec<_>>())]
    Invalid(FieldErrors),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl ServiceError {
    /// A conflict worded by the catalog message `id` without variables.
    pub fn conflict(id: &'static str) -> Self {
        Self::Conflict(Words::new(id))
    }

    /// The refusal as words, for every variant the catalogs word alone: `None` for an
    /// illegal move (the chess layer's reason, worded at the edge), a field
    /// error (each field's own words) and an internal failure.
    pub fn words(&self) -> Option<Words> {
        Some(match self {
            Self::NotFound(m) => Words::new(m.msg_id()),
            Self::NotAPlayer => Words::new("error-not-a-player"),
            Self::NotAdmin => Words::new("error-not-admin"),
            Self::NotOrganizer => Words::new("error-not-organizer"),
            Self::Unverified => Words::new("error-unverified"),
            Self::RatingOutOfRange { rating, range } => Words::new("error-rating-out-of-range")
                .arg("range", range.clone())
                .arg("rating", *rating),
            Self::EntryRefused(w) | Self::Conflict(w) => w.clone(),
            Self::Club(r) => r.words(),
            Self::NotYourTurn => Words::new("error-not-your-turn"),
            Self::NotRunning => Words::new("error-not-running"),
            Self::StalePly { current } => Words::new("error-stale-ply").arg("current", *current),
            Self::IllegalMove(_) | Self::Invalid(_) | Self::Limited { .. } | Self::Internal(_) => {
                return None;
            }
        })
    }

    /// The refusal as data for the edge to word: the catalog's words, the move the
    /// rules refused, the refused fields' words, or an internal failure (its cause is
    /// for the log only).
    pub fn refusal(&self) -> Refusal {
        match self {
            Self::IllegalMove(e) => Refusal::Move(e.clone()),
            Self::Invalid(errors) => Refusal::Fields(errors.0.values().cloned().collect()),
            Self::Limited { retry_after } => Refusal::Limited {
                retry_after: *retry_after,
            },
            Self::Internal(_) => Refusal::Internal,
            other => Refusal::Words(
                other
                    .words()
                    .unwrap_or_else(|| Words::new("error-internal")),
            ),
        }
    }

    /// The refusal in English, for the services' own tests.
    #[cfg(test)]
    pub fn english(&self) -> String {
        self.refusal().to_string()
    }
}

impl From<&ServiceError> for Refusal {
    fn from(error: &ServiceError) -> Self {
        error.refusal()
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
    fn refusals_are_ids_with_their_details() {
        let e = ServiceError::StalePly { current: 7 };
        let w = e.words().unwrap();
        assert_eq!(w.id, "error-stale-ply");
        assert_eq!(w.get("current"), Some(&crate::domain::Arg::Number(7)));
        assert_eq!(
            ServiceError::conflict("error-not-admin").words(),
            Some(Words::new("error-not-admin"))
        );
        assert!(
            ServiceError::Invalid(FieldErrors::default())
                .words()
                .is_none()
        );
    }

    #[test]
    fn a_refusal_is_data_for_the_edge() {
        assert_eq!(
            ServiceError::StalePly { current: 7 }.refusal(),
            Refusal::Words(Words::new("error-stale-ply").arg("current", 7))
        );
        assert_eq!(
            ServiceError::IllegalMove(crate::chess::MoveError::Empty).refusal(),
            Refusal::Move(crate::chess::MoveError::Empty)
        );
        let fields = FieldErrors::single("move", Words::new("error-not-admin"));
        assert_eq!(
            ServiceError::Invalid(fields).refusal(),
            Refusal::Fields(vec![Words::new("error-not-admin")])
        );
        let internal = ServiceError::Internal(anyhow::anyhow!("down"));
        assert_eq!(internal.refusal(), Refusal::Internal);
    }
}
