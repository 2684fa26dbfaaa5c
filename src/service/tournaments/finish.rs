//! After a game's end: a knockout's match is settled, a groups event's stage ends, a
//! round robin finishes (`closing`) when its last game has ended. Checked right after
//! each game ends (`service::after_game`) and by the job. Calls go one way: this file
//! calls `knockout`, `stages` and `closing`, none of which calls back.

use crate::service::Context;
use crate::service::Tx;

use super::{Missing, ServiceError};
use crate::{
    domain::{GameId, tournaments::TournamentStatus},
    store::{self, tournaments::TournamentRow},
};

/// Called in the transaction that ended a game: ends its tournament, if it has one and
/// that was its last running game. Lock order: the game row (held) before the
/// tournament row, as everywhere.
pub async fn after_game(tx: &mut Tx<'_>, game: GameId) -> Result<(), ServiceError> {
    let Some(id) = store::tournaments::of_game(&mut *tx.conn, game).await? else {
        return Ok(());
    };
    let Some(t) = store::tournaments::lock(&mut *tx.conn, id).await? else {
        return Ok(());
    };
    if t.status != TournamentStatus::Running {
        return Ok(());
    }
    // A knockout's match may be decided by any game's end, while others run.
    if let Some(rules) = t.knockout {
        return super::knockout::settle(tx, &t, rules).await;
    }
    if !store::tournaments::has_running_games(&mut *tx.conn, id).await? {
        complete_locked(tx, &t).await?;
    }
    Ok(())
}

/// A locked running tournament none of whose games runs: a round robin (or a groups
/// event's final) ends; a groups event's earlier stage gives way to the next one.
async fn complete_locked(tx: &mut Tx<'_>, t: &TournamentRow) -> Result<(), ServiceError> {
    if let Some(rules) = t.knockout {
        return super::knockout::settle(tx, t, rules).await;
    }
    match t.groups {
        Some(rules) => super::stages::end_stage(tx, t, rules).await,
        None => super::closing::finish_locked(tx, t).await,
    }
}

/// Ends every running tournament whose games have all ended (the job's safety net).
/// `SKIP LOCKED`: any number of processes may run it.
pub async fn finish_complete(ctx: Context<'_>) -> Result<usize, ServiceError> {
    let mut done = 0;
    loop {
        let mut tx = ctx.pool.begin().await?;
        let Some(id) = store::tournaments::claim_complete(&mut tx).await? else {
            return Ok(done);
        };
        let t = store::tournaments::lock(&mut tx, id)
            .await?
            .ok_or(ServiceError::NotFound(Missing::Tournament))?;
        complete_locked(&mut ctx.within(&mut tx), &t).await?;
        tx.commit().await?;
        done += 1;
    }
}
