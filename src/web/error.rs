//! One error type for the web boundary: what users can act on gets a clear page and
//! the right status; anything internal is logged once with its cause chain and shown
//! as a generic message.

use actix_web::{HttpResponse, ResponseError, http::StatusCode};
use askama::Template;

use super::{
    error_onward::{Onward, onward},
    page::PageContext,
};
use crate::{
    chess::MoveError,
    domain::{Words, clubs::ClubRefusal},
    i18n::{Lang, refusal},
    service::{FieldErrors, ServiceError, password_hasher::Overloaded},
};

/// What an error page says, kept as data until the reader's language is known (the
/// page is made without the request; [`super::error_pages`] words it for the visitor).
#[derive(Clone, Debug)]
pub enum Said {
    /// Catalog words (a service's refusal, or the web layer's own).
    Words(Words),
    /// A move the chess layer refused.
    Move(MoveError),
    /// Fields the rules refused, on a page that shows no form.
    Fields(FieldErrors),
    /// A sentence worded already (in the request's language, or English for
    /// operators' and programmers' faults).
    Text(String),
}

impl Said {
    /// The sentence in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Self::Words(w) => lang.words(w),
            Self::Move(e) => crate::i18n::chess::move_error(lang, e),
            Self::Fields(f) => refusal::fields_sentence(lang, f.0.values()),
            Self::Text(t) => t.clone(),
        }
    }
}

/// English, for logs and `Display`.
impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl From<Words> for Said {
    fn from(words: Words) -> Self {
        Self::Words(words)
    }
}

/// Errors a handler can return.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("not found")]
    NotFound,
    #[error("{0}")]
    NotFoundWith(Said),
    #[error("forbidden: {0}")]
    Forbidden(Said),
    #[error("login required")]
    LoginRequired { next: String },
    #[error("rate limited for {retry_after}s")]
    RateLimited { retry_after: u64 },
    #[error("bad request: {0}")]
    BadRequest(Said),
    #[error("conflict: {0}")]
    Conflict(Said),
    /// Input the rules refuse (a form field with a character that is not allowed), on a
    /// page of its own: 422 with the message, which names the field.
    #[error("unprocessable: {0}")]
    Unprocessable(Said),
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
            ServiceError::Unverified => Self::Forbidden(Words::new("error-unverified-page").into()),
            ServiceError::IllegalMove(m) => Self::Conflict(Said::Move(m)),
            ServiceError::Invalid(f) => Self::BadRequest(Said::Fields(f)),
            ServiceError::Internal(e) => Self::from(e),
            ServiceError::NotFound(_) => Self::NotFoundWith(said(&e)),
            ServiceError::NotAPlayer
            | ServiceError::NotAdmin
            | ServiceError::NotOrganizer
            | ServiceError::RatingOutOfRange { .. }
            | ServiceError::EntryRefused(_)
            | ServiceError::Club(ClubRefusal::NotClubAdmin | ClubRefusal::NotMember) => {
                Self::Forbidden(said(&e))
            }
            ServiceError::NotYourTurn
            | ServiceError::NotRunning
            | ServiceError::StalePly { .. }
            | ServiceError::Conflict(_)
            | ServiceError::Club(_) => Self::Conflict(said(&e)),
            ServiceError::Limited { retry_after } => Self::RateLimited { retry_after },
        }
    }
}

/// A refusal the catalogs word alone.
fn said(e: &ServiceError) -> Said {
    e.words()
        .map(Said::Words)
        .unwrap_or_else(|| Said::Text(String::new()))
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
    /// The title's catalog id.
    pub title: &'static str,
    pub message: Said,
}

impl ErrorPage {
    /// Renders the page as a response with `status` (its title the catalog id
    /// `title`), in English for a visitor without a session and leading to the front
    /// page; the middleware redraws it for the request, in the visitor's language.
    pub fn response(status: StatusCode, title: &'static str, message: Said) -> HttpResponse {
        let page = ErrorPage {
            ctx: PageContext::anonymous(),
            status: status.as_u16(),
            title: Lang::En.t(title),
            message: message.in_lang(Lang::En),
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
                "error-title-not-found",
                Words::new("error-nothing-here").into(),
            ),
            Self::NotFoundWith(msg) => {
                ErrorPage::response(status, "error-title-not-found", msg.clone())
            }
            Self::Forbidden(msg) => {
                ErrorPage::response(status, "error-title-not-allowed", msg.clone())
            }
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
                    "error-title-too-many",
                    Words::new("error-too-many-wait")
                        .arg("wait", wait_words(*retry_after))
                        .into(),
                ),
                *retry_after,
            ),
            Self::Busy { retry_after } => with_retry_after(
                ErrorPage::response(
                    status,
                    "error-title-busy",
                    Words::new("error-busy-wait")
                        .arg("wait", wait_words(*retry_after))
                        .into(),
                ),
                *retry_after,
            ),
            Self::BadRequest(msg) => {
                ErrorPage::response(status, "error-title-bad-request", msg.clone())
            }
            Self::Conflict(msg) => ErrorPage::response(status, "error-title-conflict", msg.clone()),
            Self::Unprocessable(msg) => {
                ErrorPage::response(status, "error-title-not-accepted", msg.clone())
            }
            Self::Internal(e) => {
                tracing::error!("internal error: {e:?}");
                ErrorPage::response(
                    status,
                    "error-title-internal",
                    Words::new("error-internal").into(),
                )
            }
        }
    }
}

/// "45 seconds" or "3 minutes".
/// How long to wait, in seconds below a minute and a half, else in whole minutes.
fn wait_words(seconds: u64) -> Words {
    let count = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    if seconds < 90 {
        Words::new("error-wait-seconds").arg("n", count(seconds))
    } else {
        Words::new("error-wait-minutes").arg("n", count(seconds.div_ceil(60)))
    }
}

fn with_retry_after(mut res: HttpResponse, seconds: u64) -> HttpResponse {
    res.headers_mut().insert(
        actix_web::http::header::RETRY_AFTER,
        actix_web::http::header::HeaderValue::from(seconds),
    );
    res
}
