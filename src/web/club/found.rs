//! Founding a club: the form (`GET /clubs/new`) and `POST /clubs` (`name`, `slug`,
//! `description`, `language`, `open` = `on` for open to all). Refused fields show the
//! form again (422) with each field's error and everything typed kept; so does the
//! limit of clubs per player (409, above the form).

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::{
    domain::{
        MultiLine, SingleLine,
        clubs::{ClubRefusal, DESCRIPTION_MAX, NAME_MAX, SLUG_MAX},
    },
    i18n::Lang,
    service::{
        FieldErrors, ServiceError,
        clubs::{self, ClubInput},
    },
    web::{
        AppError, AppState,
        extract::{form::Form, session::CurrentUser},
        page::{PageContext, render, render_status, see_other},
    },
};

#[derive(Template)]
#[template(path = "clubs/new.html")]
struct NewClubPage {
    ctx: PageContext,
    name: String,
    slug: String,
    description: String,
    language: String,
    open: bool,
    errors: FieldErrors,
    name_max: usize,
    slug_max: usize,
    description_max: usize,
}

impl NewClubPage {
    fn blank(ctx: PageContext) -> Self {
        Self {
            language: ctx.lang.code().to_owned(),
            ctx,
            name: String::new(),
            slug: String::new(),
            description: String::new(),
            open: true,
            errors: FieldErrors::default(),
            name_max: NAME_MAX,
            slug_max: SLUG_MAX,
            description_max: DESCRIPTION_MAX,
        }
    }

    /// The languages the form offers: code and own name.
    fn languages(&self) -> [(&'static str, &'static str); 2] {
        Lang::ALL.map(|l| (l.code(), l.native_name()))
    }
}

/// `GET /clubs/new`: the founding form (logged-in players; an unconfirmed address is
/// told on the page and refused when sent).
pub async fn form(ctx: PageContext, _user: CurrentUser) -> Result<HttpResponse, AppError> {
    render(&NewClubPage::blank(ctx))
}

/// The founding form's fields.
#[derive(Deserialize)]
pub struct FoundForm {
    #[serde(default)]
    name: SingleLine,
    #[serde(default)]
    slug: SingleLine,
    #[serde(default)]
    description: MultiLine,
    #[serde(default)]
    language: SingleLine,
    /// `on` (a ticked box) for open to all; absent for by request.
    #[serde(default)]
    open: SingleLine,
}

/// `POST /clubs`: founds the club and goes to its page.
pub async fn found(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<FoundForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    let input = ClubInput {
        name: &form.name,
        slug: &form.slug,
        description: &form.description,
        language: &form.language,
        open: form.open.trim() == "on",
    };
    let limit = state.config.clubs_per_player;
    let (status, errors) = if refused.is_empty() {
        match clubs::found(state.ctx(), &user, input, limit).await {
            Ok(slug) => return Ok(see_other(&format!("/clubs/{slug}?notice=founded"))),
            Err(ServiceError::Invalid(errors)) => (StatusCode::UNPROCESSABLE_ENTITY, errors),
            Err(ServiceError::Club(r @ ClubRefusal::Limit { .. })) => (
                StatusCode::CONFLICT,
                FieldErrors::single("limit", r.words()),
            ),
            Err(e) => return Err(e.into()),
        }
    } else {
        (StatusCode::UNPROCESSABLE_ENTITY, refused.field_errors())
    };
    let mut page = NewClubPage::blank(ctx);
    page.name = form.name.to_string();
    page.slug = form.slug.to_string();
    page.description = form.description.to_string();
    page.language = form.language.to_string();
    page.open = input.open;
    page.errors = errors;
    render_status(status, &page)
}
