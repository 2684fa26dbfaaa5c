//! The extractors a page handler that acts on one thing starts with, as one argument.

use std::{future::Future, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, web};

use crate::{
    store::users::User,
    web::{AppState, extract::session::CurrentUser, page::PageContext},
};

/// The state, the page context, the path `P` and the user `U`, extracted in that order
/// exactly as four separate arguments were (the path before the user: an address that
/// names nothing is a 404 for everyone). Why: the acting handlers of an area repeated
/// these four lines each and differed only in the one call that acts.
pub struct Acting<P, U> {
    pub state: web::Data<AppState>,
    pub ctx: PageContext,
    pub path: P,
    pub user: U,
}

impl<P, U> Acting<P, U> {
    /// The four parts in extraction order, for a handler's one `let`.
    pub fn into_parts(self) -> (web::Data<AppState>, PageContext, P, U) {
        (self.state, self.ctx, self.path, self.user)
    }
}

/// A signed-in player acting on one of their things at path `P` (a game, a challenge,
/// a token): state, page context, the user, then the path. Why: the player's confirm
/// handlers always checked the login before the path (an anonymous visitor goes to the
/// login page whatever the address), an order [`Acting`] does not keep.
pub struct PlayerActing<P> {
    pub state: web::Data<AppState>,
    pub ctx: PageContext,
    pub user: User,
    pub path: P,
}

impl<P> PlayerActing<P> {
    /// The four parts in extraction order, for a handler's one `let`.
    pub fn into_parts(self) -> (web::Data<AppState>, PageContext, User, P) {
        (self.state, self.ctx, self.user, self.path)
    }
}

type Extracting<T> = Pin<Box<dyn Future<Output = Result<T, actix_web::Error>>>>;

/// Runs the tuple extractor the separate arguments ran through (same order, same first
/// error) and builds `T` of its four values.
fn in_order<A, B, T: 'static>(
    req: &HttpRequest,
    payload: &mut Payload,
    build: fn(web::Data<AppState>, PageContext, A, B) -> T,
) -> Extracting<T>
where
    A: FromRequest + 'static,
    B: FromRequest + 'static,
{
    let all = <(web::Data<AppState>, PageContext, A, B)>::from_request(req, payload);
    Box::pin(async move {
        let (state, ctx, a, b) = all.await?;
        Ok(build(state, ctx, a, b))
    })
}

impl<P, U> FromRequest for Acting<P, U>
where
    P: FromRequest + 'static,
    U: FromRequest + 'static,
{
    type Error = actix_web::Error;
    type Future = Extracting<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        in_order(req, payload, |state, ctx, path, user| Acting {
            state,
            ctx,
            path,
            user,
        })
    }
}

impl<P: FromRequest + 'static> FromRequest for PlayerActing<P> {
    type Error = actix_web::Error;
    type Future = Extracting<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        in_order(req, payload, |state, ctx, CurrentUser(user), path| {
            PlayerActing {
                state,
                ctx,
                user,
                path,
            }
        })
    }
}
