//! The settings page: password, email address, mail preference.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError, AppState,
    page::{PageContext, render, render_status, see_other},
    session::{self, CurrentUser},
};
use crate::{
    domain::MailPreference,
    service::{ActionError, FieldErrors, accounts},
    store,
};

#[derive(Template)]
#[template(path = "settings.html")]
struct SettingsPage {
    ctx: PageContext,
    errors: FieldErrors,
    notice: String,
    new_email: String,
    mail_moves: String,
}

impl SettingsPage {
    fn new(ctx: PageContext) -> Self {
        let mail_moves = ctx
            .user
            .as_ref()
            .map(|u| u.mail_moves.clone())
            .unwrap_or_default();
        Self {
            ctx,
            errors: FieldErrors::default(),
            notice: String::new(),
            new_email: String::new(),
            mail_moves,
        }
    }
}

#[derive(Deserialize)]
pub struct NoticeQuery {
    saved: Option<String>,
}

pub async fn page(
    ctx: PageContext,
    _user: CurrentUser,
    query: web::Query<NoticeQuery>,
) -> Result<HttpResponse, AppError> {
    let mut page = SettingsPage::new(ctx);
    page.notice = match query.saved.as_deref() {
        Some("password") => {
            "Your password is changed. Your other sessions have been logged out.".into()
        }
        Some("email") => {
            "We sent a link to your new address. It takes effect when you follow the link.".into()
        }
        Some("mail") => "Your mail preference is saved.".into(),
        _ => String::new(),
    };
    render(&page)
}

fn invalid(
    ctx: PageContext,
    errors: FieldErrors,
    new_email: String,
) -> Result<HttpResponse, AppError> {
    let mut page = SettingsPage::new(ctx);
    page.errors = errors;
    page.new_email = new_email;
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
}

#[derive(Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    new_password: String,
}

pub async fn change_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: web::Form<PasswordForm>,
) -> Result<HttpResponse, AppError> {
    let keep = session::token_from(&req);
    match accounts::change_password(
        &state.pool,
        user.id,
        &form.current_password,
        &form.new_password,
        keep.as_ref(),
    )
    .await
    {
        Ok(()) => Ok(see_other("/settings?saved=password")),
        Err(ActionError::Invalid(errors)) => invalid(ctx, errors, String::new()),
        Err(ActionError::Internal(e)) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct EmailForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

pub async fn change_email(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: web::Form<EmailForm>,
) -> Result<HttpResponse, AppError> {
    match accounts::change_email(
        &state.pool,
        &state.config.base_url,
        &user,
        &form.password,
        &form.email,
    )
    .await
    {
        Ok(()) => Ok(see_other("/settings?saved=email")),
        Err(ActionError::Invalid(errors)) => invalid(ctx, errors, form.email.clone()),
        Err(ActionError::Internal(e)) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct MailForm {
    #[serde(default)]
    mail_moves: String,
}

pub async fn change_mail(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: web::Form<MailForm>,
) -> Result<HttpResponse, AppError> {
    let Some(pref) = MailPreference::parse(&form.mail_moves) else {
        return invalid(
            ctx,
            FieldErrors::single("mail_moves", "Choose one of the offered options."),
            String::new(),
        );
    };
    store::users::set_mail_preference(&state.pool, user.id, pref).await?;
    Ok(see_other("/settings?saved=mail"))
}
