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
    extract::time_control_form::form_with_time_control,
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
    /// The open clubs' names the opponent field offers as one types (a datalist).
    clubs: Vec<String>,
    form: MatchInput,
    errors: FieldErrors,
}

/// The blank challenge form of the club `slug`.
pub async fn new_page(
    state: web::Data<AppState>,
    ctx: PageContext,
    _user: CurrentUser,
    slug: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    // Only an existing club's form: the address is not echoed back otherwise.
    let club = crate::store::clubs::by_slug(&state.pool, &slug)
        .await?
        .ok_or(AppError::NotFound)?;
    let form = MatchInput {
        time_control: TimeControlInput::showing(&DEFAULT_TIME_CONTROL),
        rated: true,
        start_rule: "per_board".into(),
        registration_days: DEFAULT_REGISTRATION_DAYS.to_string(),
        ..MatchInput::default()
    };
    let clubs = club_names(&state, &club.name).await?;
    render(&NewPage {
        ctx,
        clubs,
        slug: club.slug,
        form,
        errors: FieldErrors::default(),
    })
}

/// Clubs the opponent field offers at most (a datalist, searched as one types).
const OFFERED_CLUBS: i64 = 500;

/// The open clubs' names but `own`, for the opponent field.
async fn club_names(state: &AppState, own: &str) -> Result<Vec<String>, AppError> {
    let mut names = crate::store::clubs::open_names(&state.pool, OFFERED_CLUBS).await?;
    names.retain(|n| n != own);
    Ok(names)
}

form_with_time_control! {
    /// The challenge form's fields (the contract of issue 34): its own, then the
    /// challenge form's time-control fields.
    #[derive(Deserialize)]
    pub struct MatchForm {
        #[serde(default)]
        opponent: SingleLine,
        #[serde(default)]
        boards: SingleLine,
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
}

impl From<MatchForm> for MatchInput {
    fn from(mut f: MatchForm) -> Self {
        let time_control = f.take_time_control();
        MatchInput {
            opponent: f.opponent.into(),
            boards: f.boards.into(),
            time_control,
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
                clubs: club_names(&state, "").await?,
                slug,
                form: input,
                errors,
            },
        ),
        Err(e) => Err(e.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::MatchForm;
    use crate::web::extract::{field_names::field_names, time_control_form::TIME_CONTROL_FIELDS};

    #[test]
    fn the_form_names_every_field_of_the_contract() {
        // A refused character is shown at its field only if the derive names it; the
        // time-control fields come from `form_with_time_control!`.
        let names = field_names::<MatchForm>();
        let own = [
            "opponent",
            "boards",
            "rated",
            "start_rule",
            "start_number",
            "min_rating",
            "max_rating",
            "registration_days",
        ];
        assert_eq!(names[..own.len()], own);
        assert_eq!(names[own.len()..], TIME_CONTROL_FIELDS);
        let input = super::MatchInput::from(
            serde_urlencoded::from_str::<MatchForm>(
                "opponent=k&boards=4&time_control=fischer&days_per_move=30&increment_days=1",
            )
            .unwrap(),
        );
        assert_eq!(
            [
                &input.opponent,
                &input.boards,
                &input.time_control.kind,
                &input.time_control.days_per_move,
                &input.time_control.increment_days,
                &input.time_control.moves
            ],
            ["k", "4", "fischer", "30", "1", ""]
        );
    }
}
