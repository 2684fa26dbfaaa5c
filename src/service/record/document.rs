//! A game's record as served (`GET /games/{id}/record.json`, `GET
//! /api/v1/games/{id}/record`): `{game, server, entries, head}`, each entry with its
//! hash, the head signed now. Signing when serving keeps it off the actions'
//! transactions (an Ed25519 signature takes microseconds; docs/RECORD.md).

use serde_json::{Value, json};
use sqlx::PgPool;

use super::super::{Missing, ServiceError};
use crate::{
    domain::{
        GameId,
        record::{Entry, RecordKey, Sealed},
    },
    store::{self, record::StoredEntry},
};

/// The stored entries read back (a stored text that is not JSON reads as an empty
/// object, which then fails its hash).
pub fn sealed(stored: &[StoredEntry]) -> Vec<Sealed> {
    stored
        .iter()
        .map(|s| {
            let value: Value = serde_json::from_str(&s.canonical).unwrap_or(Value::Null);
            let entry = Entry::from_value(&value).unwrap_or(Entry {
                seq: s.seq.into(),
                kind: s.kind.clone(),
                at: String::new(),
                data: Value::Null,
                prev: None,
            });
            Sealed {
                entry,
                hash: s.hash.clone(),
            }
        })
        .collect()
}

/// The record document of game `game` from its entries, its head signed by `key`.
pub fn render(game: GameId, server: &str, chain: &[Sealed], key: &RecordKey) -> Value {
    let entries: Vec<Value> = chain
        .iter()
        .map(|s| {
            let mut v = s.entry.to_value();
            v["hash"] = json!(s.hash);
            v
        })
        .collect();
    let (seq, hash) = chain
        .last()
        .map_or((0, ""), |s| (s.entry.seq, s.hash.as_str()));
    let head = key.sign_head(game.0, seq, hash);
    json!({
        "game": game.0,
        "server": server,
        "entries": entries,
        "head": head,
    })
}

/// Game `id`'s record document. Every game is public (its page and PGN are open to
/// anyone), so anyone may read its record; a game that does not exist is not found.
pub async fn load(
    pool: &PgPool,
    id: GameId,
    server: &str,
    key: &RecordKey,
) -> Result<Value, ServiceError> {
    store::games::by_id(pool, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    let stored = store::record::entries(pool, id).await?;
    let chain = sealed(&stored);
    // A mirror serves its home's chain with home's signed head: it verifies against
    // home's keys, under home's game id (docs/FEDERATION.md "Mirrors").
    if let Some(link) = store::federated_games::mirror_link(pool, id).await? {
        let mut doc = render(GameId(link.home_game_id), server, &chain, key);
        doc["server"] = json!(format!("https://{}", link.home_host));
        doc["head"] = link.home_head.unwrap_or(Value::Null);
        return Ok(doc);
    }
    Ok(render(id, server, &chain, key))
}
