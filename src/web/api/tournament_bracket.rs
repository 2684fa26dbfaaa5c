//! The API's view of a knockout's bracket.

use serde::Serialize;
use utoipa::ToSchema;

use crate::service::tournaments::view::{BracketMatch, BracketRound};

/// One match of a knockout.
#[derive(Serialize, ToSchema)]
pub struct KnockoutMatchView {
    /// The higher seed, white in the first game of each pair.
    pub white_seed: i32,
    /// The lower seed, white in the second game of each pair; null for a bye.
    pub black_seed: Option<i32>,
    /// The players, the higher seed first (one for a bye).
    pub players: Vec<String>,
    /// The match's game ids in order: the regular games, then the tie-break pairs.
    pub games: Vec<i64>,
    /// Points of the higher and the lower seed from the games that have ended.
    pub score: Vec<f64>,
    /// Who goes through (null while the match runs).
    pub winner: Option<String>,
}

/// One round of a knockout.
#[derive(Serialize, ToSchema)]
pub struct KnockoutRoundView {
    /// 1-based; the last round is the final.
    pub round: i32,
    /// By slot: the winners of matches 1 and 2 meet in match 1 of the next round.
    pub matches: Vec<KnockoutMatchView>,
}

fn match_view(m: &BracketMatch) -> KnockoutMatchView {
    KnockoutMatchView {
        white_seed: m.high_seed,
        black_seed: m.low_seed,
        players: std::iter::once(m.high.clone())
            .chain(m.low.clone())
            .collect(),
        games: m.games.iter().map(|g| g.id.0).collect(),
        score: if m.low_seed.is_some() {
            vec![
                f64::from(m.score_half.0) / 2.0,
                f64::from(m.score_half.1) / 2.0,
            ]
        } else {
            Vec::new()
        },
        winner: m.winner.clone(),
    }
}

/// The bracket as the API shows it.
pub fn bracket(rounds: &[BracketRound]) -> Vec<KnockoutRoundView> {
    rounds
        .iter()
        .map(|r| KnockoutRoundView {
            round: r.round,
            matches: r.matches.iter().map(match_view).collect(),
        })
        .collect()
}
