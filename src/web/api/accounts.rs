//! Signing up, creating tokens and "who am I" over the API.

use actix_web::{HttpRequest, HttpResponse, web};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;

use super::{auth::ApiUser, json::Json, problem::ApiError};
use crate::{
    domain::{SingleLine, rating::Rating},
    service::{
        accounts,
        api_tokens::{self, TokenLogin},
    },
    store::{self, users::User},
    web::{
        AppState,
        middleware::rate_limit::{self, PerAddress},
    },
};

/// An account as its owner sees it.
#[derive(Serialize, ToSchema)]
pub struct Account {
    pub id: i64,
    pub username: String,
    pub email: String,
    /// Whether the email address is confirmed (needed to challenge and play).
    pub email_verified: bool,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    /// The Glicko-2 rating, rounded.
    pub rating: i32,
    /// The rating deviation, rounded.
    pub rd: i32,
    /// True while the RD is above 110.
    pub provisional: bool,
    /// The timeout sweep books a vacation day instead of a loss on time, while the
    /// yearly allowance and the tournament's cap allow it (off by default).
    pub auto_vacation: bool,
}

impl Account {
    fn of(u: &User, rating: Rating) -> Self {
        Self {
            id: u.id.0,
            username: u.username.clone(),
            email: u.email.clone(),
            email_verified: u.is_verified(),
            created_at: u.created_at,
            rating: rating.shown(),
            rd: rating.shown_rd(),
            provisional: rating.is_provisional(),
            auto_vacation: u.auto_vacation,
        }
    }
}

/// The account behind the bearer token.
#[utoipa::path(
    get,
    path = "/api/v1/me",
    tag = "account",
    responses(
        (status = 200, description = "The caller's account", body = Account),
    )
)]
pub async fn me(state: web::Data<AppState>, caller: ApiUser) -> Result<HttpResponse, ApiError> {
    let standing = store::ratings::standing_of(&state.pool, caller.user.id).await?;
    Ok(HttpResponse::Ok().json(Account::of(&caller.user, standing.rating)))
}

/// The settings `PATCH /api/v1/me` changes; an absent field stays as it is.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"auto_vacation": true}))]
pub struct AccountChange {
    /// Book a vacation day instead of losing on time (see [`Account::auto_vacation`]).
    pub auto_vacation: Option<bool>,
}

/// Changes the caller's settings, as the settings page does, so a client need not
/// scrape the form to turn the automatic vacation on or off.
#[utoipa::path(
    patch,
    path = "/api/v1/me",
    tag = "account",
    request_body = AccountChange,
    responses(
        (status = 200, description = "The caller's account with the change", body = Account),
        (status = 400, description = "Malformed JSON"),
    )
)]
pub async fn change_me(
    state: web::Data<AppState>,
    caller: ApiUser,
    body: Json<AccountChange>,
) -> Result<HttpResponse, ApiError> {
    let mut user = caller.user;
    if let Some(on) = body.auto_vacation {
        store::users::set_auto_vacation(&state.pool, user.id, on).await?;
        user.auto_vacation = on;
    }
    let standing = store::ratings::standing_of(&state.pool, user.id).await?;
    Ok(HttpResponse::Ok().json(Account::of(&user, standing.rating)))
}

/// A new account.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"username": "ada", "email": "ada@example.org", "password": "a long enough password"}))]
pub struct SignUpRequest {
    /// 3 to 20 letters, digits, `_` or `-`.
    #[schema(value_type = String, pattern = "^[A-Za-z0-9_-]{3,20}$")]
    pub username: SingleLine,
    #[schema(value_type = String, format = Email, max_length = 254)]
    pub email: SingleLine,
    /// At least 10 characters, no control characters.
    #[schema(value_type = String, min_length = 10, pattern = r"^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$")]
    pub password: SingleLine,
}

/// The answer to a sign-up. A new account and an address that already has one get the
/// same answer (the address's owner is mailed instead of a new account being made), so
/// the API tells nobody which addresses have accounts; `GET /me` shows the account.
#[derive(Serialize, ToSchema)]
pub struct SignUpAccepted {
    pub username: String,
    pub email: String,
    /// Always false here: the address is confirmed through the mailed link.
    pub email_verified: bool,
}

/// Creates an account and mails the link that confirms the address (the same rules
/// and mail as the sign-up form). An address that has an account gets the same answer
/// and its owner a mail saying so. Rate-limited per client address.
#[utoipa::path(
    post,
    path = "/api/v1/accounts",
    tag = "account",
    security(()),
    request_body = SignUpRequest,
    responses(
        (status = 201, description = "Signed up; a mail went to the address (a confirmation link, or for an address that has an account a note to its owner)", body = SignUpAccepted),
        (status = 422, description = "A field is not valid or the username is taken (`errors` says which)"),
        (status = 429, description = "Too many sign-ups from this address"),
        (status = 503, description = "Too many passwords being hashed; retry after `Retry-After` seconds"),
    )
)]
pub async fn sign_up(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<SignUpRequest>,
) -> Result<HttpResponse, ApiError> {
    limit(&req, &state, PerAddress::SignUp).await?;
    let ip = rate_limit::client_ip(&req, &state);
    let network = state.links.network_hash(&ip);
    accounts::sign_up(
        &state.pool,
        &state.passwords,
        &state.links,
        accounts::NewAccount {
            username: &body.username,
            email: &body.email,
            password: &body.password,
            lang: crate::i18n::Lang::En,
            network: network.as_deref(),
            time_zone: None,
        },
        None,
    )
    .await?;
    Ok(HttpResponse::Created().json(SignUpAccepted {
        username: body.username.trim().to_owned(),
        email: body.email.trim().to_owned(),
        email_verified: false,
    }))
}

/// Counts `action` from the caller's address against the limit the web forms share.
async fn limit(req: &HttpRequest, state: &AppState, action: PerAddress) -> Result<(), ApiError> {
    action
        .hit(req, state)
        .await?
        .map_err(|retry_after| ApiError::RateLimited { retry_after })
}

/// Asks for a personal access token with a login and password.
#[derive(Deserialize, ToSchema)]
#[schema(example = json!({"login": "ada", "password": "a long enough password", "name": "my bot"}))]
pub struct TokenRequest {
    /// Username or email address.
    #[schema(value_type = String, pattern = r"^ *[^\s\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069][^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]* *$")]
    pub login: SingleLine,
    #[schema(value_type = String, min_length = 1, pattern = r"^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$")]
    pub password: SingleLine,
    /// What the token is for (shown on the settings page), 1 to 100 characters (spaces
    /// around it are trimmed).
    #[schema(value_type = String, pattern = r"^ *[^\s\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069](?:[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]{0,98}[^\s\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069])? *$")]
    pub name: SingleLine,
}

/// A new token: `token` is shown this once and cannot be read again.
#[derive(Serialize, ToSchema)]
pub struct TokenCreated {
    pub id: i64,
    pub name: String,
    /// The secret: send it as `Authorization: Bearer TOKEN`.
    pub token: String,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
}

/// Creates a personal access token. Rate-limited like the login form, per client
/// address and per account (however the login is typed).
#[utoipa::path(
    post,
    path = "/api/v1/tokens",
    tag = "account",
    security(()),
    request_body = TokenRequest,
    responses(
        (status = 201, description = "The new token (shown once)", body = TokenCreated),
        (status = 401, description = "Login and password do not match"),
        (status = 409, description = "The account is suspended (`action-refused`)"),
        (status = 422, description = "A field is empty or too long"),
        (status = 429, description = "Too many attempts"),
        (status = 503, description = "Too many passwords being checked; retry after `Retry-After` seconds"),
    )
)]
pub async fn create_token(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: Json<TokenRequest>,
) -> Result<HttpResponse, ApiError> {
    limit(&req, &state, PerAddress::Login).await?;
    let limits = &state.config.rate_limits;
    let outcome = api_tokens::create_with_password(
        &state.pool,
        &state.passwords,
        limits.login_per_account,
        &body.login,
        &body.password,
        &body.name,
    )
    .await?;
    match outcome {
        TokenLogin::Created { token, secret } => Ok(HttpResponse::Created().json(TokenCreated {
            id: token.id.0,
            name: token.name,
            token: secret.expose().to_owned(),
            created_at: token.created_at,
        })),
        TokenLogin::Refused => Err(ApiError::InvalidCredentials),
        TokenLogin::Limited { retry_after } => Err(ApiError::RateLimited { retry_after }),
    }
}
