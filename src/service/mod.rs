//! One function per user action: it opens the transaction, calls store and domain code,
//! queues the resulting mail, and commits. Web pages and the JSON API both call these,
//! so no rule exists twice.

pub mod account_deletion;
pub mod accounts;
pub mod after_game;
pub mod analysis;
pub mod api_tokens;
pub mod challenge_terms;
pub mod challenges;
pub mod clocks;
pub mod clubs;
pub mod conditional_lines;
pub mod conditionals;
pub mod context;
pub mod digests;
pub mod draw_decision;
pub mod error;
pub mod export;
pub mod federation;
pub mod federation_transport;
pub mod game_actions;
pub mod game_mails;
pub mod game_talk;
pub mod game_view;
pub mod games;
pub mod give_time;
pub mod login;
pub mod mail_replies;
pub mod moderation;
pub mod move_decision;
pub mod password_hasher;
pub mod pgn;
pub mod play;
pub mod player_archive;
pub mod push_notices;
pub mod ratings;
pub mod record;
pub mod rematch;
pub mod remote_games;
pub mod safety;
pub mod team_matches;
#[cfg(test)]
pub(crate) mod test_games;
pub mod time_control_input;
pub mod tournament_rulings;
pub mod tournaments;

use std::collections::BTreeMap;

use crate::domain::Words;
pub use context::{Context, Tx};
pub use error::{Missing, ServiceError};

/// Errors keyed by form field (or JSON field): for each, the words the user can act
/// on, as data (the edge words them in the reader's language).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FieldErrors(pub BTreeMap<&'static str, Words>);

impl FieldErrors {
    /// Notes `words` at `field`, unless the field has an error already (the first
    /// one found stays).
    pub fn add(&mut self, field: &'static str, words: Words) {
        self.0.entry(field).or_insert(words);
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The words at one field, if any.
    pub fn words(&self, field: &str) -> Option<&Words> {
        self.0.get(field)
    }

    /// One field's error alone.
    pub fn single(field: &'static str, words: Words) -> Self {
        let mut e = Self::default();
        e.add(field, words);
        e
    }

    /// The field's message in English, or "" (for the services' own tests).
    #[cfg(test)]
    pub fn text(&self, field: &str) -> String {
        self.words(field).map(Words::to_string).unwrap_or_default()
    }

    /// The field's message in German, or "".
    #[cfg(test)]
    pub fn text_de(&self, field: &str) -> String {
        self.words(field).map(Words::de).unwrap_or_default()
    }
}
