//! Following a verification link, and asking for a new one.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::service::{accounts, accounts::VerifyOutcome, login};
use crate::web::{
    AppError, AppState,
    extract::{device, session, session::CurrentUser},
    middleware::rate_limit,
    page::{PageContext, render, render_status},
};

#[derive(Template)]
#[template(path = "auth/verified.html")]
struct VerifiedPage {
    ctx: PageContext,
    ok: bool,
    message: String,
}

#[derive(Deserialize)]
pub struct TokenQuery {
    #[serde(default)]
    token: String,
}

/// `GET /verify-email?token=T`: confirms the address and, in a browser without a
/// session, logs its owner in (the token is single-use and only ever mailed to that
/// address, so following it proves the same as a password would). A browser logged in
/// as someone else keeps its session: the page says whose address was confirmed.
pub async fn verify(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let outcome = accounts::verify_email(&state.pool, &query.token).await?;
    // A GET that changes an account: the sessions kept in memory go now (as after a post).
    state.sessions.forget_all();
    let user = match outcome {
        VerifyOutcome::Verified { user } => user,
        VerifyOutcome::InvalidLink => return dead(ctx, "verified-dead-text"),
        VerifyOutcome::AddressTaken => return dead(ctx, "verified-taken"),
    };
    let Some(owner) = crate::store::users::by_id(&state.pool, user).await? else {
        return Err(AppError::NotFound);
    };
    let confirmed = ctx.t("verified-ok-text");
    match ctx.user.as_ref().map(|u| u.id) {
        // The owner's own browser: show the new state.
        Some(id) if id == user => {
            let message = confirmed.to_owned();
            let ctx = PageContext {
                user: Some(owner),
                ..ctx
            };
            render(&VerifiedPage {
                ctx,
                ok: true,
                message,
            })
        }
        Some(_) => {
            let message = ctx.lang.t2(
                "verified-other-session",
                "name",
                owner.username.as_str(),
                "current",
                ctx.username(),
            );
            render(&VerifiedPage {
                ctx,
                ok: true,
                message,
            })
        }
        None => {
            let device = device::token_from(&req);
            let (session, device) = login::start_session(&state.pool, user, device).await?;
            tracing::info!(user = %user, "logged in by the verification link");
            let message = format!(
                "{confirmed} {}",
                ctx.t1("verified-logged-in", "name", owner.username.as_str())
            );
            let ctx = PageContext {
                user: Some(owner),
                ..ctx
            };
            let mut res = render(&VerifiedPage {
                ctx,
                ok: true,
                message,
            })?;
            let secure = state.config.secure_cookies();
            // Freshly built cookies always serialise.
            let _ = res.add_cookie(&session::cookie(&session, secure));
            let _ = res.add_cookie(&device::cookie(&device, secure));
            Ok(res)
        }
    }
}

/// A link that cannot be used: not a page that exists, so 404 (the text explains
/// what to do).
fn dead(ctx: PageContext, message: &'static str) -> Result<HttpResponse, AppError> {
    let message = ctx.t(message).to_owned();
    render_status(
        StatusCode::NOT_FOUND,
        &VerifiedPage {
            ctx,
            ok: false,
            message,
        },
    )
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
