//! The domain's ids as message variables ("Partie 42").

use fluent_bundle::FluentValue;

use super::super::Var;
use crate::domain::{ChallengeId, GameId, TournamentId};

/// A game's number as a message variable ("Partie 42").
impl<'a> Var<'a> for &GameId {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(self.0)
    }
}

/// A challenge's number as a message variable.
impl<'a> Var<'a> for &ChallengeId {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(self.0)
    }
}

/// A tournament's number as a message variable.
impl<'a> Var<'a> for &TournamentId {
    fn var(self) -> FluentValue<'a> {
        FluentValue::from(self.0)
    }
}
