//! Discovery: `GET /.well-known/webfinger` (RFC 7033), `GET /.well-known/corrchess`
//! (the server: its inbox and keys) and `GET /federation/players/{name}` (what the
//! public profile page shows, as JSON).

use actix_web::{HttpResponse, web};
use serde::Deserialize;
use serde_json::json;

use super::{off, problem};
use crate::{
    domain::federation::Address,
    service::federation::{peers::PROFILE_PAGE_REL, transport::PROTOCOL},
    store,
    web::{AppError, AppState},
};

/// The query of a WebFinger request.
#[derive(Deserialize)]
pub struct Finger {
    resource: Option<String>,
}

/// `GET /.well-known/webfinger?resource=acct:name@host`: the player's links (JRD).
pub async fn webfinger(
    state: web::Data<AppState>,
    query: web::Query<Finger>,
) -> Result<HttpResponse, AppError> {
    let Some(fed) = state.federation.as_deref() else {
        return Ok(off());
    };
    let resource = query.resource.as_deref().unwrap_or_default();
    let Some(acct) = resource.strip_prefix("acct:") else {
        return Ok(problem(
            400,
            "federation-malformed",
            "resource must be acct:name@host",
            None,
        ));
    };
    let Ok(address) = Address::parse(acct) else {
        return Ok(problem(
            400,
            "federation-malformed",
            "resource must be acct:name@host",
            None,
        ));
    };
    if address.host != fed.host {
        return Ok(problem(404, "federation-player-unknown", "Not found", None));
    }
    let Some(player) = store::players::by_name(&state.pool, &address.name).await? else {
        return Ok(problem(404, "federation-player-unknown", "Not found", None));
    };
    let base = &state.config.base_url;
    let name = &player.username;
    let body = json!({
        "subject": format!("acct:{name}@{}", fed.host),
        "links": [
            {"rel": "self", "type": "application/json",
             "href": format!("{base}/federation/players/{name}")},
            {"rel": PROFILE_PAGE_REL, "type": "text/html",
             "href": format!("{base}/players/{name}")},
        ],
    });
    Ok(HttpResponse::Ok()
        .content_type("application/jrd+json")
        .insert_header(("access-control-allow-origin", "*"))
        .body(body.to_string()))
}

/// `GET /.well-known/corrchess`: what this server is and where it takes messages.
pub async fn document(state: web::Data<AppState>) -> HttpResponse {
    let Some(fed) = state.federation.as_deref() else {
        return off();
    };
    let base = &state.config.base_url;
    HttpResponse::Ok().json(json!({
        "software": "corrchess",
        "version": env!("CARGO_PKG_VERSION"),
        "protocol": PROTOCOL,
        "base_url": base,
        "inbox": fed.inbox_url(),
        "jwks_uri": format!("{base}/.well-known/jwks.json"),
    }))
}

/// `GET /federation/players/{name}`: the public profile as JSON.
pub async fn player(
    state: web::Data<AppState>,
    name: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let Some(fed) = state.federation.as_deref() else {
        return Ok(off());
    };
    let Some(p) = store::players::by_name(&state.pool, &name).await? else {
        return Ok(problem(404, "federation-player-unknown", "Not found", None));
    };
    let record = store::players::record(&state.pool, p.id).await?;
    let base = &state.config.base_url;
    Ok(HttpResponse::Ok().json(json!({
        "username": p.username,
        "address": format!("{}@{}", p.username, fed.host),
        "profile_url": format!("{base}/players/{}", p.username),
        "rating": p.values().shown(),
        "provisional": p.values().is_provisional(),
        "games": {"played": record.played(), "won": record.won(),
                  "drawn": record.drawn(), "lost": record.lost()},
        "member_since": p.created_at.format(&time::format_description::well_known::Rfc3339).ok(),
    })))
}
