//! A game's verifiable record over the API (docs/RECORD.md): the same document as
//! `GET /games/{id}/record.json`.

use actix_web::{HttpResponse, web};

use super::{auth::ApiUser, problem::ApiError};
use crate::{domain::GameId, service::record::document, web::AppState};

/// The game's verifiable record: every entry hash-chained and the head signed with the
/// server's Ed25519 key (keys at `/.well-known/jwks.json`).
#[utoipa::path(
    get,
    path = "/api/v1/games/{id}/record",
    tag = "games",
    params(("id" = i64, Path, description = "Game id")),
    responses(
        (status = 200, description = "The record: `{game, server, entries, head}`", body = Object),
        (status = 400, description = "The id is not a number"),
        (status = 404, description = "No such game"),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    _caller: ApiUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, ApiError> {
    let record = document::load(
        &state.pool,
        id.into_inner(),
        state.links.site(),
        &state.record_key,
    )
    .await?;
    Ok(HttpResponse::Ok().json(record))
}
