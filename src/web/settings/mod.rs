//! The settings page: password, email address, mail and reminder preferences, API
//! tokens (the clock sections, vacations and the calendar feed, come from
//! `clock`).

pub mod board;
pub mod clock;
pub mod push;
pub mod zone;

use crate::domain::Words;
use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::{self, CurrentUser},
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    domain::{MailPreference, SingleLine, TimeZone, time_zone},
    service::{FieldErrors, ServiceError, accounts, login},
    store,
};

/// An API token in the settings list.
pub struct TokenItem {
    pub id: store::api_tokens::ApiTokenId,
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
    /// The section the saving form's redirect jumps to (its `id`), where the notice
    /// shows; "" shows it at the top.
    pub notice_at: &'static str,
    pub new_email: String,
    /// The stored choice (the default for a visitor without an account).
    pub mail_moves: MailPreference,
    /// The stored hour of the daily digest.
    pub digest_hour: i16,
    pub clock: crate::web::settings::clock::ClockSettings,
    /// Typed vacation dates kept after an error.
    pub vacation_start: String,
    pub vacation_end: String,
    /// The user's live API tokens.
    pub tokens: Vec<TokenItem>,
    /// A token just created: shown this once.
    pub new_token: String,
    pub new_token_name: String,
    /// The typed name after a refused token form.
    pub token_name: String,
    /// The time-zone field: the stored zone, or what was typed into a refused form.
    pub time_zone: String,
    /// The names the time-zone field offers.
    pub time_zones: &'static [String],
    /// The push section: the key to subscribe with, the browsers subscribed.
    pub push: push::PushSettings,
}

/// A token's times, in the viewer's zone ("2026-12-03 18:00 CET").
fn when(at: time::OffsetDateTime, zone: &TimeZone, lang: crate::i18n::Lang) -> String {
    zone.format_in(lang, at)
}

impl SettingsPage {
    /// Loads what the page shows for the logged-in user.
    pub(super) async fn load(state: &AppState, ctx: PageContext) -> Result<Self, AppError> {
        let clock = crate::web::settings::clock::ClockSettings::load(state, &ctx).await?;
        let push = push::PushSettings::load(state, &ctx).await?;
        let mut page = Self::new(ctx, clock).with_tokens(state).await?;
        page.push = push;
        Ok(page)
    }

    /// Fills in the user's API tokens.
    async fn with_tokens(mut self, state: &AppState) -> Result<Self, AppError> {
        if let Some(user) = &self.ctx.user {
            let (zone, lang) = (&user.time_zone, self.ctx.lang);
            self.tokens = store::api_tokens::list_for_user(&state.pool, user.id)
                .await?
                .into_iter()
                .map(|t| TokenItem {
                    id: t.id,
                    name: t.name,
                    created: when(t.created_at, zone, lang),
                    last_used: t
                        .last_used_at
                        .map(|at| when(at, zone, lang))
                        .unwrap_or_else(|| self.ctx.t("settings-token-never").into()),
                })
                .collect();
        }
        Ok(self)
    }

    fn new(ctx: PageContext, clock: crate::web::settings::clock::ClockSettings) -> Self {
        let mail_moves = ctx
            .user
            .as_ref()
            .map(|u| u.mail_moves)
            .unwrap_or(MailPreference::EachMove);
        let digest_hour = ctx.user.as_ref().map_or(7, |u| u.digest_hour);
        let time_zone = ctx
            .user
            .as_ref()
            .map_or(time_zone::DEFAULT, |u| u.time_zone.name())
            .to_owned();
        Self {
            ctx,
            errors: FieldErrors::default(),
            notice: String::new(),
            notice_at: "",
            new_email: String::new(),
            mail_moves,
            digest_hour,
            clock,
            vacation_start: String::new(),
            vacation_end: String::new(),
            tokens: Vec::new(),
            new_token: String::new(),
            new_token_name: String::new(),
            token_name: String::new(),
            time_zone,
            time_zones: time_zone::names(),
            push: push::PushSettings::default(),
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
    let mut page = SettingsPage::load(&state, ctx).await?;
    page.notice = match query.saved.as_deref() {
        Some("password") => page.ctx.t("settings-saved-password"),
        Some("email") => page.ctx.t("settings-saved-email"),
        Some("mail") => page.ctx.t("settings-saved-mail"),
        Some("board") => page.ctx.t("settings-saved-board"),
        Some("auto-vacation") => page.ctx.t("settings-saved-auto-vacation"),
        Some("time-zone") => page.ctx.t("settings-saved-time-zone"),
        Some("language") => page.ctx.t("settings-saved-language"),
        Some("token-revoked") => page.ctx.t("settings-saved-token-revoked"),
        Some("vacation") => page.ctx.t("settings-saved-vacation"),
        Some("vacation_cancelled") => page.ctx.t("settings-saved-vacation-cancelled"),
        Some("push") => page.ctx.t("settings-saved-push"),
        Some("push-off") => page.ctx.t("settings-saved-push-off"),
        _ => "",
    }
    .to_owned();
    // Where the redirect's anchor lands the player, the notice shows too.
    page.notice_at = match query.saved.as_deref() {
        Some("vacation" | "vacation_cancelled") => "vacation",
        Some("push" | "push-off") => "push-setting",
        Some("time-zone") => "time-zone",
        _ => "",
    };
    render(&page)
}

/// The settings page again (422) after a refused form, `errors` at their fields and
/// `keep` putting back what was typed: one path for every settings form's refusal.
pub(super) async fn refused_form(
    state: &AppState,
    ctx: PageContext,
    errors: FieldErrors,
    keep: impl FnOnce(&mut SettingsPage),
) -> Result<HttpResponse, AppError> {
    let mut page = SettingsPage::load(state, ctx).await?;
    page.errors = errors;
    keep(&mut page);
    render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
}

/// [`refused_form`] keeping the typed new address (or none).
async fn invalid(
    state: &AppState,
    ctx: PageContext,
    errors: FieldErrors,
    new_email: String,
) -> Result<HttpResponse, AppError> {
    refused_form(state, ctx, errors, |page| page.new_email = new_email).await
}

#[derive(Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    current_password: SingleLine,
    #[serde(default)]
    new_password: SingleLine,
}

pub async fn change_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<PasswordForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    if !refused.is_empty() {
        return invalid(&state, ctx, refused.field_errors(), String::new()).await;
    }
    // A stolen session must not become a password-guessing oracle: these checks count
    // against the same per-account limit as logins.
    check_password_attempt(&req, &state, &user).await?;
    let keep = session::token_from(&req);
    match accounts::change_password(
        &state.pool,
        &state.passwords,
        user.id,
        &form.current_password,
        &form.new_password,
        keep.as_ref(),
    )
    .await
    {
        Ok(()) => Ok(see_other("/settings?saved=password")),
        Err(ServiceError::Invalid(errors)) => invalid(&state, ctx, errors, String::new()).await,
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct EmailForm {
    #[serde(default)]
    email: SingleLine,
    #[serde(default)]
    password: SingleLine,
}

pub async fn change_email(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<EmailForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    if !refused.is_empty() {
        let mut errors = refused.field_errors();
        // The page shows this form's password error under its own key.
        if let Some(message) = errors.0.remove("password") {
            errors.add("email_password", message);
        }
        return invalid(&state, ctx, errors, form.email.into()).await;
    }
    check_password_attempt(&req, &state, &user).await?;
    match accounts::change_email(
        &state.pool,
        &state.passwords,
        &state.links,
        &user,
        &form.password,
        &form.email,
    )
    .await
    {
        Ok(()) => Ok(see_other("/settings?saved=email")),
        Err(ServiceError::Invalid(errors)) => invalid(&state, ctx, errors, form.email.into()).await,
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize)]
pub struct MailForm {
    #[serde(default)]
    mail_moves: SingleLine,
    /// Optional: hours before a deadline to remind (0 = off); unchanged when absent.
    reminder_hours: Option<SingleLine>,
    /// Optional: the hour (0-23, in the player's time zone) of the daily digest; unchanged when absent.
    digest_hour: Option<SingleLine>,
}

/// The digest hour typed, if any: 0 to 23; a wrong one is noted in `errors`.
fn digest_hour(text: Option<&str>, errors: &mut FieldErrors) -> Option<i16> {
    let text = text?.trim();
    match text.parse::<i16>() {
        Ok(h) if (0..24).contains(&h) => Some(h),
        _ => {
            errors.add("digest_hour", Words::new("refusal-digest-hour"));
            None
        }
    }
}

pub async fn change_mail(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<MailForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    let mut errors = refused.field_errors();
    let pref = MailPreference::parse(&form.mail_moves);
    if pref.is_none() {
        errors.add("mail_moves", Words::new("refusal-mail-option"));
    }
    let reminder = match form.reminder_hours.as_deref().map(str::trim) {
        None => None,
        Some(text) => match text.parse::<i32>() {
            Ok(h) if [0, 12, 24, 48].contains(&h) => Some(h),
            _ => {
                errors.add("reminder_hours", Words::new("refusal-reminder-option"));
                None
            }
        },
    };
    let digest = digest_hour(form.digest_hour.as_deref(), &mut errors);
    let Some(pref) = pref.filter(|_| errors.is_empty()) else {
        return invalid(&state, ctx, errors, String::new()).await;
    };
    let mut tx = state.pool.begin().await?;
    store::users::set_mail_preference(&mut *tx, user.id, pref).await?;
    if let Some(hours) = reminder {
        store::users::set_reminder_hours(&mut *tx, user.id, hours).await?;
    }
    if let Some(hour) = digest {
        store::users::set_digest_hour(&mut *tx, user.id, hour).await?;
    }
    tx.commit().await?;
    Ok(see_other("/settings?saved=mail"))
}

/// Counts a settings form that checks the password against the login budget of the
/// account (of this device, when it is known), like a login.
pub(super) async fn check_password_attempt(
    req: &HttpRequest,
    state: &AppState,
    user: &crate::store::users::User,
) -> Result<(), AppError> {
    let device = crate::web::extract::device::token_from(req);
    let budget = login::account_budget(&state.pool, user.id, device.as_ref()).await?;
    let limit = state.config.rate_limits.login_per_account;
    crate::web::middleware::rate_limit::check(state, &budget.key(), limit).await
}
