use proptest::prelude::*;
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2_rating_period},
};
use time::macros::datetime;

use super::*;

const SCALE: f64 = 173.7178;
const END: OffsetDateTime = datetime!(2026-06-01 12:00 UTC);

fn r(rating: f64, rd: f64, volatility: f64) -> Rating {
    Rating {
        rating,
        rd,
        volatility,
    }
}

fn standing(rating: Rating) -> Standing {
    Standing {
        rating,
        rated_at: None,
    }
}

fn close(a: f64, b: f64, tolerance: f64) -> bool {
    (a - b).abs() <= tolerance
}

/// Glickman's worked example: 1500/200/0.06 beats 1400/30, loses to 1550/100 and to
/// 1700/300 in one period. The paper prints μ' = -0.2069, φ' = 0.8722, σ' = 0.05999,
/// that is r' = 1464.06 and RD' = 151.52 (figures rounded from its own rounded steps).
#[test]
fn glickmans_worked_example() {
    let player = Glicko2Rating {
        rating: 1500.0,
        deviation: 200.0,
        volatility: 0.06,
    };
    let opponent = |rating, deviation| Glicko2Rating {
        rating,
        deviation,
        volatility: 0.06,
    };
    let results = [
        (opponent(1400.0, 30.0), Outcomes::WIN),
        (opponent(1550.0, 100.0), Outcomes::LOSS),
        (opponent(1700.0, 300.0), Outcomes::LOSS),
    ];
    let config = Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    };
    let after = glicko2_rating_period(&player, &results, &config);
    let mu = (after.rating - 1500.0) / SCALE;
    let phi = after.deviation / SCALE;
    assert!(close(mu, -0.2069, 0.00005), "μ' = {mu}");
    assert!(close(phi, 0.8722, 0.00005), "φ' = {phi}");
    assert!(
        close(after.volatility, 0.05999, 0.00001),
        "σ' = {}",
        after.volatility
    );
    assert!(close(after.rating, 1464.06, 0.01), "r' = {}", after.rating);
    assert!(
        close(after.deviation, 151.52, 0.01),
        "RD' = {}",
        after.deviation
    );
}

/// One game is a rating period of one game: the two-player update agrees with the
/// period formula applied to each side.
#[test]
fn one_game_is_one_period_for_each_player() {
    let (a, b) = (r(1580.0, 120.0, 0.059), r(1430.0, 240.0, 0.061));
    let (wa, wb) = rate_game(standing(a), standing(b), GameResult::Draw, END);
    let config = Glicko2Config::new();
    let period_a = glicko2_rating_period(&a.to_lib(), &[(b.to_lib(), Outcomes::DRAW)], &config);
    let period_b = glicko2_rating_period(&b.to_lib(), &[(a.to_lib(), Outcomes::DRAW)], &config);
    assert!(close(wa.after.rating, period_a.rating, 1e-9));
    assert!(close(wa.after.rd, period_a.deviation, 1e-9));
    assert!(close(wb.after.rating, period_b.rating, 1e-9));
    assert!(close(wb.after.volatility, period_b.volatility, 1e-12));
}

#[test]
fn a_win_between_two_new_players() {
    let (w, b) = rate_game(Standing::NEW, Standing::NEW, GameResult::WhiteWins, END);
    assert_eq!((w.after.shown(), w.after.shown_rd()), (1662, 290));
    assert_eq!((b.after.shown(), b.after.shown_rd()), (1338, 290));
    assert_eq!((w.diff, b.diff), (162, -162));
    assert!(close(w.after.volatility, 0.06, 0.0001));
    let (w, b) = rate_game(Standing::NEW, Standing::NEW, GameResult::BlackWins, END);
    assert_eq!((w.after.shown(), b.after.shown()), (1338, 1662));
}

#[test]
fn a_draw_between_equals_changes_only_the_rd() {
    let (w, b) = rate_game(Standing::NEW, Standing::NEW, GameResult::Draw, END);
    assert_eq!((w.diff, b.diff), (0, 0));
    assert!(close(w.after.rating, 1500.0, 1e-9));
    assert!(w.after.rd < MAX_RD);
    assert_eq!(w.after, b.after);
}

#[test]
fn the_diff_is_between_shown_ratings() {
    // 1500.4 is shown as 1500; whatever the game makes of it is counted from there.
    let white = standing(r(1500.4, 80.0, 0.06));
    let black = standing(r(1500.0, 80.0, 0.06));
    let (w, _) = rate_game(white, black, GameResult::WhiteWins, END);
    assert_eq!(w.diff, w.after.shown() - 1500);
}

#[test]
fn idle_time_widens_the_rd_once_per_whole_period() {
    let settled = r(1700.0, 50.0, 0.06);
    let step = |rd: f64| ((rd / SCALE).powi(2) + 0.06_f64.powi(2)).sqrt() * SCALE;
    assert_eq!(settled.after_idle(Duration::days(29)), settled);
    assert_eq!(settled.after_idle(-Duration::days(90)), settled);
    let one = settled.after_idle(Duration::days(30));
    assert!(close(one.rd, step(50.0), 1e-9), "{one:?}");
    assert_eq!((one.rating, one.volatility), (1700.0, 0.06));
    let two = settled.after_idle(Duration::days(89));
    assert!(close(two.rd, step(step(50.0)), 1e-9), "{two:?}");
    assert!(close(two.rd, 52.13, 0.01), "{two:?}");
}

#[test]
fn idle_time_never_takes_the_rd_above_350() {
    let settled = r(1700.0, 50.0, 0.06);
    let long = settled.after_idle(Duration::days(365 * 200));
    assert_eq!(long.rd, MAX_RD);
    let near = r(1700.0, 349.9, 0.06).after_idle(Duration::days(30));
    assert_eq!(near.rd, MAX_RD);
    assert_eq!(
        Rating::START.after_idle(Duration::days(3000)),
        Rating::START
    );
}

#[test]
fn the_idle_step_applies_before_the_game() {
    let last = END - Duration::days(95);
    let white = Standing {
        rating: r(1700.0, 50.0, 0.06),
        rated_at: Some(last),
    };
    let widened = white.rating.after_idle(Duration::days(95));
    assert_eq!(white.at(END), widened);
    let black = standing(r(1650.0, 60.0, 0.06));
    let (from_standing, _) = rate_game(white, black, GameResult::BlackWins, END);
    let fresh = standing(widened);
    let (from_widened, _) = rate_game(fresh, black, GameResult::BlackWins, END);
    assert_eq!(from_standing, from_widened);
    // A wider RD moves the rating further than the settled one would have.
    let (settled, _) = rate_game(standing(white.rating), black, GameResult::BlackWins, END);
    assert!(from_standing.after.rating < settled.after.rating);
}

#[test]
fn provisional_means_rd_above_110() {
    assert!(Rating::START.is_provisional());
    assert!(!r(1500.0, 110.0, 0.06).is_provisional());
    assert!(r(1500.0, 110.01, 0.06).is_provisional());
    assert_eq!(Rating::START.label().to_string(), "1500?");
    assert_eq!(r(1723.5, 60.0, 0.06).label().to_string(), "1724");
    assert_eq!(r(1499.49, 60.0, 0.06).shown(), 1499);
}

#[test]
fn rating_ranges_admit_their_ends() {
    let range = RatingRange {
        min: Some(1400),
        max: Some(1800),
    };
    assert!(range.admits(1400) && range.admits(1800) && range.admits(1600));
    assert!(!range.admits(1399) && !range.admits(1801));
    assert_eq!(range.words().to_string(), "rated 1400 to 1800");
    let floor = RatingRange {
        min: Some(1700),
        max: None,
    };
    assert!(floor.admits(2900) && !floor.admits(1500));
    assert_eq!(floor.words().to_string(), "rated 1700 or more");
    let ceiling = RatingRange {
        min: None,
        max: Some(1500),
    };
    assert!(ceiling.admits(100) && !ceiling.admits(1501));
    assert_eq!(ceiling.words().to_string(), "rated 1500 or less");
    assert!(RatingRange::default().is_open() && RatingRange::default().admits(0));
    assert!(!floor.is_open());
}

fn rating_strategy() -> impl Strategy<Value = Rating> {
    (100.0f64..3200.0, 30.0f64..350.0, 0.03f64..0.09).prop_map(|(a, b, c)| r(a, b, c))
}

fn result_strategy() -> impl Strategy<Value = GameResult> {
    prop_oneof![
        Just(GameResult::WhiteWins),
        Just(GameResult::Draw),
        Just(GameResult::BlackWins)
    ]
}

fn mirror(result: GameResult) -> GameResult {
    match result {
        GameResult::WhiteWins => GameResult::BlackWins,
        GameResult::BlackWins => GameResult::WhiteWins,
        GameResult::Draw => GameResult::Draw,
    }
}

proptest! {
    /// Colours do not matter: the same game with the sides swapped gives each player the
    /// same values.
    #[test]
    fn swapping_sides_changes_nothing(a in rating_strategy(), b in rating_strategy(), result in result_strategy()) {
        let (wa, wb) = rate_game(standing(a), standing(b), result, END);
        let (sb, sa) = rate_game(standing(b), standing(a), mirror(result), END);
        prop_assert_eq!(wa, sa);
        prop_assert_eq!(wb, sb);
    }

    /// The winner never loses points, the loser never gains, and every value stays a
    /// finite number in range.
    #[test]
    fn updates_stay_in_bounds(a in rating_strategy(), b in rating_strategy(), result in result_strategy()) {
        let (w, bl) = rate_game(standing(a), standing(b), result, END);
        match result {
            GameResult::WhiteWins => prop_assert!(w.after.rating >= a.rating && bl.after.rating <= b.rating),
            GameResult::BlackWins => prop_assert!(w.after.rating <= a.rating && bl.after.rating >= b.rating),
            GameResult::Draw => {}
        }
        for (before, u) in [(a, w), (b, bl)] {
            prop_assert!(u.after.rating.is_finite());
            prop_assert!(u.after.rd > 0.0 && u.after.rd <= MAX_RD);
            prop_assert!(u.after.volatility > 0.0 && u.after.volatility < 0.2);
            // One game moves a rating by at most φ'² on the Glicko-2 scale.
            prop_assert!((u.after.rating - before.rating).abs() <= MAX_RD * MAX_RD / SCALE);
            prop_assert_eq!(u.diff, u.after.shown() - before.shown());
        }
    }

    /// A draw moves both ratings toward each other, never past.
    #[test]
    fn a_draw_pulls_ratings_together(a in rating_strategy(), b in rating_strategy()) {
        let (w, bl) = rate_game(standing(a), standing(b), GameResult::Draw, END);
        if a.rating > b.rating {
            prop_assert!(w.after.rating <= a.rating && bl.after.rating >= b.rating);
        } else if a.rating < b.rating {
            prop_assert!(w.after.rating >= a.rating && bl.after.rating <= b.rating);
        }
    }

    /// Idle time only ever widens the RD, up to the cap, and nothing else.
    #[test]
    fn idle_time_only_widens(a in rating_strategy(), days in 0i64..20_000) {
        let idle = a.after_idle(Duration::days(days));
        prop_assert!(idle.rd >= a.rd.min(MAX_RD) && idle.rd <= MAX_RD);
        prop_assert_eq!((idle.rating, idle.volatility), (a.rating, a.volatility));
    }
}
