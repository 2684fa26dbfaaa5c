//! Xfcc, the SOAP service desktop correspondence clients (Scid, ChessBase, Fritz,
//! Chess Assistant) fetch games and send moves with (issue 33, docs/XFCC.md). A third
//! door onto the same `service/` functions as the game page and the JSON API: `soap`
//! reads the call and writes the answer, `auth` finds the caller, `games` and `moves`
//! are the two operations.

pub mod auth;
pub mod games;
pub mod moves;
pub mod soap;

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use futures_util::StreamExt;
use time::OffsetDateTime;

use self::soap::{Call, Fault, SoapVersion};
use crate::web::AppState;

/// The paths of the service: corrchess's own and the one clients know from ICCF.
pub const PATHS: [&str; 2] = ["/xfcc", "/xfccbasic.asmx"];

/// The largest request body read: an Xfcc call is a few hundred bytes (a move with the
/// longest message a few KiB). Read before the caller is known, so kept small: 64 KiB
/// for each of `MAX_CONNECTIONS` is 32 MiB, where 1 MiB each took ~0.9 GB (issue 44).
pub const MAX_BODY: usize = 64 * 1024;

/// The service's description, its address filled in when served.
const WSDL: &str = include_str!("xfcc.wsdl");

/// Whether `path` is the service's: its callers send no CSRF token (they hold no
/// cookies, and every call carries its credentials).
pub fn is_xfcc_path(path: &str) -> bool {
    PATHS.contains(&path)
}

/// The service's routes (listed in docs/ROUTES.md).
pub fn configure(cfg: &mut web::ServiceConfig) {
    for path in PATHS {
        cfg.route(path, web::post().to(call))
            .route(path, web::get().to(wsdl));
    }
}

/// `GET /xfcc?WSDL`: the WSDL, with the site's address of the service.
pub async fn wsdl(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    let address = format!("{}{}", state.links.site(), req.path());
    let quoted = format!("\"{}\"", soap::Xml::escaped(&address));
    HttpResponse::Ok()
        .content_type("text/xml; charset=utf-8")
        .body(WSDL.replace("\"ADDRESS\"", &quoted))
}

/// `POST /xfcc`: one call, answered with its response or a SOAP Fault.
pub async fn call(
    req: HttpRequest,
    state: web::Data<AppState>,
    payload: web::Payload,
) -> HttpResponse {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let guessed = SoapVersion::of_content_type(content_type);
    if !SoapVersion::is_xml(content_type) {
        let fault = Fault::client(
            "the body must be text/xml (SOAP 1.1) or application/soap+xml (SOAP 1.2)",
        );
        return fault_response(guessed, &fault);
    }
    let body = match read_body(&req, payload).await {
        Ok(body) => body,
        Err(Unread::TooLarge(fault)) => {
            let mut res = fault_response(guessed, &fault);
            *res.status_mut() = actix_web::http::StatusCode::PAYLOAD_TOO_LARGE;
            return res;
        }
        Err(Unread::Broken(fault)) => return fault_response(guessed, &fault),
    };
    let call = match soap::parse(&body) {
        Ok(call) => call,
        Err(fault) => return fault_response(guessed, &fault),
    };
    let version = call.version;
    match answer(&req, &state, &call).await {
        Ok(body) => HttpResponse::Ok()
            .content_type(version.content_type())
            .body(soap::envelope(version, &body)),
        Err(fault) => fault_response(version, &fault),
    }
}

/// Why a body was not read.
enum Unread {
    /// Over [`MAX_BODY`]: answered 413 with the fault (a SOAP client shows the reason),
    /// and the rest is not read.
    TooLarge(Fault),
    /// It broke off or failed.
    Broken(Fault),
}

/// The request's body, refused beyond [`MAX_BODY`] (by its announced length before
/// reading any of it, else as soon as the bytes read pass it).
async fn read_body(req: &HttpRequest, mut payload: web::Payload) -> Result<Vec<u8>, Unread> {
    let too_large = || {
        Unread::TooLarge(Fault::client(format!(
            "the body is larger than {MAX_BODY} bytes"
        )))
    };
    let announced = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if announced.is_some_and(|n| n > MAX_BODY as u64) {
        return Err(too_large());
    }
    let mut body = Vec::new();
    while let Some(chunk) = payload.next().await {
        let chunk =
            chunk.map_err(|e| Unread::Broken(Fault::client(format!("unreadable body: {e}"))))?;
        if body.len() + chunk.len() > MAX_BODY {
            return Err(too_large());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The answer to a call whose body did not fit in the process's budget of bodies in
/// flight (`web::middleware::body_budget` adds the 503 and `Retry-After`).
pub fn busy_response() -> HttpResponse {
    let fault = Fault::server("the server is busy reading other requests; try again shortly");
    fault_response(SoapVersion::V11, &fault)
}

/// The fault as an answer.
fn fault_response(version: SoapVersion, fault: &Fault) -> HttpResponse {
    tracing::info!(reason = %fault.reason, "Xfcc fault");
    HttpResponse::build(fault.status(version))
        .content_type(version.content_type())
        .body(fault.to_xml(version))
}

/// The response element of `call`, after finding the caller.
async fn answer(req: &HttpRequest, state: &AppState, call: &Call) -> Result<String, Fault> {
    let operation = call.operation.as_str();
    if !matches!(operation, "GetMyGames" | "MakeAMove") {
        return Err(Fault::client(format!("unknown operation {operation}")));
    }
    let request = match operation {
        "MakeAMove" => Some(moves::MoveRequest::of(call)?),
        _ => None,
    };
    let user = auth::caller(req, state, call.text("username"), call.text("password"))
        .await
        .map_err(|e| {
            tracing::error!("Xfcc authentication failed inside: {e:#}");
            Fault::server("the server could not check the credentials; try again later")
        })?;
    match (request, user) {
        (Some(request), Some(user)) => Ok(moves::make_a_move(state, user.id, &request)
            .await
            .response()),
        (Some(_), None) => Ok(moves::MoveResult::AuthenticationFailed.response()),
        (None, Some(user)) => {
            let caller = games::Caller {
                me: user.id,
                lang: crate::web::extract::language::of_request(req, Some(&user)),
                now: OffsetDateTime::now_utc(),
            };
            let list = games::my_games(
                &state.pool,
                &state.links,
                state.config.engines_allowed,
                &caller,
            )
            .await
            .map_err(|e| {
                tracing::error!("Xfcc GetMyGames failed: {e:#}");
                Fault::server("the server could not read the games; try again later")
            })?;
            Ok(games::response(&list))
        }
        (None, None) => Err(Fault::client("authentication failed")),
    }
}
