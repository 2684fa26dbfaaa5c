//! `GET /admin/audit`: the audit log of admin actions, newest first, 50 to a page.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use super::{
    AppError, AppState,
    form::Query,
    page::{PageContext, render},
    session::AdminUser,
};
use crate::{
    domain::{SingleLine, listing::Page},
    store::{self, audit::Entry},
};

/// The page's query: `page`.
#[derive(Deserialize)]
pub struct PageQuery {
    page: Option<SingleLine>,
}

/// One entry as shown, its time in the admin's zone.
struct Shown {
    entry: Entry,
    at: String,
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
    Page::parse(text).map_err(|s| AppError::BadRequest(s.to_owned()))
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
            at: admin.time_zone.format(entry.at),
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
