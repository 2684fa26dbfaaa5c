//! `POST /games/{id}/rematch`: a finished game's player offers the opponent a new game
//! on the same terms with the colours swapped (`service::rematch`).

use actix_web::{HttpResponse, web};

use crate::web::{AppError, AppState, extract::session::CurrentUser, page::see_other};
use crate::{domain::GameId, service::rematch};

/// Offers the rematch and shows it in the challenges, with the notice that names it
/// (as the challenge form's offer does).
pub async fn offer(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
) -> Result<HttpResponse, AppError> {
    crate::web::middleware::rate_limit::check_notify(&state, user.id).await?;
    let challenge = rematch::rematch(state.ctx(), &user, id.into_inner()).await?;
    Ok(see_other(&format!(
        "/challenges?sent={challenge}#challenge-{challenge}"
    )))
}
