//! A deadline for a request's body: a client that announces more body than it sends, or
//! trickles it, gets 408 and the connection is closed, instead of holding a connection
//! for ever. The clock starts when the request's head has arrived (heads are timed by
//! actix and `connection_deadline`) and covers the whole body, whoever reads it: the CSRF
//! check or a handler's extractor. Handlers are never cut off halfway; only the body read
//! fails.

use std::{
    cell::{Cell, RefCell},
    future::Future,
    pin::Pin,
    rc::Rc,
    task::{Context, Poll},
};

use actix_web::{
    Error, HttpMessage, HttpResponse,
    body::{BodySize, BoxBody, EitherBody, MessageBody},
    dev::{Payload, ServiceRequest, ServiceResponse},
    error::PayloadError,
    http::{ConnectionType, StatusCode},
    middleware::Next,
    web::{Bytes, Data},
};
use futures_core::Stream;
use tokio::time::{Instant, Sleep};

use crate::web::{
    AppState,
    api::problem::{Problem, ProblemType},
    error::ErrorPage,
};

/// The request body and what the middleware learns about it while it is read.
struct RequestBody {
    payload: RefCell<Payload>,
    /// The deadline passed before the body was complete.
    expired: Cell<bool>,
    /// The body was read to its end.
    finished: Cell<bool>,
}

/// The request body as handlers see it: it fails with a timeout error once the
/// deadline has passed.
struct DeadlinePayload {
    body: Rc<RequestBody>,
    deadline: Pin<Box<Sleep>>,
}

impl Stream for DeadlinePayload {
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = &mut *self;
        let body = &this.body;
        if body.finished.get() || body.expired.get() {
            return Poll::Ready(None);
        }
        if let Poll::Ready(item) = Pin::new(&mut *body.payload.borrow_mut()).poll_next(cx) {
            body.finished.set(item.is_none());
            return Poll::Ready(item);
        }
        if this.deadline.as_mut().poll(cx).is_pending() {
            return Poll::Pending;
        }
        body.expired.set(true);
        Poll::Ready(Some(Err(PayloadError::Io(std::io::Error::new(
            std::io::ErrorKind::TimedOut,
            "the request body did not arrive in time",
        )))))
    }
}

/// A response body that keeps the unread request body alive until it is sent. actix
/// would otherwise read and discard the rest of a chunked request body after the
/// answer, which a client can trickle for ever; with the body still held it closes
/// the connection instead.
pub struct KeepUnreadBody {
    body: BoxBody,
    _request_body: Rc<RequestBody>,
}

impl MessageBody for KeepUnreadBody {
    type Error = <BoxBody as MessageBody>::Error;

    fn size(&self) -> BodySize {
        self.body.size()
    }

    fn poll_next(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        Pin::new(&mut self.body).poll_next(cx)
    }
}

/// The 408 answer: problem JSON under `/api/`, the error page elsewhere; the connection
/// is closed after it (the rest of the body is not waited for).
fn timeout_response(api: bool) -> HttpResponse {
    let mut res = if api {
        Problem::new(
            ProblemType::RequestTimeout,
            "The request body did not arrive in time; send it again, whole.",
        )
        .response()
    } else {
        ErrorPage::response(
            StatusCode::REQUEST_TIMEOUT,
            "error-title-timeout",
            crate::domain::Words::new("error-timeout-page").into(),
        )
    };
    res.head_mut().set_connection_type(ConnectionType::Close);
    res
}

/// Puts the deadline of `REQUEST_TIMEOUT` on the request's body, answers 408 when
/// reading it ran past the deadline, and closes the connection after any answer given
/// before the body was complete.
pub async fn middleware<B: MessageBody + 'static>(
    mut req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<EitherBody<B, KeepUnreadBody>>, Error> {
    let limit = req
        .app_data::<Data<AppState>>()
        .map(|s| s.config.request_timeout);
    let payload = req.take_payload();
    let (Some(limit), false) = (limit, matches!(payload, Payload::None)) else {
        req.set_payload(payload);
        return Ok(next.call(req).await?.map_into_left_body());
    };
    let body = Rc::new(RequestBody {
        payload: RefCell::new(payload),
        expired: Cell::new(false),
        finished: Cell::new(false),
    });
    req.set_payload(Payload::Stream {
        payload: Box::pin(DeadlinePayload {
            body: body.clone(),
            deadline: Box::pin(tokio::time::sleep_until(Instant::now() + limit)),
        }),
    });
    let api = req.path().starts_with("/api/");
    // Errors pass through: the handlers and the CSRF check answer a failed body read
    // with a response, which is where the deadline shows.
    let res = next.call(req).await?;
    if body.finished.get() {
        return Ok(res.map_into_left_body());
    }
    let res = if body.expired.get() {
        let (request, _) = res.into_parts();
        tracing::info!(
            path = %request.path(),
            "request body not received within {limit:?}: answered 408"
        );
        ServiceResponse::new(request, timeout_response(api))
    } else {
        res.map_into_boxed_body()
    };
    Ok(res.map_body(|_, b| {
        EitherBody::right(KeepUnreadBody {
            body: b,
            _request_body: body,
        })
    }))
}
