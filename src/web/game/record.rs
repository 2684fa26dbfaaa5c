//! A game's verifiable record as JSON (`GET /games/{id}/record.json`) and the server's
//! public record keys (`GET /.well-known/jwks.json`); docs/RECORD.md.

use actix_web::{HttpResponse, web};

use crate::{
    domain::GameId,
    service::record::{document, keys},
    web::{AppError, AppState},
};

/// The record of game `id`, its head signed now: open to anyone, as the game page is.
pub async fn show(
    state: web::Data<AppState>,
    id: web::Path<GameId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let record = document::load(&state.pool, id, state.links.site(), &state.record_key).await?;
    Ok(HttpResponse::Ok()
        .insert_header((
            "Content-Disposition",
            format!("inline; filename=\"corrchess-{id}-record.json\""),
        ))
        .json(record))
}

/// Every public key that signed records here, as a JWKS (RFC 7517, RFC 8037).
pub async fn jwks(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let doc = keys::jwks(&state.pool).await?;
    Ok(HttpResponse::Ok()
        .content_type("application/jwk-set+json")
        .insert_header(("Cache-Control", "public, max-age=300"))
        .json(doc))
}
