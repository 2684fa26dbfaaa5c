//! The words of a tournament game's occasion, for its start mail.

use fluent_bundle::{FluentArgs, FluentValue};

use super::Lang;
use crate::domain::{knockout, occasion::Occasion};

impl Occasion<'_> {
    /// In words, in `lang` ("round 2 of Open").
    pub fn describe_in(self, lang: Lang) -> String {
        let mut args = FluentArgs::with_capacity(4);
        // Every occasion names a round: a number, or a knockout round in words.
        let (id, round, tournament) = match self {
            Self::Round { round, tournament } => (
                crate::msg!("stages-occasion-round"),
                FluentValue::from(round),
                tournament,
            ),
            Self::Group {
                stage,
                group,
                round,
                tournament,
            } => {
                args.set("stage", stage);
                args.set("group", group);
                let id = crate::msg!("stages-occasion-group");
                (id, FluentValue::from(round), tournament)
            }
            Self::Match {
                round,
                rounds,
                tournament,
            } => {
                let round = knockout::Round {
                    number: round,
                    of: rounds,
                };
                let id = crate::msg!("stages-occasion-match");
                (id, FluentValue::from(round.describe(lang)), tournament)
            }
        };
        args.set("round", round);
        args.set("tournament", tournament);
        lang.format(id, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `occasion` reads `en` in English and `de` in German.
    #[track_caller]
    fn reads(occasion: Occasion, en: &str, de: &str) {
        assert_eq!(occasion.describe_in(Lang::En), en);
        assert_eq!(occasion.describe_in(Lang::De), de);
    }

    #[test]
    fn occasions_in_both_languages() {
        let round = Occasion::Round {
            round: 2,
            tournament: "Open",
        };
        reads(round, "round 2 of Open", "Runde 2 im Turnier „Open“");
        let group = Occasion::Group {
            stage: 1,
            group: 3,
            round: 2,
            tournament: "Open",
        };
        let group_de = "Phase 1, Gruppe 3, Runde 2 im Turnier „Open“";
        reads(group, "stage 1, group 3, round 2 of Open", group_de);
        let cup = |round, rounds| Occasion::Match {
            round,
            rounds,
            tournament: "Cup",
        };
        let semi_de = "Runde 2 (Halbfinale) im Turnier „Cup“";
        reads(cup(2, 3), "the semi-finals of Cup", semi_de);
        let first_de = "Runde 1 (Achtelfinale) im Turnier „Cup“";
        reads(cup(1, 4), "round 1 of Cup", first_de);
    }
}
