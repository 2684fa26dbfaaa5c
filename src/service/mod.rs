//! One function per user action: it opens the transaction, calls store and domain code,
//! queues the resulting mail, and commits. Web pages and the JSON API both call these,
//! so no rule exists twice.

pub mod accounts;
pub mod api_tokens;
pub mod challenges;
pub mod clocks;
pub mod game_view;
pub mod games;
pub mod login;
pub mod move_decision;
pub mod password_hasher;
pub mod pgn;
pub mod time_control_input;
pub mod tournaments;

use std::collections::BTreeMap;

/// Errors keyed by form field (or JSON field), in words the user can act on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldErrors(pub BTreeMap<&'static str, String>);

impl FieldErrors {
    pub fn add(&mut self, field: &'static str, message: impl Into<String>) {
        self.0.entry(field).or_insert_with(|| message.into());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The message for one field, or "" (templates show nothing then).
    pub fn get(&self, field: &str) -> &str {
        self.0.get(field).map(|s| s.as_str()).unwrap_or("")
    }

    pub fn single(field: &'static str, message: impl Into<String>) -> Self {
        let mut e = Self::default();
        e.add(field, message);
        e
    }
}

/// An action refused for a reason the user can fix, or failed inside.
#[derive(Debug, thiserror::Error)]
pub enum ActionError {
    #[error("invalid input")]
    Invalid(FieldErrors),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for ActionError {
    fn from(e: sqlx::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("database"))
    }
}

impl From<askama::Error> for ActionError {
    fn from(e: askama::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("mail template"))
    }
}

/// Why a game or challenge action was refused (or failed inside). Pages and the API
/// map each variant to a message and a status.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    #[error("not found")]
    NotFound,
    #[error("only the players of this game can do that")]
    NotAPlayer,
    #[error("please confirm your email address first")]
    Unverified,
    #[error("it is not your move")]
    NotYourTurn,
    #[error("the game is over")]
    NotRunning,
    #[error("the position changed since your page was loaded")]
    StalePly { current: i32 },
    #[error("{0}")]
    IllegalMove(String),
    #[error("{0}")]
    Refused(String),
    #[error("invalid input")]
    Invalid(FieldErrors),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for GameError {
    fn from(e: sqlx::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("database"))
    }
}

impl From<askama::Error> for GameError {
    fn from(e: askama::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("mail template"))
    }
}
