//! The stages of a groups event as pages, exports, mails and the API show them: each
//! group's seats, standings and crosstable, and who advanced. Pure over the rows that
//! `view::load` read.

use std::collections::BTreeMap;

use super::view::{CrossRow, Seat, StageRows, StandingView, places_without_rating, table};
use crate::{
    domain::{UserId, groups, pairings::Format, tiebreaks::TieBreak},
    store::{stages::GroupPlayerRow, tournaments::TournamentGame},
};

/// One group of a stage.
#[derive(Clone, Debug)]
pub struct GroupView {
    pub number: i32,
    /// Its seats, seat 1 first.
    pub seats: Vec<Seat>,
    /// The players who went through to the next stage.
    pub advanced: Vec<UserId>,
    /// Those of them who went through only by rating: level at the cut with a player
    /// left out on points and every other tie-break.
    pub by_rating: Vec<UserId>,
    pub standings: Vec<StandingView>,
    pub crosstable: Vec<CrossRow>,
}

impl GroupView {
    /// Whether `user` went through to the next stage.
    pub fn has_advanced(&self, user: &UserId) -> bool {
        self.advanced.contains(user)
    }

    /// Whether `user` went through by rating (the standings say so beside them).
    pub fn advanced_by_rating(&self, user: &UserId) -> bool {
        self.by_rating.contains(user)
    }
}

/// One stage with its groups.
#[derive(Clone, Debug)]
pub struct StageView {
    pub number: i32,
    /// What each group plays.
    pub format: Format,
    /// `running` or `finished`.
    pub status: String,
    pub groups: Vec<GroupView>,
}

impl StageView {
    /// The final: the stage's only group.
    pub fn is_final(&self) -> bool {
        self.groups.len() == 1
    }

    /// The stage has finished (any other stored state shows as running).
    pub fn is_finished(&self) -> bool {
        self.status == "finished"
    }
}

fn seat(row: &GroupPlayerRow) -> Seat {
    Seat {
        seed: row.seat as usize,
        user_id: row.user_id,
        username: row.username.clone(),
        rating: crate::domain::rating::Rating {
            rating: row.rating,
            rd: row.rating_rd,
            volatility: 0.0,
        }
        .label()
        .to_string(),
        rating_value: row.rating,
        replaced: Vec::new(),
        former_ids: Vec::new(),
        withdrawn: row.withdrawn,
        annulled: row.results_annulled,
    }
}

/// The players of a group who went through by rating (none before the cut).
fn by_rating(
    seats: &[Seat],
    games: &[&TournamentGame],
    order: &[TieBreak],
    advanced: &[UserId],
) -> Vec<UserId> {
    if advanced.is_empty() {
        return Vec::new();
    }
    let places = places_without_rating(seats, games, order);
    let through: Vec<usize> = (0..seats.len())
        .filter(|&i| advanced.contains(&seats[i].user_id))
        .collect();
    groups::through_by_rating(&places, &through)
        .into_iter()
        .map(|i| seats[i].user_id)
        .collect()
}

/// Every stage's groups with their tables, from the stage rows and the event's games.
pub fn build(rows: &StageRows, games: &[TournamentGame], order: &[TieBreak]) -> Vec<StageView> {
    let mut by_group: BTreeMap<(i32, i32), Vec<&TournamentGame>> = BTreeMap::new();
    for g in games {
        if let (Some(stage), Some(group)) = (g.stage, g.group_no) {
            by_group.entry((stage, group)).or_default().push(g);
        }
    }
    let mut seats: BTreeMap<(i32, i32), Vec<&GroupPlayerRow>> = BTreeMap::new();
    for s in &rows.seats {
        seats.entry((s.stage, s.group_no)).or_default().push(s);
    }
    rows.stages
        .iter()
        .map(|stage| StageView {
            number: stage.number,
            format: stage.format,
            status: stage.status.clone(),
            groups: seats
                .range((stage.number, i32::MIN)..=(stage.number, i32::MAX))
                .map(|(&(_, number), members)| {
                    let group_seats: Vec<Seat> = members.iter().map(|r| seat(r)).collect();
                    let group_games = by_group
                        .get(&(stage.number, number))
                        .map(Vec::as_slice)
                        .unwrap_or_default();
                    let (standings, crosstable) = table(&group_seats, group_games, order);
                    let advanced: Vec<UserId> = members
                        .iter()
                        .filter(|r| r.advanced)
                        .map(|r| r.user_id)
                        .collect();
                    let by_rating = by_rating(&group_seats, group_games, order, &advanced);
                    GroupView {
                        number,
                        advanced,
                        by_rating,
                        seats: group_seats,
                        standings,
                        crosstable,
                    }
                })
                .collect(),
        })
        .collect()
}
