//! Rating benchmarks: what rating a game adds to ending it (the pure Glicko-2 update),
//! and what the audit costs per game (a replay of many games).
//!
//! Run: `cargo bench --bench rating -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use corrchess::{
    chess::GameResult,
    domain::{
        GameId, UserId,
        rating::{Rating, Standing, rate_game},
        rating_replay::{RatedGame, replay},
    },
};
use criterion::{Criterion, criterion_group, criterion_main};
use time::{Duration, macros::datetime};

fn update(c: &mut Criterion) {
    let at = datetime!(2026-06-01 12:00 UTC);
    let settled = |rating, rd, days: i64| Standing {
        rating: Rating {
            rating,
            rd,
            volatility: 0.06,
        },
        rated_at: Some(at - Duration::days(days)),
    };
    c.bench_function("rate_game: two new players", |b| {
        b.iter(|| {
            rate_game(
                black_box(Standing::NEW),
                black_box(Standing::NEW),
                GameResult::WhiteWins,
                at,
            )
        })
    });
    c.bench_function("rate_game: settled players, one idle 95 days", |b| {
        b.iter(|| {
            rate_game(
                black_box(settled(1812.0, 64.0, 95)),
                black_box(settled(1750.0, 80.0, 3)),
                GameResult::Draw,
                at,
            )
        })
    });
}

/// 10,000 games among 200 players, a few hours apart, results cycling.
fn season() -> Vec<RatedGame> {
    let start = datetime!(2025-01-01 00:00 UTC);
    let results = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
    ];
    (0..10_000i64)
        .map(|i| {
            // White cycles through the players; Black is a different one each round.
            let white = i % 200;
            let black = (white + 1 + (i / 200) % 199) % 200;
            RatedGame {
                id: GameId(i + 1),
                white: UserId(white + 1),
                black: UserId(black + 1),
                result: results[(i % 3) as usize],
                at: start + Duration::hours(i * 3),
            }
        })
        .collect()
}

fn audit(c: &mut Criterion) {
    let games = season();
    assert!(games.iter().all(|g| g.white != g.black));
    c.bench_function("replay 10,000 rated games (the audit)", |b| {
        b.iter(|| replay(black_box(&games)))
    });
}

criterion_group!(benches, update, audit);
criterion_main!(benches);
