//! The time-zone setting: an IANA name from the list (`domain::time_zone::names`), in
//! which every time on pages, in mails and in the calendar feed is shown.

use crate::domain::Words;
use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::CurrentUser,
    page::{PageContext, see_other},
    settings,
};
use crate::{
    domain::{SingleLine, TimeZone},
    service::FieldErrors,
    store,
};

#[derive(Deserialize)]
pub struct TimeZoneForm {
    #[serde(default)]
    time_zone: SingleLine,
}

/// `POST /settings/time-zone`: saves a listed zone; anything else is 422 with the
/// settings page again, the typed name kept and the error beside the field.
pub async fn change(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<TimeZoneForm>,
) -> Result<HttpResponse, AppError> {
    let (form, refused) = form.into_parts();
    let typed = form.time_zone.to_string();
    let zone = TimeZone::parse(&typed).filter(|_| refused.is_empty());
    let Some(zone) = zone else {
        let mut errors = refused.field_errors();
        if errors.is_empty() {
            errors.add("time_zone", Words::new("refusal-time-zone-choose"));
        }
        return settings::refused_form(&state, ctx, errors, |page| page.time_zone = typed).await;
    };
    if !store::users::set_time_zone(&state.pool, user.id, &zone).await? {
        let mut errors = FieldErrors::default();
        errors.add("time_zone", Words::new("refusal-time-zone-unknown"));
        return settings::refused_form(&state, ctx, errors, |page| page.time_zone = typed).await;
    }
    Ok(see_other("/settings?saved=time-zone#time-zone"))
}
