//! A message to the opponent without a move (`POST /games/{id}/messages`): while
//! waiting, and after the game.

use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::CurrentUser,
    game::games::talk_refused,
    page::{PageContext, see_other},
};
use crate::{
    domain::{GameId, MultiLine},
    service::{ServiceError, game_talk},
};

#[derive(Deserialize)]
pub struct TalkForm {
    #[serde(default)]
    message: MultiLine,
}

/// Stores the message and shows the game again; a refused one (empty, too long,
/// control characters) comes back at the field with the text kept.
pub async fn post(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
    form: Form<TalkForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (form, refusals) = form.into_parts();
    let typed = form.message.to_string();
    if let Some(sentence) = refusals.first_sentence() {
        return talk_refused(&state, ctx, id, typed, sentence).await;
    }
    crate::web::middleware::rate_limit::check_notify(&state, user.id).await?;
    match game_talk::post_message(state.ctx(), id, user.id, &form.message).await {
        Ok(()) => Ok(see_other(&format!("/games/{id}?notice=message#messages"))),
        Err(e @ ServiceError::Invalid(_)) => {
            let sentence = crate::i18n::refusal::sentence(ctx.lang, &e);
            talk_refused(&state, ctx, id, typed, sentence).await
        }
        Err(e) => Err(e.into()),
    }
}
