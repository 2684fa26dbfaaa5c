//! A game's verifiable record over the API (docs/RECORD.md): the same document as
//! `GET /games/{id}/record.json`.

use actix_web::{HttpResponse, web};

use super::{
    game_path::{GAME_ID, GamePath, NO_SUCH_GAME, NOT_A_NUMBER},
    problem::ApiError,
};
use crate::{service::record::document, web::AppState};

/// The game's verifiable record: every entry hash-chained and the head signed with the
/// server's Ed25519 key (keys at `/.well-known/jwks.json`).
#[utoipa::path(
    get,
    path = "/api/v1/games/{id}/record",
    tag = "games",
    params(("id" = i64, Path, description = GAME_ID)),
    responses(
        (status = 200, description = "The record: `{game, server, entries, head}`", body = Object),
        (status = 400, description = NOT_A_NUMBER),
        (status = 404, description = NO_SUCH_GAME),
    )
)]
pub async fn show(
    state: web::Data<AppState>,
    GamePath(id): GamePath,
) -> Result<HttpResponse, ApiError> {
    let record = document::load(&state.pool, id, state.links.site(), &state.record_key).await?;
    Ok(HttpResponse::Ok().json(record))
}
