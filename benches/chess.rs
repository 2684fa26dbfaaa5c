//! Rules-core benchmarks: what one move submission and one game rebuild cost.
//!
//! Run: `cargo bench --bench chess -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use corrchess::chess::{Game, MoveMark, StartNumber, position_from_fen};
use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use shakmaty::Position;

/// A deterministic game of `plies` half-moves from start 0..959 that has not
/// ended: moves picked by a small LCG, avoiding moves that end the game.
fn long_game(start: u16, plies: usize) -> Game {
    let mut seed: u64 = 0x9E37_79B9_7F4A_7C15 ^ u64::from(start);
    'attempt: loop {
        let mut game = Game::new(StartNumber::new(start).expect("start in range"));
        while game.moves().len() < plies {
            let moves = game.position().legal_moves();
            let mut candidates: Vec<_> = moves.iter().copied().collect();
            // Try the candidates in an order given by the LCG until one keeps the game going.
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let offset = (seed >> 33) as usize;
            let n = candidates.len().max(1);
            candidates.rotate_left(offset % n);
            let next = candidates.iter().find(|m| {
                let mut g = game.clone();
                g.play(m).is_ok() && !g.is_over()
            });
            match next {
                Some(m) => {
                    game.play(m).expect("legal");
                }
                None => continue 'attempt,
            }
        }
        return game;
    }
}

fn bench_rules(c: &mut Criterion) {
    let start = 123;
    let game100 = long_game(start, 100);
    let legal = game100.legal_moves();
    let san = legal[legal.len() / 2].san.clone();
    let uci = legal[legal.len() / 2].uci.clone();

    c.bench_function("play_input SAN at ply 100", |b| {
        b.iter_batched(
            || game100.clone(),
            |mut g| black_box(g.play_input(black_box(&san)).expect("legal")),
            BatchSize::SmallInput,
        )
    });
    c.bench_function("play_input UCI at ply 100", |b| {
        b.iter_batched(
            || game100.clone(),
            |mut g| black_box(g.play_input(black_box(&uci)).expect("legal")),
            BatchSize::SmallInput,
        )
    });
    c.bench_function("clone 100-ply game (setup cost, for reference)", |b| {
        b.iter(|| black_box(game100.clone()))
    });

    let game200 = long_game(start, 200);
    let stored = game200.uci_moves();
    let number = StartNumber::new(start).expect("start in range");
    c.bench_function("replay 200-ply game from UCI list", |b| {
        b.iter(|| black_box(Game::replay(number, black_box(&stored)).expect("replays")))
    });
    // What a game page needs from the rules core for an 80-ply game: before, a replay of
    // the stored moves (then the legal moves for every viewer); now, the stored FEN and
    // the last move's stored SAN and UCI (legal moves only for the player on move).
    let game80 = long_game(start, 80);
    let stored80 = game80.uci_moves();
    let fen80 = game80.fen();
    let last80 = game80.last_move().expect("moves").clone();
    c.bench_function(
        "game page position: replay 80 plies and list legal moves",
        |b| {
            b.iter(|| {
                let g = Game::replay(number, black_box(&stored80)).expect("replays");
                black_box((g.legal_moves(), g.can_claim_draw()))
            })
        },
    );
    c.bench_function("game page position: stored FEN and last move", |b| {
        b.iter(|| {
            let pos = position_from_fen(black_box(&fen80)).expect("valid FEN");
            let mark = MoveMark::from_stored(last80.ply, &last80.san, &last80.uci);
            black_box((pos, mark))
        })
    });
    // Every read of a stored game starts here (the highest number is the worst case
    // for a search over the 960 positions).
    let last = StartNumber::new(959).expect("start in range");
    c.bench_function("Game::new from a start number", |b| {
        b.iter(|| black_box(Game::new(black_box(last))))
    });
}

criterion_group!(benches, bench_rules);
criterion_main!(benches);
