//! A Swiss event's tie-breaks (FIDE C.07): Buchholz, Buchholz Cut-1,
//! Sonneborn-Berger, number of wins, direct encounter, with FIDE's handling of
//! unplayed rounds: a player's bye or forfeit counts as a game against a virtual
//! opponent who had the player's points before that round, got the opposite result and
//! drew every later round; an opponent's own unplayed rounds count as draws. Counted in
//! half points (Sonneborn-Berger in quarter points), so no rounding can swap two
//! players. Pure.

use super::players::{Outcome, Player};

/// One player's tie-break values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Values {
    pub points_half: u32,
    pub buchholz_half: u32,
    /// Buchholz without the lowest contribution.
    pub cut1_half: u32,
    pub sb_quarters: u32,
    /// Games won, plus rounds scored as a win without a game (PAB, full-point byes).
    pub wins: u32,
}

/// The half points a round gave.
fn got(o: &Outcome) -> u32 {
    match *o {
        Outcome::Played { half, .. } | Outcome::Unplayed { half } => u32::from(half),
        Outcome::Pab => 2,
    }
}

/// A player's score for their opponents' tie-breaks: unplayed rounds count as draws.
fn adjusted_half(p: &Player) -> u32 {
    p.history
        .iter()
        .map(|o| match o {
            Outcome::Played { .. } => got(o),
            _ => 1,
        })
        .sum()
}

/// Each player's values over the rounds played so far (`rounds` = rounds completed).
pub fn values(players: &[Player], rounds: usize) -> Vec<Values> {
    let adjusted: Vec<u32> = players.iter().map(adjusted_half).collect();
    players
        .iter()
        .map(|p| {
            let mut before = 0u32;
            let mut contributions = Vec::with_capacity(rounds);
            let mut sb = 0u32;
            let mut wins = 0u32;
            for (r, o) in p.history.iter().take(rounds).enumerate() {
                let mine = got(o);
                let opponent = match *o {
                    Outcome::Played { opponent, .. } => adjusted[opponent],
                    // Virtual opponent: our points before, the opposite result, then
                    // draws in the rounds after this one.
                    _ => before + (2 - mine) + (rounds - r - 1) as u32,
                };
                contributions.push(opponent);
                sb += mine * opponent;
                wins += u32::from(mine == 2);
                before += mine;
            }
            let buchholz: u32 = contributions.iter().sum();
            let lowest = contributions.iter().min().copied().unwrap_or(0);
            Values {
                points_half: before,
                buchholz_half: buchholz,
                cut1_half: buchholz - lowest,
                sb_quarters: sb,
                wins,
            }
        })
        .collect()
}

/// Direct encounter among `group` (players level on points): the half points each
/// scored against the others, when every pair of them has met; `None` otherwise.
pub fn direct_encounter(players: &[Player], group: &[usize]) -> Option<Vec<u32>> {
    let mut scores = Vec::with_capacity(group.len());
    for &a in group {
        let mut score = 0u32;
        for &b in group.iter().filter(|&&b| b != a) {
            let games: Vec<u32> = players[a]
                .history
                .iter()
                .filter_map(|o| match *o {
                    Outcome::Played { opponent, half, .. } if opponent == b => {
                        Some(u32::from(half))
                    }
                    _ => None,
                })
                .collect();
            if games.is_empty() {
                return None;
            }
            score += games.iter().sum::<u32>();
        }
        scores.push(score);
    }
    Some(scores)
}

#[cfg(test)]
mod tests {
    use super::super::players::Colour;
    use super::*;

    fn played(opponent: usize, half: u8) -> Outcome {
        Outcome::Played {
            opponent,
            colour: Colour::White,
            half,
        }
    }

    fn p(history: Vec<Outcome>) -> Player {
        Player {
            history,
            present: true,
        }
    }

    /// Four players, three rounds; player 3 has the bye in round 3 and player 2 lost
    /// round 2 by forfeit (unplayed, 0).
    fn event() -> Vec<Player> {
        vec![
            // 0: beat 1, drew 2, beat 3 -> 2.5
            p(vec![played(1, 2), played(2, 1), played(3, 2)]),
            // 1: lost to 0, beat 3, unplayed win by forfeit -> 2
            p(vec![
                played(0, 0),
                played(3, 2),
                Outcome::Unplayed { half: 2 },
            ]),
            // 2: drew 3, drew 0, forfeit loss (unplayed 0) -> 1
            p(vec![
                played(3, 1),
                played(0, 1),
                Outcome::Unplayed { half: 0 },
            ]),
            // 3: drew 2, lost to 1, lost to 0 -> 0.5
            p(vec![played(2, 1), played(1, 0), played(0, 0)]),
        ]
    }

    #[test]
    fn buchholz_sb_and_wins_with_virtual_opponents() {
        let v = values(&event(), 3);
        // Adjusted scores (unplayed rounds as draws): 0: 5, 1: 0+2+1 = 3, 2: 1+1+1 = 3,
        // 3: 1 (half points).
        // Player 0: opponents 1, 2, 3 -> 3 + 3 + 1 = 7; SB 2*3 + 1*3 + 2*1 = 11 quarters.
        assert_eq!(v[0].points_half, 5);
        assert_eq!(v[0].buchholz_half, 7);
        assert_eq!(v[0].cut1_half, 6);
        assert_eq!(v[0].sb_quarters, 11);
        assert_eq!(v[0].wins, 2);
        // Player 1: 5 + 1 + virtual (had 2 before, won: 2 + 0 + 0 later rounds) = 8.
        assert_eq!(v[1].buchholz_half, 8);
        assert_eq!(v[1].cut1_half, 7);
        // SB: 0*5 + 2*1 + 2*2 = 6 quarters; the unplayed win counts as a win.
        assert_eq!(v[1].sb_quarters, 6);
        assert_eq!(v[1].wins, 2);
        // Player 2: 1 + 5 + virtual (2 before, lost: 2 + 2) = 10.
        assert_eq!(v[2].buchholz_half, 10);
        assert_eq!(v[2].sb_quarters, 1 + 5);
    }

    #[test]
    fn a_bye_before_the_last_round_adds_draws_for_the_rest() {
        // Round 1 bye (1 point), then two draws against a player with all draws.
        let players = vec![
            p(vec![Outcome::Pab, played(1, 1), played(1, 1)]),
            p(vec![
                Outcome::Unplayed { half: 0 },
                played(0, 1),
                played(0, 1),
            ]),
        ];
        let v = values(&players, 3);
        // Virtual opponent: 0 before, lost (0), then two draws -> 1 point = 2 halves.
        // Opponent 1's adjusted score: 1 (unplayed as draw) + 1 + 1 = 3 halves, twice.
        assert_eq!(v[0].buchholz_half, 2 + 3 + 3);
        assert_eq!(v[0].cut1_half, 6);
        assert_eq!(v[0].sb_quarters, 2 * 2 + 3 + 3);
        assert_eq!(v[0].wins, 1);
    }

    #[test]
    fn direct_encounter_needs_every_game() {
        let players = event();
        assert_eq!(direct_encounter(&players, &[0, 1]), Some(vec![2, 0]));
        assert_eq!(direct_encounter(&players, &[0, 2, 3]), Some(vec![3, 2, 1]));
        // 1 and 2 never met.
        assert_eq!(direct_encounter(&players, &[1, 2]), None);
    }
}
