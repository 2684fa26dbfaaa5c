//! The extractors a page handler that acts on one thing starts with, as one argument.

use std::{future::Future, pin::Pin};

use actix_web::{FromRequest, HttpRequest, dev::Payload, web};

use crate::web::{AppState, page::PageContext};

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

impl<P, U> FromRequest for Acting<P, U>
where
    P: FromRequest + 'static,
    U: FromRequest + 'static,
{
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        // The tuple extractor is what the separate arguments ran through: same order,
        // same first error.
        let all = <(web::Data<AppState>, PageContext, P, U)>::from_request(req, payload);
        Box::pin(async move {
            let (state, ctx, path, user) = all.await?;
            Ok(Acting {
                state,
                ctx,
                path,
                user,
            })
        })
    }
}
