//! Round-robin pairings from Berger tables, so every tournament's schedule is the
//! standard one players know from over-the-board events. Pure: seats are 0-based
//! indexes (seat 0 = seed 1).

/// Single or double round robin, or groups; stored as `tournaments.format` (a stage
/// of a groups event plays one of the two round robins in each group).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Every pair meets once.
    RoundRobin,
    /// Every pair meets twice, with colours swapped in the second cycle.
    DoubleRoundRobin,
    /// Stages of groups, each group a round robin (`domain::groups`); the event has no
    /// schedule of its own, so it has no cycles.
    Groups,
    /// Seeded matches, the winner of each going on (`domain::knockout`); no cycles
    /// either.
    Knockout,
}

impl Format {
    /// Every format, as the CHECK constraint lists them.
    pub const ALL: [Self; 4] = [
        Self::RoundRobin,
        Self::DoubleRoundRobin,
        Self::Groups,
        Self::Knockout,
    ];

    /// Reads the stored or posted name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.as_str() == text)
    }

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::RoundRobin => "round_robin",
            Self::DoubleRoundRobin => "double_round_robin",
            Self::Groups => "groups",
            Self::Knockout => "knockout",
        }
    }

    /// How many times each pair meets.
    pub fn cycles(self) -> usize {
        match self {
            Self::RoundRobin => 1,
            Self::DoubleRoundRobin => 2,
            Self::Groups | Self::Knockout => 0,
        }
    }
}

super::stored_text::text_column!(Format);

/// One game of the schedule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScheduledGame {
    /// 1-based round over the whole event (the second cycle continues the count).
    pub round: usize,
    /// 0-based cycle: 0, or 1 for the return games of a double round robin.
    pub cycle: usize,
    pub white: usize,
    pub black: usize,
}

impl ScheduledGame {
    /// The pair regardless of colours (lower seat first): the key of a pairing.
    pub fn pair(&self) -> (usize, usize) {
        (self.white.min(self.black), self.white.max(self.black))
    }
}

/// The rounds of one Berger cycle for `players` seats: each round lists `(white, black)`.
/// With an odd count a phantom seat is added and whoever meets it has a bye (no game).
pub fn berger_rounds(players: usize) -> Vec<Vec<(usize, usize)>> {
    if players < 2 {
        return Vec::new();
    }
    // n is even; seat n-1 (1-based n) is the fixed seat of the table.
    let n = players + players % 2;
    let m = n - 1;
    let mut rounds = Vec::with_capacity(m);
    for r in 1..=m {
        let mut games = Vec::with_capacity(n / 2);
        for i in 1..=m {
            // In round r, i meets j where i + j ≡ r + 1 (mod m), numbers taken in 1..=m;
            // the one who would meet itself meets the fixed seat n instead.
            let j = ((r + 1 + m - i % m) % m + m - 1) % m + 1;
            if j == i {
                // The fixed seat has black in odd rounds, white in even ones.
                let pair = if r % 2 == 1 { (i, n) } else { (n, i) };
                games.push(pair);
            } else if i < j {
                // Odd sum: the lower number has white; even sum: the higher one.
                let pair = if (i + j) % 2 == 1 { (i, j) } else { (j, i) };
                games.push(pair);
            }
        }
        games.sort_by_key(|&(w, b)| if w == n || b == n { 0 } else { w.min(b) });
        rounds.push(
            games
                .into_iter()
                .filter(|&(w, b)| w <= players && b <= players)
                .map(|(w, b)| (w - 1, b - 1))
                .collect(),
        );
    }
    rounds
}

/// Every game of the event in round order; the second cycle repeats the first with
/// colours swapped.
pub fn schedule(players: usize, format: Format) -> Vec<ScheduledGame> {
    let rounds = berger_rounds(players);
    let per_cycle = rounds.len();
    let mut games = Vec::new();
    for cycle in 0..format.cycles() {
        for (r, round) in rounds.iter().enumerate() {
            for &(w, b) in round {
                let (white, black) = if cycle == 0 { (w, b) } else { (b, w) };
                games.push(ScheduledGame {
                    round: cycle * per_cycle + r + 1,
                    cycle,
                    white,
                    black,
                });
            }
        }
    }
    games
}

/// How many rounds the event has.
pub fn round_count(players: usize, format: Format) -> usize {
    if format == Format::Knockout {
        return super::knockout::rounds(players);
    }
    berger_rounds(players).len() * format.cycles()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;

    #[test]
    fn four_players_match_the_printed_berger_table() {
        // FIDE Handbook C.05 Annex 1, 3 or 4 players (1-based): 1-4 2-3 / 4-3 1-2 / 2-4 3-1.
        let expected = vec![
            vec![(0, 3), (1, 2)],
            vec![(3, 2), (0, 1)],
            vec![(1, 3), (2, 0)],
        ];
        assert_eq!(berger_rounds(4), expected);
    }

    #[test]
    fn six_players_first_rounds_match_the_printed_table() {
        // 1-6 2-5 3-4 / 6-4 5-3 1-2 (1-based)
        let set = |v: &Vec<(usize, usize)>| v.iter().copied().collect::<BTreeSet<_>>();
        let rounds = berger_rounds(6);
        assert_eq!(set(&rounds[0]), set(&vec![(0, 5), (1, 4), (2, 3)]));
        assert_eq!(set(&rounds[1]), set(&vec![(5, 3), (4, 2), (0, 1)]));
    }

    #[test]
    fn odd_counts_give_one_bye_per_round() {
        for n in [3, 5, 7, 9, 11, 13, 15] {
            let rounds = berger_rounds(n);
            assert_eq!(rounds.len(), n, "{n} players play {n} rounds");
            let mut byes = BTreeSet::new();
            for round in &rounds {
                assert_eq!(round.len(), (n - 1) / 2);
                let playing: BTreeSet<usize> = round.iter().flat_map(|&(w, b)| [w, b]).collect();
                let idle: Vec<usize> = (0..n).filter(|s| !playing.contains(s)).collect();
                assert_eq!(idle.len(), 1, "exactly one bye");
                assert!(byes.insert(idle[0]), "each player has one bye");
            }
        }
    }

    /// The three promises of a Berger table, for 3 to 16 players and both formats.
    #[test]
    fn every_pair_once_per_cycle_colours_balanced_nobody_twice_a_round() {
        for n in 3..=16 {
            for format in [Format::RoundRobin, Format::DoubleRoundRobin] {
                let games = schedule(n, format);
                assert_eq!(games.len(), n * (n - 1) / 2 * format.cycles(), "{n}");
                assert_eq!(round_count(n, format), (n - 1 + n % 2) * format.cycles());
                // Nobody twice in a round, nobody against themselves.
                let mut by_round: BTreeMap<usize, BTreeSet<usize>> = BTreeMap::new();
                for g in &games {
                    assert_ne!(g.white, g.black);
                    assert!(g.white < n && g.black < n);
                    let seats = by_round.entry(g.round).or_default();
                    assert!(seats.insert(g.white), "{n}: seat {} twice", g.white);
                    assert!(seats.insert(g.black), "{n}: seat {} twice", g.black);
                }
                // Every pair exactly once per cycle, with colours swapped in the second.
                for cycle in 0..format.cycles() {
                    let mut pairs = BTreeMap::new();
                    for g in games.iter().filter(|g| g.cycle == cycle) {
                        assert!(pairs.insert(g.pair(), (g.white, g.black)).is_none());
                    }
                    assert_eq!(pairs.len(), n * (n - 1) / 2);
                    if cycle == 1 {
                        for g in games.iter().filter(|g| g.cycle == 0) {
                            let second = games
                                .iter()
                                .find(|h| h.cycle == 1 && h.pair() == g.pair())
                                .unwrap();
                            assert_eq!((second.white, second.black), (g.black, g.white));
                        }
                    }
                }
                // Colours balanced within one in each cycle (and so over the event).
                for cycle in 0..format.cycles() {
                    let mut balance = vec![0i32; n];
                    for g in games.iter().filter(|g| g.cycle == cycle) {
                        balance[g.white] += 1;
                        balance[g.black] -= 1;
                    }
                    for (seat, b) in balance.iter().enumerate() {
                        assert!(b.abs() <= 1, "{n} players: seat {seat} colour balance {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn formats_round_trip() {
        for f in [Format::RoundRobin, Format::DoubleRoundRobin] {
            assert_eq!(Format::parse(f.as_str()), Some(f));
        }
        assert_eq!(Format::parse("swiss"), None);
    }

    #[test]
    fn tiny_counts_are_empty_or_one_game() {
        assert!(berger_rounds(0).is_empty());
        assert!(berger_rounds(1).is_empty());
        assert_eq!(berger_rounds(2), vec![vec![(0, 1)]]);
    }
}
