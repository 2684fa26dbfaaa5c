//! Knockout events, pure: the bracket (seeds by rating, byes for the top seeds when the
//! field is not a power of two), the colours of each pair of games, and what a match's
//! results decide (a winner, two more games, or the higher seed on seeding).

/// The most players a knockout may take.
pub const MAX_PLAYERS: usize = 256;
/// The fewest players a knockout may have.
pub const MIN_PLAYERS: usize = 2;
/// The regular games of a match an organiser may choose.
pub const GAMES_PER_MATCH: [usize; 2] = [2, 4];
/// The most tie-break pairs an organiser may allow.
pub const MAX_TIEBREAK_PAIRS: usize = 10;

/// How the matches of a knockout are played, as the organiser set it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KnockoutRules {
    /// Regular games of each match: 2 or 4 (one or two pairs).
    pub games_per_match: usize,
    /// Pairs of tie-break games a level match may get before the higher seed advances.
    pub max_tiebreak_pairs: usize,
}

impl KnockoutRules {
    /// The regular pairs of games of a match.
    pub fn regular_pairs(&self) -> usize {
        self.games_per_match / 2
    }
}

/// The number of places in the bracket: the smallest power of two holding `players`.
pub fn bracket_size(players: usize) -> usize {
    players.max(1).next_power_of_two()
}

/// How many rounds a knockout of `players` plays (the final is the last).
pub fn rounds(players: usize) -> usize {
    bracket_size(players).trailing_zeros() as usize
}

/// The seeds (1-based) in bracket order, two by two the first round's matches: 1 meets
/// the last place, 2 sits in the other half, and so on, so that the top seeds meet as
/// late as possible. Places above `players` are byes.
pub fn bracket_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let next = order.len() * 2;
        order = order.iter().flat_map(|&s| [s, next + 1 - s]).collect();
    }
    order
}

/// A match of the first round: the higher seed and the lower one (`None`: a bye, the
/// higher seed goes through).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub high: usize,
    pub low: Option<usize>,
}

/// The first round of a knockout of `players` (seeds 1..=players), slot 1 first. The
/// byes go to the top seeds: a field of 5 in a bracket of 8 gives seeds 1-3 a bye.
pub fn first_round(players: usize) -> Vec<Pairing> {
    bracket_order(bracket_size(players))
        .chunks(2)
        .map(|pair| {
            let (a, b) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
            Pairing {
                high: a,
                low: (b <= players).then_some(b),
            }
        })
        .collect()
}

/// The next round's match of slot `slot` (1-based) is played by the winners of slots
/// `2 slot - 1` and `2 slot`; given their seeds, the higher seed first.
pub fn next_pairing(a: usize, b: usize) -> Pairing {
    Pairing {
        high: a.min(b),
        low: Some(a.max(b)),
    }
}

/// Whether the higher seed has white in game `game_in_pair` (0 or 1) of a pair: white
/// in the first game, black in the second, the position the same.
pub fn high_is_white(game_in_pair: usize) -> bool {
    game_in_pair.is_multiple_of(2)
}

/// What a match's games decide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchNext {
    /// A game still runs (or a pair is incomplete).
    Wait,
    /// Level after every game: two more games from a new position.
    TieBreak,
    /// Decided: the higher seed won (`high`), by points or, when the last tie-break
    /// pair was level too, on seeding (`on_seeding`).
    Won { high: bool, on_seeding: bool },
}

/// One game of a match as its outcome: the higher seed's half points (0, 1 or 2), or
/// `None` while it runs.
pub type GameOutcome = Option<u32>;

/// The match's score in half points: the higher seed's and the lower seed's, counting
/// the games that have ended.
pub fn score(games: &[GameOutcome]) -> (u32, u32) {
    games.iter().flatten().fold((0, 0), |(h, l), &half| {
        (h + half.min(2), l + 2 - half.min(2))
    })
}

/// Decides a match from its games so far (regular games first, then tie-break pairs).
pub fn decide(rules: &KnockoutRules, games: &[GameOutcome]) -> MatchNext {
    if games.len() < rules.games_per_match
        || !games.len().is_multiple_of(2)
        || games.iter().any(Option::is_none)
    {
        return MatchNext::Wait;
    }
    let (high, low) = score(games);
    if high != low {
        return MatchNext::Won {
            high: high > low,
            on_seeding: false,
        };
    }
    let tiebreak_pairs = (games.len() - rules.games_per_match) / 2;
    if tiebreak_pairs < rules.max_tiebreak_pairs {
        MatchNext::TieBreak
    } else {
        MatchNext::Won {
            high: true,
            on_seeding: true,
        }
    }
}

/// The place a player knocked out in round `lost_in` (1-based) of `rounds` shares: the
/// final's loser is 2nd, the semi-finals' losers 3rd, the quarter-finals' 5th, ...; the
/// winner is 1st (`lost_in` = `None`).
pub fn place(lost_in: Option<usize>, rounds: usize) -> usize {
    match lost_in {
        None => 1,
        Some(r) => (1usize << rounds.saturating_sub(r)) + 1,
    }
}

/// A round of a knockout of `of` rounds, by its `number` (1 = the first): pages and
/// mails name it ("the semi-finals", "Runde 2 (Halbfinale)").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    pub number: usize,
    pub of: usize,
}

/// How a player's knockout went, worded for each reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    WonFinal,
    /// Lost a match in this round (of `rounds`).
    Out {
        round: usize,
        rounds: usize,
    },
    StillIn,
}

#[cfg(test)]
mod tests;
