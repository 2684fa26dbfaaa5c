//! The front page.

use actix_web::HttpResponse;
use askama::Template;

use super::{
    AppError,
    page::{PageContext, render},
};

#[derive(Template)]
#[template(path = "home.html")]
struct HomePage {
    ctx: PageContext,
}

pub async fn index(ctx: PageContext) -> Result<HttpResponse, AppError> {
    render(&HomePage { ctx })
}

/// A 404 page for every unknown address.
pub async fn not_found() -> Result<HttpResponse, AppError> {
    Err(AppError::NotFound)
}
