//! One game of a tournament started and announced: the round robin, a stage's groups
//! and a knockout's matches all start their games this way.

use crate::service::Tx;

use super::{Missing, ServiceError};
use crate::domain::occasion::Occasion;
use crate::{
    chess::StartNumber,
    domain::{GameId, UserId},
    service::{
        game_mails,
        games::{GameOrigin, GameTerms, start_game},
    },
    store::{
        self,
        tournaments::{PlayerRow, TournamentRow},
    },
};

/// One game a tournament starts: who plays which colour, from which position, in which
/// round, and the occasion its start mail names.
pub struct TournamentGame<'a> {
    pub white: UserId,
    pub black: UserId,
    pub start: StartNumber,
    pub round: i32,
    pub occasion: Occasion<'a>,
}

impl<'a> TournamentGame<'a> {
    /// `white` against `black` from `start`, in the round `occasion` names (stated once,
    /// for the game row and the start mail alike).
    pub fn between(
        white: &PlayerRow,
        black: &PlayerRow,
        start: StartNumber,
        occasion: Occasion<'a>,
    ) -> Self {
        let round = match occasion {
            Occasion::Round { round, .. } | Occasion::Group { round, .. } => round,
            Occasion::Match { round, .. } => round as i32,
        };
        TournamentGame {
            white: white.user_id,
            black: black.user_id,
            start,
            round,
            occasion,
        }
    }
}

/// Starts the game `game` describes on `t`'s terms, and queues both players' start
/// mails.
pub async fn start_and_announce(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    game: TournamentGame<'_>,
) -> Result<GameId, ServiceError> {
    let TournamentGame {
        white,
        black,
        start,
        round,
        occasion,
    } = game;
    let terms = GameTerms {
        vacation_cap: t.vacation_cap(),
        time_control: t.time_control,
        max_silence_days: t.max_silence_days,
        rated: t.rated,
        vacation_allowed: t.vacation_allowed,
    };
    let origin = GameOrigin::Tournament { id: t.id, round };
    let game = start_game(&mut *tx.conn, white, black, start, &terms, origin).await?;
    let row = store::games::by_id(&mut *tx.conn, game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    game_mails::queue_game_start(tx, &row, Some(occasion)).await?;
    Ok(game)
}
