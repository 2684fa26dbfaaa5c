//! The FIDE Dutch system (Handbook C.04.3, rules of 2017 and later) for one round:
//! a pure function from the players to the round's pairs and the pairing-allocated
//! bye. Brackets by score from the top; each bracket paired by `brackets`, its
//! floaters moved down to the next; the completion test (C4) asks a maximum matching
//! whether everyone below can still be paired, so no choice above strands anyone.

use std::collections::HashMap;

use super::brackets::{Rules, pair_bracket};
use super::colours::allocate;
use super::matching::maximum_matching;
use super::players::{Colour, Player, State, states};

/// How a round is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The round to pair, 1-based.
    pub round: usize,
    /// The rounds of the event (the last one has topscorers, A.7).
    pub rounds: usize,
    /// The colour the top seed gets in round 1, drawn or fixed (E.5).
    pub initial: Colour,
    /// One game per pairing (colours by E); false with two games, colours moot.
    pub colours_matter: bool,
}

/// A round's pairing: games as `(white, black)` player indexes, and who has the bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub games: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// Why a round cannot be paired at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unpairable {
    /// Fewer than two players are present.
    TooFewPlayers,
    /// No pairing keeps C1–C3 (everyone has met everyone, or the bye is used up).
    NoLegalPairing,
}

/// Pairs round `settings.round` of `players` (index = pairing number − 1, ranked by
/// rating). Absent players are left out; with an odd count the pairing-allocated bye
/// goes to a player who has not had one (C2).
pub fn pair_round(players: &[Player], settings: &Settings) -> Result<Pairing, Unpairable> {
    let all = states(players, settings.round, settings.rounds);
    let mut present: Vec<&State> = all.iter().filter(|s| players[s.index].present).collect();
    if present.len() < 2 {
        return Err(Unpairable::TooFewPlayers);
    }
    present.sort_by_key(|s| (std::cmp::Reverse(s.half), s.index));
    let rules = Rules {
        states: &all,
        initial: settings.initial,
        colours_matter: settings.colours_matter,
    };
    let order: Vec<usize> = present.iter().map(|s| s.index).collect();
    if !can_complete(&rules, &order) {
        return Err(Unpairable::NoLegalPairing);
    }
    let mut brackets: Vec<Vec<usize>> = Vec::new();
    for s in &present {
        match brackets.last_mut() {
            Some(b) if all[b[0]].half == s.half => b.push(s.index),
            _ => brackets.push(vec![s.index]),
        }
    }
    let mut games = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    for (k, residents) in brackets.iter().enumerate() {
        let below: Vec<usize> = brackets[k + 1..].iter().flatten().copied().collect();
        let mut memo: HashMap<Vec<usize>, bool> = HashMap::new();
        let mut complete = |floaters: &[usize]| {
            let mut key = floaters.to_vec();
            key.sort_unstable();
            *memo.entry(key).or_insert_with(|| {
                let mut rest = floaters.to_vec();
                rest.extend_from_slice(&below);
                can_complete(&rules, &rest)
            })
        };
        let candidate = pair_bracket(&rules, &mdps, residents, &mut complete);
        for (a, b) in candidate.pairs {
            games.push(if settings.colours_matter {
                allocate(&all[a], &all[b], settings.initial)
            } else if super::colours::ranks_higher(&all[a], &all[b]) {
                (a, b)
            } else {
                (b, a)
            });
        }
        mdps = candidate.floaters;
        mdps.sort_by_key(|&i| (std::cmp::Reverse(all[i].half), i));
    }
    let bye = match mdps.as_slice() {
        [] => None,
        [one] => Some(*one),
        _ => return Err(Unpairable::NoLegalPairing),
    };
    // Boards: the higher score first, then the higher-ranked player (C.04.2 C.7-like).
    games.sort_by_key(|&(w, b)| {
        let top = all[w].half.max(all[b].half);
        let low = w.min(b);
        (std::cmp::Reverse(top), low)
    });
    Ok(Pairing { games, bye })
}

/// C4: can `players` all be paired, one of them taking the bye (C2) if their count is
/// odd?
fn can_complete(rules: &Rules<'_>, players: &[usize]) -> bool {
    let n = players.len();
    let odd = n % 2 == 1;
    let mut adjacency: Vec<Vec<usize>> = vec![Vec::new(); n + usize::from(odd)];
    for i in 0..n {
        for j in i + 1..n {
            if rules.compatible(players[i], players[j]) {
                adjacency[i].push(j);
                adjacency[j].push(i);
            }
        }
        if odd && !rules.states[players[i]].had_pab {
            adjacency[i].push(n);
            adjacency[n].push(i);
        }
    }
    maximum_matching(&adjacency).iter().all(Option::is_some)
}

#[cfg(test)]
#[path = "dutch_tests.rs"]
mod tests;
