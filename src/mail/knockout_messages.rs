//! Mails of a knockout: a match's games begin (a new round, or a tie-break pair), or
//! the recipient has a bye.

use std::borrow::Borrow;

use fluent_bundle::FluentArgs;

use super::tournament_messages::GameLine;
use crate::{
    domain::{clock::TimeControl, knockout},
    i18n::Lang,
    mail_message,
};

/// The recipient's match in a round of a knockout: its games, or a bye.
pub struct KnockoutMatch {
    pub recipient: String,
    pub tournament: String,
    /// The round's number, of `rounds` ("the final", "the semi-finals", "round 1"...).
    pub round: usize,
    pub rounds: usize,
    /// Empty for a bye.
    pub opponent: String,
    /// The games are tie-breaks of a level match.
    pub tiebreak: bool,
    /// The event's time control (the terms: "knockout, 3 days per move").
    pub time_control: TimeControl,
    pub games: Vec<GameLine>,
    pub link: String,
}
mail_message!(
    KnockoutMatch,
    knockout_match,
    "knockout_match",
    "mail/knockout_match.txt",
    "mail/knockout_match.html",
    |m, l| {
        let (id, mut a) = m.words(l, true);
        a.set("count", m.games.len());
        l.format(id, &a)
    }
);

impl KnockoutMatch {
    /// The subject's (`subject`) or the body's message and its variables.
    fn words(&self, lang: Lang, subject: bool) -> (&'static str, FluentArgs<'_>) {
        let mut a = FluentArgs::with_capacity(5);
        a.set("tournament", self.tournament.as_str());
        a.set(
            "round",
            knockout::Round {
                number: self.round,
                of: self.rounds,
            }
            .describe(lang),
        );
        a.set("opponent", self.opponent.as_str());
        let tc = self.time_control.describe(lang);
        a.set("terms", lang.t1("stages-knockout-terms", "tc", tc));
        let id = match (self.opponent.is_empty(), self.tiebreak, subject) {
            (true, _, true) => crate::msg!("stages-bye-subject"),
            (true, _, false) => crate::msg!("stages-bye-body"),
            (false, true, true) => crate::msg!("stages-tiebreak-subject"),
            (false, true, false) => crate::msg!("stages-tiebreak-body"),
            (false, false, true) => crate::msg!("stages-match-subject"),
            (false, false, false) => crate::msg!("stages-match-body"),
        };
        (id, a)
    }

    /// The body's opening sentence (the bye, the tie-break or the match), in `lang`.
    pub fn body_in(&self, lang: impl Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        let (id, a) = self.words(lang, false);
        lang.format(id, &a)
    }
}
