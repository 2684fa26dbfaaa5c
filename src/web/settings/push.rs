//! Notifications on the phone: the settings page's push section, the subscription a
//! browser's script posts (`POST /settings/push`, a form or JSON) and withdraws
//! (`POST /settings/push/delete`), and the service worker (`GET /sw.js`) that shows
//! the pushes. What is sent and when: docs/design/push.md.

use actix_web::{Either, HttpResponse, web};
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::CurrentUser,
    page::{PageContext, see_other},
    settings,
};
use crate::{
    domain::{
        SingleLine,
        push_subscription::{EndpointPolicy, PushSubscription},
    },
    store,
};

/// What the push section shows.
#[derive(Clone, Debug, Default)]
pub struct PushSettings {
    /// The VAPID public key (base64url): the script subscribes with it.
    pub public_key: String,
    /// How many browsers of the user receive pushes (the parked ones not).
    pub devices: i64,
    /// How many more are parked after failing again and again (none sent to them).
    pub parked: i64,
}

impl PushSettings {
    /// The section's state for the logged-in user (nothing for a visitor).
    pub async fn load(state: &AppState, ctx: &PageContext) -> Result<Self, AppError> {
        let (devices, parked) = match &ctx.user {
            Some(user) => store::push::count_for_user(&state.pool, user.id).await?,
            None => (0, 0),
        };
        Ok(Self {
            public_key: state.push_public_key.clone(),
            devices: devices - parked,
            parked,
        })
    }
}

/// A browser's `PushSubscription`, its keys in base64url, as the script posts it.
#[derive(Deserialize)]
pub struct SubscribeForm {
    #[serde(default)]
    endpoint: SingleLine,
    #[serde(default)]
    p256dh: SingleLine,
    #[serde(default)]
    auth: SingleLine,
}

/// The same subscription as a script posts `PushSubscription.toJSON()`
/// (`{"endpoint", "keys": {"p256dh", "auth"}}`), with the CSRF token in `X-CSRF-Token`.
#[derive(Deserialize)]
pub struct SubscriptionJson {
    #[serde(default)]
    endpoint: String,
    #[serde(default)]
    keys: SubscriptionKeys,
}

#[derive(Default, Deserialize)]
pub struct SubscriptionKeys {
    #[serde(default)]
    p256dh: String,
    #[serde(default)]
    auth: String,
}

/// Where the site's settings let subscriptions point (`PUSH_ALLOW_LOOPBACK`,
/// `PUSH_ALLOWED_HOSTS`).
fn endpoint_policy(state: &AppState) -> EndpointPolicy<'_> {
    EndpointPolicy {
        allow_loopback: state.config.push.allow_loopback,
        allowed_hosts: &state.config.push.allowed_hosts,
    }
}

/// Stores the subscription for the logged-in user, posted as a form or as JSON.
pub async fn subscribe(
    state: web::Data<AppState>,
    ctx: PageContext,
    user: CurrentUser,
    body: Either<Form<SubscribeForm>, web::Json<SubscriptionJson>>,
) -> Result<HttpResponse, AppError> {
    match body {
        Either::Left(form) => subscribe_form(state, ctx, user, form).await,
        Either::Right(json) => subscribe_json(&state, &ctx, &user, &json).await,
    }
}

/// The JSON answer: 204 when stored, else 422 with each wrong field's sentence.
async fn subscribe_json(
    state: &AppState,
    ctx: &PageContext,
    CurrentUser(user): &CurrentUser,
    json: &SubscriptionJson,
) -> Result<HttpResponse, AppError> {
    let parsed = PushSubscription::parse(
        &json.endpoint,
        &json.keys.p256dh,
        &json.keys.auth,
        &endpoint_policy(state),
    );
    match parsed {
        Ok(subscription) => {
            store::push::subscribe(&state.pool, user.id, &subscription).await?;
            Ok(HttpResponse::NoContent().finish())
        }
        Err(fields) => {
            let errors: serde_json::Map<String, serde_json::Value> = fields
                .into_iter()
                .map(|(field, words)| (field.to_owned(), ctx.lang.words(&words).into()))
                .collect();
            Ok(HttpResponse::UnprocessableEntity().json(serde_json::json!({ "errors": errors })))
        }
    }
}

/// Stores a subscription posted as a form; a wrong field is named on the settings
/// page (422).
async fn subscribe_form(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<SubscribeForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    let mut errors = refused.field_errors();
    let parsed = PushSubscription::parse(
        &form.endpoint,
        &form.p256dh,
        &form.auth,
        &endpoint_policy(&state),
    );
    let subscription = match parsed {
        Ok(s) if errors.is_empty() => s,
        Ok(_) => return settings::refused_form(&state, ctx, errors, |_| ()).await,
        Err(fields) => {
            for (field, words) in fields {
                if !errors.0.contains_key(field) {
                    errors.add(field, words);
                }
            }
            return settings::refused_form(&state, ctx, errors, |_| ()).await;
        }
    };
    store::push::subscribe(&state.pool, user.id, &subscription).await?;
    Ok(see_other("/settings?saved=push#push-setting"))
}

#[derive(Deserialize)]
pub struct UnsubscribeForm {
    #[serde(default)]
    endpoint: SingleLine,
}

/// Removes the user's subscription at the endpoint (one of another account stays).
pub async fn unsubscribe(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    form: Form<UnsubscribeForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.accept()?;
    store::push::unsubscribe(&state.pool, user.id, form.endpoint.trim()).await?;
    Ok(see_other("/settings?saved=push-off#push-setting"))
}

/// The service worker, at the root so that its scope is the whole site; never cached
/// long, so a new version reaches the browsers.
pub async fn service_worker() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/javascript; charset=utf-8")
        .insert_header(("Cache-Control", "no-cache"))
        .insert_header(("Service-Worker-Allowed", "/"))
        .body(include_str!("../../../static/sw.js"))
}
