//! `POST /federation/inbox`: a message from a peer, signed (RFC 9421). The body is read
//! up to `MAX_BODY_BYTES` (413 beyond); the checks and the transaction are
//! `service::federation::inbox`'s; every refusal is a problem answer, never a 500.

use actix_web::{HttpRequest, HttpResponse, web};
use futures_util::StreamExt;
use serde_json::json;
use time::OffsetDateTime;

use super::{off, problem};
use crate::{
    domain::federation::message::MAX_BODY_BYTES,
    service::federation::inbox::{self, Incoming, Rejection, Taken},
    web::AppState,
};

/// The English title of a rejection (the `refusal` id is what peers act on).
fn title(rejection: Rejection) -> &'static str {
    match rejection {
        Rejection::Malformed => "The body is not a message",
        Rejection::Digest => "Content-Digest does not match the body",
        Rejection::Signature => "No valid signature",
        Rejection::Stale => "Date or created too far from now",
        Rejection::Blocked => "This server does not talk to the sender",
        Rejection::KeyUnknown => "The key is not one of the sender's",
        Rejection::Misdirected => "The message is for another server",
        Rejection::PeerUnreachable => "The sender's keys could not be fetched",
        Rejection::Busy => "Busy",
    }
}

/// `POST /federation/inbox`.
pub async fn receive(
    state: web::Data<AppState>,
    req: HttpRequest,
    mut payload: web::Payload,
) -> HttpResponse {
    let Some(fed) = state.federation.as_deref() else {
        return off();
    };
    let too_large = || problem(413, "federation-too-large", "Request body too large", None);
    let declared = req
        .headers()
        .get("content-length")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > MAX_BODY_BYTES) {
        return too_large();
    }
    let mut body = Vec::new();
    while let Some(chunk) = payload.next().await {
        let Ok(chunk) = chunk else {
            return problem(
                400,
                "federation-malformed",
                "The body could not be read",
                None,
            );
        };
        if body.len() + chunk.len() > MAX_BODY_BYTES {
            return too_large();
        }
        body.extend_from_slice(&chunk);
    }
    let headers: Vec<(String, String)> = req
        .headers()
        .iter()
        .filter_map(|(k, v)| Some((k.as_str().to_owned(), v.to_str().ok()?.to_owned())))
        .collect();
    let refs: Vec<(&str, &str)> = headers
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let incoming = Incoming {
        headers: &refs,
        body: &body,
    };
    match inbox::take(state.ctx(), fed, incoming, OffsetDateTime::now_utc()).await {
        Ok(Taken::Answered(body)) => HttpResponse::Ok().json(body),
        Ok(Taken::Refused(refusal)) => problem(422, &refusal, "Refused", None),
        Ok(Taken::Repeat { status, answer }) => {
            // The answer and status the first delivery got, for the sender's outbox.
            let extra = json!({"answer": answer, "answer_status": status});
            problem(
                409,
                "federation-duplicate",
                "Message taken before",
                Some(extra),
            )
        }
        Err(rejection) => {
            let mut res = problem(rejection.status(), rejection.id(), title(rejection), None);
            if rejection.status() == 503 {
                res.headers_mut().insert(
                    actix_web::http::header::RETRY_AFTER,
                    actix_web::http::header::HeaderValue::from_static("30"),
                );
            }
            res
        }
    }
}
