//! Sign-up, login and logout pages.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::device,
    extract::form::Form,
    extract::session,
    middleware::rate_limit::{self, PerAddress},
    page::{PageContext, render, render_status, see_other},
};
use crate::{
    domain::{SecretToken, SingleLine},
    service::{
        FieldErrors, ServiceError, accounts,
        login::{self, LoginOutcome},
    },
};

#[derive(Template)]
#[template(path = "auth/signup.html")]
struct SignupPage {
    ctx: PageContext,
    username: String,
    email: String,
    errors: FieldErrors,
}

#[derive(Deserialize)]
pub struct SignupForm {
    #[serde(default)]
    username: SingleLine,
    #[serde(default)]
    email: SingleLine,
    #[serde(default)]
    password: SingleLine,
    /// Hidden: the browser's time zone, filled in by `static/time-zone.js` (absent
    /// without JavaScript: the account starts in UTC).
    #[serde(default)]
    time_zone: SingleLine,
}

pub async fn signup_page(ctx: PageContext) -> Result<HttpResponse, AppError> {
    if ctx.user.is_some() {
        return Ok(see_other("/"));
    }
    render(&SignupPage {
        ctx,
        username: String::new(),
        email: String::new(),
        errors: FieldErrors::default(),
    })
}

pub async fn signup(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    form: Form<SignupForm>,
) -> Result<HttpResponse, AppError> {
    PerAddress::SignUp.check(&req, &state).await?;
    let (form, mut refused) = form.into_parts();
    // The hidden zone is never typed: one that cannot be read is dropped (UTC).
    let zone_dropped = refused.remove("time_zone");
    let zone = (!zone_dropped)
        .then(|| crate::domain::TimeZone::parse(&form.time_zone))
        .flatten();
    if !refused.is_empty() {
        return render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &SignupPage {
                ctx,
                username: form.username.into(),
                email: form.email.into(),
                errors: refused.field_errors(),
            },
        );
    }
    // A new account and an address already in use get the same answer, cookie included
    // (the owner of the address is mailed instead), so sign-up tells nobody which
    // addresses have accounts. The new user logs in next; the browser's device cookie
    // is already known to the new account then.
    let device = device::token_from(&req).unwrap_or_else(SecretToken::generate);
    let network = state
        .links
        .network_hash(&rate_limit::client_ip(&req, &state));
    let new = accounts::NewAccount {
        username: &form.username,
        email: &form.email,
        password: &form.password,
        lang: ctx.lang,
        network: network.as_deref(),
        time_zone: zone.as_ref(),
    };
    let signed_up = accounts::sign_up(
        &state.pool,
        &state.passwords,
        &state.links,
        new,
        Some(&device),
    )
    .await;
    match signed_up {
        Ok(()) => {
            let mut res = see_other("/welcome");
            // A freshly built cookie always serialises.
            let _ = res.add_cookie(&device::cookie(&device, state.config.secure_cookies()));
            Ok(res)
        }
        Err(ServiceError::Invalid(errors)) => render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &SignupPage {
                errors,
                ctx,
                username: form.username.into(),
                email: form.email.into(),
            },
        ),
        Err(e) => Err(e.into()),
    }
}

#[derive(Template)]
#[template(path = "auth/welcome.html")]
struct WelcomePage {
    ctx: PageContext,
}

pub async fn welcome(ctx: PageContext) -> Result<HttpResponse, AppError> {
    render(&WelcomePage { ctx })
}

#[derive(Template)]
#[template(path = "auth/login.html")]
struct LoginPage {
    ctx: PageContext,
    login: String,
    next: String,
    error: String,
}

#[derive(Deserialize)]
pub struct NextQuery {
    next: Option<String>,
}

/// Only local paths are followed after login (no open redirect). Browsers drop tabs and
/// line breaks from a URL (so `/<TAB>/evil.example` becomes `//evil.example`) and treat
/// `\\` like `/`: only printable ASCII without backslashes passes.
fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(n)
            if n.starts_with('/')
                && !n.starts_with("//")
                && n.bytes().all(|b| b.is_ascii_graphic() && b != b'\\') =>
        {
            n.to_owned()
        }
        _ => "/".to_owned(),
    }
}

pub async fn login_page(
    ctx: PageContext,
    query: web::Query<NextQuery>,
) -> Result<HttpResponse, AppError> {
    let next = safe_next(query.next.as_deref());
    if ctx.user.is_some() {
        return Ok(see_other(&next));
    }
    render(&LoginPage {
        ctx,
        login: String::new(),
        next,
        error: String::new(),
    })
}

#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    login: SingleLine,
    #[serde(default)]
    password: SingleLine,
    next: Option<SingleLine>,
}

pub async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    form: Form<LoginForm>,
) -> Result<HttpResponse, AppError> {
    let (form, mut refused) = form.into_parts();
    // `next` is hidden and never typed: a refused one is dropped like any unsafe
    // target, and the login goes on to the front page.
    let dropped = refused.remove("next");
    let next = safe_next(form.next.as_deref().filter(|_| !dropped));
    PerAddress::Login.check(&req, &state).await?;
    let show_error = |ctx, message: &str| {
        render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &LoginPage {
                ctx,
                login: form.login.to_string(),
                next: next.clone(),
                error: message.to_owned(),
            },
        )
    };
    if let Some(sentence) = refused.first_sentence() {
        return show_error(ctx, &sentence);
    }
    if form.login.trim().is_empty() || form.password.is_empty() {
        let message = ctx.t("login-empty");
        return show_error(ctx, message);
    }
    let device = device::token_from(&req);
    let outcome = login::log_in(
        &state.pool,
        &state.passwords,
        state.config.rate_limits.login_per_account,
        &form.login,
        &form.password,
        device.as_ref(),
    )
    .await;
    match outcome {
        Ok(LoginOutcome::LoggedIn(user)) => {
            let (session, device) = login::start_session(&state.pool, user, device).await?;
            tracing::info!(user = %user, "logged in");
            Ok(logged_in(&state, &next, &session, &device))
        }
        Ok(LoginOutcome::Limited { retry_after }) => Err(AppError::RateLimited { retry_after }),
        Ok(LoginOutcome::Suspended(reason)) => {
            let sentence = ctx.lang.words(&LoginOutcome::suspended_words(&reason));
            show_error(ctx, &sentence)
        }
        Ok(LoginOutcome::Refused) | Err(ServiceError::Invalid(_)) => {
            let message = ctx.t("login-refused");
            show_error(ctx, message)
        }
        Err(e) => Err(e.into()),
    }
}

/// The redirect after a login: the session cookie and the device cookie.
fn logged_in(
    state: &AppState,
    next: &str,
    session_token: &SecretToken,
    device_token: &SecretToken,
) -> HttpResponse {
    let secure = state.config.secure_cookies();
    let mut res = session::redirect_with_session(next, session_token, secure);
    // A freshly built cookie always serialises.
    let _ = res.add_cookie(&device::cookie(device_token, secure));
    res
}

pub async fn logout(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, AppError> {
    if let Some(token) = session::token_from(&req) {
        crate::store::sessions::delete(&state.pool, &token).await?;
    }
    Ok(HttpResponse::SeeOther()
        .insert_header(("Location", "/"))
        .cookie(session::removal_cookie())
        .finish())
}

#[cfg(test)]
mod tests {
    use super::safe_next;

    #[test]
    fn next_stays_on_site() {
        assert_eq!(safe_next(Some("/games/3")), "/games/3");
        assert_eq!(safe_next(Some("//evil.example")), "/");
        assert_eq!(safe_next(Some("https://evil.example")), "/");
        assert_eq!(safe_next(Some("/\\evil")), "/");
        assert_eq!(safe_next(Some("/\t/evil.example")), "/");
        assert_eq!(safe_next(Some("/\n/evil.example")), "/");
        assert_eq!(safe_next(Some("/ /evil.example")), "/");
        assert_eq!(safe_next(Some("/games?result=won")), "/games?result=won");
        assert_eq!(safe_next(None), "/");
    }
}
