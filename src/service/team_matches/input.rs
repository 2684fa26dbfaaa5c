//! The challenge form of a team match (and its JSON) as typed, and its one parser into
//! the match's terms, with an error per field.

use time::{Duration, OffsetDateTime};

use crate::{
    chess::StartNumber,
    domain::{
        Words,
        clock::TimeControl,
        rating::RatingRange,
        team_matches::{BOARDS, REGISTRATION_DAYS, StartRule},
    },
    service::{
        FieldErrors, challenge_terms::parse_rating_range, time_control_input::TimeControlInput,
    },
};

/// The form's fields, kept as text so a refused form shows exactly what was typed.
#[derive(Clone, Debug, Default)]
pub struct MatchInput {
    /// The other club's slug.
    pub opponent: String,
    /// 2–100, or empty for open.
    pub boards: String,
    pub time_control: TimeControlInput,
    pub rated: bool,
    /// `per_board` (also when empty), `one` or `number`.
    pub start_rule: String,
    pub start_number: String,
    pub min_rating: String,
    pub max_rating: String,
    /// Days from now until the registration deadline.
    pub registration_days: String,
}

/// What the form says, read.
#[derive(Clone, Debug)]
pub struct MatchTerms {
    pub opponent: String,
    pub boards: Option<i32>,
    pub time_control: TimeControl,
    pub max_silence_days: Option<i32>,
    pub rated: bool,
    pub start_rule: StartRule,
    pub rating_range: RatingRange,
    pub registration_deadline: OffsetDateTime,
}

/// What a blank form suggests for registration.
pub const DEFAULT_REGISTRATION_DAYS: i32 = 7;

impl MatchInput {
    /// The rule the form shows as chosen.
    pub fn chosen_rule(&self) -> &str {
        match self.start_rule.trim() {
            "" => "per_board",
            other => other,
        }
    }

    /// Reads the fields as of `now`; every bad one gets its error.
    pub fn parse(&self, now: OffsetDateTime) -> Result<MatchTerms, FieldErrors> {
        let mut errors = FieldErrors::default();
        let opponent = self.opponent.trim().to_lowercase();
        if opponent.is_empty() {
            errors.add("opponent", Words::new("match-refuse-opponent"));
        }
        let boards = match self.boards.trim() {
            "" => None,
            text => {
                let n = text.parse::<i32>().ok().filter(|n| BOARDS.contains(n));
                if n.is_none() {
                    errors.add("boards", Words::new("match-refuse-boards"));
                }
                n
            }
        };
        let time_control = self.time_control.parse(&mut errors);
        let max_silence_days = self.time_control.parse_silence(&mut errors);
        let start_rule = self.start_rule(&mut errors);
        let rating_range = parse_rating_range(&self.min_rating, &self.max_rating, &mut errors);
        let days = self
            .registration_days
            .trim()
            .parse::<i32>()
            .ok()
            .filter(|d| REGISTRATION_DAYS.contains(d));
        if days.is_none() {
            errors.add("registration_days", Words::new("match-refuse-days"));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(MatchTerms {
            opponent,
            boards,
            time_control,
            max_silence_days,
            rated: self.rated,
            start_rule,
            rating_range,
            registration_deadline: now + Duration::days(i64::from(days.unwrap_or(1))),
        })
    }

    fn start_rule(&self, errors: &mut FieldErrors) -> StartRule {
        match self.chosen_rule() {
            "per_board" => StartRule::PerBoard,
            "one" => StartRule::One,
            "number" => {
                let typed = self.start_number.trim().parse::<u16>().ok();
                match typed.and_then(|n| StartNumber::new(n).ok()) {
                    Some(n) => StartRule::Number(n),
                    None => {
                        errors.add("start_number", Words::new("stages-refuse-start-number"));
                        StartRule::PerBoard
                    }
                }
            }
            _ => {
                errors.add("start_rule", Words::new("stages-refuse-start"));
                StartRule::PerBoard
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::games::DEFAULT_TIME_CONTROL;

    fn input() -> MatchInput {
        MatchInput {
            opponent: "Rooks".into(),
            boards: "4".into(),
            time_control: TimeControlInput::showing(&DEFAULT_TIME_CONTROL),
            rated: true,
            start_rule: "number".into(),
            start_number: "518".into(),
            min_rating: String::new(),
            max_rating: "2000".into(),
            registration_days: "7".into(),
        }
    }

    #[test]
    fn a_good_form_reads_into_terms() {
        let now = OffsetDateTime::UNIX_EPOCH;
        let t = input().parse(now).unwrap();
        assert_eq!(t.opponent, "rooks");
        assert_eq!(t.boards, Some(4));
        assert_eq!(t.start_rule, StartRule::Number(StartNumber::CLASSICAL));
        assert_eq!(t.rating_range.max, Some(2000));
        assert_eq!(t.registration_deadline, now + Duration::days(7));
        let open = MatchInput {
            boards: " ".into(),
            ..input()
        };
        assert_eq!(open.parse(now).unwrap().boards, None);
    }

    #[test]
    fn each_bad_field_is_named() {
        let bad = MatchInput {
            opponent: String::new(),
            boards: "1".into(),
            start_number: "960".into(),
            min_rating: "2100".into(),
            registration_days: "0".into(),
            ..input()
        };
        let errors = bad.parse(OffsetDateTime::UNIX_EPOCH).unwrap_err();
        for field in [
            "opponent",
            "boards",
            "start_number",
            "max_rating",
            "registration_days",
        ] {
            assert!(errors.words(field).is_some(), "{field}: {errors:?}");
        }
    }
}
