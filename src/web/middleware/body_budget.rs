//! A budget of request-body bytes in flight for the whole process
//! (`MAX_BODY_BYTES_IN_FLIGHT`), so that many large bodies at once cannot grow memory
//! without bound: the connection caps limit how many requests run, the routes' limits
//! how large each body is, and this how much of them is held at once (1 MiB Xfcc
//! bodies on every slot took ~0.9 GB, issue 44).
//!
//! Each chunk of a body is charged as a handler (or the CSRF check) reads it, and the
//! request's charge is given back when its answer is ready, however it ends. A chunk
//! that does not fit fails the body's read; the answer is then replaced by `503` with
//! `Retry-After` (problem JSON under `/api/`, a SOAP Fault on Xfcc, the error page
//! elsewhere) and the connection is closed, so the rest of the body is never read.
//! Bodies nobody reads cost nothing.

use std::{
    cell::Cell,
    pin::Pin,
    rc::Rc,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    task::{Context, Poll},
};

use actix_web::{
    Error, HttpMessage, HttpResponse,
    body::{EitherBody, MessageBody},
    dev::{Payload, ServiceRequest, ServiceResponse},
    error::PayloadError,
    http::{ConnectionType, StatusCode, header},
    middleware::Next,
    web::{Bytes, Data},
};
use futures_core::Stream;

use crate::web::{
    AppState,
    api::problem::{Problem, ProblemType},
    error::ErrorPage,
    xfcc,
};

/// How long a refused client is asked to wait: bodies in flight are read within
/// seconds, or cut off by `REQUEST_TIMEOUT`.
pub const RETRY_AFTER_SECONDS: u64 = 5;

/// The bytes of request bodies held by one process's requests, shared by its workers.
#[derive(Debug)]
pub struct BodyBudget {
    limit: usize,
    in_flight: AtomicUsize,
}

impl BodyBudget {
    /// A budget of `limit` bytes in flight at once.
    pub fn new(limit: usize) -> Arc<Self> {
        Arc::new(Self {
            limit,
            in_flight: AtomicUsize::new(0),
        })
    }

    /// Takes `bytes` from the budget; `false` (and nothing taken) when they do not fit.
    pub fn take(&self, bytes: usize) -> bool {
        self.in_flight
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |held| {
                held.checked_add(bytes).filter(|&sum| sum <= self.limit)
            })
            .is_ok()
    }

    /// Gives back `bytes` taken before.
    pub fn give_back(&self, bytes: usize) {
        let _ = self
            .in_flight
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |held| {
                Some(held.saturating_sub(bytes))
            });
    }

    /// The bytes held now.
    pub fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::Acquire)
    }
}

/// One request's part of the budget, given back when the answer is ready or, at the
/// latest, when the body is dropped.
struct Charge {
    budget: Arc<BodyBudget>,
    held: Cell<usize>,
    /// A chunk did not fit: the read failed, the answer becomes 503.
    refused: Cell<bool>,
}

impl Charge {
    fn give_back(&self) {
        self.budget.give_back(self.held.replace(0));
    }
}

impl Drop for Charge {
    fn drop(&mut self) {
        self.give_back();
    }
}

/// The request body as handlers see it: each chunk charged before it is handed on.
struct ChargedPayload {
    payload: Payload,
    charge: Rc<Charge>,
}

impl Stream for ChargedPayload {
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = &mut *self;
        if this.charge.refused.get() {
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.payload).poll_next(cx) {
            Poll::Ready(Some(Ok(chunk))) => {
                let charge = &this.charge;
                if charge.budget.take(chunk.len()) {
                    charge.held.set(charge.held.get() + chunk.len());
                    return Poll::Ready(Some(Ok(chunk)));
                }
                charge.refused.set(true);
                Poll::Ready(Some(Err(PayloadError::Io(std::io::Error::other(
                    "too many request bodies in flight",
                )))))
            }
            other => other,
        }
    }
}

/// The 503 for a body that did not fit, in the way of the path's callers.
fn busy_response(path: &str) -> HttpResponse {
    let mut res = if path.starts_with("/api/") {
        Problem::new(
            ProblemType::Busy,
            "The server is receiving too many request bodies at once; nothing was done. \
             Send the request again after the seconds in Retry-After.",
        )
        .response()
    } else if xfcc::is_xfcc_path(path) {
        xfcc::busy_response()
    } else {
        ErrorPage::response(
            StatusCode::SERVICE_UNAVAILABLE,
            "error-title-busy",
            crate::domain::Words::new("error-busy-bodies").into(),
        )
    };
    *res.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
    res.headers_mut().insert(
        header::RETRY_AFTER,
        header::HeaderValue::from(RETRY_AFTER_SECONDS),
    );
    res.head_mut().set_connection_type(ConnectionType::Close);
    res
}

/// Charges the request's body to the process's [`BodyBudget`] and answers 503 when it
/// did not fit.
pub async fn middleware<B: MessageBody + 'static>(
    mut req: ServiceRequest,
    next: Next<B>,
) -> Result<ServiceResponse<EitherBody<B>>, Error> {
    let budget = req
        .app_data::<Data<AppState>>()
        .map(|s| s.body_budget.clone());
    let payload = req.take_payload();
    let (Some(budget), false) = (budget, matches!(payload, Payload::None)) else {
        req.set_payload(payload);
        return Ok(next.call(req).await?.map_into_left_body());
    };
    let charge = Rc::new(Charge {
        budget,
        held: Cell::new(0),
        refused: Cell::new(false),
    });
    req.set_payload(Payload::Stream {
        payload: Box::pin(ChargedPayload {
            payload,
            charge: charge.clone(),
        }),
    });
    let res = next.call(req).await?;
    // The answer is ready: what the handler read is no longer held.
    charge.give_back();
    if !charge.refused.get() {
        return Ok(res.map_into_left_body());
    }
    let (request, _) = res.into_parts();
    tracing::info!(
        path = %request.path(),
        "too many request bodies in flight: answered 503"
    );
    let res = busy_response(request.path());
    Ok(ServiceResponse::new(request, res).map_into_right_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_takes_what_fits_and_gets_back_what_was_given() {
        let budget = BodyBudget::new(100);
        assert!(budget.take(60));
        assert!(!budget.take(41), "60 + 41 is over 100");
        assert_eq!(budget.in_flight(), 60, "a refused take holds nothing");
        assert!(budget.take(40));
        assert!(!budget.take(1));
        budget.give_back(60);
        assert!(budget.take(50));
        budget.give_back(90);
        assert_eq!(budget.in_flight(), 0);
        budget.give_back(5);
        assert_eq!(budget.in_flight(), 0, "never below nothing");
        assert!(!budget.take(usize::MAX), "no overflow");
    }

    #[test]
    fn a_charge_gives_back_what_it_held_once() {
        let budget = BodyBudget::new(100);
        assert!(budget.take(30));
        let charge = Charge {
            budget: budget.clone(),
            held: Cell::new(30),
            refused: Cell::new(false),
        };
        charge.give_back();
        assert_eq!(budget.in_flight(), 0);
        assert!(budget.take(10));
        drop(charge);
        assert_eq!(budget.in_flight(), 10, "given back already, not twice");
    }
}
