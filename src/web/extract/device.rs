//! The `device` cookie: a long-lived random token that marks a browser (or an API client
//! that keeps cookies) which logged into an account before. It is no credential; it only
//! decides which login budget an attempt counts against (see `service::login`).

use actix_web::{
    HttpRequest,
    cookie::{Cookie, time::Duration},
};

use crate::{domain::SecretToken, store::known_devices};

pub const COOKIE: &str = "device";

/// The device token the client sent, if any.
pub fn token_from(req: &HttpRequest) -> Option<SecretToken> {
    req.cookie(COOKIE)
        .and_then(|c| SecretToken::from_user(c.value()))
}

/// The cookie that keeps a device's token (renewed on every login).
pub fn cookie(token: &SecretToken, secure: bool) -> Cookie<'static> {
    crate::web::extract::session::token_cookie(
        COOKIE,
        token,
        secure,
        Duration::days(known_devices::LIFETIME.whole_days()),
    )
}
