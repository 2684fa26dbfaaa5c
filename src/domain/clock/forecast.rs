//! Where a player's pace leads under N moves in M days (issue 32): at the average time
//! of their last ten moves, when do they reach the end of the period, what does the
//! clock allow, and does the pace lose on time first. Pure; dates are counted on the
//! player's own clock from the turn's start, as if the opponent answered at once.

use time::{Duration, OffsetDateTime};

use super::MovesInDays;

/// How many of a player's latest moves the pace is taken over.
pub const PACE_MOVES: usize = 10;

/// A pace and where it leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Forecast {
    /// The average time of the moves counted.
    pub pace: Duration,
    /// How many moves it was taken over (at most [`PACE_MOVES`]).
    pub counted: usize,
    /// The move that ends the current period.
    pub target_move: u32,
    /// When the player reaches it at that pace.
    pub reached_at: OffsetDateTime,
    /// The latest the clock allows to reach it: the days left and each move's day of
    /// grace, less a second.
    pub allowed_until: OffsetDateTime,
    /// The pace loses on time before the period ends.
    pub loses: bool,
}

/// The forecast of a player who has made `moves_made` moves, has `days_left` and whose
/// turn began at `turn_start`, from the time their moves took (oldest first); `None`
/// before their first move.
pub fn forecast(
    tc: MovesInDays,
    moves_made: u32,
    days_left: u32,
    used: &[Duration],
    turn_start: OffsetDateTime,
) -> Option<Forecast> {
    let recent = &used[used.len().saturating_sub(PACE_MOVES)..];
    let counted = recent.len();
    let pace = recent.iter().copied().sum::<Duration>()
        / i32::try_from(counted).ok().filter(|&n| n > 0)?;
    let to_go = tc.moves_to_next_period(moves_made);
    let charged = u64::from(tc.charged_days(pace)) * u64::from(to_go);
    Some(Forecast {
        pace,
        counted,
        target_move: tc.period_ends_at_move(moves_made),
        reached_at: turn_start + pace * to_go,
        allowed_until: turn_start + Duration::days(i64::from(days_left) + i64::from(to_go))
            - Duration::SECOND,
        loses: charged > u64::from(days_left),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    const TEN_IN_FIFTY: MovesInDays = MovesInDays {
        moves: 10,
        days: 50,
        double_after: None,
    };

    #[test]
    fn the_pace_of_the_last_ten_moves_leads_to_the_periods_end() {
        let start = datetime!(2026-03-01 12:00 UTC);
        // Sixteen moves made: the first six slow, the last ten two and a half days each.
        let mut used = vec![Duration::days(9); 6];
        used.extend([Duration::hours(60); 10]);
        let f = forecast(TEN_IN_FIFTY, 16, 12, &used, start).unwrap();
        assert_eq!(f.pace, Duration::hours(60));
        assert_eq!(f.counted, 10);
        assert_eq!(f.target_move, 20);
        // Four moves of 2.5 days: ten days on.
        assert_eq!(f.reached_at, datetime!(2026-03-11 12:00 UTC));
        // Twelve days and four days of grace.
        assert_eq!(f.allowed_until, datetime!(2026-03-17 11:59:59 UTC));
        // Charged 2 whole days a move: 8 of 12.
        assert!(!f.loses);
        // With 7 days left the same pace loses before move 20.
        assert!(forecast(TEN_IN_FIFTY, 16, 7, &used, start).unwrap().loses);
    }

    #[test]
    fn fewer_moves_count_as_they_are_and_none_gives_no_forecast() {
        let start = datetime!(2026-03-01 12:00 UTC);
        assert_eq!(forecast(TEN_IN_FIFTY, 0, 50, &[], start), None);
        let f = forecast(
            TEN_IN_FIFTY,
            2,
            50,
            &[Duration::days(1), Duration::days(3)],
            start,
        )
        .unwrap();
        assert_eq!(
            (f.pace, f.counted, f.target_move),
            (Duration::days(2), 2, 10)
        );
        assert_eq!(f.reached_at, start + Duration::days(16));
        assert!(!f.loses);
        // Quick moves under a day are charged nothing: never a loss.
        let quick = forecast(TEN_IN_FIFTY, 9, 0, &[Duration::hours(20)], start).unwrap();
        assert!(!quick.loses);
        assert_eq!(quick.target_move, 10);
    }
}
