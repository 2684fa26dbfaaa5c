//! A knockout's bracket as pages, mails and the API show it: each round's matches with
//! their players, games, score and winner. Pure over the rows that `view::load` read.

use std::collections::BTreeMap;

use super::view::{Seat, TournamentView};
use crate::{
    chess::StartNumber,
    domain::{
        GameId, UserId,
        game_state::{Conclusion, GameState},
        knockout::{self, Fate, GameOutcome},
        standings::{GameScore, format_half},
    },
    store::{knockout::MatchRow, tournaments::TournamentGame},
};

/// One game of a match.
#[derive(Clone, Debug)]
pub struct BracketGame {
    pub id: GameId,
    /// 1-based pair; pairs after the regular games are tie-breaks.
    pub pair: i32,
    /// The higher seed's half points, `None` while it runs.
    pub outcome: GameOutcome,
    pub start_number: StartNumber,
}

/// One match of the bracket.
#[derive(Clone, Debug)]
pub struct BracketMatch {
    pub slot: i32,
    pub high_seed: i32,
    /// `None`: a bye.
    pub low_seed: Option<i32>,
    pub high: String,
    pub low: Option<String>,
    pub games: Vec<BracketGame>,
    /// Half points of the higher and the lower seed.
    pub score_half: (u32, u32),
    pub winner_seed: Option<i32>,
    pub winner: Option<String>,
    pub decided_by_seed: bool,
}

impl BracketMatch {
    /// The score as printed: `1½–½`.
    pub fn score(&self) -> String {
        format!(
            "{}–{}",
            format_half(self.score_half.0),
            format_half(self.score_half.1)
        )
    }

    /// Each game's outcome for the higher seed, in order (what `knockout::decide` reads).
    pub fn outcomes(&self) -> Vec<GameOutcome> {
        self.games.iter().map(|g| g.outcome).collect()
    }

    /// The number of tie-break pairs played or running.
    pub fn tiebreak_pairs(&self, regular_pairs: usize) -> usize {
        let pairs = self.games.iter().map(|g| g.pair).max().unwrap_or(0) as usize;
        pairs.saturating_sub(regular_pairs)
    }
}

/// One round of the bracket.
#[derive(Clone, Debug)]
pub struct BracketRound {
    pub round: i32,
    /// The rounds after this one (0 for the final): how pages name it.
    pub left: usize,
    pub matches: Vec<BracketMatch>,
}

/// The higher seed's half points in a game (an aborted game counts as drawn).
fn outcome(g: &TournamentGame, high_user_ids: &[UserId]) -> GameOutcome {
    let result = match g.game.state {
        GameState::Running => return None,
        GameState::Over(Conclusion::Aborted) => return Some(1),
        GameState::Over(Conclusion::Decided(result, _)) => result,
    };
    let white_half = u32::from(GameScore::from_result(0, 1, Some(result)).half_for(0)?);
    if high_user_ids.contains(&g.game.white_id) {
        Some(white_half)
    } else {
        Some(2 - white_half.min(2))
    }
}

/// The bracket from the match rows, the event's games and its seats (by seed);
/// `rounds` is the number of rounds the whole knockout plays.
pub fn build(
    matches: &[MatchRow],
    games: &[TournamentGame],
    seats: &[Seat],
    rounds: usize,
) -> Vec<BracketRound> {
    let seat = |seed: i32| seats.iter().find(|s| s.seed == seed as usize);
    let name = |seed: i32| seat(seed).map(|s| s.username.clone()).unwrap_or_default();
    let mut by_match: BTreeMap<(i32, i32), Vec<&TournamentGame>> = BTreeMap::new();
    for g in games {
        if let Some(slot) = g.match_slot {
            by_match.entry((g.round, slot)).or_default().push(g);
        }
    }
    let mut out: Vec<BracketRound> = Vec::new();
    for m in matches {
        let high_ids: Vec<_> = seat(m.high_seed)
            .map(|s| {
                let mut ids = s.former_ids.clone();
                ids.push(s.user_id);
                ids
            })
            .unwrap_or_default();
        let games: Vec<BracketGame> = by_match
            .get(&(m.round, m.slot))
            .map(Vec::as_slice)
            .unwrap_or_default()
            .iter()
            .map(|g| BracketGame {
                id: g.game.id,
                pair: g.match_pair.unwrap_or(1),
                outcome: outcome(g, &high_ids),
                start_number: g.game.start_number,
            })
            .collect();
        let outcomes: Vec<GameOutcome> = games.iter().map(|g| g.outcome).collect();
        let bm = BracketMatch {
            slot: m.slot,
            high_seed: m.high_seed,
            low_seed: m.low_seed,
            high: name(m.high_seed),
            low: m.low_seed.map(name),
            score_half: knockout::score(&outcomes),
            games,
            winner_seed: m.winner_seed,
            winner: m.winner_seed.map(name),
            decided_by_seed: m.decided_by_seed,
        };
        match out.last_mut() {
            Some(r) if r.round == m.round => r.matches.push(bm),
            _ => out.push(BracketRound {
                round: m.round,
                left: rounds.saturating_sub(m.round as usize),
                matches: vec![bm],
            }),
        }
    }
    out
}

/// A player's place at the end of a knockout.
#[derive(Clone, Debug)]
pub struct Place {
    pub place: usize,
    pub user_id: UserId,
    pub username: String,
    /// Points over all of the player's games, as printed.
    pub points: String,
    /// How the player's knockout went.
    pub fate: Fate,
}

/// Every seat's place from the bracket: the winner 1st, then by the round they lost in
/// (latest first), then by seed.
pub fn places(bracket: &[BracketRound], seats: &[Seat], rounds: usize) -> Vec<Place> {
    let mut out: Vec<Place> = seats
        .iter()
        .map(|s| {
            let seed = s.seed as i32;
            let mut half = 0;
            let mut lost_in = None;
            let mut won_final = false;
            for r in bracket {
                for m in &r.matches {
                    let high = m.high_seed == seed;
                    if !high && m.low_seed != Some(seed) {
                        continue;
                    }
                    half += if high { m.score_half.0 } else { m.score_half.1 };
                    match m.winner_seed {
                        Some(w) if w != seed => lost_in = Some(r.round as usize),
                        Some(_) if r.round as usize == rounds => won_final = true,
                        _ => {}
                    }
                }
            }
            let fate = match (lost_in, won_final) {
                (Some(round), _) => Fate::Out { round, rounds },
                (None, true) => Fate::WonFinal,
                (None, false) => Fate::StillIn,
            };
            Place {
                place: knockout::place(lost_in, rounds),
                user_id: s.user_id,
                username: s.username.clone(),
                points: format_half(half),
                fate,
            }
        })
        .collect();
    out.sort_by_key(|p| p.place);
    out
}

impl TournamentView {
    /// The rounds the knockout plays with its seats.
    pub fn bracket_rounds(&self) -> usize {
        knockout::rounds(self.seats.len())
    }

    /// The places of a knockout (see [`places`]).
    pub fn knockout_places(&self) -> Vec<Place> {
        places(&self.bracket, &self.seats, self.bracket_rounds())
    }
}
