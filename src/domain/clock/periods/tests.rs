//! Worked examples of the ICCF rules (as read in the module comment), their boundaries,
//! and property tests that no gift of time and no vacation moves a deadline backwards.

use proptest::prelude::*;
use time::macros::{date, datetime};
use time::{Duration, OffsetDateTime};

use super::*;

const TEN_IN_FIFTY: MovesInDays = MovesInDays {
    moves: 10,
    days: 50,
    double_after: None,
};

const DOUBLE_AFTER_20: MovesInDays = MovesInDays {
    double_after: Some(20),
    ..TEN_IN_FIFTY
};

fn hours(h: i64) -> Duration {
    Duration::hours(h)
}

/// Plays the mover's moves, each taking `used`, from the first move on: the days left
/// after each, or `None` from the move that overstepped.
fn play(tc: MovesInDays, used: &[Duration]) -> Vec<Option<u32>> {
    let mut left = Some(u32::from(tc.days));
    used.iter()
        .enumerate()
        .map(|(i, &u)| {
            left = left.and_then(|l| tc.days_left_after(l, u, i as u32 + 1));
            left
        })
        .collect()
}

#[test]
fn a_move_is_charged_in_whole_days_after_a_day_of_grace() {
    let tc = TEN_IN_FIFTY;
    assert_eq!(tc.charged_days(Duration::ZERO), 0);
    assert_eq!(tc.charged_days(hours(23) + Duration::minutes(59)), 0);
    assert_eq!(tc.charged_days(hours(24) - Duration::SECOND), 0);
    assert_eq!(tc.charged_days(hours(24)), 1, "24 h exactly is a day");
    assert_eq!(tc.charged_days(hours(47) + Duration::minutes(59)), 1);
    assert_eq!(tc.charged_days(hours(48)), 2);
    assert_eq!(tc.charged_days(Duration::days(50)), 50);
    assert_eq!(tc.charged_days(-hours(5)), 0, "a clock skew costs nothing");
}

#[test]
fn days_beyond_the_limit_on_one_move_count_twice() {
    let tc = DOUBLE_AFTER_20;
    assert_eq!(tc.charged_days(Duration::days(19)), 19);
    assert_eq!(
        tc.charged_days(Duration::days(20)),
        20,
        "the limit itself once"
    );
    assert_eq!(tc.charged_days(Duration::days(21)), 22);
    assert_eq!(tc.charged_days(Duration::days(25) + hours(23)), 30);
    // Without the option the same move costs what it took.
    assert_eq!(TEN_IN_FIFTY.charged_days(Duration::days(25)), 25);
}

#[test]
fn the_most_days_a_move_may_take_keeps_its_charge_within_the_days_left() {
    assert_eq!(TEN_IN_FIFTY.allowed_days(0), 0);
    assert_eq!(TEN_IN_FIFTY.allowed_days(50), 50);
    let tc = DOUBLE_AFTER_20;
    assert_eq!(tc.allowed_days(10), 10);
    assert_eq!(tc.allowed_days(20), 20);
    assert_eq!(tc.allowed_days(21), 20, "a 21st day would cost 2");
    assert_eq!(tc.allowed_days(22), 21);
    assert_eq!(tc.allowed_days(30), 25);
    assert_eq!(tc.allowed_days(31), 25);
    for left in 0..200 {
        let allowed = tc.allowed_days(left);
        assert!(tc.charged_days(Duration::days(allowed.into())) <= left);
        assert!(tc.charged_days(Duration::days(i64::from(allowed) + 1)) > left);
    }
}

#[test]
fn a_turn_lasts_the_allowed_days_and_the_day_of_grace() {
    let start = datetime!(2026-03-01 12:00 UTC);
    let allowance = TEN_IN_FIFTY.turn_allowance(3);
    let last = deadline(start, allowance, &[]);
    assert_eq!(last, datetime!(2026-03-05 11:59:59 UTC));
    // The last instant still costs 3 days; a second later costs 4.
    assert_eq!(TEN_IN_FIFTY.charged_days(last - start), 3);
    assert_eq!(
        TEN_IN_FIFTY.charged_days(last + Duration::SECOND - start),
        4
    );
    // No days left: the grace day alone.
    assert_eq!(
        TEN_IN_FIFTY.turn_allowance(0),
        Duration::DAY - Duration::SECOND
    );
    // Double counting: 30 days left allow 25 on one move.
    assert_eq!(
        DOUBLE_AFTER_20.turn_allowance(30),
        Duration::days(26) - Duration::SECOND
    );
}

#[test]
fn unused_days_carry_into_the_next_period() {
    // Ten moves of three days each: 50 − 30 = 20 left, and the 10th move opens the
    // second period, 20 + 50 = 70 days for moves 11–20.
    let left = play(TEN_IN_FIFTY, &[Duration::days(3); 10]);
    assert_eq!(left[0], Some(47));
    assert_eq!(left[8], Some(23));
    assert_eq!(left[9], Some(70));
    // Quick moves (under a day) cost nothing: 50 + 50 after the tenth.
    let quick = play(TEN_IN_FIFTY, &[hours(23); 20]);
    assert_eq!(quick[9], Some(100));
    assert_eq!(quick[19], Some(150), "two periods' days, all carried");
}

#[test]
fn a_period_ends_at_its_last_move_not_before() {
    let tc = TEN_IN_FIFTY;
    assert_eq!(tc.days_left_after(5, Duration::days(2), 9), Some(3));
    assert_eq!(tc.days_left_after(5, Duration::days(2), 10), Some(53));
    assert_eq!(tc.days_left_after(5, Duration::days(2), 11), Some(3));
    assert_eq!(tc.days_left_after(5, Duration::days(2), 20), Some(53));
    // Spending every day left on the period's last move is still in time.
    assert_eq!(
        tc.days_left_after(5, Duration::days(5) + hours(23), 10),
        Some(50)
    );
    // One more day is over the limit, even on the move that would bring new days.
    assert_eq!(tc.days_left_after(5, Duration::days(6), 10), None);
    assert_eq!(tc.days_left_after(0, hours(23), 3), Some(0));
    assert_eq!(tc.days_left_after(0, hours(24), 3), None);
}

#[test]
fn the_display_counts_moves_to_the_end_of_the_period() {
    let tc = TEN_IN_FIFTY;
    // "12 days left for 4 moves (to move 20)": 16 moves made.
    assert_eq!(tc.moves_to_next_period(16), 4);
    assert_eq!(tc.period_ends_at_move(16), 20);
    assert_eq!(tc.moves_to_next_period(0), 10);
    assert_eq!(tc.period_ends_at_move(0), 10);
    assert_eq!(tc.moves_to_next_period(9), 1);
    assert_eq!(tc.moves_to_next_period(10), 10, "a new period begins");
    assert_eq!(tc.period_ends_at_move(10), 20);
}

#[test]
fn double_counting_over_a_game() {
    // 10/50 with double counting after 20: a 25-day move costs 30.
    let left = play(
        DOUBLE_AFTER_20,
        &[Duration::days(25), Duration::days(10), Duration::days(10)],
    );
    assert_eq!(left, vec![Some(20), Some(10), Some(0)]);
    // The same moves without the option: 15 days left.
    assert_eq!(
        play(
            TEN_IN_FIFTY,
            &[Duration::days(25), Duration::days(10), Duration::days(10)]
        )[2],
        Some(5)
    );
    assert_eq!(play(DOUBLE_AFTER_20, &[Duration::days(36)]), vec![None]);
}

#[test]
fn the_grace_is_counted_after_vacation_is_left_out() {
    let start = datetime!(2026-03-01 12:00 UTC);
    let away = [DateRange {
        start: date!(2026 - 03 - 02),
        end: date!(2026 - 03 - 04),
    }];
    // Five days on the calendar, three of them away: two days used, charged 2.
    let used = super::super::time_used(start, datetime!(2026-03-06 12:00 UTC), &away);
    assert_eq!(TEN_IN_FIFTY.charged_days(used), 2);
    // With no days left the deadline is a day of play, pushed past the vacation.
    assert_eq!(
        deadline(start, TEN_IN_FIFTY.turn_allowance(0), &away),
        datetime!(2026-03-05 11:59:59 UTC)
    );
}

#[test]
fn the_silence_rule_ends_a_turn_before_a_full_clock() {
    let start = datetime!(2026-03-01 12:00 UTC);
    // 70 days carried: the clock allows 70 days and the grace; silence only 40.
    let both = TurnDeadlines::of(start, TEN_IN_FIFTY.turn_allowance(70), Some(40), &[]);
    assert_eq!(both.clock, datetime!(2026-05-11 11:59:59 UTC));
    assert_eq!(both.silence, Some(datetime!(2026-04-10 12:00 UTC)));
    assert_eq!(both.earliest(), datetime!(2026-04-10 12:00 UTC));
    assert!(both.silence_first());
    // Few days left: the clock comes first and silence changes nothing.
    let clock_first = TurnDeadlines::of(start, TEN_IN_FIFTY.turn_allowance(5), Some(40), &[]);
    assert_eq!(clock_first.earliest(), clock_first.clock);
    assert!(!clock_first.silence_first());
    // No silence rule: the clock alone.
    let none = TurnDeadlines::of(start, Duration::days(3), None, &[]);
    assert_eq!(none.silence, None);
    assert_eq!(none.earliest(), datetime!(2026-03-04 12:00 UTC));
}

#[test]
fn the_silence_rule_applies_to_every_kind_and_stops_in_vacations() {
    let start = datetime!(2026-03-01 00:00 UTC);
    let away = [DateRange {
        start: date!(2026 - 03 - 10),
        end: date!(2026 - 03 - 19),
    }];
    // Fischer with a big bank: 60 days, silence after 40 (plus 10 away).
    let both = TurnDeadlines::of(start, Duration::days(60), Some(40), &away);
    assert_eq!(both.silence, Some(datetime!(2026-04-20 00:00 UTC)));
    assert_eq!(both.clock, datetime!(2026-05-10 00:00 UTC));
    assert_eq!(both.earliest(), both.silence.unwrap());
    // Equal deadlines: the clock's, and not "silence first".
    let equal = TurnDeadlines::of(start, Duration::days(40), Some(40), &[]);
    assert_eq!(equal.earliest(), equal.clock);
    assert!(!equal.silence_first());
}

#[test]
fn pgn_is_moves_over_seconds() {
    assert_eq!(TEN_IN_FIFTY.pgn(), "10/4320000");
    let ten_in_thirty = MovesInDays {
        days: 30,
        ..TEN_IN_FIFTY
    };
    assert_eq!(ten_in_thirty.pgn(), "10/2592000");
    assert_eq!(
        DOUBLE_AFTER_20.pgn(),
        "*",
        "no standard form counts days twice"
    );
}

#[test]
fn whole_days_of_a_bank() {
    assert_eq!(whole_days(Duration::days(12)), 12);
    assert_eq!(whole_days(Duration::days(12) + hours(23)), 12);
    assert_eq!(whole_days(-Duration::days(1)), 0);
}

fn at(seconds: i64) -> OffsetDateTime {
    datetime!(2026-01-01 00:00 UTC) + Duration::seconds(seconds)
}

fn vacations() -> impl Strategy<Value = Vec<DateRange>> {
    prop::collection::vec((0i64..400, 0i64..30), 0..4).prop_map(|spans| {
        spans
            .into_iter()
            .map(|(from, len)| {
                let start = date!(2026 - 01 - 01) + Duration::days(from);
                DateRange {
                    start,
                    end: start + Duration::days(len),
                }
            })
            .collect()
    })
}

fn moves_in_days() -> impl Strategy<Value = MovesInDays> {
    (MOVES, PERIOD_DAYS, prop::option::of(DOUBLE_AFTER)).prop_map(|(moves, days, double)| {
        MovesInDays {
            moves,
            days,
            double_after: double,
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn giving_days_never_brings_a_deadline_forward(
        tc in moves_in_days(),
        left in 0u32..400,
        gift in 1u32..=7,
        silence in prop::option::of(SILENCE_DAYS),
        start in 0i64..(300 * 86_400),
        away in vacations(),
    ) {
        let before = TurnDeadlines::of(at(start), tc.turn_allowance(left), silence, &away);
        let after = TurnDeadlines::of(at(start), tc.turn_allowance(left + gift), silence, &away);
        prop_assert!(after.clock >= before.clock);
        prop_assert!(after.earliest() >= before.earliest());
        prop_assert_eq!(after.silence, before.silence);
    }

    #[test]
    fn booking_a_vacation_never_brings_a_deadline_forward(
        tc in moves_in_days(),
        left in 0u32..400,
        silence in prop::option::of(SILENCE_DAYS),
        start in 0i64..(300 * 86_400),
        away in vacations(),
        booked in vacations(),
    ) {
        let before = TurnDeadlines::of(at(start), tc.turn_allowance(left), silence, &away);
        let more: Vec<DateRange> = away.iter().chain(&booked).copied().collect();
        let after = TurnDeadlines::of(at(start), tc.turn_allowance(left), silence, &more);
        prop_assert!(after.clock >= before.clock);
        prop_assert!(after.earliest() >= before.earliest());
        if let (Some(a), Some(b)) = (after.silence, before.silence) {
            prop_assert!(a >= b);
        }
    }

    #[test]
    fn a_move_within_the_deadline_is_charged_no_more_than_the_days_left(
        tc in moves_in_days(),
        left in 0u32..400,
        move_number in 1u32..200,
        fraction in 0.0f64..=1.0,
    ) {
        let allowance = tc.turn_allowance(left);
        let used = Duration::seconds_f64(allowance.as_seconds_f64() * fraction);
        prop_assert!(tc.days_left_after(left, used, move_number).is_some());
        prop_assert!(tc.days_left_after(left, allowance + Duration::SECOND, move_number).is_none());
    }

    #[test]
    fn more_days_left_never_leave_fewer_after_a_move(
        tc in moves_in_days(),
        left in 0u32..400,
        more in 0u32..50,
        used_hours in 0i64..(24 * 200),
        move_number in 1u32..200,
    ) {
        let used = Duration::hours(used_hours);
        if let Some(a) = tc.days_left_after(left, used, move_number) {
            let b = tc.days_left_after(left + more, used, move_number);
            prop_assert!(b.is_some_and(|b| b >= a + more));
        }
    }
}
