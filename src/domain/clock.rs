//! Correspondence clocks: time controls, time banks, and deadlines that stand still
//! while the player on move is on vacation. Pure: "now" is always passed in, so tests
//! (and the jobs) decide what time it is.

use time::{Date, Duration, OffsetDateTime, Time};

pub mod auto_vacation;
pub mod forecast;
pub mod gift;
pub mod periods;

pub use periods::{MovesInDays, TurnDeadlines};

const DAY: i64 = 86_400;

/// How much time a player gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// Every move brings a fresh deadline of `days` days.
    PerMove { days: u32 },
    /// A time bank of `base_days`, plus `increment_days` after each move, never more
    /// than `max_days` when a cap is set.
    Fischer {
        base_days: u32,
        increment_days: u32,
        max_days: Option<u32>,
    },
    /// `moves` moves in `days` days, unused days carried over (the federations' clock,
    /// see [`periods`]).
    MovesInDays(MovesInDays),
}

/// The kind of a time control, as forms, the API and the `tc_kind` column name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControlKind {
    PerMove,
    Fischer,
    MovesInDays,
}

impl TimeControlKind {
    /// Every kind, as the CHECK constraint lists them.
    pub const ALL: [Self; 3] = [Self::PerMove, Self::Fischer, Self::MovesInDays];

    /// The stored (and posted) word.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::PerMove => "per_move",
            Self::Fischer => "fischer",
            Self::MovesInDays => "moves_in_days",
        }
    }

    /// Reads the stored (or posted) word.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

super::stored_text::text_column!(TimeControlKind);

/// Limits for the numbers people may choose.
pub const DAYS: std::ops::RangeInclusive<u32> = 1..=60;
pub const INCREMENT_DAYS: std::ops::RangeInclusive<u32> = 1..=30;
pub const MAX_DAYS: std::ops::RangeInclusive<u32> = 1..=365;
/// Vacation days per player and year unless `VACATION_DAYS_PER_YEAR` says otherwise.
pub const DEFAULT_VACATION_DAYS_PER_YEAR: i64 = 30;

impl TimeControl {
    /// Reads the stored columns (`tc_kind`, days per move, the Fischer base or the
    /// period's days, increment, cap, the period's moves and the double-counting limit);
    /// numbers no form could have given are an error, not a guess.
    pub fn from_columns(c: StoredTimeControl) -> Result<Self, String> {
        let bad = || format!("no {} time control has {c:?}", c.kind.as_str());
        let positive = |n: i32| u32::try_from(n).ok().filter(|&n| n > 0);
        let small = |n: i32| u16::try_from(n).ok().filter(|&n| n > 0);
        let days = positive(c.days).ok_or_else(bad)?;
        let plain = c.period_moves.is_none() && c.double_after.is_none();
        match c.kind {
            TimeControlKind::PerMove if c.increment_days == 0 && c.max_days.is_none() && plain => {
                Ok(Self::PerMove { days })
            }
            TimeControlKind::Fischer if plain => Ok(Self::Fischer {
                base_days: days,
                increment_days: u32::try_from(c.increment_days).map_err(|_| bad())?,
                max_days: match c.max_days {
                    Some(m) => Some(positive(m).ok_or_else(bad)?),
                    None => None,
                },
            }),
            TimeControlKind::MovesInDays if c.increment_days == 0 && c.max_days.is_none() => {
                Ok(Self::MovesInDays(MovesInDays {
                    moves: c.period_moves.and_then(small).ok_or_else(bad)?,
                    days: u16::try_from(days).map_err(|_| bad())?,
                    double_after: match c.double_after {
                        Some(d) => Some(small(d).ok_or_else(bad)?),
                        None => None,
                    },
                }))
            }
            _ => Err(bad()),
        }
    }

    /// The stored columns, as [`TimeControl::from_columns`] reads them.
    pub fn columns(&self) -> StoredTimeControl {
        let plain =
            |kind, days: u32, increment_days: u32, max_days: Option<u32>| StoredTimeControl {
                kind,
                days: days as i32,
                increment_days: increment_days as i32,
                max_days: max_days.map(|m| m as i32),
                period_moves: None,
                double_after: None,
            };
        match *self {
            Self::PerMove { days } => plain(TimeControlKind::PerMove, days, 0, None),
            Self::Fischer {
                base_days,
                increment_days,
                max_days,
            } => plain(
                TimeControlKind::Fischer,
                base_days,
                increment_days,
                max_days,
            ),
            Self::MovesInDays(p) => StoredTimeControl {
                period_moves: Some(p.moves.into()),
                double_after: p.double_after.map(i32::from),
                ..plain(TimeControlKind::MovesInDays, p.days.into(), 0, None)
            },
        }
    }

    /// Per move, Fischer, or moves in days.
    pub fn kind(&self) -> TimeControlKind {
        match self {
            Self::PerMove { .. } => TimeControlKind::PerMove,
            Self::Fischer { .. } => TimeControlKind::Fischer,
            Self::MovesInDays(_) => TimeControlKind::MovesInDays,
        }
    }

    /// Days per move, the Fischer starting bank, or the days of a period.
    pub fn days(&self) -> u32 {
        match *self {
            Self::PerMove { days } => days,
            Self::Fischer { base_days, .. } => base_days,
            Self::MovesInDays(p) => p.days.into(),
        }
    }

    /// What each player has before their first move.
    pub fn initial_bank(&self) -> Duration {
        Duration::days(self.days().into())
    }

    /// How long a turn may last with `bank` on the player's clock: the bank itself, or
    /// for moves in days the days it allows and the day of grace (see [`periods`]).
    pub fn turn_allowance(&self, bank: Duration) -> Duration {
        match self {
            Self::MovesInDays(p) => p.turn_allowance(periods::whole_days(bank)),
            _ => bank,
        }
    }

    /// Both deadlines of a turn that began at `turn_start` with `bank` on the player's
    /// clock, under a silence rule of `max_silence_days` (as stored) if the game has one:
    /// the one place the new deadline of a move, a game's start and a vacation is made.
    pub fn turn_deadlines(
        &self,
        turn_start: OffsetDateTime,
        bank: Duration,
        max_silence_days: Option<i32>,
        vacations: &[DateRange],
    ) -> TurnDeadlines {
        let silence = max_silence_days.and_then(|d| u16::try_from(d).ok());
        TurnDeadlines::of(turn_start, self.turn_allowance(bank), silence, vacations)
    }

    /// The silence rule of `max_silence_days` ends a turn begun with `bank` before the
    /// clock does. Exact without the vacations: both deadlines walk through the same
    /// ones from the same start, and the walk keeps the order of the allowances.
    pub fn silence_comes_first(&self, bank: Duration, max_silence_days: Option<i32>) -> bool {
        max_silence_days.is_some_and(|d| Duration::days(d.into()) < self.turn_allowance(bank))
    }

    /// The mover's bank after their `move_number`-th move (counting from 1) that took
    /// `used`: per move and Fischer as [`TimeControl::bank_after_move`]; moves in days
    /// charge whole days and add a period's days when the move completes one (never
    /// below zero: a move past its deadline is refused before this is asked).
    pub fn bank_after(&self, bank_before: Duration, used: Duration, move_number: u32) -> Duration {
        match self {
            Self::MovesInDays(p) => {
                let left = p.days_left_after(periods::whole_days(bank_before), used, move_number);
                Duration::days(left.unwrap_or(0).into())
            }
            _ => self.bank_after_move(bank_before, used),
        }
    }

    /// The mover's bank after a move that took `used` (only meaningful for Fischer;
    /// per-move gives the fresh allotment again).
    pub fn bank_after_move(&self, bank_before: Duration, used: Duration) -> Duration {
        match *self {
            Self::PerMove { days } => Duration::days(days.into()),
            Self::MovesInDays(p) => {
                (bank_before - Duration::days(p.charged_days(used).into())).max(Duration::ZERO)
            }
            Self::Fischer {
                increment_days,
                max_days,
                ..
            } => {
                let left = (bank_before - used).max(Duration::ZERO)
                    + Duration::days(increment_days.into());
                match max_days {
                    Some(cap) => left.min(Duration::days(cap.into())),
                    None => left,
                }
            }
        }
    }

    /// The PGN `[TimeControl]` value in the standard's forms (section 9.6.1): days per
    /// move are one move per period, `1/259200` for 3 days; Fischer is the base plus
    /// increment in seconds, `864000+86400` (the standard has no form for the cap); moves
    /// in days are moves per period, `10/4320000` for 10 moves in 50 days.
    pub fn pgn(&self) -> String {
        match *self {
            Self::MovesInDays(p) => p.pgn(),
            Self::PerMove { days } => format!("1/{}", i64::from(days) * DAY),
            Self::Fischer {
                base_days,
                increment_days,
                ..
            } => {
                format!(
                    "{}+{}",
                    i64::from(base_days) * DAY,
                    i64::from(increment_days) * DAY
                )
            }
        }
    }
}

/// A time control as its columns are stored (`tc_kind`, `days_per_move`,
/// `increment_days`, `max_days`, `period_moves`, `double_after`): the one shape
/// games, challenges and tournaments share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredTimeControl {
    pub kind: TimeControlKind,
    /// Days per move, the Fischer base, or the days of a period.
    pub days: i32,
    pub increment_days: i32,
    pub max_days: Option<i32>,
    /// Moves in days only: the moves of a period.
    pub period_moves: Option<i32>,
    /// Moves in days only, optional: the days on one move after which days count twice.
    pub double_after: Option<i32>,
}

/// A booked vacation: whole days, both ends included, in UTC.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DateRange {
    pub start: Date,
    pub end: Date,
}

impl DateRange {
    /// The instant the vacation begins (midnight UTC of its first day).
    pub fn begins(&self) -> OffsetDateTime {
        self.start.with_time(Time::MIDNIGHT).assume_utc()
    }

    /// The instant it ends (midnight UTC after its last day).
    pub fn ends(&self) -> OffsetDateTime {
        self.end.with_time(Time::MIDNIGHT).assume_utc() + Duration::DAY
    }

    /// Number of days, both ends included.
    pub fn days(&self) -> i64 {
        (self.end - self.start).whole_days() + 1
    }

    /// Days of this range that fall in `year`.
    pub fn days_in_year(&self, year: i32) -> i64 {
        let Ok(first) = Date::from_ordinal_date(year, 1) else {
            return 0;
        };
        let Ok(last) = Date::from_ordinal_date(year + 1, 1).map(|d| d - Duration::DAY) else {
            return 0;
        };
        let start = self.start.max(first);
        let end = self.end.min(last);
        if end < start {
            0
        } else {
            (end - start).whole_days() + 1
        }
    }

    pub fn overlaps(&self, other: &DateRange) -> bool {
        self.start <= other.end && other.start <= self.end
    }
}

/// How much of `[from, to)` falls inside the vacations.
/// The last day of the vacation among `vacations` that `today` falls in (the latest, if
/// several do), for "on vacation until …".
pub fn away_until(vacations: &[DateRange], today: Date) -> Option<Date> {
    vacations
        .iter()
        .filter(|v| v.start <= today && today <= v.end)
        .map(|v| v.end)
        .max()
}

pub fn vacation_overlap(
    from: OffsetDateTime,
    to: OffsetDateTime,
    vacations: &[DateRange],
) -> Duration {
    vacations
        .iter()
        .map(|v| {
            let start = v.begins().max(from);
            let end = v.ends().min(to);
            if end > start {
                end - start
            } else {
                Duration::ZERO
            }
        })
        .sum()
}

/// When a turn that began at `turn_start` with `allotted` time runs out, with the clock
/// standing still during the player's vacations.
pub fn deadline(
    turn_start: OffsetDateTime,
    allotted: Duration,
    vacations: &[DateRange],
) -> OffsetDateTime {
    let mut spans: Vec<(OffsetDateTime, OffsetDateTime)> =
        vacations.iter().map(|v| (v.begins(), v.ends())).collect();
    spans.sort();
    // Walk forward: the clock runs between vacations and stands still inside them.
    let mut t = turn_start;
    let mut remaining = allotted;
    for (begins, ends) in spans {
        if ends <= t {
            continue;
        }
        if begins > t {
            let running = begins - t;
            if remaining <= running {
                return t + remaining;
            }
            remaining -= running;
        }
        t = t.max(ends);
    }
    t + remaining
}

/// Time a player really used between `turn_start` and `now` (vacation time excluded).
pub fn time_used(
    turn_start: OffsetDateTime,
    now: OffsetDateTime,
    vacations: &[DateRange],
) -> Duration {
    ((now - turn_start) - vacation_overlap(turn_start, now, vacations)).max(Duration::ZERO)
}

/// A tournament's cap on the vacation days that count in its games: from `from` (the
/// tournament's start) on, only a player's first `days` vacation days stop the clock
/// there; beyond them the clock runs during vacation in these games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VacationCap {
    pub days: u32,
    pub from: Date,
}

/// The vacations that count under `cap`: days before `cap.from` as booked, then the
/// first `cap.days` days on or after it, in date order (no cap: all of them).
pub fn capped(vacations: &[DateRange], cap: Option<VacationCap>) -> Vec<DateRange> {
    let Some(cap) = cap else {
        return vacations.to_vec();
    };
    let mut sorted = vacations.to_vec();
    sorted.sort_by_key(|v| v.start);
    let mut left = i64::from(cap.days);
    let mut out = Vec::new();
    for v in sorted {
        if v.start < cap.from {
            let before_end = v.end.min(cap.from - Duration::DAY);
            out.push(DateRange {
                start: v.start,
                end: before_end,
            });
        }
        let start = v.start.max(cap.from);
        if start > v.end || left <= 0 {
            continue;
        }
        let days = ((v.end - start).whole_days() + 1).min(left);
        left -= days;
        out.push(DateRange {
            start,
            end: start + Duration::days(days - 1),
        });
    }
    out
}

/// How many of `cap.days` a player's vacations (booked ones included) use up.
pub fn cap_used(vacations: &[DateRange], cap: VacationCap) -> u32 {
    capped(vacations, Some(cap))
        .iter()
        .filter(|v| v.start >= cap.from)
        .map(|v| v.days() as u32)
        .sum()
}

/// Why a vacation cannot be booked (worded at the edge from [`VacationError::words`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VacationError {
    EndsBeforeStart,
    InThePast,
    Overlaps,
    OverAllowance {
        year: i32,
        wanted: i64,
        left: i64,
        allowance: i64,
    },
}

impl VacationError {
    /// The refusal as a catalog id with its details.
    pub fn words(&self) -> crate::domain::Words {
        use crate::domain::Words;
        match self {
            Self::EndsBeforeStart => Words::new("refusal-vacation-ends-before"),
            Self::InThePast => Words::new("refusal-vacation-past"),
            Self::Overlaps => Words::new("refusal-vacation-overlaps"),
            Self::OverAllowance {
                year,
                wanted,
                left,
                allowance,
            } => Words::new("refusal-vacation-allowance")
                .arg("wanted", *wanted)
                .arg("year", *year)
                .arg("left", *left)
                .arg("allowance", *allowance),
        }
    }
}

/// Checks a new booking against today, the existing bookings and the yearly allowance.
pub fn check_booking(
    new: DateRange,
    today: Date,
    existing: &[DateRange],
    allowance_per_year: i64,
) -> Result<(), VacationError> {
    if new.end < new.start {
        return Err(VacationError::EndsBeforeStart);
    }
    if new.start < today {
        return Err(VacationError::InThePast);
    }
    if existing.iter().any(|e| e.overlaps(&new)) {
        return Err(VacationError::Overlaps);
    }
    for year in new.start.year()..=new.end.year() {
        let used: i64 = existing.iter().map(|e| e.days_in_year(year)).sum();
        let wanted = new.days_in_year(year);
        if used + wanted > allowance_per_year {
            return Err(VacationError::OverAllowance {
                year,
                wanted,
                left: (allowance_per_year - used).max(0),
                allowance: allowance_per_year,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::{date, datetime};

    #[test]
    fn pgn_time_controls_use_the_standards_forms() {
        let per_move = |days| TimeControl::PerMove { days }.pgn();
        assert_eq!(per_move(1), "1/86400");
        assert_eq!(per_move(3), "1/259200");
        assert_eq!(per_move(60), "1/5184000");
        let fischer = |base_days, increment_days, max_days| {
            TimeControl::Fischer {
                base_days,
                increment_days,
                max_days,
            }
            .pgn()
        };
        assert_eq!(fischer(10, 1, None), "864000+86400");
        assert_eq!(fischer(10, 1, Some(30)), "864000+86400");
        assert_eq!(fischer(60, 30, Some(365)), "5184000+2592000");
    }

    fn range(start: Date, end: Date) -> DateRange {
        DateRange { start, end }
    }

    #[test]
    fn away_until_is_the_end_of_the_vacation_today_falls_in() {
        let today = date!(2026 - 12 - 10);
        let past = range(date!(2026 - 12 - 01), date!(2026 - 12 - 09));
        let now = range(date!(2026 - 12 - 10), date!(2026 - 12 - 12));
        let overlapping = range(date!(2026 - 12 - 08), date!(2026 - 12 - 20));
        let later = range(date!(2026 - 12 - 11), date!(2026 - 12 - 31));
        assert_eq!(away_until(&[], today), None);
        assert_eq!(away_until(&[past, later], today), None);
        assert_eq!(away_until(&[past, now], today), Some(date!(2026 - 12 - 12)));
        // The first and last days count; of two, the later end.
        assert_eq!(
            away_until(&[now], date!(2026 - 12 - 12)),
            Some(date!(2026 - 12 - 12))
        );
        assert_eq!(
            away_until(&[now, overlapping], today),
            Some(date!(2026 - 12 - 20))
        );
    }

    #[test]
    fn a_vacation_cap_counts_the_first_days_from_the_start() {
        let cap = VacationCap {
            days: 5,
            from: date!(2026 - 03 - 10),
        };
        let before = range(date!(2026 - 03 - 01), date!(2026 - 03 - 12));
        let later = range(date!(2026 - 03 - 20), date!(2026 - 03 - 30));
        // Days before the start stay; from it, 3 days, then 2 of the later vacation.
        assert_eq!(
            capped(&[later, before], Some(cap)),
            vec![
                range(date!(2026 - 03 - 01), date!(2026 - 03 - 09)),
                range(date!(2026 - 03 - 10), date!(2026 - 03 - 12)),
                range(date!(2026 - 03 - 20), date!(2026 - 03 - 21)),
            ]
        );
        assert_eq!(cap_used(&[later, before], cap), 5);
        assert_eq!(cap_used(&[later], cap), 5);
        assert_eq!(
            cap_used(&[range(date!(2026 - 03 - 20), date!(2026 - 03 - 21))], cap),
            2
        );
        assert_eq!(cap_used(&[], cap), 0);
        // No cap: as booked. A cap of 0: nothing counts from the start on.
        assert_eq!(capped(&[later], None), vec![later]);
        let none = VacationCap { days: 0, ..cap };
        assert_eq!(capped(&[later], Some(none)), vec![]);
        assert_eq!(cap_used(&[later], none), 0);
    }

    #[test]
    fn beyond_the_cap_the_clock_runs_during_vacation() {
        let start = datetime!(2026-03-10 12:00 UTC);
        let away = range(date!(2026 - 03 - 10), date!(2026 - 03 - 19));
        let cap = VacationCap {
            days: 2,
            from: date!(2026 - 03 - 10),
        };
        // Ten days away, two of them count: the clock stands still until the 12th.
        assert_eq!(
            deadline(start, Duration::days(3), &capped(&[away], Some(cap))),
            datetime!(2026-03-15 00:00 UTC)
        );
        assert_eq!(
            deadline(start, Duration::days(3), &[away]),
            datetime!(2026-03-23 00:00 UTC)
        );
        assert_eq!(
            time_used(
                start,
                datetime!(2026-03-14 00:00 UTC),
                &capped(&[away], Some(cap))
            ),
            Duration::days(2)
        );
    }

    #[test]
    fn per_move_gives_a_fresh_deadline() {
        let tc = TimeControl::PerMove { days: 3 };
        assert_eq!(tc.initial_bank(), Duration::days(3));
        assert_eq!(
            tc.bank_after_move(Duration::days(3), Duration::days(2)),
            Duration::days(3)
        );
        assert_eq!(tc.pgn(), "1/259200");
    }

    #[test]
    fn fischer_adds_the_increment_and_respects_the_cap() {
        let tc = TimeControl::Fischer {
            base_days: 30,
            increment_days: 1,
            max_days: Some(40),
        };
        assert_eq!(tc.initial_bank(), Duration::days(30));
        assert_eq!(
            tc.bank_after_move(Duration::days(30), Duration::days(2)),
            Duration::days(29)
        );
        assert_eq!(
            tc.bank_after_move(Duration::days(40), Duration::hours(1)),
            Duration::days(40),
            "capped"
        );
        assert_eq!(
            tc.bank_after_move(Duration::days(1), Duration::days(3)),
            Duration::days(1),
            "never below the increment"
        );
        assert_eq!(tc.pgn(), "2592000+86400");
        let uncapped = TimeControl::Fischer {
            base_days: 10,
            increment_days: 2,
            max_days: None,
        };
        assert_eq!(
            uncapped.bank_after_move(Duration::days(60), Duration::ZERO),
            Duration::days(62)
        );
    }

    fn stored(
        kind: TimeControlKind,
        (days, increment_days, max_days): (i32, i32, Option<i32>),
        (period_moves, double_after): (Option<i32>, Option<i32>),
    ) -> StoredTimeControl {
        StoredTimeControl {
            kind,
            days,
            increment_days,
            max_days,
            period_moves,
            double_after,
        }
    }

    #[test]
    fn stored_parts_round_trip() {
        use TimeControlKind::{Fischer, MovesInDays as Periods, PerMove};
        let ten_in_fifty = |double_after| {
            TimeControl::MovesInDays(MovesInDays {
                moves: 10,
                days: 50,
                double_after,
            })
        };
        for (tc, columns) in [
            (
                TimeControl::PerMove { days: 5 },
                stored(PerMove, (5, 0, None), (None, None)),
            ),
            (
                TimeControl::Fischer {
                    base_days: 20,
                    increment_days: 2,
                    max_days: None,
                },
                stored(Fischer, (20, 2, None), (None, None)),
            ),
            (
                TimeControl::Fischer {
                    base_days: 20,
                    increment_days: 2,
                    max_days: Some(30),
                },
                stored(Fischer, (20, 2, Some(30)), (None, None)),
            ),
            (
                ten_in_fifty(None),
                stored(Periods, (50, 0, None), (Some(10), None)),
            ),
            (
                ten_in_fifty(Some(20)),
                stored(Periods, (50, 0, None), (Some(10), Some(20))),
            ),
        ] {
            assert_eq!(TimeControl::from_columns(columns), Ok(tc));
            assert_eq!(tc.columns(), columns);
        }
    }

    #[test]
    fn stored_columns_no_form_could_give_do_not_read() {
        use TimeControlKind::{Fischer, MovesInDays as Periods, PerMove};
        for columns in [
            stored(PerMove, (0, 0, None), (None, None)),
            stored(PerMove, (-3, 0, None), (None, None)),
            stored(PerMove, (3, 1, None), (None, None)),
            stored(PerMove, (3, 0, Some(10)), (None, None)),
            stored(PerMove, (3, 0, None), (Some(10), None)),
            stored(Fischer, (0, 1, None), (None, None)),
            stored(Fischer, (10, -1, None), (None, None)),
            stored(Fischer, (10, 1, Some(0)), (None, None)),
            stored(Fischer, (10, 1, None), (None, Some(20))),
            stored(Periods, (50, 0, None), (None, None)),
            stored(Periods, (50, 0, None), (Some(0), None)),
            stored(Periods, (50, 0, None), (Some(10), Some(0))),
            stored(Periods, (50, 1, None), (Some(10), None)),
            stored(Periods, (0, 0, None), (Some(10), None)),
        ] {
            assert!(TimeControl::from_columns(columns).is_err(), "{columns:?}");
        }
        for kind in TimeControlKind::ALL {
            assert_eq!(TimeControlKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(TimeControlKind::parse("hourglass"), None);
    }

    #[test]
    fn the_silence_rule_comes_first_when_it_allows_less_than_the_clock() {
        let tc = TimeControl::MovesInDays(MovesInDays {
            moves: 10,
            days: 50,
            double_after: None,
        });
        let bank = Duration::days(70);
        assert!(tc.silence_comes_first(bank, Some(40)));
        // 39 days left allow 40 days less a second: the clock's deadline is earlier.
        assert!(!tc.silence_comes_first(Duration::days(39), Some(40)));
        assert!(tc.silence_comes_first(Duration::days(40), Some(40)));
        assert!(!tc.silence_comes_first(bank, None));
        let per_move = TimeControl::PerMove { days: 30 };
        assert!(per_move.silence_comes_first(Duration::days(30), Some(10)));
        assert!(
            !per_move.silence_comes_first(Duration::days(30), Some(30)),
            "a tie is the clock's"
        );
    }

    #[test]
    fn moves_in_days_charge_the_bank_and_add_a_period() {
        let tc = TimeControl::MovesInDays(MovesInDays {
            moves: 10,
            days: 50,
            double_after: None,
        });
        assert_eq!(tc.initial_bank(), Duration::days(50));
        assert_eq!(tc.kind(), TimeControlKind::MovesInDays);
        assert_eq!(tc.pgn(), "10/4320000");
        let bank = Duration::days(12);
        assert_eq!(
            tc.bank_after(bank, Duration::hours(23), 3),
            Duration::days(12)
        );
        assert_eq!(
            tc.bank_after(bank, Duration::hours(50), 3),
            Duration::days(10)
        );
        assert_eq!(
            tc.bank_after(bank, Duration::hours(50), 10),
            Duration::days(60)
        );
        assert_eq!(
            tc.turn_allowance(bank),
            Duration::days(13) - Duration::SECOND
        );
        // The older kinds: the bank is the allowance, the move number changes nothing.
        let fischer = TimeControl::Fischer {
            base_days: 30,
            increment_days: 1,
            max_days: None,
        };
        assert_eq!(fischer.turn_allowance(bank), bank);
        assert_eq!(
            fischer.bank_after(bank, Duration::days(2), 10),
            fischer.bank_after_move(bank, Duration::days(2))
        );
    }

    #[test]
    fn vacation_moves_the_deadline_by_the_overlap() {
        let start = datetime!(2026-12-01 12:00 UTC);
        let no_vacation = deadline(start, Duration::days(3), &[]);
        assert_eq!(no_vacation, datetime!(2026-12-04 12:00 UTC));
        // Two vacation days inside the turn: two more days.
        let v = [range(date!(2026 - 12 - 02), date!(2026 - 12 - 03))];
        assert_eq!(
            deadline(start, Duration::days(3), &v),
            datetime!(2026-12-06 12:00 UTC)
        );
        // A vacation that starts after the deadline changes nothing.
        let later = [range(date!(2026 - 12 - 10), date!(2026 - 12 - 12))];
        assert_eq!(deadline(start, Duration::days(3), &later), no_vacation);
        // A vacation reached only because an earlier one pushed the deadline.
        let chain = [
            range(date!(2026 - 12 - 02), date!(2026 - 12 - 03)),
            range(date!(2026 - 12 - 05), date!(2026 - 12 - 06)),
        ];
        assert_eq!(
            deadline(start, Duration::days(3), &chain),
            datetime!(2026-12-08 12:00 UTC)
        );
    }

    #[test]
    fn vacation_across_the_year_end() {
        let start = datetime!(2026-12-30 08:00 UTC);
        let v = [range(date!(2026 - 12 - 31), date!(2027 - 01 - 02))];
        assert_eq!(
            deadline(start, Duration::days(2), &v),
            datetime!(2027-01-04 08:00 UTC)
        );
        assert_eq!(v[0].days(), 3);
        assert_eq!(v[0].days_in_year(2026), 1);
        assert_eq!(v[0].days_in_year(2027), 2);
        assert_eq!(v[0].days_in_year(2028), 0);
        let used = time_used(start, datetime!(2027-01-03 08:00 UTC), &v);
        assert_eq!(used, Duration::days(1));
    }

    #[test]
    fn bookings_follow_the_rules() {
        let today = date!(2026 - 12 - 01);
        let existing = [range(date!(2026 - 12 - 10), date!(2026 - 12 - 20))];
        assert_eq!(
            check_booking(
                range(date!(2026 - 12 - 05), date!(2026 - 12 - 04)),
                today,
                &existing,
                30
            ),
            Err(VacationError::EndsBeforeStart)
        );
        assert_eq!(
            check_booking(
                range(date!(2026 - 11 - 30), date!(2026 - 12 - 02)),
                today,
                &existing,
                30
            ),
            Err(VacationError::InThePast)
        );
        assert_eq!(
            check_booking(
                range(date!(2026 - 12 - 20), date!(2026 - 12 - 22)),
                today,
                &existing,
                30
            ),
            Err(VacationError::Overlaps)
        );
        assert!(
            check_booking(
                range(date!(2026 - 12 - 01), date!(2026 - 12 - 05)),
                today,
                &existing,
                30
            )
            .is_ok()
        );
        // 11 booked in 2026; 20 more would make 31.
        assert!(matches!(
            check_booking(
                range(date!(2026 - 12 - 21), date!(2027 - 01 - 09)),
                today,
                &existing,
                30
            ),
            Ok(())
        ));
        let r = check_booking(
            range(
                date!(2026 - 11 - 01) + Duration::days(30),
                date!(2026 - 12 - 09),
            ),
            today,
            &existing,
            15,
        );
        assert!(
            matches!(r, Err(VacationError::OverAllowance { year: 2026, .. })),
            "{r:?}"
        );
        // The allowance is per calendar year: next year's days count for next year.
        let next_year = range(date!(2027 - 01 - 01), date!(2027 - 01 - 30));
        assert!(check_booking(next_year, today, &existing, 30).is_ok());
        assert!(
            check_booking(
                range(date!(2027 - 01 - 01), date!(2027 - 01 - 31)),
                today,
                &existing,
                30
            )
            .is_err()
        );
    }
}
