//! The forms the match page posts: accept and decline (the challenged club's admins),
//! sign up and withdraw (members), start (either club's admin). A refusal answers
//! with the error page in the reader's language; success leads back to the match.

use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    confirm::{self, AskIds, ConfirmForm, ask_ids},
    extract::form::Form,
    extract::session::CurrentUser,
    page::{PageContext, see_other},
};
use crate::{
    domain::{
        SingleLine,
        team_matches::{MatchId, MatchStatus, Side},
    },
    service::team_matches::{proposal, signup, start as starting},
};

/// Back to the match page, naming what was done.
fn back(id: MatchId, done: &str) -> HttpResponse {
    see_other(&format!("/matches/{id}?done={done}"))
}

/// `POST /matches/{id}/accept`.
pub async fn accept(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<MatchId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    proposal::accept(state.ctx(), &user, id).await?;
    Ok(back(id, "accepted"))
}

/// The decline's confirm page.
const DECLINE: AskIds = ask_ids!("match-decline-confirm");

/// `POST /matches/{id}/decline`: only with the tick box (`confirm` = `on`).
pub async fn decline(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<MatchId>,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let action = format!("/matches/{id}/decline");
    let page = format!("/matches/{id}");
    confirm::tick_box(ctx, form, &DECLINE, action, page, |_| async move {
        proposal::decline(state.ctx(), &user, id).await?;
        Ok(back(id, "declined"))
    })
    .await
}

/// The sign-up form: `side` (`home` or `away`) only for a member of both clubs.
#[derive(Deserialize)]
pub struct SignUpForm {
    #[serde(default)]
    side: SingleLine,
}

/// The side a form or JSON body names, if any.
pub fn side_named(text: &str) -> Option<Side> {
    match text.trim() {
        "home" => Some(Side::Home),
        "away" => Some(Side::Away),
        _ => None,
    }
}

/// `POST /matches/{id}/signup`.
pub async fn sign_up(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<MatchId>,
    form: Form<SignUpForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (f, refused) = form.into_parts();
    refused.check()?;
    signup::sign_up(&state.pool, &user, id, side_named(&f.side)).await?;
    Ok(back(id, "signed"))
}

/// `POST /matches/{id}/withdraw`.
pub async fn withdraw(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<MatchId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    signup::withdraw(&state.pool, &user, id).await?;
    Ok(back(id, "withdrawn"))
}

/// `POST /matches/{id}/start`.
pub async fn start(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<MatchId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let done = match starting::start(state.ctx(), &user, id).await? {
        MatchStatus::Aborted => "aborted",
        _ => "started",
    };
    Ok(back(id, done))
}
