//! The judgement of an engine's analysis: evaluations turned into White's winning
//! chances, each move marked by the drop in its mover's chances, and an accuracy per
//! player. Pure: the formulas are in docs/design/analysis.md.

/// An engine's evaluation of a position, from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns, positive when White stands better.
    Cp(i32),
    /// Moves to mate, positive when White mates. `0`: the side to move is mated.
    Mate(i32),
}

impl Eval {
    /// The evaluation from the side to move's view (as UCI reports it) turned to
    /// White's, with `white_to_move` the side to move in that position.
    pub fn from_mover(cp_or_mate: Eval, white_to_move: bool) -> Eval {
        if white_to_move {
            return cp_or_mate;
        }
        match cp_or_mate {
            Eval::Cp(cp) => Eval::Cp(-cp),
            Eval::Mate(n) => Eval::Mate(-n),
        }
    }

    /// White's winning chances in percent (0–100) in a position with this evaluation;
    /// `white_to_move` decides who is mated in a mated position (`Mate(0)`).
    pub fn white_win_percent(self, white_to_move: bool) -> f64 {
        match self {
            Eval::Cp(cp) => win_percent(cp),
            Eval::Mate(n) if n > 0 => 100.0,
            Eval::Mate(n) if n < 0 => 0.0,
            Eval::Mate(_) if white_to_move => 0.0,
            Eval::Mate(_) => 100.0,
        }
    }
}

/// Centipawns above which the curve is taken as flat (the engine's own ceiling).
const CP_CEILING: i32 = 10_000;

/// The win-probability curve: 50 + 50 · (2 / (1 + e^(−0.00368208 · cp)) − 1).
pub fn win_percent(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-CP_CEILING, CP_CEILING));
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
}

/// How bad a move was, from the drop in its mover's winning chances.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A drop of at least 10 percentage points (`?!`).
    Inaccuracy,
    /// At least 20 (`?`).
    Mistake,
    /// At least 30 (`??`).
    Blunder,
}

impl Mark {
    /// The mark of a move whose mover's winning chances dropped by `drop` points.
    pub fn of_drop(drop: f64) -> Option<Mark> {
        if drop >= 30.0 {
            Some(Mark::Blunder)
        } else if drop >= 20.0 {
            Some(Mark::Mistake)
        } else if drop >= 10.0 {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// The stored and the API's word.
    pub fn as_str(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// PGN's numeric annotation glyph (`$6` = `?!`, `$2` = `?`, `$4` = `??`).
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The sign beside a move (`?!`, `?`, `??`).
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// The accuracy of one move from its mover's drop in winning chances:
/// 103.1668 · e^(−0.04354 · drop) − 3.1669, clamped to 0–100.
pub fn move_accuracy(drop: f64) -> f64 {
    (103.1668 * (-0.04354 * drop.max(0.0)).exp() - 3.1669).clamp(0.0, 100.0)
}

/// One judged move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Judged {
    /// 1-based half-move.
    pub ply: u32,
    /// The mover's drop in winning chances, in points (never below 0).
    pub drop: f64,
    pub mark: Option<Mark>,
}

/// The judgement of a whole game.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// One per move, in order.
    pub moves: Vec<Judged>,
    /// Each player's accuracy (0–100), `None` for a player who made no move.
    pub white_accuracy: Option<f64>,
    pub black_accuracy: Option<f64>,
}

/// Judges a game from the evaluations of its positions: `evals[k]` is the position
/// after `k` half-moves, so a game of `n` moves has `n + 1` of them.
pub fn judge(evals: &[Eval]) -> Judgement {
    let percent = |k: usize| evals[k].white_win_percent(k.is_multiple_of(2));
    let moves: Vec<Judged> = (1..evals.len())
        .map(|k| {
            let white_moved = k % 2 == 1;
            let (before, after) = (percent(k - 1), percent(k));
            let drop = if white_moved {
                before - after
            } else {
                after - before
            }
            .max(0.0);
            Judged {
                ply: u32::try_from(k).unwrap_or(u32::MAX),
                drop,
                mark: Mark::of_drop(drop),
            }
        })
        .collect();
    let accuracy = |white: bool| {
        let drops: Vec<f64> = moves
            .iter()
            .filter(|m| (m.ply % 2 == 1) == white)
            .map(|m| move_accuracy(m.drop))
            .collect();
        (!drops.is_empty()).then(|| drops.iter().sum::<f64>() / drops.len() as f64)
    };
    Judgement {
        white_accuracy: accuracy(true),
        black_accuracy: accuracy(false),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 0.01
    }

    #[test]
    fn the_curve_is_even_at_zero_and_symmetric() {
        assert!(close(win_percent(0), 50.0));
        for cp in [1, 35, 100, 300, 900, 5000] {
            assert!(close(win_percent(cp) + win_percent(-cp), 100.0), "{cp}");
            assert!(win_percent(cp) > win_percent(cp - 1));
        }
    }

    #[test]
    fn known_points_of_the_curve() {
        // 100 cp ≈ 59.1 %, 300 cp ≈ 75.1 %, 1000 cp ≈ 97.6 %.
        assert!(close(win_percent(100), 59.10), "{}", win_percent(100));
        assert!(close(win_percent(300), 75.11), "{}", win_percent(300));
        assert!(win_percent(1000) > 97.0 && win_percent(1000) < 98.0);
        assert!(win_percent(i32::MAX) <= 100.0 && win_percent(i32::MIN) >= 0.0);
    }

    #[test]
    fn mates_are_certain() {
        assert_eq!(Eval::Mate(3).white_win_percent(true), 100.0);
        assert_eq!(Eval::Mate(-1).white_win_percent(false), 0.0);
        assert_eq!(Eval::Mate(0).white_win_percent(true), 0.0);
        assert_eq!(Eval::Mate(0).white_win_percent(false), 100.0);
    }

    #[test]
    fn the_movers_view_turns_to_whites() {
        assert_eq!(Eval::from_mover(Eval::Cp(40), true), Eval::Cp(40));
        assert_eq!(Eval::from_mover(Eval::Cp(40), false), Eval::Cp(-40));
        assert_eq!(Eval::from_mover(Eval::Mate(2), false), Eval::Mate(-2));
        assert_eq!(Eval::from_mover(Eval::Mate(-1), true), Eval::Mate(-1));
    }

    #[test]
    fn marks_by_threshold() {
        assert_eq!(Mark::of_drop(0.0), None);
        assert_eq!(Mark::of_drop(9.99), None);
        assert_eq!(Mark::of_drop(10.0), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_drop(19.9), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_drop(20.0), Some(Mark::Mistake));
        assert_eq!(Mark::of_drop(30.0), Some(Mark::Blunder));
        assert_eq!(Mark::of_drop(100.0), Some(Mark::Blunder));
    }

    #[test]
    fn nags_and_signs() {
        assert_eq!(Mark::Inaccuracy.nag(), 6);
        assert_eq!(Mark::Mistake.nag(), 2);
        assert_eq!(Mark::Blunder.nag(), 4);
        assert_eq!(Mark::Blunder.sign(), "??");
        assert_eq!(Mark::Mistake.as_str(), "mistake");
    }

    #[test]
    fn accuracy_of_a_perfect_move_is_full() {
        assert!(close(move_accuracy(0.0), 100.0));
        assert!(move_accuracy(5.0) < move_accuracy(1.0));
        assert_eq!(move_accuracy(100.0), 0.0);
        assert!(close(move_accuracy(-3.0), 100.0));
    }

    #[test]
    fn a_blunder_by_black_is_judged_from_blacks_side() {
        // Even, White keeps it even, Black drops into a lost position, White mates.
        let evals = [Eval::Cp(20), Eval::Cp(15), Eval::Cp(800), Eval::Mate(0)];
        let j = judge(&evals);
        assert_eq!(j.moves.len(), 3);
        assert_eq!(j.moves[0].mark, None);
        assert_eq!(j.moves[1].mark, Some(Mark::Blunder));
        assert_eq!(j.moves[1].ply, 2);
        // Mating is never a drop.
        assert_eq!(j.moves[2].drop, 0.0);
        assert!(j.white_accuracy.unwrap() > 97.0);
        assert!(j.black_accuracy.unwrap() < 30.0);
    }

    #[test]
    fn a_game_without_moves_has_no_accuracy() {
        let j = judge(&[Eval::Cp(0)]);
        assert!(j.moves.is_empty());
        assert_eq!(j.white_accuracy, None);
        assert_eq!(j.black_accuracy, None);
        let j = judge(&[Eval::Cp(0), Eval::Cp(-10)]);
        assert!(j.white_accuracy.is_some());
        assert_eq!(j.black_accuracy, None);
    }

    #[test]
    fn a_white_mistake_and_inaccuracy() {
        // 0 → -100 cp: White's chances 50 → 40.9 (inaccuracy); -100 → -400: 40.9 → 18.6.
        let j = judge(&[Eval::Cp(0), Eval::Cp(-100), Eval::Cp(-100), Eval::Cp(-400)]);
        assert_eq!(j.moves[0].mark, None, "{:?}", j.moves[0]);
        assert_eq!(j.moves[2].mark, Some(Mark::Mistake), "{:?}", j.moves[2]);
        let j = judge(&[Eval::Cp(0), Eval::Cp(-120)]);
        assert_eq!(j.moves[0].mark, Some(Mark::Inaccuracy), "{:?}", j.moves[0]);
    }

    #[test]
    fn missing_a_mate_is_a_blunder() {
        let j = judge(&[Eval::Mate(2), Eval::Cp(0)]);
        assert_eq!(j.moves[0].mark, Some(Mark::Blunder));
        assert!(close(j.moves[0].drop, 50.0));
    }
}
