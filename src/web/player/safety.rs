//! A player's defences against another: `POST /players/{name}/block` and `/unblock`,
//! and the report form `GET`/`POST /players/{name}/report` (`reason`, `text`, and
//! `message` for a reported message).

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError,
    extract::acting::Acting,
    extract::form::{Form, Query},
    extract::session::CurrentUser,
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    domain::{MultiLine, SingleLine, Words},
    service::{
        FieldErrors, ServiceError,
        safety::{self, ReportInput},
    },
};

/// The reasons a report may give (`service::safety::REPORT_REASONS`, the form's
/// `reason` values) with their labels' message ids.
const REPORT_REASONS: [(&str, &str); 4] = [
    ("abuse", crate::msg!("admin-report-abuse")),
    ("cheating", crate::msg!("admin-report-cheating")),
    ("spam", crate::msg!("admin-report-spam")),
    ("other", crate::msg!("admin-report-other")),
];

/// The label's message id of a stored report reason (`other`'s for an unknown word).
pub fn reason_label(reason: &str) -> &'static str {
    REPORT_REASONS
        .iter()
        .find(|(word, _)| *word == reason)
        .map_or(REPORT_REASONS[3].1, |(_, label)| *label)
}

/// The profile address of `name`.
fn profile(name: &str) -> String {
    let encoded: String = url::form_urlencoded::byte_serialize(name.as_bytes()).collect();
    format!("/players/{}", encoded.replace('+', "%20"))
}

/// `POST /players/{name}/block`.
pub async fn block(on: Acting<web::Path<String>, CurrentUser>) -> Result<HttpResponse, AppError> {
    let (state, _ctx, name, CurrentUser(user)) = on.into_parts();
    let name = safety::set_block(state.ctx(), &user, &name, true).await?;
    Ok(see_other(&profile(&name)))
}

/// `POST /players/{name}/unblock`.
pub async fn unblock(on: Acting<web::Path<String>, CurrentUser>) -> Result<HttpResponse, AppError> {
    let (state, _ctx, name, CurrentUser(user)) = on.into_parts();
    let name = safety::set_block(state.ctx(), &user, &name, false).await?;
    Ok(see_other(&profile(&name)))
}

#[derive(Template)]
#[template(path = "players/report.html")]
struct ReportPage {
    ctx: PageContext,
    name: String,
    reasons: &'static [(&'static str, &'static str)],
    reason: String,
    text: String,
    message: String,
    errors: FieldErrors,
    sent: bool,
}

impl ReportPage {
    fn blank(ctx: PageContext, name: &str, message: String) -> Self {
        Self {
            ctx,
            name: name.to_owned(),
            reasons: &REPORT_REASONS,
            reason: String::new(),
            text: String::new(),
            message,
            errors: FieldErrors::default(),
            sent: false,
        }
    }
}

/// The form's query: `message`, the id of a reported message; `sent` after a report.
#[derive(Deserialize)]
pub struct ReportQuery {
    #[serde(default)]
    message: SingleLine,
    sent: Option<SingleLine>,
}

/// `GET /players/{name}/report`.
pub async fn report_page(
    on: Acting<web::Path<String>, CurrentUser>,
    query: Query<ReportQuery>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, name, _user) = on.into_parts();
    let q = query.0.accept()?;
    let player = crate::store::users::by_username(&state.pool, &name)
        .await?
        .ok_or(AppError::NotFound)?;
    let mut page = ReportPage::blank(ctx, &player.username, q.message.to_string());
    page.sent = q.sent.is_some();
    render(&page)
}

/// The report form's fields.
#[derive(Deserialize)]
pub struct ReportForm {
    #[serde(default)]
    reason: SingleLine,
    #[serde(default)]
    text: MultiLine,
    #[serde(default)]
    message: SingleLine,
}

/// `POST /players/{name}/report`: refused fields show the form again (422) with the
/// typed text kept; so does the report limit (429, the error above the form).
pub async fn report(
    on: Acting<web::Path<String>, CurrentUser>,
    form: Form<ReportForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, name, CurrentUser(user)) = on.into_parts();
    let form = form.accept()?;
    let input = ReportInput {
        reason: &form.reason,
        text: &form.text,
        message: &form.message,
    };
    let limit = state.config.rate_limits.report_per_account;
    let (status, errors, retry_after) =
        match safety::report(state.ctx(), &user, &name, input, limit).await {
            Ok(_) => return Ok(see_other(&format!("{}/report?sent=1", profile(&name)))),
            Err(ServiceError::Invalid(errors)) => (StatusCode::UNPROCESSABLE_ENTITY, errors, None),
            Err(ServiceError::Limited { retry_after }) => {
                let minutes = retry_after.div_ceil(60);
                let words = Words::new("report-limited").arg("minutes", minutes);
                let errors = FieldErrors::single("limit", words);
                (StatusCode::TOO_MANY_REQUESTS, errors, Some(retry_after))
            }
            Err(e) => return Err(e.into()),
        };
    let mut page = ReportPage::blank(ctx, &name, form.message.to_string());
    page.reason = form.reason.to_string();
    page.text = form.text.to_string();
    page.errors = errors;
    let mut res = render_status(status, &page)?;
    if let Some(seconds) = retry_after {
        crate::web::page::set_retry_after(&mut res, seconds);
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_labelled_reasons_are_the_ones_a_report_may_give() {
        let labelled: Vec<&str> = REPORT_REASONS.iter().map(|(word, _)| *word).collect();
        assert_eq!(labelled, safety::REPORT_REASONS);
        assert_eq!(reason_label("spam"), "admin-report-spam");
        assert_eq!(reason_label("unknown"), "admin-report-other");
    }
}
