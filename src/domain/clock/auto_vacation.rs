//! Vacation before a timeout (issue 32, item 4): when the player on move would lose on
//! time and has chosen it, the sweep books whole vacation days from today instead, if
//! their yearly allowance and the game's tournament cap both hold enough. Pure: the
//! sweep reads the numbers and does the booking.

use time::{Date, Duration, OffsetDateTime, Time};

/// What the sweep reads for one overdue turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overdue {
    /// The turn's deadline, already passed.
    pub deadline: OffsetDateTime,
    /// When the sweep runs.
    pub now: OffsetDateTime,
    /// Vacation days the player has left this year.
    pub allowance_left: i64,
    /// Vacation days the game's tournament still lets count (`None`: no cap).
    pub cap_left: Option<i64>,
}

/// The sweep's choice for an overdue turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rescue {
    /// Book this many days from today: the deadline then lies after `now`.
    Book(i64),
    /// Lose on time as before.
    Forfeit,
}

/// The whole days a vacation from `today` must last so that `deadline` (which the
/// vacation moves on by as many days) passes `now`: at least one; `None` when the
/// deadline lies before today, where a vacation may no longer begin.
pub fn days_needed(deadline: OffsetDateTime, now: OffsetDateTime) -> Option<i64> {
    let today: Date = now.date();
    if deadline < today.with_time(Time::MIDNIGHT).assume_utc() {
        return None;
    }
    let behind = now - deadline;
    Some((behind.whole_seconds() / Duration::DAY.whole_seconds() + 1).max(1))
}

/// Books the days needed when the allowance and the cap both cover them; otherwise
/// the game is lost on time, so a tournament's cap is never exceeded.
pub fn decide(o: Overdue) -> Rescue {
    let Some(days) = days_needed(o.deadline, o.now) else {
        return Rescue::Forfeit;
    };
    let capped_out = o.cap_left.is_some_and(|left| left < days);
    if o.allowance_left < days || capped_out {
        Rescue::Forfeit
    } else {
        Rescue::Book(days)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    fn overdue(deadline: OffsetDateTime, now: OffsetDateTime) -> Overdue {
        Overdue {
            deadline,
            now,
            allowance_left: 30,
            cap_left: None,
        }
    }

    #[test]
    fn one_day_saves_a_turn_that_ran_out_today() {
        let d = datetime!(2026-03-01 10:00 UTC);
        assert_eq!(days_needed(d, d + Duration::SECOND), Some(1));
        // Exactly one day behind, the deadline lies before today: too late to save.
        assert_eq!(days_needed(d, d + Duration::DAY), None);
        // Late in the day: the vacation of today moves it to tomorrow, after `now`.
        let late = datetime!(2026-03-01 00:30 UTC);
        assert_eq!(days_needed(late, datetime!(2026-03-01 23:59 UTC)), Some(1));
        assert_eq!(decide(overdue(d, d + Duration::hours(2))), Rescue::Book(1));
    }

    #[test]
    fn a_deadline_before_today_cannot_be_saved() {
        let d = datetime!(2026-03-01 23:59:59 UTC);
        assert_eq!(days_needed(d, datetime!(2026-03-02 00:00:30 UTC)), None);
        assert_eq!(
            decide(overdue(d, datetime!(2026-03-02 00:00:30 UTC))),
            Rescue::Forfeit
        );
        // Midnight of today itself still counts.
        let m = datetime!(2026-03-02 00:00 UTC);
        assert_eq!(days_needed(m, m + Duration::minutes(5)), Some(1));
    }

    #[test]
    fn the_allowance_and_the_cap_must_each_cover_the_days() {
        let d = datetime!(2026-03-01 10:00 UTC);
        let now = d + Duration::hours(1);
        let with = |allowance_left, cap_left| {
            decide(Overdue {
                allowance_left,
                cap_left,
                ..overdue(d, now)
            })
        };
        assert_eq!(with(1, None), Rescue::Book(1));
        assert_eq!(with(0, None), Rescue::Forfeit);
        assert_eq!(with(30, Some(1)), Rescue::Book(1));
        assert_eq!(with(30, Some(0)), Rescue::Forfeit);
        assert_eq!(with(0, Some(5)), Rescue::Forfeit);
    }
}
