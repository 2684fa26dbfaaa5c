//! The API's view of a groups event's stages and of a tournament's entry rules.

use serde::Serialize;
use utoipa::ToSchema;

use super::tournaments::{StandingRow, standing_row};
use crate::{
    domain::entry::EntryRules,
    service::tournaments::view::{GroupView, StageView},
};

/// Who may join (each rule null when not set).
#[derive(Serialize, ToSchema)]
pub struct EntryView {
    /// The lowest and highest rating (as shown, rounded) that may join.
    pub min_rating: Option<i32>,
    pub max_rating: Option<i32>,
    /// Finished rated games a player needs.
    pub min_rated_games: Option<i32>,
    /// Joining needs the organisers' entry password (`entry_password` in the join body).
    pub password_required: bool,
}

impl From<EntryRules> for EntryView {
    fn from(r: EntryRules) -> Self {
        Self {
            min_rating: r.min_rating,
            max_rating: r.max_rating,
            min_rated_games: r.min_rated_games,
            password_required: r.password_required,
        }
    }
}

/// One group of a stage.
#[derive(Serialize, ToSchema)]
pub struct StageGroup {
    /// 1-based.
    pub number: i32,
    /// The group's players by seat (seat 1, the group's top seed, first).
    pub players: Vec<String>,
    /// The group's standings (`seed` is the seat in the group).
    pub standings: Vec<StandingRow>,
    /// The players who went through to the next stage (empty until the stage ends).
    pub advanced: Vec<String>,
}

/// A stage of a groups event.
#[derive(Serialize, ToSchema)]
pub struct TournamentStage {
    /// 1-based.
    pub number: i32,
    /// What each group plays: `round_robin` or `double_round_robin`.
    pub format: String,
    /// `running` or `finished`.
    pub status: String,
    /// The final has one group.
    pub groups: Vec<StageGroup>,
}

fn group(g: &GroupView) -> StageGroup {
    StageGroup {
        number: g.number,
        players: g.seats.iter().map(|s| s.username.clone()).collect(),
        standings: g.standings.iter().map(standing_row).collect(),
        advanced: g
            .seats
            .iter()
            .filter(|s| g.has_advanced(&s.user_id))
            .map(|s| s.username.clone())
            .collect(),
    }
}

/// The stages as the API shows them.
pub fn stages(stages: &[StageView]) -> Vec<TournamentStage> {
    stages
        .iter()
        .map(|s| TournamentStage {
            number: s.number,
            format: s.format.as_str().to_owned(),
            status: s.status.clone(),
            groups: s.groups.iter().map(group).collect(),
        })
        .collect()
}
