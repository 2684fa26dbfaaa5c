use proptest::prelude::*;

use super::*;

fn line(seat: usize, points_half: u32) -> CutLine {
    CutLine { seat, points_half }
}

fn rules(final_format: FinalFormat) -> GroupRules {
    GroupRules {
        group_size: 4,
        double: false,
        advance_per_group: 1,
        ties: AdvanceTies::Tiebreak,
        final_format,
    }
}

#[test]
fn words_are_the_check_constraints() {
    assert_eq!(
        AdvanceTies::ALL.map(AdvanceTies::as_str),
        ["tiebreak", "all"]
    );
    assert_eq!(
        FinalFormat::ALL.map(FinalFormat::as_str),
        ["round_robin", "double_round_robin", "groups"]
    );
    for r in AdvanceTies::ALL {
        assert_eq!(AdvanceTies::parse(r.as_str()), Some(r));
    }
    for f in FinalFormat::ALL {
        assert_eq!(FinalFormat::parse(f.as_str()), Some(f));
    }
    assert_eq!(FinalFormat::parse("knockout"), None);
}

#[test]
fn sizes_are_balanced_for_every_field_and_group_size() {
    for group_size in GROUP_SIZES.map(|g| g as usize) {
        for players in 3..=MAX_PLAYERS {
            let sizes = group_sizes(players, group_size);
            assert_eq!(
                sizes.iter().sum::<usize>(),
                players,
                "{players}/{group_size}"
            );
            assert_eq!(sizes.len(), players.div_ceil(group_size));
            let (min, max) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
            assert!(*max <= group_size, "{players}/{group_size}: {sizes:?}");
            assert!(max - min <= 1, "{players}/{group_size}: {sizes:?}");
            // Fewer groups would not fit: the split uses as few as possible.
            assert!((sizes.len() - 1) * group_size < players);
            assert!(sizes.windows(2).all(|w| w[0] >= w[1]), "{sizes:?}");
        }
    }
}

#[test]
fn snake_seeding_for_every_field_size() {
    for group_size in [3, 4, 5, 8, 16] {
        for players in 3..=MAX_PLAYERS {
            let groups = snake_groups(players, group_size);
            let sizes: Vec<usize> = groups.iter().map(Vec::len).collect();
            assert_eq!(sizes, group_sizes(players, group_size));
            let mut all: Vec<usize> = groups.iter().flatten().copied().collect();
            all.sort_unstable();
            assert_eq!(all, (0..players).collect::<Vec<_>>(), "a partition");
            let g = groups.len();
            for (i, group) in groups.iter().enumerate() {
                assert!(group.windows(2).all(|w| w[0] < w[1]), "strongest first");
                // Top seeds head the groups in order; the second row comes back.
                assert_eq!(group[0], i, "{players}/{group_size}");
                if group.len() > 1 && players >= 2 * g {
                    assert_eq!(group[1], 2 * g - 1 - i, "{players}/{group_size}");
                }
            }
        }
    }
}

#[test]
fn snake_of_nine_in_groups_of_three() {
    assert_eq!(
        snake_groups(9, 3),
        vec![vec![0, 5, 6], vec![1, 4, 7], vec![2, 3, 8]]
    );
    assert_eq!(
        snake_groups(7, 3),
        vec![vec![0, 5, 6], vec![1, 4], vec![2, 3]]
    );
    assert_eq!(snake_groups(3, 3), vec![vec![0, 1, 2]]);
}

#[test]
fn seed_order_follows_the_shown_rating_then_the_rd_then_registration() {
    let key = |shown, rd| SeedKey { shown, rd };
    let keys = [
        key(1500, 350),
        key(1600, 60),
        key(1800, 200),
        key(1500, 350),
        key(1600, 40),
        key(1700, 120),
    ];
    assert_eq!(seed_order(&keys), vec![2, 5, 4, 1, 0, 3]);
    assert_eq!(seed_order(&[]), Vec::<usize>::new());
}

#[test]
fn the_cut_by_tiebreak_takes_the_first_places() {
    let lines = [line(2, 4), line(0, 3), line(1, 3), line(3, 0)];
    assert_eq!(cut(&lines, 1, AdvanceTies::Tiebreak), vec![2]);
    assert_eq!(cut(&lines, 2, AdvanceTies::Tiebreak), vec![2, 0]);
    // Level on points at the cut: the standings' order decides.
    assert_eq!(cut(&lines, 2, AdvanceTies::Tiebreak), vec![2, 0]);
}

#[test]
fn the_cut_with_all_takes_everyone_level() {
    let lines = [line(2, 4), line(0, 3), line(1, 3), line(3, 0)];
    assert_eq!(cut(&lines, 1, AdvanceTies::All), vec![2]);
    assert_eq!(cut(&lines, 2, AdvanceTies::All), vec![2, 0, 1]);
    let level = [line(0, 2), line(1, 2), line(2, 2)];
    // Everyone level would take the whole group: the tie-breaks decide instead.
    assert_eq!(cut(&level, 1, AdvanceTies::All), vec![0]);
    let two_level = [line(1, 3), line(0, 3), line(2, 0)];
    assert_eq!(cut(&two_level, 1, AdvanceTies::All), vec![1, 0]);
}

#[test]
fn a_cut_never_takes_a_whole_group() {
    let pair = [line(0, 1), line(1, 1)];
    assert_eq!(cut(&pair, 2, AdvanceTies::Tiebreak), vec![0]);
    assert_eq!(cut(&pair, 5, AdvanceTies::All), vec![0]);
    assert_eq!(cut(&[line(0, 0)], 1, AdvanceTies::All), vec![0]);
    assert_eq!(cut(&[], 1, AdvanceTies::All), Vec::<usize>::new());
}

#[test]
fn the_next_stage() {
    assert_eq!(
        next_stage(&rules(FinalFormat::RoundRobin), 1, 3),
        NextStage::Over
    );
    assert_eq!(
        next_stage(&rules(FinalFormat::RoundRobin), 3, 3),
        NextStage::Final(Format::RoundRobin)
    );
    assert_eq!(
        next_stage(&rules(FinalFormat::DoubleRoundRobin), 3, 3),
        NextStage::Final(Format::DoubleRoundRobin)
    );
    assert_eq!(
        next_stage(&rules(FinalFormat::Groups), 5, 5),
        NextStage::Groups
    );
    assert_eq!(
        next_stage(&rules(FinalFormat::Groups), 4, 4),
        NextStage::Final(Format::RoundRobin)
    );
    assert_eq!(
        next_stage(&rules(FinalFormat::Groups), 4, 1),
        NextStage::Over
    );
}

proptest! {
    /// Stage after stage, a 256-player open shrinks to one final group.
    #[test]
    fn every_event_ends(players in 3usize..=256, size in 3usize..=16, advance in 1usize..=15,
                        all in any::<bool>(), level in any::<bool>()) {
        let r = GroupRules {
            group_size: size,
            double: false,
            advance_per_group: advance.min(size - 1),
            ties: if all { AdvanceTies::All } else { AdvanceTies::Tiebreak },
            final_format: FinalFormat::Groups,
        };
        let mut field = players;
        for _ in 0..players {
            let groups = snake_groups(field, size);
            let advancing: usize = groups
                .iter()
                .map(|g| {
                    // Everyone level (the worst case for `all`) or all different.
                    let lines: Vec<CutLine> = g.iter().enumerate()
                        .map(|(i, &s)| line(s, if level { 1 } else { (g.len() - i) as u32 }))
                        .collect();
                    cut(&lines, r.advance_per_group, r.ties).len()
                })
                .sum();
            match next_stage(&r, groups.len(), advancing) {
                NextStage::Over => return Ok(()),
                NextStage::Groups => prop_assert!(advancing < field),
                NextStage::Final(_) => {
                    prop_assert!(advancing <= size);
                    return Ok(());
                }
            }
            field = advancing;
        }
        prop_assert!(false, "did not end");
    }
}

#[test]
fn a_place_shared_across_the_cut_went_through_by_rating() {
    // Seats 0 and 1 share place 2 without rating; the cut took seat 0 (the seeding).
    let places = [(2, 1), (0, 2), (1, 2), (3, 4)];
    assert_eq!(through_by_rating(&places, &[2, 0]), vec![0]);
    // The whole level pair went through (everyone level advances): nobody by rating.
    assert_eq!(through_by_rating(&places, &[2, 0, 1]), Vec::<usize>::new());
    // Points or a tie-break decided: different places, nobody by rating.
    let decided = [(2, 1), (0, 2), (1, 3), (3, 4)];
    assert_eq!(through_by_rating(&decided, &[2, 0]), Vec::<usize>::new());
    // The winner alone level with nobody: not by rating.
    assert_eq!(through_by_rating(&places, &[2]), Vec::<usize>::new());
    // Three level on place 1, one goes through: by rating.
    let three = [(0, 1), (1, 1), (2, 1)];
    assert_eq!(through_by_rating(&three, &[1]), vec![1]);
    assert_eq!(through_by_rating(&[], &[]), Vec::<usize>::new());
}

#[test]
fn a_final_of_two_players_meeting_once_is_one_game() {
    let mut r = rules(FinalFormat::RoundRobin);
    r.group_size = 3;
    // 4 to 6 players: two groups, one through from each, a final of one game.
    assert!(one_game_final_possible(&r, 4..=6));
    assert_eq!(final_games_of(&r, 6), Some(1));
    // 7 to 9 players: three groups, a final of three players (three games).
    assert!(!one_game_final_possible(&r, 7..=9));
    assert_eq!(final_games_of(&r, 9), Some(3));
    // A double round robin final: two games, colours swapped.
    assert!(!one_game_final_possible(
        &rules(FinalFormat::DoubleRoundRobin),
        3..=256
    ));
    r.final_format = FinalFormat::DoubleRoundRobin;
    assert_eq!(final_games_of(&r, 6), Some(2));
    // Two through from each group: a final of four.
    let mut two = rules(FinalFormat::RoundRobin);
    two.advance_per_group = 2;
    assert!(!one_game_final_possible(&two, 5..=8));
    // Groups again and then a final of the groups' format: single games of two.
    let mut again = rules(FinalFormat::Groups);
    again.group_size = 3;
    assert_eq!(final_games_of(&again, 5), Some(1));
    again.double = true;
    assert_eq!(final_games_of(&again, 5), Some(2));
    // One group only: the stage is the final, one game when two play it.
    assert_eq!(final_games_of(&r, 3), Some(3));
    assert!(one_game_final_possible(
        &rules(FinalFormat::RoundRobin),
        2..=2
    ));
}
