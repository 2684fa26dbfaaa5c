//! `GET /admin/audit`: the audit log of admin actions, newest first, 50 to a page.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Query,
    extract::session::AdminUser,
    page::{PageContext, render},
};
use crate::{
    domain::{SingleLine, listing::Page},
    msg,
    store::{self, audit::Entry},
};

/// The page's query: `page`.
#[derive(Deserialize)]
pub struct PageQuery {
    page: Option<SingleLine>,
}

/// One entry as shown, its time in the admin's zone and language, its action and
/// target kind as message ids.
struct Shown {
    entry: Entry,
    at: String,
    action: &'static str,
    target: &'static str,
}

/// The catalog label of a stored action word ("" for a word this version does not know).
fn action_label(action: &str) -> &'static str {
    match action {
        "club.close" => msg!("admin-do-club-close"),
        "club.reopen" => msg!("admin-do-club-reopen"),
        "report.close" => msg!("admin-do-report-close"),
        "tournament.add_player" => msg!("admin-do-tournament-add-player"),
        "tournament.adjudicate" => msg!("admin-do-tournament-adjudicate"),
        "tournament.cancel" => msg!("admin-do-tournament-cancel"),
        "tournament.create" => msg!("admin-do-tournament-create"),
        "tournament.edit" => msg!("admin-do-tournament-edit"),
        "tournament.remove_player" => msg!("admin-do-tournament-remove-player"),
        "tournament.replace" => msg!("admin-do-tournament-replace"),
        "tournament.start" => msg!("admin-do-tournament-start"),
        "tournament.withdraw" => msg!("admin-do-tournament-withdraw"),
        "user.delete" => msg!("admin-do-user-delete"),
        "user.organizer" => msg!("admin-do-user-organizer"),
        "user.organizer_revoke" => msg!("admin-do-user-organizer-revoke"),
        "user.password_reset" => msg!("admin-do-user-password-reset"),
        "user.suspend" => msg!("admin-do-user-suspend"),
        "user.unsuspend" => msg!("admin-do-user-unsuspend"),
        _ => "",
    }
}

/// The catalog label of a stored target kind.
fn target_label(kind: &str) -> &'static str {
    match kind {
        "user" => msg!("admin-target-user"),
        "tournament" => msg!("admin-target-tournament"),
        "club" => msg!("admin-target-club"),
        _ => msg!("admin-target-report"),
    }
}

#[derive(Template)]
#[template(path = "admin/audit.html")]
struct AuditPage {
    ctx: PageContext,
    entries: Vec<Shown>,
    page: u32,
    pages: u32,
}

/// Reads the page number of a list's query (a bad one is a 400 with the sentence).
pub fn page_of(text: Option<&str>) -> Result<Page, AppError> {
    Page::parse(text).map_err(|id| AppError::BadRequest(crate::domain::Words::new(id).into()))
}

pub async fn page(
    state: web::Data<AppState>,
    ctx: PageContext,
    AdminUser(admin): AdminUser,
    query: Query<PageQuery>,
) -> Result<HttpResponse, AppError> {
    let q = query.0.accept()?;
    let page = page_of(q.page.as_deref())?;
    let mut db = state.pool.acquire().await?;
    let (entries, total) = store::audit::page(&mut db, page.offset()).await?;
    let entries = entries
        .into_iter()
        .map(|entry| Shown {
            at: admin.time_zone.format_in(ctx.lang, entry.at),
            action: action_label(&entry.action),
            target: target_label(&entry.target_kind),
            entry,
        })
        .collect();
    render(&AuditPage {
        ctx,
        entries,
        page: page.number(),
        pages: Page::count(total),
    })
}
