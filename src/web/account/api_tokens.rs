//! The "API tokens" section of the settings page: create a token (the POST answers
//! with the page that shows it, once) and revoke one.

use actix_web::{HttpResponse, http::StatusCode, web};
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    confirm::{self, AskIds, ConfirmForm, ask_ids},
    extract::acting::PlayerActing,
    extract::form::Form,
    extract::session::CurrentUser,
    page::{PageContext, render, render_status, see_other},
    settings::SettingsPage,
};
use crate::{
    domain::{SingleLine, UserId},
    service::{ServiceError, api_tokens},
    store::api_tokens::ApiTokenId,
};

#[derive(Deserialize)]
pub struct NewTokenForm {
    #[serde(default)]
    name: SingleLine,
}

/// `POST /settings/tokens`: creates a token and answers (200, `no-store`) with the
/// settings page showing its secret this once; the secret is kept nowhere but as its
/// hash, so no later page can show it again.
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
            page.new_token_name = token.name;
            page.new_token = secret.expose().to_owned();
            let mut res = render(&page)?;
            res.headers_mut().insert(
                actix_web::http::header::CACHE_CONTROL,
                actix_web::http::header::HeaderValue::from_static("no-store"),
            );
            Ok(res)
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

/// `GET /settings/tokens/created` (where the creating POST once redirected to): the
/// settings page saying that a new token is shown only once, in the answer that made it.
pub async fn created(
    state: web::Data<AppState>,
    ctx: PageContext,
    _user: CurrentUser,
) -> Result<HttpResponse, AppError> {
    let mut page = SettingsPage::load(&state, ctx).await?;
    page.notice = "A new token is shown only once, on the page right after it is \
                   created. If you did not copy it, revoke it and create another."
        .into();
    render(&page)
}

/// The revocation's confirm page.
const REVOKE: AskIds = ask_ids!("settings-revoke-confirm");

/// `POST /settings/tokens/{id}/revoke`: only with the tick box.
pub async fn revoke(
    on: PlayerActing<web::Path<ApiTokenId>>,
    form: Form<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let (state, ctx, user, id) = on.into_parts();
    let id = id.into_inner();
    let action = format!("/settings/tokens/{id}/revoke");
    let back = "/settings#api-tokens".into();
    confirm::tick_box(ctx, form, &REVOKE, action, back, |_| {
        revoke_ticked(state, user.id, id)
    })
    .await
}

/// The revocation itself, once ticked.
async fn revoke_ticked(
    state: web::Data<AppState>,
    user: UserId,
    id: ApiTokenId,
) -> Result<HttpResponse, AppError> {
    let done = api_tokens::revoke(&state.pool, user, id)
        .await
        .map_err(|e| match e {
            ServiceError::Invalid(_) => AppError::NotFound,
            other => other.into(),
        })?;
    if !done {
        return Err(AppError::NotFoundWith(
            crate::domain::Words::new("settings-token-unknown").into(),
        ));
    }
    Ok(see_other("/settings?saved=token-revoked#api-tokens"))
}
