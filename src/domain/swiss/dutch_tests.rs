//! Dutch pairings: worked examples, and properties over random tournaments.

use proptest::prelude::*;

use super::*;
use crate::domain::swiss::colours::absolute_conflict;
use crate::domain::swiss::players::Outcome;

fn fresh(n: usize) -> Vec<Player> {
    vec![
        Player {
            history: Vec::new(),
            present: true,
        };
        n
    ]
}

fn settings(round: usize, rounds: usize) -> Settings {
    Settings {
        round,
        rounds,
        initial: Colour::White,
        colours_matter: true,
    }
}

/// Plays a pairing into the histories: `result(white, black)` gives white's half points.
fn play(players: &mut [Player], pairing: &Pairing, mut result: impl FnMut(usize, usize) -> u8) {
    let mut seen = vec![false; players.len()];
    for &(w, b) in &pairing.games {
        let half = result(w, b);
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
        seen[w] = true;
        seen[b] = true;
    }
    if let Some(b) = pairing.bye {
        players[b].history.push(Outcome::Pab);
        seen[b] = true;
    }
    for (p, s) in players.iter_mut().zip(seen) {
        if !s {
            p.history.push(Outcome::Unplayed { half: 0 });
        }
    }
}

#[test]
fn round_one_pairs_top_half_against_bottom_half() {
    // C.04.3 worked example for round 1 of 8 players: 1-5, 6-2, 3-7, 8-4 (1-based).
    let p = pair_round(&fresh(8), &settings(1, 5)).unwrap();
    assert_eq!(p.games, vec![(0, 4), (5, 1), (2, 6), (7, 3)]);
    assert_eq!(p.bye, None);
    // The initial colour drawn black turns every board round.
    let mut s = settings(1, 5);
    s.initial = Colour::Black;
    let p = pair_round(&fresh(8), &s).unwrap();
    assert_eq!(p.games, vec![(4, 0), (1, 5), (6, 2), (3, 7)]);
}

#[test]
fn odd_count_gives_the_lowest_the_bye_and_never_twice() {
    let mut players = fresh(9);
    let p = pair_round(&players, &settings(1, 3)).unwrap();
    assert_eq!(p.bye, Some(8));
    assert_eq!(p.games, vec![(0, 4), (5, 1), (2, 6), (7, 3)]);
    // Everyone draws: all on 0.5 except the bye's 1 point; the bye goes elsewhere.
    play(&mut players, &p, |_, _| 1);
    let p2 = pair_round(&players, &settings(2, 3)).unwrap();
    assert!(p2.bye.is_some_and(|b| b != 8));
}

#[test]
fn round_two_pairs_winners_with_winners_and_alternates_colours() {
    let mut players = fresh(8);
    let p = pair_round(&players, &settings(1, 5)).unwrap();
    // The higher-rated player wins every game: 0,1,2,3 on 1 point.
    play(&mut players, &p, |w, b| if w < b { 2 } else { 0 });
    let p = pair_round(&players, &settings(2, 5)).unwrap();
    // Bracket {1,2,3,4} (1-based): S1 {1,2} against S2 {3,4} would give 1-3 (both had
    // white) and 2-4 (both black), breaking two colour preferences (C10); the first
    // transposition 1-4, 2-3 grants every preference, and so does 5-8, 6-7 below.
    let pairs: Vec<(usize, usize)> = p.games.iter().map(|&(w, b)| (w.min(b), w.max(b))).collect();
    assert_eq!(pairs, vec![(0, 3), (1, 2), (4, 7), (5, 6)]);
    assert_eq!(p.games[0], (3, 0));
    assert_eq!(p.games[1], (1, 2));
}

#[test]
fn withdrawn_players_are_not_paired_and_too_few_is_refused() {
    let mut players = fresh(4);
    players[1].present = false;
    let p = pair_round(&players, &settings(1, 3)).unwrap();
    assert_eq!(p.games.len(), 1);
    assert_eq!(p.bye, Some(3));
    players[0].present = false;
    players[2].present = false;
    assert_eq!(
        pair_round(&players, &settings(1, 3)),
        Err(Unpairable::TooFewPlayers)
    );
}

#[test]
fn everyone_met_is_no_legal_pairing() {
    let mut players = fresh(2);
    let p = pair_round(&players, &settings(1, 2)).unwrap();
    play(&mut players, &p, |_, _| 1);
    assert_eq!(
        pair_round(&players, &settings(2, 2)),
        Err(Unpairable::NoLegalPairing)
    );
}

/// Checks the absolute criteria of one round's pairing.
fn check_absolute(players: &[Player], s: &Settings, p: &Pairing) {
    let states = crate::domain::swiss::players::states(players, s.round, s.rounds);
    let mut seen = vec![false; players.len()];
    for &(w, b) in &p.games {
        assert!(!states[w].has_met(b), "C1: {w} and {b} met before");
        if s.colours_matter {
            assert!(
                !absolute_conflict(&states[w], &states[b]),
                "C3: {w} and {b} both need the same colour"
            );
        }
        for x in [w, b] {
            assert!(players[x].present && !seen[x], "{x} paired twice or absent");
            seen[x] = true;
        }
    }
    if let Some(b) = p.bye {
        assert!(!states[b].had_pab, "C2: {b} had the bye already");
        assert!(!seen[b]);
        seen[b] = true;
    }
    let present = players.iter().filter(|p| p.present).count();
    assert_eq!(seen.iter().filter(|x| **x).count(), present);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn every_pairing_keeps_the_absolute_criteria(
        n in 2usize..24,
        rounds in 1usize..8,
        seed in any::<u64>(),
        two_games in any::<bool>(),
    ) {
        let mut rng = seed;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng
        };
        let mut players = fresh(n);
        for round in 1..=rounds {
            for p in players.iter_mut() {
                p.present = next() % 10 != 0;
            }
            let s = Settings { colours_matter: !two_games, ..settings(round, rounds) };
            match pair_round(&players, &s) {
                Ok(p) => {
                    check_absolute(&players, &s, &p);
                    play(&mut players, &p, |_, _| (next() % 3) as u8);
                }
                Err(_) => break,
            }
        }
    }
}

#[test]
fn c3_keeps_apart_two_who_both_must_have_black() {
    // 1 and 2 (indexes 0, 1) had white twice, against 3 and 4, so both must have black;
    // 1 has met everyone else, so the round cannot be paired before the final round.
    let w = |opponent| Outcome::Played {
        opponent,
        colour: Colour::White,
        half: 1,
    };
    let b = |opponent| Outcome::Played {
        opponent,
        colour: Colour::Black,
        half: 1,
    };
    let mut players = fresh(4);
    players[0].history = vec![w(2), w(3)];
    players[1].history = vec![w(3), w(2)];
    players[2].history = vec![b(0), b(1)];
    players[3].history = vec![b(1), b(0)];
    assert_eq!(
        pair_round(&players, &settings(3, 5)),
        Err(Unpairable::NoLegalPairing)
    );
}
