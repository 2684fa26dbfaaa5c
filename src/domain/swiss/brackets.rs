//! Pairing one score bracket (FIDE C.04.3 B–D): the candidates in the Dutch order
//! (MDP-pairing, then the remainder's S1 against S2 by transpositions of S2, then
//! single exchanges), each checked against the absolute criteria C1 and C3 and the
//! completion test C4, and the best by the quality criteria C5–C15 chosen; the first
//! (earliest) one wins a tie, and the search stops at a candidate that breaks none.
//! Pure; `docs/design/swiss.md` says what is simplified.

use super::colours::{absolute_conflict, colour_costs};
use super::players::{Colour, Float, State};

/// What the search needs to know besides the bracket.
pub struct Rules<'a> {
    pub states: &'a [State],
    pub initial: Colour,
    /// False with two games per pairing: no preferences, no C3.
    pub colours_matter: bool,
}

impl Rules<'_> {
    /// C1 and C3: may `a` and `b` meet at all?
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.states[a], &self.states[b]);
        a != b && !x.has_met(b) && !(self.colours_matter && absolute_conflict(x, y))
    }
}

/// A bracket's pairs (unordered players) and the players left to float down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
}

/// How many search steps one pair count may take before the best so far is kept.
const STEPS: usize = 200_000;

/// Quality costs, compared in order, lower is better: C8, C9, C10, C11, then C12–C15.
type Cost = [u32; 8];

/// Pairs a bracket: `mdps` (moved-down players, best first) and `residents` (ranked),
/// with `complete(floaters)` telling whether the players floated down and everyone below
/// can still be paired (C4). Always returns a candidate: at worst everyone floats.
pub fn pair_bracket(
    rules: &Rules<'_>,
    mdps: &[usize],
    residents: &[usize],
    complete: &mut dyn FnMut(&[usize]) -> bool,
) -> Candidate {
    let n = mdps.len() + residents.len();
    for pairs in (1..=n / 2).rev() {
        let most_mdps = mdps.len().min(residents.len()).min(pairs);
        for k in (0..=most_mdps).rev() {
            if pairs - k > (residents.len() - k) / 2 {
                continue;
            }
            // Costed first; if the budget ran out before any legal candidate, again
            // without costs, which stops at the first legal one.
            for costed in [true, false] {
                let mut search = Search {
                    rules,
                    complete: &mut *complete,
                    mdps: &mdps[..k],
                    limbo: &mdps[k..],
                    residents,
                    remainder_pairs: pairs - k,
                    chosen: Vec::with_capacity(pairs),
                    best: None,
                    steps: 0,
                    costed,
                };
                search.mdp_pairing(0, [0; 8]);
                if let Some((_, candidate)) = search.best {
                    return candidate;
                }
                if search.steps <= STEPS {
                    break;
                }
            }
        }
    }
    let mut floaters = mdps.to_vec();
    floaters.extend_from_slice(residents);
    Candidate {
        pairs: Vec::new(),
        floaters,
    }
}

struct Search<'s, 'r> {
    rules: &'s Rules<'r>,
    complete: &'s mut dyn FnMut(&[usize]) -> bool,
    /// The MDPs to pair (S1 of the MDP-pairing) and those left in limbo.
    mdps: &'s [usize],
    limbo: &'s [usize],
    residents: &'s [usize],
    remainder_pairs: usize,
    chosen: Vec<(usize, usize)>,
    best: Option<(Cost, Candidate)>,
    steps: usize,
    /// False: every candidate costs nothing (the first legal one wins).
    costed: bool,
}

fn add(a: Cost, b: Cost) -> Cost {
    let mut c = a;
    for (x, y) in c.iter_mut().zip(b) {
        *x += y;
    }
    c
}

impl Search<'_, '_> {
    fn done(&self) -> bool {
        self.steps > STEPS || self.best.as_ref().is_some_and(|(c, _)| *c == [0; 8])
    }

    fn hopeless(&self, cost: &Cost) -> bool {
        self.best.as_ref().is_some_and(|(c, _)| cost >= c)
    }

    fn pair_cost(&self, a: usize, b: usize, mdp: Option<usize>) -> Cost {
        let mut cost = [0; 8];
        if !self.costed {
            return cost;
        }
        if self.rules.colours_matter {
            let s = self.rules.states;
            cost[..4].copy_from_slice(&colour_costs(&s[a], &s[b], self.rules.initial));
        }
        if let Some(m) = mdp {
            // The resident meeting an MDP floats up (C13, C15).
            let up = if m == a { b } else { a };
            let floats = self.rules.states[up].floats;
            cost[5] += u32::from(floats[0] == Float::Up);
            cost[7] += u32::from(floats[1] == Float::Up);
        }
        cost
    }

    /// S1 = the MDPs, S2 = the residents, in transposition order.
    fn mdp_pairing(&mut self, i: usize, cost: Cost) {
        if self.done() || self.hopeless(&cost) {
            return;
        }
        if i == self.mdps.len() {
            let free: Vec<usize> = self
                .residents
                .iter()
                .copied()
                .filter(|r| !self.chosen.iter().any(|&(_, x)| x == *r))
                .collect();
            self.remainder(&free, cost);
            return;
        }
        let m = self.mdps[i];
        for &r in self.residents {
            self.steps += 1;
            if self.chosen.iter().any(|&(_, x)| x == r) || !self.rules.compatible(m, r) {
                continue;
            }
            let c = add(cost, self.pair_cost(m, r, Some(m)));
            self.chosen.push((m, r));
            self.mdp_pairing(i + 1, c);
            self.chosen.pop();
            if self.done() {
                return;
            }
        }
    }

    /// The remainder: S1 its top `remainder_pairs`, S2 the rest; no exchange first,
    /// then each single exchange in the order of D.2, built only when reached.
    fn remainder(&mut self, free: &[usize], cost: Cost) {
        let p = self.remainder_pairs;
        let (s1, s2) = free.split_at(p);
        self.transpose(s1, s2, 0, cost);
        if self.done() {
            return;
        }
        let mut swaps: Vec<(usize, usize)> = Vec::new();
        for i in 0..p {
            for j in p..free.len() {
                swaps.push((i, j));
            }
        }
        // Smallest BSN difference, then the highest from S1, then the lowest from S2.
        swaps.sort_by_key(|&(i, j)| (j - i, std::cmp::Reverse(i), j));
        for (i, j) in swaps {
            let order = exchanged(free, p, i, j);
            let (s1, s2) = order.split_at(p);
            self.transpose(s1, s2, 0, cost);
            if self.done() {
                return;
            }
        }
    }

    fn transpose(&mut self, s1: &[usize], s2: &[usize], i: usize, cost: Cost) {
        if self.done() || self.hopeless(&cost) {
            return;
        }
        if self.best.is_some() && self.costed && self.rules.colours_matter {
            let mut bound = cost;
            bound[2] += self.unavoidable_conflicts(&s1[i..], s2);
            if self.hopeless(&bound) {
                return;
            }
        }
        if i == s1.len() {
            self.leaf(s2, cost);
            return;
        }
        let a = s1[i];
        for &b in s2 {
            self.steps += 1;
            if self.chosen.iter().any(|&(_, x)| x == b) || !self.rules.compatible(a, b) {
                continue;
            }
            let c = add(cost, self.pair_cost(a, b, None));
            self.chosen.push((a, b));
            self.transpose(s1, s2, i + 1, c);
            self.chosen.pop();
            if self.done() {
                return;
            }
        }
    }

    /// A lower bound of the colour preferences the rest of S1 must leave ungranted
    /// (C10): S1 players wanting white need S2 partners wanting black or nothing.
    fn unavoidable_conflicts(&self, s1: &[usize], s2: &[usize]) -> u32 {
        let wants = |x: usize| self.rules.states[x].preference.map(|p| p.colour);
        let count = |players: &mut dyn Iterator<Item = usize>| {
            let (mut w, mut b, mut none) = (0u32, 0u32, 0u32);
            for x in players {
                match wants(x) {
                    Some(Colour::White) => w += 1,
                    Some(Colour::Black) => b += 1,
                    None => none += 1,
                }
            }
            (w, b, none)
        };
        let (w1, b1, _) = count(&mut s1.iter().copied());
        let (w2, b2, n2) = count(
            &mut s2
                .iter()
                .copied()
                .filter(|y| !self.chosen.iter().any(|&(_, x)| x == *y)),
        );
        w1.saturating_sub(b2 + n2) + b1.saturating_sub(w2 + n2)
    }

    /// A whole candidate: cost the floaters (C12, C14), test completion, keep if better.
    fn leaf(&mut self, s2: &[usize], mut cost: Cost) {
        let mut floaters: Vec<usize> = self.limbo.to_vec();
        floaters.extend(
            s2.iter()
                .copied()
                .filter(|b| !self.chosen.iter().any(|&(_, x)| x == *b)),
        );
        for &f in floaters.iter().filter(|_| self.costed) {
            let floats = self.rules.states[f].floats;
            cost[4] += u32::from(floats[0] == Float::Down);
            cost[6] += u32::from(floats[1] == Float::Down);
        }
        if self.hopeless(&cost) || !(self.complete)(&floaters) {
            return;
        }
        self.best = Some((
            cost,
            Candidate {
                pairs: self.chosen.clone(),
                floaters,
            },
        ));
    }
}

/// Where `x` stands in the bracket's order.
fn position(free: &[usize], x: usize) -> usize {
    free.iter().position(|&y| y == x).unwrap_or(usize::MAX)
}

/// `free` with S1's player `i` and S2's player `j` swapped, each side kept in rank order.
fn exchanged(free: &[usize], p: usize, i: usize, j: usize) -> Vec<usize> {
    let mut s1: Vec<usize> = free[..p].to_vec();
    let mut s2: Vec<usize> = free[p..].to_vec();
    let (out, into) = (s1[i], s2[j - p]);
    // Keep rank order: the one entering S1 slides to its place, likewise in S2.
    s1.remove(i);
    let at = s1.partition_point(|&x| position(free, x) < j);
    s1.insert(at, into);
    s2.remove(j - p);
    let at = s2.partition_point(|&x| position(free, x) < i);
    s2.insert(at, out);
    s1.extend(s2);
    s1
}
