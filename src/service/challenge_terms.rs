//! The terms of a new challenge read from its input, every refusal noted at once; pure,
//! so `challenges::create` only looks up the opponent and writes.

use super::{FieldErrors, time_control_input::TimeControlInput};
use crate::domain::Words;
use crate::{
    chess::StartNumber,
    domain::{
        clock::TimeControl,
        games::{ColorChoice, MAX_NOTE_CHARS, is_plain_text},
        rating::RatingRange,
    },
};

/// A challenge as typed into the form or sent as JSON.
#[derive(Clone, Debug, Default)]
pub struct ChallengeInput {
    /// Username; empty for an open challenge.
    pub opponent: String,
    /// `white`, `black` or `random`.
    pub color: String,
    pub time_control: TimeControlInput,
    /// `random`, `number` or `classical`.
    pub start: String,
    pub start_number: String,
    pub rated: bool,
    pub note: String,
    pub vacation_allowed: bool,
    /// The optional lowest and highest rating of who may accept (open challenges).
    pub min_rating: String,
    pub max_rating: String,
}

impl ChallengeInput {
    /// The start chosen: a typed start number counts as choosing "number" even when
    /// "random" (the default) was left selected, so a typed number is never ignored.
    pub fn chosen_start(&self) -> &str {
        match self.start.trim() {
            "" | "random" if !self.start_number.trim().is_empty() => "number",
            other => other,
        }
    }
}

/// What a challenge offers, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms<'a> {
    pub color: ColorChoice,
    pub time_control: TimeControl,
    /// The silence rule's days, if the challenger set one.
    pub max_silence_days: Option<i32>,
    /// `None`: drawn when the challenge is accepted.
    pub start_number: Option<StartNumber>,
    /// Trimmed.
    pub note: &'a str,
    /// Who may accept (an open challenge only).
    pub rating_range: RatingRange,
}

impl<'a> Terms<'a> {
    /// Reads the terms; each refused field is added to `errors` (the value returned
    /// then stands in and must not be stored).
    pub fn check(input: &'a ChallengeInput, errors: &mut FieldErrors) -> Self {
        let color = ColorChoice::parse(input.color.trim()).unwrap_or_else(|| {
            errors.add("color", Words::new("stages-refuse-colour"));
            ColorChoice::Random
        });
        let time_control = input.time_control.parse(errors);
        let max_silence_days = input.time_control.parse_silence(errors);
        let start_number = start_number(input, errors);
        let note = input.note.trim();
        if note.chars().count() > MAX_NOTE_CHARS {
            errors.add(
                "note",
                Words::new("stages-refuse-note-long").arg("max", MAX_NOTE_CHARS),
            );
        } else if !is_plain_text(note) {
            errors.add("note", Words::new("stages-refuse-note-chars"));
        }
        Self {
            color,
            time_control,
            max_silence_days,
            start_number,
            note,
            rating_range: rating_range(input, errors),
        }
    }
}

/// The optional lowest and highest rating of who may accept an open challenge.
fn rating_range(input: &ChallengeInput, errors: &mut FieldErrors) -> RatingRange {
    let range = parse_rating_range(&input.min_rating, &input.max_rating, errors);
    if !range.is_open() && !input.opponent.trim().is_empty() {
        errors.add("min_rating", Words::new("stages-refuse-range-direct"));
    }
    range
}

/// Reads the `min_rating` and `max_rating` fields (each optional, within
/// [`RatingRange::LIMITS`], the lowest not above the highest): an open challenge's
/// range and a team match's share it.
pub fn parse_rating_range(min: &str, max: &str, errors: &mut FieldErrors) -> RatingRange {
    let mut end = |field: &'static str, text: &str, which: &str| {
        let text = text.trim();
        if text.is_empty() {
            return None;
        }
        let n = text
            .parse::<i32>()
            .ok()
            .filter(|n| RatingRange::LIMITS.contains(n));
        if n.is_none() {
            errors.add(
                field,
                Words::new("stages-refuse-rating").arg("which", which),
            );
        }
        n
    };
    let range = RatingRange {
        min: end("min_rating", min, "lowest"),
        max: end("max_rating", max, "highest"),
    };
    if let (Some(lo), Some(hi)) = (range.min, range.max)
        && lo > hi
    {
        errors.add("max_rating", Words::new("stages-refuse-rating-order"));
    }
    range
}

/// Random (`None`), classical, or the number typed.
fn start_number(input: &ChallengeInput, errors: &mut FieldErrors) -> Option<StartNumber> {
    match input.chosen_start() {
        "" | "random" => None,
        "classical" => Some(StartNumber::CLASSICAL),
        "number" => {
            let typed = input.start_number.trim().parse::<u16>().ok();
            let number = typed.and_then(|n| StartNumber::new(n).ok());
            if number.is_none() {
                errors.add("start_number", Words::new("stages-refuse-start-number"));
            }
            number
        }
        _ => {
            errors.add("start", Words::new("stages-refuse-start"));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::time_control_input::TimeControlInput;

    fn input(color: &str, start: &str, number: &str, note: &str) -> ChallengeInput {
        ChallengeInput {
            color: color.into(),
            start: start.into(),
            start_number: number.into(),
            note: note.into(),
            time_control: TimeControlInput {
                days_per_move: "3".into(),
                ..Default::default()
            },
            ..Default::default()
        }
    }

    #[test]
    fn good_terms_are_read() {
        let i = input("black", "number", " 518 ", "  good luck ");
        let mut errors = FieldErrors::default();
        let terms = Terms::check(&i, &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(terms.color, ColorChoice::Black);
        assert_eq!(terms.start_number, Some(StartNumber::CLASSICAL));
        assert_eq!(terms.note, "good luck");
        let i = input("random", "random", "", "");
        assert_eq!(Terms::check(&i, &mut errors).start_number, None);
        assert!(errors.is_empty(), "{errors:?}");
    }

    #[test]
    fn a_typed_start_number_is_taken_even_with_random_chosen() {
        let start = |choice: &str, typed: &str| {
            let mut errors = FieldErrors::default();
            let n = Terms::check(&input("white", choice, typed, ""), &mut errors).start_number;
            (
                n.map(|n| n.to_string().parse::<u16>().unwrap()),
                errors.text("start_number").to_owned(),
            )
        };
        assert_eq!(start("random", " 42 "), (Some(42), String::new()));
        assert_eq!(start("", "7"), (Some(7), String::new()));
        assert_eq!(start("random", "  "), (None, String::new()));
        assert_eq!(start("random", ""), (None, String::new()));
        assert_eq!(start("classical", "7"), (Some(518), String::new()));
        assert_eq!(start("number", "7"), (Some(7), String::new()));
        let (none, error) = start("random", "x");
        assert_eq!(none, None);
        assert!(error.contains("0 to 959"), "{error}");
        assert_eq!(input("white", "random", "5", "").chosen_start(), "number");
        assert_eq!(input("white", "random", "", "").chosen_start(), "random");
    }

    #[test]
    fn rating_ranges_are_read_and_checked() {
        let mut i = input("white", "random", "", "");
        i.min_rating = " 1400 ".into();
        i.max_rating = "1800".into();
        let mut errors = FieldErrors::default();
        let range = Terms::check(&i, &mut errors).rating_range;
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!((range.min, range.max), (Some(1400), Some(1800)));
        i.max_rating = String::new();
        assert_eq!(Terms::check(&i, &mut errors).rating_range.max, None);
        for (lo, hi, field) in [
            ("abc", "", "min_rating"),
            ("", "4001", "max_rating"),
            ("-5", "", "min_rating"),
            ("1800", "1400", "max_rating"),
        ] {
            let mut i = input("white", "random", "", "");
            i.min_rating = lo.into();
            i.max_rating = hi.into();
            let mut errors = FieldErrors::default();
            Terms::check(&i, &mut errors);
            assert!(!errors.text(field).is_empty(), "{lo}..{hi}: {errors:?}");
        }
        let mut direct = input("white", "random", "", "");
        direct.opponent = "bob".into();
        direct.min_rating = "1500".into();
        let mut errors = FieldErrors::default();
        Terms::check(&direct, &mut errors);
        assert!(
            errors.text("min_rating").contains("open challenges"),
            "{errors:?}"
        );
    }

    #[test]
    fn every_refused_field_is_named_at_once() {
        let long = "x".repeat(MAX_NOTE_CHARS + 1);
        let i = input("purple", "number", "960", &long);
        let mut errors = FieldErrors::default();
        Terms::check(&i, &mut errors);
        for field in ["color", "start_number", "note"] {
            assert!(!errors.text(field).is_empty(), "{field}: {errors:?}");
        }
        let i = input("white", "somewhere", "", "a\u{7}b");
        let mut errors = FieldErrors::default();
        Terms::check(&i, &mut errors);
        assert!(errors.text("start").contains("Choose random"));
        assert!(errors.text("note").contains("control characters"));
    }
}
