//! `GET /clubs/{slug}/matches/new` and `POST /clubs/{slug}/matches`: a club's admin
//! challenges another club; a refused form comes back with each field's error and the
//! input kept.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::CurrentUser,
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    domain::{SingleLine, games::DEFAULT_TIME_CONTROL},
    service::{
        FieldErrors, ServiceError,
        team_matches::{MatchInput, input::DEFAULT_REGISTRATION_DAYS, proposal},
        time_control_input::TimeControlInput,
    },
};

#[derive(Template)]
#[template(path = "matches/new.html")]
struct NewPage {
    ctx: PageContext,
    slug: String,
    form: MatchInput,
    errors: FieldErrors,
}

/// The blank challenge form of the club `slug`.
pub async fn new_page(
    ctx: PageContext,
    _user: CurrentUser,
    slug: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let form = MatchInput {
        time_control: TimeControlInput::showing(&DEFAULT_TIME_CONTROL),
        rated: true,
        start_rule: "per_board".into(),
        registration_days: DEFAULT_REGISTRATION_DAYS.to_string(),
        ..MatchInput::default()
    };
    render(&NewPage {
        ctx,
        slug: slug.into_inner(),
        form,
        errors: FieldErrors::default(),
    })
}

/// The challenge form's fields (the contract of issue 34).
#[derive(Deserialize)]
pub struct MatchForm {
    #[serde(default)]
    opponent: SingleLine,
    #[serde(default)]
    boards: SingleLine,
    #[serde(default)]
    time_control: SingleLine,
    #[serde(default)]
    days_per_move: SingleLine,
    #[serde(default)]
    increment_days: SingleLine,
    #[serde(default)]
    max_days: SingleLine,
    #[serde(default)]
    moves: SingleLine,
    #[serde(default)]
    days: SingleLine,
    #[serde(default)]
    double_after: SingleLine,
    #[serde(default)]
    max_silence_days: SingleLine,
    #[serde(default)]
    rated: Option<SingleLine>,
    #[serde(default)]
    start_rule: SingleLine,
    #[serde(default)]
    start_number: SingleLine,
    #[serde(default)]
    min_rating: SingleLine,
    #[serde(default)]
    max_rating: SingleLine,
    #[serde(default)]
    registration_days: SingleLine,
}

impl From<MatchForm> for MatchInput {
    fn from(f: MatchForm) -> Self {
        MatchInput {
            opponent: f.opponent.into(),
            boards: f.boards.into(),
            time_control: TimeControlInput {
                kind: f.time_control.into(),
                days_per_move: f.days_per_move.into(),
                increment_days: f.increment_days.into(),
                max_days: f.max_days.into(),
                moves: f.moves.into(),
                days: f.days.into(),
                double_after: f.double_after.into(),
                max_silence_days: f.max_silence_days.into(),
            },
            rated: matches!(f.rated.as_deref(), Some("on" | "true" | "1" | "yes")),
            start_rule: f.start_rule.into(),
            start_number: f.start_number.into(),
            min_rating: f.min_rating.into(),
            max_rating: f.max_rating.into(),
            registration_days: f.registration_days.into(),
        }
    }
}

/// Sends the challenge and shows the new match, or the form again with its errors.
pub async fn create(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    slug: web::Path<String>,
    form: Form<MatchForm>,
) -> Result<HttpResponse, AppError> {
    let slug = slug.into_inner();
    let (f, refused) = form.into_parts();
    refused.check_fields(&["rated"])?;
    let input = MatchInput::from(f);
    let outcome = if refused.is_empty() {
        proposal::challenge(state.ctx(), &user, &slug, &input).await
    } else {
        Err(ServiceError::Invalid(refused.field_errors()))
    };
    match outcome {
        Ok(id) => Ok(see_other(&format!("/matches/{id}"))),
        Err(ServiceError::Invalid(errors)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &NewPage {
                ctx,
                slug,
                form: input,
                errors,
            },
        ),
        Err(e) => Err(e.into()),
    }
}
