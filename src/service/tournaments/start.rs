//! The start: random seeding, Berger pairings, every game of every round created at
//! once with the positions the policy promises, and each player mailed their games.
//! By hand (an admin) or by the job when the registration deadline passes.

use crate::domain::Words;
use crate::domain::cancel_reason::CancelReason;
use crate::service::Context;
use crate::service::Tx;
use rand::seq::SliceRandom;
use time::OffsetDateTime;

use super::{
    Missing, ServiceError, cancel_locked,
    game_start::{TournamentGame, start_and_announce},
    lock_open, require_runs,
};
use crate::{
    chess::StartNumber,
    domain::occasion::Occasion,
    domain::{TournamentId, pairings},
    mail::tournament_messages::{GameLine, StartTerms, TournamentStarted},
    store::{
        self,
        tournaments::{PlayerRow, TournamentRow},
        users::User,
    },
};

/// An admin starts a tournament now (it needs its minimum of players).
pub async fn start(ctx: Context<'_>, admin: &User, id: TournamentId) -> Result<(), ServiceError> {
    require_runs(ctx.pool, admin, id).await?;
    let mut tx = ctx.pool.begin().await?;
    let t = lock_open(&mut tx, id).await?;
    let players = store::tournaments::players(&mut *tx, id).await?;
    if (players.len() as i32) < t.min_players {
        return Err(ServiceError::Conflict(
            Words::new("refusal-too-few-players")
                .arg("min", t.min_players)
                .arg("count", players.len()),
        ));
    }
    start_locked(&mut ctx.within(&mut tx), &t, players).await?;
    super::audit(&mut tx, admin, "tournament.start", id, "").await?;
    tx.commit().await?;
    Ok(())
}

/// Starts (or, short of players, cancels) every tournament whose registration deadline
/// has passed by `now`. Each is claimed with `SKIP LOCKED`, so any number of processes
/// may run this at once and each tournament starts once.
pub async fn start_due(ctx: Context<'_>, now: OffsetDateTime) -> Result<usize, ServiceError> {
    let mut done = 0;
    loop {
        let mut tx = ctx.pool.begin().await?;
        let Some(id) = store::tournaments::claim_due(&mut tx, now).await? else {
            return Ok(done);
        };
        let t = store::tournaments::lock(&mut tx, id)
            .await?
            .ok_or(ServiceError::NotFound(Missing::Tournament))?;
        let players = store::tournaments::players(&mut *tx, id).await?;
        if (players.len() as i32) < t.min_players {
            let reason = CancelReason::TooFew {
                registered: u32::try_from(players.len()).unwrap_or(u32::MAX),
                needed: u32::try_from(t.min_players).unwrap_or(0),
            };
            cancel_locked(&mut ctx.within(&mut tx), &t, &reason).await?;
        } else {
            start_locked(&mut ctx.within(&mut tx), &t, players).await?;
        }
        tx.commit().await?;
        done += 1;
    }
}

/// Seeds, pairs and creates the games of a locked tournament, and mails the players.
async fn start_locked(
    tx: &mut Tx<'_>,
    t: &TournamentRow,
    mut players: Vec<PlayerRow>,
) -> Result<(), ServiceError> {
    if let Some(rules) = t.knockout {
        super::knockout::start(tx, t, rules, players).await?;
        store::tournaments::mark_started(&mut *tx.conn, t.id).await?;
        return Ok(());
    }
    if let Some(rules) = t.groups {
        super::stages::start(tx, t, rules, players).await?;
        store::tournaments::mark_started(&mut *tx.conn, t.id).await?;
        return Ok(());
    }
    players.shuffle(&mut rand::rng());
    for (i, p) in players.iter().enumerate() {
        store::tournaments::set_seed(&mut *tx.conn, t.id, p.user_id, i as i32 + 1).await?;
    }
    let schedule = pairings::schedule(players.len(), t.format);
    let numbers = t.policy.assign(&schedule, StartNumber::random);
    let mut lines: Vec<Vec<GameLine>> = players.iter().map(|_| Vec::new()).collect();
    for (g, start) in schedule.iter().zip(numbers) {
        let (white, black) = (&players[g.white], &players[g.black]);
        let round = g.round as i32;
        let occasion = Occasion::Round {
            round,
            tournament: &t.name,
        };
        let new_game = TournamentGame::between(white, black, start, occasion);
        let game = start_and_announce(tx, t, new_game).await?;
        let link = tx.links.game(game);
        for (seat, color, opponent) in [
            (g.white, "white", &black.username),
            (g.black, "black", &white.username),
        ] {
            lines[seat].push(GameLine {
                round,
                color,
                opponent: opponent.clone(),
                start_number: start.get(),
                link: link.clone(),
            });
        }
    }
    store::tournaments::mark_started(&mut *tx.conn, t.id).await?;
    for (p, games) in players.iter().zip(lines) {
        let mail = TournamentStarted {
            recipient: p.username.clone(),
            tournament: t.name.clone(),
            terms: StartTerms::Event {
                format: t.format,
                time_control: t.time_control,
            },
            games,
            link: tx.links.tournament(t.id),
        };
        tx.queue_mail(&p.email, p.lang(), &mail).await?;
    }
    tracing::info!(tournament = %t.id, players = players.len(), games = schedule.len(), "tournament started");
    Ok(())
}
