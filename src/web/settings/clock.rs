//! The clock parts of the settings page: vacations, the calendar feed; and the feed itself.

use actix_web::{HttpResponse, web};
use serde::Deserialize;
use time::{Date, OffsetDateTime};

use crate::web::{
    AppError, AppState,
    confirm::{self, AskIds, ConfirmForm, ask_ids},
    extract::form::Form,
    extract::session::CurrentUser,
    page::{PageContext, render, see_other},
    settings::{self, SettingsPage},
};
use crate::{
    domain::{Lang, SecretToken, SingleLine, VacationId},
    service::{ServiceError, clocks},
    store,
};

/// One booked vacation as the settings page lists it.
pub struct VacationView {
    pub id: VacationId,
    pub start: Date,
    pub end: Date,
    pub days: i64,
    /// Not started yet: can be cancelled.
    pub future: bool,
    /// Running now: can be ended early.
    pub running: bool,
}

impl VacationView {
    /// First to last day as the page writes dates ("5. Dez. 2026 bis 7. Dez. 2026").
    pub fn span(&self, lang: impl std::borrow::Borrow<Lang>) -> String {
        let lang = *lang.borrow();
        let day = |d| crate::i18n::dates::calendar_day(lang, d);
        lang.t2(
            "vacation-span",
            "start",
            day(self.start),
            "end",
            day(self.end),
        )
    }
}

/// What the clock sections show.
pub struct ClockSettings {
    pub reminder_hours: i32,
    pub vacations: Vec<VacationView>,
    pub days_left_this_year: i64,
    pub allowance: i64,
    pub today: Date,
    /// A calendar feed address just made: shown this once (only its hash is kept).
    pub calendar_url: String,
    /// The user has a calendar feed address.
    pub has_calendar: bool,
}

impl ClockSettings {
    pub async fn load(state: &AppState, ctx: &PageContext) -> Result<Self, AppError> {
        let today = OffsetDateTime::now_utc().date();
        let allowance = state.config.vacation_days_per_year;
        let Some(user) = &ctx.user else {
            return Ok(Self {
                reminder_hours: 24,
                vacations: Vec::new(),
                days_left_this_year: allowance,
                allowance,
                today,
                calendar_url: String::new(),
                has_calendar: false,
            });
        };
        let booked = store::vacations::for_user(&state.pool, user.id).await?;
        let used: i64 = booked
            .iter()
            .map(|v| v.range().days_in_year(today.year()))
            .sum();
        let vacations = booked
            .iter()
            .filter(|v| v.end_date >= today)
            .map(|v| VacationView {
                id: v.id,
                start: v.start_date,
                end: v.end_date,
                days: v.range().days(),
                future: v.start_date > today,
                running: v.start_date <= today,
            })
            .collect();
        Ok(Self {
            reminder_hours: user.reminder_hours,
            vacations,
            days_left_this_year: (allowance - used).max(0),
            allowance,
            today,
            calendar_url: String::new(),
            has_calendar: user.has_calendar_feed,
        })
    }
}

#[derive(Deserialize)]
pub struct VacationForm {
    #[serde(default)]
    start_date: SingleLine,
    #[serde(default)]
    end_date: SingleLine,
}

pub async fn book(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<VacationForm>,
) -> Result<HttpResponse, AppError> {
    let today = OffsetDateTime::now_utc().date();
    let (form, refused) = form.into_parts();
    let outcome = if refused.is_empty() {
        clocks::book_vacation(
            &state.pool,
            user.id,
            &form.start_date,
            &form.end_date,
            today,
            state.config.vacation_days_per_year,
        )
        .await
    } else {
        Err(ServiceError::Invalid(refused.field_errors()))
    };
    match outcome {
        Ok(()) => Ok(see_other("/settings?saved=vacation#vacation")),
        Err(ServiceError::Invalid(errors)) => {
            settings::refused_form(&state, ctx, errors, |page| {
                page.vacation_start = form.start_date.into();
                page.vacation_end = form.end_date.into();
            })
            .await
        }
        Err(e) => Err(e.into()),
    }
}

/// The vacation cancel's confirm page.
const CANCEL_VACATION: AskIds = ask_ids!("settings-vacation-cancel");

/// `POST /settings/vacations/{id}/cancel`: cancels a future vacation or ends a running
/// one today; only with the tick box.
pub async fn cancel(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<VacationId>,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let action = format!("/settings/vacations/{id}/cancel");
    let back = "/settings#vacation".into();
    confirm::tick_box(
        ctx,
        form,
        &CANCEL_VACATION,
        action,
        back,
        |ctx| async move {
            let today = OffsetDateTime::now_utc().date();
            match clocks::cancel_vacation(&state.pool, user.id, id, today).await {
                Ok(()) => Ok(see_other("/settings?saved=vacation_cancelled#vacation")),
                Err(ServiceError::Invalid(errors)) => {
                    settings::refused_form(&state, ctx, errors, |_| ()).await
                }
                Err(e) => Err(e.into()),
            }
        },
    )
    .await
}

/// Makes (or remakes) the calendar secret and shows its address this once on the
/// settings page; the old address stops working.
pub async fn regenerate_calendar(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
) -> Result<HttpResponse, AppError> {
    let token = SecretToken::generate();
    store::users::set_calendar_token(&state.pool, user.id, &token).await?;
    let mut page = SettingsPage::load(&state, ctx).await?;
    page.clock.calendar_url = state.links.calendar(&token);
    page.notice = page.ctx.t("settings-saved-calendar").into();
    render(&page)
}

/// The iCalendar feed at the secret address.
pub async fn feed(
    state: web::Data<AppState>,
    file: web::Path<String>,
) -> Result<HttpResponse, AppError> {
    let token = file.strip_suffix(".ics").unwrap_or("");
    let Some(token) = SecretToken::from_user(token) else {
        return Err(AppError::NotFound);
    };
    let user = store::users::by_calendar_token(&state.pool, &token)
        .await?
        .ok_or(AppError::NotFound)?;
    let feed = clocks::calendar(state.ctx(), &user).await?;
    let lang = user.language.for_mail();
    let body = feed.to_ical(|w| lang.words(w));
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header(("Cache-Control", "private, max-age=300"))
        .body(body))
}
