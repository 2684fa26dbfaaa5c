//! The words of a challenge's terms, for its list and its mails.

use fluent_bundle::FluentArgs;

use super::Lang;
use crate::{
    chess::StartNumber,
    domain::{challenge_terms::ChallengeTerms, games::ColorChoice},
};

impl ChallengeTerms {
    /// The terms in `lang`, e.g. "3 days per move, random start position, colours
    /// drawn at random, rated".
    pub fn describe_in(&self, lang: Lang) -> String {
        let position = match self.start_number {
            Some(StartNumber::CLASSICAL) => lang.t("stages-challenge-classical").to_owned(),
            Some(n) => lang.t1("stages-challenge-number", "number", &n),
            None => lang.t("stages-challenge-random").to_owned(),
        };
        let colour = match self.color {
            ColorChoice::White => crate::msg!("stages-challenge-white"),
            ColorChoice::Black => crate::msg!("stages-challenge-black"),
            ColorChoice::Random => crate::msg!("stages-challenge-colours-random"),
        };
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        let mut args = FluentArgs::with_capacity(5);
        args.set("tc", self.time_control.describe(lang));
        args.set("position", position);
        args.set("colour", lang.t(colour));
        args.set("rated", yes_no(self.rated));
        args.set("vacation", yes_no(self.vacation_allowed));
        lang.format(crate::msg!("stages-challenge-terms"), &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::clock::TimeControl;

    fn describe_terms(
        lang: Lang,
        tc: &TimeControl,
        start_number: Option<StartNumber>,
        rated: bool,
        color: ColorChoice,
        vacation_allowed: bool,
    ) -> String {
        ChallengeTerms {
            time_control: *tc,
            start_number,
            rated,
            color,
            vacation_allowed,
        }
        .describe_in(lang)
    }

    #[test]
    fn terms_in_words() {
        let tc = |days| TimeControl::PerMove { days };
        assert_eq!(
            describe_terms(Lang::En, &tc(3), None, true, ColorChoice::Random, true),
            "3 days per move, random start position, colours drawn at random, rated"
        );
        assert_eq!(
            describe_terms(
                Lang::En,
                &tc(1),
                Some(StartNumber::CLASSICAL),
                false,
                ColorChoice::White,
                false
            ),
            "1 day per move, classical start position (No. 518), challenger plays white, unrated, no vacation"
        );
        let zero = StartNumber::new(0).ok();
        assert!(
            describe_terms(Lang::En, &tc(5), zero, true, ColorChoice::Black, true)
                .contains("No. 0")
        );
        assert_eq!(
            describe_terms(Lang::De, &tc(3), None, false, ColorChoice::Random, false),
            "3 Tage pro Zug, zufällige Startstellung, Farben werden ausgelost, ungewertet, ohne Urlaub"
        );
        assert_eq!(
            describe_terms(Lang::De, &tc(1), zero, true, ColorChoice::Black, true),
            "1 Tag pro Zug, Startstellung Nr. 0, Herausforderer spielt Schwarz, gewertet"
        );
    }
}
