//! Colour allocation for a pair (FIDE C.04.3 E), and what a pair costs the colour
//! criteria (C3, C8–C11). Pure.

use super::players::{Colour, State, Strength};

/// The ranking of A.2: more points first, then the lower pairing number.
pub fn ranks_higher(a: &State, b: &State) -> bool {
    (a.half, std::cmp::Reverse(a.index)) > (b.half, std::cmp::Reverse(b.index))
}

/// Who has white between `a` and `b` (returns `(white, black)` indexes), by the rules
/// E.1–E.5 in order; `initial` is the colour drawn (or fixed) for the top seed.
pub fn allocate(a: &State, b: &State, initial: Colour) -> (usize, usize) {
    let (high, low) = if ranks_higher(a, b) { (a, b) } else { (b, a) };
    let give = |player: &State, colour: Colour| {
        let other = if player.index == high.index {
            low
        } else {
            high
        };
        if colour == Colour::White {
            (player.index, other.index)
        } else {
            (other.index, player.index)
        }
    };
    match (high.preference, low.preference) {
        // E.1: both preferences can be granted (or only one player has one).
        (Some(h), Some(l)) if h.colour != l.colour => return give(high, h.colour),
        (Some(h), None) => return give(high, h.colour),
        (None, Some(l)) => return give(low, l.colour),
        // E.2: the stronger preference; two absolute ones: the wider difference.
        (Some(h), Some(l)) if h.strength != l.strength => {
            return if h.strength > l.strength {
                give(high, h.colour)
            } else {
                give(low, l.colour)
            };
        }
        (Some(h), Some(l))
            if h.strength == Strength::Absolute
                && high.difference.abs() != low.difference.abs() =>
        {
            return if high.difference.abs() > low.difference.abs() {
                give(high, h.colour)
            } else {
                give(low, l.colour)
            };
        }
        (Some(h), Some(_)) => {
            // E.3: alternate to the most recent round the two had different colours.
            let recent = high
                .colours
                .iter()
                .rev()
                .zip(low.colours.iter().rev())
                .find(|(x, y)| x != y);
            if let Some((hc, _)) = recent {
                return give(high, hc.opposite());
            }
            // E.4: the higher-ranked player's preference.
            return give(high, h.colour);
        }
        (None, None) => {}
    }
    // E.5: the higher-ranked player gets the initial colour with an odd pairing
    // number (index even), the other colour with an even one.
    let colour = if high.index % 2 == 0 {
        initial
    } else {
        initial.opposite()
    };
    give(high, colour)
}

/// C3: two players who are not both topscorers and have the same absolute colour
/// preference may not meet.
pub fn absolute_conflict(a: &State, b: &State) -> bool {
    match (a.preference, b.preference) {
        (Some(x), Some(y)) => {
            x.strength == Strength::Absolute
                && y.strength == Strength::Absolute
                && x.colour == y.colour
                && !(a.topscorer && b.topscorer)
        }
        _ => false,
    }
}

/// The colour criteria one pair breaks: [C8 topscorers (or their opponents) beyond a
/// difference of two, C9 topscorers (or opponents) with one colour three times running,
/// C10 preferences not granted, C11 strong preferences not granted].
pub fn colour_costs(a: &State, b: &State, initial: Colour) -> [u32; 4] {
    let (white, _) = allocate(a, b, initial);
    let mut costs = [0u32; 4];
    let top = a.topscorer || b.topscorer;
    for p in [a, b] {
        let got = if p.index == white {
            Colour::White
        } else {
            Colour::Black
        };
        let delta = if got == Colour::White { 1 } else { -1 };
        if top && (p.difference + delta).abs() > 2 {
            costs[0] += 1;
        }
        let n = p.colours.len();
        if top && n >= 2 && p.colours[n - 1] == got && p.colours[n - 2] == got {
            costs[1] += 1;
        }
        if let Some(pref) = p.preference
            && pref.colour != got
        {
            costs[2] += 1;
            if pref.strength >= Strength::Strong {
                costs[3] += 1;
            }
        }
    }
    costs
}

#[cfg(test)]
mod tests {
    use super::super::players::{Float, preference};
    use super::*;
    use Colour::{Black as B, White as W};

    fn state(index: usize, half: u32, colours: &[Colour]) -> State {
        State {
            index,
            half,
            colours: colours.to_vec(),
            difference: colours.iter().map(|c| if *c == W { 1 } else { -1 }).sum(),
            preference: preference(colours),
            floats: [Float::None; 2],
            met: Vec::new(),
            had_pab: false,
            topscorer: false,
        }
    }

    #[test]
    fn round_one_alternates_the_initial_colour_down_the_board() {
        // E.5: pairing number 1 (index 0) gets the initial colour, number 2 the other.
        assert_eq!(allocate(&state(0, 0, &[]), &state(4, 0, &[]), W), (0, 4));
        assert_eq!(allocate(&state(1, 0, &[]), &state(5, 0, &[]), W), (5, 1));
        assert_eq!(allocate(&state(0, 0, &[]), &state(4, 0, &[]), B), (4, 0));
    }

    #[test]
    fn e1_grants_both_and_e2_the_stronger() {
        // E.1: one wants white, the other black.
        assert_eq!(allocate(&state(0, 2, &[W]), &state(1, 2, &[B]), W), (1, 0));
        // E.2: absolute (WW) beats mild (WB wants white).
        assert_eq!(
            allocate(&state(0, 2, &[W, B]), &state(1, 2, &[W, W]), W),
            (0, 1)
        );
        // E.2: strong beats mild, whoever ranks higher.
        assert_eq!(
            allocate(&state(0, 4, &[B, W]), &state(3, 2, &[W, W, B]), W),
            (0, 3)
        );
    }

    #[test]
    fn e3_alternates_to_the_last_difference_then_e4_the_higher_ranked() {
        // Both mild for white; two rounds ago the high one had white, so black now.
        assert_eq!(
            allocate(&state(0, 4, &[B, W, W, B]), &state(1, 4, &[W, B, W, B]), W),
            (1, 0)
        );
        // Identical histories: E.4 gives the higher-ranked its preference.
        assert_eq!(allocate(&state(2, 2, &[B]), &state(1, 2, &[B]), W), (1, 2));
        assert_eq!(allocate(&state(2, 4, &[B]), &state(1, 2, &[B]), W), (2, 1));
    }

    #[test]
    fn c3_and_colour_costs() {
        let a = state(0, 2, &[W, W]);
        let b = state(1, 2, &[B, W, W]);
        assert!(absolute_conflict(&a, &b));
        assert!(!absolute_conflict(&a, &state(2, 2, &[B, B])));
        // One of them gets white a third time: one preference (absolute) not granted.
        assert_eq!(colour_costs(&a, &b, W), [0, 0, 1, 1]);
        assert_eq!(
            colour_costs(&state(0, 2, &[W]), &state(1, 2, &[B]), W),
            [0; 4]
        );
    }
}
