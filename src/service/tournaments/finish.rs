//! The end: when every game of a running tournament has ended, the standings are final
//! and every player is mailed them. Checked right after each game ends and by the job.

use crate::service::Context;
use crate::service::Tx;

use super::{Missing, ServiceError, view};
use crate::{
    domain::{GameId, UserId, tournaments::TournamentStatus},
    mail::tournament_messages::{StandingLine, TournamentFinished},
    store::{
        self,
        tournaments::{PlayerRow, TournamentRow},
    },
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
        None => finish_locked(tx, t).await,
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

/// Marks a locked tournament finished and mails every player of its final standings
/// (a groups event's finalists) the result.
pub(super) async fn finish_locked(tx: &mut Tx<'_>, t: &TournamentRow) -> Result<(), ServiceError> {
    store::tournaments::mark_finished(&mut *tx.conn, t.id).await?;
    let v = view::load(&mut *tx.conn, t.id).await?;
    let lines: Vec<StandingLine> = v
        .standings
        .iter()
        .map(super::stages::standing_line)
        .collect();
    let places = v
        .standings
        .iter()
        .map(|s| (s.seat.user_id, s.rank, &s.points));
    mail_places(tx, t, &v.players, places, &lines).await?;
    tracing::info!(tournament = %t.id, "tournament finished");
    Ok(())
}

/// Queues the "tournament finished" mail of each placed player (`(player, place,
/// points)`, found among `players`), with the final `lines`: the round robin's, the
/// groups event's and the knockout's ends share it.
pub(super) async fn mail_places<'a>(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    players: &[PlayerRow],
    places: impl Iterator<Item = (UserId, usize, &'a String)>,
    lines: &[StandingLine],
) -> Result<(), ServiceError> {
    for (user, place, points) in places {
        let Some(p) = players.iter().find(|p| p.user_id == user) else {
            continue;
        };
        let mail = TournamentFinished {
            recipient: p.username.clone(),
            tournament: t.name.clone(),
            place,
            points: points.clone(),
            standings: lines.to_vec(),
            link: tx.links.tournament(t.id),
        };
        tx.queue_mail(&p.email, p.lang(), &mail).await?;
    }
    Ok(())
}
