//! What the Dutch system knows about a player before a round: their history, and the
//! facts derived from it (score, colour difference and preference, floats, opponents met,
//! pairing-allocated byes). Pure; a player is known by their pairing number minus one
//! (index 0 = the highest-rated, as FIDE C.04.3 A.2 orders the initial ranking).

/// A colour of the pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    /// The other colour.
    pub fn opposite(self) -> Self {
        match self {
            Self::White => Self::Black,
            Self::Black => Self::White,
        }
    }
}

/// What happened to a player in one past round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A game played over the board: the opponent's index, this player's colour and
    /// half points (2 win, 1 draw, 0 loss).
    Played {
        opponent: usize,
        colour: Colour,
        half: u8,
    },
    /// The pairing-allocated bye (1 point; at most once per player, C.04.3 C2).
    Pab,
    /// No game: a requested bye, a forfeit, an absence or a round before a late entry;
    /// the half points it gave. It is no meeting, gives no colour, and counts as a
    /// downfloat (C.04.3 A.4 b).
    Unplayed { half: u8 },
}

/// One entrant as the pairing sees them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Every past round, in order (round 1 first).
    pub history: Vec<Outcome>,
    /// False for a withdrawn or absent player: not paired this round.
    pub present: bool,
}

/// Which way a player floated in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    None,
    Down,
    Up,
}

/// How strongly a player wants a colour (C.04.3 A.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    Mild,
    Strong,
    Absolute,
}

/// A colour preference: which colour and how strongly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preference {
    pub colour: Colour,
    pub strength: Strength,
}

/// The facts the criteria read, derived once per round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    pub index: usize,
    /// Points in half points.
    pub half: u32,
    /// The colours of the games played, in order.
    pub colours: Vec<Colour>,
    /// Whites minus blacks.
    pub difference: i32,
    pub preference: Option<Preference>,
    /// Floats of the last round and of the round before it.
    pub floats: [Float; 2],
    /// Opponents met over the board.
    pub met: Vec<usize>,
    pub had_pab: bool,
    /// Over half the possible points when the final round is paired (A.7).
    pub topscorer: bool,
}

impl State {
    /// Has this player met `other` over the board?
    pub fn has_met(&self, other: usize) -> bool {
        self.met.contains(&other)
    }
}

/// The half points a player has after each past round (entry 0 = before round 1).
pub fn running_half(player: &Player) -> Vec<u32> {
    let mut half = vec![0u32];
    for o in &player.history {
        let got = match *o {
            Outcome::Played { half, .. } | Outcome::Unplayed { half } => u32::from(half),
            Outcome::Pab => 2,
        };
        half.push(half.last().copied().unwrap_or(0) + got);
    }
    half
}

/// The colour preference of a colour history (A.6): none before the first game;
/// absolute beyond a difference of one or after the same colour twice running;
/// strong at a difference of one; mild (the other colour than last time) at zero.
pub fn preference(colours: &[Colour]) -> Option<Preference> {
    let last = *colours.last()?;
    let difference: i32 = colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let twice = colours.len() >= 2 && colours[colours.len() - 2] == last;
    let by_difference = if difference > 0 {
        Colour::Black
    } else {
        Colour::White
    };
    let (colour, strength) = if difference.abs() > 1 {
        (by_difference, Strength::Absolute)
    } else if twice {
        (last.opposite(), Strength::Absolute)
    } else if difference.abs() == 1 {
        (by_difference, Strength::Strong)
    } else {
        (last.opposite(), Strength::Mild)
    };
    Some(Preference { colour, strength })
}

/// Derives every player's state before round `round` (1-based) of `rounds`.
pub fn states(players: &[Player], round: usize, rounds: usize) -> Vec<State> {
    let running: Vec<Vec<u32>> = players.iter().map(running_half).collect();
    let before = |i: usize, r: usize| running[i].get(r).copied().unwrap_or(0);
    let last_round = round >= rounds;
    players
        .iter()
        .enumerate()
        .map(|(index, p)| {
            let colours: Vec<Colour> = p
                .history
                .iter()
                .filter_map(|o| match o {
                    Outcome::Played { colour, .. } => Some(*colour),
                    _ => None,
                })
                .collect();
            let met = p
                .history
                .iter()
                .filter_map(|o| match o {
                    Outcome::Played { opponent, .. } => Some(*opponent),
                    _ => None,
                })
                .collect();
            let float_of = |r: usize| match p.history.get(r) {
                Some(Outcome::Played { opponent, .. }) => {
                    match before(index, r).cmp(&before(*opponent, r)) {
                        std::cmp::Ordering::Greater => Float::Down,
                        std::cmp::Ordering::Less => Float::Up,
                        std::cmp::Ordering::Equal => Float::None,
                    }
                }
                Some(_) => Float::Down,
                None => Float::None,
            };
            let n = p.history.len();
            let floats = [
                n.checked_sub(1).map_or(Float::None, float_of),
                n.checked_sub(2).map_or(Float::None, float_of),
            ];
            let half = before(index, n);
            let played_rounds = round.saturating_sub(1) as u32;
            State {
                index,
                half,
                difference: colours
                    .iter()
                    .map(|c| if *c == Colour::White { 1 } else { -1 })
                    .sum(),
                preference: preference(&colours),
                colours,
                floats,
                met,
                had_pab: p.history.contains(&Outcome::Pab),
                topscorer: last_round && half > played_rounds,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn pref(c: Colour, s: Strength) -> Option<Preference> {
        Some(Preference {
            colour: c,
            strength: s,
        })
    }

    #[test]
    fn preferences_follow_a6() {
        assert_eq!(preference(&[]), None);
        assert_eq!(preference(&[W]), pref(B, Strength::Strong));
        assert_eq!(preference(&[W, B]), pref(W, Strength::Mild));
        assert_eq!(preference(&[B, W]), pref(B, Strength::Mild));
        assert_eq!(preference(&[W, W]), pref(B, Strength::Absolute));
        assert_eq!(preference(&[B, W, W]), pref(B, Strength::Absolute));
        assert_eq!(preference(&[W, B, B]), pref(W, Strength::Absolute));
        assert_eq!(preference(&[W, B, W]), pref(B, Strength::Strong));
        // A difference of two is absolute even after alternating colours.
        assert_eq!(preference(&[W, W, B, W]), pref(B, Strength::Absolute));
    }

    #[test]
    fn states_count_points_floats_and_byes() {
        let p = |history: Vec<Outcome>| Player {
            history,
            present: true,
        };
        let players = vec![
            p(vec![
                Outcome::Played {
                    opponent: 1,
                    colour: W,
                    half: 2,
                },
                Outcome::Played {
                    opponent: 2,
                    colour: B,
                    half: 1,
                },
            ]),
            p(vec![
                Outcome::Played {
                    opponent: 0,
                    colour: B,
                    half: 0,
                },
                Outcome::Pab,
            ]),
            p(vec![
                Outcome::Unplayed { half: 1 },
                Outcome::Played {
                    opponent: 0,
                    colour: W,
                    half: 1,
                },
            ]),
        ];
        let s = states(&players, 3, 3);
        assert_eq!(s[0].half, 3);
        assert_eq!(s[0].floats, [Float::Down, Float::None]);
        assert_eq!(s[2].floats, [Float::Up, Float::Down]);
        assert_eq!(s[1].floats, [Float::Down, Float::None]);
        assert!(s[1].had_pab && !s[0].had_pab);
        assert!(s[0].has_met(1) && s[0].has_met(2) && !s[1].has_met(2));
        assert_eq!(s[0].difference, 0);
        // Final round: over half of 2 possible points (more than 2 half points).
        assert!(s[0].topscorer && !s[1].topscorer && !s[2].topscorer);
    }
}
