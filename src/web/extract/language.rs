//! Which language a request is answered in, and the footer's switcher. The order: a
//! logged-in player's `language` setting, else the `lang` cookie the switcher sets,
//! else the browser's `Accept-Language` (quality values honoured), else English.

use actix_web::{
    HttpRequest, HttpResponse,
    cookie::{Cookie, SameSite, time::Duration},
    http::header,
    web,
};
use serde::Deserialize;

use crate::web::{
    AppError, AppState,
    extract::form::Form,
    extract::session::{CurrentUser, MaybeUser},
    page::{PageContext, see_other},
};
use crate::{
    domain::SingleLine,
    i18n::{self, Lang},
    service::FieldErrors,
    store,
    store::users::User,
};

/// The cookie that keeps a visitor's choice.
pub const COOKIE: &str = "lang";

/// The request's language (see the module documentation).
pub fn of_request(req: &HttpRequest, user: Option<&User>) -> Lang {
    match user.and_then(|u| u.language.0) {
        Some(lang) => lang,
        None => of_visitor(req),
    }
}

/// The language of a request without a logged-in player: the cookie, else the header.
pub fn of_visitor(req: &HttpRequest) -> Lang {
    req.cookie(COOKIE)
        .and_then(|c| Lang::parse(c.value()))
        .or_else(|| {
            req.headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(i18n::from_accept_language)
        })
        .unwrap_or_default()
}

/// The switcher's form: the language and the page to go back to.
#[derive(Deserialize)]
pub struct LanguageForm {
    lang: SingleLine,
    #[serde(default)]
    back: SingleLine,
}

/// Where to go after switching: the page the form was on when it is a path of this
/// site, else the home page (never another site: `//host` and `/\host` are refused).
fn back_path(back: &str) -> &str {
    let local = back.starts_with('/')
        && !back.starts_with("//")
        && !back.starts_with("/\\")
        && !back.chars().any(char::is_control);
    if local { back } else { "/" }
}

/// `POST /language`: keeps the choice in the cookie and, for a logged-in player, in
/// the setting; then back to the page.
pub async fn switch(
    state: web::Data<AppState>,
    MaybeUser(user): MaybeUser,
    form: Form<LanguageForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.accept()?;
    let Some(lang) = Lang::parse(&form.lang) else {
        return Err(AppError::Unprocessable(
            crate::domain::Words::new("language-unknown").into(),
        ));
    };
    if let Some(user) = &user {
        store::users::set_language(&state.pool, user.id, lang).await?;
    }
    let mut res = see_other(back_path(&form.back));
    // A freshly built cookie always serialises.
    let _ = res.add_cookie(&cookie(lang, state.config.secure_cookies()));
    Ok(res)
}

/// The settings page's language form.
#[derive(Deserialize)]
pub struct SettingForm {
    #[serde(default)]
    language: SingleLine,
}

/// `POST /settings/language`: the player's pages and mails in that language from now
/// on (the cookie follows, so the choice outlives the session).
pub async fn change_setting(
    state: web::Data<AppState>,
    ctx: PageContext,
    CurrentUser(user): CurrentUser,
    form: Form<SettingForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.accept()?;
    let Some(lang) = Lang::parse(&form.language) else {
        let errors = FieldErrors::single("language", crate::domain::Words::new("language-unknown"));
        return crate::web::settings::refused_form(&state, ctx, errors, |_| ()).await;
    };
    store::users::set_language(&state.pool, user.id, lang).await?;
    let mut res = see_other("/settings?saved=language");
    // A freshly built cookie always serialises.
    let _ = res.add_cookie(&cookie(lang, state.config.secure_cookies()));
    Ok(res)
}

/// The cookie that keeps the choice for a year.
fn cookie(lang: Lang, secure: bool) -> Cookie<'static> {
    Cookie::build(COOKIE, lang.code())
        .path("/")
        .same_site(SameSite::Lax)
        .secure(secure)
        .max_age(Duration::days(365))
        .finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_of_this_site_are_gone_back_to() {
        assert_eq!(back_path("/games/7"), "/games/7");
        assert_eq!(back_path("/positions?page=2"), "/positions?page=2");
        assert_eq!(back_path(""), "/");
        assert_eq!(back_path("https://evil.example/"), "/");
        assert_eq!(back_path("//evil.example/"), "/");
        assert_eq!(back_path("/\\evil.example/"), "/");
        assert_eq!(back_path("/a\r\nSet-Cookie: x=1"), "/");
    }
}
