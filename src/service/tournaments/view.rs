//! A tournament as pages, exports, mails and the API show it: players by seat, the
//! standings with tie-breaks, the crosstable, and the start positions used.

use std::collections::{BTreeMap, HashMap};

use sqlx::PgConnection;

use super::{Missing, ServiceError};
use crate::{
    chess::StartNumber,
    domain::{
        TournamentId, UserId, Words,
        game_state::{Conclusion, GameState},
        knockout,
        pairings::Format,
        position_policy::PositionPolicy,
        standings::{self, GameScore, Standing},
        tiebreaks::TieBreak,
    },
    store::{
        self,
        knockout::MatchRow,
        stages::{GroupPlayerRow, StageRow},
        tournaments::{PlayerRow, TournamentGame, TournamentRow},
    },
};

pub use super::view_bracket::{BracketMatch, BracketRound};
pub use super::view_stages::{GroupView, StageView};

/// One seat of the Berger table: the player who holds it now, and whom they replaced.
#[derive(Clone, Debug)]
pub struct Seat {
    /// 1-based seed.
    pub seed: usize,
    pub user_id: UserId,
    pub username: String,
    /// The current rating as printed (`1500?`), and its value (the `rating` tie-break).
    pub rating: String,
    pub rating_value: f64,
    /// The players this one replaced, if any, and their ids (their finished games
    /// count for this seat).
    pub replaced: Vec<String>,
    pub former_ids: Vec<UserId>,
    pub withdrawn: bool,
    /// Withdrawn before half of the games: every result deleted.
    pub annulled: bool,
}

/// One line of the standings.
#[derive(Clone, Debug)]
pub struct StandingView {
    pub rank: usize,
    pub seat: Seat,
    pub points: String,
    pub points_decimal: String,
    pub sb: String,
    pub wins: u32,
    /// Direct-encounter points when they decided a tie, else "".
    pub direct: String,
    /// Koya points, as printed.
    pub koya: String,
    pub played: u32,
    /// Points in half points and Sonneborn-Berger in quarter points, for the JSON API.
    pub points_half: u32,
    pub sb_quarters: u32,
}

/// One row of the crosstable: a seat's results against every other seat.
#[derive(Clone, Debug)]
pub struct CrossRow {
    pub seed: usize,
    pub username: String,
    /// Per opponent seat in seed order; "×" on the diagonal. Results in round order,
    /// "1", "½", "0", "·" for a game still running, in brackets when deleted.
    pub cells: Vec<String>,
    pub points: String,
}

/// A start number and the games it was used for.
#[derive(Clone, Debug)]
pub struct NumberUse {
    /// What the number was used for ("round 2"), worded by the reader's page.
    pub label: Words,
    pub number: StartNumber,
}

/// Everything the tournament page shows.
pub struct TournamentView {
    pub t: TournamentRow,
    /// Registered players before the start; every player row (seeded) after.
    pub players: Vec<PlayerRow>,
    pub seats: Vec<Seat>,
    pub games: Vec<TournamentGame>,
    pub standings: Vec<StandingView>,
    pub crosstable: Vec<CrossRow>,
    pub numbers: Vec<NumberUse>,
    /// The stages of a groups event with each group's table; empty for a round robin.
    pub stages: Vec<StageView>,
    /// A knockout's rounds with their matches; empty for other formats.
    pub bracket: Vec<BracketRound>,
}

impl TournamentView {
    /// Why the tournament was cancelled (`None` unless it was), for the page to word.
    pub fn cancel_reason(&self) -> Option<crate::domain::cancel_reason::CancelReason> {
        self.t
            .cancel_reason
            .as_deref()
            .map(crate::domain::cancel_reason::CancelReason::from_stored)
    }
}

/// The stage rows a groups event's view is built from (and a knockout's matches).
#[derive(Clone, Debug, Default)]
pub struct StageRows {
    pub stages: Vec<StageRow>,
    pub seats: Vec<GroupPlayerRow>,
    pub matches: Vec<MatchRow>,
}

impl TournamentView {
    /// The seat of a user who plays or played for it.
    pub fn seat_of(&self, user: UserId) -> Option<&Seat> {
        let seed = self
            .players
            .iter()
            .find(|p| p.user_id == user)
            .and_then(|p| p.seed)?;
        self.seats.iter().find(|s| s.seed == seed as usize)
    }

    /// Whether `user` is registered (before the start) or holds a seat.
    pub fn has_player(&self, user: UserId) -> bool {
        self.players
            .iter()
            .any(|p| p.user_id == user && p.replaced_by.is_none())
    }
}

/// Loads and computes the view of tournament `id`.
pub async fn load(db: &mut PgConnection, id: TournamentId) -> Result<TournamentView, ServiceError> {
    let t = store::tournaments::by_id(&mut *db, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Tournament))?;
    let players = store::tournaments::players(&mut *db, id).await?;
    let games = store::tournaments::games(&mut *db, id).await?;
    let stages = if t.groups.is_some() {
        StageRows {
            stages: store::stages::stages(&mut *db, id).await?,
            seats: store::stages::group_players(&mut *db, id).await?,
            matches: Vec::new(),
        }
    } else if t.format == Format::Knockout {
        StageRows {
            matches: store::knockout::matches(&mut *db, id).await?,
            ..StageRows::default()
        }
    } else {
        StageRows::default()
    };
    Ok(build(t, players, games, stages))
}

/// Computes the view from the stored rows (`stages` is empty for a round robin).
pub fn build(
    t: TournamentRow,
    players: Vec<PlayerRow>,
    games: Vec<TournamentGame>,
    stages: StageRows,
) -> TournamentView {
    let seats = seats_of(&players);
    let bracket = super::view_bracket::build(
        &stages.matches,
        &games,
        &seats,
        knockout::rounds(seats.len()),
    );
    let stages = super::view_stages::build(&stages, &games, &t.tiebreaks.0);
    let (standings, crosstable) = match stages.last() {
        // A knockout has a bracket, no table.
        _ if t.format == Format::Knockout => (Vec::new(), Vec::new()),
        // A groups event's standings are its final's, once only one group is left.
        Some(last) if last.groups.len() == 1 => {
            let g = &last.groups[0];
            (g.standings.clone(), g.crosstable.clone())
        }
        Some(_) => (Vec::new(), Vec::new()),
        None => {
            let all: Vec<&TournamentGame> = games.iter().collect();
            table(&seats, &all, &t.tiebreaks.0)
        }
    };
    let numbers = numbers_used(t.policy, &games);
    TournamentView {
        t,
        players,
        seats,
        games,
        standings,
        crosstable,
        numbers,
        stages,
        bracket,
    }
}

/// The standings and crosstable of `seats` (in seed order, seed = position + 1) from the
/// games among them.
/// The decided and running games among `seats` as the standings count them, by seat
/// index (a replaced player's games count for the seat).
fn scores_of(seats: &[Seat], games: &[&TournamentGame]) -> Vec<GameScore> {
    let seat_of_user: HashMap<UserId, usize> = seats
        .iter()
        .enumerate()
        .map(|(i, s)| (s.user_id, i))
        .chain(
            seats
                .iter()
                .enumerate()
                .flat_map(|(i, s)| s.former_ids.iter().map(move |&u| (u, i))),
        )
        .collect();
    let mut scores = Vec::new();
    for g in games {
        let result = match g.game.state {
            GameState::Over(Conclusion::Aborted) => continue,
            GameState::Over(Conclusion::Decided(result, _)) => Some(result),
            GameState::Running => None,
        };
        let (Some(&w), Some(&b)) = (
            seat_of_user.get(&g.game.white_id),
            seat_of_user.get(&g.game.black_id),
        ) else {
            continue;
        };
        scores.push(GameScore::from_result(w, b, result));
    }
    scores
}

/// Each seat index that is still playing (not withdrawn) with its place when rating is
/// no tie-break: players level on points and every other tie-break share a place, so a
/// cut between two of them was made by rating (`groups::through_by_rating`).
pub fn places_without_rating(
    seats: &[Seat],
    games: &[&TournamentGame],
    order: &[TieBreak],
) -> Vec<(usize, usize)> {
    let annulled: Vec<bool> = seats.iter().map(|s| s.annulled).collect();
    let scores = scores_of(seats, games);
    let sources = standings::Table {
        games: &scores,
        annulled: &annulled,
        ratings: &[],
    };
    let without: Vec<TieBreak> = order
        .iter()
        .copied()
        .filter(|t| *t != TieBreak::Rating)
        .collect();
    standings::standings_by(seats.len(), &sources, &without)
        .iter()
        .filter(|l| !seats[l.seat].withdrawn)
        .map(|l| (l.seat, l.rank))
        .collect()
}

pub fn table(
    seats: &[Seat],
    games: &[&TournamentGame],
    order: &[TieBreak],
) -> (Vec<StandingView>, Vec<CrossRow>) {
    let n = seats.len();
    let annulled: Vec<bool> = seats.iter().map(|s| s.annulled).collect();
    let scores = scores_of(seats, games);
    let ratings: Vec<f64> = seats.iter().map(|s| s.rating_value).collect();
    let sources = standings::Table {
        games: &scores,
        annulled: &annulled,
        ratings: &ratings,
    };
    let lines = standings::standings_by(n, &sources, order);
    let points: HashMap<usize, u32> = lines.iter().map(|l| (l.seat, l.points_half)).collect();
    let standings = lines.iter().map(|l| standing_view(l, seats)).collect();
    let crosstable = (0..n)
        .map(|i| CrossRow {
            seed: i + 1,
            username: seats[i].username.clone(),
            cells: (0..n)
                .map(|j| cross_cell(i, j, &scores, &annulled))
                .collect(),
            points: standings::format_half(points.get(&i).copied().unwrap_or(0)),
        })
        .collect();
    (standings, crosstable)
}

fn seats_of(players: &[PlayerRow]) -> Vec<Seat> {
    let mut by_seed: BTreeMap<usize, Vec<&PlayerRow>> = BTreeMap::new();
    for p in players {
        if let Some(seed) = p.seed {
            by_seed.entry(seed as usize).or_default().push(p);
        }
    }
    by_seed
        .into_iter()
        .filter_map(|(seed, rows)| {
            let current = rows.iter().find(|p| p.replaced_by.is_none())?;
            Some(Seat {
                seed,
                user_id: current.user_id,
                username: current.username.clone(),
                rating: current.rating_label(),
                rating_value: current.rating,
                replaced: rows
                    .iter()
                    .filter(|p| p.replaced_by.is_some())
                    .map(|p| p.username.clone())
                    .collect(),
                former_ids: rows
                    .iter()
                    .filter(|p| p.replaced_by.is_some())
                    .map(|p| p.user_id)
                    .collect(),
                withdrawn: current.withdrawn_at.is_some(),
                annulled: current.results_annulled,
            })
        })
        .collect()
}

fn standing_view(l: &Standing, seats: &[Seat]) -> StandingView {
    StandingView {
        rank: l.rank,
        seat: seats[l.seat].clone(),
        points: standings::format_half(l.points_half),
        points_decimal: standings::decimal_half(l.points_half),
        sb: standings::decimal_quarters(l.sb_quarters),
        wins: l.wins,
        koya: standings::format_half(l.koya_half),
        direct: l
            .direct_half
            .map(standings::format_half)
            .unwrap_or_default(),
        played: l.played,
        points_half: l.points_half,
        sb_quarters: l.sb_quarters,
    }
}

fn cross_cell(i: usize, j: usize, scores: &[GameScore], annulled: &[bool]) -> String {
    if i == j {
        return "×".into();
    }
    let deleted = annulled[i] || annulled[j];
    scores
        .iter()
        .filter(|g| (g.white == i && g.black == j) || (g.white == j && g.black == i))
        .map(|g| {
            let mark = match g.half_for(i) {
                Some(2) => "1",
                Some(1) => "½",
                Some(_) => "0",
                None => "·",
            };
            if deleted && g.white_half.is_some() {
                format!("({mark})")
            } else {
                mark.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Each start number used, once per use: a knockout's tie-break pair draws a new
/// position for the same pairing, so a label may come with a second number.
fn numbers_used(policy: PositionPolicy, games: &[TournamentGame]) -> Vec<NumberUse> {
    let mut uses: Vec<NumberUse> = Vec::new();
    let mut push = |label: Words, number: StartNumber| {
        if !uses.iter().any(|u| u.label == label && u.number == number) {
            uses.push(NumberUse { label, number });
        }
    };
    for g in games {
        let n = g.game.start_number;
        // In a groups event, rounds and pairings belong to a stage.
        let round = match g.stage {
            Some(stage) => format!("{stage}.{}", g.round),
            None => g.round.to_string(),
        };
        let (white, black) = (g.game.white.as_str(), g.game.black.as_str());
        let label = match policy {
            PositionPolicy::Tournament | PositionPolicy::Fixed(_) => {
                Words::new("tournament-use-every-game")
            }
            PositionPolicy::Stage => {
                Words::new("tournament-use-stage").arg("stage", g.stage.unwrap_or(1))
            }
            PositionPolicy::Round => Words::new("tournament-use-round").arg("round", round),
            PositionPolicy::Pairing => {
                let (a, b) = if white < black {
                    (white, black)
                } else {
                    (black, white)
                };
                match g.stage {
                    Some(stage) => Words::new("tournament-use-stage-pairing").arg("stage", stage),
                    None => Words::new("tournament-use-pairing"),
                }
                .arg("a", a)
                .arg("b", b)
            }
            PositionPolicy::Game => Words::new("tournament-use-game")
                .arg("round", round)
                .arg("white", white)
                .arg("black", black),
        };
        push(label, n);
    }
    uses
}

#[cfg(test)]
mod number_tests {
    use super::*;
    use crate::service::test_games::new_game;

    fn game(start: u16, pair: i32) -> TournamentGame {
        let mut g = new_game("ann", "bob");
        g.start_number = StartNumber::new(start).unwrap();
        TournamentGame {
            game: g,
            round: 1,
            stage: None,
            group_no: None,
            match_slot: Some(1),
            match_pair: Some(pair),
        }
    }

    #[test]
    fn a_knockouts_tie_break_position_is_listed_too() {
        // The regular pair from 100, the tie-break pair from 200: both numbers show.
        let games = [game(100, 1), game(100, 1), game(200, 2), game(200, 2)];
        let used = numbers_used(PositionPolicy::Pairing, &games);
        let numbers: Vec<u16> = used.iter().map(|u| u.number.get()).collect();
        assert_eq!(numbers, [100, 200]);
    }
}
