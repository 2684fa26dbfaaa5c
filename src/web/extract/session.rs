//! Who is asking: the login session from the cookie, loaded once per request, and the
//! extractors that demand a login or the admin role.

use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::time::Instant;

use tokio::sync::OnceCell;

use actix_web::{
    FromRequest, HttpMessage, HttpRequest, HttpResponse,
    body::MessageBody,
    cookie::{Cookie, SameSite, time::Duration},
    dev::{Payload, ServiceRequest, ServiceResponse},
    http::Method,
    middleware::Next,
    web,
};

use crate::web::{AppError, AppState};
use crate::{
    cache::sessions::Need,
    domain::{GameId, SecretToken},
    store::{self, sessions::SessionUser, users::User},
};

pub const COOKIE: &str = "session";

/// The session token from the cookie, when one was sent.
pub fn token_from(req: &HttpRequest) -> Option<SecretToken> {
    req.cookie(COOKIE)
        .and_then(|c| SecretToken::from_user(c.value()))
}

/// The cookie that carries a new session's token.
pub fn cookie(token: &SecretToken, secure: bool) -> Cookie<'static> {
    token_cookie(COOKIE, token, secure, Duration::days(30))
}

/// A cookie holding a secret token: site-wide, hidden from scripts, not sent on
/// cross-site posts, `Secure` on an https site.
pub fn token_cookie(
    name: &'static str,
    token: &SecretToken,
    secure: bool,
    max_age: Duration,
) -> Cookie<'static> {
    Cookie::build(name, token.expose().to_owned())
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(secure)
        .max_age(max_age)
        .finish()
}

/// A cookie that makes the browser forget the session.
pub fn removal_cookie() -> Cookie<'static> {
    let mut c = Cookie::build(COOKIE, "").path("/").finish();
    c.make_removal();
    c
}

/// Adds the session cookie to a redirect response.
pub fn redirect_with_session(location: &str, token: &SecretToken, secure: bool) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header(("Location", location.to_owned()))
        .cookie(cookie(token, secure))
        .finish()
}

/// The request's session, loaded at most once however many extractors ask (they run
/// concurrently, so the first one's future is shared rather than its result cached).
#[derive(Clone, Default)]
struct Loaded(Rc<OnceCell<Option<SessionUser>>>);

/// The session's user and their games on move; `None` for anonymous visitors.
pub async fn load_session(req: &HttpRequest) -> Result<Option<SessionUser>, AppError> {
    let cell = {
        let mut ext = req.extensions_mut();
        ext.get_or_insert_with(Loaded::default).0.clone()
    };
    let loaded = cell
        .get_or_try_init(|| async {
            let state = req
                .app_data::<web::Data<AppState>>()
                .ok_or_else(|| AppError::Internal(anyhow::anyhow!("app state missing")))?;
            let need = match *req.method() {
                Method::GET | Method::HEAD => Need::Counts,
                _ => Need::Identity,
            };
            Ok::<_, AppError>(match token_from(req) {
                Some(token) => read_session(state, &token, need).await?,
                None => None,
            })
        })
        .await?;
    Ok(loaded.clone())
}

/// The session of `token`, from memory while it is kept there and serves the `need`,
/// else from the database (and then kept, unless a change was heard of meanwhile).
async fn read_session(
    state: &AppState,
    token: &SecretToken,
    need: Need,
) -> Result<Option<SessionUser>, AppError> {
    let key = token.hash();
    let now = Instant::now();
    if let Some(user) = state.sessions.get(&key, now, need) {
        return Ok(Some(user));
    }
    let ticket = state.sessions.ticket();
    let read = store::sessions::user_for(&state.pool, token).await?;
    if let (Some(ticket), Some(user)) = (ticket, &read) {
        state.sessions.keep(key, ticket, user.clone(), now);
    }
    Ok(read)
}

/// After a request that may change something (any method but GET, HEAD and OPTIONS),
/// makes what it changed show on the next request at once, without waiting for the
/// database's notice (which still tells the other processes):
/// - an action in a game (`/games/{id}/…`, `/api/v1/games/{id}/…`) forgets that game's
///   kept view; on the site it changes counts (games on move, challenges) and no account,
///   so every kept session still says who is asking, for posts, and is read again for a
///   page;
/// - any other form post forgets every kept session and API token;
/// - an API call forgets every kept session and keeps the tokens: none changes an account
///   or a credential (a token it makes is not kept yet).
pub async fn forget_sessions_after_changes(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let changes = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    let path = req.path();
    let api = path.starts_with("/api/");
    let game = game_acted_on(path);
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let res = next.call(req).await?;
    if let (true, Some(state)) = (changes, state) {
        if let Some(id) = game {
            state.game_views.forget(id);
        }
        match (api, game.is_some()) {
            (true, _) => state.sessions.forget_all(),
            (false, true) => state.sessions.all_counts_changed(),
            (false, false) => {
                state.sessions.forget_all();
                state.api_tokens.forget_all();
            }
        }
    }
    Ok(res)
}

/// The game a request acts on: `/games/{id}/…` or `/api/v1/games/{id}/…`.
fn game_acted_on(path: &str) -> Option<GameId> {
    let rest = path
        .strip_prefix("/games/")
        .or_else(|| path.strip_prefix("/api/v1/games/"))?;
    let (id, _action) = rest.split_once('/')?;
    id.parse().ok().map(GameId)
}

async fn load_user(req: &HttpRequest) -> Result<Option<User>, AppError> {
    Ok(load_session(req).await?.map(|s| s.user))
}

/// The logged-in user, if any.
pub struct MaybeUser(pub Option<User>);

impl FromRequest for MaybeUser {
    type Error = AppError;
    type Future = UserFuture<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Ok(MaybeUser(load_user(&req).await?)) })
    }
}

/// What the user extractors answer with.
type UserFuture<T> = Pin<Box<dyn Future<Output = Result<T, AppError>>>>;

/// The one path of [`CurrentUser`], [`OrganizerUser`] and [`AdminUser`], which differ
/// only in whom they let through: anonymous visitors go to the login page and back, a
/// user `refusal` names (its catalog id) gets 403, anyone else is `wrap`ped.
fn required_user<T: 'static>(
    req: &HttpRequest,
    wrap: fn(User) -> T,
    refusal: fn(&User) -> Option<&'static str>,
) -> UserFuture<T> {
    let req = req.clone();
    Box::pin(async move {
        let Some(user) = load_user(&req).await? else {
            return Err(AppError::LoginRequired {
                next: login_return_path(&req),
            });
        };
        match refusal(&user) {
            None => Ok(wrap(user)),
            Some(id) => Err(AppError::Forbidden(crate::domain::Words::new(id).into())),
        }
    })
}

/// A logged-in user; anonymous visitors are sent to the login page and back.
pub struct CurrentUser(pub User);

impl FromRequest for CurrentUser {
    type Error = AppError;
    type Future = UserFuture<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        required_user(req, CurrentUser, |_| None)
    }
}

/// Where to return after logging in: the page asked for, or home for form posts.
fn login_return_path(req: &HttpRequest) -> String {
    if req.method() == actix_web::http::Method::GET {
        req.uri()
            .path_and_query()
            .map(|p| p.as_str().to_owned())
            .unwrap_or_else(|| "/".into())
    } else {
        "/".into()
    }
}

/// A logged-in admin or organiser (the tournament forms; the service checks which
/// tournaments an organiser runs); others get 403, anonymous visitors the login page.
pub struct OrganizerUser(pub User);

impl FromRequest for OrganizerUser {
    type Error = AppError;
    type Future = UserFuture<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        required_user(req, OrganizerUser, |user| {
            let runs = user.is_admin || user.is_organizer;
            (!runs).then_some(crate::msg!("error-organizers-only"))
        })
    }
}

/// A logged-in admin; others get 403, anonymous visitors the login page.
pub struct AdminUser(pub User);

impl FromRequest for AdminUser {
    type Error = AppError;
    type Future = UserFuture<Self>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        required_user(req, AdminUser, |user| {
            (!user.is_admin).then_some(crate::msg!("error-admins-only"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_action_names_its_game() {
        assert_eq!(game_acted_on("/games/12/move"), Some(GameId(12)));
        assert_eq!(game_acted_on("/api/v1/games/7/moves"), Some(GameId(7)));
        assert_eq!(game_acted_on("/games/12"), None, "a page, no action");
        assert_eq!(game_acted_on("/games/x/move"), None);
        assert_eq!(game_acted_on("/settings/tokens"), None);
        assert_eq!(game_acted_on("/api/v1/challenges/3/accept"), None);
    }
}
