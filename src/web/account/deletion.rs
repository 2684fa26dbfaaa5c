//! `GET /settings/delete` asks for the password and a confirmation; `POST
//! /settings/delete` deletes the account (see `service::account_deletion`) and ends
//! the session. A wrong password counts against the login limit, as a password change
//! does, so a stolen session cannot guess passwords here either.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::{self, CurrentUser},
    page::{PageContext, render, render_status},
};
use crate::{
    domain::SingleLine,
    service::{FieldErrors, ServiceError, account_deletion},
};

#[derive(Template)]
#[template(path = "account_delete.html")]
struct DeletePage {
    ctx: PageContext,
    errors: FieldErrors,
    confirmed: bool,
}

#[derive(Template)]
#[template(path = "account_deleted.html")]
struct DeletedPage {
    ctx: PageContext,
}

pub async fn page(ctx: PageContext, _user: CurrentUser) -> Result<HttpResponse, AppError> {
    render(&DeletePage {
        ctx,
        errors: FieldErrors::default(),
        confirmed: false,
    })
}

#[derive(Deserialize)]
pub struct DeleteForm {
    #[serde(default)]
    password: SingleLine,
    /// `on` when the confirmation box is ticked.
    #[serde(default)]
    confirm: SingleLine,
}

pub async fn delete(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<DeleteForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    let confirmed = form.confirm.as_str() == "on";
    if !refused.is_empty() {
        return again(ctx, refused.field_errors(), confirmed);
    }
    crate::web::settings::check_password_attempt(&req, &state, &user).await?;
    let done = account_deletion::delete_account(
        state.ctx(),
        &state.passwords,
        user.id,
        form.password.as_str(),
        confirmed,
    )
    .await;
    match done {
        Ok(()) => {
            let page = DeletedPage {
                ctx: PageContext {
                    user: None,
                    my_turn: 0,
                    ..ctx
                },
            };
            let mut response = render(&page)?;
            response
                .add_cookie(&session::removal_cookie())
                .map_err(|e| AppError::Internal(anyhow::anyhow!("{e}")))?;
            Ok(response)
        }
        Err(ServiceError::Invalid(errors)) => again(ctx, errors, confirmed),
        Err(e) => Err(e.into()),
    }
}

fn again(ctx: PageContext, errors: FieldErrors, confirmed: bool) -> Result<HttpResponse, AppError> {
    render_status(
        StatusCode::UNPROCESSABLE_ENTITY,
        &DeletePage {
            ctx,
            errors,
            confirmed,
        },
    )
}
