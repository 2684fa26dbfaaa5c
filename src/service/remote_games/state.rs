//! Home's `state` of a federated game (docs/FEDERATION.md "Authority"): its moves,
//! status, deadline, draw offer, the record entries the mirror lacks and the head
//! signed now with the record key. Sent as the answer to the mirror's actions and, by
//! the record's hook, after every change home makes itself.

use serde_json::{Value, json};
use sqlx::PgConnection;

use super::{outgoing, players};
use crate::{
    domain::{
        GameId,
        federation::{Envelope, Host, Message, message::GameState},
        record::{Entry, RecordKey, Sealed},
    },
    service::{Missing, ServiceError, Tx},
    store,
};

/// The host of the remote player of home game `game`, when it has one.
pub async fn remote_host(
    conn: &mut PgConnection,
    game: GameId,
) -> Result<Option<Host>, ServiceError> {
    let Some((_, text)) = store::federated_games::remote_seat(&mut *conn, game).await? else {
        return Ok(None);
    };
    Host::parse(&text)
        .map(Some)
        .map_err(|_| ServiceError::Internal(anyhow::anyhow!("stored host {text} is no host")))
}

/// Home game `game` as its `state`, with the record entries after `after_seq`.
pub async fn of_game(
    tx: &mut Tx<'_>,
    game: GameId,
    after_seq: i64,
) -> Result<GameState, ServiceError> {
    let (row, moves) = store::games::with_moves(&mut *tx.conn, game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    let white = players::wire_name(tx.conn, tx.links, row.white_id).await?;
    let black = players::wire_name(tx.conn, tx.links, row.black_id).await?;
    let draw_offer_by = match row.draw_offer_by {
        Some(u) if u == row.white_id => Some(white.clone()),
        Some(_) => Some(black.clone()),
        None => None,
    };
    let stored = store::record::entries(&mut *tx.conn, game).await?;
    let sealed: Vec<Sealed> = stored.iter().filter_map(sealed_entry).collect();
    let entries: Vec<Value> = sealed
        .iter()
        .filter(|s| s.entry.seq > after_seq)
        .map(|s| {
            let mut v = s.entry.to_value();
            v["hash"] = json!(s.hash);
            v
        })
        .collect();
    let (seq, hash) = sealed
        .last()
        .map_or((0, ""), |s| (s.entry.seq, s.hash.as_str()));
    let key = record_key(tx.conn).await?;
    let head = serde_json::to_value(key.sign_head(game.0, seq, hash))
        .map_err(|e| ServiceError::Internal(e.into()))?;
    let challenge = store::federated_games::challenge_of(&mut *tx.conn, game).await?;
    Ok(GameState {
        game: game.0,
        challenge: challenge.map(|c| c.0),
        white,
        black,
        start_number: row.start_number.get(),
        moves: moves.into_iter().map(|m| m.uci).collect(),
        status: row.state.status().as_str().to_owned(),
        result: row.state.result().as_str().to_owned(),
        termination: row.state.termination().map(str::to_owned),
        deadline: row.deadline,
        draw_offer_by,
        entries,
        head,
    })
}

/// Home game `game`'s `state` as an envelope to its remote player's server (`None`
/// when no player of it is elsewhere).
pub async fn envelope(
    tx: &mut Tx<'_>,
    game: GameId,
    after_seq: i64,
) -> Result<Option<Envelope>, ServiceError> {
    let Some(to) = remote_host(tx.conn, game).await? else {
        return Ok(None);
    };
    let state = of_game(tx, game, after_seq).await?;
    Ok(Some(outgoing::envelope(
        tx.links,
        &to,
        Message::State(Box::new(state)),
    )?))
}

/// Queues home game `game`'s `state` to its remote player's server, with the entries
/// after `after_seq` (the record's hook: after every entry home appends).
pub async fn tell_mirror(
    tx: &mut Tx<'_>,
    game: GameId,
    after_seq: i64,
) -> Result<(), ServiceError> {
    if let Some(e) = envelope(tx, game, after_seq).await? {
        store::federation_outbox::enqueue(&mut *tx.conn, &e).await?;
    }
    Ok(())
}

/// The name of the record signing key in `server_secrets` (`service::record::keys`
/// makes it at start; named here, as this module calls no other service module).
const RECORD_KEY: &str = "record_signing_key";

/// A stored entry read back (one that does not read is left out, and the mirror then
/// finds the chain broken).
fn sealed_entry(s: &store::record::StoredEntry) -> Option<Sealed> {
    let value: Value = serde_json::from_str(&s.canonical).ok()?;
    Some(Sealed {
        entry: Entry::from_value(&value).ok()?,
        hash: s.hash.clone(),
    })
}

/// The record signing key, read in the caller's transaction.
async fn record_key(conn: &mut PgConnection) -> Result<RecordKey, ServiceError> {
    let pkcs8 = store::federated_games::secret(&mut *conn, RECORD_KEY)
        .await?
        .ok_or_else(|| ServiceError::Internal(anyhow::anyhow!("no record signing key")))?;
    RecordKey::from_pkcs8(&pkcs8)
        .map_err(|_| ServiceError::Internal(anyhow::anyhow!("the record key is no Ed25519 key")))
}

/// The JSON of a `state` answer (an envelope), as the inbox stores and sends it.
pub fn answer(e: &Envelope) -> Result<Value, ServiceError> {
    serde_json::to_value(e).map_err(|e| ServiceError::Internal(e.into()))
}
