//! Errors of the JSON API as RFC 9457 problem details (`application/problem+json`).
//! Every problem has a stable `type` from [`ProblemType`]; the `/api` page documents
//! each one.

use std::collections::BTreeMap;

use actix_web::{
    Error, HttpRequest, HttpResponse, ResponseError,
    body::{EitherBody, MessageBody},
    dev::{ServiceRequest, ServiceResponse},
    error::{InternalError, JsonPayloadError, PathError, QueryPayloadError},
    http::{
        StatusCode,
        header::{self, HeaderValue},
    },
    middleware::Next,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    domain::clubs::ClubRefusal,
    i18n::{Lang, refusal},
    service::{ServiceError, password_hasher::Overloaded},
};

/// The sentence with a capital first letter (the chess layer's reasons start small).
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().collect::<String>() + chars.as_str(),
        None => String::new(),
    }
}

/// The media type of every error body.
pub const PROBLEM_JSON: &str = "application/problem+json";

/// Where problem type URIs live (relative to the site; `GET` on one leads to its
/// description on the `/api` page).
pub const TYPE_PREFIX: &str = "/api/v1/problems/";

/// Every kind of problem the API reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProblemType {
    MalformedRequest,
    Unauthorized,
    InvalidCredentials,
    NotAPlayer,
    Unverified,
    RatingOutOfRange,
    EntryRefused,
    AdminOnly,
    NotFound,
    MethodNotAllowed,
    NotYourTurn,
    GameNotRunning,
    GameStillRunning,
    StalePly,
    ActionRefused,
    PayloadTooLarge,
    RequestTimeout,
    IllegalMove,
    ValidationFailed,
    RateLimited,
    InternalError,
    Busy,
    ClubLimit,
    NotClubAdmin,
    NotClubMember,
    ClubClosed,
    LastClubAdmin,
    AlreadyClubMember,
    NoJoinRequest,
}

impl ProblemType {
    /// All types, in the order the documentation lists them.
    pub const ALL: [ProblemType; 29] = [
        Self::MalformedRequest,
        Self::Unauthorized,
        Self::InvalidCredentials,
        Self::NotAPlayer,
        Self::Unverified,
        Self::RatingOutOfRange,
        Self::EntryRefused,
        Self::AdminOnly,
        Self::NotFound,
        Self::MethodNotAllowed,
        Self::RequestTimeout,
        Self::NotYourTurn,
        Self::GameNotRunning,
        Self::GameStillRunning,
        Self::StalePly,
        Self::ActionRefused,
        Self::PayloadTooLarge,
        Self::IllegalMove,
        Self::ValidationFailed,
        Self::RateLimited,
        Self::InternalError,
        Self::Busy,
        Self::ClubLimit,
        Self::NotClubAdmin,
        Self::NotClubMember,
        Self::ClubClosed,
        Self::LastClubAdmin,
        Self::AlreadyClubMember,
        Self::NoJoinRequest,
    ];

    /// The last segment of the type URI.
    pub fn slug(self) -> &'static str {
        match self {
            Self::MalformedRequest => "malformed-request",
            Self::Unauthorized => "unauthorized",
            Self::InvalidCredentials => "invalid-credentials",
            Self::NotAPlayer => "not-a-player",
            Self::Unverified => "email-unverified",
            Self::RatingOutOfRange => "rating-out-of-range",
            Self::EntryRefused => "entry-refused",
            Self::AdminOnly => "admin-only",
            Self::NotFound => "not-found",
            Self::MethodNotAllowed => "method-not-allowed",
            Self::NotYourTurn => "not-your-turn",
            Self::GameNotRunning => "game-not-running",
            Self::GameStillRunning => "game-still-running",
            Self::StalePly => "stale-ply",
            Self::ActionRefused => "action-refused",
            Self::PayloadTooLarge => "payload-too-large",
            Self::RequestTimeout => "request-timeout",
            Self::IllegalMove => "illegal-move",
            Self::ValidationFailed => "validation-failed",
            Self::RateLimited => "rate-limited",
            Self::InternalError => "internal-error",
            Self::Busy => "busy",
            Self::ClubLimit => "club-limit",
            Self::NotClubAdmin => "not-club-admin",
            Self::NotClubMember => "not-club-member",
            Self::ClubClosed => "club-closed",
            Self::LastClubAdmin => "last-club-admin",
            Self::AlreadyClubMember => "already-club-member",
            Self::NoJoinRequest => "no-join-request",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.slug() == slug)
    }

    /// The full type URI, e.g. `/api/v1/problems/illegal-move`.
    pub fn uri(self) -> String {
        format!("{TYPE_PREFIX}{}", self.slug())
    }

    pub fn status(self) -> StatusCode {
        match self {
            Self::MalformedRequest => StatusCode::BAD_REQUEST,
            Self::Unauthorized | Self::InvalidCredentials => StatusCode::UNAUTHORIZED,
            Self::NotAPlayer
            | Self::Unverified
            | Self::RatingOutOfRange
            | Self::EntryRefused
            | Self::AdminOnly
            | Self::NotClubAdmin
            | Self::NotClubMember => StatusCode::FORBIDDEN,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::NotYourTurn
            | Self::GameNotRunning
            | Self::GameStillRunning
            | Self::StalePly
            | Self::ActionRefused
            | Self::ClubLimit
            | Self::ClubClosed
            | Self::LastClubAdmin
            | Self::AlreadyClubMember
            | Self::NoJoinRequest => StatusCode::CONFLICT,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            Self::IllegalMove | Self::ValidationFailed => StatusCode::UNPROCESSABLE_ENTITY,
            Self::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            Self::InternalError => StatusCode::INTERNAL_SERVER_ERROR,
            Self::Busy => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    /// The short, fixed summary (`title`).
    pub fn title(self) -> &'static str {
        match self {
            Self::MalformedRequest => "Malformed request",
            Self::Unauthorized => "Authentication required",
            Self::InvalidCredentials => "Login and password do not match",
            Self::NotAPlayer => "Not a player of this game",
            Self::Unverified => "Email address not confirmed",
            Self::RatingOutOfRange => "Rating outside the challenge's range",
            Self::EntryRefused => "Entry rules not met",
            Self::AdminOnly => "Administrators only",
            Self::NotFound => "Not found",
            Self::MethodNotAllowed => "Method not allowed",
            Self::NotYourTurn => "Not your move",
            Self::GameNotRunning => "Game is over",
            Self::GameStillRunning => "Game still running",
            Self::StalePly => "Position changed",
            Self::ActionRefused => "Action refused",
            Self::PayloadTooLarge => "Request body too large",
            Self::RequestTimeout => "Request body not received in time",
            Self::IllegalMove => "Illegal move",
            Self::ValidationFailed => "Invalid input",
            Self::RateLimited => "Too many requests",
            Self::InternalError => "Internal error",
            Self::Busy => "Busy",
            Self::ClubLimit => "Club limit reached",
            Self::NotClubAdmin => "Club admins only",
            Self::NotClubMember => "Not a member of the club",
            Self::ClubClosed => "Club closed",
            Self::LastClubAdmin => "Last admin of the club",
            Self::AlreadyClubMember => "Already a member",
            Self::NoJoinRequest => "No request to join",
        }
    }

    /// When a client meets this type and what to do (for the documentation).
    pub fn explanation(self) -> &'static str {
        match self {
            Self::MalformedRequest => {
                "The body is not JSON of the documented shape, the Content-Type is not application/json, or a path or query parameter has the wrong form. Fix the request."
            }
            Self::Unauthorized => {
                "No bearer token was sent, or it is unknown or revoked. Send `Authorization: Bearer TOKEN` with a live token. The response carries `WWW-Authenticate: Bearer`."
            }
            Self::InvalidCredentials => {
                "Creating a token: the login and password do not match an account."
            }
            Self::NotAPlayer => {
                "Only the players of a game (or the challenged player) may do this."
            }
            Self::Unverified => {
                "The account's email address is not confirmed yet: follow the link in the mail first."
            }
            Self::RatingOutOfRange => {
                "The open challenge is limited to players rated within its `min_rating` and `max_rating`, and the caller's rating is outside them; `detail` names both."
            }
            Self::EntryRefused => {
                "The tournament's entry rules keep the caller out: a rating outside `min_rating`/`max_rating`, fewer finished rated games than `min_rated_games`, a missing or wrong entry password, or more losses on time in 90 days than the site's `TIMEOUT_LIMIT`; `detail` says which."
            }
            Self::AdminOnly => {
                "Only administrators (tournament organisers) may do this. No endpoint of v1 needs it yet; it is reserved for organiser actions."
            }
            Self::NotFound => "No game, challenge, tournament or endpoint at this address.",
            Self::MethodNotAllowed => "The endpoint exists but not with this HTTP method.",
            Self::NotYourTurn => "It is the opponent's move.",
            Self::GameNotRunning => "The game has ended; no more moves or game actions.",
            Self::GameStillRunning => {
                "The computer analysis is only for finished games: an engine's help during a game would be unfair play. Ask again once the game has ended."
            }
            Self::StalePly => {
                "The `ply` sent is not the number of half-moves played: the position changed. `current_ply` says the actual number; fetch the game and decide again."
            }
            Self::ActionRefused => {
                "The action does not fit the state (a challenge already accepted, no draw offer to accept, no draw to claim, a tournament already started or full, ...). `detail` says why."
            }
            Self::PayloadTooLarge => "The request body is larger than the API accepts.",
            Self::RequestTimeout => {
                "The body did not arrive completely within the server's time limit (`REQUEST_TIMEOUT`, 30 s unless the operator changed it), e.g. it was shorter than its `Content-Length`. Nothing was done; the connection is closed. Send the request again."
            }
            Self::IllegalMove => {
                "The move cannot be read or is not legal in the position; `detail` says why. Nothing was played."
            }
            Self::ValidationFailed => {
                "Some fields have values the rules do not allow, or a string holds a control character (none at all in one-line fields, only line breaks and tabs in a note); `errors` maps each field to a message. Nothing was done."
            }
            Self::RateLimited => {
                "Too many requests with this token (or from this address, or for this account). Wait the seconds in `Retry-After`."
            }
            Self::InternalError => {
                "Something failed on the server. Nothing about it is your fault; try again later."
            }
            Self::Busy => {
                "The server is checking too many passwords at once (logins, sign-ups, token creation); nothing was done. Wait the seconds in `Retry-After` and send the request again. Also while it is receiving too many request bodies at once (`MAX_BODY_BYTES_IN_FLIGHT`)."
            }
            Self::ClubLimit => {
                "The caller has founded as many clubs as the site allows (`CLUBS_PER_PLAYER`, 3 unless the operator changed it; closed clubs count too); `detail` names the limit."
            }
            Self::NotClubAdmin => {
                "Only the club's admins may do this (answer requests, make admins, remove members, challenge another club)."
            }
            Self::NotClubMember => "The player named is not a member of the club.",
            Self::ClubClosed => {
                "A site administrator closed the club: it takes no joins and no changes."
            }
            Self::LastClubAdmin => {
                "The caller (or the member named) is the club's only admin and other members remain: make another member admin first."
            }
            Self::AlreadyClubMember => "The caller is a member of the club already.",
            Self::NoJoinRequest => {
                "The player named has no request to join the club waiting (an admin may have answered it already)."
            }
        }
    }

    /// The type a bare status maps to (for errors raised outside our handlers).
    pub fn for_status(status: StatusCode) -> Self {
        match status.as_u16() {
            401 => Self::Unauthorized,
            403 => Self::NotAPlayer,
            404 => Self::NotFound,
            405 => Self::MethodNotAllowed,
            408 => Self::RequestTimeout,
            409 => Self::ActionRefused,
            413 => Self::PayloadTooLarge,
            422 => Self::ValidationFailed,
            429 => Self::RateLimited,
            503 => Self::Busy,
            s if s >= 500 => Self::InternalError,
            _ => Self::MalformedRequest,
        }
    }
}

/// An RFC 9457 problem details object.
#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(example = json!({
    "type": "/api/v1/problems/illegal-move",
    "title": "Illegal move",
    "status": 422,
    "detail": "Nf6 is not legal here: no knight can reach f6"
}))]
pub struct Problem {
    /// A URI naming the kind of problem; stable, documented on the `/api` page.
    #[serde(rename = "type")]
    pub problem_type: String,
    /// A short summary of the kind of problem (fixed per type).
    pub title: String,
    /// The HTTP status code.
    pub status: u16,
    /// What went wrong this time, in words for people.
    pub detail: String,
    /// For `validation-failed`: a message per request field.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub errors: Option<BTreeMap<String, String>>,
    /// For `stale-ply`: the number of half-moves actually played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub current_ply: Option<i32>,
}

impl Problem {
    pub fn new(kind: ProblemType, detail: impl Into<String>) -> Self {
        Self {
            problem_type: kind.uri(),
            title: kind.title().to_owned(),
            status: kind.status().as_u16(),
            detail: detail.into(),
            errors: None,
            current_ply: None,
        }
    }

    /// The response with this body, the problem media type and the matching status.
    pub fn response(&self) -> HttpResponse {
        let status = StatusCode::from_u16(self.status).unwrap_or(StatusCode::BAD_REQUEST);
        let body = serde_json::to_string(self).unwrap_or_else(|_| "{}".into());
        HttpResponse::build(status)
            .content_type(PROBLEM_JSON)
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .body(body)
    }
}

/// The `WWW-Authenticate` challenge of a 401 answer.
fn bearer_challenge(invalid_token: bool) -> HeaderValue {
    HeaderValue::from_static(if invalid_token {
        "Bearer realm=\"corrchess\", error=\"invalid_token\""
    } else {
        "Bearer realm=\"corrchess\""
    })
}

/// Errors an API handler can return; each becomes one problem type. A refused service
/// action travels as it is, and its sentence becomes the `detail`.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("malformed request: {0}")]
    Malformed(String),
    #[error("no bearer token")]
    MissingToken,
    #[error("unknown or revoked bearer token")]
    InvalidToken,
    #[error("login and password do not match")]
    InvalidCredentials,
    /// No endpoint (or documented item) at this address.
    #[error("not found: {0}")]
    NotFound(String),
    #[error(transparent)]
    Service(ServiceError),
    #[error("rate limited for {retry_after}s")]
    RateLimited { retry_after: u64 },
    #[error("busy for {retry_after}s")]
    Busy { retry_after: u64 },
    #[error(transparent)]
    Internal(anyhow::Error),
}

/// Internal errors become `internal-error`, except a full password hasher: `busy`.
impl From<anyhow::Error> for ApiError {
    fn from(e: anyhow::Error) -> Self {
        match e.downcast_ref::<Overloaded>() {
            Some(o) => Self::Busy {
                retry_after: o.retry_after,
            },
            None => Self::Internal(e),
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        Self::Internal(anyhow::Error::new(e).context("database"))
    }
}

/// Refusals keep their meaning; an internal failure is sorted like any other.
impl From<ServiceError> for ApiError {
    fn from(e: ServiceError) -> Self {
        match e {
            ServiceError::Internal(e) => Self::from(e),
            // Answered like every limit: 429 with `Retry-After`.
            ServiceError::Limited { retry_after } => Self::RateLimited { retry_after },
            refused => Self::Service(refused),
        }
    }
}

/// The problem type of each refusal a service reports.
fn service_kind(e: &ServiceError) -> ProblemType {
    match e {
        ServiceError::NotFound(_) => ProblemType::NotFound,
        ServiceError::NotAPlayer => ProblemType::NotAPlayer,
        ServiceError::NotAdmin | ServiceError::NotOrganizer => ProblemType::AdminOnly,
        ServiceError::Unverified => ProblemType::Unverified,
        ServiceError::RatingOutOfRange { .. } => ProblemType::RatingOutOfRange,
        ServiceError::EntryRefused(_) => ProblemType::EntryRefused,
        ServiceError::NotYourTurn => ProblemType::NotYourTurn,
        ServiceError::NotRunning => ProblemType::GameNotRunning,
        ServiceError::StalePly { .. } => ProblemType::StalePly,
        ServiceError::IllegalMove(_) => ProblemType::IllegalMove,
        ServiceError::Conflict(w) if w.id == crate::service::analysis::GAME_RUNNING => {
            ProblemType::GameStillRunning
        }
        ServiceError::Conflict(_) => ProblemType::ActionRefused,
        ServiceError::Club(r) => club_kind(r),
        ServiceError::Invalid(_) => ProblemType::ValidationFailed,
        ServiceError::Limited { .. } => ProblemType::RateLimited,
        ServiceError::Internal(_) => ProblemType::InternalError,
    }
}

/// The problem type of each club refusal.
fn club_kind(r: &ClubRefusal) -> ProblemType {
    match r {
        ClubRefusal::Limit { .. } => ProblemType::ClubLimit,
        ClubRefusal::NotClubAdmin => ProblemType::NotClubAdmin,
        ClubRefusal::NotMember => ProblemType::NotClubMember,
        ClubRefusal::Closed | ClubRefusal::MatchClubClosed { .. } => ProblemType::ClubClosed,
        ClubRefusal::LastAdmin => ProblemType::LastClubAdmin,
        ClubRefusal::AlreadyMember => ProblemType::AlreadyClubMember,
        ClubRefusal::NoRequest => ProblemType::NoJoinRequest,
    }
}

impl ApiError {
    pub fn kind(&self) -> ProblemType {
        match self {
            Self::Malformed(_) => ProblemType::MalformedRequest,
            Self::MissingToken | Self::InvalidToken => ProblemType::Unauthorized,
            Self::InvalidCredentials => ProblemType::InvalidCredentials,
            Self::NotFound(_) => ProblemType::NotFound,
            Self::Service(e) => service_kind(e),
            Self::RateLimited { .. } => ProblemType::RateLimited,
            Self::Busy { .. } => ProblemType::Busy,
            Self::Internal(_) => ProblemType::InternalError,
        }
    }

    /// The problem body (internal causes are logged, never shown).
    pub fn problem(&self) -> Problem {
        let kind = self.kind();
        let detail = match self {
            Self::Malformed(d) | Self::NotFound(d) => d.clone(),
            Self::MissingToken => "Send a personal access token in the header `Authorization: Bearer TOKEN`. Create one on the settings page or with POST /api/v1/tokens.".into(),
            Self::InvalidToken => "The bearer token is unknown or has been revoked.".into(),
            Self::InvalidCredentials => "That username or email and password do not match an account.".into(),
            Self::RateLimited { retry_after } => format!("Too many requests. Try again in {retry_after} seconds."),
            Self::Busy { retry_after } => format!("The server is busy checking passwords; nothing was done. Try again in {retry_after} seconds."),
            Self::Internal(_) | Self::Service(ServiceError::Internal(_)) => "Something went wrong on our side. Please try again later.".into(),
            Self::Service(ServiceError::IllegalMove(e)) => capitalised(&e.to_string()),
            Self::Service(e) => refusal::sentence(Lang::En, e),
        };
        let mut problem = Problem::new(kind, detail);
        match self {
            Self::Service(ServiceError::Invalid(errors)) => {
                problem.errors = Some(
                    errors
                        .0
                        .iter()
                        .map(|(k, v)| ((*k).to_owned(), Lang::En.words(v)))
                        .collect(),
                )
            }
            Self::Service(ServiceError::StalePly { current }) => {
                problem.current_ply = Some(*current)
            }
            _ => {}
        }
        problem
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.kind().status()
    }

    fn error_response(&self) -> HttpResponse {
        if let Self::Internal(e) | Self::Service(ServiceError::Internal(e)) = self {
            tracing::error!("internal error in the API: {e:?}");
        }
        let mut res = self.problem().response();
        let headers = res.headers_mut();
        match self {
            Self::MissingToken => {
                headers.insert(header::WWW_AUTHENTICATE, bearer_challenge(false));
            }
            Self::InvalidToken => {
                headers.insert(header::WWW_AUTHENTICATE, bearer_challenge(true));
            }
            Self::InvalidCredentials => {
                headers.insert(header::WWW_AUTHENTICATE, bearer_challenge(false));
            }
            Self::RateLimited { retry_after } | Self::Busy { retry_after } => {
                headers.insert(header::RETRY_AFTER, HeaderValue::from(*retry_after));
            }
            _ => {}
        }
        res
    }
}

/// Bad JSON bodies: 400 (413 when too large), never an HTML page.
pub fn json_error(err: JsonPayloadError, _req: &HttpRequest) -> Error {
    let problem = match &err {
        JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
            Problem::new(
                ProblemType::PayloadTooLarge,
                "The request body is too large.",
            )
        }
        JsonPayloadError::ContentType => Problem::new(
            ProblemType::MalformedRequest,
            "Send the body as JSON with `Content-Type: application/json`.",
        ),
        JsonPayloadError::Deserialize(e) => Problem::new(
            ProblemType::MalformedRequest,
            format!("The JSON body does not have the expected shape: {e}."),
        ),
        other => Problem::new(
            ProblemType::MalformedRequest,
            format!("The request body could not be read: {other}."),
        ),
    };
    InternalError::from_response(err, problem.response()).into()
}

/// Bad path parameters (an id that is not a number): 400.
pub fn path_error(err: PathError, _req: &HttpRequest) -> Error {
    let problem = Problem::new(
        ProblemType::MalformedRequest,
        format!("A path parameter has the wrong form: {err}."),
    );
    InternalError::from_response(err, problem.response()).into()
}

/// Bad query strings: 400.
pub fn query_error(err: QueryPayloadError, _req: &HttpRequest) -> Error {
    let problem = Problem::new(
        ProblemType::MalformedRequest,
        format!("The query string has the wrong form: {err}."),
    );
    InternalError::from_response(err, problem.response()).into()
}

/// For every `/api/...` path nothing else answers (and every path the path guard
/// refuses: a control character in it).
pub async fn not_found() -> Result<HttpResponse, ApiError> {
    Err(no_endpoint())
}

/// The 404 of an address where the API has no endpoint.
pub fn no_endpoint() -> ApiError {
    ApiError::NotFound("There is no API endpoint at this address; see /api/v1/openapi.json.".into())
}

/// Turns any error answer under `/api` that is not problem JSON yet (405 from the
/// router, errors from actix itself) into one, keeping headers such as `Allow`.
pub async fn fallback(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, Error> {
    let res = next.call(req).await?;
    let status = res.status();
    let is_problem = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with(PROBLEM_JSON));
    if !(status.is_client_error() || status.is_server_error()) || is_problem {
        return Ok(res.map_into_left_body());
    }
    let kind = ProblemType::for_status(status);
    let mut problem = Problem::new(
        kind,
        match kind {
            ProblemType::MethodNotAllowed => {
                "This endpoint does not take this HTTP method; the Allow header lists those it takes.".to_owned()
            }
            ProblemType::InternalError => {
                "Something went wrong on our side. Please try again later.".to_owned()
            }
            _ => status
                .canonical_reason()
                .unwrap_or("The request was refused.")
                .to_owned(),
        },
    );
    problem.status = status.as_u16();
    let mut replacement = problem.response();
    for name in [header::ALLOW, header::RETRY_AFTER, header::WWW_AUTHENTICATE] {
        if let Some(v) = res.headers().get(&name) {
            replacement.headers_mut().insert(name, v.clone());
        }
    }
    let (req, _) = res.into_parts();
    Ok(ServiceResponse::new(req, replacement).map_into_right_body())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_type_has_a_unique_slug_and_maps_back() {
        for kind in ProblemType::ALL {
            assert_eq!(ProblemType::from_slug(kind.slug()), Some(kind));
            assert!(kind.uri().starts_with(TYPE_PREFIX));
        }
        let mut slugs: Vec<_> = ProblemType::ALL.iter().map(|k| k.slug()).collect();
        slugs.sort();
        slugs.dedup();
        assert_eq!(slugs.len(), ProblemType::ALL.len());
    }

    #[test]
    fn service_errors_keep_their_problem_types() {
        use crate::service::{FieldErrors, Missing};
        let kind = |e: ServiceError| ApiError::from(e).kind();
        let cases = [
            (ServiceError::NotFound(Missing::Game), "not-found", 404),
            (ServiceError::NotAPlayer, "not-a-player", 403),
            (ServiceError::Unverified, "email-unverified", 403),
            (
                ServiceError::RatingOutOfRange {
                    rating: 1500,
                    range: crate::domain::Words::new("refusal-rated-min").arg("min", 1700),
                },
                "rating-out-of-range",
                403,
            ),
            (ServiceError::NotAdmin, "admin-only", 403),
            (ServiceError::NotYourTurn, "not-your-turn", 409),
            (ServiceError::NotRunning, "game-not-running", 409),
            (ServiceError::StalePly { current: 3 }, "stale-ply", 409),
            (
                ServiceError::IllegalMove(crate::chess::MoveError::Empty),
                "illegal-move",
                422,
            ),
            (
                ServiceError::conflict("error-not-admin"),
                "action-refused",
                409,
            ),
            (
                ServiceError::Limited { retry_after: 60 },
                "rate-limited",
                429,
            ),
            (
                ServiceError::Invalid(FieldErrors::default()),
                "validation-failed",
                422,
            ),
            (
                ServiceError::Internal(anyhow::anyhow!("secret cause")),
                "internal-error",
                500,
            ),
        ];
        for (error, slug, status) in cases {
            let k = kind(error);
            assert_eq!((k.slug(), k.status().as_u16()), (slug, status));
        }
    }

    #[test]
    fn service_sentence_is_the_detail() {
        let e = ServiceError::conflict("refusal-challenge-declined");
        assert_eq!(
            ApiError::from(e).problem().detail,
            "This challenge was declined."
        );
        let busy = ServiceError::Internal(anyhow::Error::new(Overloaded { retry_after: 4 }));
        assert_eq!(ApiError::from(busy).kind(), ProblemType::Busy);
    }

    #[test]
    fn internal_detail_is_generic() {
        let p = ApiError::Internal(anyhow::anyhow!("password=hunter2")).problem();
        assert!(!p.detail.contains("hunter2"));
        let p = ApiError::from(ServiceError::StalePly { current: 7 }).problem();
        assert_eq!(p.current_ply, Some(7));
    }
}

/// A problem type URI leads to its description on the `/api` page.
#[utoipa::path(
    get,
    path = "/api/v1/problems/{slug}",
    tag = "account",
    params(("slug" = String, Path, description = "The last segment of a problem's `type`, e.g. `illegal-move`")),
    security(()),
    responses(
        (status = 303, description = "The problem type's description on the `/api` page (`Location`)"),
        (status = 404, description = "No such problem type"),
    )
)]
pub async fn problem_doc(slug: actix_web::web::Path<String>) -> Result<HttpResponse, ApiError> {
    let kind = ProblemType::from_slug(&slug)
        .ok_or_else(|| ApiError::NotFound("There is no such problem type.".into()))?;
    Ok(HttpResponse::SeeOther()
        .insert_header(("Location", format!("/api#problem-{}", kind.slug())))
        .finish())
}
