//! The front page.

use std::time::Duration;

use actix_web::{HttpResponse, web};
use askama::Template;

use super::{
    AppError, AppState,
    page::{PageContext, render},
};
use crate::store;

/// How long the health check waits for the database before calling it down.
const HEALTH_DB_TIMEOUT: Duration = Duration::from_secs(2);

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

/// For load balancers: `ok` (200) while the process serves and its database answers a
/// `SELECT 1` within [`HEALTH_DB_TIMEOUT`]; 503 otherwise, so a process whose database
/// went away is taken out of rotation instead of answering 500 to everyone.
pub async fn health(state: web::Data<AppState>) -> HttpResponse {
    let failure = match tokio::time::timeout(HEALTH_DB_TIMEOUT, store::ping(&state.pool)).await {
        Ok(Ok(())) => return HttpResponse::Ok().content_type("text/plain").body("ok"),
        Ok(Err(e)) => format!("{e}"),
        Err(_) => format!("no answer within {HEALTH_DB_TIMEOUT:?}"),
    };
    tracing::warn!("health check: the database is unavailable: {failure}");
    HttpResponse::ServiceUnavailable()
        .content_type("text/plain")
        .body("database unavailable")
}
