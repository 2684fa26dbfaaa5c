//! Error pages with the normal navigation: an error answer is made without the request
//! (`ResponseError`, the CSRF and timeout middleware), so it carries an
//! [`ErrorView`]; this middleware, outside them all, draws the page again for the
//! request's visitor (username, log out, the badge) with a way onward that fits the
//! path ([`super::error_onward`]). Status and headers stay as they were.

use actix_web::{
    Error,
    body::{EitherBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    middleware::Next,
};
use askama::Template;

use super::{
    error::{ErrorPage, ErrorView},
    error_onward::onward,
    page::PageContext,
};

/// Redraws an error answer's page for the visitor who asked.
pub async fn middleware(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody, String>>, Error> {
    let res = next.call(req).await?;
    let Some(view) = res.response().extensions().get::<ErrorView>().cloned() else {
        return Ok(res.map_into_left_body());
    };
    let request = res.request().clone();
    // Without its database (a 500, say) the page still shows, without the session.
    let ctx = PageContext::load(&request)
        .await
        .unwrap_or_else(|_| PageContext::anonymous());
    let status = res.status().as_u16();
    let page = ErrorPage {
        title: ctx.lang.t(view.title),
        message: view.message.in_lang(ctx.lang),
        ctx,
        status,
        onward: onward(request.path(), status),
    };
    match page.render() {
        Ok(body) => Ok(res.map_body(|_, _| EitherBody::right(body))),
        Err(e) => {
            tracing::error!("error page: {e}");
            Ok(res.map_into_left_body())
        }
    }
}
