//! The time-control fields as typed into the challenge form, the admin's tournament form
//! or the challenge JSON (`time_control`, `days_per_move`, `increment_days`,
//! `max_days`), and their one parser into a [`TimeControl`] with an error per field.

use super::FieldErrors;
use crate::domain::Words;
use crate::domain::clock::{self, TimeControl, TimeControlKind};

/// The four fields, kept as text so a refused form shows exactly what was typed.
#[derive(Clone, Debug, Default)]
pub struct TimeControlInput {
    /// The `time_control` field: `per_move` (also when empty) or `fischer`.
    pub kind: String,
    /// Days per move, or the Fischer starting bank.
    pub days_per_move: String,
    /// Fischer only: days added after each move.
    pub increment_days: String,
    /// Fischer only, optional: the most days a bank may hold.
    pub max_days: String,
}

/// The increment a blank form suggests for Fischer.
const DEFAULT_INCREMENT_DAYS: u32 = 1;

impl TimeControlInput {
    /// The fields showing `tc` (a blank form's suggestion, or a stored one to edit); the
    /// increment suggests a day when `tc` has none.
    pub fn showing(tc: &TimeControl) -> Self {
        let (increment, max_days) = match *tc {
            TimeControl::PerMove { .. } => (DEFAULT_INCREMENT_DAYS, None),
            TimeControl::Fischer {
                increment_days,
                max_days,
                ..
            } => (increment_days.max(1), max_days),
        };
        Self {
            kind: tc.kind().as_str().to_owned(),
            days_per_move: tc.days().to_string(),
            increment_days: increment.to_string(),
            max_days: max_days.map(|m| m.to_string()).unwrap_or_default(),
        }
    }

    /// The kind the form shows as chosen.
    pub fn is_fischer(&self) -> bool {
        TimeControlKind::parse(self.kind.trim()) == Some(TimeControlKind::Fischer)
    }

    /// Reads the fields; adds an error for each bad one (the value returned then only
    /// stands in for it).
    pub fn parse(&self, errors: &mut FieldErrors) -> TimeControl {
        let days = parse_days(&self.days_per_move, clock::DAYS).unwrap_or_else(|| {
            errors.add(
                "days_per_move",
                Words::new("stages-refuse-days")
                    .arg("min", clock::DAYS.start())
                    .arg("max", clock::DAYS.end()),
            );
            3
        });
        let kind = match self.kind.trim() {
            "" => Some(TimeControlKind::PerMove),
            word => TimeControlKind::parse(word),
        };
        match kind {
            Some(TimeControlKind::PerMove) => TimeControl::PerMove { days },
            Some(TimeControlKind::Fischer) => TimeControl::Fischer {
                base_days: days,
                increment_days: self.increment(errors),
                max_days: self.cap(days, errors),
            },
            None => {
                errors.add("time_control", Words::new("stages-refuse-tc-kind"));
                TimeControl::PerMove { days }
            }
        }
    }

    fn increment(&self, errors: &mut FieldErrors) -> u32 {
        parse_days(&self.increment_days, clock::INCREMENT_DAYS).unwrap_or_else(|| {
            errors.add(
                "increment_days",
                Words::new("stages-refuse-increment")
                    .arg("min", clock::INCREMENT_DAYS.start())
                    .arg("max", clock::INCREMENT_DAYS.end()),
            );
            DEFAULT_INCREMENT_DAYS
        })
    }

    fn cap(&self, days: u32, errors: &mut FieldErrors) -> Option<u32> {
        let text = self.max_days.trim();
        if text.is_empty() {
            return None;
        }
        match parse_days(text, clock::MAX_DAYS) {
            Some(m) if m >= days => Some(m),
            Some(_) => {
                errors.add("max_days", Words::new("stages-refuse-cap-below"));
                None
            }
            None => {
                errors.add(
                    "max_days",
                    Words::new("stages-refuse-cap")
                        .arg("min", clock::MAX_DAYS.start())
                        .arg("max", clock::MAX_DAYS.end()),
                );
                None
            }
        }
    }
}

fn parse_days(text: &str, range: std::ops::RangeInclusive<u32>) -> Option<u32> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|d| range.contains(d))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(kind: &str, days: &str, inc: &str, max: &str) -> TimeControlInput {
        TimeControlInput {
            kind: kind.into(),
            days_per_move: days.into(),
            increment_days: inc.into(),
            max_days: max.into(),
        }
    }

    #[test]
    fn time_control_fields() {
        let mut e = FieldErrors::default();
        assert_eq!(
            input("", "5", "", "").parse(&mut e),
            TimeControl::PerMove { days: 5 }
        );
        assert_eq!(
            input(" per_move ", "5", "x", "y").parse(&mut e),
            TimeControl::PerMove { days: 5 },
            "per move ignores the Fischer fields"
        );
        assert_eq!(
            input("fischer", "30", "1", "40").parse(&mut e),
            TimeControl::Fischer {
                base_days: 30,
                increment_days: 1,
                max_days: Some(40)
            }
        );
        assert_eq!(
            input("fischer", "30", "1", "").parse(&mut e),
            TimeControl::Fischer {
                base_days: 30,
                increment_days: 1,
                max_days: None
            }
        );
        assert!(e.is_empty());
        input("per_move", "61", "", "").parse(&mut e);
        assert!(!e.text("days_per_move").is_empty());
        let mut e = FieldErrors::default();
        input("fischer", "30", "0", "20").parse(&mut e);
        assert!(!e.text("increment_days").is_empty());
        assert!(!e.text("max_days").is_empty());
        let mut e = FieldErrors::default();
        input("fischer", "30", "31", "366").parse(&mut e);
        assert!(!e.text("increment_days").is_empty());
        assert!(e.text("max_days").contains("or empty"), "{e:?}");
        let mut e = FieldErrors::default();
        input("hourglass", "3", "", "").parse(&mut e);
        assert!(!e.text("time_control").is_empty());
    }

    #[test]
    fn a_stored_time_control_shows_as_it_parses() {
        for tc in [
            TimeControl::PerMove { days: 5 },
            TimeControl::Fischer {
                base_days: 20,
                increment_days: 2,
                max_days: Some(30),
            },
            TimeControl::Fischer {
                base_days: 20,
                increment_days: 3,
                max_days: None,
            },
        ] {
            let shown = TimeControlInput::showing(&tc);
            let mut e = FieldErrors::default();
            assert_eq!(shown.parse(&mut e), tc);
            assert!(e.is_empty(), "{e:?}");
            assert_eq!(shown.is_fischer(), tc.kind() == TimeControlKind::Fischer);
        }
        let blank = TimeControlInput::showing(&TimeControl::PerMove { days: 3 });
        assert_eq!(
            (blank.kind.as_str(), blank.days_per_move.as_str()),
            ("per_move", "3")
        );
        assert_eq!(blank.increment_days, "1", "Fischer suggests a day");
        assert_eq!(blank.max_days, "");
    }
}
