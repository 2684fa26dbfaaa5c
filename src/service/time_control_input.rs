//! The time-control fields as typed into the challenge form, the admin's tournament form
//! or the challenge JSON (`time_control`, `days_per_move`, `increment_days`,
//! `max_days`; for moves in days `moves`, `days`, `double_after`; for any kind
//! `max_silence_days`), and their one parser into a [`TimeControl`] and the silence
//! rule, with an error per field.

use super::FieldErrors;
use crate::domain::Words;
use crate::domain::clock::{self, MovesInDays, TimeControl, TimeControlKind, periods};

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
    /// Moves in days only: the moves of a period.
    pub moves: String,
    /// Moves in days only: the days of a period.
    pub days: String,
    /// Moves in days only, optional: days beyond this many on one move count twice.
    pub double_after: String,
    /// Optional, any kind: the silence rule's days.
    pub max_silence_days: String,
}

/// The increment a blank form suggests for Fischer.
const DEFAULT_INCREMENT_DAYS: u32 = 1;
/// What a blank form suggests for moves in days: ICCF's 10 moves in 50 days.
const DEFAULT_PERIOD: MovesInDays = MovesInDays {
    moves: 10,
    days: 50,
    double_after: None,
};

impl TimeControlInput {
    /// The fields showing `tc` (a blank form's suggestion, or a stored one to edit); the
    /// increment suggests a day when `tc` has none.
    pub fn showing(tc: &TimeControl) -> Self {
        let (increment, max_days) = match *tc {
            TimeControl::PerMove { .. } | TimeControl::MovesInDays(_) => {
                (DEFAULT_INCREMENT_DAYS, None)
            }
            TimeControl::Fischer {
                increment_days,
                max_days,
                ..
            } => (increment_days.max(1), max_days),
        };
        let (period, days_per_move) = match *tc {
            TimeControl::MovesInDays(p) => (p, 3),
            _ => (DEFAULT_PERIOD, tc.days()),
        };
        let text = |n: Option<u16>| n.map(|n| n.to_string()).unwrap_or_default();
        Self {
            kind: tc.kind().as_str().to_owned(),
            days_per_move: days_per_move.to_string(),
            increment_days: increment.to_string(),
            max_days: max_days.map(|m| m.to_string()).unwrap_or_default(),
            moves: period.moves.to_string(),
            days: period.days.to_string(),
            double_after: text(period.double_after),
            max_silence_days: String::new(),
        }
    }

    /// The same fields, showing a stored silence rule too.
    pub fn with_silence(self, max_silence_days: Option<i32>) -> Self {
        Self {
            max_silence_days: max_silence_days.map(|d| d.to_string()).unwrap_or_default(),
            ..self
        }
    }

    /// The kind the form shows as chosen (per move for an empty or unknown word).
    pub fn chosen(&self) -> TimeControlKind {
        TimeControlKind::parse(self.kind.trim()).unwrap_or(TimeControlKind::PerMove)
    }

    /// Moves in days is the kind the form shows as chosen.
    pub fn is_moves_in_days(&self) -> bool {
        self.chosen() == TimeControlKind::MovesInDays
    }

    /// Reads the optional silence rule; a bad one is an error at `max_silence_days`.
    pub fn parse_silence(&self, errors: &mut FieldErrors) -> Option<i32> {
        let text = self.max_silence_days.trim();
        if text.is_empty() {
            return None;
        }
        let days = parse_small(text, periods::SILENCE_DAYS);
        if days.is_none() {
            errors.add(
                "max_silence_days",
                range_words("refusal-tc-silence", periods::SILENCE_DAYS),
            );
        }
        days.map(i32::from)
    }

    /// The kind the form shows as chosen.
    pub fn is_fischer(&self) -> bool {
        TimeControlKind::parse(self.kind.trim()) == Some(TimeControlKind::Fischer)
    }

    /// Reads the fields; adds an error for each bad one (the value returned then only
    /// stands in for it).
    pub fn parse(&self, errors: &mut FieldErrors) -> TimeControl {
        let kind = match self.kind.trim() {
            "" => Some(TimeControlKind::PerMove),
            word => TimeControlKind::parse(word),
        };
        if kind == Some(TimeControlKind::MovesInDays) {
            // The period has its own fields; days per move is not read.
            return TimeControl::MovesInDays(self.period(errors));
        }
        let days = parse_days(&self.days_per_move, clock::DAYS).unwrap_or_else(|| {
            errors.add(
                "days_per_move",
                Words::new("stages-refuse-days")
                    .arg("min", clock::DAYS.start())
                    .arg("max", clock::DAYS.end()),
            );
            3
        });
        match kind {
            Some(TimeControlKind::Fischer) => TimeControl::Fischer {
                base_days: days,
                increment_days: self.increment(errors),
                max_days: self.cap(days, errors),
            },
            None => {
                errors.add("time_control", Words::new("stages-refuse-tc-kind"));
                TimeControl::PerMove { days }
            }
            _ => TimeControl::PerMove { days },
        }
    }

    /// The moves-in-days fields: `moves`, `days`, the optional `double_after`.
    fn period(&self, errors: &mut FieldErrors) -> MovesInDays {
        let moves = parse_small(&self.moves, periods::MOVES).unwrap_or_else(|| {
            errors.add("moves", range_words("refusal-tc-moves", periods::MOVES));
            DEFAULT_PERIOD.moves
        });
        let days = parse_small(&self.days, periods::PERIOD_DAYS).unwrap_or_else(|| {
            errors.add(
                "days",
                range_words("refusal-tc-period-days", periods::PERIOD_DAYS),
            );
            DEFAULT_PERIOD.days
        });
        let double_after = match self.double_after.trim() {
            "" => None,
            text => parse_small(text, periods::DOUBLE_AFTER).or_else(|| {
                errors.add(
                    "double_after",
                    range_words("refusal-tc-double-after", periods::DOUBLE_AFTER),
                );
                None
            }),
        };
        MovesInDays {
            moves,
            days,
            double_after,
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

fn parse_small(text: &str, range: std::ops::RangeInclusive<u16>) -> Option<u16> {
    text.trim()
        .parse::<u16>()
        .ok()
        .filter(|d| range.contains(d))
}

/// A refusal naming the range allowed.
fn range_words(id: &'static str, range: std::ops::RangeInclusive<u16>) -> Words {
    Words::new(id)
        .arg("min", u32::from(*range.start()))
        .arg("max", u32::from(*range.end()))
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
            ..TimeControlInput::default()
        }
    }

    fn periods(moves: &str, days: &str, double_after: &str) -> TimeControlInput {
        TimeControlInput {
            kind: "moves_in_days".into(),
            moves: moves.into(),
            days: days.into(),
            double_after: double_after.into(),
            ..TimeControlInput::default()
        }
    }

    #[test]
    fn moves_in_days_fields() {
        let mut e = FieldErrors::default();
        assert_eq!(
            periods("10", "50", "").parse(&mut e),
            TimeControl::MovesInDays(MovesInDays {
                moves: 10,
                days: 50,
                double_after: None
            })
        );
        assert_eq!(
            periods(" 5 ", "100", "20").parse(&mut e),
            TimeControl::MovesInDays(MovesInDays {
                moves: 5,
                days: 100,
                double_after: Some(20)
            })
        );
        assert!(e.is_empty(), "{e:?}");
        // The days-per-move field is not read for this kind.
        let mut e = FieldErrors::default();
        let mut typed = periods("50", "10", "");
        typed.days_per_move = "x".into();
        typed.parse(&mut e);
        assert!(e.is_empty(), "{e:?}");
        for (moves, days, double, field) in [
            ("4", "50", "", "moves"),
            ("51", "50", "", "moves"),
            ("ten", "50", "", "moves"),
            ("10", "9", "", "days"),
            ("10", "101", "", "days"),
            ("10", "50", "0", "double_after"),
            ("10", "50", "101", "double_after"),
        ] {
            let mut e = FieldErrors::default();
            periods(moves, days, double).parse(&mut e);
            assert!(!e.text(field).is_empty(), "{moves} {days} {double}: {e:?}");
        }
        let mut e = FieldErrors::default();
        periods("4", "9", "").parse(&mut e);
        assert!(e.text("moves").contains("5") && e.text("moves").contains("50"));
        assert!(e.text("days").contains("10") && e.text("days").contains("100"));
    }

    #[test]
    fn the_silence_rule_is_optional_and_bounded() {
        let silent = |text: &str| {
            let mut e = FieldErrors::default();
            let tc = TimeControlInput {
                max_silence_days: text.into(),
                ..periods("10", "50", "")
            };
            (tc.parse_silence(&mut e), e.text("max_silence_days"))
        };
        assert_eq!(silent(""), (None, String::new()));
        assert_eq!(silent(" 40 "), (Some(40), String::new()));
        assert_eq!(silent("5"), (Some(5), String::new()));
        assert_eq!(silent("365"), (Some(365), String::new()));
        for bad in ["4", "366", "forty", "-1"] {
            let (days, error) = silent(bad);
            assert_eq!(days, None);
            assert!(!error.is_empty(), "{bad}");
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
            TimeControl::MovesInDays(MovesInDays {
                moves: 10,
                days: 40,
                double_after: Some(20),
            }),
            TimeControl::MovesInDays(DEFAULT_PERIOD),
        ] {
            let shown = TimeControlInput::showing(&tc);
            let mut e = FieldErrors::default();
            assert_eq!(shown.parse(&mut e), tc);
            assert!(e.is_empty(), "{e:?}");
            assert_eq!(shown.is_fischer(), tc.kind() == TimeControlKind::Fischer);
            assert_eq!(shown.chosen(), tc.kind());
            let silent = shown.with_silence(Some(40));
            assert_eq!(silent.parse_silence(&mut e), Some(40));
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
