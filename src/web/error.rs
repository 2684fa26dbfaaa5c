//! One error type for the web boundary: what users can act on gets a clear page and
//! the right status; anything internal is logged once with its cause chain and shown
//! as a generic message.

use actix_web::{HttpResponse, ResponseError, http::StatusCode};
use askama::Template;

use super::{
    error_onward::{Onward, onward},
    page::PageContext,
};
use crate::service::{ServiceError, password_hasher::Overloaded};

/// Errors a handler can return.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("not found")]
    NotFound,
    #[error("{0}")]
    NotFoundWith(String),
    #[error("forbidden: {0}")]
    Forbidden(String),
    #[error("login required")]
    LoginRequired { next: String },
    #[error("rate limited for {retry_after}s")]
    RateLimited { retry_after: u64 },
    #[error("bad request: {0}")]
    BadRequest(String),
    #[error("conflict: {0}")]
    Conflict(String),
    /// Input the rules refuse (a form field with a character that is not allowed), on a
    /// page of its own: 422 with the message, which names the field.
    #[error("unprocessable: {0}")]
    Unprocessable(String),
    #[error("busy for {retry_after}s")]
    Busy { retry_after: u64 },
    #[error(transparent)]
    Internal(anyhow::Error),
}

/// Internal errors become 500, except a full password hasher: that is a 503 the
/// user can retry.
impl From<anyhow::Error> for AppError {
    fn from(e: anyhow::Error) -> Self {
        match e.downcast_ref::<Overloaded>() {
            Some(o) => Self::Busy {
                retry_after: o.retry_after,
            },
            None => Self::Internal(e),
        }
    }
}

/// A refused action becomes a page with the service's sentence: 404 for what is
/// missing, 403 for who may not, 409 for what does not fit the state, 400 for fields the
/// rules refuse on a page that shows no form (form handlers show those on the form).
impl From<ServiceError> for AppError {
    fn from(e: ServiceError) -> Self {
        match e {
            ServiceError::NotFound(_) => Self::NotFoundWith(e.to_string()),
            ServiceError::Unverified => Self::Forbidden(format!(
                "{e} You can have it sent again from the banner at the top."
            )),
            ServiceError::NotAPlayer
            | ServiceError::NotAdmin
            | ServiceError::NotOrganizer
            | ServiceError::RatingOutOfRange { .. }
            | ServiceError::EntryRefused(_) => Self::Forbidden(e.to_string()),
            ServiceError::NotYourTurn
            | ServiceError::NotRunning
            | ServiceError::StalePly { .. }
            | ServiceError::IllegalMove(_)
            | ServiceError::Conflict(_) => Self::Conflict(e.to_string()),
            ServiceError::Invalid(_) => Self::BadRequest(e.to_string()),
            ServiceError::Limited { retry_after } => Self::RateLimited { retry_after },
            ServiceError::Internal(e) => Self::from(e),
        }
    }
}

impl From<sqlx::Error> for AppError {
    fn from(e: sqlx::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("database"))
    }
}

impl From<askama::Error> for AppError {
    fn from(e: askama::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("template"))
    }
}

/// The error page, inside the site layout with the visitor's navigation and a way
/// onward that fits the refused request ([`super::error_onward`]).
#[derive(Template)]
#[template(path = "errors/error.html")]
pub struct ErrorPage {
    pub ctx: PageContext,
    pub status: u16,
    pub title: &'static str,
    pub message: String,
    pub onward: Onward,
}

/// What an error answer says, kept in the response so that
/// [`super::error_pages::middleware`] can draw the page again with the visitor's
/// navigation (an error answer is made without the request).
#[derive(Clone, Debug)]
pub struct ErrorView {
    pub title: &'static str,
    pub message: String,
}

impl ErrorPage {
    /// Renders the page as a response with `status`, for a visitor without a session
    /// and leading to the front page; the middleware redraws it for the request.
    pub fn response(status: StatusCode, title: &'static str, message: String) -> HttpResponse {
        let page = ErrorPage {
            ctx: PageContext::anonymous(),
            status: status.as_u16(),
            title,
            message: message.clone(),
            onward: onward("/", status.as_u16()),
        };
        let body = page.render().unwrap_or_else(|_| title.to_owned());
        let mut res = HttpResponse::build(status)
            .content_type("text/html; charset=utf-8")
            .body(body);
        res.extensions_mut().insert(ErrorView { title, message });
        res
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        match self {
            Self::NotFound | Self::NotFoundWith(_) => StatusCode::NOT_FOUND,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::LoginRequired { .. } => StatusCode::SEE_OTHER,
            Self::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Busy { .. } => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let status = self.status_code();
        match self {
            Self::NotFound => ErrorPage::response(
                status,
                "Not found",
                "There is nothing at this address.".into(),
            ),
            Self::NotFoundWith(msg) => ErrorPage::response(status, "Not found", msg.clone()),
            Self::Forbidden(msg) => ErrorPage::response(status, "Not allowed", msg.clone()),
            Self::LoginRequired { next } => {
                let target = format!(
                    "/login?next={}",
                    url::form_urlencoded::byte_serialize(next.as_bytes()).collect::<String>()
                );
                HttpResponse::SeeOther()
                    .insert_header(("Location", target))
                    .finish()
            }
            Self::RateLimited { retry_after } => with_retry_after(
                ErrorPage::response(
                    status,
                    "Too many attempts",
                    format!(
                        "Too many attempts. Please try again in {}.",
                        wait_words(*retry_after)
                    ),
                ),
                *retry_after,
            ),
            Self::Busy { retry_after } => with_retry_after(
                ErrorPage::response(
                    status,
                    "Busy",
                    format!(
                        "The server is busy checking passwords. Nothing was changed; please try again in {}.",
                        wait_words(*retry_after)
                    ),
                ),
                *retry_after,
            ),
            Self::BadRequest(msg) => ErrorPage::response(status, "Bad request", msg.clone()),
            Self::Conflict(msg) => ErrorPage::response(status, "Conflict", msg.clone()),
            Self::Unprocessable(msg) => ErrorPage::response(status, "Not accepted", msg.clone()),
            Self::Internal(e) => {
                tracing::error!("internal error: {e:?}");
                ErrorPage::response(
                    status,
                    "Something went wrong",
                    "Something went wrong on our side. Nothing you did caused it; please try again later.".into(),
                )
            }
        }
    }
}

/// "45 seconds" or "3 minutes".
fn wait_words(seconds: u64) -> String {
    if seconds < 90 {
        format!("{seconds} seconds")
    } else {
        format!("{} minutes", seconds.div_ceil(60))
    }
}

fn with_retry_after(mut res: HttpResponse, seconds: u64) -> HttpResponse {
    res.headers_mut().insert(
        actix_web::http::header::RETRY_AFTER,
        actix_web::http::header::HeaderValue::from(seconds),
    );
    res
}
