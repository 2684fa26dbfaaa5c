//! A mirror applies home's `state` (docs/FEDERATION.md "Mirrors"): the first one makes
//! the mirror game from the accepted challenge; each checks that home's new entries
//! chain onto the mirror's record and its head is signed by home
//! (`domain::federation::mirror::plan`), plays the new moves by the chess rules, and
//! stores home's entries and head as the mirror's record. A state that does not fit
//! stops the mirror and tells its local player.

use time::OffsetDateTime;

use crate::{
    chess::StartNumber,
    domain::{
        GameId, UserId, Words,
        federation::{
            Host,
            message::GameState,
            mirror::{self, Mirror, Mismatch},
        },
        games::ChallengeStatus,
        record::PublicKey,
    },
    service::{Missing, ServiceError, Tx, game_mails, remote_games::players},
    store::{
        self,
        federated_games::ForeignEntry,
        games::{GameRow, NewGame, NewMove},
    },
};

/// What a `state` did to the mirror.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Applied {
    /// The mirror holds home's state now (it may have been there already).
    Mirrored(GameId),
    /// The state did not fit: the mirror stopped.
    Stopped(GameId, Mismatch),
    /// The mirror had stopped before: nothing was read.
    AlreadyStopped(GameId),
}

/// Applies `state`, sent by `from`, in the caller's transaction.
pub async fn apply(
    tx: &mut Tx<'_>,
    from: &Host,
    state: &GameState,
) -> Result<Applied, ServiceError> {
    let id = match store::federated_games::lock_mirror(&mut *tx.conn, from.as_str(), state.game)
        .await?
    {
        Some(id) => id,
        None => create(tx, from, state).await?,
    };
    let link = store::federated_games::mirror_link(&mut *tx.conn, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if link.mirror_stopped {
        return Ok(Applied::AlreadyStopped(id));
    }
    let (row, moves) = store::games::with_moves(&mut *tx.conn, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    let ucis: Vec<String> = moves.iter().map(|m| m.uci.clone()).collect();
    let stored = store::record::entries(&mut *tx.conn, id).await?;
    let last = stored.last().map(|e| (i64::from(e.seq), e.hash.as_str()));
    // Home's keys as fetched from home's own `jwks_uri` (the inbox and the outbox fetch
    // them before any state is read), never keys a message brings along: a state
    // signed by a key home does not publish stops the mirror.
    let jwks = store::federation::peer_keys(&mut *tx.conn, from.as_str()).await?;
    let keys = jwks.as_ref().map(PublicKey::from_jwks).unwrap_or_default();
    let known = Mirror {
        start: row.start_number,
        moves: &ucis,
        last,
    };
    let plan = match mirror::plan(known, state, &keys) {
        Ok(plan) => plan,
        Err(mismatch) => {
            tracing::warn!(game = %id, home = %from, why = %mismatch.describe(), "mirror stopped");
            store::federated_games::stop_mirror(&mut *tx.conn, id).await?;
            let local = local_player(tx, &row).await?;
            let headline = Words::new("federation-mirror-stopped").arg("server", from.as_str());
            game_mails::queue_notice(tx, &row, local, headline, game_mails::Notice::Event).await?;
            return Ok(Applied::Stopped(id, mismatch));
        }
    };
    write(tx, &row, &plan, state).await?;
    Ok(Applied::Mirrored(id))
}

/// Writes what `plan` says of mirror `row`: the moves, home's entries and head, the
/// deadline, offer and end; and tells the local player.
async fn write(
    tx: &mut Tx<'_>,
    row: &GameRow,
    plan: &mirror::Plan,
    state: &GameState,
) -> Result<(), ServiceError> {
    let id = row.id;
    let now = OffsetDateTime::now_utc();
    let deadline = state.deadline.unwrap_or(now);
    let mut after = row.clone();
    for (played, fen) in &plan.moves {
        let ply = i32::try_from(played.ply).unwrap_or(i32::MAX);
        let by = if ply % 2 == 1 {
            row.white_id
        } else {
            row.black_id
        };
        let new = NewMove {
            game: id,
            ply,
            san: played.san.clone(),
            uci: played.uci.clone(),
            by,
            seconds_used: 0,
            fen: fen.clone(),
            deadline,
            keep_draw_offer: false,
            mover_bank_seconds: after.seats().bank_of(by).whole_seconds(),
            at: now,
        };
        after = store::games::record_move(&mut *tx.conn, &new).await?;
    }
    for s in &plan.entries {
        let at = OffsetDateTime::parse(&s.entry.at, &time::format_description::well_known::Rfc3339)
            .unwrap_or(now);
        let canonical = s.entry.canonical();
        let entry = ForeignEntry {
            seq: i32::try_from(s.entry.seq).unwrap_or(i32::MAX),
            kind: &s.entry.kind,
            at,
            canonical: &canonical,
            prev: s.entry.prev.as_deref(),
            hash: &s.hash,
        };
        store::federated_games::append_foreign(&mut *tx.conn, id, &entry).await?;
    }
    let offer = match &state.draw_offer_by {
        Some(name) if *name == state.white => Some(row.white_id),
        Some(name) if *name == state.black => Some(row.black_id),
        _ => None,
    };
    let deadline = (state.status == "running").then_some(deadline);
    let head = serde_json::to_value(&plan.head).map_err(|e| ServiceError::Internal(e.into()))?;
    store::federated_games::set_mirror_state(&mut *tx.conn, id, deadline, offer, &head).await?;
    let ended = state.status != "running" && row.is_running();
    if ended {
        store::federated_games::finish_mirror(
            &mut *tx.conn,
            id,
            &state.status,
            &state.result,
            state.termination.as_deref(),
        )
        .await?;
    }
    tell_local_player(tx, row, &after, &plan.moves, ended, offer).await
}

/// The local player of mirror `row` (the one that is no shadow).
async fn local_player(tx: &mut Tx<'_>, row: &GameRow) -> Result<UserId, ServiceError> {
    let white_remote = store::federated_games::home_host_of(&mut *tx.conn, row.white_id)
        .await?
        .is_some();
    Ok(if white_remote {
        row.black_id
    } else {
        row.white_id
    })
}

/// Tells the local player what home did: the remote player's move, the end, an offer.
async fn tell_local_player(
    tx: &mut Tx<'_>,
    before: &GameRow,
    after: &GameRow,
    moves: &[(crate::chess::PlayedMove, String)],
    ended: bool,
    offer: Option<UserId>,
) -> Result<(), ServiceError> {
    let local = local_player(tx, before).await?;
    let remote = before.seats().opponent_of(local);
    let name = before.name_of(remote).to_owned();
    let theirs = moves.iter().rev().find(|(m, _)| {
        let white = m.ply % 2 == 1;
        white == (remote == before.white_id)
    });
    let now = store::games::by_id(&mut *tx.conn, after.id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if let Some((m, _)) = theirs {
        let headline = Words::new("federation-move-arrived")
            .arg("name", name.as_str())
            .arg("move", crate::domain::Arg::San(m.san.clone()));
        game_mails::queue_notice(tx, &now, local, headline, game_mails::Notice::Event).await?;
    } else if offer == Some(remote) && before.draw_offer_by != Some(remote) {
        let headline = Words::new("notice-draw-offer").arg("name", name.as_str());
        game_mails::queue_notice(tx, &now, local, headline, game_mails::Notice::DrawOffer(""))
            .await?;
    }
    if ended {
        let headline = Words::new("federation-game-ended")
            .arg("name", name.as_str())
            .arg("result", now.state.result().as_str());
        game_mails::queue_notice(tx, &now, local, headline, game_mails::Notice::Event).await?;
    }
    Ok(())
}

/// Makes the mirror of home's game from the challenge it came from.
async fn create(tx: &mut Tx<'_>, from: &Host, state: &GameState) -> Result<GameId, ServiceError> {
    let home_challenge = state
        .challenge
        .ok_or_else(|| ServiceError::conflict("federation-no-such-challenge"))?;
    let local_id =
        store::federated_games::challenge_from(&mut *tx.conn, from.as_str(), home_challenge)
            .await?
            .ok_or_else(|| ServiceError::conflict("federation-no-such-challenge"))?;
    let c = store::challenges::lock(&mut *tx.conn, local_id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Challenge))?;
    if c.game_id.is_some()
        || c.status == ChallengeStatus::Declined
        || c.status == ChallengeStatus::Cancelled
    {
        return Err(ServiceError::conflict("refusal-challenge-not-open"));
    }
    let white = players::from_wire(tx.conn, tx.links, &state.white).await?;
    let black = players::from_wire(tx.conn, tx.links, &state.black).await?;
    let seats = [white.id, black.id];
    if !seats.contains(&c.challenger_id) || c.opponent_id.is_none_or(|o| !seats.contains(&o)) {
        return Err(ServiceError::conflict("federation-not-the-players"));
    }
    let start = StartNumber::new(state.start_number)
        .map_err(|_| ServiceError::conflict("federation-bad-state"))?;
    let now = OffsetDateTime::now_utc();
    let bank = c.time_control.initial_bank();
    let fen = start.initial_fen();
    let new = NewGame {
        white: white.id,
        black: black.id,
        start_number: start,
        time_control: c.time_control,
        rated: false,
        fen: &fen,
        challenge: Some(c.id),
        deadline: state.deadline.unwrap_or(now),
        vacation_allowed: c.vacation_allowed,
        bank_seconds: bank.whole_seconds(),
        started_at: now,
        tournament: None,
        vacation_cap: None,
        max_silence_days: c.max_silence_days,
    };
    let id = store::games::insert(&mut *tx.conn, &new).await?;
    store::federated_games::link_mirror(&mut *tx.conn, id, from.as_str(), state.game).await?;
    store::challenges::set_status(&mut *tx.conn, c.id, ChallengeStatus::Accepted, Some(id)).await?;
    let row = store::games::by_id(&mut *tx.conn, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    // White hears that the game began (a shadow White is mailed nothing).
    game_mails::queue_game_start(tx, &row, None).await?;
    Ok(id)
}
