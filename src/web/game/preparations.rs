//! A player's own preparations on the game page: conditional lines (stored while the
//! opponent is on move, played at once when the opponent's move matches) and a private
//! note. Nobody else ever sees them.

use crate::domain::Words;
use actix_web::{HttpResponse, http::StatusCode, web};
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::CurrentUser,
    game::games::page_with,
    page::{PageContext, render_status, see_other},
};
use crate::{
    domain::{GameId, MultiLine, SingleLine, UserId},
    service::{
        FieldErrors, ServiceError,
        conditionals::{self, LineSubmission},
    },
    store::{self, conditionals::LineRow, games::GameRow},
};

/// What the page shows a player of their own preparations, and the forms' state after a
/// refusal (what was typed, and why it was refused).
#[derive(Default)]
pub struct Preparations {
    /// Lines that can still be played, oldest first.
    pub lines: Vec<LineRow>,
    /// Lines may be added now: the game runs and the opponent is on move.
    pub may_add_lines: bool,
    pub note: String,
    pub typed_line: String,
    pub typed_line_message: String,
    pub line_errors: FieldErrors,
    pub note_error: String,
}

impl Preparations {
    /// `user`'s preparations for game `g` (a player of it); `note` came with the game's
    /// view.
    pub async fn load(
        state: &AppState,
        g: &GameRow,
        user: UserId,
        note: Option<String>,
    ) -> Result<Self, AppError> {
        let may_add_lines = g.is_running() && g.seats().player_on_move() != user;
        let lines = if may_add_lines {
            store::conditionals::of_player(&state.pool, g.id, user)
                .await?
                .into_iter()
                .filter(|l| l.ply == g.ply)
                .collect()
        } else {
            Vec::new()
        };
        Ok(Self {
            lines,
            may_add_lines,
            note: note.unwrap_or_default(),
            ..Self::default()
        })
    }
}

#[derive(Deserialize)]
pub struct LineForm {
    #[serde(default)]
    line: SingleLine,
    #[serde(default)]
    message: MultiLine,
}

/// `POST /games/{id}/conditionals`: stores a line, or shows the page again with the
/// line kept and the first illegal move named.
pub async fn add_line(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
    form: Form<LineForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (form, refusals) = form.into_parts();
    let result = if refusals.is_empty() {
        let submission = LineSubmission {
            user: user.id,
            line: &form.line,
            message: &form.message,
        };
        conditionals::store_line(&state.pool, id, submission).await
    } else {
        Err(ServiceError::Invalid(refusals.field_errors()))
    };
    let (status, errors) = match result {
        Ok(_) => {
            return Ok(see_other(&format!(
                "/games/{id}?notice=line-saved#conditionals"
            )));
        }
        Err(ServiceError::Invalid(errors)) => (StatusCode::UNPROCESSABLE_ENTITY, errors),
        Err(e @ (ServiceError::Conflict(_) | ServiceError::NotRunning)) => (
            StatusCode::CONFLICT,
            FieldErrors::single(
                "line",
                e.words().unwrap_or_else(|| Words::new("error-internal")),
            ),
        ),
        Err(e) => return Err(e.into()),
    };
    let mut page = page_with(&state, ctx, id, None).await?;
    page.preparations.typed_line = form.line.to_string();
    page.preparations.typed_line_message = form.message.to_string();
    page.preparations.line_errors = errors;
    render_status(status, &page)
}

/// `POST /games/{id}/conditionals/{line_id}/delete`.
pub async fn delete_line(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    path: web::Path<(GameId, i64)>,
) -> Result<HttpResponse, AppError> {
    let (id, line) = path.into_inner();
    conditionals::delete_line(&state.pool, id, user.id, line).await?;
    Ok(see_other(&format!(
        "/games/{id}?notice=line-deleted#conditionals"
    )))
}

#[derive(Deserialize)]
pub struct NoteForm {
    #[serde(default)]
    note: MultiLine,
}

/// `POST /games/{id}/notes`: replaces the player's private note.
pub async fn save_note(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<GameId>,
    form: Form<NoteForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (form, refusals) = form.into_parts();
    let result = match refusals.first_sentence() {
        None => conditionals::set_note(&state.pool, id, user.id, &form.note).await,
        Some(sentence) => Err(ServiceError::Invalid(FieldErrors::single(
            "note",
            Words::text(sentence),
        ))),
    };
    let error = match result {
        Ok(()) => return Ok(see_other(&format!("/games/{id}?notice=note-saved#note"))),
        Err(ServiceError::Invalid(errors)) => errors.at(&ctx.lang, "note"),
        Err(e) => return Err(e.into()),
    };
    let mut page = page_with(&state, ctx, id, None).await?;
    page.preparations.note = form.note.to_string();
    page.preparations.note_error = error;
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
}
