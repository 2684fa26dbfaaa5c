//! One function per user action: it opens the transaction, calls store and domain code,
//! queues the resulting mail, and commits. Web pages and the JSON API both call these,
//! so no rule exists twice.

pub mod account_deletion;
pub mod accounts;
pub mod api_tokens;
pub mod challenge_terms;
pub mod challenges;
pub mod clocks;
pub mod conditional_lines;
pub mod conditionals;
pub mod context;
pub mod digests;
pub mod draw_decision;
pub mod error;
pub mod export;
pub mod game_mails;
pub mod game_talk;
pub mod game_view;
pub mod games;
pub mod login;
pub mod mail_replies;
pub mod moderation;
pub mod move_decision;
pub mod password_hasher;
pub mod pgn;
pub mod play;
pub mod player_archive;
pub mod ratings;
pub mod rematch;
pub mod safety;
pub mod session_cache;
#[cfg(test)]
mod test_games;
pub mod time_control_input;
pub mod tournaments;

use std::collections::BTreeMap;

pub use context::Context;
pub use error::{Missing, ServiceError};

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

    /// Every message in one sentence run (field order), for answers that show no form.
    pub fn sentence(&self) -> String {
        if self.is_empty() {
            return "Some fields are not valid.".into();
        }
        self.0.values().cloned().collect::<Vec<_>>().join(" ")
    }

    pub fn single(field: &'static str, message: impl Into<String>) -> Self {
        let mut e = Self::default();
        e.add(field, message);
        e
    }
}
