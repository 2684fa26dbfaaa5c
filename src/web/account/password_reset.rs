//! Password reset by mail: ask for a link, then choose a new password through it.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use askama::Template;
use serde::Deserialize;

use crate::domain::SingleLine;
use crate::service::{FieldErrors, ServiceError, accounts};
use crate::web::{
    AppError, AppState,
    extract::device,
    extract::form::Form,
    middleware::rate_limit::{self, PerAddress},
    page::{PageContext, render, render_status},
};

#[derive(Template)]
#[template(path = "auth/reset_request.html")]
struct RequestPage {
    ctx: PageContext,
    email: String,
    error: String,
    sent: bool,
}

pub async fn request_page(ctx: PageContext) -> Result<HttpResponse, AppError> {
    render(&RequestPage {
        ctx,
        email: String::new(),
        error: String::new(),
        sent: false,
    })
}

#[derive(Deserialize)]
pub struct RequestForm {
    #[serde(default)]
    email: SingleLine,
}

pub async fn request(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    form: Form<RequestForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    PerAddress::ResetRequest.check(&req, &state).await?;
    let email = form.email.trim().to_owned();
    if !refused.is_empty() || crate::domain::EmailAddress::parse(&email).is_err() {
        let error = refused
            .first_sentence()
            .unwrap_or_else(|| ctx.t("reset-email-invalid").into());
        return render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &RequestPage {
                ctx,
                email,
                error,
                sent: false,
            },
        );
    }
    rate_limit::check(
        &state,
        &format!("reset:account:{}", email.to_lowercase()),
        state.config.rate_limits.password_reset_per_account,
    )
    .await?;
    accounts::request_password_reset(state.ctx(), &email, ctx.lang)
        .await
        .map_err(to_app)?;
    // The same answer whether or not an account has this address.
    render(&RequestPage {
        ctx,
        email,
        error: String::new(),
        sent: true,
    })
}

#[derive(Template)]
#[template(path = "auth/reset_confirm.html")]
struct ConfirmPage {
    ctx: PageContext,
    token: String,
    valid: bool,
    errors: FieldErrors,
}

#[derive(Deserialize)]
pub struct TokenQuery {
    #[serde(default)]
    token: String,
}

pub async fn confirm_page(
    state: web::Data<AppState>,
    ctx: PageContext,
    query: web::Query<TokenQuery>,
) -> Result<HttpResponse, AppError> {
    let valid = accounts::reset_link_is_valid(&state.pool, &query.token)
        .await
        .map_err(to_app)?;
    let status = if valid {
        StatusCode::OK
    } else {
        StatusCode::NOT_FOUND
    };
    render_status(
        status,
        &ConfirmPage {
            ctx,
            token: query.token.clone(),
            valid,
            errors: FieldErrors::default(),
        },
    )
}

#[derive(Deserialize)]
pub struct ConfirmForm {
    #[serde(default)]
    token: SingleLine,
    #[serde(default)]
    password: SingleLine,
}

#[derive(Template)]
#[template(path = "auth/reset_done.html")]
struct DonePage {
    ctx: PageContext,
}

pub async fn confirm(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    PerAddress::ResetConfirm.check(&req, &state).await?;
    let (form, refused) = form.into_parts();
    // The token is a hidden field: the page has no place to show its error.
    refused.check_fields(&["token"])?;
    if !refused.is_empty() {
        return render_status(
            StatusCode::UNPROCESSABLE_ENTITY,
            &ConfirmPage {
                ctx,
                token: form.token.into(),
                valid: true,
                errors: refused.field_errors(),
            },
        );
    }
    let reset = accounts::reset_password(
        &state.pool,
        &state.passwords,
        &form.token,
        &form.password,
        device::token_from(&req),
    )
    .await;
    match reset {
        Ok((_, device)) => {
            let ctx = PageContext { user: None, ..ctx };
            let mut res = render(&DonePage { ctx })?;
            // A freshly built cookie always serialises.
            let _ = res.add_cookie(&device::cookie(&device, state.config.secure_cookies()));
            Ok(res)
        }
        Err(ServiceError::Invalid(errors)) => {
            let valid = errors.words("token").is_none();
            render_status(
                StatusCode::UNPROCESSABLE_ENTITY,
                &ConfirmPage {
                    ctx,
                    token: form.token.to_string(),
                    valid,
                    errors,
                },
            )
        }
        Err(e) => Err(e.into()),
    }
}

fn to_app(e: ServiceError) -> AppError {
    match e {
        ServiceError::Invalid(_) => {
            AppError::BadRequest(crate::domain::Words::new("reset-link-dead").into())
        }
        other => other.into(),
    }
}
