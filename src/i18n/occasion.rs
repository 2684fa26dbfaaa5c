//! The words of a tournament game's occasion, for its start mail.

use fluent_bundle::FluentArgs;

use super::Lang;
use crate::domain::{knockout, occasion::Occasion};

impl Occasion<'_> {
    /// In words, in `lang` ("round 2 of Open").
    pub fn describe_in(self, lang: Lang) -> String {
        let mut args = FluentArgs::with_capacity(4);
        let id = match self {
            Self::Round { round, tournament } => {
                args.set("round", round);
                args.set("tournament", tournament);
                crate::msg!("stages-occasion-round")
            }
            Self::Group {
                stage,
                group,
                round,
                tournament,
            } => {
                args.set("stage", stage);
                args.set("group", group);
                args.set("round", round);
                args.set("tournament", tournament);
                crate::msg!("stages-occasion-group")
            }
            Self::Match {
                round,
                rounds,
                tournament,
            } => {
                args.set(
                    "round",
                    knockout::Round {
                        number: round,
                        of: rounds,
                    }
                    .describe(lang),
                );
                args.set("tournament", tournament);
                crate::msg!("stages-occasion-match")
            }
        };
        lang.format(id, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn occasions_in_both_languages() {
        let round = Occasion::Round {
            round: 2,
            tournament: "Open",
        };
        assert_eq!(round.describe_in(Lang::En), "round 2 of Open");
        assert_eq!(round.describe_in(Lang::De), "Runde 2 im Turnier „Open“");
        let group = Occasion::Group {
            stage: 1,
            group: 3,
            round: 2,
            tournament: "Open",
        };
        assert_eq!(
            group.describe_in(Lang::En),
            "stage 1, group 3, round 2 of Open"
        );
        assert_eq!(
            group.describe_in(Lang::De),
            "Phase 1, Gruppe 3, Runde 2 im Turnier „Open“"
        );
        let semi = Occasion::Match {
            round: 2,
            rounds: 3,
            tournament: "Cup",
        };
        assert_eq!(semi.describe_in(Lang::En), "the semi-finals of Cup");
        assert_eq!(
            semi.describe_in(Lang::De),
            "Runde 2 (Halbfinale) im Turnier „Cup“"
        );
        let first = Occasion::Match {
            round: 1,
            rounds: 4,
            tournament: "Cup",
        };
        assert_eq!(first.describe_in(Lang::En), "round 1 of Cup");
        assert_eq!(
            first.describe_in(Lang::De),
            "Runde 1 (Achtelfinale) im Turnier „Cup“"
        );
    }
}
