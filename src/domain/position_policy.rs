//! Which Chess960 start position each tournament game gets. Pure: the caller passes
//! the random source (the server uses `StartNumber::random`, a CSPRNG), so tests can
//! check that every policy hands out exactly the numbers it promises.

use std::collections::HashMap;

use super::pairings::ScheduledGame;
use crate::chess::StartNumber;

/// How start positions are chosen for a tournament's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionPolicy {
    /// One random position for the whole event.
    Tournament,
    /// One random position per stage (of a groups event; a round robin has one stage).
    Stage,
    /// One random position per round.
    Round,
    /// One per pairing: both games of a double round robin pair, or each pair of games
    /// of a knockout match, share it.
    Pairing,
    /// A new random position for every game.
    Game,
    /// The number the admin picked, for every game.
    Fixed(StartNumber),
}

impl PositionPolicy {
    /// Reads the posted or stored policy name; `fixed` needs the number.
    pub fn parse(name: &str, fixed: Option<StartNumber>) -> Option<Self> {
        match name {
            "tournament" => Some(Self::Tournament),
            "stage" => Some(Self::Stage),
            "round" => Some(Self::Round),
            "pairing" => Some(Self::Pairing),
            "game" => Some(Self::Game),
            "fixed" => fixed.map(Self::Fixed),
            _ => None,
        }
    }

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Tournament => "tournament",
            Self::Stage => "stage",
            Self::Round => "round",
            Self::Pairing => "pairing",
            Self::Game => "game",
            Self::Fixed(_) => "fixed",
        }
    }

    /// The number of a fixed policy.
    pub fn fixed_number(self) -> Option<StartNumber> {
        match self {
            Self::Fixed(n) => Some(n),
            _ => None,
        }
    }

    /// The start number of each game of `games` (same order), drawing from `draw` once
    /// for each event, round, pairing or game as the policy says.
    pub fn assign(
        self,
        games: &[ScheduledGame],
        mut draw: impl FnMut() -> StartNumber,
    ) -> Vec<StartNumber> {
        let mut drawn: HashMap<(usize, usize), StartNumber> = HashMap::new();
        let mut once = |key: (usize, usize)| *drawn.entry(key).or_insert_with(&mut draw);
        games
            .iter()
            .enumerate()
            .map(|(i, g)| match self {
                Self::Fixed(n) => n,
                Self::Tournament | Self::Stage => once((0, 0)),
                Self::Round => once((g.round, 0)),
                Self::Pairing => once(g.pair()),
                Self::Game => once((usize::MAX, i)),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;
    use crate::domain::pairings::{Format, schedule};

    /// A draw that hands out 0, 1, 2, … so each draw is recognisable.
    fn counter() -> impl FnMut() -> StartNumber {
        let mut next = 0u16;
        move || {
            let n = StartNumber::new(next).unwrap();
            next += 1;
            n
        }
    }

    fn distinct(numbers: &[StartNumber]) -> usize {
        numbers.iter().collect::<BTreeSet<_>>().len()
    }

    #[test]
    fn tournament_policy_draws_once() {
        let games = schedule(6, Format::DoubleRoundRobin);
        let numbers = PositionPolicy::Tournament.assign(&games, counter());
        assert_eq!(numbers.len(), games.len());
        assert_eq!(distinct(&numbers), 1);
    }

    #[test]
    fn stage_policy_draws_once_for_the_games_of_a_stage() {
        // A stage's games are assigned together: one draw for all of them.
        let games = schedule(8, Format::RoundRobin);
        let numbers = PositionPolicy::Stage.assign(&games, counter());
        assert_eq!(distinct(&numbers), 1);
        assert_eq!(numbers[0], StartNumber::new(0).unwrap());
    }

    #[test]
    fn round_policy_draws_once_per_round_and_shares_it_within() {
        let games = schedule(5, Format::DoubleRoundRobin);
        let numbers = PositionPolicy::Round.assign(&games, counter());
        let mut per_round: BTreeMap<usize, BTreeSet<StartNumber>> = BTreeMap::new();
        for (g, n) in games.iter().zip(&numbers) {
            per_round.entry(g.round).or_default().insert(*n);
        }
        assert_eq!(per_round.len(), 10);
        assert!(per_round.values().all(|s| s.len() == 1));
        assert_eq!(distinct(&numbers), 10, "a fresh draw for every round");
    }

    #[test]
    fn pairing_policy_gives_both_games_of_a_pair_the_same_position() {
        let games = schedule(4, Format::DoubleRoundRobin);
        let numbers = PositionPolicy::Pairing.assign(&games, counter());
        assert_eq!(distinct(&numbers), 6, "one per pair");
        for (g, n) in games.iter().zip(&numbers) {
            for (h, m) in games.iter().zip(&numbers) {
                if g.pair() == h.pair() {
                    assert_eq!(n, m);
                    if g.cycle != h.cycle {
                        assert_eq!((g.white, g.black), (h.black, h.white), "colours swapped");
                    }
                }
            }
        }
    }

    #[test]
    fn game_policy_draws_for_every_game() {
        let games = schedule(7, Format::RoundRobin);
        let numbers = PositionPolicy::Game.assign(&games, counter());
        assert_eq!(distinct(&numbers), games.len());
    }

    #[test]
    fn fixed_policy_never_draws() {
        let games = schedule(4, Format::RoundRobin);
        let n = StartNumber::new(123).unwrap();
        let numbers = PositionPolicy::Fixed(n).assign(&games, || panic!("no draw for fixed"));
        assert!(numbers.iter().all(|&m| m == n));
    }

    #[test]
    fn names_round_trip() {
        let n = StartNumber::new(7).unwrap();
        for p in [
            PositionPolicy::Tournament,
            PositionPolicy::Stage,
            PositionPolicy::Round,
            PositionPolicy::Pairing,
            PositionPolicy::Game,
            PositionPolicy::Fixed(n),
        ] {
            assert_eq!(PositionPolicy::parse(p.as_str(), Some(n)), Some(p));
        }
        assert_eq!(PositionPolicy::parse("fixed", None), None);
        assert_eq!(PositionPolicy::parse("swiss", None), None);
    }
}
