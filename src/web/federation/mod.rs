//! Play across servers over HTTP (docs/FEDERATION.md): discovery (WebFinger, the
//! server's document, a player's profile JSON) and the signed inbox. Every route
//! answers 404 while `FEDERATION=off`.

pub mod discovery;
pub mod inbox;

use actix_web::{HttpResponse, web};
use serde_json::Value;

/// The federation's routes (listed in docs/ROUTES.md).
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/.well-known/webfinger",
        web::get().to(discovery::webfinger),
    )
    .route("/.well-known/corrchess", web::get().to(discovery::document))
    .route(
        "/federation/players/{username}",
        web::get().to(discovery::player),
    )
    // `transport::INBOX_PATH`, spelt out: the docs' route check reads literals.
    .route("/federation/inbox", web::post().to(inbox::receive));
}

/// A problem answer (RFC 9457, as the API's): `type`, `title`, `status`, `refusal`,
/// and the members of `extra` (an object).
pub fn problem(status: u16, refusal: &str, title: &str, extra: Option<Value>) -> HttpResponse {
    let mut body = crate::service::federation::inbox::problem(status, refusal);
    body["title"] = Value::from(title);
    if let Some(Value::Object(members)) = extra {
        for (k, v) in members {
            body[k] = v;
        }
    }
    let status = actix_web::http::StatusCode::from_u16(status)
        .unwrap_or(actix_web::http::StatusCode::BAD_REQUEST);
    HttpResponse::build(status)
        .content_type(crate::web::api::problem::PROBLEM_JSON)
        .json(body)
}

/// The answer of every route while federation is off.
pub fn off() -> HttpResponse {
    problem(404, "federation-off", "Not found", None)
}
