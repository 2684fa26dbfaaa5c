//! The entry-rule fields of the tournament form, parsed with an error per field.

use super::settings::TournamentInput;
use crate::domain::Words;
use crate::{
    domain::entry::{EntryRules, MAX_RATING},
    service::FieldErrors,
};

/// The longest entry password (it is hashed like an account password).
pub const MAX_PASSWORD_CHARS: usize = 100;

/// An optional whole number in `0..=max`: empty is `None`, anything else wrong is an
/// error on `field`.
fn optional(text: &str, max: i32, field: &'static str, errors: &mut FieldErrors) -> Option<i32> {
    match text.trim() {
        "" => None,
        t => match t.parse::<i32>() {
            Ok(n) if (0..=max).contains(&n) => Some(n),
            _ => {
                errors.add(
                    field,
                    Words::new("admin-tfe-optional-number").arg("max", max),
                );
                None
            }
        },
    }
}

/// The rating band and games rule as typed (the password's presence is decided when it
/// is stored); a band whose minimum lies above its maximum is refused.
pub fn parse(input: &TournamentInput, errors: &mut FieldErrors) -> EntryRules {
    let min_rating = optional(&input.min_rating, MAX_RATING, "min_rating", errors);
    let max_rating = optional(&input.max_rating, MAX_RATING, "max_rating", errors);
    if let (Some(a), Some(b)) = (min_rating, max_rating)
        && a > b
    {
        errors.add("max_rating", Words::new("admin-tfe-rating-band"));
    }
    let min_rated_games = optional(&input.min_rated_games, 10_000, "min_rated_games", errors);
    if input.entry_password.chars().count() > MAX_PASSWORD_CHARS {
        errors.add(
            "entry_password",
            Words::new("admin-tfe-password").arg("max", MAX_PASSWORD_CHARS),
        );
    }
    EntryRules {
        min_rating,
        max_rating,
        min_rated_games,
        password_required: !input.entry_password.is_empty(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(min: &str, max: &str, games: &str, password: &str) -> TournamentInput {
        TournamentInput {
            min_rating: min.into(),
            max_rating: max.into(),
            min_rated_games: games.into(),
            entry_password: password.into(),
            ..TournamentInput::blank()
        }
    }

    #[test]
    fn empty_fields_set_no_rule() {
        let mut errors = FieldErrors::default();
        assert_eq!(
            parse(&input("", " ", "", ""), &mut errors),
            EntryRules::default()
        );
        assert!(errors.is_empty());
    }

    #[test]
    fn rules_parse_and_bad_ones_name_their_field() {
        let mut errors = FieldErrors::default();
        let rules = parse(&input("1200", "1800", "5", "club"), &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(
            rules,
            EntryRules {
                min_rating: Some(1200),
                max_rating: Some(1800),
                min_rated_games: Some(5),
                password_required: true,
            }
        );
        let mut errors = FieldErrors::default();
        let long = "x".repeat(MAX_PASSWORD_CHARS + 1);
        parse(&input("-1", "4001", "many", &long), &mut errors);
        for field in [
            "min_rating",
            "max_rating",
            "min_rated_games",
            "entry_password",
        ] {
            assert!(!errors.text(field).is_empty(), "{field}: {errors:?}");
        }
        let mut errors = FieldErrors::default();
        parse(&input("1900", "1800", "", ""), &mut errors);
        assert!(!errors.text("max_rating").is_empty());
    }
}
