//! The "API tokens" section of the settings page: create a token (the POST redirects to
//! a page that shows it once) and revoke one.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use serde::Deserialize;

use super::{
    AppError, AppState,
    confirm::{self, Ask, ConfirmForm},
    form::Form,
    page::{PageContext, render, render_status, see_other},
    session::{self, CurrentUser},
    settings::SettingsPage,
};
use crate::{
    domain::SingleLine,
    service::{ServiceError, api_tokens},
    store::{self, api_tokens::ApiTokenId},
};

#[derive(Deserialize)]
pub struct NewTokenForm {
    #[serde(default)]
    name: SingleLine,
}

/// `POST /settings/tokens`: creates a token, held in the session, and redirects (303)
/// to [`created`], which shows it.
pub async fn create(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<NewTokenForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    let session = session::token_from(&req).ok_or(AppError::LoginRequired { next: "/".into() })?;
    let outcome = if refused.is_empty() {
        api_tokens::create(&state.pool, user.id, &session, &form.name).await
    } else {
        Err(ServiceError::Invalid(refused.field_errors()))
    };
    match outcome {
        Ok(_) => Ok(see_other("/settings/tokens/created#new-token")),
        Err(ServiceError::Invalid(errors)) => {
            let mut page = SettingsPage::load(&state, ctx).await?;
            page.errors = errors;
            page.token_name = form.name.into();
            render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
        Err(e) => Err(e.into()),
    }
}

/// `GET /settings/tokens/created`: the settings page with the token the session holds,
/// taken out as it is shown; a reload finds none and says so.
pub async fn created(
    req: HttpRequest,
    state: web::Data<AppState>,
    ctx: PageContext,
    _user: CurrentUser,
) -> Result<HttpResponse, AppError> {
    let held = match session::token_from(&req) {
        Some(session) => store::sessions::take_new_api_token(&state.pool, &session).await?,
        None => None,
    };
    let mut page = SettingsPage::load(&state, ctx).await?;
    match held {
        Some((id, secret)) => {
            page.new_token_name = page
                .tokens
                .iter()
                .find(|t| t.id == id)
                .map(|t| t.name.clone())
                .unwrap_or_default();
            page.new_token = secret;
        }
        None => {
            page.notice = "A new token is shown only once, on the page right after it is \
                           created. If you did not copy it, revoke it and create another."
                .into();
        }
    }
    render(&page)
}

/// `POST /settings/tokens/{id}/revoke`: only with the tick box.
pub async fn revoke(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    id: web::Path<ApiTokenId>,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let form = form.accept()?;
    let lang = ctx.lang;
    if let Some(page) = confirm::unless_ticked(&form.confirm, ctx, || Ask {
        action: format!("/settings/tokens/{id}/revoke"),
        title: lang.t("settings-revoke-confirm-title"),
        consequence: lang.t("settings-revoke-confirm-consequence").into(),
        tick: lang.t("settings-revoke-confirm-tick"),
        button: lang.t("settings-revoke-confirm-button"),
        keep: Vec::new(),
        back: "/settings#api-tokens".into(),
    }) {
        return page;
    }
    let done = api_tokens::revoke(&state.pool, user.id, id)
        .await
        .map_err(|e| match e {
            ServiceError::Invalid(_) => AppError::NotFound,
            other => other.into(),
        })?;
    if !done {
        return Err(AppError::NotFoundWith(
            "You have no live API token with that number.".into(),
        ));
    }
    Ok(see_other("/settings?saved=token-revoked#api-tokens"))
}
