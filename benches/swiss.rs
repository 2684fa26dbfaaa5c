//! Swiss benchmarks: pairing one round of a 200-player event by the FIDE Dutch rules
//! (issue 49 asks for well under a second per round), after 0, 3 and 6 rounds of
//! seeded random results.
//!
//! Run: `cargo bench --bench swiss -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use corrchess::domain::swiss::{Colour, Outcome, Player, Settings, pair_round};
use criterion::{Criterion, criterion_group, criterion_main};

const PLAYERS: usize = 200;
const ROUNDS: usize = 7;

fn settings(round: usize) -> Settings {
    Settings {
        round,
        rounds: ROUNDS,
        initial: Colour::White,
        colours_matter: true,
    }
}

/// The event's histories before `round`: each earlier round paired by the engine and
/// played with seeded results (white wins 40 %, draws 25 %, loses 35 %).
fn event_before(round: usize) -> Vec<Player> {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % 20
    };
    let mut players = vec![
        Player {
            history: Vec::new(),
            present: true,
        };
        PLAYERS
    ];
    for r in 1..round {
        let pairing = pair_round(&players, &settings(r)).expect("pairable");
        for &(w, b) in &pairing.games {
            let half = match next() {
                0..8 => 2,
                8..13 => 1,
                _ => 0,
            };
            players[w].history.push(Outcome::Played {
                opponent: b,
                colour: Colour::White,
                half,
            });
            players[b].history.push(Outcome::Played {
                opponent: w,
                colour: Colour::Black,
                half: 2 - half,
            });
        }
        if let Some(b) = pairing.bye {
            players[b].history.push(Outcome::Pab);
        }
    }
    players
}

fn dutch(c: &mut Criterion) {
    for round in [1, 4, ROUNDS] {
        let players = event_before(round);
        c.bench_function(
            &format!("pair_round: {PLAYERS} players, round {round}"),
            |b| b.iter(|| pair_round(black_box(&players), &settings(round))),
        );
    }
}

criterion_group!(benches, dutch);
criterion_main!(benches);
