//! Following a verification link, and asking for a new one.

use actix_web::{HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::service::{accounts, accounts::VerifyOutcome};
use crate::web::{
    AppError, AppState,
    extract::session::CurrentUser,
    middleware::rate_limit,
    page::{PageContext, render, render_status},
};

#[derive(Template)]
#[template(path = "auth/verified.html")]
struct VerifiedPage {
    ctx: PageContext,
    ok: bool,
    message: &'static str,
}

#[derive(Deserialize)]
pub struct TokenQuery {
    #[serde(default)]
    token: String,
}

pub async fn verify(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let outcome = accounts::verify_email(&state.pool, &query.token).await?;
    // A GET that changes an account: the sessions kept in memory go now (as after a post).
    state.sessions.forget_all();
    let (ok, message) = match outcome {
        VerifyOutcome::Verified { .. } => (
            true,
            "Your email address is confirmed. You can now start and accept games.",
        ),
        VerifyOutcome::InvalidLink => (
            false,
            "This link is invalid, already used or expired. Log in and ask for a new one on your settings page.",
        ),
        VerifyOutcome::AddressTaken => {
            (false, "That email address now belongs to another account.")
        }
    };
    // The layout should show the new state, so reload the user after verifying.
    let ctx = if ok {
        PageContext {
            user: reload(&state, &ctx).await?,
            ..ctx
        }
    } else {
        ctx
    };
    // A dead link is not a page that exists: say so with 404 (the text explains what to do).
    let status = if ok {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    render_status(status, &VerifiedPage { ctx, ok, message })
}

async fn reload(
    state: &AppState,
    ctx: &PageContext,
) -> Result<Option<crate::store::users::User>, AppError> {
    match &ctx.user {
        Some(u) => Ok(crate::store::users::by_id(&state.pool, u.id).await?),
        None => Ok(None),
    }
}

#[derive(Template)]
#[template(path = "auth/resent.html")]
struct ResentPage {
    ctx: PageContext,
    already_verified: bool,
}

pub async fn resend(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
) -> Result<HttpResponse, AppError> {
    if user.is_verified() {
        return render(&ResentPage {
            ctx,
            already_verified: true,
        });
    }
    rate_limit::check(
        &state,
        &format!("resend:account:{}", user.id),
        state.config.rate_limits.mail_resend_per_account,
    )
    .await?;
    accounts::resend_verification(state.ctx(), &user).await?;
    render(&ResentPage {
        ctx,
        already_verified: false,
    })
}
