//! Who is calling the API: the owner of the bearer token in `Authorization`, counted
//! against the per-token rate limit. No cookies are read, so no CSRF applies.

use std::future::Future;
use std::pin::Pin;
use std::time::Instant;

use actix_web::{FromRequest, HttpRequest, dev::Payload, http::header, web};

use super::problem::ApiError;
use crate::{
    cache::sessions::Need,
    domain::SecretToken,
    service::api_tokens,
    store::{
        self,
        api_tokens::{ApiTokenId, TokenOwner},
        users::User,
    },
    web::AppState,
};

/// The token's owner, for handlers that need a caller.
pub struct ApiUser {
    pub user: User,
    pub token: ApiTokenId,
}

/// The token from `Authorization: Bearer TOKEN`: `Ok(None)` when the header is absent,
/// an error when it is there but not a bearer token of the right form.
fn bearer(req: &HttpRequest) -> Result<Option<SecretToken>, ApiError> {
    let Some(value) = req.headers().get(header::AUTHORIZATION) else {
        return Ok(None);
    };
    let text = value.to_str().map_err(|_| ApiError::InvalidToken)?.trim();
    let (scheme, token) = text.split_once(' ').ok_or(ApiError::InvalidToken)?;
    if !scheme.eq_ignore_ascii_case("bearer") {
        return Err(ApiError::MissingToken);
    }
    SecretToken::from_user(token)
        .map(Some)
        .ok_or(ApiError::InvalidToken)
}

async fn authenticate(req: HttpRequest) -> Result<ApiUser, ApiError> {
    let token = bearer(&req)?.ok_or(ApiError::MissingToken)?;
    let state = req
        .app_data::<web::Data<AppState>>()
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("app state missing")))?;
    let owner = token_owner(state, &token)
        .await?
        .ok_or(ApiError::InvalidToken)?;
    let limit = state.config.rate_limits.api_per_token;
    let key = format!("api:token:{}", owner.token_id);
    if let Err(retry_after) = store::rate_limits::hit(&state.pool, &key, limit).await? {
        tracing::info!(token = %owner.token_id, "API rate limit reached");
        return Err(ApiError::RateLimited { retry_after });
    }
    Ok(ApiUser {
        user: owner.user,
        token: owner.token_id,
    })
}

/// The owner of `token`, from memory while it is kept there, else from the database (and
/// then kept, unless a change was heard of meanwhile).
async fn token_owner(
    state: &AppState,
    token: &SecretToken,
) -> Result<Option<TokenOwner>, ApiError> {
    let key = token.hash();
    let now = Instant::now();
    if let Some(owner) = state.api_tokens.get(&key, now, Need::Identity) {
        return Ok(Some(owner));
    }
    let ticket = state.api_tokens.ticket();
    let read = api_tokens::authenticate(&state.pool, token).await?;
    if let (Some(ticket), Some(owner)) = (ticket, &read) {
        state.api_tokens.keep(key, ticket, owner.clone(), now);
    }
    Ok(read)
}

impl FromRequest for ApiUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        Box::pin(authenticate(req.clone()))
    }
}
