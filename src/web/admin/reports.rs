//! `GET /admin/reports`: players' reports, open ones oldest first (`?closed=1`: closed
//! ones, newest first), and `POST /admin/reports/{id}/close` with the admin's `note`.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    admin::audit::page_of,
    extract::acting::Acting,
    extract::field_texts::ErrorSummary,
    extract::form::{Form, Query},
    extract::session::AdminUser,
    page::{PageContext, render_status, see_other},
};
use crate::{
    domain::{MultiLine, SingleLine, listing::Page},
    service::{FieldErrors, ServiceError, safety},
    store::{self, reports::Report, users::User},
};

/// The list's query: `closed` (`1` for the closed reports) and `page`.
#[derive(Deserialize)]
pub struct ReportsQuery {
    closed: Option<SingleLine>,
    page: Option<SingleLine>,
}

/// One report as shown, its times in the admin's zone and language, its reason as
/// the label's message id.
struct Shown {
    r: Report,
    at: String,
    closed_at: String,
    reason: &'static str,
}

#[derive(Template)]
#[template(path = "admin/reports.html")]
struct ReportsPage {
    ctx: PageContext,
    closed: bool,
    reports: Vec<Shown>,
    page: u32,
    pages: u32,
    /// The report whose close form was refused, its note as typed and the error.
    refused: Option<(i64, String, String)>,
}

impl ReportsPage {
    /// For the report `id` whose close was refused: the note as typed (`part` 1) or the
    /// error (2); "" for every other report.
    fn refused_part(&self, id: &i64, part: u8) -> &str {
        match &self.refused {
            Some((refused, note, _)) if refused == id && part == 1 => note,
            Some((refused, _, error)) if refused == id && part == 2 => error,
            _ => "",
        }
    }

    /// The refused close's error, for the summary at the top (linking to its note).
    fn error_summary(&self) -> ErrorSummary {
        match &self.refused {
            Some((id, _, error)) => ErrorSummary::of(&[(&format!("note-{id}"), error)]),
            None => ErrorSummary::default(),
        }
    }
}

/// Draws one page of the list.
async fn list(
    state: &AppState,
    ctx: PageContext,
    admin: &User,
    closed: bool,
    page: Page,
    refused: Option<(i64, String, String)>,
) -> Result<HttpResponse, AppError> {
    let mut db = state.pool.acquire().await?;
    let (rows, total) = store::reports::page(&mut db, closed, page.offset()).await?;
    let (zone, lang) = (&admin.time_zone, ctx.lang);
    let reports = rows
        .into_iter()
        .map(|r| Shown {
            at: zone.format_in(lang, r.created_at),
            closed_at: r
                .closed_at
                .map(|t| zone.format_in(lang, t))
                .unwrap_or_default(),
            reason: crate::web::player::safety::reason_label(&r.reason),
            r,
        })
        .collect();
    let status = if refused.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    render_status(
        status,
        &ReportsPage {
            ctx,
            closed,
            reports,
            page: page.number(),
            pages: Page::count(total),
            refused,
        },
    )
}

pub async fn page(
    state: web::Data<AppState>,
    ctx: PageContext,
    AdminUser(admin): AdminUser,
    query: Query<ReportsQuery>,
) -> Result<HttpResponse, AppError> {
    let q = query.0.accept()?;
    let closed = q.closed.as_deref().is_some_and(|c| c == "1");
    let page = page_of(q.page.as_deref())?;
    list(&state, ctx, &admin, closed, page, None).await
}

/// The close form's field.
#[derive(Deserialize)]
pub struct CloseForm {
    #[serde(default)]
    note: MultiLine,
}

/// `POST /admin/reports/{id}/close`: without a note the list comes again (422) with
/// the error at that report's note and nothing changed.
pub async fn close(
    on: Acting<web::Path<i64>, AdminUser>,
    form: Form<CloseForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, id, AdminUser(admin)) = on.into_parts();
    let id = id.into_inner();
    let form = form.accept()?;
    match safety::close_report(state.ctx(), admin.id, id, &form.note).await {
        Ok(()) => Ok(see_other("/admin/reports?closed=1")),
        Err(ServiceError::Invalid(errors)) => {
            let refused = Some((id, form.note.to_string(), first(ctx.lang, &errors)));
            list(&state, ctx, &admin, false, Page::FIRST, refused).await
        }
        Err(e) => Err(e.into()),
    }
}

fn first(lang: crate::i18n::Lang, errors: &FieldErrors) -> String {
    errors
        .0
        .values()
        .next()
        .map(|w| lang.words(w))
        .unwrap_or_default()
}
