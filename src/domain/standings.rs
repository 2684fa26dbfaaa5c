//! Tournament standings and tie-breaks, pure so they can be checked against examples
//! worked by hand. Order: points, then the tournament's tie-breaks
//! (`domain::tiebreaks`; by default Sonneborn-Berger, number of wins (Baumbach), direct
//! encounter). Points are counted in half points and Sonneborn-Berger in quarter points,
//! so no floating point rounding can ever swap two players.

use super::tiebreaks::TieBreak;
use crate::chess::GameResult;

/// One game between two seats (0-based), as the standings see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameScore {
    pub white: usize,
    pub black: usize,
    /// White's score in half points (2 win, 1 draw, 0 loss); `None` while running.
    pub white_half: Option<u8>,
}

impl GameScore {
    /// A game between two seats; `None` while it is undecided.
    pub fn from_result(white: usize, black: usize, result: Option<GameResult>) -> Self {
        let white_half = result.map(|r| match r {
            GameResult::WhiteWins => 2,
            GameResult::Draw => 1,
            GameResult::BlackWins => 0,
        });
        Self {
            white,
            black,
            white_half,
        }
    }

    /// The half points `seat` scored in this game, if it played and the game is decided.
    pub fn half_for(&self, seat: usize) -> Option<u8> {
        let w = self.white_half?;
        if seat == self.white {
            Some(w)
        } else if seat == self.black {
            Some(2 - w)
        } else {
            None
        }
    }
}

/// What happens to a withdrawing player's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WithdrawalEffect {
    /// Fewer than half of their games were played: all their results are deleted.
    Annul,
    /// Half or more were played: results stand and the remaining games are lost by
    /// forfeit.
    ForfeitRest,
}

/// The rule written on the tournament page, as a function.
pub fn withdrawal_effect(games_played: usize, games_total: usize) -> WithdrawalEffect {
    if games_played * 2 < games_total {
        WithdrawalEffect::Annul
    } else {
        WithdrawalEffect::ForfeitRest
    }
}

/// One line of the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub seat: usize,
    /// 1-based place; players still tied after every tie-break share it.
    pub rank: usize,
    pub points_half: u32,
    /// Sonneborn-Berger in quarter points.
    pub sb_quarters: u32,
    pub wins: u32,
    /// Half points against the players tied with this one, when that decided anything.
    pub direct_half: Option<u32>,
    /// Koya: half points against the opponents who made at least half of their points.
    pub koya_half: u32,
    /// Games counted (decided, and not deleted by a withdrawal).
    pub played: u32,
}

/// Computes the standings of `players` seats from `games` with the default tie-breaks
/// (Sonneborn-Berger, wins, direct encounter); games involving a seat with
/// `annulled[seat]` (a withdrawal before half its games) do not count at all.
pub fn standings(players: usize, games: &[GameScore], annulled: &[bool]) -> Vec<Standing> {
    let table = Table {
        games,
        annulled,
        ratings: &[],
    };
    standings_by(players, &table, &TieBreak::DEFAULT)
}

/// What the standings are computed from: the games, the seats whose results are
/// deleted, and each seat's rating (for the `rating` tie-break; missing ones count 0).
pub struct Table<'a> {
    pub games: &'a [GameScore],
    pub annulled: &'a [bool],
    pub ratings: &'a [f64],
}

/// Computes the standings with the tie-breaks in `order` after points; players level on
/// everything share their place (listed by seat).
pub fn standings_by(players: usize, table: &Table<'_>, order: &[TieBreak]) -> Vec<Standing> {
    let annulled = table.annulled;
    let counts = |g: &&GameScore| {
        g.white_half.is_some()
            && !annulled.get(g.white).copied().unwrap_or(false)
            && !annulled.get(g.black).copied().unwrap_or(false)
    };
    let counted: Vec<&GameScore> = table.games.iter().filter(counts).collect();
    let mut lines: Vec<Standing> = (0..players)
        .map(|seat| Standing {
            seat,
            rank: 0,
            points_half: 0,
            sb_quarters: 0,
            wins: 0,
            direct_half: None,
            koya_half: 0,
            played: 0,
        })
        .collect();
    for g in &counted {
        for seat in [g.white, g.black] {
            let half = g.half_for(seat).unwrap_or(0);
            lines[seat].points_half += u32::from(half);
            lines[seat].played += 1;
            if half == 2 {
                lines[seat].wins += 1;
            }
        }
    }
    let points: Vec<u32> = lines.iter().map(|l| l.points_half).collect();
    let strong: Vec<bool> = lines.iter().map(|l| l.points_half >= l.played).collect();
    for g in &counted {
        for (seat, opp) in [(g.white, g.black), (g.black, g.white)] {
            let half = u32::from(g.half_for(seat).unwrap_or(0));
            lines[seat].sb_quarters += half * points[opp];
            if strong[opp] {
                lines[seat].koya_half += half;
            }
        }
    }
    lines.sort_by(|a, b| b.points_half.cmp(&a.points_half).then(a.seat.cmp(&b.seat)));
    let mut start = 0;
    while start < lines.len() {
        let level = lines[start].points_half;
        let end = start
            + lines[start..]
                .iter()
                .take_while(|l| l.points_half == level)
                .count();
        refine(&mut lines[start..end], start, table, order);
        start = end;
    }
    lines
}

/// Orders a group level so far by the first tie-break of `order`, then each group still
/// level by the rest; a group level on everything shares place `offset + 1`.
fn refine(group: &mut [Standing], offset: usize, table: &Table<'_>, order: &[TieBreak]) {
    let Some((&first, rest)) = order.split_first() else {
        for l in group.iter_mut() {
            l.rank = offset + 1;
        }
        return;
    };
    if group.len() == 1 {
        group[0].rank = offset + 1;
        return;
    }
    let values: Vec<(usize, i64)> = match first {
        TieBreak::SonnebornBerger => group
            .iter()
            .map(|l| (l.seat, i64::from(l.sb_quarters)))
            .collect(),
        TieBreak::Wins => group.iter().map(|l| (l.seat, i64::from(l.wins))).collect(),
        TieBreak::Koya => group
            .iter()
            .map(|l| (l.seat, i64::from(l.koya_half)))
            .collect(),
        TieBreak::Rating => group
            .iter()
            .map(|l| {
                (
                    l.seat,
                    table.ratings.get(l.seat).map_or(0, |r| r.round() as i64),
                )
            })
            .collect(),
        TieBreak::Direct => match direct_encounter(group, table) {
            Some(values) => {
                for l in group.iter_mut() {
                    l.direct_half = values.iter().find(|v| v.0 == l.seat).map(|v| v.1 as u32);
                }
                values
            }
            // Not every game among them is decided: this tie-break says nothing.
            None => return refine(group, offset, table, rest),
        },
    };
    let value = |seat: usize| values.iter().find(|v| v.0 == seat).map_or(0, |v| v.1);
    group.sort_by(|a, b| value(b.seat).cmp(&value(a.seat)).then(a.seat.cmp(&b.seat)));
    let mut start = 0;
    while start < group.len() {
        let level = value(group[start].seat);
        let end = start
            + group[start..]
                .iter()
                .take_while(|l| value(l.seat) == level)
                .count();
        refine(&mut group[start..end], offset + start, table, rest);
        start = end;
    }
}

/// The points each member of `group` scored in the games among them, provided every
/// pair of them met and all of those games are decided.
fn direct_encounter(group: &[Standing], table: &Table<'_>) -> Option<Vec<(usize, i64)>> {
    let members: Vec<usize> = group.iter().map(|l| l.seat).collect();
    let deleted = |seat: usize| table.annulled.get(seat).copied().unwrap_or(false);
    let among: Vec<&GameScore> = table
        .games
        .iter()
        .filter(|g| members.contains(&g.white) && members.contains(&g.black))
        .filter(|g| !deleted(g.white) && !deleted(g.black))
        .collect();
    let all_met = members.iter().enumerate().all(|(i, &a)| {
        members[i + 1..].iter().all(|&b| {
            among
                .iter()
                .any(|g| (g.white == a && g.black == b) || (g.white == b && g.black == a))
        })
    });
    if !all_met || among.iter().any(|g| g.white_half.is_none()) {
        return None;
    }
    Some(
        members
            .iter()
            .map(|&seat| {
                let half: u32 = among
                    .iter()
                    .filter_map(|g| g.half_for(seat))
                    .map(u32::from)
                    .sum();
                (seat, i64::from(half))
            })
            .collect(),
    )
}

/// Half points as people write them: "2½", "½", "3".
pub fn format_half(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (p, 0) => p.to_string(),
        (p, _) => format!("{p}½"),
    }
}

/// Half points as a decimal for files: "2.5", "3".
pub fn decimal_half(half: u32) -> String {
    if half.is_multiple_of(2) {
        (half / 2).to_string()
    } else {
        format!("{}.5", half / 2)
    }
}

/// Quarter points as a decimal: "6.25", "1.5", "3".
pub fn decimal_quarters(q: u32) -> String {
    match q % 4 {
        0 => (q / 4).to_string(),
        1 => format!("{}.25", q / 4),
        2 => format!("{}.5", q / 4),
        _ => format!("{}.75", q / 4),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: usize = 0;
    const B: usize = 1;
    const C: usize = 2;
    const D: usize = 3;
    const E: usize = 4;

    fn g(white: usize, black: usize, result: &str) -> GameScore {
        GameScore::from_result(white, black, GameResult::from_pgn(result))
    }

    /// The six games of A, B, C and D, each pair once with the earlier seat as white
    /// (A–B, A–C, A–D, B–C, B–D, C–D), with these results.
    fn all_play_all(results: [&str; 6]) -> Vec<GameScore> {
        let pairs = [(A, B), (A, C), (A, D), (B, C), (B, D), (C, D)];
        pairs
            .into_iter()
            .zip(results)
            .map(|((white, black), result)| g(white, black, result))
            .collect()
    }

    fn order(s: &[Standing]) -> Vec<(usize, usize)> {
        s.iter().map(|l| (l.seat, l.rank)).collect()
    }

    /// A beats B and C, draws D; B draws C, beats D; D beats C.
    /// Points: A 2½, B 1½, D 1½, C ½.
    /// SB: A = 1½ + ½ + ½·1½ = 2¾; B = ½·½ + 1½ = 1¾; D = ½·2½ + ½ = 1¾; C = ½·1½ = ¾.
    /// B and D tie on points, SB and wins (1 each): B beat D, so B is second.
    fn direct_encounter_example() -> Vec<GameScore> {
        vec![
            g(A, B, "1-0"),
            g(C, A, "0-1"),
            g(A, D, "1/2-1/2"),
            g(B, C, "1/2-1/2"),
            g(D, B, "0-1"),
            g(C, D, "0-1"),
        ]
    }

    #[test]
    fn direct_encounter_separates_what_sb_and_wins_cannot() {
        let s = standings(4, &direct_encounter_example(), &[false; 4]);
        assert_eq!(order(&s), vec![(A, 1), (B, 2), (D, 3), (C, 4)]);
        let pts: Vec<u32> = s.iter().map(|l| l.points_half).collect();
        assert_eq!(pts, vec![5, 3, 3, 1]);
        let sb: Vec<String> = s.iter().map(|l| decimal_quarters(l.sb_quarters)).collect();
        assert_eq!(sb, vec!["2.75", "1.75", "1.75", "0.75"]);
        assert_eq!(s[1].wins, 1);
        assert_eq!(s[2].wins, 1);
        assert_eq!(s[1].direct_half, Some(2));
        assert_eq!(s[2].direct_half, Some(0));
        assert_eq!(s[0].direct_half, None, "nobody tied with A");
    }

    /// The same games under other orders. Koya (the players on 50% or more: A 2½, B and
    /// D 1½ of 3): A 1½ (B 1, D ½), B 1 (beat D), D ½ (drew A), C ½ (drew B).
    #[test]
    fn koya_rating_and_no_tie_breaks_order_the_same_tie_their_way() {
        let games = direct_encounter_example();
        let no = [false; 4];
        let ratings = [1500.0, 1400.0, 1600.0, 1700.0];
        let by = |order: &[TieBreak]| {
            let table = Table {
                games: &games,
                annulled: &no,
                ratings: &ratings,
            };
            standings_by(4, &table, order)
        };
        let s = by(&[TieBreak::Koya]);
        assert_eq!(order(&s), vec![(A, 1), (B, 2), (D, 3), (C, 4)]);
        let koya: Vec<u32> = s.iter().map(|l| l.koya_half).collect();
        assert_eq!(koya, vec![3, 2, 1, 1]);
        // Rating first: D (1700) before B (1400), whatever their game.
        let s = by(&[TieBreak::Rating, TieBreak::Direct]);
        assert_eq!(order(&s), vec![(A, 1), (D, 2), (B, 3), (C, 4)]);
        assert_eq!(s[1].direct_half, None, "rating decided before direct");
        let s = by(&[TieBreak::Wins, TieBreak::SonnebornBerger, TieBreak::Rating]);
        assert_eq!(order(&s), vec![(A, 1), (D, 2), (B, 3), (C, 4)]);
        // No tie-breaks: B and D share second place, by seat.
        assert_eq!(order(&by(&[])), vec![(A, 1), (B, 2), (D, 2), (C, 4)]);
        // The default order is the one `standings` uses.
        assert_eq!(by(&TieBreak::DEFAULT), standings(4, &games, &no));
    }

    /// A beats B and D, loses to C; B beats C and D; D beats C.
    /// A 2, B 2, C 1, D 1. SB: A = 2 + 1 = 3, B = 1 + 1 = 2; C = 2 (beat A), D = 1.
    #[test]
    fn sonneborn_berger_breaks_equal_points() {
        let games = all_play_all(["1-0", "0-1", "1-0", "1-0", "1-0", "0-1"]);
        let s = standings(4, &games, &[false; 4]);
        assert_eq!(order(&s), vec![(A, 1), (B, 2), (C, 3), (D, 4)]);
        let sb: Vec<u32> = s.iter().map(|l| l.sb_quarters).collect();
        assert_eq!(sb, vec![12, 8, 8, 4]);
        // C and D: equal points; C's SB 2 beats D's 1.
        assert_eq!(s[2].sb_quarters, 8);
        assert_eq!(s[3].sb_quarters, 4);
    }

    /// A draws everyone (1½, no win). B beats C, loses to D; C beats D; D beats B.
    /// All on 1½ and SB 2¼ (A: ½·4½; B: ½·1½ + 1½; likewise C, D).
    /// Wins put A last; B, C, D beat each other in a circle, so they share first place.
    #[test]
    fn wins_then_a_circular_direct_encounter_leaves_a_shared_place() {
        let draw = "1/2-1/2";
        let games = all_play_all([draw, draw, draw, "1-0", "0-1", "1-0"]);
        let s = standings(4, &games, &[false; 4]);
        assert!(s.iter().all(|l| l.points_half == 3 && l.sb_quarters == 9));
        assert_eq!(order(&s), vec![(B, 1), (C, 1), (D, 1), (A, 4)]);
        assert_eq!(s[3].wins, 0);
        assert!(s[..3].iter().all(|l| l.direct_half == Some(2)));
    }

    /// E withdrew after one of four games (fewer than half): E's win against A is
    /// deleted and the table is the four-player example again.
    #[test]
    fn an_annulled_withdrawal_deletes_every_result_of_the_player() {
        assert_eq!(withdrawal_effect(1, 4), WithdrawalEffect::Annul);
        let mut games = direct_encounter_example();
        games.push(g(E, A, "1-0"));
        games.push(g(B, E, "*"));
        let annulled = [false, false, false, false, true];
        let s = standings(5, &games, &annulled);
        assert_eq!(
            order(&s)[..4],
            [(A, 1), (B, 2), (D, 3), (C, 4)],
            "as if E never played"
        );
        assert_eq!(s[0].points_half, 5);
        assert_eq!(s[0].played, 3);
        let e = s.iter().find(|l| l.seat == E).unwrap();
        assert_eq!((e.points_half, e.played), (0, 0));
    }

    /// E withdrew after two of four games (half): results stand and the remaining two
    /// are lost by forfeit (recorded as ordinary losses). E beat A, lost to B; by
    /// forfeit C and D beat E.
    /// Points: A 2½, B 2½, D 2½, C 1½, E 1.
    /// SB: A = B 2½ + C 1½ + ½·D 2½ = 5¼; B = ½·C 1½ + D 2½ + E 1 = 4¼;
    /// D = ½·A 2½ + C 1½ + E 1 = 3¾; C = ½·B 2½ + E 1 = 2¼; E = A 2½.
    #[test]
    fn a_late_withdrawal_keeps_results_and_forfeits_the_rest() {
        assert_eq!(withdrawal_effect(2, 4), WithdrawalEffect::ForfeitRest);
        let mut games = direct_encounter_example();
        games.extend([
            g(E, A, "1-0"),
            g(B, E, "1-0"),
            g(C, E, "1-0"),
            g(E, D, "0-1"),
        ]);
        let s = standings(5, &games, &[false; 5]);
        let pts: Vec<(usize, u32)> = s.iter().map(|l| (l.seat, l.points_half)).collect();
        assert_eq!(pts, vec![(A, 5), (B, 5), (D, 5), (C, 3), (E, 2)]);
        let sb: Vec<String> = s.iter().map(|l| decimal_quarters(l.sb_quarters)).collect();
        assert_eq!(sb, vec!["5.25", "4.25", "3.75", "2.25", "2.5"]);
        assert_eq!(order(&s), vec![(A, 1), (B, 2), (D, 3), (C, 4), (E, 5)]);
    }

    #[test]
    fn undecided_direct_games_leave_a_tie_shared() {
        // A and B both beat C; their own game is still running.
        let games = vec![g(A, C, "1-0"), g(B, C, "1-0"), g(A, B, "*")];
        let s = standings(3, &games, &[false; 3]);
        assert_eq!(order(&s), vec![(A, 1), (B, 1), (C, 3)]);
    }

    #[test]
    fn numbers_in_words() {
        assert_eq!(format_half(0), "0");
        assert_eq!(format_half(1), "½");
        assert_eq!(format_half(5), "2½");
        assert_eq!(format_half(6), "3");
        assert_eq!(decimal_half(5), "2.5");
        assert_eq!(decimal_quarters(25), "6.25");
        assert_eq!(decimal_quarters(27), "6.75");
        assert_eq!(decimal_quarters(2), "0.5");
    }
}
