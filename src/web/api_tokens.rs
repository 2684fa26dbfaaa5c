//! The "API tokens" section of the settings page: create a token (shown once on the
//! resulting page) and revoke one.

use actix_web::{HttpResponse, http::StatusCode, web};
use serde::Deserialize;

use super::{
    AppError, AppState,
    form::Form,
    page::{PageContext, render, render_status, see_other},
    session::CurrentUser,
    settings::SettingsPage,
};
use crate::{
    domain::SingleLine,
    service::{ServiceError, api_tokens},
    store::api_tokens::ApiTokenId,
};

#[derive(Deserialize)]
pub struct NewTokenForm {
    #[serde(default)]
    name: SingleLine,
}

/// `POST /settings/tokens`: creates a token and shows it this once.
pub async fn create(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<NewTokenForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    let outcome = if refused.is_empty() {
        api_tokens::create(&state.pool, user.id, &form.name).await
    } else {
        Err(ServiceError::Invalid(refused.field_errors()))
    };
    match outcome {
        Ok((token, secret)) => {
            let mut page = SettingsPage::load(&state, ctx).await?;
            page.new_token = secret.expose().to_owned();
            page.new_token_name = token.name;
            render(&page)
        }
        Err(ServiceError::Invalid(errors)) => {
            let mut page = SettingsPage::load(&state, ctx).await?;
            page.errors = errors;
            page.token_name = form.name.into();
            render_status(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
        Err(e) => Err(e.into()),
    }
}

/// `POST /settings/tokens/{id}/revoke`.
pub async fn revoke(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<ApiTokenId>,
) -> Result<HttpResponse, AppError> {
    let done = api_tokens::revoke(&state.pool, user.id, id.into_inner())
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
