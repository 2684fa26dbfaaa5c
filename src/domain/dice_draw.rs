//! Drawing a Chess960 start position with one six-sided die, after Hans Bodlaender:
//! five rolls place the two bishops, the queen and the two knights; rook, king, rook
//! fill the last three squares. A club without a computer can follow the same steps
//! and then look the result up by its number.
//!
//! Every position comes out with the same chance: the five counting rolls have
//! 4 · 4 · 6 · 5 · 4 = 1920 outcomes, and each position is reached by exactly two
//! of them (the two knights in either order).

use shakmaty::Role;

use crate::chess::StartNumber;

/// One roll of the procedure, in the order they are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiceStep {
    DarkBishop,
    LightBishop,
    Queen,
    FirstKnight,
    SecondKnight,
}

impl DiceStep {
    /// The five steps in order.
    pub const ALL: [DiceStep; 5] = [
        DiceStep::DarkBishop,
        DiceStep::LightBishop,
        DiceStep::Queen,
        DiceStep::FirstKnight,
        DiceStep::SecondKnight,
    ];

    /// How many faces count (1..=faces); higher rolls are rolled again.
    pub fn faces(self) -> u8 {
        match self {
            DiceStep::DarkBishop | DiceStep::LightBishop | DiceStep::SecondKnight => 4,
            DiceStep::Queen => 6,
            DiceStep::FirstKnight => 5,
        }
    }

    /// The piece this step places.
    pub fn role(self) -> Role {
        match self {
            DiceStep::DarkBishop | DiceStep::LightBishop => Role::Bishop,
            DiceStep::Queen => Role::Queen,
            DiceStep::FirstKnight | DiceStep::SecondKnight => Role::Knight,
        }
    }

    /// The query parameter that carries this step's counting roll (also the catalog's
    /// selector word for the step: `dice-instruction`, `dice-piece`).
    pub fn field(self) -> &'static str {
        match self {
            DiceStep::DarkBishop => "dark_bishop",
            DiceStep::LightBishop => "light_bishop",
            DiceStep::Queen => "queen",
            DiceStep::FirstKnight => "knight",
            DiceStep::SecondKnight => "second_knight",
        }
    }

    /// The files (0 = a) the roll counts over, left to right.
    fn candidates(self, rank: &[Option<Role>; 8]) -> Vec<usize> {
        match self {
            DiceStep::DarkBishop => vec![0, 2, 4, 6],
            DiceStep::LightBishop => vec![1, 3, 5, 7],
            _ => (0..8).filter(|&i| rank[i].is_none()).collect(),
        }
    }
}

/// One step as it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlacedStep {
    pub step: DiceStep,
    /// Every roll made for this step; only the last one counted.
    pub rolls: Vec<u8>,
    /// Where the piece went, e.g. `"e1"`.
    pub square: String,
    /// The back rank so far, `"··B·····"` (a dot for an empty square).
    pub rank_so_far: String,
}

impl PlacedStep {
    /// The roll that counted.
    pub fn counted(&self) -> u8 {
        self.rolls.last().copied().unwrap_or(0)
    }

    /// The rolls that were thrown away (too high for this step).
    pub fn rerolled(&self) -> &[u8] {
        &self.rolls[..self.rolls.len().saturating_sub(1)]
    }
}

/// A whole draw: the steps and the position they give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiceDraw {
    pub steps: Vec<PlacedStep>,
    /// Files of the two rooks and the king, placed last (e.g. `["a1", "e1", "h1"]`).
    pub rook_king_rook: [String; 3],
    pub start: StartNumber,
}

/// A counting roll outside the faces its step uses (the page words it from the
/// step's [`DiceStep::field`] and [`DiceStep::faces`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceError(pub DiceStep);

fn rank_text(rank: &[Option<Role>; 8]) -> String {
    rank.iter()
        .map(|r| r.map_or('·', |r| r.upper_char()))
        .collect()
}

fn square_name(file: usize) -> String {
    format!("{}1", (b'a' + file as u8) as char)
}

/// Builds the draw from each step's rolls (the last roll of each counts).
fn build(rolls: [Vec<u8>; 5]) -> Result<DiceDraw, DiceError> {
    let mut rank: [Option<Role>; 8] = [None; 8];
    let mut steps = Vec::with_capacity(5);
    for (step, rolls) in DiceStep::ALL.into_iter().zip(rolls) {
        let counted = rolls.last().copied().unwrap_or(0);
        if counted == 0 || counted > step.faces() {
            return Err(DiceError(step));
        }
        let file = step.candidates(&rank)[usize::from(counted - 1)];
        rank[file] = Some(step.role());
        steps.push(PlacedStep {
            step,
            rolls,
            square: square_name(file),
            rank_so_far: rank_text(&rank),
        });
    }
    let rest: Vec<usize> = (0..8).filter(|&i| rank[i].is_none()).collect();
    for (&file, role) in rest.iter().zip([Role::Rook, Role::King, Role::Rook]) {
        rank[file] = Some(role);
    }
    let letters = rank_text(&rank);
    // Five placed pieces plus rook, king, rook always form a legal start rank (the
    // bishops stand on opposite colours, the king between the rooks); the test over
    // all 1920 outcomes checks it.
    let start = StartNumber::from_back_rank(&letters).expect("dice always give a start rank");
    Ok(DiceDraw {
        steps,
        rook_king_rook: [
            square_name(rest[0]),
            square_name(rest[1]),
            square_name(rest[2]),
        ],
        start,
    })
}

impl DiceDraw {
    /// Follows the procedure with `roll`, which must give 1..=6 like a die; rolls
    /// that do not count for a step are kept (to show) and rolled again.
    pub fn roll_with(mut roll: impl FnMut() -> u8) -> DiceDraw {
        let rolls = DiceStep::ALL.map(|step| {
            let mut rolls = Vec::new();
            loop {
                let r = roll();
                rolls.push(r);
                if (1..=step.faces()).contains(&r) {
                    break rolls;
                }
            }
        });
        // Every step ends on a counting roll, so `build` cannot refuse it.
        build(rolls).expect("rolls end on a counting face")
    }

    /// Rolls a fair die from the thread's cryptographic random generator.
    pub fn roll() -> DiceDraw {
        use rand::RngExt as _;
        let mut rng = rand::rng();
        Self::roll_with(|| rng.random_range(1..=6u8))
    }

    /// The draw given by the five rolls that counted (e.g. from real dice).
    pub fn from_counting_rolls(rolls: [u8; 5]) -> Result<DiceDraw, DiceError> {
        build(rolls.map(|r| vec![r]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn every_outcome_gives_the_core_position_and_each_position_twice() {
        let mut seen: HashMap<StartNumber, u32> = HashMap::new();
        for a in 1..=4 {
            for b in 1..=4 {
                for q in 1..=6 {
                    for n1 in 1..=5 {
                        for n2 in 1..=4 {
                            let d = DiceDraw::from_counting_rolls([a, b, q, n1, n2]).unwrap();
                            // The number shown is the rules core's number for this rank.
                            let letters = d.steps.last().unwrap().rank_so_far.clone();
                            let core = d.start.back_rank();
                            for (placed, core) in letters.chars().zip(core.chars()) {
                                assert!(placed == '·' || placed == core, "{letters} vs {core}");
                            }
                            for (sq, want) in d.rook_king_rook.iter().zip(['R', 'K', 'R']) {
                                let file = (sq.as_bytes()[0] - b'a') as usize;
                                assert_eq!(core.as_bytes()[file] as char, want);
                            }
                            *seen.entry(d.start).or_default() += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(seen.len(), 960);
        assert!(seen.values().all(|&n| n == 2));
    }

    #[test]
    fn classical_setup_by_dice() {
        // RNBQKBNR: dark bishop c1 (2), light bishop f1 (3), queen d1 is the 3rd of
        // a b d e g h (3), knights b1 and g1: 2nd of a b e g h, then 3rd of a e g h.
        let d = DiceDraw::from_counting_rolls([2, 3, 3, 2, 3]).unwrap();
        assert_eq!(d.start, StartNumber::CLASSICAL);
        let squares: Vec<&str> = d.steps.iter().map(|s| s.square.as_str()).collect();
        assert_eq!(squares, ["c1", "f1", "d1", "b1", "g1"]);
        assert_eq!(d.steps[2].rank_so_far, "··BQ·B··");
        assert_eq!(
            d.rook_king_rook,
            ["a1".to_string(), "e1".into(), "h1".into()]
        );
    }

    #[test]
    fn too_high_rolls_are_rolled_again_and_shown() {
        let mut script = [6, 5, 1, 4, 6, 6, 5, 4].into_iter();
        let d = DiceDraw::roll_with(|| script.next().unwrap());
        assert_eq!(d.steps[0].rolls, [6, 5, 1]);
        assert_eq!(d.steps[0].rerolled(), [6, 5]);
        assert_eq!(d.steps[0].counted(), 1);
        assert_eq!(d.steps[2].rolls, [6], "a six counts for the queen");
        assert_eq!(d.steps[3].rolls, [6, 5]);
        assert_eq!(d.steps[4].rolls, [4]);
        assert_eq!(d, {
            let mut same = DiceDraw::from_counting_rolls([1, 4, 6, 5, 4]).unwrap();
            same.steps[0].rolls = vec![6, 5, 1];
            same.steps[3].rolls = vec![6, 5];
            same
        });
    }

    #[test]
    fn counting_rolls_out_of_range_are_refused() {
        assert_eq!(
            DiceDraw::from_counting_rolls([5, 1, 1, 1, 1]),
            Err(DiceError(DiceStep::DarkBishop))
        );
        assert_eq!(
            DiceDraw::from_counting_rolls([1, 1, 1, 6, 1]),
            Err(DiceError(DiceStep::FirstKnight))
        );
        assert_eq!(
            DiceDraw::from_counting_rolls([1, 1, 0, 1, 1]),
            Err(DiceError(DiceStep::Queen))
        );
    }

    #[test]
    fn real_rolls_land_in_range() {
        for _ in 0..200 {
            let d = DiceDraw::roll();
            assert!(d.start.get() < 960);
            assert!(
                d.steps
                    .iter()
                    .all(|s| s.rolls.iter().all(|r| (1..=6).contains(r)))
            );
        }
    }
}
