//! A tournament's values in words: its status, formats, tie-breaks, entry rules, start
//! position policy, knockout rounds and fates, and why it was cancelled.

use crate::domain::{
    Lang,
    cancel_reason::CancelReason,
    entry::EntryRules,
    groups::{AdvanceTies, FinalFormat},
    knockout::{Fate, Round},
    pairings::Format,
    position_policy::PositionPolicy,
    tiebreaks::TieBreak,
    tournaments::TournamentStatus,
};

impl TournamentStatus {
    /// In words for lists and pages, in `lang`.
    pub fn describe(self, lang: impl std::borrow::Borrow<Lang>) -> &'static str {
        let lang = *lang.borrow();
        match self {
            Self::Registration => lang.t("stages-status-registration"),
            Self::Running => lang.t("stages-status-running"),
            Self::Finished => lang.t("stages-status-finished"),
            Self::Cancelled => lang.t("stages-status-cancelled"),
        }
    }
}

impl Format {
    /// In words for pages and mails, in `lang`.
    pub fn describe(self, lang: impl std::borrow::Borrow<Lang>) -> &'static str {
        let lang = *lang.borrow();
        match self {
            Self::RoundRobin => lang.t("stages-format-round-robin"),
            Self::DoubleRoundRobin => lang.t("stages-format-double"),
            Self::Groups => lang.t("stages-format-groups"),
            Self::Knockout => lang.t("stages-format-knockout"),
        }
    }
}

impl AdvanceTies {
    /// In words for the tournament page, in `lang`.
    pub fn describe(self, lang: Lang) -> &'static str {
        match self {
            Self::Tiebreak => lang.t("stages-ties-tiebreak"),
            Self::All => lang.t("stages-ties-all"),
        }
    }
}

impl FinalFormat {
    /// In words for the tournament page, in `lang`.
    pub fn describe(self, lang: Lang) -> &'static str {
        match self {
            Self::RoundRobin => lang.t("stages-final-round-robin"),
            Self::DoubleRoundRobin => lang.t("stages-final-double"),
            Self::Groups => lang.t("stages-final-groups"),
        }
    }
}

impl TieBreak {
    /// In words for the tournament page, in `lang`.
    pub fn describe(self, lang: Lang) -> &'static str {
        match self {
            Self::SonnebornBerger => lang.t("stages-tiebreak-sb"),
            Self::Wins => lang.t("stages-tiebreak-wins"),
            Self::Direct => lang.t("stages-tiebreak-direct"),
            Self::Koya => lang.t("stages-tiebreak-koya"),
            Self::Rating => lang.t("stages-tiebreak-rating"),
        }
    }
}

/// An order of tie-breaks in words in `lang`, points first: "points, Sonneborn-Berger
/// (SB), number of wins (Baumbach)" (a list, so joined by commas in either language).
pub fn describe_order(order: &[TieBreak], lang: Lang) -> String {
    std::iter::once(lang.t("stages-tiebreak-points"))
        .chain(order.iter().map(|t| t.describe(lang)))
        .collect::<Vec<_>>()
        .join(", ")
}

impl EntryRules {
    /// The rules in words in `lang` ("" when there are none).
    pub fn describe(&self, lang: Lang) -> String {
        let mut parts = Vec::new();
        match (self.min_rating, self.max_rating) {
            (Some(a), Some(b)) => parts.push(lang.t2("stages-entry-band", "min", a, "max", b)),
            (Some(a), None) => parts.push(lang.t1("stages-entry-band-min", "min", a)),
            (None, Some(b)) => parts.push(lang.t1("stages-entry-band-max", "max", b)),
            (None, None) => {}
        }
        if let Some(g) = self.min_rated_games {
            parts.push(lang.t1("stages-entry-games", "games", g));
        }
        if self.password_required {
            parts.push(lang.t("stages-entry-password").to_owned());
        }
        parts.join("; ")
    }
}

impl PositionPolicy {
    /// The policy in words in `lang`, for the tournament page and the API; what a
    /// pairing shares depends on the event's `format` (a double round robin's two
    /// games, a knockout match's pairs of games).
    pub fn describe(self, format: Format, lang: Lang) -> String {
        match self {
            Self::Tournament => lang.t("stages-policy-tournament").to_owned(),
            Self::Stage => lang.t("stages-policy-stage").to_owned(),
            Self::Round => lang.t("stages-policy-round").to_owned(),
            Self::Pairing => lang.t1("stages-policy-pairing", "format", format.as_str()),
            Self::Game => lang.t("stages-policy-game").to_owned(),
            Self::Fixed(n) => lang.t1("stages-policy-fixed", "number", &n),
        }
    }
}

impl Round {
    /// The round's name in `lang`, as mails and places say it: "the semi-finals",
    /// "Runde 2 (Halbfinale)".
    pub fn describe(self, lang: Lang) -> String {
        lang.t2(
            "stages-round-name",
            "round",
            self.number,
            "left",
            self.of.saturating_sub(self.number),
        )
    }
}

impl Fate {
    /// "won the final", "out in the semi-finals", "still in", in `lang`.
    pub fn describe(self, lang: Lang) -> String {
        match self {
            Self::WonFinal => lang.t("stages-won-final").to_owned(),
            Self::Out { round, rounds } => {
                let name = Round {
                    number: round,
                    of: rounds,
                };
                lang.t1("stages-out-in", "round", name.describe(lang))
            }
            Self::StillIn => lang.t("stages-still-in").to_owned(),
        }
    }
}

impl CancelReason {
    /// The reason in `lang`'s words (a reason stored as a sentence as it was written).
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            CancelReason::Organisers => lang.t("stages-cancelled-by-organisers").to_owned(),
            CancelReason::TooFew { registered, needed } => lang.t2(
                "stages-cancelled-too-few",
                "registered",
                *registered,
                "needed",
                *needed,
            ),
            CancelReason::Written(text) => text.clone(),
        }
    }
}
