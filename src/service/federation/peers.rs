//! Finding a player elsewhere: WebFinger at the player's host, then its profile and the
//! server's `/.well-known/corrchess` document (inbox, keys), kept in `federation_peers`
//! and fetched again when a signature names a key not among them (at most once a
//! minute per peer).

use serde_json::Value;

use super::transport::{Federation, PROTOCOL};
use crate::domain::{
    Refusal, Words,
    federation::{Address, Host},
    record::PublicKey,
};
use crate::service::Context;
use crate::store::{self, federation::PeerRow};

/// A player on another server, as its server describes them.
#[derive(Clone, Debug, PartialEq)]
pub struct RemotePlayer {
    pub address: Address,
    /// The profile page URL (for the link on our pages).
    pub profile_url: String,
}

/// The WebFinger relation of a profile page (RFC 7033 examples, as Mastodon uses it).
pub const PROFILE_PAGE_REL: &str = "http://webfinger.net/rel/profile-page";

/// Looks `address` up at its server. Refusals: `federation-off`, `federation-peer-blocked`,
/// `federation-peer-unreachable`, `federation-player-unknown`.
pub async fn resolve(ctx: Context<'_>, address: &Address) -> Result<RemotePlayer, Refusal> {
    let fed = ctx
        .federation
        .ok_or_else(|| Refusal::Words(Words::new("federation-off")))?;
    let refuse = |id: &'static str| Refusal::Words(Words::new(id));
    if !fed.policy.admits(&address.host) || address.host == fed.host {
        return Err(refuse("federation-peer-blocked"));
    }
    let base = fed.policy.base_url(&address.host);
    let resource: String =
        url::form_urlencoded::byte_serialize(address.acct().as_bytes()).collect();
    let finger = fed
        .get_json(&format!("{base}/.well-known/webfinger?resource={resource}"))
        .await
        .map_err(|_| refuse("federation-peer-unreachable"))?;
    match finger.status {
        200 => {}
        404 => return Err(refuse("federation-player-unknown")),
        _ => return Err(refuse("federation-peer-unreachable")),
    }
    let link = |rel: &str| {
        finger.body["links"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|l| l["rel"] == rel)
            .and_then(|l| l["href"].as_str())
            .and_then(|h| url::Url::parse(h).ok())
            .filter(|u| fed.policy.is_on(u, &address.host))
    };
    let (Some(profile_json), Some(profile_page)) = (link("self"), link(PROFILE_PAGE_REL)) else {
        return Err(refuse("federation-player-unknown"));
    };
    let profile = fed
        .get_json(profile_json.as_str())
        .await
        .map_err(|_| refuse("federation-peer-unreachable"))?;
    let named = profile.body["username"]
        .as_str()
        .is_some_and(|n| n.eq_ignore_ascii_case(&address.name));
    if profile.status != 200 || !named {
        return Err(refuse("federation-player-unknown"));
    }
    Ok(RemotePlayer {
        address: address.clone(),
        profile_url: profile_page.to_string(),
    })
}

/// Why a peer's document or keys could not be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PeerError {
    /// Not allowed, blocked, or no public address (`federation-peer-blocked`).
    Blocked,
    /// No answer, or not the document the protocol describes.
    Unreachable(String),
}

/// `host`'s inbox and keys: kept ones, or fetched now when none are kept.
pub async fn peer(ctx: Context<'_>, fed: &Federation, host: &Host) -> Result<PeerRow, PeerError> {
    if !fed.policy.admits(host) {
        return Err(PeerError::Blocked);
    }
    match store::federation::peer(ctx.pool, host.as_str()).await {
        Ok(Some(row)) => Ok(row),
        Ok(None) => fetch(ctx, fed, host).await,
        Err(e) => Err(PeerError::Unreachable(e.to_string())),
    }
}

/// The key `kid` of `host`, fetching its keys again when `kid` is not among the kept
/// ones and they were fetched over a minute ago. `Ok(None)`: `host` has no such key.
pub async fn key(
    ctx: Context<'_>,
    fed: &Federation,
    host: &Host,
    kid: &str,
) -> Result<Option<PublicKey>, PeerError> {
    let row = peer(ctx, fed, host).await?;
    if let Some(key) = find_key(&row.jwks, kid) {
        return Ok(Some(key));
    }
    let refetch = store::federation::may_refetch(ctx.pool, host.as_str())
        .await
        .map_err(|e| PeerError::Unreachable(e.to_string()))?;
    if !refetch {
        return Ok(None);
    }
    let row = fetch(ctx, fed, host).await?;
    Ok(find_key(&row.jwks, kid))
}

fn find_key(jwks: &Value, kid: &str) -> Option<PublicKey> {
    PublicKey::from_jwks(jwks)
        .into_iter()
        .find(|k| k.kid() == kid)
}

/// Fetches `host`'s `/.well-known/corrchess` and its JWKS and keeps them.
pub async fn fetch(ctx: Context<'_>, fed: &Federation, host: &Host) -> Result<PeerRow, PeerError> {
    let unreachable = |why: String| PeerError::Unreachable(format!("{host}: {why}"));
    let doc = fed
        .get_json(&format!(
            "{}/.well-known/corrchess",
            fed.policy.base_url(host)
        ))
        .await
        .map_err(unreachable)?;
    if doc.status != 200 || doc.body["protocol"].as_u64() != Some(u64::from(PROTOCOL)) {
        return Err(unreachable(format!(
            "/.well-known/corrchess answered {} without protocol {PROTOCOL}",
            doc.status
        )));
    }
    let on_host = |field: &str| {
        doc.body[field]
            .as_str()
            .and_then(|u| url::Url::parse(u).ok())
            .filter(|u| fed.policy.is_on(u, host))
    };
    let (Some(inbox), Some(jwks_uri)) = (on_host("inbox"), on_host("jwks_uri")) else {
        return Err(unreachable(
            "inbox or jwks_uri missing or not on the host".into(),
        ));
    };
    let jwks = fed.get_json(jwks_uri.as_str()).await.map_err(unreachable)?;
    if jwks.status != 200 || !jwks.body["keys"].is_array() {
        return Err(unreachable(format!("jwks_uri answered {}", jwks.status)));
    }
    store::federation::keep_peer(ctx.pool, host.as_str(), inbox.as_str(), &jwks.body)
        .await
        .map_err(|e| unreachable(e.to_string()))?;
    store::federation::peer(ctx.pool, host.as_str())
        .await
        .ok()
        .flatten()
        .ok_or_else(|| unreachable("not kept".into()))
}
