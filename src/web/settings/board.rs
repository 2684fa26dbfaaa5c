//! The game page's board setting (whether a move made on the board waits for "Play")
//! and the other single tick boxes of `/settings`, such as the automatic vacation.

use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::web::{
    AppError, AppState, extract::form::Form, extract::session::CurrentUser, page::see_other,
};
use crate::{domain::SingleLine, store};

#[derive(Deserialize)]
pub struct BoardForm {
    /// `on` when ticked; a browser sends nothing for an unticked box.
    #[serde(default)]
    confirm_moves: SingleLine,
}

/// Saves the tick box: anything but `on` turns confirmation off.
pub async fn change(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    form: Form<BoardForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.accept()?;
    let confirm = form.confirm_moves.trim() == "on";
    store::users::set_confirm_board_moves(&state.pool, user.id, confirm).await?;
    Ok(see_other("/settings?saved=board"))
}

#[derive(Deserialize)]
pub struct AutoVacationForm {
    /// `on` when ticked; a browser sends nothing for an unticked box.
    #[serde(default)]
    auto_vacation: SingleLine,
}

/// Saves the automatic vacation tick box (issue 32): anything but `on` turns it off, so
/// the sweep never spends vacation days the player did not offer.
pub async fn change_auto_vacation(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    form: Form<AutoVacationForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.accept()?;
    let on = form.auto_vacation.trim() == "on";
    store::users::set_auto_vacation(&state.pool, user.id, on).await?;
    Ok(see_other("/settings?saved=auto-vacation"))
}
