//! The settings page: password, email address, mail preference, API tokens.

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

/// An API token in the settings list.
pub struct TokenItem {
    pub id: i64,
    pub name: String,
    pub created: String,
    pub last_used: String,
}

#[derive(Template)]
#[template(path = "settings.html")]
pub(super) struct SettingsPage {
    pub ctx: PageContext,
    pub errors: FieldErrors,
    pub notice: String,
    pub new_email: String,
    pub mail_moves: String,
    /// The user's live API tokens.
    pub tokens: Vec<TokenItem>,
    /// A token just created: shown this once.
    pub new_token: String,
    pub new_token_name: String,
    /// The typed name after a refused token form.
    pub token_name: String,
}

fn when(at: time::OffsetDateTime) -> String {
    let fmt = time::macros::format_description!("[year]-[month]-[day] [hour]:[minute] UTC");
    at.to_offset(time::UtcOffset::UTC)
        .format(&fmt)
        .unwrap_or_default()
}

impl SettingsPage {
    /// Fills in the user's API tokens.
    pub(super) async fn with_tokens(mut self, state: &AppState) -> Result<Self, AppError> {
        if let Some(user) = &self.ctx.user {
            self.tokens = store::api_tokens::list_for_user(&state.pool, user.id)
                .await?
                .into_iter()
                .map(|t| TokenItem {
                    id: t.id.0,
                    name: t.name,
                    created: when(t.created_at),
                    last_used: t.last_used_at.map(when).unwrap_or_else(|| "never".into()),
                })
                .collect();
        }
        Ok(self)
    }

    pub(super) fn new(ctx: PageContext) -> Self {
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
            tokens: Vec::new(),
            new_token: String::new(),
            new_token_name: String::new(),
            token_name: String::new(),
        }
    }
}

#[derive(Deserialize)]
pub struct NoticeQuery {
    saved: Option<String>,
}

pub async fn page(
    state: web::Data<AppState>,
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
        Some("token-revoked") => "The token is revoked; requests with it are refused now.".into(),
        _ => String::new(),
    };
    render(&page.with_tokens(&state).await?)
}

async fn invalid(
    state: &AppState,
    ctx: PageContext,
    errors: FieldErrors,
    new_email: String,
) -> Result<HttpResponse, AppError> {
    let mut page = SettingsPage::new(ctx);
    page.errors = errors;
    page.new_email = new_email;
    render_status(
        StatusCode::UNPROCESSABLE_ENTITY,
        &page.with_tokens(state).await?,
    )
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
        Err(ActionError::Invalid(errors)) => invalid(&state, ctx, errors, String::new()).await,
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
        Err(ActionError::Invalid(errors)) => invalid(&state, ctx, errors, form.email.clone()).await,
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
            &state,
            ctx,
            FieldErrors::single("mail_moves", "Choose one of the offered options."),
            String::new(),
        )
        .await;
    };
    store::users::set_mail_preference(&state.pool, user.id, pref).await?;
    Ok(see_other("/settings?saved=mail"))
}
