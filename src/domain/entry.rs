//! Who may join a tournament: a rating band, a number of rated games played, and an
//! optional entry password. Pure: the reason a player is refused is decided here, so the
//! page can show it before the join button and the join refuses with the same words.

use crate::domain::Words;

/// The highest rating bound an organiser may set.
pub const MAX_RATING: i32 = 4000;

/// A tournament's entry rules (all optional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EntryRules {
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    pub min_rated_games: Option<i32>,
    /// Joining needs the organiser's entry password.
    pub password_required: bool,
}

/// What the rules know of a player who wants to join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applicant {
    /// The rating as shown (rounded).
    pub rating: i32,
    /// Rated games the player has finished.
    pub rated_games: i64,
}

impl EntryRules {
    /// Whether any rule applies.
    pub fn any(&self) -> bool {
        self.min_rating.is_some()
            || self.max_rating.is_some()
            || self.min_rated_games.is_some()
            || self.password_required
    }

    /// Why `who` may not join, in `lang`, or `None` when the rating and games rules let
    /// them (the password is checked on its own).
    pub fn refusal(&self, who: Applicant) -> Option<Words> {
        if let Some(min) = self.min_rating.filter(|&m| who.rating < m) {
            return Some(
                Words::new("stages-entry-min-rating")
                    .arg("min", min)
                    .arg("rating", who.rating),
            );
        }
        if let Some(max) = self.max_rating.filter(|&m| who.rating > m) {
            return Some(
                Words::new("stages-entry-max-rating")
                    .arg("max", max)
                    .arg("rating", who.rating),
            );
        }
        if let Some(games) = self
            .min_rated_games
            .filter(|&g| who.rated_games < i64::from(g))
        {
            return Some(
                Words::new("stages-entry-min-games")
                    .arg("games", games)
                    .arg("played", who.rated_games),
            );
        }
        None
    }
}

/// The days over which losses on time count against joining tournaments.
pub const TIMEOUT_WINDOW_DAYS: i64 = 90;

/// The timeout record's refusal: a player who lost more than `limit` games on time in
/// the last [`TIMEOUT_WINDOW_DAYS`] days may not join (no limit: everyone may).
pub fn timeout_refusal(limit: Option<u32>, losses: i64) -> Option<Words> {
    let limit = limit?;
    (losses > i64::from(limit)).then(|| {
        Words::new("stages-entry-timeouts")
            .arg("limit", limit)
            .arg("days", TIMEOUT_WINDOW_DAYS)
            .arg("losses", losses)
    })
}

/// The refusal of a wrong or missing entry password, in `lang`.
pub fn wrong_password() -> Words {
    Words::new("stages-entry-wrong-password")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(rating: i32, rated_games: i64) -> Applicant {
        Applicant {
            rating,
            rated_games,
        }
    }

    #[test]
    fn the_timeout_record_refuses_only_above_its_limit() {
        assert_eq!(timeout_refusal(None, 50).map(|w| w.to_string()), None);
        assert_eq!(timeout_refusal(Some(2), 0).map(|w| w.to_string()), None);
        assert_eq!(timeout_refusal(Some(2), 2).map(|w| w.to_string()), None);
        let refused = timeout_refusal(Some(2), 3).map(|w| w.to_string()).unwrap();
        assert!(
            refused.contains("more than 2 games on time")
                && refused.contains("90 days")
                && refused.ends_with("you lost 3."),
            "{refused}"
        );
        assert!(timeout_refusal(Some(0), 1).map(|w| w.to_string()).is_some());
    }

    #[test]
    fn no_rules_admit_everyone() {
        let rules = EntryRules::default();
        assert!(!rules.any());
        assert_eq!(rules.refusal(who(0, 0)).map(|w| w.to_string()), None);
    }

    #[test]
    fn each_rule_refuses_with_its_reason_and_admits_at_its_bound() {
        let rules = EntryRules {
            min_rating: Some(1400),
            max_rating: Some(1800),
            min_rated_games: Some(3),
            password_required: true,
        };
        assert!(rules.any());
        assert_eq!(rules.refusal(who(1400, 3)).map(|w| w.to_string()), None);
        assert_eq!(rules.refusal(who(1800, 10)).map(|w| w.to_string()), None);
        let low = rules.refusal(who(1399, 3)).map(|w| w.to_string()).unwrap();
        assert!(
            low.contains("1400 or more") && low.contains("1399"),
            "{low}"
        );
        let high = rules.refusal(who(1801, 3)).map(|w| w.to_string()).unwrap();
        assert!(
            high.contains("1800 or less") && high.contains("1801"),
            "{high}"
        );
        let new = rules.refusal(who(1500, 2)).map(|w| w.to_string()).unwrap();
        assert!(
            new.contains("at least 3") && new.contains("you have 2"),
            "{new}"
        );
        assert_eq!(
            rules.refusal(who(1399, 3)).map(|w| w.de()).unwrap(),
            "Dieses Turnier ist für Spieler mit einer Wertungszahl von mindestens 1400; deine ist 1399."
        );
    }

    #[test]
    fn one_sided_bands_read_naturally() {
        let only_min = EntryRules {
            min_rating: Some(1600),
            ..EntryRules::default()
        };
        assert_eq!(only_min.refusal(who(3000, 0)).map(|w| w.to_string()), None);
        let only_max = EntryRules {
            max_rating: Some(1600),
            ..EntryRules::default()
        };
        assert_eq!(only_max.refusal(who(100, 0)).map(|w| w.to_string()), None);
    }
}
