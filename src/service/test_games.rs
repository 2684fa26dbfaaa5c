//! Game rows for the unit tests of the pure game decisions (the move, the game view).

use time::{Duration, OffsetDateTime, macros::datetime};

use crate::{
    chess::{Game, StartNumber},
    domain::{GameId, UserId, clock::TimeControl, game_state::GameState},
    store::games::{GameRow, MoveRow},
};

pub const WHITE: UserId = UserId(1);
pub const BLACK: UserId = UserId(2);
pub const STARTED: OffsetDateTime = datetime!(2026-03-02 12:00 UTC);

/// A running classical-setup game of two days per move started at [`STARTED`], White
/// on move, no moves yet, the players named `white` and `black`.
pub fn new_game(white: &str, black: &str) -> GameRow {
    GameRow {
        id: GameId(7),
        white_id: WHITE,
        white: white.into(),
        black_id: BLACK,
        black: black.into(),
        start_number: StartNumber::CLASSICAL,
        time_control: TimeControl::PerMove { days: 2 },
        max_silence_days: None,
        rated: true,
        ply: 0,
        fen: StartNumber::CLASSICAL.initial_fen(),
        state: GameState::Running,
        deadline: Some(STARTED + Duration::days(2)),
        draw_offer_by: None,
        created_at: STARTED,
        last_move_at: None,
        finished_at: None,
        vacation_allowed: true,
        white_bank_seconds: Duration::days(2).whole_seconds(),
        black_bank_seconds: Duration::days(2).whole_seconds(),
        turn_started_at: STARTED,
        deadline_changed_at: STARTED,
        reminded_ply: None,
        tournament_id: None,
        round: None,
        adjudication_reason: None,
        vacation_cap_days: None,
        vacation_cap_from: None,
        ratings: Default::default(),
        home_host: None,
    }
}

/// Stored moves for `ucis` from the classical setup, as the database holds them (with
/// their SAN), played alternately by [`WHITE`] and [`BLACK`].
pub fn moves(ucis: &[&str]) -> Vec<MoveRow> {
    let game = Game::replay(StartNumber::CLASSICAL, ucis).expect("legal test moves");
    game.moves()
        .iter()
        .enumerate()
        .map(|(i, m)| MoveRow {
            ply: i as i32 + 1,
            san: m.san.clone(),
            uci: m.uci.clone(),
            played_by: if i % 2 == 0 { WHITE } else { BLACK },
            played_at: STARTED,
            seconds_used: 0,
        })
        .collect()
}
