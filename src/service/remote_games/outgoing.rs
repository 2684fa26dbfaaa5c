//! What this server tells a peer: each message is an [`Envelope`] from this server's
//! host, queued in the action's transaction (`store::federation_outbox`), so it leaves
//! only when the action committed and is delivered, in order, by the worker.

use time::OffsetDateTime;

use crate::{
    domain::{
        ChallengeId, Links,
        federation::{Address, Envelope, Host, Message, message::ChallengeOffer, terms},
        games::ChallengeStatus,
    },
    service::move_decision::PlannedMove,
    service::{ServiceError, Tx},
    store::{self, challenges::NewChallenge, games::GameRow, users::User},
};

/// This server's host, from its `BASE_URL` (scheme and path dropped).
pub fn local_host(links: &Links) -> Result<Host, ServiceError> {
    let site = links.site();
    let authority = site.split_once("://").map_or(site, |(_, rest)| rest);
    let authority = authority.split('/').next().unwrap_or(authority);
    Host::parse(authority)
        .map_err(|_| ServiceError::Internal(anyhow::anyhow!("BASE_URL {site} names no host")))
}

/// A new envelope of `message` from this server to `to`.
pub fn envelope(links: &Links, to: &Host, message: Message) -> Result<Envelope, ServiceError> {
    Ok(Envelope {
        id: crate::domain::federation::message::new_id(),
        created: OffsetDateTime::now_utc(),
        from: local_host(links)?,
        to: to.clone(),
        message,
    })
}

/// Queues `message` to `to` in the caller's transaction.
pub async fn send(tx: &mut Tx<'_>, to: &Host, message: Message) -> Result<(), ServiceError> {
    let e = envelope(tx.links, to, message)?;
    store::federation_outbox::enqueue(&mut *tx.conn, &e).await?;
    Ok(())
}

/// The `challenge` message of challenge `id` by `user` to `remote`.
pub async fn offer(
    tx: &mut Tx<'_>,
    id: ChallengeId,
    user: &User,
    remote: &Address,
    c: &NewChallenge<'_>,
) -> Result<(), ServiceError> {
    let offer = ChallengeOffer {
        challenge: id.0,
        challenger: user.username.clone(),
        opponent: remote.name.clone(),
        color: c.color.as_str().to_owned(),
        time_control: terms::time_control_json(&c.time_control, c.max_silence_days),
        start_number: c.start_number.map(|s| s.get()),
        note: c.note.to_owned(),
        vacation_allowed: c.vacation_allowed,
    };
    send(tx, &remote.host, Message::Challenge(offer)).await
}

fn host(text: &str) -> Result<Host, ServiceError> {
    Host::parse(text)
        .map_err(|_| ServiceError::Internal(anyhow::anyhow!("stored host {text} is no host")))
}

/// Tells home that `user` accepts its challenge `home_id` (the local challenge `id`
/// waits, accepted, for home's `state`).
pub async fn accept_home(
    tx: &mut Tx<'_>,
    user: &User,
    id: ChallengeId,
    home: &str,
    home_id: i64,
) -> Result<(), ServiceError> {
    let c = store::challenges::lock(&mut *tx.conn, id)
        .await?
        .ok_or(ServiceError::NotFound(crate::service::Missing::Challenge))?;
    if c.status != ChallengeStatus::Open {
        return Err(ServiceError::conflict("refusal-challenge-not-open"));
    }
    if c.opponent_id != Some(user.id) {
        return Err(ServiceError::NotAPlayer);
    }
    store::challenges::set_status(&mut *tx.conn, id, ChallengeStatus::Accepted, None).await?;
    let message = Message::Accept {
        challenge: home_id,
        by: user.username.clone(),
    };
    send(tx, &host(home)?, message).await
}

/// Tells home that `user` declines its challenge `home_id`.
pub async fn decline_home(
    tx: &mut Tx<'_>,
    user: &User,
    home: &str,
    home_id: i64,
) -> Result<(), ServiceError> {
    let message = Message::Decline {
        challenge: home_id,
        by: user.username.clone(),
    };
    send(tx, &host(home)?, message).await
}

/// Tells the opponent's server that challenge `c` is withdrawn, when they are elsewhere.
pub async fn cancel_remote(
    tx: &mut Tx<'_>,
    c: &store::challenges::Challenge,
) -> Result<(), ServiceError> {
    let Some(opponent) = c.opponent_id else {
        return Ok(());
    };
    let Some(home) = store::federated_games::home_host_of(&mut *tx.conn, opponent).await? else {
        return Ok(());
    };
    let message = Message::Cancel {
        challenge: c.id.0,
        by: c.challenger.clone(),
    };
    send(tx, &host(&home)?, message).await
}

/// The home of mirror game `row`: its host and the game's id there; a stopped mirror
/// takes no action.
pub async fn home_of(
    conn: &mut sqlx::PgConnection,
    row: &GameRow,
) -> Result<(Host, i64), ServiceError> {
    let link = store::federated_games::mirror_link(&mut *conn, row.id)
        .await?
        .ok_or(ServiceError::NotFound(crate::service::Missing::Game))?;
    if link.mirror_stopped {
        return Err(ServiceError::conflict("federation-mirror-stopped-refusal"));
    }
    Ok((host(&link.home_host)?, link.home_game_id))
}

/// Sends a move checked on mirror game `row` to its home (with the offer and message
/// that came with it): home plays it and answers the new state.
pub async fn move_home(
    tx: &mut Tx<'_>,
    row: &GameRow,
    plan: &PlannedMove,
    seen_ply: i32,
) -> Result<(), ServiceError> {
    let (home, game) = home_of(tx.conn, row).await?;
    let mv = Message::Move {
        game,
        by: row.name_of(plan.record.by).to_owned(),
        ply: seen_ply,
        mv: plan.record.uci.clone(),
        message: plan.message.clone().unwrap_or_default(),
        offer_draw: plan.offers_draw,
    };
    send(tx, &home, mv).await
}

/// Sends a player's action on mirror game `row` to its home.
pub async fn action_home(
    tx: &mut Tx<'_>,
    row: &GameRow,
    message: impl FnOnce(i64) -> Message,
) -> Result<(), ServiceError> {
    let (home, game) = home_of(tx.conn, row).await?;
    send(tx, &home, message(game)).await
}
