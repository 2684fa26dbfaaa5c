//! `HEAD` wherever `GET` works (RFC 9110 9.3.2): a `HEAD` request is routed as a `GET`,
//! and its answer keeps the status and every header (`Content-Length`, `Content-Type`,
//! cookies) while its body is dropped unread. Why one middleware: actix's `web::get()`
//! does not match `HEAD`, and a second route per page would double the route table.
//! It sits outside compression, so a `HEAD` names the same encoding a `GET` would get.

use std::{
    convert::Infallible,
    pin::Pin,
    task::{Context, Poll},
};

use actix_web::{
    Error,
    body::{BodySize, EitherBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    http::Method,
    middleware::Next,
    web::Bytes,
};

/// Routes `HEAD` as `GET` and answers without the body; passes every other request on.
pub async fn middleware(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let head = req.method() == Method::HEAD;
    if head {
        req.head_mut().method = Method::GET;
    }
    let res = next.call(req).await?;
    Ok(res.map_body(|_, body| {
        if head {
            // The body (a page, a file, a live stream) is dropped here, unread.
            EitherBody::right(NoBody(body.size()))
        } else {
            EitherBody::left(body)
        }
    }))
}

/// A `HEAD` answer's body: none, but the size the `GET` body has, so `Content-Length`
/// (or chunked framing) is named as for the `GET`; actix-http writes no body bytes for
/// a `HEAD` whatever the size says.
struct NoBody(BodySize);

impl MessageBody for NoBody {
    type Error = Infallible;

    fn size(&self) -> BodySize {
        self.0
    }

    fn poll_next(
        self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        Poll::Ready(None)
    }
}
