//! Turning a kind of mail off from a link in the mail, without logging in: the link
//! carries a signed token naming the player and the kind. A GET shows what the link
//! does with a button; a POST does it, the button's or a mail client's one-click
//! request (RFC 8058: `List-Unsubscribe=One-Click`, no session and no CSRF token; the
//! signature is the proof, so the CSRF check passes this path by). The page speaks the
//! account's chosen language, the mail's, not the browser's (whoever follows the link
//! may read it on another device); the browser's only when the account chose none.

use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    page::{PageContext, render},
};
use crate::{
    domain::{
        Lang, MailPreference,
        mail_tokens::{Unsubscribe, UnsubscribeToken},
    },
    store,
};

/// The path of the link (the CSRF check exempts it).
pub const PATH: &str = "/unsubscribe";

#[derive(Deserialize)]
pub struct TokenQuery {
    #[serde(default)]
    token: String,
}

#[derive(Template)]
#[template(path = "unsubscribe.html")]
struct UnsubscribePage {
    ctx: PageContext,
    username: String,
    /// What the link turns off, in words.
    what: &'static str,
    /// The signed token, for the button's form.
    token: String,
    /// The mail is turned off now (the answer to the POST).
    done: bool,
}

/// The checked claim of the link with the account's name and chosen language (its
/// mail's; `None` when the player chose none), or the 403 page for a link the server did not sign.
async fn claim(
    state: &AppState,
    token: &str,
) -> Result<(UnsubscribeToken, String, Option<Lang>), AppError> {
    let refused = || AppError::Forbidden(crate::domain::Words::new("unsub-invalid").into());
    let claim = state.links.read_unsubscribe(token).map_err(|_| refused())?;
    let user = store::users::by_id(&state.pool, claim.user)
        .await?
        .ok_or_else(refused)?;
    Ok((claim, user.username, user.language.0))
}

/// Shows what the link turns off, with the button that does it.
pub async fn page(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let (claim, username, lang) = claim(&state, &query.token).await?;
    let token = query.token.trim().to_owned();
    let lang = lang.unwrap_or(ctx.lang);
    let ctx = ctx.in_language(lang);
    answer(ctx, &claim, username, token, false)
}

/// The page for `claim`: before the change with `token` for the button, or after it
/// (`done`, no token).
fn answer(
    ctx: PageContext,
    claim: &UnsubscribeToken,
    username: String,
    token: String,
    done: bool,
) -> Result<HttpResponse, AppError> {
    let what = claim.kind.describe(ctx.lang);
    render(&UnsubscribePage {
        ctx,
        username,
        what,
        token,
        done,
    })
}

/// Turns the mail off: the button's form or a mail client's one-click POST.
pub async fn confirm(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let (claim, username, lang) = claim(&state, &query.token).await?;
    let lang = lang.unwrap_or(ctx.lang);
    let ctx = ctx.in_language(lang);
    match claim.kind {
        Unsubscribe::Moves => {
            store::users::set_mail_preference(&state.pool, claim.user, MailPreference::Off).await?
        }
        Unsubscribe::Reminders => {
            store::users::set_reminder_hours(&state.pool, claim.user, 0).await?
        }
    }
    tracing::info!(user = %claim.user, kind = claim.kind.as_str(), "unsubscribed by link");
    answer(ctx, &claim, username, String::new(), true)
}
