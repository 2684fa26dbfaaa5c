//! What the site layout needs on every page: who is logged in, the CSRF token for
//! forms, and how many games wait for the user's move.

use std::future::Future;
use std::pin::Pin;

use actix_web::{
    FromRequest, HttpMessage, HttpRequest, HttpResponse, dev::Payload, http::StatusCode,
};
use askama::Template;

use super::{AppError, middleware::csrf::CsrfToken};
use crate::{
    i18n::{Lang, Var},
    store::users::User,
};

/// The layout's view of the visitor.
#[derive(Clone)]
pub struct PageContext {
    pub user: Option<User>,
    pub csrf: String,
    /// Games in which it is the user's move (shown in the navigation).
    pub my_turn: i64,
    /// Open challenges to the user (shown in the navigation and on the home page).
    pub challenges_waiting: i64,
    /// The language the page is shown in (`web::extract::language`).
    pub lang: Lang,
    /// The page's path and query, for the language switcher to come back to.
    pub path: String,
}

impl PageContext {
    /// The page in `lang` instead of the request's language (a page about an account
    /// that speaks the account's language, as the unsubscribe link does).
    pub fn in_language(mut self, lang: Lang) -> Self {
        self.lang = lang;
        self
    }

    pub fn username(&self) -> &str {
        self.user
            .as_ref()
            .map(|u| u.username.as_str())
            .unwrap_or("")
    }

    pub fn is_admin(&self) -> bool {
        self.user.as_ref().is_some_and(|u| u.is_admin)
    }

    /// The viewer may create tournaments (an admin or an organiser).
    pub fn is_organizer(&self) -> bool {
        self.user
            .as_ref()
            .is_some_and(|u| u.is_admin || u.is_organizer)
    }

    pub fn is_unverified(&self) -> bool {
        self.user.as_ref().is_some_and(|u| !u.is_verified())
    }

    /// The message `id` in the page's language (see [`Lang::t`]).
    pub fn t(&self, id: &str) -> &'static str {
        self.lang.t(id)
    }

    /// The message `id` with one variable.
    pub fn t1<'a>(&self, id: &str, name: &'a str, value: impl Var<'a>) -> String {
        self.lang.t1(id, name, value)
    }

    /// The languages the footer's switcher offers.
    pub fn languages(&self) -> [Lang; 4] {
        Lang::ALL
    }

    /// A back rank with the page language's one-letter pieces.
    pub fn back_rank<'s>(&self, rank: &'s str) -> std::borrow::Cow<'s, str> {
        crate::i18n::chess::back_rank(self.lang, rank)
    }

    /// A move (or move label) with the page language's piece letters.
    pub fn san<'s>(&self, san: &'s str) -> std::borrow::Cow<'s, str> {
        crate::i18n::chess::san(self.lang, san)
    }
}

impl PageContext {
    /// A visitor without a session, for pages drawn without the request.
    pub fn anonymous() -> Self {
        Self {
            user: None,
            csrf: String::new(),
            my_turn: 0,
            challenges_waiting: 0,
            lang: Lang::En,
            path: String::new(),
        }
    }

    /// The request's visitor (the session is loaded once per request).
    pub async fn load(req: &HttpRequest) -> Result<Self, AppError> {
        let session = super::extract::session::load_session(req).await?;
        let csrf = req
            .extensions()
            .get::<CsrfToken>()
            .map(|t| t.0.clone())
            .unwrap_or_default();
        let my_turn = session.as_ref().map_or(0, |s| s.my_turn);
        let challenges_waiting = session.as_ref().map_or(0, |s| s.challenges_waiting);
        let user = session.map(|s| s.user);
        let lang = super::extract::language::of_request(req, user.as_ref());
        let path = req
            .uri()
            .path_and_query()
            .map_or("/", |p| p.as_str())
            .to_owned();
        Ok(PageContext {
            user,
            csrf,
            my_turn,
            challenges_waiting,
            lang,
            path,
        })
    }
}

impl FromRequest for PageContext {
    type Error = AppError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Self::load(&req).await })
    }
}

/// Renders a page with status 200.
pub fn render(page: &impl Template) -> Result<HttpResponse, AppError> {
    render_status(StatusCode::OK, page)
}

/// Room a page is rendered into at first. A game page is tens of kilobytes: grown from
/// the template's static size hint, it was copied over and over as it grew.
const PAGE_CAPACITY: usize = 64 * 1024;

/// Renders a page with another status (422 for a form with errors).
pub fn render_status(status: StatusCode, page: &impl Template) -> Result<HttpResponse, AppError> {
    let mut body = String::with_capacity(PAGE_CAPACITY);
    page.render_into(&mut body)?;
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(body))
}

/// Adds `Retry-After: seconds` to a page a rate limit refused (a form shown again).
pub fn set_retry_after(res: &mut HttpResponse, seconds: u64) {
    res.headers_mut().insert(
        actix_web::http::header::RETRY_AFTER,
        actix_web::http::header::HeaderValue::from(seconds),
    );
}

/// A 303 redirect after a successful form post.
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header(("Location", location.to_owned()))
        .finish()
}
