use std::collections::BTreeSet;

use super::*;

const TWO: KnockoutRules = KnockoutRules {
    games_per_match: 2,
    max_tiebreak_pairs: 2,
};

#[test]
fn brackets_of_every_size_from_2_to_256() {
    for n in MIN_PLAYERS..=MAX_PLAYERS {
        let size = bracket_size(n);
        assert!(size.is_power_of_two() && size >= n && size < 2 * n, "{n}");
        assert_eq!(1 << rounds(n), size, "{n}");
        let round = first_round(n);
        assert_eq!(round.len(), size / 2, "{n}");
        // Every seed exactly once, each match's higher seed first.
        let mut seen = BTreeSet::new();
        for p in &round {
            assert!(seen.insert(p.high), "{n}: seed {} twice", p.high);
            if let Some(low) = p.low {
                assert!(low > p.high, "{n}: {p:?}");
                assert!(seen.insert(low), "{n}: seed {low} twice");
                // Without byes each match's seeds add up to the bracket size plus one.
                assert_eq!(p.high + low, size + 1, "{n}: {p:?}");
            }
        }
        assert_eq!(seen, (1..=n).collect::<BTreeSet<_>>(), "{n}");
        // The byes go to the top seeds, one each.
        let byes: Vec<usize> = round
            .iter()
            .filter(|p| p.low.is_none())
            .map(|p| p.high)
            .collect();
        assert_eq!(byes.len(), size - n, "{n}");
        assert_eq!(
            byes.iter().copied().collect::<BTreeSet<_>>(),
            (1..=size - n).collect::<BTreeSet<_>>(),
            "{n}"
        );
        // Seeds 1 and 2 sit in opposite halves, so they can meet only in the final.
        if round.len() >= 2 {
            let slot_of = |seed: usize| {
                round
                    .iter()
                    .position(|p| p.high == seed || p.low == Some(seed))
                    .unwrap()
            };
            let half = round.len() / 2;
            assert_ne!(slot_of(1) / half, slot_of(2) / half, "{n}");
            assert_eq!(slot_of(1), 0, "{n}");
        }
    }
}

#[test]
fn eight_players_follow_the_printed_bracket() {
    assert_eq!(bracket_order(8), vec![1, 8, 4, 5, 2, 7, 3, 6]);
    assert_eq!(
        first_round(5),
        vec![
            Pairing { high: 1, low: None },
            Pairing {
                high: 4,
                low: Some(5)
            },
            Pairing { high: 2, low: None },
            Pairing { high: 3, low: None },
        ]
    );
    assert_eq!(
        first_round(2),
        vec![Pairing {
            high: 1,
            low: Some(2)
        }]
    );
    assert_eq!(rounds(2), 1);
    assert_eq!(rounds(8), 3);
    assert_eq!(rounds(9), 4);
    assert_eq!(rounds(256), 8);
    assert_eq!(
        next_pairing(7, 2),
        Pairing {
            high: 2,
            low: Some(7)
        }
    );
}

#[test]
fn colours_swap_within_a_pair() {
    assert!(high_is_white(0));
    assert!(!high_is_white(1));
}

#[test]
fn matches_are_decided_by_points_then_tie_breaks_then_seeding() {
    use MatchNext::*;
    // Not all games over yet.
    assert_eq!(decide(&TWO, &[Some(2), None]), Wait);
    assert_eq!(decide(&TWO, &[Some(2)]), Wait);
    // A win and a draw: the higher seed wins 1½-½; the lower seed likewise.
    assert_eq!(
        decide(&TWO, &[Some(2), Some(1)]),
        Won {
            high: true,
            on_seeding: false
        }
    );
    assert_eq!(
        decide(&TWO, &[Some(0), Some(1)]),
        Won {
            high: false,
            on_seeding: false
        }
    );
    assert_eq!(score(&[Some(0), Some(1)]), (1, 3));
    // Level: two more games, twice.
    assert_eq!(decide(&TWO, &[Some(2), Some(0)]), TieBreak);
    assert_eq!(
        decide(&TWO, &[Some(1), Some(1), Some(1), Some(1)]),
        TieBreak
    );
    assert_eq!(decide(&TWO, &[Some(1), Some(1), Some(1), None]), Wait);
    assert_eq!(
        decide(&TWO, &[Some(1), Some(1), Some(0), Some(1)]),
        Won {
            high: false,
            on_seeding: false
        }
    );
    // Level after both tie-break pairs: the higher seed goes through.
    assert_eq!(
        decide(&TWO, &[Some(1); 6]),
        Won {
            high: true,
            on_seeding: true
        }
    );
    // No tie-breaks allowed: seeding decides at once.
    let none = KnockoutRules {
        max_tiebreak_pairs: 0,
        ..TWO
    };
    assert_eq!(
        decide(&none, &[Some(1), Some(1)]),
        Won {
            high: true,
            on_seeding: true
        }
    );
    // Four games: two are not enough.
    let four = KnockoutRules {
        games_per_match: 4,
        ..TWO
    };
    assert_eq!(four.regular_pairs(), 2);
    assert_eq!(decide(&four, &[Some(2), Some(2)]), Wait);
    assert_eq!(
        decide(&four, &[Some(2), Some(2), Some(0), Some(0)]),
        TieBreak
    );
    assert_eq!(
        decide(&four, &[Some(2), Some(2), Some(0), Some(1)]),
        Won {
            high: true,
            on_seeding: false
        }
    );
}

#[test]
fn places_by_the_round_lost() {
    assert_eq!(place(None, 3), 1);
    assert_eq!(place(Some(3), 3), 2);
    assert_eq!(place(Some(2), 3), 3);
    assert_eq!(place(Some(1), 3), 5);
    assert_eq!(place(Some(1), 8), 129);
}
