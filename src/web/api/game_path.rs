//! The `{id}` of the API's game routes (`/api/v1/games/{id}/…`): its words in the
//! OpenAPI document, one for every route, and the check that it names a game. Every
//! game is public (as its page is), so any caller with a token may read any game.

use std::{future::Future, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, web};

use super::{auth::ApiUser, problem::ApiError};
use crate::{
    domain::GameId,
    service::{Missing, ServiceError},
    store::{self, games::GameRow},
    web::AppState,
};

/// The path parameter's description.
pub const GAME_ID: &str = "Game id";
/// The 400 of a path whose id is not a number.
pub const NOT_A_NUMBER: &str = "The id is not a number";
/// The 404 of an id that names no game.
pub const NO_SUCH_GAME: &str = "No such game";

/// The game `id` names, for any caller: 404 (as the game's own route answers) when
/// there is none.
pub async fn existing(state: &AppState, id: GameId) -> Result<GameRow, ApiError> {
    store::games::by_id(&state.pool, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game).into())
}

/// The `{id}` of a game route read by any API caller: the caller's token is checked
/// first (401 without a valid one), then the id (400 when it is no number), as the
/// routes did with an `ApiUser` and a `Path` each.
pub struct GamePath(pub GameId);

impl FromRequest for GamePath {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let caller = ApiUser::from_request(req, payload);
        let id = web::Path::<GameId>::from_request(req, payload);
        Box::pin(async move {
            caller.await?;
            Ok(Self(id.await?.into_inner()))
        })
    }
}
