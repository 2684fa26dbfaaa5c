//! What the site layout needs on every page: who is logged in, the CSRF token for
//! forms, and how many games wait for the user's move.

use std::future::Future;
use std::pin::Pin;

use actix_web::{
    FromRequest, HttpMessage, HttpRequest, HttpResponse, dev::Payload, http::StatusCode,
};
use askama::Template;

use super::{AppError, csrf::CsrfToken};
use crate::store::users::User;

/// The layout's view of the visitor.
#[derive(Clone)]
pub struct PageContext {
    pub user: Option<User>,
    pub csrf: String,
    /// Games in which it is the user's move (shown in the navigation).
    pub my_turn: i64,
    /// Open challenges to the user (shown in the navigation and on the home page).
    pub challenges_waiting: i64,
}

impl PageContext {
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
}

impl PageContext {
    /// A visitor without a session, for pages drawn without the request.
    pub fn anonymous() -> Self {
        Self {
            user: None,
            csrf: String::new(),
            my_turn: 0,
            challenges_waiting: 0,
        }
    }

    /// The request's visitor (the session is loaded once per request).
    pub async fn load(req: &HttpRequest) -> Result<Self, AppError> {
        let session = super::session::load_session(req).await?;
        let csrf = req
            .extensions()
            .get::<CsrfToken>()
            .map(|t| t.0.clone())
            .unwrap_or_default();
        let my_turn = session.as_ref().map_or(0, |s| s.my_turn);
        let challenges_waiting = session.as_ref().map_or(0, |s| s.challenges_waiting);
        Ok(PageContext {
            user: session.map(|s| s.user),
            csrf,
            my_turn,
            challenges_waiting,
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

/// Renders a page with another status (422 for a form with errors).
pub fn render_status(status: StatusCode, page: &impl Template) -> Result<HttpResponse, AppError> {
    Ok(HttpResponse::build(status)
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// A 303 redirect after a successful form post.
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header(("Location", location.to_owned()))
        .finish()
}
