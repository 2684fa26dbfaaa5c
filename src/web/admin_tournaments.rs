//! The admin side of tournaments: the create and edit form, start, cancel, players
//! before the start, and withdrawals, replacements and adjudications after it. Every
//! handler takes [`AdminUser`]: 403 for others, the login page for anonymous visitors.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError, AppState,
    page::{PageContext, render, render_status, see_other},
    session::AdminUser,
    tournaments::tournament_error,
};
use crate::{
    domain::{GameId, TournamentId},
    service::{
        FieldErrors,
        tournaments::{self, TournamentError, TournamentInput, conduct, registration, start},
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
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default)]
    format: String,
    #[serde(default)]
    time_control: String,
    #[serde(default)]
    days_per_move: String,
    #[serde(default)]
    increment_days: String,
    #[serde(default)]
    max_days: String,
    #[serde(default)]
    position_policy: String,
    #[serde(default)]
    start_number: String,
    #[serde(default)]
    min_players: String,
    #[serde(default)]
    max_players: String,
    #[serde(default)]
    rated: Option<String>,
    #[serde(default)]
    vacation_allowed: Option<String>,
    #[serde(default)]
    registration_deadline: String,
}

fn ticked(value: &Option<String>) -> bool {
    matches!(value.as_deref(), Some("on" | "true" | "1" | "yes"))
}

impl TournamentForm {
    fn into_input(self) -> TournamentInput {
        TournamentInput {
            rated: ticked(&self.rated),
            vacation_allowed: ticked(&self.vacation_allowed),
            name: self.name,
            description: self.description,
            format: self.format,
            time_control: self.time_control,
            days_per_move: self.days_per_move,
            increment_days: self.increment_days,
            max_days: self.max_days,
            position_policy: self.position_policy,
            start_number: self.start_number,
            min_players: self.min_players,
            max_players: self.max_players,
            registration_deadline: self.registration_deadline,
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
    form: web::Form<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let input = form.into_inner().into_input();
    match tournaments::create(&state.pool, &admin, &input).await {
        Ok(id) => Ok(see_other(&format!("/tournaments/{id}"))),
        Err(TournamentError::Invalid(errors)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &FormPage {
                ctx,
                action: "/admin/tournaments".into(),
                heading: "New tournament",
                form: input,
                errors,
            },
        ),
        Err(e) => Err(tournament_error(e)),
    }
}

pub async fn edit_page(
    state: web::Data<AppState>,
    ctx: PageContext,
    _admin: AdminUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
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
    id: web::Path<i64>,
    form: web::Form<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    let input = form.into_inner().into_input();
    match tournaments::update(&state.pool, &admin, id, &input).await {
        Ok(()) => Ok(see_other(&format!("/tournaments/{id}"))),
        Err(TournamentError::Invalid(errors)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &FormPage {
                ctx,
                action: format!("/admin/tournaments/{id}/edit"),
                heading: "Edit tournament",
                form: input,
                errors,
            },
        ),
        Err(e) => Err(tournament_error(e)),
    }
}

fn back_to(id: TournamentId) -> HttpResponse {
    see_other(&format!("/tournaments/{id}"))
}

pub async fn cancel(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    tournaments::cancel(&state.pool, &state.config.base_url, &admin, id)
        .await
        .map_err(tournament_error)?;
    Ok(back_to(id))
}

pub async fn start(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    start::start(&state.pool, &state.config.base_url, &admin, id)
        .await
        .map_err(tournament_error)?;
    Ok(back_to(id))
}

/// A form naming one player (add, remove, withdraw), or a player and a replacement.
#[derive(Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    replacement: String,
}

pub async fn add_player(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
    form: web::Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    registration::add_player(&state.pool, &admin, id, &form.username)
        .await
        .map_err(tournament_error)?;
    Ok(back_to(id))
}

pub async fn remove_player(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
    form: web::Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    registration::remove_player(&state.pool, &admin, id, &form.username)
        .await
        .map_err(tournament_error)?;
    Ok(back_to(id))
}

pub async fn withdraw(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
    form: web::Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    conduct::withdraw(
        &state.pool,
        &state.config.base_url,
        &admin,
        id,
        &form.username,
    )
    .await
    .map_err(tournament_error)?;
    Ok(back_to(id))
}

pub async fn replace(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
    form: web::Form<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    conduct::replace(
        &state.pool,
        &state.config.base_url,
        &admin,
        id,
        &form.username,
        &form.replacement,
    )
    .await
    .map_err(tournament_error)?;
    Ok(back_to(id))
}

/// The adjudication form: which game, the result, and the reason players will see.
#[derive(Deserialize)]
pub struct AdjudicationForm {
    #[serde(default)]
    game_id: String,
    #[serde(default)]
    result: String,
    #[serde(default)]
    reason: String,
}

pub async fn adjudicate(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    id: web::Path<i64>,
    form: web::Form<AdjudicationForm>,
) -> Result<HttpResponse, AppError> {
    let id = TournamentId(id.into_inner());
    let game = form
        .game_id
        .trim()
        .parse::<i64>()
        .map_err(|_| AppError::BadRequest("Choose a game of this tournament.".into()))?;
    conduct::adjudicate(
        &state.pool,
        &state.config.base_url,
        &admin,
        id,
        GameId(game),
        &form.result,
        &form.reason,
    )
    .await
    .map_err(tournament_error)?;
    Ok(back_to(id))
}
