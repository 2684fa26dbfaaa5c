//! The admin side of tournaments: the create and edit form, start, cancel, players
//! before the start, and withdrawals, replacements and adjudications after it. Every
//! handler takes [`AdminUser`]: 403 for others, the login page for anonymous visitors.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError, AppState,
    form::Form,
    page::{PageContext, render, render_status, see_other},
    session::AdminUser,
};
use crate::{
    domain::{GameId, MultiLine, SingleLine, TournamentId},
    service::{
        FieldErrors, ServiceError,
        time_control_input::TimeControlInput,
        tournaments::{self, TournamentInput, conduct, registration, start},
    },
    store,
};

#[derive(Template)]
#[template(path = "admin/tournament_form.html")]
struct FormPage {
    ctx: PageContext,
    /// Where the form posts: `/admin/tournaments` or the edit address.
    action: String,
    heading: &'static str,
    form: TournamentInput,
    errors: FieldErrors,
}

/// The fields of the create and edit form (names are a contract, see docs/ROUTES.md).
#[derive(Deserialize)]
pub struct TournamentForm {
    #[serde(default)]
    name: SingleLine,
    #[serde(default)]
    description: MultiLine,
    #[serde(default)]
    format: SingleLine,
    #[serde(default)]
    time_control: SingleLine,
    #[serde(default)]
    days_per_move: SingleLine,
    #[serde(default)]
    increment_days: SingleLine,
    #[serde(default)]
    max_days: SingleLine,
    #[serde(default)]
    position_policy: SingleLine,
    #[serde(default)]
    start_number: SingleLine,
    #[serde(default)]
    min_players: SingleLine,
    #[serde(default)]
    max_players: SingleLine,
    #[serde(default)]
    rated: Option<SingleLine>,
    #[serde(default)]
    vacation_allowed: Option<SingleLine>,
    #[serde(default)]
    registration_deadline: SingleLine,
}

fn ticked(value: &Option<SingleLine>) -> bool {
    matches!(value.as_deref(), Some("on" | "true" | "1" | "yes"))
}

impl TournamentForm {
    /// The typed values and the refused fields, which the form page shows at their
    /// fields; a refused tick box (no place for an error) is the 422 page.
    fn read(form: Form<Self>) -> Result<(TournamentInput, FieldErrors), AppError> {
        let (form, refused) = form.into_parts();
        refused.check_fields(&["rated", "vacation_allowed"])?;
        Ok((form.into_input(), refused.field_errors()))
    }

    fn into_input(self) -> TournamentInput {
        TournamentInput {
            rated: ticked(&self.rated),
            vacation_allowed: ticked(&self.vacation_allowed),
            name: self.name.into(),
            description: self.description.into(),
            format: self.format.into(),
            time_control: TimeControlInput {
                kind: self.time_control.into(),
                days_per_move: self.days_per_move.into(),
                increment_days: self.increment_days.into(),
                max_days: self.max_days.into(),
            },
            position_policy: self.position_policy.into(),
            start_number: self.start_number.into(),
            min_players: self.min_players.into(),
            max_players: self.max_players.into(),
            registration_deadline: self.registration_deadline.into(),
        }
    }
}

pub async fn new_page(ctx: PageContext, _admin: AdminUser) -> Result<HttpResponse, AppError> {
    render(&FormPage {
        ctx,
        action: "/admin/tournaments".into(),
        heading: "New tournament",
        form: TournamentInput::blank(),
        errors: FieldErrors::default(),
    })
}

pub async fn create(
    state: web::Data<AppState>,
    ctx: PageContext,
    AdminUser(admin): AdminUser,
    form: Form<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let (input, refused) = TournamentForm::read(form)?;
    let outcome = if refused.is_empty() {
        tournaments::create(&state.pool, &admin, &input).await
    } else {
        Err(ServiceError::Invalid(refused))
    };
    match outcome {
        Ok(id) => Ok(see_other(&format!("/tournaments/{id}"))),
        Err(ServiceError::Invalid(errors)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &FormPage {
                ctx,
                action: "/admin/tournaments".into(),
                heading: "New tournament",
                form: input,
                errors,
            },
        ),
        Err(e) => Err(e.into()),
    }
}

pub async fn edit_page(
    state: web::Data<AppState>,
    ctx: PageContext,
    _admin: AdminUser,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let t = store::tournaments::by_id(&state.pool, id)
        .await?
        .ok_or(AppError::NotFound)?;
    render(&FormPage {
        ctx,
        action: format!("/admin/tournaments/{id}/edit"),
        heading: "Edit tournament",
        form: TournamentInput::from_row(&t),
        errors: FieldErrors::default(),
    })
}

pub async fn update(
    state: web::Data<AppState>,
    ctx: PageContext,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
    form: Form<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (input, refused) = TournamentForm::read(form)?;
    let outcome = if refused.is_empty() {
        tournaments::update(&state.pool, &admin, id, &input).await
    } else {
        Err(ServiceError::Invalid(refused))
    };
    match outcome {
        Ok(()) => Ok(see_other(&format!("/tournaments/{id}"))),
        Err(ServiceError::Invalid(errors)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &FormPage {
                ctx,
                action: format!("/admin/tournaments/{id}/edit"),
                heading: "Edit tournament",
                form: input,
                errors,
            },
        ),
        Err(e) => Err(e.into()),
    }
}

fn back_to(id: TournamentId) -> HttpResponse {
    see_other(&format!("/tournaments/{id}"))
}

pub async fn cancel(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    tournaments::cancel(state.ctx(), &admin, id).await?;
    Ok(back_to(id))
}

pub async fn start(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    start::start(state.ctx(), &admin, id).await?;
    Ok(back_to(id))
}

/// A form naming one player (add, remove, withdraw), or a player and a replacement.
#[derive(Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    username: SingleLine,
    #[serde(default)]
    replacement: SingleLine,
}

pub async fn add_player(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
    form: Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    registration::add_player(&state.pool, &admin, id, &form.username).await?;
    Ok(back_to(id))
}

pub async fn remove_player(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
    form: Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    registration::remove_player(&state.pool, &admin, id, &form.username).await?;
    Ok(back_to(id))
}

pub async fn withdraw(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
    form: Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    conduct::withdraw(state.ctx(), &admin, id, &form.username).await?;
    Ok(back_to(id))
}

pub async fn replace(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
    form: Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    conduct::replace(state.ctx(), &admin, id, &form.username, &form.replacement).await?;
    Ok(back_to(id))
}

/// The adjudication form: which game, the result, and the reason players will see.
#[derive(Deserialize)]
pub struct AdjudicationForm {
    #[serde(default)]
    game_id: SingleLine,
    #[serde(default)]
    result: SingleLine,
    #[serde(default)]
    reason: SingleLine,
}

pub async fn adjudicate(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<TournamentId>,
    form: Form<AdjudicationForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    let game = form
        .game_id
        .trim()
        .parse::<i64>()
        .map_err(|_| AppError::BadRequest("Choose a game of this tournament.".into()))?;
    conduct::adjudicate(
        state.ctx(),
        &admin,
        id,
        conduct::Adjudication {
            game: GameId(game),
            result: &form.result,
            reason: &form.reason,
        },
    )
    .await?;
    Ok(back_to(id))
}
