//! A site admin closes a club in two steps (issue 45): `GET /clubs/{slug}/close` names
//! the club and what closing does and asks for the reason, and `POST
//! /clubs/{slug}/close` with `reason` closes it. Without a reason the page comes again
//! (422) with the error at the field and the text kept; nothing changes. The reason is
//! kept in the audit log and shown on the club's page while it stays closed.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::{
    domain::MultiLine,
    service::{
        FieldErrors, Missing, ServiceError,
        clubs::{self, MAX_CLOSE_REASON_CHARS},
    },
    store::{self, clubs::Club},
    web::{
        AppError, AppState,
        extract::{acting::Acting, form::Form, session::AdminUser},
        page::{PageContext, render_status, see_other},
    },
};

#[derive(Template)]
#[template(path = "clubs/close.html")]
struct ClosePage {
    ctx: PageContext,
    club: Club,
    /// Its members now, whom the closing concerns.
    members: i64,
    /// The reason as typed.
    reason: String,
    errors: FieldErrors,
    reason_max: usize,
}

/// The page for `slug`'s club, with `reason` and `errors` as a refused post left them.
async fn page(
    state: &AppState,
    ctx: PageContext,
    slug: &str,
    reason: String,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let club = store::clubs::by_slug(&state.pool, slug)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Club))?;
    if club.closed {
        return Err(ServiceError::conflict("club-closed-already").into());
    }
    let (members, _) = store::clubs::head_count(&state.pool, club.id).await?;
    let status = if errors.is_empty() {
        StatusCode::OK
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    let page = ClosePage {
        ctx,
        club,
        members,
        reason,
        errors,
        reason_max: MAX_CLOSE_REASON_CHARS,
    };
    render_status(status, &page)
}

/// `GET /clubs/{slug}/close` (site admins): the confirmation, asking for the reason.
pub async fn form(on: Acting<web::Path<String>, AdminUser>) -> Result<HttpResponse, AppError> {
    let (state, ctx, slug, _) = on.into_parts();
    page(&state, ctx, &slug, String::new(), FieldErrors::default()).await
}

/// The close form's field.
#[derive(Deserialize)]
pub struct CloseForm {
    #[serde(default)]
    reason: MultiLine,
}

/// `POST /clubs/{slug}/close` (site admins): closes the club with the reason; without
/// one, the confirmation again with the error.
pub async fn close(
    on: Acting<web::Path<String>, AdminUser>,
    form: Form<CloseForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, slug, AdminUser(admin)) = on.into_parts();
    let form = form.accept()?;
    match clubs::moderate(state.ctx(), &admin, &slug, true, &form.reason).await {
        Ok(()) => Ok(see_other(&format!("/clubs/{slug}?notice=closed"))),
        Err(ServiceError::Invalid(errors)) => {
            page(&state, ctx, &slug, form.reason.to_string(), errors).await
        }
        Err(e) => Err(e.into()),
    }
}
