//! The end of a tournament: marked finished, and every placed player mailed the final
//! standings. The round robin's, the groups event's and the knockout's ends share it;
//! it calls none of them.

use super::{ServiceError, view};
use crate::{
    domain::UserId,
    mail::tournament_messages::{LineDetail, StandingLine, TournamentFinished},
    service::Tx,
    store::{
        self,
        tournaments::{PlayerRow, TournamentRow},
    },
};

/// Marks a locked tournament finished and mails every player of its final standings
/// (a groups event's finalists) the result.
pub(super) async fn finish_locked(tx: &mut Tx<'_>, t: &TournamentRow) -> Result<(), ServiceError> {
    store::tournaments::mark_finished(&mut *tx.conn, t.id).await?;
    let v = view::load(&mut *tx.conn, t.id).await?;
    let lines: Vec<StandingLine> = v.standings.iter().map(standing_line).collect();
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

/// A line of standings as the mails print it.
pub(super) fn standing_line(s: &view::StandingView) -> StandingLine {
    StandingLine {
        rank: s.rank,
        player: s.seat.username.clone(),
        points: s.points.clone(),
        detail: LineDetail::Scores {
            sb: s.sb.clone(),
            wins: s.wins,
        },
    }
}
