//! N moves in M days, as the correspondence federations (ICCF) keep their clocks, and the
//! silence rule. Pure like the rest of [`super`]: "now" and the vacations come in.
//!
//! The rules as read from ICCF's playing rules and its server's practice:
//! - each period gives `days` days for `moves` moves; unused days carry into the next
//!   period ("reflection time accumulates"), so the days are a bank that grows by `days`
//!   when the mover completes move `moves`, `2 × moves`, …;
//! - the time a move used is counted in whole days, rounded down: a move within 24 hours
//!   of the turn's start costs 0 days, 24–48 hours cost 1, and so on (vacation time is
//!   left out before counting);
//! - optionally, days beyond `double_after` on a single move count twice;
//! - the silence rule (any time control): a player who has not moved for
//!   `max_silence_days` loses on time even with days left; the deadline of a turn is the
//!   earlier of the clock's and the silence deadline.

use std::ops::RangeInclusive;

use time::{Duration, OffsetDateTime};

use super::{DateRange, deadline};

/// Moves per period people may choose (ICCF plays 10).
pub const MOVES: RangeInclusive<u16> = 5..=50;
/// Days per period people may choose (ICCF plays 30, 40 or 50).
pub const PERIOD_DAYS: RangeInclusive<u16> = 10..=100;
/// Days on one move after which days count double (ICCF: 20).
pub const DOUBLE_AFTER: RangeInclusive<u16> = 1..=100;
/// Days without a move after which the silence rule forfeits (ICCF: 40).
pub const SILENCE_DAYS: RangeInclusive<u16> = 5..=365;

/// A time control of `moves` moves in `days` days, days carried over, optionally with
/// days beyond `double_after` on one move counting twice. Kept apart from the clock's
/// walk so the arithmetic has its own worked examples.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MovesInDays {
    pub moves: u16,
    pub days: u16,
    pub double_after: Option<u16>,
}

impl MovesInDays {
    /// The days a move that used `used` (vacations already left out) is charged: whole
    /// days rounded down (the 24 h grace), days beyond `double_after` twice.
    pub fn charged_days(&self, used: Duration) -> u32 {
        let whole = u32::try_from(used.whole_days()).unwrap_or(0);
        match self.double_after {
            Some(limit) if whole > u32::from(limit) => whole + (whole - u32::from(limit)),
            _ => whole,
        }
    }

    /// The most whole days one move may take with `days_left` on the clock, so that its
    /// charge stays within them (double counting makes this less than `days_left`).
    pub fn allowed_days(&self, days_left: u32) -> u32 {
        match self.double_after.map(u32::from) {
            Some(limit) if days_left > limit => limit + (days_left - limit) / 2,
            _ => days_left,
        }
    }

    /// How long a turn may last with `days_left`: the allowed whole days plus the day of
    /// grace, less one second, so the deadline is the last instant still in time (a
    /// move is refused only when the deadline is before it).
    pub fn turn_allowance(&self, days_left: u32) -> Duration {
        Duration::days(i64::from(self.allowed_days(days_left)) + 1) - Duration::SECOND
    }

    /// The days left after the mover's `move_number`-th move (counting from 1) that used
    /// `used`: the charge taken off, a new period's days added when the move completes a
    /// period. `None` when the charge exceeds the days left (lost on time).
    pub fn days_left_after(&self, days_left: u32, used: Duration, move_number: u32) -> Option<u32> {
        let left = days_left.checked_sub(self.charged_days(used))?;
        Some(left + self.period_bonus(move_number))
    }

    /// The days a completed period adds after move `move_number`, or 0 mid-period.
    fn period_bonus(&self, move_number: u32) -> u32 {
        let moves = u32::from(self.moves.max(1));
        if move_number > 0 && move_number.is_multiple_of(moves) {
            u32::from(self.days)
        } else {
            0
        }
    }

    /// How many moves a player who has made `moves_made` has left in the current period
    /// (the "4 moves" of "12 days left for 4 moves").
    pub fn moves_to_next_period(&self, moves_made: u32) -> u32 {
        let moves = u32::from(self.moves.max(1));
        moves - moves_made % moves
    }

    /// The move that ends the current period (the "to move 20").
    pub fn period_ends_at_move(&self, moves_made: u32) -> u32 {
        moves_made + self.moves_to_next_period(moves_made)
    }

    /// The PGN `[TimeControl]` value of the standard's "moves/seconds" form (section
    /// 9.6.1): `10/4320000` for 10 moves in 50 days (a repeated period whose unused time
    /// carries over, as on a tournament clock). No form fits days counted twice: `*`
    /// (unknown) then, and the `TimeControlText` tag words it.
    pub fn pgn(&self) -> String {
        match self.double_after {
            Some(_) => "*".to_owned(),
            None => format!("{}/{}", self.moves, i64::from(self.days) * super::DAY),
        }
    }
}

/// The whole days in a bank kept in seconds (a partial day, which no rule here writes,
/// is dropped).
pub fn whole_days(bank: Duration) -> u32 {
    u32::try_from(bank.whole_days()).unwrap_or(0)
}

/// When the silence rule ends a turn that began at `turn_start`: `max_days` later, the
/// clock standing still in the player's vacations as it does for the time control.
pub fn silence_deadline(
    turn_start: OffsetDateTime,
    max_days: u16,
    vacations: &[DateRange],
) -> OffsetDateTime {
    deadline(turn_start, Duration::days(i64::from(max_days)), vacations)
}

/// A turn's two deadlines: the time control's and the silence rule's (when the game has
/// one). Kept apart so the page can say which one is the earlier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnDeadlines {
    pub clock: OffsetDateTime,
    pub silence: Option<OffsetDateTime>,
}

impl TurnDeadlines {
    /// Both deadlines of a turn that began at `turn_start` with `allowance` on the
    /// clock, under a silence rule of `max_silence_days` if there is one.
    pub fn of(
        turn_start: OffsetDateTime,
        allowance: Duration,
        max_silence_days: Option<u16>,
        vacations: &[DateRange],
    ) -> Self {
        Self {
            clock: deadline(turn_start, allowance, vacations),
            silence: max_silence_days.map(|d| silence_deadline(turn_start, d, vacations)),
        }
    }

    /// The deadline that counts: the earlier of the two.
    pub fn earliest(&self) -> OffsetDateTime {
        self.silence.map_or(self.clock, |s| s.min(self.clock))
    }

    /// The silence rule ends the turn before the clock does (the page says so).
    pub fn silence_first(&self) -> bool {
        self.silence.is_some_and(|s| s < self.clock)
    }
}

#[cfg(test)]
mod tests;
