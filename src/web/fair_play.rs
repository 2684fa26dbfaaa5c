//! The fair-play rule of a game or an event in words (issue 45): the site's policy
//! (`ENGINES_ALLOWED`, off by default: no engines, as lichess) unless a tournament
//! states its own (engines allowed, as ICCF, or forbidden). Xfcc sends the same rule
//! as `noEngines` and `noTablebases`.

use crate::i18n::Lang;

/// Whose rule applies: the site's or the tournament's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleOf {
    Site,
    Tournament,
}

/// The rule that applies: a tournament's own (`event`) or else the site's.
pub fn applies(event: Option<bool>, site: bool) -> (bool, RuleOf) {
    match event {
        Some(allowed) => (allowed, RuleOf::Tournament),
        None => (site, RuleOf::Site),
    }
}

/// "Fair play: no help from engines or tablebases during the game (the site's rule)."
pub fn sentence(lang: Lang, engines_allowed: bool, of: RuleOf) -> String {
    let rule = if engines_allowed {
        lang.t("fair-play-engines")
    } else {
        lang.t("fair-play-no-engines")
    };
    let whose = match of {
        RuleOf::Site => lang.t("fair-play-by-site"),
        RuleOf::Tournament => lang.t("fair-play-by-tournament"),
    };
    lang.t2("fair-play-line", "rule", rule, "whose", whose)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tournaments_rule_wins_over_the_sites() {
        assert_eq!(applies(None, false), (false, RuleOf::Site));
        assert_eq!(applies(Some(true), false), (true, RuleOf::Tournament));
        assert_eq!(applies(Some(false), true), (false, RuleOf::Tournament));
    }

    #[test]
    fn the_rule_reads_in_every_language() {
        let en = sentence(Lang::En, false, RuleOf::Site);
        assert!(
            en.contains("no help from engines") && en.contains("site"),
            "{en}"
        );
        let en = sentence(Lang::En, true, RuleOf::Tournament);
        assert!(en.contains("ICCF") && en.contains("tournament"), "{en}");
        for lang in Lang::ALL {
            assert!(!sentence(lang, true, RuleOf::Site).is_empty());
        }
    }
}
